//! The open lesson's text laid out for the side panel: its rows at the
//! panel's width and the part shown, so that a text longer than the panel
//! scrolls (PgUp, PgDn) and the panel says so, as the help does; for
//! `update.rs` (scrolling) and `view.rs` (drawing) alike.

use ratatui::layout::Rect;

use super::Course;
use super::stars::MAX_STARS;
use crate::i18n::{count_arg, text_arg};
use crate::tui::drawing::geometry::ScreenLayout;
use crate::tui::drawing::wrap::{Scrolled, wrap_words};
use crate::tui::learning::lessons::{LESSONS, Lesson};
use crate::tui::screens::game::app::App;

/// What a row of the lesson's text is, for its style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// The lesson's number and title.
    Heading,
    /// The task to do.
    Task,
    /// The explanation, the moves before the position, the stars.
    Plain,
}

/// The open lesson as drawn: every row at the panel's width with what it
/// is, how many fit (one fewer than the panel when it scrolls: the last
/// says where the text stands), the first one shown.
pub type LessonView = Scrolled<(String, Row)>;

/// The panel's area beside the board on the screen of `app`, less the
/// column the lessons keep from the board.
fn panel_area<const N: usize>(app: &App<N>) -> Rect {
    let (columns, rows) = app.size();
    let panel = ScreenLayout::new(Rect::new(0, 0, columns, rows), app.board_side()).panel;
    Rect { x: panel.x + 1, width: panel.width.saturating_sub(1), ..panel }
}

/// `stars` of three as the theme draws them.
pub fn stars_text<const N: usize>(app: &App<N>, stars: u8) -> String {
    let (full, empty) = if app.theme().ascii() { ('*', '-') } else { ('★', '☆') };
    (0..MAX_STARS).map(|n| if n < stars { full } else { empty }).collect()
}

/// The title of `lesson` in the players' language.
pub fn title<const N: usize>(app: &App<N>, lesson: &Lesson) -> String {
    app.messages().text(&format!("lesson-{}-title", lesson.id))
}

impl Scrolled<(String, Row)> {
    /// The open lesson of `app` in its panel, scrolled as far as the
    /// learner asked (no further than shows the last row at the bottom).
    pub fn of<const N: usize>(app: &App<N>, course: &Course) -> LessonView {
        let area = panel_area(app);
        let width = usize::from(area.width).max(1);
        let mut rows = Vec::new();
        for (text, row) in lines(app, course) {
            rows.extend(wrap_words(&text, width).into_iter().map(|line| (line, row)));
        }
        let height = usize::from(area.height);
        let visible = if rows.len() > height { height.saturating_sub(1).max(1) } else { height };
        Scrolled::new(rows, visible, course.scroll)
    }
}

/// The open lesson: its title, the task, its explanation, the moves that
/// led to its position, what comes after the last lesson, its stars.
fn lines<const N: usize>(app: &App<N>, course: &Course) -> Vec<(String, Row)> {
    let messages = app.messages();
    let lesson = course.lesson();
    let heading = messages.format(
        "lesson-heading",
        &[
            count_arg("number", course.chosen + 1),
            count_arg("count", LESSONS.len()),
            text_arg("title", title(app, lesson)),
        ],
    );
    let mut lines = vec![(heading, Row::Heading)];
    if let Some(task) = course.current_task().map(|_| course.task) {
        let args = [
            count_arg("number", task + 1),
            count_arg("count", lesson.tasks.len()),
            text_arg("task", messages.text(&format!("lesson-{}-task-{}", lesson.id, task + 1))),
        ];
        lines.push((messages.format("lesson-task-line", &args), Row::Task));
    }
    if course.finished() && course.chosen + 1 == LESSONS.len() {
        lines.push((messages.text("lesson-what-next"), Row::Task));
    }
    if !lesson.history.is_empty() {
        let moves = text_arg("moves", numbered(lesson.history));
        lines.push((messages.format("lesson-history", &[moves]), Row::Plain));
    }
    let text = messages.text(&format!("lesson-{}-text", lesson.id));
    lines.extend(text.lines().map(|line| (line.to_string(), Row::Plain)));
    let best = course.progress.stars(lesson.id);
    if best > 0 {
        let stars = stars_text(app, best);
        lines.push((messages.format("lesson-best", &[text_arg("stars", stars)]), Row::Plain));
    }
    lines
}

/// `moves`, the Vikings' first, numbered as a game's: `1. c7-c8 g3-g4 2. c8-c7`.
fn numbered(moves: &[&str]) -> String {
    let pairs = moves.chunks(2).enumerate().map(|(index, pair)| format!("{}. {}", index + 1, pair.join(" ")));
    pairs.collect::<Vec<_>>().join(" ")
}
