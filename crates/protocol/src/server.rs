//! What the server sends.

use serde::{Deserialize, Serialize};

use std::collections::BTreeMap;

use super::Secret;
use super::client::{ChallengeTerms, ClockTerms};
use super::standing::{Category, Leader, PlayerPage};
use super::tournament::{TournamentInfo, TournamentPage};

/// One message from the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to a good `hello`.
    Welcome {
        /// The server's protocol version.
        version: u32,
    },
    /// Logged in (or registered, or a guest).
    LoggedIn {
        /// The name as the server keeps it.
        name: String,
        /// A guest, who plays unrated games only.
        guest: bool,
        /// A new session token for `resume` (never for a guest); the client
        /// keeps it instead of the password.
        token: Option<Secret>,
    },
    /// Something the client asked was refused; the connection stays open
    /// unless the code says it closes.
    Error {
        /// What went wrong.
        code: ErrorCode,
        /// For `try_later`, how many seconds to wait; for `illegal_move`,
        /// the rule; otherwise none.
        detail: Option<String>,
    },
    /// A challenge is open (to everyone, or to you).
    Challenge(ChallengeInfo),
    /// A challenge was withdrawn or taken.
    ChallengeGone {
        /// Its number.
        challenge: u64,
    },
    /// How a game stands: sent when it starts, on login for each of one's
    /// games and to a new spectator.
    Game(GameState),
    /// A move was played and kept; in a game with the die, also a turn
    /// that passed (D3).
    Moved {
        /// The game's number.
        game: u64,
        /// The turns played before it (moves, and passes in a game with
        /// the die).
        ply: u32,
        /// The move with its captures, `f4-f6xe6`, or `pass`.
        record: String,
        /// Milliseconds left of the Vikings and the Varangians (Fischer),
        /// or of the move (correspondence: the side to move's).
        clocks: [u64; 2],
        /// In a game with the die, the roll the turn was played with, 1–6.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<u8>,
    },
    /// In a game with the die, the server's roll for the turn under way,
    /// told to the players and spectators when the turn begins.
    Rolled {
        /// The game's number.
        game: u64,
        /// The turns played before this one.
        ply: u32,
        /// The roll, 1–6.
        roll: u8,
    },
    /// A player offers a draw.
    DrawOffered {
        /// The game's number.
        game: u64,
        /// Who offers it.
        by: String,
    },
    /// A player asks to take back their last move.
    TakebackOffered {
        /// The game's number.
        game: u64,
        /// Who asks.
        by: String,
    },
    /// Moves were taken back by consent: the last move of the player who
    /// asked, and the opponent's reply to it if there was one, so it is
    /// that player's move again; the clocks are as they stood then.
    TakenBack {
        /// The game's number.
        game: u64,
        /// The moves left: those after them are gone.
        plies: u32,
        /// Milliseconds left, as in [`ServerMessage::Moved`].
        clocks: [u64; 2],
    },
    /// A game ended.
    Ended {
        /// The game's number.
        game: u64,
        /// The result.
        end: GameEnd,
    },
    /// A player of a live game lost their last connection: unless they come
    /// back within the grace time, they lose the game (`abandoned`).
    Away {
        /// The game's number.
        game: u64,
        /// Who left.
        player: String,
        /// The seconds they have to come back.
        grace: u64,
    },
    /// A player who was away is connected again.
    Back {
        /// The game's number.
        game: u64,
        /// Who came back.
        player: String,
    },
    /// The server was down (stopped and started again) while this live
    /// game was being played, and its clocks stood still meanwhile, at what
    /// they showed after the last move. Each player is told once, after
    /// the game's `game` object, when they first come back.
    Restarted {
        /// The game's number.
        game: u64,
    },
    /// Words in the lobby or a game.
    Chat {
        /// The game, or none for the lobby.
        game: Option<u64>,
        /// Who said them.
        from: String,
        /// The words, cleaned.
        text: String,
    },
    /// A page of the lobby: who is online, the open challenges, the live
    /// games, each list from the place asked and as long as fits in a line.
    Lobby {
        /// The names of the players online, in order ignoring case.
        players: Vec<String>,
        /// The challenges open to you, oldest first.
        challenges: Vec<ChallengeInfo>,
        /// The live games, oldest first.
        games: Vec<GameInfo>,
        /// The ratings of the players listed with an account, by name: in
        /// the order of [`Category::ALL`] (live 9×9, live 11×11,
        /// correspondence), rounded.
        #[serde(default)]
        ratings: BTreeMap<String, [i32; 3]>,
        /// The bots among the players listed, with their levels.
        #[serde(default)]
        bots: Vec<Bot>,
        /// Where each list starts: what `lobby_page` asked (all 0 for
        /// `lobby`).
        #[serde(default)]
        from: LobbyCounts,
        /// How many players are online, challenges open to you and games
        /// live in all; each list holds those of its page that fit in a
        /// line.
        #[serde(default)]
        counts: LobbyCounts,
    },
    /// The answer to `ping`.
    Pong,
    /// A player's page.
    Player(PlayerPage),
    /// The best players of a category, best first.
    Leaderboard {
        /// The category.
        category: Category,
        /// The players, their deviation at most [`super::LEADERS_DEVIATION`].
        players: Vec<Leader>,
    },
    /// A part of a finished game's OpenTafl record (`.otg`): the parts in
    /// order, joined, are the file.
    Record {
        /// The game's number.
        game: u64,
        /// This part's place, from 0.
        part: u32,
        /// How many parts the record has.
        parts: u32,
        /// Its text, at most [`super::RECORD_PART`] bytes.
        text: String,
    },
    /// The session (or every session) ended; the connection closes.
    LoggedOut,
    /// The password changed; the account's other sessions ended.
    PasswordChanged {
        /// How many other sessions ended.
        ended: u32,
    },
    /// The account is deleted; the connection closes.
    AccountDeleted,
    /// The tournaments open or under way, then the last ended.
    TournamentList {
        /// At most [`super::TOURNAMENTS_LISTED`], the newest first.
        tournaments: Vec<TournamentInfo>,
    },
    /// A tournament's page: the answer to `tournament` and
    /// `create_tournament`, and sent to its entrants online whenever it
    /// changes (an entry, a round paired, a game over, its end).
    Tournament(Box<TournamentPage>),
}

/// Why a request was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The first message was not `hello` of this version (closes).
    Version,
    /// A line that is not a message of this protocol (closes).
    Malformed,
    /// A line longer than the limit (closes).
    TooLong,
    /// Messages kept coming far over the rate (closes).
    Flooding,
    /// Too many connections from this address (`detail` `address`) or in
    /// all (`server`) (closes).
    TooManyConnections,
    /// Too many chat lines or challenges in a short time.
    RateLimited,
    /// The name breaks the rules for names.
    BadName,
    /// The password is too short or too long.
    BadPassword,
    /// The name is taken (whatever its case).
    NameTaken,
    /// Wrong name or password, or an unknown token.
    LoginFailed,
    /// Too many failed logins: wait the seconds in `detail`.
    TryLater,
    /// Log in first.
    NotLoggedIn,
    /// Already logged in on this connection.
    AlreadyLoggedIn,
    /// The challenge's terms are out of range, or a guest asked for a rated game.
    BadChallenge,
    /// No such player online.
    NoSuchPlayer,
    /// No such open challenge (or not yours to cancel or to accept).
    NoSuchChallenge,
    /// No such game, or not one of yours.
    NoSuchGame,
    /// Not your turn, or the ply is not the game's.
    NotYourTurn,
    /// A move the rules refuse; `detail` names the rule.
    IllegalMove,
    /// Not a move: `detail` has the text.
    BadMove,
    /// The chat line is empty once cleaned, or too long.
    BadChat,
    /// The server could not keep it (the database failed); try again.
    Storage,
    /// What the server does not offer: a takeback in a game with the die.
    Unsupported,
    /// A takeback asked by a player who has no move in the game yet.
    NothingToTakeBack,
    /// `bot` from an account that is not a bot's, or a level or rating
    /// out of range.
    BadBot,
    /// Too many accounts registered from this address lately: wait the
    /// seconds in `detail`.
    TooManyRegistrations,
    /// An account with games not finished cannot be deleted yet.
    UnfinishedGames,
    /// No such tournament.
    NoSuchTournament,
    /// A tournament's terms are out of range, or a guest asked for a rated one.
    BadTournament,
    /// Not now: the tournament has started, is full or over, the player
    /// may not enter it (its band, its invitations, a guest in a rated
    /// one) or is already in; or only its organiser may do that.
    TournamentRefused,
}

/// A number for each of the lobby's lists: the players online, the
/// challenges open to you, the live games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyCounts {
    /// Of the players online.
    #[serde(default)]
    pub players: u32,
    /// Of the challenges open to you.
    #[serde(default)]
    pub challenges: u32,
    /// Of the live games.
    #[serde(default)]
    pub games: u32,
}

/// An open challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeInfo {
    /// Its number.
    pub challenge: u64,
    /// Who opened it.
    pub from: String,
    /// What it offers (its fields inline).
    #[serde(flatten)]
    pub terms: ChallengeTerms,
    /// The challenger's rating in the game's category, rounded (none for a
    /// guest or an unrated category).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<i32>,
    /// The challenger's level, when a bot challenges.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<Bot>,
}

/// A live game in the lobby's list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    /// Its number.
    pub game: u64,
    /// 9 or 11.
    pub board: u8,
    /// The Vikings' player.
    pub vikings: String,
    /// The Varangians' player.
    pub varangians: String,
    /// The turns played so far (moves, and passes in a game with the die).
    pub plies: u32,
    /// The players who are bots, with their levels.
    #[serde(default)]
    pub bots: Vec<Bot>,
    /// Whether the die (V2) is played.
    #[serde(default)]
    pub die: bool,
}

/// A bot (a computer opponent): its name, the level it plays at and the
/// level's rating.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bot {
    /// The bot's name.
    pub name: String,
    /// Its level: `easy`, `normal`, `hard`, `max`.
    pub level: String,
    /// The level's rating.
    pub rating: u32,
}

/// How a game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// The game, its board and players.
    pub info: GameInfo,
    /// The clock.
    pub clock: ClockTerms,
    /// Whether rated.
    pub rated: bool,
    /// Every move played, with captures, `d9-d6`; `pass` for a turn that
    /// passed in a game with the die.
    pub moves: Vec<String>,
    /// Milliseconds left, as in [`ServerMessage::Moved`].
    pub clocks: [u64; 2],
    /// The side to move: `vikings` or `varangians`.
    pub to_move: String,
    /// The die, in a game with the die.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub die: Option<DieState>,
}

/// The die of a game as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieState {
    /// How a roll limits a move: `exact` (D2).
    pub reading: String,
    /// The roll of each turn in [`GameState::moves`], in order.
    pub rolls: Vec<u8>,
    /// The roll of the turn under way; none once the game is over.
    pub roll: Option<u8>,
}

/// The result of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEnd {
    /// `vikings`, `varangians`, or none for a draw.
    pub winner: Option<String>,
    /// Why: `escape`, `capture`, `no_move`, `time`, `resignation`,
    /// `repetition`, `agreement`, `abandoned`.
    pub reason: String,
}
