//! The game record: the history of a game as a tree of moves (undo, redo,
//! variations, review), OpenTafl game records (`.otg`) to write and read,
//! and the data directory with the autosaved game and the finished ones.
//!
//! The terminal game drives it: [`GameTree`] for play and review,
//! [`GameRecord`] for the file form, [`Store`] for autosave and resume.

mod address;
mod any;
mod clock_millis;
mod clock_tags;
mod date;
mod error;
mod otg;
mod private;
mod read;
mod store;
mod tree;
mod turns;
mod write;

pub use any::AnyRecord;
pub use date::{Date, Stamp};
pub use error::{Problem, RecordError, VariationFault};
pub use otg::{GameRecord, result_code};
pub use private::{PrivateError, keep_private, make_private};
pub use store::{Autosaved, Store, StoreError, Unfinished, save_in, write_atomic};
pub use tree::{GameTree, NodeId};
pub use turns::PASS;
