//! The computer opponent: an iterative-deepening principal variation
//! search on the rules' fast paths, with a transposition table keyed by the
//! Zobrist hash, R15 handled in the search, and levels from `easy` to `max`.
//!
//! To think without blocking a screen, start a [`Thinking`] with an
//! [`Engine`], the game and a level's [`Settings`]; it reports [`Event`]s
//! from its thread and stops at once on [`Thinking::stop`]. [`hint`] is the
//! one-call version; where there is no thread (a page), [`Slices`] runs
//! the search a slice at a time. [`Player`] is what the match runner and the engine
//! protocol drive. [`solve`] answers exactly over a short horizon (the
//! puzzles' proofs). In the die variant, [`choose_for_roll`] searches with
//! chance nodes over the six rolls and [`DiePlayer`] is what a match drives.

mod contender;
mod die;
mod draw;
mod eval;
mod fortress;
mod level;
mod node;
mod ordering;
mod player;
mod search;
mod slices;
mod tactics;
mod think;
mod time;
mod tt;

pub use contender::{Contender, ContenderError, MAX_NODES};
pub use die::{
    DieChoice, DieComputer, DiePlayer, DieRandom, RolledTurn, choose_for_roll, die_player_for, die_settings,
};
pub use fortress::Fortress;
pub use level::{CONTEMPT, FULL_SIGHT, Level, MAX_THINK_TIME, PlayerError, RANDOM_RATING, Settings};
pub use node::WIN;
pub use player::{Computer, Player, PlayerKind, RandomPlayer, player_for};
pub use search::{Engine, Progress};
pub use slices::{SLICE_NODES, Slices, sliced_search};
pub use think::{Event, Thinking, hint};
pub use time::{Limits, share_of_clock};
pub mod protocol;
pub mod solve;
