//! One networked game of Obereg, as both ends of a link between two
//! terminals and the online server hold it: a pure state machine, with no
//! I/O, no threads and no clock of its own (the caller passes the time).
//!
//! - [`Turn`] and the line: turns numbered from the start of the game on a
//!   line whose version each takeback raises; [`arrival`] tells a turn sent
//!   again from the next one, [`Held::catch_up_from`] what a reconnecting
//!   side lacks, [`rejoin`] how it goes on.
//! - [`turns_to_take_back`]: what a takeback undoes, the asker's move.
//! - [`Offers`]: draws and takebacks asked, agreed, refused, lapsed.
//! - [`ClockState`]: the clocks as they stand, carried to a later time.
//! - [`Dice`]: the die's rolls from a seed, taken back with their turns.
//! - [`End`]: the results the moves do not show.
//! - [`Session`]: the game itself — the board by the rules, the clock, the
//!   die and the turns that pass — as the server's table plays it.

mod clocks;
mod dice;
mod end;
mod line;
mod offers;
mod session;
mod takeback;

pub use clocks::ClockState;
pub use dice::Dice;
pub use end::End;
pub use line::{Arrival, Held, Rejoin, Sent, Turn, arrival, rejoin};
pub use offers::{Asked, Offers, Request};
pub use session::{Played, Session};
pub use takeback::turns_to_take_back;
