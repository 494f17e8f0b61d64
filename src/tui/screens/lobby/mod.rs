//! The lobby of online play (`obereg online`, "Play online" in the menu):
//! the server's address, its fingerprint question, logging in, the open
//! challenges, your games, the live games, the players online, a player's
//! page and the leaderboard; a game opened from it is played on the board
//! screens' machinery (`playing.rs`). Its state and pure update here and in
//! `update.rs`, its lists' pages in `pages.rs`; the keys in `keys.rs`, the drawing in `view.rs`, the
//! connection and the game at the table in `screen.rs`.

mod account;
mod form;
mod keys;
mod pages;
mod playing;
mod pointer;
mod screen;
mod tournament_view;
mod tournaments;
mod update;
mod view;
mod words;

#[cfg(test)]
mod tests;

pub use account::{Account, AccountField};
pub use form::{ChallengeForm, Login, LoginField};
pub use keys::action_for;
pub use pages::{Pages, Place};
pub use screen::LobbyScreen;
pub use view::LobbyView;

use std::collections::BTreeMap;

use obereg_protocol::{
    Bot, Category, ChallengeInfo, ClientMessage, ErrorCode, GameInfo, GameState, Leader, PlayerPage,
    TournamentInfo, TournamentPage,
};

use super::Next;
use crate::tui::network::online::{ConnEvent, Failure};

/// The longest address typed, in characters.
pub const MAX_ADDRESS: usize = 64;

/// What the lobby shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The server's address is asked for.
    Address(String),
    /// Connecting (again).
    Connecting,
    /// The first connection: trust this fingerprint? (y/n)
    Trust(String),
    /// Logging in, registering or playing as a guest.
    Login(Login),
    /// Waiting for the server's answer to logging in.
    LoggingIn,
    /// The lists.
    Lists,
    /// A challenge being made.
    Challenge(ChallengeForm),
    /// A line of lobby chat being typed.
    Chat(String),
    /// The account's own page: log out, change the password, delete it.
    Account(Account),
    /// The connection ended for good: why.
    Failed(Failure),
}

/// A list of the lobby, in the order of its tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// The open challenges.
    Challenges,
    /// Your games, with whose move it is.
    Yours,
    /// The live games, to watch.
    Live,
    /// The players online.
    Players,
    /// The leaderboard.
    Leaders,
    /// A player's page.
    Player,
    /// The tournaments, or one's page.
    Tournaments,
}

impl Tab {
    /// Every tab, in the order shown.
    pub const ALL: [Tab; 7] =
        [Tab::Challenges, Tab::Yours, Tab::Live, Tab::Players, Tab::Leaders, Tab::Player, Tab::Tournaments];

    /// The catalogue key of its name.
    pub const fn words(self) -> &'static str {
        match self {
            Tab::Challenges => "online-tab-challenges",
            Tab::Yours => "online-tab-yours",
            Tab::Live => "online-tab-live",
            Tab::Players => "online-tab-players",
            Tab::Leaders => "online-tab-leaders",
            Tab::Player => "online-tab-player",
            Tab::Tournaments => "online-tab-tournaments",
        }
    }
}

/// What the lobby says on its line of news, in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The server refused something: why, and its detail.
    Refused(ErrorCode, Option<String>),
    /// The form is not right: the catalogue key of what is wrong.
    Form(&'static str),
    /// The connection was lost; it comes back by itself in these seconds.
    Lost(u64),
    /// Connected and logged in again after a drop.
    Back,
    /// The server's certificate now comes from a public authority.
    NowPublic,
    /// Logged in; your move in this many games.
    YourMove(usize),
    /// No address was typed.
    NoAddress,
    /// Your challenge is open.
    ChallengeOpen,
    /// The game ended: the end as the server says it.
    Ended(obereg_protocol::GameEnd),
    /// A line of lobby chat: who, what.
    Chat(String, String),
    /// Logged out (here or everywhere).
    LoggedOut,
    /// The password changed; this many other sessions ended.
    PasswordChanged(usize),
    /// The account is deleted.
    AccountDeleted,
}

/// What the lobby asks of its screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Connect to this server (and remember it).
    Connect(String),
    /// The answer to the fingerprint question.
    Trust(bool),
    /// Send this to the server.
    Send(ClientMessage),
    /// Keep this session token for the server.
    KeepToken(String),
    /// The token kept for the server no longer logs in: forget it.
    ForgetToken,
    /// Open this game at the table (to play or to watch).
    Play(GameState),
    /// Another screen, or to leave.
    Next(Next),
}

/// What a key asks of the lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyAction {
    /// A character typed into a field.
    Type(char),
    /// The last character of the field erased.
    Erase,
    /// Enter: the highlighted row's action, or the form sent.
    Choose,
    /// The row above.
    Up,
    /// The row below.
    Down,
    /// The next page of the list (PageDown, `]`).
    NextPage,
    /// The page before of the list (PageUp, `[`).
    PreviousPage,
    /// The value before, or the tab before.
    Left,
    /// The value after, or the tab after.
    Right,
    /// The next field or tab.
    Next,
    /// A key of the lists or the login's choice: its letter.
    Key(char),
    /// A tap on a row of the list (its index): it is highlighted, or
    /// opened when it was (as Enter opens it).
    Row(usize),
    /// Back: Esc.
    Back,
    /// Leave the app (Ctrl-C).
    Quit,
    /// The terminal has this many columns and rows.
    Resize(u16, u16),
    /// The connection reported this.
    Conn(Box<ConnEvent>),
    /// The game at the table was left (Esc): back to the lists.
    LeftTable,
}

/// The lobby's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lobby {
    /// The server, as typed or remembered.
    pub server: String,
    /// What is shown.
    pub phase: Phase,
    /// The token kept for this server, if any.
    token: Option<String>,
    /// The name logged in under, and whether a guest.
    pub me: Option<(String, bool)>,
    /// Logged in once: a new connection logs in again by itself.
    was_in: bool,
    /// The list shown.
    pub tab: Tab,
    /// The highlighted row of the list.
    pub row: usize,
    /// The players online.
    pub players: Vec<String>,
    /// Their ratings (live 9×9, live 11×11, correspondence).
    pub ratings: BTreeMap<String, [i32; 3]>,
    /// The bots among them.
    pub bots: Vec<Bot>,
    /// The challenges open to you.
    pub challenges: Vec<ChallengeInfo>,
    /// The live games.
    pub live: Vec<GameInfo>,
    /// Which page of each of the lists above is shown.
    pub pages: Pages,
    /// Your games in play, as they stand.
    pub yours: Vec<GameState>,
    /// The leaderboard shown, and its category.
    pub leaders: Vec<Leader>,
    /// The category of the leaderboard.
    pub category: Category,
    /// The player's page shown.
    pub page: Option<PlayerPage>,
    /// The tournaments open, under way or lately ended.
    pub tournaments: Vec<TournamentInfo>,
    /// The tournament whose page is open.
    pub tournament: Option<TournamentPage>,
    /// The tournament whose page was asked for, until it comes.
    opening: Option<u64>,
    /// The game open at the table, if one is.
    pub table: Option<u64>,
    /// The game asked to watch, until the server sends it.
    watching: Option<u64>,
    /// The line of news.
    pub said: Option<Said>,
    /// The login form last sent, shown again (its name kept) if refused.
    pub retry: Option<Login>,
    /// The terminal's size: columns, rows.
    pub size: (u16, u16),
}

impl Lobby {
    /// The lobby of `server` (none remembered or given: the address is
    /// asked first) whose kept token is `token`, on a screen of `size`.
    pub fn new(server: Option<String>, token: Option<String>, size: (u16, u16)) -> Lobby {
        let phase = match &server {
            Some(_) => Phase::Connecting,
            None => Phase::Address(String::new()),
        };
        Lobby {
            server: server.unwrap_or_default(),
            phase,
            token,
            me: None,
            was_in: false,
            tab: Tab::Challenges,
            row: 0,
            players: Vec::new(),
            ratings: BTreeMap::new(),
            bots: Vec::new(),
            challenges: Vec::new(),
            live: Vec::new(),
            pages: Pages::default(),
            yours: Vec::new(),
            leaders: Vec::new(),
            category: Category::Live9,
            page: None,
            tournaments: Vec::new(),
            tournament: None,
            opening: None,
            table: None,
            watching: None,
            said: None,
            retry: None,
            size,
        }
    }

    /// The token kept for the server is this one now (read on connecting).
    pub fn set_token(&mut self, token: Option<String>) {
        self.token = token;
    }

    /// How many rows the list of the tab shown has.
    pub fn rows(&self) -> usize {
        match self.tab {
            Tab::Challenges => self.challenges.len(),
            Tab::Yours => self.yours.len(),
            Tab::Live => self.live.len(),
            Tab::Players => self.players.len(),
            Tab::Leaders => self.leaders.len(),
            Tab::Player => self.page.as_ref().map_or(0, |page| page.games.len()),
            Tab::Tournaments => match &self.tournament {
                Some(page) => page.table.len(),
                None => self.tournaments.len(),
            },
        }
    }

    /// Your games where it is your move.
    pub fn your_move(&self) -> usize {
        let Some((me, _)) = &self.me else { return 0 };
        self.yours.iter().filter(|game| to_move_is(game, me)).count()
    }
}

/// Whether it is `me`'s move in `game`.
pub fn to_move_is(game: &GameState, me: &str) -> bool {
    let player = if game.to_move == "vikings" { &game.info.vikings } else { &game.info.varangians };
    player == me
}
