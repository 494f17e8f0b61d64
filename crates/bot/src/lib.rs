//! Obereg's computer opponents online: `obereg bot` logs in to a server as
//! a bot's account, accepts challenges and plays them with the engine at
//! its level, in its own process (the engine never runs inside the
//! server), several games at once, and comes back by itself when the
//! connection drops.
//!
//! [`run`] does it all; what happens is told through [`Event`]s, so the
//! program can say it in the player's language.

mod board;
mod budget;
mod login;
mod seat;
mod session;

use std::convert::Infallible;
use std::path::PathBuf;
use std::time::Duration;

use obereg_engine::Level;
use obereg_protocol::{ErrorCode, GameEnd};
use obereg_rules::Side;

pub use budget::{CORRESPONDENCE_THINK, think_time};
pub use seat::DRAW_MARGIN;

/// The first wait before connecting again after the connection dropped.
const FIRST_WAIT: Duration = Duration::from_secs(1);
/// The longest wait between tries.
const LONGEST_WAIT: Duration = Duration::from_secs(60);

/// What the bot is to do.
#[derive(Clone, Debug)]
pub struct BotConfig {
    /// The server, `host:port`.
    pub server: String,
    /// The data directory: the servers trusted and the session tokens.
    pub dir: PathBuf,
    /// The bot's account name.
    pub name: String,
    /// The level it plays at.
    pub level: Level,
    /// The most games it plays at once.
    pub games: usize,
    /// A node budget for each move on top of the level's limits (tests
    /// use a tiny one); none: the level's.
    pub nodes: Option<u64>,
}

/// What happened, for the program to tell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The first connection to this server: its certificate's fingerprint
    /// is now pinned (a changed one is refused from now on).
    Pinned {
        /// The SHA-256 fingerprint.
        fingerprint: String,
    },
    /// The server, pinned before, now presents a certificate from a public
    /// authority for its name: accepted, and only such a one from now on.
    NowPublic,
    /// Logged in, the level said.
    LoggedIn {
        /// The account's name as the server keeps it.
        name: String,
        /// Whether the account was made just now.
        registered: bool,
    },
    /// A game began (or came back after a reconnection).
    Playing {
        /// The game's number.
        game: u64,
        /// The opponent's name.
        opponent: String,
        /// The side the bot plays.
        side: Side,
    },
    /// A game ended.
    Ended {
        /// The game's number.
        game: u64,
        /// How.
        end: GameEnd,
    },
    /// The server refused something the bot sent.
    Refused {
        /// Why.
        code: ErrorCode,
    },
    /// The connection dropped or could not be made; the bot tries again.
    Lost {
        /// What happened.
        reason: String,
        /// When it tries again.
        retry_in: Duration,
    },
}

/// Why the bot stopped: something trying again cannot mend.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    /// The server's certificate is not the one pinned.
    #[error(transparent)]
    Trust(obereg_client::ClientError),
    /// The server's address is not `HOST:PORT`.
    #[error("not a server address (HOST:PORT): {0}")]
    Address(String),
    /// The name is taken by another account.
    #[error("the name {0} is taken by another account")]
    NameTaken(String),
    /// The server refused the name or the kept token.
    #[error("the server refused to log in as {name}: {code:?}")]
    Refused {
        /// The name.
        name: String,
        /// What the server said.
        code: ErrorCode,
    },
    /// The token could not be kept in the data directory.
    #[error("cannot keep the session token: {0}")]
    Keep(std::io::Error),
    /// The runtime could not start.
    #[error("cannot start the bot's threads: {0}")]
    Runtime(std::io::Error),
}

/// Plays as a bot on the server until something trying again cannot mend
/// happens: logs in, plays, and when the connection drops waits 1, 2, 4 …
/// seconds (at most a minute) and logs in again.
///
/// # Errors
/// [`BotError`]: an address that is none, a changed certificate, a name
/// taken, a refused login, a token that cannot be kept.
pub async fn run(config: BotConfig, mut report: impl FnMut(Event)) -> Result<Infallible, BotError> {
    let mut wait = FIRST_WAIT;
    loop {
        let reason = match login::log_in(&config, &mut report).await {
            Ok(connection) => {
                wait = FIRST_WAIT;
                session::play(connection, &config, &mut report).await
            }
            Err(login::Failure::Fatal(error)) => return Err(error),
            Err(login::Failure::Again(reason)) => reason,
        };
        report(Event::Lost { reason, retry_in: wait });
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(LONGEST_WAIT);
    }
}

/// [`run`] in a runtime of its own, until it stops.
///
/// # Errors
/// As [`run`], and [`BotError::Runtime`] when the runtime cannot start.
pub fn run_blocking(config: BotConfig, report: impl FnMut(Event)) -> Result<Infallible, BotError> {
    let runtime = tokio::runtime::Runtime::new().map_err(BotError::Runtime)?;
    runtime.block_on(run(config, report))
}
