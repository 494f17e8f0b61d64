//! What a headless command refuses: a position, a record file, a board
//! or a player the command line names.

use std::path::PathBuf;

use obereg_record::RecordError;
use obereg_rules::PositionError;

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
    /// `--board` names another board than the record's own `dim:`.
    #[error("{}: the record is of the {record}×{record} board, not {flag}×{flag} (--board)", path.display())]
    BoardMismatch {
        /// The file.
        path: PathBuf,
        /// The board side of the flag.
        flag: usize,
        /// The board side of the record.
        record: usize,
    },
    /// `--board` given to `engine`, whose host names the board.
    #[error("`engine` plays on the board the host's rules string names: --board does not apply")]
    BoardOfHost,
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
