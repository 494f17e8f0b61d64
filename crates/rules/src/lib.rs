//! The rules of Obereg (R1–R15 of `rules.md`), pure: no terminal, no I/O.
//!
//! A [`Setup`] parsed from text becomes a [`Position`] only through a checked
//! conversion; [`Position::play`] checks a move and names the rule it breaks,
//! [`Position::play_unchecked`] is the fast path for search; [`Game`] adds
//! the history and R15; [`Roll`] and [`Reading`] the die variant (V2).

mod bitboard;
mod capture;
mod clock;
mod die;
mod error;
mod game;
mod lines;
mod movegen;
mod notation;
mod outcome;
mod perft;
mod play;
mod position;
mod repetition;
mod rng;
mod rules_string;
mod setup;
mod side;
mod square;
mod zobrist;

pub use bitboard::{Bitboard, Geometry};
pub use clock::{Clock, TimeControl, TimeControlError, clock_text, flag_fall};
pub use die::{DieRefusal, Reading, Roll, RollError, divide_with_rolls, perft_with_rolls};
pub use error::{IllegalMove, NotationError, PositionError};
pub use game::Game;
pub use notation::{EndMark, Move, MoveRecord};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{divide, perft};
pub use play::Played;
pub use position::{Position, START_RECORD};
pub use repetition::{REPETITION_LIMIT, earlier_occurrences, repetition_draw};
pub use rng::Rng;
pub use rules_string::{OBEREG_RULES, OberegRules, RulesError, RulesString};
pub use setup::Setup;
pub use side::{Piece, Side};
pub use square::{MAX_SIDE, Square};
pub use zobrist::mix;
