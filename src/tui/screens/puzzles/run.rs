//! The puzzles of a run as state: the puzzles chosen, the one on the
//! board, how far its solution has been played, and the solver's progress.

use std::time::Duration;

use crate::puzzle::Puzzle;
use crate::puzzle::progress::Progress;
use obereg_rules::Move;

/// How long the board shows the solver's move before the answer comes.
pub const REPLY_PAUSE: Duration = Duration::from_millis(600);

/// Where the puzzle on the board stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The solver is to move.
    Solving,
    /// The solver's right move is on the board; the answer comes next.
    Answering,
    /// Solved.
    Solved,
    /// A wrong move: the engine's answer to it, once it has found one.
    Failed(Option<Move>),
    /// After a failed try, the solution being played on the board, a move
    /// after each pause.
    Showing,
    /// The solution was played to its end.
    Shown,
}

/// The puzzles of a run and the one on the board.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    /// The puzzles chosen, in the order of the files.
    pub puzzles: Vec<Puzzle>,
    /// The one on the board.
    pub index: usize,
    /// How many moves of its solution are on the board.
    pub played: usize,
    /// Where it stands.
    pub stage: Stage,
    /// Whether the try on the board is not rated: the puzzle was tried
    /// before (only the first try of a puzzle ever counts).
    pub retry: bool,
    /// How the solver's rating changed with the last rated try.
    pub change: Option<f64>,
    /// Whether a hint (`t`) was taken on this try: it is rated as failed,
    /// and done it is not called solved.
    pub hinted: bool,
    /// The solver's rating, streak and puzzles.
    pub progress: Progress,
}

impl PuzzleRun {
    /// A run of `puzzles` (not empty) with `progress`, at the unsolved
    /// puzzle rated nearest to the solver.
    pub fn new(puzzles: Vec<Puzzle>, progress: Progress) -> PuzzleRun {
        let mut run = PuzzleRun {
            puzzles,
            index: 0,
            played: 0,
            stage: Stage::Solving,
            retry: false,
            change: None,
            hinted: false,
            progress,
        };
        run.index = run.next_index(None);
        run
    }

    /// The puzzle on the board.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzles[self.index]
    }

    /// The next puzzle to give: one never tried (then one tried but not
    /// solved, then any), not `after` (the one on the board) unless it is
    /// the only one, rated nearest to the solver.
    pub fn next_index(&self, after: Option<usize>) -> usize {
        let progress = &self.progress;
        let order = |puzzle: &Puzzle| match progress.puzzles.get(&puzzle.name) {
            None => 0,
            Some(record) if !record.solved => 1,
            Some(_) => 2,
        };
        let distance = |puzzle: &Puzzle| {
            let rating = progress.rating_of(&puzzle.name, puzzle.rating).rating;
            (rating - progress.rating.rating).abs()
        };
        let candidates = self
            .puzzles
            .iter()
            .enumerate()
            .filter(|(index, _)| Some(*index) != after || self.puzzles.len() == 1);
        candidates
            .min_by(|(_, a), (_, b)| order(a).cmp(&order(b)).then(distance(a).total_cmp(&distance(b))))
            .map_or(0, |(index, _)| index)
    }

    /// How many of the puzzles chosen were solved at their first try.
    pub fn solved(&self) -> usize {
        let solved = |puzzle: &&Puzzle| self.progress.puzzles.get(&puzzle.name).is_some_and(|p| p.solved);
        self.puzzles.iter().filter(solved).count()
    }

    /// The move of the solution to play next, if any is left.
    pub fn expected(&self) -> Option<Move> {
        self.puzzle().solution().get(self.played).copied()
    }

    /// Rates the try of the puzzle on the board if it is the puzzle's
    /// first; returns whether it was rated (and the progress changed).
    pub fn rate(&mut self, solved: bool) -> bool {
        let before = self.progress.rating.rating;
        let puzzle = &self.puzzles[self.index];
        if self.retry || !self.progress.record(&puzzle.name, puzzle.rating, solved) {
            return false;
        }
        self.change = Some(self.progress.rating.rating - before);
        true
    }

    /// Whether the puzzle on the board is over (solved, failed, or its
    /// solution shown).
    pub fn is_over(&self) -> bool {
        matches!(self.stage, Stage::Solved | Stage::Failed(_) | Stage::Shown)
    }
}
