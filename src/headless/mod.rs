//! Commands that run without a terminal: they print to standard output and
//! report bad input as errors for `main` to print.

mod analyze;
mod matches;
mod perft;
mod replay;

pub use analyze::analyze;
pub use matches::{MatchSetup, play_match};
pub use perft::{moves, perft};
pub use replay::replay;

use anyhow::Context;

use crate::cli::PositionArgs;
use crate::rules::{Position, START_RECORD};

/// The position the command line asks for.
fn position_of(args: &PositionArgs) -> anyhow::Result<Position> {
    let record = args.position.as_deref().unwrap_or(START_RECORD);
    Position::from_record(record, args.to_move).with_context(|| format!("bad position `{record}`"))
}
