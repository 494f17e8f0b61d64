//! Making the shipped puzzles, the terminal's commands only (`obereg
//! puzzles check` and the hidden `gen-puzzles`): `verify` proves each
//! puzzle with the engine's exact search, `generate` finds them in
//! self-play (`found` a puzzle found and its record, `blockade` the built
//! positions that win by R14), `check` runs both over the files.

mod blockade;
mod check;
mod found;
mod generate;
mod verify;

pub use check::{check_puzzles, generate_puzzles};
