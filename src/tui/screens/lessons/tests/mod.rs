//! The lessons through their `update` with key sequences and fabricated
//! timers: every lesson done by its answers, every kind of wrong move
//! answered, hints, the stars and their file, the panel, the keys.

mod lesson_keys;
mod lesson_panel;
mod lesson_screens;
mod lessons;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;

use super::{LessonAction, Lessons, Loaded};
use crate::lang::Lang;
use crate::tests::common::{press, start};
use crate::tui::learning::lessons::LESSONS;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use obereg_rules::{Move, Square};

/// The tests read the shared board state of the lessons as they read a
/// game's: its position, notice, cursor and last move.
impl<const N: usize> std::ops::Deref for Lessons<N> {
    type Target = App<N>;

    fn deref(&self) -> &App<N> {
        &self.app
    }
}

/// Feeds the lessons an action of the loop (a timer, a report).
fn update(lessons: &mut Lessons, action: Action) -> Vec<Command> {
    lessons.update(LessonAction::Shared(action))
}

/// The lessons drawn on a screen of `width`×`height`.
fn draw(lessons: &Lessons, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal.draw(|frame| frame.render_widget(lessons, frame.area())).expect("drawn");
    terminal.backend().buffer().clone()
}

/// No stars, and nothing to say of their file.
fn no_stars() -> Loaded {
    Loaded { progress: super::stars::Stars::default(), report: None }
}

/// The lesson list open in `lang` with no stars yet.
fn lessons(lang: Lang) -> Lessons {
    Lessons::open(start(lang), no_stars())
}

/// Lesson `id` open on the board, chosen with the keys.
fn open(id: &str) -> Lessons {
    let mut lessons = self::lessons(Lang::En);
    let index = LESSONS.iter().position(|lesson| lesson.id == id).expect("a lesson");
    press(&mut lessons, &"<Up>".repeat(LESSONS.len()));
    press(&mut lessons, &"<Down>".repeat(index));
    press(&mut lessons, "<Enter>");
    assert!(lessons.course().open);
    assert_eq!(lessons.course().lesson().id, id);
    lessons
}

/// The cursor keys from the cursor to `square`.
fn walk(lessons: &Lessons, square: Square) -> String {
    let (from, to) = (lessons.cursor(), square);
    let horizontal = if to.file() > from.file() { "<Right>" } else { "<Left>" };
    let vertical = if to.rank() > from.rank() { "<Up>" } else { "<Down>" };
    horizontal.repeat(usize::from(to.file().abs_diff(from.file())))
        + &vertical.repeat(usize::from(to.rank().abs_diff(from.rank())))
}

/// Plays `mv` as a learner does: the cursor to the piece, Enter, the
/// cursor to the square, Enter.
fn play(lessons: &mut Lessons, mv: &str) -> Vec<Command> {
    let mv: Move = mv.parse().expect("a move");
    let keys = walk(lessons, mv.from);
    let mut commands = press(lessons, &format!("{keys}<Enter>"));
    let keys = walk(lessons, mv.to);
    commands.extend(press(lessons, &format!("{keys}<Enter>")));
    commands
}
