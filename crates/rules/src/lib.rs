//! The rules of Obereg (R1–R15 of `rules.md`), pure: no terminal, no I/O.
//!
//! A [`Setup`] parsed from text becomes a [`Position`] only through a checked
//! conversion; [`Position::play`] checks a move and names the rule it breaks,
//! [`Position::play_unchecked`] is the fast path for search; [`Game`] adds
//! the history and R15; [`Roll`] and [`Reading`] the die variant (V2).
//!
//! # Setting up a position
//!
//! From the start (R3), from an OpenTafl position record (ranks from 1 up
//! to 9, files a to i: `t` a Viking, `T` a guard, `K` the prince, digits
//! for empty squares), or from pieces on squares:
//!
//! ```
//! use obereg_rules::{Piece, Position, Side, Square};
//!
//! let start = Position::start();
//! assert_eq!((start.count(Piece::Viking), start.count(Piece::Guard)), (16, 8));
//!
//! let record = Position::<9>::from_record("/4t4/9/2tT1Tt2/4T4/9/9/9/7K1/9/", Side::Vikings)?;
//! assert_eq!(record.prince(), Some("h8".parse::<Square>()?));
//!
//! let pieces = [("e5", Piece::Prince), ("a4", Piece::Viking)];
//! let pieces = pieces.map(|(square, piece)| (square.parse::<Square>().expect("a square"), piece));
//! let small = Position::<9>::from_pieces(pieces, Side::Varangians)?;
//! assert_eq!(small.piece_at("a4".parse()?), Some(Piece::Viking));
//!
//! // A Viking on the throne breaks R7: refused, with the reason.
//! assert!(Position::<9>::from_record("/9/9/9/9/4t4/9/9/9/9/", Side::Vikings).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Playing a move
//!
//! [`Position::play`] checks the move (R4–R7) and says what it captured and
//! whether it ended the game; a refused move names the rule it breaks.
//!
//! ```
//! use obereg_rules::{IllegalMove, Move, Position, Side};
//!
//! let mut position = Position::start();
//! let played = position.play("d9-d6".parse::<Move>()?)?;
//! assert!(played.captures.is_empty() && played.outcome.is_none());
//! assert_eq!(position.to_move(), Side::Varangians);
//!
//! // The guard on e4 stands in the way of the Viking on a4 (R5).
//! let refused = Position::start().play("a4-g4".parse()?);
//! assert_eq!(refused, Err(IllegalMove::Blocked("e4".parse()?)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Reading and writing notation
//!
//! Moves are read and written as OpenTafl writes them: `d9-d6`, with the
//! captures and the end marks in a [`MoveRecord`], the prince's moves and
//! his capture with his letter `K`.
//!
//! ```
//! use obereg_rules::{MoveRecord, Square};
//!
//! let record: MoveRecord = "f4-f6xKe6++".parse()?;
//! assert_eq!(record.mv.to, "f6".parse::<Square>()?);
//! assert_eq!(record.captures, ["e6".parse::<Square>()?]);
//! assert_eq!(record.to_string(), "f4-f6xKe6++");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Counting moves (perft)
//!
//! [`perft`] counts the move sequences of a given length, the check of a
//! move generator against the reference tables; [`divide`] splits the count
//! by first move.
//!
//! ```
//! use obereg_rules::{Position, divide, perft};
//!
//! let start = Position::start();
//! assert_eq!(perft(&start, 1), 72);
//! assert_eq!(perft(&start, 2), 3_944);
//! let first_moves = divide(&start, 2);
//! assert_eq!(first_moves.len(), 72);
//! assert_eq!(first_moves.iter().map(|(_, count)| count).sum::<u64>(), 3_944);
//! ```

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
pub use position::{BOARD_SIDES, Position, START_RECORD, START_RECORD_11};
pub use repetition::{REPETITION_LIMIT, earlier_occurrences, repetition_draw};
pub use rng::Rng;
pub use rules_string::{OBEREG_11_RULES, OBEREG_RULES, OberegRules, RulesError, RulesString};
pub use setup::Setup;
pub use side::{Piece, Side};
pub use square::{MAX_SIDE, Square};
pub use zobrist::mix;
