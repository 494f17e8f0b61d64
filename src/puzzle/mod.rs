//! Puzzles: positions from the engine's self-play where one move, and only
//! one, wins as fast as can be (or stops an escape, or wins a piece), kept
//! as OpenTafl puzzle records (`[puzzle-mode:strict]`, `[puzzle-start:…]`)
//! in `puzzles/` and built into the binary.
//!
//! A record starts one or two moves before the puzzle, so the side that
//! solves it sees the other side's last move, as OpenTafl and lichess show
//! it; `[puzzle-start:1a]` or `[puzzle-start:1b]` names that move, and the
//! main line after it is the solution: the solver's moves and the longest
//! defence. `verify` proves each one with the engine's exact search,
//! `generate` finds them, `progress` rates the solver (with `obereg-glicko`).

#[cfg(not(target_arch = "wasm32"))]
mod authoring;
pub mod progress;
pub mod refutation;
mod shipped;

use obereg_record::{GameRecord, GameTree, NodeId, RecordError};
use obereg_rules::{Move, Position, Side};

pub use crate::puzzle_theme::Theme;
#[cfg(not(target_arch = "wasm32"))]
pub use authoring::{check_puzzles, generate_puzzles};

/// The tag naming a puzzle's theme.
pub const THEME_TAG: &str = "obereg-puzzle";
/// The tag with a puzzle's rating before anyone solved it.
pub const RATING_TAG: &str = "obereg-puzzle-rating";

/// A puzzle: its record, where the solver begins, and what it asks.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// Its name, the file's without `.otg` (`escape-2-04`).
    pub name: String,
    /// What it asks.
    pub theme: Theme,
    /// Its rating before anyone solved it.
    pub rating: f64,
    /// The record's moves: the ones before the puzzle, then the solution.
    game: GameTree,
    /// How many moves come before the puzzle (1 or 2).
    start: usize,
}

/// A puzzle record that can't be used.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleError {
    /// The file is no game record the rules accept.
    #[error("{0}")]
    Record(#[from] RecordError),
    /// A tag a puzzle needs is missing or wrong.
    #[error("the tag [{0}] is missing or wrong")]
    Tag(&'static str),
}

impl Puzzle {
    /// Reads puzzle `name` from the text of its record.
    ///
    /// # Errors
    /// A [`PuzzleError`]: a damaged record, or a missing or wrong puzzle tag.
    pub fn from_otg(name: &str, text: &str) -> Result<Puzzle, PuzzleError> {
        let record = GameRecord::from_otg(text)?;
        let tag = |key: &'static str| record.tag(key).ok_or(PuzzleError::Tag(key));
        if tag("puzzle-mode")? != "strict" {
            return Err(PuzzleError::Tag("puzzle-mode"));
        }
        let start = match tag("puzzle-start")? {
            "1a" => 1,
            "1b" => 2,
            _ => return Err(PuzzleError::Tag("puzzle-start")),
        };
        let theme_name = tag(THEME_TAG)?;
        let theme = Theme::ALL.into_iter().find(|theme| theme.name() == theme_name);
        let theme = theme.ok_or(PuzzleError::Tag(THEME_TAG))?;
        let rating = tag(RATING_TAG)?.parse().map_err(|_| PuzzleError::Tag(RATING_TAG))?;
        let game = record.game().clone();
        if game.game_line().len() <= start {
            return Err(PuzzleError::Tag("puzzle-start"));
        }
        Ok(Puzzle { name: name.to_string(), theme, rating, game, start })
    }

    /// The moves of the record's main line.
    fn line(&self) -> Vec<Move> {
        self.game.line(self.game.current()).iter().map(|(_, record)| record.mv).collect()
    }

    /// The moves shown before the puzzle: the other side's last (and, when
    /// the Vikings solve, the Vikings' move before it).
    pub fn prelude(&self) -> Vec<Move> {
        self.line()[..self.start].to_vec()
    }

    /// The solution: the solver's moves and the defence between them.
    pub fn solution(&self) -> Vec<Move> {
        self.line()[self.start..].to_vec()
    }

    /// The number of moves the solver makes.
    pub fn length(&self) -> usize {
        self.solution().len().div_ceil(2)
    }

    /// The record's first position (the Vikings to move).
    pub fn first_position(&self) -> Position {
        *self.game.position_at(NodeId::START)
    }

    /// The position the solver sees.
    pub fn position(&self) -> Position {
        let line = self.game.line(self.game.current());
        *self.game.position_at(line[self.start - 1].0)
    }

    /// The side that solves it.
    pub fn solver(&self) -> Side {
        self.position().to_move()
    }
}

/// Every puzzle shipped in the binary, with its name, in name order.
///
/// # Errors
/// The name of the first file that does not load, and why.
pub fn shipped() -> Result<Vec<Puzzle>, (String, PuzzleError)> {
    shipped::FILES
        .iter()
        .map(|(name, text)| Puzzle::from_otg(name, text).map_err(|e| (name.to_string(), e)))
        .collect()
}

/// The shipped puzzles' names and texts, as files.
#[cfg(not(target_arch = "wasm32"))]
pub fn shipped_files() -> &'static [(&'static str, &'static str)] {
    shipped::FILES
}
