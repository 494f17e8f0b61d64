//! Commands that run without a terminal: they print to standard output and
//! report bad input as errors for `main` to print.

mod analyze;
mod manual;
mod matches;
mod perft;
mod replay;

pub use analyze::analyze;
pub use manual::{completions, manual};
pub use matches::{
    MatchSetup, Recipe, SHIPPED, Sprt, StrengthSetup, play_match, play_strength, write_openings,
};
pub use perft::{moves, perft};
pub use replay::replay;

pub use crate::cli::CommandError;

use crate::cli::PositionArgs;
use obereg_rules::Position;

/// The position of the `N`×`N` board the command line asks for.
fn position_of<const N: usize>(args: &PositionArgs) -> Result<Position<N>, CommandError> {
    let record = args.position.as_deref().unwrap_or(Position::<N>::START_RECORD);
    Position::from_record(record, args.to_move)
        .map_err(|source| CommandError::BadPosition { record: record.to_string(), source })
}
