//! The updates of the lessons: the list, a lesson's position on the board,
//! the learner's moves checked against the task (picked and typed as in
//! the game, through `board.rs`), the scripted replies, hints, the answer
//! played slowly, and the stars.

use std::time::Duration;

use obereg_record::{GameRecord, GameTree};
use obereg_rules::{Move, MoveRecord, Position, Side, Square};

use crate::tui::action::{Action, Direction};
use crate::tui::app::{App, Mode};
use crate::tui::command::Command;
use crate::tui::lesson_miss::miss;
use crate::tui::lesson_view::LessonView;
use crate::tui::lessons::{LESSONS, Task};
use crate::tui::notice::{LessonNotice, Notice};
use crate::tui::players::Players;
use crate::tui::progress_file::ProgressFile;
use crate::tui::stars::{Loaded, Stars};
use crate::tui::trainer::{Lessons, Trainer};

/// The pause between the steps of an answer played on the board.
pub const DEMO_STEP: Duration = Duration::from_millis(700);

impl<const N: usize> App<N> {
    /// Opens the lesson list with the stars `loaded` over the game, whose
    /// players are kept for when it closes (a finished game is counted first).
    pub(super) fn open_lessons(&mut self, loaded: Loaded) {
        if let Some(outcome) = self.game().outcome() {
            self.players.record(outcome);
        }
        let mut lessons = Lessons::new(loaded.progress);
        let learner = |side| self.messages.side(side);
        let people = Players::new(learner(Side::Vikings), learner(Side::Varangians));
        lessons.players = Some(std::mem::replace(&mut self.players, people));
        self.trainer = Some(Trainer::Lessons(lessons));
        self.clock = None;
        self.show_chosen();
        self.notice = Notice::Lesson(loaded.report.unwrap_or(LessonNotice::List));
    }

    /// `L`: the lessons, wherever a new 9×9 game at one keyboard could
    /// begin instead: after the end, before the first move, or at the offer
    /// to resume (the unfinished game stays where it is, offered again at
    /// the next start or kept as a saved file when the lessons are left for
    /// a new game).
    pub(super) fn learn(&mut self, commands: &mut Vec<Command<N>>) {
        if !self.lessons_offered() {
            return;
        }
        if self.mode() == Mode::Resume {
            self.offer = None;
        } else if self.mode() != Mode::Over && !self.not_started() {
            return;
        }
        commands.push(Command::OpenLessons);
    }

    /// The lessons, while they are open.
    fn lessons_mut(&mut self) -> Option<&mut Lessons> {
        match self.trainer.as_mut() {
            Some(Trainer::Lessons(lessons)) => Some(lessons),
            _ => None,
        }
    }

    /// Applies `action` to the open lessons; returns whether it was theirs
    /// (else it goes on to the game's own handling: the cursor, the prompt).
    pub(super) fn apply_lessons(&mut self, action: &Action, commands: &mut Vec<Command<N>>) -> bool {
        let Some(lessons) = self.lessons_mut() else { return false };
        if !lessons.open {
            return self.apply_list(action, commands);
        }
        let waiting = lessons.waiting;
        // Esc asks before a lesson with a task done is left: any other
        // action stays in it.
        let asked = std::mem::take(&mut lessons.leaving);
        let progress = lessons.task > 0 && !lessons.finished();
        match action {
            Action::Choose | Action::Click(_) if waiting => self.next_task(),
            Action::Choose => self.learner_picks(self.cursor, commands),
            Action::Click(square) => {
                self.cursor = *square;
                self.learner_picks(*square, commands);
            }
            Action::PromptSubmit => {
                if let Some(mv) = self.typed_move() {
                    self.try_move(mv, commands);
                }
            }
            Action::OpenPrompt if !waiting => self.prompt = Some(String::new()),
            Action::Cancel if self.selected.is_none() && self.prompt.is_none() && progress && !asked => {
                if let Some(lessons) = self.lessons_mut() {
                    lessons.leaving = true;
                }
                self.notice = Notice::Lesson(LessonNotice::LeaveAsk);
            }
            Action::Cancel if self.selected.is_none() && self.prompt.is_none() => self.close_lesson(),
            Action::Hint if !waiting => self.lesson_hint(commands),
            Action::ScrollLesson(scroll) => {
                let top = self.lessons().map(|lessons| LessonView::of(self, lessons).scrolled(*scroll));
                if let Some((lessons, top)) = self.lessons_mut().zip(top) {
                    lessons.scroll = top;
                }
            }
            Action::Demo(number) => self.demo_step(*number, commands),
            _ if super::is_the_games(action) => return false,
            _ => {}
        }
        true
    }

    /// The list: up and down choose, Enter opens, Esc leaves for a game.
    fn apply_list(&mut self, action: &Action, commands: &mut Vec<Command<N>>) -> bool {
        let Some(lessons) = self.lessons_mut() else { return false };
        match action {
            Action::MoveCursor(Direction::Up) => lessons.chosen = lessons.chosen.saturating_sub(1),
            Action::MoveCursor(Direction::Down) => {
                lessons.chosen = (lessons.chosen + 1).min(LESSONS.len() - 1)
            }
            Action::Choose => {
                self.open_lesson();
                return true;
            }
            Action::Cancel => {
                self.close_trainer(commands);
                return true;
            }
            Action::Quit
            | Action::Resize(..)
            | Action::Stored(_)
            | Action::ToggleHelp
            | Action::ScrollHelp(_) => return false,
            _ => return true,
        }
        self.show_chosen();
        true
    }

    /// Shows the chosen lesson's position on the board.
    fn show_chosen(&mut self) {
        let Some(lesson) = self.lessons_mut().map(|lessons| lessons.lesson()) else { return };
        self.set_board(lesson.position, lesson.to_move, lesson.history);
        self.notice = Notice::Lesson(LessonNotice::List);
    }

    /// Puts `record` on the board with `to_move` to move and `history`
    /// played; a record the tests did not check is left off.
    fn set_board(&mut self, record: &str, to_move: Side, history: &[&str]) {
        let Ok(position) = Position::<N>::from_record(record, to_move) else { return };
        let mut game = GameTree::new(position, true);
        for mv in history.iter().filter_map(|text| text.parse::<Move>().ok()) {
            if game.play(mv).is_err() {
                break;
            }
        }
        let name = |side| self.players.name(side).to_string();
        self.record = GameRecord::from_game(&name(Side::Vikings), &name(Side::Varangians), self.today, game);
        self.selected = None;
        self.prompt = None;
        self.computer.hint = None;
    }

    /// Enter in the list: the chosen lesson on the board, its first task.
    fn open_lesson(&mut self) {
        let Some(lessons) = self.lessons_mut() else { return };
        let progress = std::mem::take(&mut lessons.progress);
        let players = lessons.players.take();
        let chosen = lessons.chosen;
        *lessons = Lessons { chosen, open: true, progress, players, ..Lessons::new(Stars::default()) };
        self.show_chosen();
        self.notice = Notice::Lesson(LessonNotice::Task);
    }

    /// Esc in a lesson: back to the list.
    fn close_lesson(&mut self) {
        if let Some(lessons) = self.lessons_mut() {
            lessons.open = false;
            lessons.demo.0 += 1;
        }
        self.show_chosen();
    }

    /// Esc in the list: the trainer closes and a new game begins, with the
    /// players of the game it was opened from.
    fn close_trainer(&mut self, commands: &mut Vec<Command<N>>) {
        let Some(Trainer::Lessons(lessons)) = self.trainer.take() else { return };
        if self.from_menu {
            return self.back_to_menu(commands);
        }
        if let Some(players) = lessons.players {
            self.players = players;
        }
        let name = |side| self.players.name(side).to_string();
        self.record = GameRecord::on_board(&name(Side::Vikings), &name(Side::Varangians), self.today);
        self.restart(false, commands);
        // An unfinished game of an earlier run is kept, not overwritten.
        commands.push(Command::Store(crate::tui::storage::Effect::SetAside));
    }

    /// The learner picks on `square`: a piece put down is a move to check.
    fn learner_picks(&mut self, square: Square, commands: &mut Vec<Command<N>>) {
        if let Some(mv) = self.pick(square) {
            self.try_move(mv, commands);
        }
    }

    /// Checks the learner's `mv` against the task: refused by the rules
    /// (the rule named), legal but not the task (what it captures, what
    /// was wanted), or right: played, with the reply and the next task.
    fn try_move(&mut self, mv: Move, commands: &mut Vec<Command<N>>) {
        let Some(task) = self.lessons_mut().and_then(|lessons| lessons.current_task()) else { return };
        let mut game = self.game().clone();
        let played = match game.play(mv) {
            Ok(played) => played,
            Err(error) => {
                self.refuse(error);
                self.count_mistake();
                return;
            }
        };
        self.selected = None;
        self.prompt = None;
        if !task.goal.is_met(mv, &played, game.position()) {
            let record = MoveRecord::new(mv, &played).to_string();
            let captured = played.captures.clone();
            let why = miss(task, self.position(), mv);
            self.notice = Notice::Lesson(LessonNotice::Missed { record, goal: task.goal, captured, why });
            self.count_mistake();
            return;
        }
        let record = MoveRecord::new(mv, &played).to_string();
        // The scripted reply answers the lesson's own answer; after another
        // right move that leaves it illegal, the first legal move answers.
        let reply = task.reply.and_then(|reply| {
            let scripted = reply.parse::<Move>().ok().filter(|reply| game.position().check(*reply).is_ok());
            let answer = scripted.or_else(|| game.position().legal_moves().first().copied())?;
            game.play(answer).ok()?;
            game.record(game.current()).map(ToString::to_string)
        });
        *self.record.game_mut() = game;
        self.notice = Notice::Lesson(LessonNotice::Right { record, reply });
        self.task_done(commands);
    }

    fn count_mistake(&mut self) {
        if let Some(lessons) = self.lessons_mut() {
            lessons.mistakes += 1;
        }
    }

    /// A task done: the next one goes on from the board, or waits for
    /// Enter when it has a fresh position; the last one ends the lesson
    /// and keeps its stars.
    fn task_done(&mut self, commands: &mut Vec<Command<N>>) {
        let Some(lessons) = self.lessons_mut() else { return };
        lessons.task += 1;
        lessons.hints = 0;
        lessons.scroll = 0;
        lessons.demo.0 += 1;
        if lessons.finished() {
            let (id, stars) = (lessons.lesson().id, lessons.stars_earned());
            lessons.progress.earn(id, stars);
            lessons.waiting = true;
            commands.push(Command::KeepProgress(ProgressFile::Lessons, lessons.progress.to_text()));
            self.notice = Notice::Lesson(LessonNotice::Done(stars));
        } else if lessons.current_task().is_some_and(|task| task.position.is_some()) {
            lessons.waiting = true;
        }
    }

    /// Enter after a task: the next task's position, or after the last
    /// one the next lesson (the list after the last lesson).
    fn next_task(&mut self) {
        let Some(lessons) = self.lessons_mut() else { return };
        lessons.waiting = false;
        if lessons.finished() {
            if lessons.chosen + 1 < LESSONS.len() {
                lessons.chosen += 1;
                self.open_lesson();
            } else {
                self.close_lesson();
            }
            return;
        }
        if let Some((record, to_move)) = lessons.current_task().and_then(|task| task.position) {
            self.set_board(record, to_move, &[]);
        }
        self.notice = Notice::Lesson(LessonNotice::Task);
    }

    /// `?`: the piece to move (under the cursor); asked again, the hint of
    /// the task, the move; a third time, its answer played slowly.
    fn lesson_hint(&mut self, commands: &mut Vec<Command<N>>) {
        let Some(lessons) = self.lessons_mut() else { return };
        lessons.hints = (lessons.hints + 1).min(3);
        lessons.hinted = true;
        match lessons.hints {
            1 => {
                let piece = lessons.current_task().and_then(|task| answer_here(task, self.game()));
                if let Some(answer) = piece {
                    self.selected = None;
                    self.cursor = answer.from;
                    self.notice = Notice::Lesson(LessonNotice::HintPiece(answer.from));
                }
                return;
            }
            2 => {
                self.notice = Notice::Lesson(LessonNotice::Hint);
                return;
            }
            _ => {}
        }
        lessons.shown = true;
        lessons.demo = (lessons.demo.0 + 1, 0);
        let number = lessons.demo.0;
        self.selected = None;
        self.prompt = None;
        self.notice = Notice::Lesson(LessonNotice::Showing);
        commands.push(Command::After(DEMO_STEP, Action::Demo(number)));
    }

    /// One step of the answer played slowly: the cursor on the piece, the
    /// piece picked up, the cursor on its square, the move.
    fn demo_step(&mut self, number: u64, commands: &mut Vec<Command<N>>) {
        let Some(task) =
            self.lessons().filter(|lessons| lessons.demo.0 == number).and_then(Lessons::current_task)
        else {
            return;
        };
        let Some(answer) = answer_here(task, self.game()) else { return };
        let Some(lessons) = self.lessons_mut() else { return };
        let step = lessons.demo.1;
        lessons.demo.1 += 1;
        match step {
            0 => self.cursor = answer.from,
            1 => self.selected = Some(answer.from),
            2 => self.cursor = answer.to,
            _ => return self.try_move(answer, commands),
        }
        commands.push(Command::After(DEMO_STEP, Action::Demo(number)));
    }
}

/// The move that does `task` in `game`: its own answer, or, when an
/// earlier right move other than the answer left it illegal, the first
/// legal move that does the task.
fn answer_here<const N: usize>(task: &Task, game: &GameTree<N>) -> Option<Move> {
    let does_it = |mv: &Move| {
        let mut tried = game.clone();
        tried.play(*mv).is_ok_and(|played| task.goal.is_met(*mv, &played, tried.position()))
    };
    let own = task.answer.parse::<Move>().ok().filter(does_it);
    own.or_else(|| game.position().legal_moves().into_iter().find(does_it))
}
