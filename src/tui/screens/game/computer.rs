//! The computer at the board, as state: the search the game loop runs for
//! the game (its number, what it reported, the spinner) and the last hint.
//! [`super::update()`] changes it and asks the loop for searches and timers;
//! nothing here starts a thread or reads a clock.

use std::time::Duration;

use obereg_engine::{Level, Progress as SearchProgress};
use obereg_rules::{Move, Side};

/// How long a hint may think.
pub const HINT_TIME: Duration = Duration::from_secs(1);

/// When the computer plays both sides, each move shows for at least this
/// long, so a person can follow the game.
pub const WATCH_PAUSE: Duration = Duration::from_millis(700);

/// How often the spinner turns while a search runs.
pub const TICK: Duration = Duration::from_millis(125);

/// Why the engine searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer chooses its move.
    Move,
    /// A hint for the person to move.
    Hint,
    /// The answer that punishes a wrong move in a puzzle.
    Refute,
}

/// What the status line shows of the running search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchStatus {
    /// Whose move is searched for.
    pub purpose: Purpose,
    /// The side to move.
    pub side: Side,
    /// The deepest completed depth (0 before the first).
    pub depth: u32,
    /// The score of the last completed depth for the side to move, in
    /// hundredths of a Viking.
    pub score: Option<i32>,
    /// Plies to a forced end, when the engine sees one.
    pub win_in: Option<i32>,
    /// How far the spinner has turned.
    pub spinner: usize,
}

/// A search the loop runs (or, with both sides the computer's, a move
/// waiting out [`WATCH_PAUSE`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::tui) struct Search {
    /// Its number: reports of another search are stale.
    pub id: u64,
    pub purpose: Purpose,
    /// The position searched, by its hash: a search of another position is stale.
    pub position: u64,
    pub progress: Option<SearchProgress>,
    pub spinner: usize,
    /// Whether the move must wait for the watch pause to end.
    pub pausing: bool,
    /// The move found before the pause ended.
    pub waiting: Option<Move>,
}

/// The computer's side of the app: the running search and the last hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::tui) struct ComputerPlay {
    /// `--think-time`: overrides the levels' time per move.
    pub think_time: Option<Duration>,
    /// The level the computer plays at when none is named (the settings').
    pub level: Level,
    /// How many searches were started: the next one's number.
    pub searches: u64,
    pub search: Option<Search>,
    /// The suggested move and the hash of the position it is for.
    pub hint: Option<(u64, Move)>,
    /// What the search of the last hint found (depth, score, line), with
    /// the hash of its position: the free board shows it.
    pub analysis: Option<(u64, SearchProgress)>,
    /// The engine's answer to a wrong move (`Purpose::Refute`), until the
    /// screen that asked for it (the puzzles) plays it.
    pub refutation: Option<Move>,
}

impl ComputerPlay {
    /// No search yet; `think_time` overrides the levels' time per move,
    /// `level` is the computer's when none is named.
    pub fn new(think_time: Option<Duration>, level: Level) -> ComputerPlay {
        ComputerPlay {
            think_time,
            level,
            searches: 0,
            search: None,
            hint: None,
            analysis: None,
            refutation: None,
        }
    }
}
