//! The updates of the lessons: the list, a lesson's position on the board,
//! the learner's moves checked against the task (picked and typed as in
//! the game), the scripted replies, hints, the answer played slowly, and
//! the stars. What the lessons share with the game goes to the game's
//! `update`.

use std::time::Duration;

use obereg_record::{GameRecord, GameTree};
use obereg_rules::{Move, MoveRecord, Position, Side, Square};

use super::text::LessonView;
use super::{Course, LessonAction, Lessons};
use crate::tui::learning::lesson_miss::miss;
use crate::tui::learning::lessons::{LESSONS, Task};
use crate::tui::learning::progress_file::ProgressFile;
use crate::tui::screens::Next;
use crate::tui::screens::game::action::{Action, Direction};
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::help::HelpView;
use crate::tui::screens::game::notice::{LessonNotice, Notice};
use crate::tui::screens::game::update::{serves_every_screen, update};

/// The pause between the steps of an answer played on the board.
pub const DEMO_STEP: Duration = Duration::from_millis(700);

/// The lessons' parts of the help, before the rules.
pub const HELP: &[&str] = &["help-keys-lesson"];

impl<const N: usize> Lessons<N> {
    /// Applies `action` to the lessons and says what the loop must do.
    #[must_use = "the game loop must perform the commands"]
    pub fn update(&mut self, action: LessonAction) -> Vec<Command<N>> {
        let mut commands = Vec::new();
        // Esc asks before a lesson with a task done is left: any other
        // action stays in it.
        let asked = std::mem::take(&mut self.course.leaving);
        let action = match action {
            LessonAction::Hint if self.course.open && !self.course.waiting => {
                self.hint(&mut commands);
                return commands;
            }
            LessonAction::Scroll(scroll) if self.course.open => {
                self.course.scroll = LessonView::of(&self.app, &self.course).scrolled(scroll);
                return commands;
            }
            // The person plays the Vikings, who move first, at the computer's level.
            LessonAction::PlayComputer if self.all_done() => {
                self.asked = Some(Next::Computer { side: Side::Vikings, level: self.app.computer.level });
                return commands;
            }
            LessonAction::Puzzles if self.all_done() => {
                self.asked = Some(Next::Puzzles);
                return commands;
            }
            LessonAction::Open(index) if !self.course.open && index < LESSONS.len() => {
                self.course.chosen = index;
                self.open_lesson();
                return commands;
            }
            LessonAction::Hint
            | LessonAction::Open(_)
            | LessonAction::Scroll(_)
            | LessonAction::PlayComputer
            | LessonAction::Puzzles => {
                return commands;
            }
            LessonAction::Shared(Action::ScrollHelp(scroll)) => {
                self.app.help_scroll = HelpView::of_screen(&self.app, HELP).scrolled(scroll);
                return commands;
            }
            LessonAction::Shared(action) => action,
        };
        let theirs = if self.course.open {
            self.in_lesson(&action, asked, &mut commands)
        } else {
            self.in_list(&action)
        };
        if !theirs && serves_every_screen(&action) {
            return update(&mut self.app, action);
        }
        commands
    }

    /// Applies `action` to the open lesson; returns whether it was its own
    /// (else it goes on to the game's handling: the cursor, the prompt).
    fn in_lesson(&mut self, action: &Action, asked: bool, commands: &mut Vec<Command<N>>) -> bool {
        let (app, course) = (&self.app, &self.course);
        let waiting = course.waiting;
        let progress = course.task > 0 && !course.finished();
        let nothing_picked = app.selected.is_none() && app.prompt.is_none();
        match action {
            Action::Choose | Action::Click(_) if waiting => self.next_task(),
            Action::Choose => self.learner_picks(self.app.cursor, commands),
            Action::Click(square) => {
                self.app.cursor = *square;
                self.learner_picks(*square, commands);
            }
            Action::PromptSubmit => {
                if let Some(mv) = self.app.typed_move() {
                    self.try_move(mv, false, commands);
                }
            }
            Action::OpenPrompt if !waiting => self.app.prompt = Some(String::new()),
            Action::Cancel if nothing_picked && progress && !asked => {
                self.course.leaving = true;
                self.app.notice = Notice::Lesson(LessonNotice::LeaveAsk);
            }
            Action::Cancel if nothing_picked => self.close_lesson(),
            Action::Demo(number) => self.demo_step(*number, commands),
            _ => return false,
        }
        true
    }

    /// The list: up and down choose, Enter opens, Esc returns to the menu;
    /// returns whether `action` was its own.
    fn in_list(&mut self, action: &Action) -> bool {
        let course = &mut self.course;
        match action {
            Action::MoveCursor(Direction::Up) => course.chosen = course.chosen.saturating_sub(1),
            Action::MoveCursor(Direction::Down) => course.chosen = (course.chosen + 1).min(LESSONS.len() - 1),
            Action::Choose => {
                self.open_lesson();
                return true;
            }
            Action::Cancel => {
                self.asked = Some(Next::Menu);
                return true;
            }
            Action::Quit | Action::Resize(..) | Action::Stored(_) | Action::ToggleHelp => return false,
            _ => return true,
        }
        self.show_chosen();
        true
    }

    /// Shows the chosen lesson's position on the board.
    pub(super) fn show_chosen(&mut self) {
        let lesson = self.course.lesson();
        self.set_board(lesson.position, lesson.to_move, lesson.history);
        self.app.notice = Notice::Lesson(LessonNotice::List);
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
        let app = &mut self.app;
        let name = |side| app.players.name(side).to_string();
        app.record = GameRecord::from_game(&name(Side::Vikings), &name(Side::Varangians), app.today, game);
        app.selected = None;
        app.prompt = None;
        app.computer.hint = None;
    }

    /// Enter in the list: the chosen lesson on the board, its first task.
    fn open_lesson(&mut self) {
        let course = &mut self.course;
        let progress = std::mem::take(&mut course.progress);
        *course = Course { chosen: course.chosen, open: true, progress, ..Course::new(Default::default()) };
        self.show_chosen();
        self.app.notice = Notice::Lesson(LessonNotice::Task);
    }

    /// Esc in a lesson: back to the list.
    fn close_lesson(&mut self) {
        self.course.open = false;
        self.course.demo.0 += 1;
        self.show_chosen();
    }

    /// The learner picks on `square`: a piece put down is a move to check.
    fn learner_picks(&mut self, square: Square, commands: &mut Vec<Command<N>>) {
        if let Some(mv) = self.app.pick(square) {
            self.try_move(mv, false, commands);
        }
    }

    /// Checks the learner's `mv` against the task: refused by the rules
    /// (the rule named), legal but not the task (what it captures, what
    /// was wanted), or right: played, with the reply and the next task;
    /// `shown`: the hint played it.
    fn try_move(&mut self, mv: Move, shown: bool, commands: &mut Vec<Command<N>>) {
        let Some(task) = self.course.current_task() else { return };
        let app = &mut self.app;
        let mut game = app.game().clone();
        let played = match game.play(mv) {
            Ok(played) => played,
            Err(error) => {
                app.refuse(error);
                self.course.mistakes += 1;
                return;
            }
        };
        app.selected = None;
        app.prompt = None;
        if !task.goal.is_met(mv, &played, game.position()) {
            let record = MoveRecord::new(mv, &played).to_string();
            let captured = played.captures.clone();
            let why = miss(task, app.position(), mv);
            app.notice = Notice::Lesson(LessonNotice::Missed { record, goal: task.goal, captured, why });
            self.course.mistakes += 1;
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
        *app.record.game_mut() = game;
        app.notice = Notice::Lesson(LessonNotice::Right { record, reply, shown });
        self.task_done(commands);
    }

    /// A task done: the next one goes on from the board, or waits for
    /// Enter when it has a fresh position; the last one ends the lesson
    /// and keeps its stars.
    fn task_done(&mut self, commands: &mut Vec<Command<N>>) {
        let course = &mut self.course;
        course.task += 1;
        course.hints = 0;
        course.scroll = 0;
        course.demo.0 += 1;
        if course.finished() {
            let (id, stars) = (course.lesson().id, course.stars_earned());
            course.progress.earn(id, stars);
            course.waiting = true;
            commands.push(Command::KeepProgress(ProgressFile::Lessons, course.progress.to_text()));
            self.app.notice = Notice::Lesson(LessonNotice::Done(stars));
        } else if course.current_task().is_some_and(|task| task.position.is_some()) {
            course.waiting = true;
        }
    }

    /// Enter after a task: the next task's position, or after the last
    /// one the next lesson (the list after the last lesson).
    fn next_task(&mut self) {
        let course = &mut self.course;
        course.waiting = false;
        if course.finished() {
            if course.chosen + 1 < LESSONS.len() {
                course.chosen += 1;
                self.open_lesson();
            } else {
                self.close_lesson();
            }
            return;
        }
        if let Some((record, to_move)) = course.current_task().and_then(|task| task.position) {
            self.set_board(record, to_move, &[]);
        }
        self.app.notice = Notice::Lesson(LessonNotice::Task);
    }

    /// `?`: the piece to move (under the cursor); asked again, the hint of
    /// the task, the move; a third time, its answer played slowly.
    fn hint(&mut self, commands: &mut Vec<Command<N>>) {
        let (app, course) = (&mut self.app, &mut self.course);
        course.hints = (course.hints + 1).min(3);
        course.hinted = true;
        match course.hints {
            1 => {
                if let Some(answer) = course.current_task().and_then(|task| answer_here(task, app.game())) {
                    app.selected = None;
                    app.cursor = answer.from;
                    app.notice = Notice::Lesson(LessonNotice::HintPiece(answer.from));
                }
                return;
            }
            2 => {
                app.notice = Notice::Lesson(LessonNotice::Hint);
                return;
            }
            _ => {}
        }
        course.shown = true;
        course.demo = (course.demo.0 + 1, 0);
        app.selected = None;
        app.prompt = None;
        app.notice = Notice::Lesson(LessonNotice::Showing);
        commands.push(Command::After(DEMO_STEP, Action::Demo(course.demo.0)));
    }

    /// One step of the answer played slowly: the cursor on the piece, the
    /// piece picked up, the cursor on its square, the move.
    fn demo_step(&mut self, number: u64, commands: &mut Vec<Command<N>>) {
        let course = &mut self.course;
        let Some(task) = course.current_task().filter(|_| course.demo.0 == number) else { return };
        let Some(answer) = answer_here(task, self.app.game()) else { return };
        let step = course.demo.1;
        course.demo.1 += 1;
        match step {
            0 => self.app.cursor = answer.from,
            1 => self.app.selected = Some(answer.from),
            2 => self.app.cursor = answer.to,
            _ => return self.try_move(answer, true, commands),
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
