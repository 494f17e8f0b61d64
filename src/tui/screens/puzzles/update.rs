//! The updates of the puzzles screen: a puzzle put on the board, the
//! solver's move judged against the stored solution, the other side's
//! stored answer after a pause, the engine's answer to a wrong move, and
//! the next puzzle or another try. Each first try is rated (Glicko-2) and
//! the progress written by the game loop. What the puzzles share with the
//! game goes to the game's `update`.

use obereg_engine::Level;
use obereg_record::{AnyRecord, Date, GameRecord, GameTree};
use obereg_rules::{Move, MoveRecord, Outcome, Position, Side, Square, WinReason};

use super::run::{REPLY_PAUSE, Stage};
use super::{PuzzleAction, Puzzles};
use crate::puzzle::Theme;
use crate::puzzle::refutation::explain;
use crate::tui::learning::progress_file::ProgressFile;
use crate::tui::screens::Next;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::computer::Purpose;
use crate::tui::screens::game::help::HelpView;
use crate::tui::screens::game::notice::{Failure, Notice, PuzzleNotice};
use crate::tui::screens::game::update::{serves_every_screen, update};

/// The puzzles' parts of the help, before the rules.
pub const HELP: &[&str] = &["help-keys-puzzle", "help-puzzle-play"];

impl<const N: usize> Puzzles<N> {
    /// Applies `action` to the puzzles and says what the loop must do: no
    /// move while the other side's answer waits or the solution is shown
    /// or the try is over, `n` the next puzzle at any time, `u` another
    /// try once this one is over, `s` its solution shown after a failed
    /// try, `t` the next move of the solution (the try counts as failed);
    /// undo, review, offers and files are not for puzzles.
    #[must_use = "the game loop must perform the commands"]
    pub fn update(&mut self, action: PuzzleAction) -> Vec<Command<N>> {
        let mut commands = Vec::new();
        let run = &mut self.run;
        let over = run.is_over();
        let waiting = matches!(run.stage, Stage::Answering | Stage::Showing) || over;
        match action {
            PuzzleAction::Solution if matches!(run.stage, Stage::Failed(_)) => {
                self.show_solution(&mut commands)
            }
            // n skips the puzzle at any time; a skipped try is not rated.
            PuzzleAction::Next | PuzzleAction::Solution if over || action == PuzzleAction::Next => {
                run.index = run.next_index(Some(run.index));
                self.show_puzzle(false);
            }
            PuzzleAction::Again if over => self.show_puzzle(true),
            PuzzleAction::Hint if run.stage == Stage::Solving => {
                if let Some(mv) = run.expected() {
                    if run.rate(false) {
                        commands.push(Command::KeepProgress(ProgressFile::Puzzles, run.progress.to_text()));
                    }
                    run.hinted = true;
                    self.app.computer.hint = Some((self.app.position().hash(), mv));
                    self.app.notice = Notice::Hint(mv);
                }
            }
            // The person plays the Vikings, who move first, at the computer's level.
            PuzzleAction::PlayComputer if self.session_over() => {
                self.asked = Some(Next::Computer { side: Side::Vikings, level: self.app.computer.level });
            }
            PuzzleAction::Next
            | PuzzleAction::Solution
            | PuzzleAction::Again
            | PuzzleAction::Hint
            | PuzzleAction::PlayComputer => {}
            PuzzleAction::Shared(Action::PuzzleReply) => self.answer_puzzle(&mut commands),
            // The other side's answer is on its way, the solution is
            // being shown, or the try is over: no move.
            PuzzleAction::Shared(
                Action::Choose | Action::Click(_) | Action::OpenPrompt | Action::PromptSubmit,
            ) if waiting => {}
            PuzzleAction::Shared(Action::Choose) => self.choose(self.app.cursor, &mut commands),
            PuzzleAction::Shared(Action::Click(square)) => {
                self.app.cursor = square;
                self.choose(square, &mut commands);
            }
            PuzzleAction::Shared(Action::PromptSubmit) => {
                if let Some(mv) = self.app.typed_move() {
                    self.play(mv, &mut commands);
                }
            }
            PuzzleAction::Shared(Action::OpenPrompt) if self.app.playing() => {
                self.app.prompt = Some(String::new());
            }
            PuzzleAction::Shared(Action::ScrollHelp(scroll)) => {
                self.app.help_scroll = HelpView::of_screen(&self.app, HELP).scrolled(scroll);
            }
            PuzzleAction::Shared(action @ Action::Search(..)) => {
                commands = update(&mut self.app, action);
                if let Some(mv) = self.app.computer.refutation.take() {
                    self.refuted(mv);
                }
            }
            PuzzleAction::Shared(action) if serves_every_screen(&action) => {
                return update(&mut self.app, action);
            }
            PuzzleAction::Shared(_) => {}
        }
        commands
    }

    /// Enter, Space or a click on `square`: picking as in the game, the
    /// piece put down a move judged.
    fn choose(&mut self, square: Square, commands: &mut Vec<Command<N>>) {
        if !self.app.playing() {
            return;
        }
        if let Some(mv) = self.app.pick(square) {
            self.play(mv, commands);
        }
    }

    /// Plays `mv` for the solver, or says why it is refused; a move
    /// played is judged.
    fn play(&mut self, mv: Move, commands: &mut Vec<Command<N>>) {
        if self.app.play_unsaved(mv) {
            self.puzzle_moved(mv, commands);
        }
    }

    /// Puts the run's puzzle on the board: its first position and the
    /// moves before the puzzle, the solver to move. `again`: the same
    /// puzzle once more. A puzzle tried before is not rated, and the
    /// status line says so.
    pub(super) fn show_puzzle(&mut self, again: bool) {
        let (app, run) = (&mut self.app, &mut self.run);
        let puzzle = run.puzzle();
        let mut tree = GameTree::new(puzzle.first_position(), true);
        for mv in puzzle.prelude() {
            // The record was replayed under the rules when it was read.
            let _ = tree.play(mv);
        }
        let names = [Side::Vikings, Side::Varangians].map(|side| app.players.name(side).to_string());
        let date = Date { year: 2026, month: 12, day: 1 };
        // The puzzles are on the 9×9 board, the only one they open on.
        let record = AnyRecord::Nine(GameRecord::from_game(&names[0], &names[1], date, tree));
        let Some(record) = record.on_board::<N>() else { return };
        app.record = record;
        let retry = run.progress.tried(&puzzle.name);
        (run.played, run.stage, run.retry, run.hinted) = (0, Stage::Solving, retry, false);
        if !again {
            run.change = None;
        }
        app.selected = None;
        app.prompt = None;
        app.computer.hint = None;
        app.notice = Notice::Puzzle(match (again, retry) {
            (true, _) => PuzzleNotice::Again,
            (false, true) => PuzzleNotice::TriedBefore,
            (false, false) => PuzzleNotice::Task,
        });
    }

    /// Judges the solver's move `mv`, just played: the stored one goes on
    /// (or solves the puzzle), any other fails it and the engine looks for
    /// the answer that punishes it.
    fn puzzle_moved(&mut self, mv: Move, commands: &mut Vec<Command<N>>) {
        let (app, run) = (&mut self.app, &mut self.run);
        if run.stage != Stage::Solving {
            return;
        }
        if run.expected() == Some(mv) {
            run.played += 1;
            if run.expected().is_some() {
                run.stage = Stage::Answering;
                app.notice = Notice::Puzzle(PuzzleNotice::Right);
                commands.push(Command::After(REPLY_PAUSE, Action::PuzzleReply));
                return;
            }
            run.stage = Stage::Solved;
            app.notice =
                Notice::Puzzle(if run.hinted { PuzzleNotice::SolvedHinted } else { PuzzleNotice::Solved });
        } else {
            run.stage = Stage::Failed(None);
            app.notice = Notice::Puzzle(PuzzleNotice::Wrong);
        }
        if run.rate(run.stage == Stage::Solved) {
            commands.push(Command::KeepProgress(ProgressFile::Puzzles, run.progress.to_text()));
        }
        if matches!(run.stage, Stage::Failed(_)) && app.game().outcome().is_none() {
            app.start_search(Purpose::Refute, Level::Hard, None, commands);
        }
    }

    /// The other side's stored answer to the solver's right move, or the
    /// next move of the solution being shown.
    fn answer_puzzle(&mut self, commands: &mut Vec<Command<N>>) {
        let (app, run) = (&mut self.app, &mut self.run);
        let showing = run.stage == Stage::Showing;
        let Some(answer) = run.expected().filter(|_| run.stage == Stage::Answering || showing) else {
            return;
        };
        if app.record.game_mut().play(answer).is_ok() {
            run.played += 1;
            if showing {
                if run.expected().is_some() {
                    commands.push(Command::After(REPLY_PAUSE, Action::PuzzleReply));
                } else {
                    run.stage = Stage::Shown;
                    app.notice = Notice::Puzzle(PuzzleNotice::Shown);
                }
                return;
            }
            run.stage = Stage::Solving;
            let record = app.last_move().map(ToString::to_string).unwrap_or_default();
            app.notice = Notice::Puzzle(PuzzleNotice::Answered(record));
        }
    }

    /// `s` after a failed try: the puzzle again, its whole solution played
    /// on the board a move at a time.
    fn show_solution(&mut self, commands: &mut Vec<Command<N>>) {
        self.show_puzzle(true);
        let run = &mut self.run;
        run.stage = Stage::Showing;
        let mut position = run.puzzle().position();
        let records: Vec<String> = run
            .puzzle()
            .solution()
            .into_iter()
            .filter_map(|mv| position.play(mv).ok().map(|played| MoveRecord::new(mv, &played).to_string()))
            .collect();
        self.app.notice = Notice::Puzzle(PuzzleNotice::Showing(records.join(" ")));
        commands.push(Command::After(REPLY_PAUSE, Action::PuzzleReply));
    }

    /// The engine's answer `mv` to a wrong move, played on the board.
    fn refuted(&mut self, mv: Move) {
        let before = *self.app.position();
        if self.run.stage == Stage::Failed(None) && self.app.record.game_mut().play(mv).is_ok() {
            self.run.stage = Stage::Failed(Some(mv));
            let record = self.app.last_move().map(ToString::to_string).unwrap_or_default();
            self.app.notice = Notice::Puzzle(PuzzleNotice::Refuted(record, self.failure(&before)));
        }
    }

    /// Why the wrong move fails, from the answer just played in `before`:
    /// the game it ends, the pieces it takes, or else what it threatens or
    /// keeps.
    fn failure(&self, before: &Position<N>) -> Option<Failure> {
        let app = &self.app;
        match app.game().outcome() {
            Some(Outcome::Win { reason: WinReason::PrinceEscaped(exit), .. }) => Some(Failure::Escapes(exit)),
            Some(Outcome::Win { reason: WinReason::PrinceCaptured(square), .. }) => {
                Some(Failure::Taken(square))
            }
            Some(Outcome::Win { reason: WinReason::NoLegalMove, .. }) => Some(Failure::NoMove),
            Some(_) => None,
            None => {
                let captures = &app.last_move()?.captures;
                if captures.is_empty() {
                    let win_piece = self.run.puzzle().theme == Theme::WinPiece;
                    explain(before, app.position(), win_piece).map(Failure::Quiet)
                } else {
                    Some(Failure::Takes(captures.clone()))
                }
            }
        }
    }
}
