//! What the puzzles screen (`screens/puzzles/`) shares with the command
//! line and the loop: which puzzles are chosen, and the progress file.

use super::progress_file::{self, ProgressFile};
use crate::puzzle::progress::Progress;
use crate::puzzle::{Puzzle, Theme};
use crate::tui::files::storage::Stored;
use obereg_record::Store;

/// Which puzzles to play (`--theme`, `--length`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// Only this theme.
    pub theme: Option<Theme>,
    /// Only puzzles solved in this many moves.
    pub length: Option<usize>,
}

impl Choice {
    /// Whether `puzzle` is one of those chosen.
    pub fn admits(&self, puzzle: &Puzzle) -> bool {
        self.theme.is_none_or(|theme| puzzle.theme == theme)
            && self.length.is_none_or(|length| puzzle.length() == length)
    }
}

/// The puzzle progress kept in `store` (`None`: no data directory, the
/// page's storage if there is one), and what to tell the solver about the
/// file: damaged and moved aside, or not readable.
pub fn load_progress(store: Option<&Store>) -> (Progress, Option<Stored>) {
    let (progress, report) =
        progress_file::read(store, ProgressFile::Puzzles, |text| Progress::from_text(text).ok());
    (progress.unwrap_or_default(), report)
}
