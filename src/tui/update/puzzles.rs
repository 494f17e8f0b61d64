//! The updates of the puzzles screen: a puzzle put on the board, the
//! solver's move judged against the stored solution, the other side's
//! stored answer after a pause, the engine's answer to a wrong move, and
//! the next puzzle or another try. Each first try is rated (Glicko-2) and
//! the progress written by the game loop.

use obereg_engine::Level;
use obereg_record::{AnyRecord, Date, GameRecord, GameTree};
use obereg_rules::{Move, MoveRecord, Outcome, Position, Side, WinReason};

use super::super::action::Action;
use super::super::app::App;
use super::super::command::Command;
use super::super::computer::Purpose;
use super::super::notice::{Failure, Notice, PuzzleNotice};
use super::super::progress_file::ProgressFile;
use super::super::puzzles::{REPLY_PAUSE, Stage};
use crate::puzzle::Theme;
use crate::puzzle::refutation::explain;

impl<const N: usize> App<N> {
    /// The actions that mean something else in puzzles: no move while the
    /// other side's answer waits or the solution is shown, `n` the next
    /// puzzle at any time, `u` another try once this one is over, `s` its
    /// solution shown after a failed try, `t` the next move
    /// of the solution (the try counts as failed); undo, review, offers and
    /// files are not for puzzles. Returns whether `action` was one.
    pub(super) fn apply_puzzle(&mut self, action: &Action, commands: &mut Vec<Command<N>>) -> bool {
        let Some(run) = self.puzzles.as_mut() else { return false };
        let over = run.is_over();
        match action {
            Action::PuzzleReply => self.answer_puzzle(commands),
            // The other side's answer is on its way, or the solution is
            // being shown: no move until it is played.
            Action::Choose | Action::Click(_) | Action::OpenPrompt | Action::PromptSubmit
                if matches!(run.stage, Stage::Answering | Stage::Showing) => {}
            Action::Rematch if matches!(run.stage, Stage::Failed(_)) => self.show_solution(commands),
            // n skips the puzzle at any time; a skipped try is not rated.
            Action::NewGame | Action::Rematch => {
                run.index = run.next_index(Some(run.index));
                self.show_puzzle(false);
            }
            Action::Undo if over => self.show_puzzle(true),
            Action::Hint if run.stage == Stage::Solving => {
                if let Some(mv) = run.expected() {
                    if run.rate(false) {
                        commands.push(Command::KeepProgress(ProgressFile::Puzzles, run.progress.to_text()));
                    }
                    self.computer.hint = Some((self.position().hash(), mv));
                    self.notice = Notice::Hint(mv);
                }
            }
            Action::Undo
            | Action::Redo
            | Action::Back
            | Action::Forward
            | Action::ToStart
            | Action::ToEnd
            | Action::OfferDraw
            | Action::AcceptDraw
            | Action::Resign
            | Action::Save
            | Action::Hint
            | Action::OpenChat => {}
            _ => return false,
        }
        true
    }

    /// Puts the run's puzzle on the board: its first position and the
    /// moves before the puzzle, the solver to move. `again`: the same
    /// puzzle once more. A puzzle tried before is not rated, and the
    /// status line says so.
    pub(in crate::tui) fn show_puzzle(&mut self, again: bool) {
        let Some(run) = self.puzzles.as_mut() else { return };
        let puzzle = run.puzzle();
        let mut tree = GameTree::new(puzzle.first_position(), true);
        for mv in puzzle.prelude() {
            // The record was replayed under the rules when it was read.
            let _ = tree.play(mv);
        }
        let names = [Side::Vikings, Side::Varangians].map(|side| self.players.name(side).to_string());
        let date = Date { year: 2026, month: 12, day: 1 };
        // The puzzles are on the 9×9 board, the only one they open on.
        let record = AnyRecord::Nine(GameRecord::from_game(&names[0], &names[1], date, tree));
        let Some(record) = record.on_board::<N>() else { return };
        self.record = record;
        let retry = run.progress.tried(&puzzle.name);
        (run.played, run.stage, run.retry) = (0, Stage::Solving, retry);
        if !again {
            run.change = None;
        }
        self.selected = None;
        self.prompt = None;
        self.computer.hint = None;
        self.notice = Notice::Puzzle(match (again, retry) {
            (true, _) => PuzzleNotice::Again,
            (false, true) => PuzzleNotice::TriedBefore,
            (false, false) => PuzzleNotice::Task,
        });
    }

    /// Judges the solver's move `mv`, just played: the stored one goes on
    /// (or solves the puzzle), any other fails it and the engine looks for
    /// the answer that punishes it.
    pub(super) fn puzzle_moved(&mut self, mv: Move, commands: &mut Vec<Command<N>>) {
        let Some(run) = self.puzzles.as_mut() else { return };
        if run.stage != Stage::Solving {
            return;
        }
        if run.expected() == Some(mv) {
            run.played += 1;
            if run.expected().is_some() {
                run.stage = Stage::Answering;
                self.notice = Notice::Puzzle(PuzzleNotice::Right);
                commands.push(Command::After(REPLY_PAUSE, Action::PuzzleReply));
                return;
            }
            run.stage = Stage::Solved;
            self.notice = Notice::Puzzle(PuzzleNotice::Solved);
        } else {
            run.stage = Stage::Failed(None);
            self.notice = Notice::Puzzle(PuzzleNotice::Wrong);
        }
        if run.rate(run.stage == Stage::Solved) {
            commands.push(Command::KeepProgress(ProgressFile::Puzzles, run.progress.to_text()));
        }
        if matches!(run.stage, Stage::Failed(_)) && self.game().outcome().is_none() {
            self.start_search(Purpose::Refute, Level::Hard, None, commands);
        }
    }

    /// The other side's stored answer to the solver's right move, or the
    /// next move of the solution being shown.
    fn answer_puzzle(&mut self, commands: &mut Vec<Command<N>>) {
        let Some(run) = self.puzzles.as_mut() else { return };
        let showing = run.stage == Stage::Showing;
        let Some(answer) = run.expected().filter(|_| run.stage == Stage::Answering || showing) else {
            return;
        };
        if self.record.game_mut().play(answer).is_ok() {
            run.played += 1;
            if showing {
                if run.expected().is_some() {
                    commands.push(Command::After(REPLY_PAUSE, Action::PuzzleReply));
                } else {
                    run.stage = Stage::Shown;
                    self.notice = Notice::Puzzle(PuzzleNotice::Shown);
                }
                return;
            }
            run.stage = Stage::Solving;
            let record = self.last_move().map(ToString::to_string).unwrap_or_default();
            self.notice = Notice::Puzzle(PuzzleNotice::Answered(record));
        }
    }

    /// `s` after a failed try: the puzzle again, its whole solution played
    /// on the board a move at a time.
    fn show_solution(&mut self, commands: &mut Vec<Command<N>>) {
        self.show_puzzle(true);
        let Some(run) = self.puzzles.as_mut() else { return };
        run.stage = Stage::Showing;
        let mut position = run.puzzle().position();
        let records: Vec<String> = run
            .puzzle()
            .solution()
            .into_iter()
            .filter_map(|mv| position.play(mv).ok().map(|played| MoveRecord::new(mv, &played).to_string()))
            .collect();
        self.notice = Notice::Puzzle(PuzzleNotice::Showing(records.join(" ")));
        commands.push(Command::After(REPLY_PAUSE, Action::PuzzleReply));
    }

    /// The engine's answer `mv` to a wrong move, played on the board.
    pub(super) fn refuted(&mut self, mv: Move) {
        let before = *self.position();
        let Some(run) = self.puzzles.as_mut() else { return };
        if run.stage == Stage::Failed(None) && self.record.game_mut().play(mv).is_ok() {
            run.stage = Stage::Failed(Some(mv));
            let record = self.last_move().map(ToString::to_string).unwrap_or_default();
            self.notice = Notice::Puzzle(PuzzleNotice::Refuted(record, self.failure(&before)));
        }
    }

    /// Why the wrong move fails, from the answer just played in `before`:
    /// the game it ends, the pieces it takes, or else what it threatens or
    /// keeps.
    fn failure(&self, before: &Position<N>) -> Option<Failure> {
        match self.game().outcome() {
            Some(Outcome::Win { reason: WinReason::PrinceEscaped(exit), .. }) => Some(Failure::Escapes(exit)),
            Some(Outcome::Win { reason: WinReason::PrinceCaptured(square), .. }) => {
                Some(Failure::Taken(square))
            }
            Some(Outcome::Win { reason: WinReason::NoLegalMove, .. }) => Some(Failure::NoMove),
            Some(_) => None,
            None => {
                let captures = &self.last_move()?.captures;
                if captures.is_empty() {
                    let win_piece =
                        self.puzzles.as_ref().is_some_and(|run| run.puzzle().theme == Theme::WinPiece);
                    explain(before, self.position(), win_piece).map(Failure::Quiet)
                } else {
                    Some(Failure::Takes(captures.clone()))
                }
            }
        }
    }
}
