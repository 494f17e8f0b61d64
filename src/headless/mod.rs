//! Commands that run without a terminal: they print to standard output and
//! report bad input as errors for `main` to print.

mod analyze;
mod die_match;
mod matches;
mod perft;
mod replay;

pub use analyze::analyze;
pub use matches::{MatchSetup, play_match};
pub use perft::{moves, perft};
pub use replay::replay;

use std::path::PathBuf;

use crate::cli::PositionArgs;
use obereg_record::RecordError;
use obereg_rules::{Position, PositionError, START_RECORD};

/// Bad input to a headless command, typed so that `main` can report it in
/// the players' language; `Display` is the English wording.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// `--position` names no playable position.
    #[error("bad position `{record}`: {source}")]
    BadPosition {
        /// The record as given.
        record: String,
        /// What is wrong with it.
        source: PositionError,
    },
    /// A record file that can't be read.
    #[error("can't read {}: {source}", path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A record file the rules don't accept.
    #[error("{}: {source}", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong, with its line and turn.
        source: RecordError,
    },
    /// `perft` or `moves` with the die but fewer rolls than plies (V2).
    #[error("{command} needs {needed} rolls of the die, one per ply, and --rolls gives {given}")]
    TooFewRolls {
        /// The command.
        command: &'static str,
        /// The rolls it needs.
        needed: usize,
        /// The rolls given.
        given: usize,
    },
    /// A match has no terminal, so no person can play in it.
    #[error("a match is played by `ai[:LEVEL]` and `random` players, not `human` ({flag})")]
    HumanInMatch {
        /// The flag that named `human`.
        flag: &'static str,
    },
}

/// The position the command line asks for.
fn position_of(args: &PositionArgs) -> Result<Position, CommandError> {
    let record = args.position.as_deref().unwrap_or(START_RECORD);
    Position::from_record(record, args.to_move)
        .map_err(|source| CommandError::BadPosition { record: record.to_string(), source })
}
