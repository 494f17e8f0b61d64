//! The solver's progress: their Glicko-2 rating, the streak of puzzles
//! solved in a row, and each puzzle's own rating and whether it was
//! solved. A short text file in the data directory, one fact a line.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use obereg_glicko::Rating;

/// The progress file's name in the data directory.
pub const FILE: &str = "puzzles.txt";
/// The first line of a progress file.
const HEADER: &str = "obereg puzzle progress 1";

/// What one puzzle has come to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRecord {
    /// Its rating now.
    pub rating: Rating,
    /// Whether its first try solved it.
    pub solved: bool,
}

/// The solver's progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// The solver's rating.
    pub rating: Rating,
    /// Puzzles solved in a row, now.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
    /// Every puzzle tried, by name.
    pub puzzles: BTreeMap<String, PuzzleRecord>,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress { rating: Rating::NEW, streak: 0, best_streak: 0, puzzles: BTreeMap::new() }
    }
}

/// A progress file that can't be read: the line that is wrong (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {0} of the progress file can't be read")]
pub struct Damaged(pub usize);

impl Progress {
    /// The rating of puzzle `name`, whose own starts at `initial`.
    pub fn rating_of(&self, name: &str, initial: f64) -> Rating {
        self.puzzles.get(name).map_or(Rating::at(initial), |record| record.rating)
    }

    /// Whether puzzle `name` was tried before (its first try was rated).
    pub fn tried(&self, name: &str) -> bool {
        self.puzzles.contains_key(name)
    }

    /// Rates the first try of puzzle `name` (its first rating `initial`):
    /// solved, the solver won the game and the puzzle lost it. Only the
    /// first try ever counts: a puzzle tried before is not rated again, and
    /// `false` says so.
    pub fn record(&mut self, name: &str, initial: f64, solved: bool) -> bool {
        if self.tried(name) {
            return false;
        }
        let puzzle = Rating::at(initial);
        let score = if solved { 1.0 } else { 0.0 };
        let solver = self.rating;
        self.rating = solver.after(&[(puzzle, score)]);
        let rating = puzzle.after(&[(solver, 1.0 - score)]);
        self.puzzles.insert(name.to_string(), PuzzleRecord { rating, solved });
        self.streak = if solved { self.streak + 1 } else { 0 };
        self.best_streak = self.best_streak.max(self.streak);
        true
    }

    /// The progress as the file holds it.
    pub fn to_text(&self) -> String {
        let mut text = format!("{HEADER}\n");
        let rating = |r: Rating| format!("{:.2} {:.2} {:.6}", r.rating, r.deviation, r.volatility);
        let _ = writeln!(text, "player {}", rating(self.rating));
        let _ = writeln!(text, "streak {} {}", self.streak, self.best_streak);
        for (name, record) in &self.puzzles {
            let _ = writeln!(text, "puzzle {name} {} {}", rating(record.rating), u8::from(record.solved));
        }
        text
    }

    /// Reads a progress file.
    ///
    /// # Errors
    /// [`Damaged`], naming the first line that is wrong.
    pub fn from_text(text: &str) -> Result<Progress, Damaged> {
        let mut lines = text.lines().enumerate().map(|(index, line)| (index + 1, line));
        if lines.next().map(|(_, line)| line) != Some(HEADER) {
            return Err(Damaged(1));
        }
        let mut progress = Progress::default();
        for (number, line) in lines {
            read_line(&mut progress, line).ok_or(Damaged(number))?;
        }
        Ok(progress)
    }
}

/// Reads one line into `progress`; `None` when it is wrong.
fn read_line(progress: &mut Progress, line: &str) -> Option<()> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let number = |index: usize| words.get(index)?.parse::<f64>().ok().filter(|n| n.is_finite());
    let rating = |at: usize| {
        let rating = Rating { rating: number(at)?, deviation: number(at + 1)?, volatility: number(at + 2)? };
        (rating.deviation > 0.0 && rating.volatility > 0.0).then_some(rating)
    };
    match *words.first()? {
        "player" if words.len() == 4 => progress.rating = rating(1)?,
        "streak" if words.len() == 3 => {
            progress.streak = words[1].parse().ok()?;
            progress.best_streak = words[2].parse().ok()?;
        }
        "puzzle" if words.len() == 6 => {
            let solved = match words[5] {
                "0" => false,
                "1" => true,
                _ => return None,
            };
            progress.puzzles.insert(words[1].to_string(), PuzzleRecord { rating: rating(2)?, solved });
        }
        _ => return None,
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_survives_its_file() {
        let mut progress = Progress::default();
        progress.record("escape-1-01", 1200.0, true);
        progress.record("capture-2-03", 1400.0, true);
        progress.record("capture-2-04", 1400.0, false);
        assert_eq!((progress.streak, progress.best_streak), (0, 2));
        let read = Progress::from_text(&progress.to_text()).unwrap();
        assert_eq!(read.to_text(), progress.to_text());
        assert_eq!(read.puzzles.len(), 3);
        assert!(read.puzzles["escape-1-01"].solved && !read.puzzles["capture-2-04"].solved);
    }

    #[test]
    fn solving_raises_the_solver_and_lowers_the_puzzle() {
        let mut progress = Progress::default();
        progress.record("escape-1-01", 1500.0, true);
        assert!(progress.rating.rating > 1500.0);
        assert!(progress.rating_of("escape-1-01", 1500.0).rating < 1500.0);
    }

    #[test]
    fn only_the_first_try_of_a_puzzle_is_rated() {
        let mut progress = Progress::default();
        assert!(progress.record("win-piece-1-02", 1400.0, false));
        let after_failing = progress.clone();
        assert!(!progress.record("win-piece-1-02", 1400.0, true), "a second try is not rated");
        assert_eq!(progress, after_failing, "nor does it change the streak or the puzzle");
        let read = Progress::from_text(&progress.to_text()).unwrap();
        assert!(read.tried("win-piece-1-02") && !read.tried("escape-1-01"));
    }

    #[test]
    fn a_progress_file_of_an_earlier_version_counts_its_puzzles_as_tried() {
        let text = "obereg puzzle progress 1\nplayer 1426.00 290.00 0.060000\nstreak 0 1\n\
                    puzzle win-piece-1-02 1474.00 300.00 0.060000 0\n";
        let mut progress = Progress::from_text(text).unwrap();
        assert!(progress.tried("win-piece-1-02"));
        assert!(!progress.record("win-piece-1-02", 1400.0, true), "not rated again");
        assert_eq!(progress.to_text(), text, "kept as it was");
    }

    #[test]
    fn a_damaged_file_names_its_line() {
        assert_eq!(Progress::from_text("something else\n"), Err(Damaged(1)));
        let text = format!("{HEADER}\nplayer 1500 350 0.06\nstreak two 3\n");
        assert_eq!(Progress::from_text(&text), Err(Damaged(3)));
        assert_eq!(Progress::from_text(&format!("{HEADER}\nplayer 1500 -1 0.06\n")), Err(Damaged(2)));
    }
}
