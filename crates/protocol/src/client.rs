//! What a client sends.

use std::time::Duration;

use obereg_rules::TimeControl;
use serde::{Deserialize, Serialize};

use super::Secret;
use super::server::LobbyCounts;
use super::standing::Category;
use super::tournament::TournamentTerms;

/// One message from a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message: the protocol version the client speaks.
    Hello {
        /// Must be [`super::PROTOCOL_VERSION`].
        version: u32,
    },
    /// Makes an account and logs in to it.
    Register {
        /// The name, checked by [`super::check_name`].
        name: String,
        /// The password, checked by [`super::check_password`].
        password: Secret,
    },
    /// Logs in with a name and password.
    Login {
        /// The account's name (any case).
        name: String,
        /// Its password.
        password: Secret,
    },
    /// Logs in with the session token an earlier login gave.
    Resume {
        /// The token, as the server sent it.
        token: Secret,
    },
    /// Plays as a guest: unrated games only, under a name the server gives.
    Guest,
    /// Makes a bot's account (a computer opponent, `obereg bot`) and logs
    /// in to it: the account is a bot's for ever, shown so to everyone with
    /// its level and rating. A normal `register` never makes one.
    RegisterBot {
        /// The name, checked by [`super::check_name`].
        name: String,
        /// The password, checked by [`super::check_password`].
        password: Secret,
        /// The level it plays at, as for [`ClientMessage::Bot`].
        level: String,
        /// The level's rating.
        rating: u32,
    },
    /// A bot, logged in, says the level it plays at now and its rating;
    /// kept with its account and shown beside its name.
    Bot {
        /// The level, `easy` to `max` (at most [`super::BOT_LEVEL_MAX`]
        /// letters, digits, `-` or `_`).
        level: String,
        /// The level's rating, at most [`super::BOT_RATING_MAX`].
        rating: u32,
    },
    /// Opens a challenge, to anyone or to one player.
    Challenge(ChallengeTerms),
    /// Withdraws one's own challenge.
    Cancel {
        /// The challenge's number.
        challenge: u64,
    },
    /// Accepts someone else's challenge: the game starts.
    Accept {
        /// The challenge's number.
        challenge: u64,
    },
    /// Plays a move in one's game.
    Move {
        /// The game's number.
        game: u64,
        /// How many moves the game has had before this one, so a move
        /// sent twice is not played twice.
        ply: u32,
        /// The move, `d9-d6`.
        mv: String,
    },
    /// Resigns a game.
    Resign {
        /// The game's number.
        game: u64,
    },
    /// Offers a draw, or agrees to the opponent's offer.
    Draw {
        /// The game's number.
        game: u64,
    },
    /// Asks to take back one's last move, or agrees to the opponent's
    /// asking: see [`super::ServerMessage::TakenBack`].
    Takeback {
        /// The game's number.
        game: u64,
    },
    /// Says something in the lobby, or in a game one plays or watches.
    Chat {
        /// The game, or none for the lobby.
        game: Option<u64>,
        /// The words, at most [`super::CHAT_LIMIT`] characters.
        text: String,
    },
    /// Watches a live game.
    Watch {
        /// The game's number.
        game: u64,
    },
    /// Asks who is online, the open challenges and the live games: the
    /// first page of each list.
    Lobby,
    /// Asks for a page of the lobby: each list from the place given (the
    /// places left out are 0).
    LobbyPage {
        /// Where each list starts.
        #[serde(default)]
        from: LobbyCounts,
    },
    /// Asks for an answer, to see the connection lives.
    Ping,
    /// Asks for a player's page: ratings, results and a page of games.
    Player {
        /// The player's name (any case).
        name: String,
        /// The page of games, 0 the newest; at most [`super::PAGE_LIMIT`].
        #[serde(default)]
        page: u32,
    },
    /// Asks for the best players of a category.
    Leaderboard {
        /// The category.
        category: Category,
        /// How many, 1 to [`super::LEADERS_MAX`] (that many when left out).
        #[serde(default = "most_leaders")]
        count: u32,
    },
    /// Asks for a finished game's OpenTafl record.
    Record {
        /// The game's number.
        game: u64,
    },
    /// Asks for the tournaments: those open or under way, then the last
    /// ended, [`super::TOURNAMENTS_LISTED`] at most.
    Tournaments,
    /// Makes a tournament, organised by this player (who does not enter
    /// it by that): the server answers with its page.
    CreateTournament(TournamentTerms),
    /// Asks for a tournament's page.
    Tournament {
        /// The tournament's number.
        tournament: u64,
        /// The round to show its games, 1 the first; 0 the round under
        /// way (an arena: 0 its latest games, a number the games of its
        /// pairing of that number).
        #[serde(default)]
        round: u32,
    },
    /// Enters a tournament that is open.
    Enter {
        /// The tournament's number.
        tournament: u64,
    },
    /// Leaves a tournament: before it starts, the place is free again;
    /// once it plays, the player is paired no more (their games under way
    /// are played out).
    Withdraw {
        /// The tournament's number.
        tournament: u64,
    },
    /// The organiser starts an open tournament now, with two entrants at
    /// least.
    StartTournament {
        /// The tournament's number.
        tournament: u64,
    },
    /// The organiser enters bots of a level that are online and not yet
    /// in it, up to `count` (refused when the terms allow no bots).
    InviteBots {
        /// The tournament's number.
        tournament: u64,
        /// The bots' level, as a bot says it (`easy` … `max`).
        level: String,
        /// How many, 1 to [`super::BOTS_AT_ONCE_MAX`].
        count: u32,
    },
    /// Ends this connection's session (its token no longer logs in), or
    /// every session of the account; the server answers `logged_out` and
    /// closes the connection.
    Logout {
        /// Every session of the account, not only this one.
        #[serde(default)]
        everywhere: bool,
    },
    /// Gives the account a new password and ends its other sessions.
    ChangePassword {
        /// The password now.
        password: Secret,
        /// The new one, checked by [`super::check_password`].
        new_password: Secret,
    },
    /// Deletes the account: its name is free again, its finished games stay
    /// in the archive under a retired name; the server answers
    /// `account_deleted` and closes the connection.
    DeleteAccount {
        /// The account's password, asked again.
        password: Secret,
    },
}

/// The leaderboard's length when a client does not say.
fn most_leaders() -> u32 {
    super::LEADERS_MAX
}

/// What a challenge offers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeTerms {
    /// 9 or 11.
    pub board: u8,
    /// Whether the die (V2) is played.
    pub die: bool,
    /// The clock.
    pub clock: ClockTerms,
    /// Whether the game counts for the ratings.
    pub rated: bool,
    /// The side the challenger plays.
    pub side: SideChoice,
    /// The one player the challenge is for, or anyone.
    pub opponent: Option<String>,
}

/// A game's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockTerms {
    /// Fischer: minutes for the game, seconds added after each move.
    Fischer {
        /// The time each side starts with, 1 to 1440 minutes.
        minutes: u32,
        /// The increment, 0 to 3600 seconds.
        seconds: u32,
    },
    /// Correspondence: at most this many days for each move, 1 to 30.
    Correspondence {
        /// Days a move.
        days: u32,
    },
}

impl ClockTerms {
    /// The rules crate's time control for these terms: a correspondence
    /// game is a clock of days that starts full again after each move.
    pub fn control(self) -> TimeControl {
        match self {
            ClockTerms::Fischer { minutes, seconds } => TimeControl {
                base: Duration::from_secs(u64::from(minutes) * 60),
                increment: Duration::from_secs(u64::from(seconds)),
            },
            ClockTerms::Correspondence { days } => TimeControl {
                base: Duration::from_secs(u64::from(days) * 24 * 3600),
                increment: Duration::ZERO,
            },
        }
    }
}

/// The side a challenger takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SideChoice {
    /// The Vikings, who move first.
    Vikings,
    /// The Varangians: the prince and his guards.
    Varangians,
    /// Drawn by lot when the challenge is accepted.
    Lot,
}
