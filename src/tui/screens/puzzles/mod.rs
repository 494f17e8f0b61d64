//! The puzzles: positions from real play where one move (or a short line)
//! wins, judged against their proved solution, each first try rated. Its
//! state and actions here, the run in `run.rs`, its changes in
//! `update.rs`, its keys in `keys.rs`, its drawing in `view.rs`.
//!
//! It plays on the shared board state (`App`): the puzzle's position is
//! the app's game record, so the board widget, picking and the prompt
//! serve it unchanged.

mod keys;
mod run;
mod update;
mod view;

#[cfg(test)]
mod tests;

pub use run::PuzzleRun;

use crate::tui::keys::Event;

use super::{BoardScreen, Next};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::perform::Plays;

/// What a key does in the puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleAction {
    /// `n`: the next puzzle, at any time (a skipped try is not rated).
    Next,
    /// `u`: the same puzzle again, once this try is over.
    Again,
    /// `s`: after a failed try, its solution played on the board; after
    /// another end, the next puzzle.
    Solution,
    /// `t`: the next move of the solution (the try counts as failed).
    Hint,
    /// `a`: after the last puzzle of the set, a game against the computer.
    PlayComputer,
    /// What the puzzles share with the game: the cursor, picking, the
    /// prompt, the help, quitting, and what the loop reports.
    Shared(Action),
}

impl From<Action> for PuzzleAction {
    fn from(action: Action) -> PuzzleAction {
        PuzzleAction::Shared(action)
    }
}

/// The puzzles on the `N`×`N` board: the shared board state they play on,
/// the run, and the screen asked for after the set.
#[derive(Debug)]
pub struct Puzzles<const N: usize = 9> {
    app: App<N>,
    run: PuzzleRun,
    asked: Option<Next>,
}

impl<const N: usize> Puzzles<N> {
    /// The puzzles of `run` over `app`, the one it chose on the board.
    pub fn open(app: App<N>, run: PuzzleRun) -> Puzzles<N> {
        let mut puzzles = Puzzles { app, run, asked: None };
        puzzles.show_puzzle(false);
        puzzles
    }

    /// The shared board state: the position, cursor, notice.
    pub fn app(&self) -> &App<N> {
        &self.app
    }

    /// The run: the puzzles, the one on the board, the solver's progress.
    pub fn run(&self) -> &PuzzleRun {
        &self.run
    }

    /// Whether the session is over: every puzzle of the set was tried,
    /// and the one on the board is over.
    pub fn session_over(&self) -> bool {
        let run = &self.run;
        run.is_over() && run.puzzles.iter().all(|puzzle| run.progress.tried(&puzzle.name))
    }
}

impl<const N: usize> BoardScreen for Puzzles<N> {
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        "puzzles"
    }

    /// After the set, a game against the computer (`a`).
    fn asks(&self) -> Option<Next> {
        self.asked.clone()
    }
}

impl<const N: usize> Plays<N> for Puzzles<N> {
    type Action = PuzzleAction;

    fn app(&self) -> &App<N> {
        &self.app
    }

    fn update(&mut self, action: PuzzleAction) -> Vec<Command<N>> {
        Puzzles::update(self, action)
    }

    fn action_for(&self, event: &Event) -> Option<PuzzleAction> {
        keys::action_for(event, self)
    }
}
