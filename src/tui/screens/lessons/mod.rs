//! The lessons: one lesson per idea of the rules, each a position with
//! tasks checked as the learner moves, hints, the answer played slowly and
//! stars kept in the data directory. Its state and actions here, the
//! course (the list, the open lesson, its task and tries) in `course.rs`,
//! the stars in `stars.rs`, its changes in `update.rs`, its keys in
//! `keys.rs`, the lesson's text laid out in `text.rs`, its drawing in
//! `view.rs`. The lessons themselves, as data, are the shared
//! `tui::learning::lessons` (the status line's notices name their goals).
//!
//! It plays on the shared board state (`App`): the lesson's position is
//! the app's game record, so the board widget, picking and the prompt
//! serve it unchanged; a lesson first checks a move against its task.

mod course;
mod keys;
mod stars;
mod text;
mod update;
mod view;

#[cfg(test)]
mod tests;

pub use course::Course;
pub use stars::Loaded;

use crate::tui::keys::Event;
use obereg_rules::Side;

use super::{BoardScreen, Next};
use crate::tui::learning::lessons::LESSONS;
use crate::tui::screens::game::action::{Action, Scroll};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::{LessonNotice, Notice};
use crate::tui::screens::game::perform::Plays;
use crate::tui::screens::game::players::Players;

/// What a key does in the lessons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonAction {
    /// `?` in a lesson: the piece to move; again, the move; a third time,
    /// the answer played slowly.
    Hint,
    /// PgUp, PgDn: the lesson's text scrolled, when it is longer than the panel.
    Scroll(Scroll),
    /// `p` after the last lesson: the puzzles.
    Puzzles,
    /// A tap on a lesson of the list (its index in the lessons): it opens.
    Open(usize),
    /// `a` after the last lesson: a game against the computer.
    PlayComputer,
    /// What the lessons share with the game: the cursor, picking, the
    /// prompt, the help, quitting, and what the loop reports.
    Shared(Action),
}

impl From<Action> for LessonAction {
    fn from(action: Action) -> LessonAction {
        LessonAction::Shared(action)
    }
}

/// The lessons on the `N`×`N` board: the shared board state they play on,
/// the course, and the screen asked for.
#[derive(Debug)]
pub struct Lessons<const N: usize = 9> {
    app: App<N>,
    course: Course,
    asked: Option<Next>,
}

impl<const N: usize> Lessons<N> {
    /// The lesson list over `app`, with the stars `loaded` (and what became
    /// of their file); the learner plays both sides, named by their side.
    pub fn open(mut app: App<N>, loaded: Loaded) -> Lessons<N> {
        let learner = |side| app.messages.side(side);
        app.players = Players::new(learner(Side::Vikings), learner(Side::Varangians));
        app.clock = None;
        let mut lessons = Lessons { app, course: Course::new(loaded.progress), asked: None };
        lessons.show_chosen();
        lessons.app.notice = Notice::Lesson(loaded.report.unwrap_or(LessonNotice::List));
        lessons
    }

    /// The shared board state: the position, cursor, notice.
    pub fn app(&self) -> &App<N> {
        &self.app
    }

    /// The course: the lesson chosen or open, its task and tries, the stars.
    pub fn course(&self) -> &Course {
        &self.course
    }

    /// Whether the last lesson is done and waits for Enter: the puzzles
    /// and a game against the computer are offered.
    pub fn all_done(&self) -> bool {
        let course = &self.course;
        course.open && course.finished() && course.chosen + 1 == LESSONS.len()
    }
}

impl<const N: usize> BoardScreen for Lessons<N> {
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        "lessons"
    }

    /// The menu (Esc in the list), or after the last lesson the puzzles
    /// (`p`) or a game against the computer (`a`).
    fn asks(&self) -> Option<Next> {
        self.asked.clone()
    }
}

impl<const N: usize> Plays<N> for Lessons<N> {
    type Action = LessonAction;

    fn app(&self) -> &App<N> {
        &self.app
    }

    fn update(&mut self, action: LessonAction) -> Vec<Command<N>> {
        Lessons::update(self, action)
    }

    fn action_for(&self, event: &Event) -> Option<LessonAction> {
        keys::action_for(event, self)
    }
}
