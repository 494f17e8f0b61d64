//! The lessons beside the board: the list with each lesson's stars, or the
//! open lesson's title, task and explanation; the keys; the status line's
//! words for what happens in a lesson; and the help.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::stars::MAX_STARS;
use super::text::{LessonView, Row, stars_text, title};
use super::update::HELP;
use super::{Course, Lessons};
use crate::i18n::{count_arg, outcome_in_words, side_arg, text_arg};
use crate::tui::drawing::geometry::ScreenLayout;
use crate::tui::drawing::wrap::cut;
use crate::tui::learning::lesson_miss::Miss;
use crate::tui::learning::lessons::{Goal, LESSONS};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::notice::{LessonNotice, Notice};
use crate::tui::screens::game::render::{Around, render_around, say};
use obereg_rules::{Piece, Square};

impl<const N: usize> Widget for &Lessons<N> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        render_around(&self.app, self, area, buf);
    }
}

impl<const N: usize> Around<N> for Lessons<N> {
    fn piece_on(&self, square: Square) -> Option<Piece> {
        self.app.position().piece_at(square)
    }

    fn render_panel(&self, area: Rect, buf: &mut Buffer) {
        render(&self.app, &self.course, area, buf);
    }

    /// The lessons' keys are their own: under their help, the help's.
    fn footer(&self) -> &'static str {
        if self.app.help_open() {
            "help-keys-bar"
        } else if self.all_done() && self.course.waiting {
            "lesson-keys-all-done"
        } else if self.course.open {
            "lesson-keys"
        } else {
            "lessons-keys-menu"
        }
    }

    fn notice(&self) -> Option<(String, Style)> {
        match self.app.notice() {
            Notice::Lesson(notice) => Some(notice_text(&self.app, &self.course, notice)),
            _ => None,
        }
    }

    fn help(&self) -> &'static [&'static str] {
        HELP
    }
}

impl<const N: usize> Lessons<N> {
    /// What the status line says now, in the learner's language.
    pub fn status_text(&self) -> String {
        self.notice().map_or_else(|| self.app.status_text(), |(text, _)| text)
    }
}

/// Draws `course` on the board of `app` into the panel `area`.
fn render<const N: usize>(app: &App<N>, course: &Course, area: Rect, buf: &mut Buffer) {
    let area = Rect { x: area.x + 1, width: area.width.saturating_sub(1), ..area };
    if course.open {
        return render_lesson(app, course, area, buf);
    }
    // A line per lesson, cut at the edge, so the list scrolls by rows;
    // under it, where there is room, the chosen lesson in full.
    let list = list_lines(app, course, area.height, area.width);
    let height = (list.len() as u16).min(area.height);
    paragraph(app, list).render(Rect { height, ..area }, buf);
    let rest = Rect { y: area.y + height + 1, height: area.height.saturating_sub(height + 1), ..area };
    let lesson = course.lesson();
    let mut chosen = vec![(title(app, lesson), app.theme().emphasis())];
    let text = app.messages().text(&format!("lesson-{}-text", lesson.id));
    chosen.extend(text.lines().map(|line| (line.to_string(), Style::new())));
    paragraph(app, chosen).wrap(Wrap { trim: true }).render(rest, buf);
}

/// The open lesson, scrolled; when it is longer than the panel, its last
/// row says which rows show and how to scroll.
fn render_lesson<const N: usize>(app: &App<N>, course: &Course, area: Rect, buf: &mut Buffer) {
    let view = LessonView::of(app, course);
    let style = |row: Row| match row {
        Row::Heading => app.theme().emphasis(),
        Row::Task => app.theme().warning(),
        Row::Plain => Style::new(),
    };
    let mut lines: Vec<(String, Style)> =
        view.shown().iter().map(|(text, row)| (text.clone(), style(*row))).collect();
    if view.scrolls() {
        let args = [
            count_arg("first", view.top + 1),
            count_arg("last", view.top + view.shown().len()),
            count_arg("total", view.rows.len()),
        ];
        let position = app.messages().format("lesson-position", &args);
        lines.push((
            cut(&position, usize::from(area.width)),
            app.theme().emphasis().add_modifier(Modifier::REVERSED),
        ));
    }
    paragraph(app, lines).render(area, buf);
}

/// The lesson of the list drawn at the cell (`column`, `row`) of the
/// screen, when the list shows there.
pub fn lesson_at<const N: usize>(app: &App<N>, course: &Course, column: u16, row: u16) -> Option<usize> {
    let (columns, rows) = app.size();
    let panel = ScreenLayout::new(Rect::new(0, 0, columns, rows), app.board_side()).panel;
    let area = Rect { x: panel.x + 1, width: panel.width.saturating_sub(1), ..panel };
    if course.open || !area.contains(Position::new(column, row)) || row == area.y {
        return None;
    }
    let shown = usize::from(area.height.saturating_sub(1)).max(1);
    let first = course.chosen.saturating_sub(shown - 1);
    let index = first + usize::from(row - area.y - 1);
    (index < LESSONS.len() && index < first + shown).then_some(index)
}

/// `lines` as the theme draws them.
fn paragraph<const N: usize>(app: &App<N>, lines: Vec<(String, Style)>) -> Paragraph<'static> {
    Paragraph::new(
        lines.into_iter().map(|(text, style)| Line::styled(say(app, text), style)).collect::<Vec<_>>(),
    )
}

/// `text` cut to `width` columns, with `…` where it was cut.
/// The list, scrolled so the chosen lesson shows in `height` rows, each
/// line cut to `width`.
fn list_lines<const N: usize>(
    app: &App<N>,
    course: &Course,
    height: u16,
    width: u16,
) -> Vec<(String, Style)> {
    let messages = app.messages();
    let earned: usize = LESSONS.iter().map(|lesson| usize::from(course.progress.stars(lesson.id))).sum();
    let total = LESSONS.len() * usize::from(MAX_STARS);
    let heading = messages.format("lessons-title", &[count_arg("stars", earned), count_arg("total", total)]);
    let rows = usize::from(height.saturating_sub(1)).max(1);
    let first = course.chosen.saturating_sub(rows - 1);
    let mut lines = vec![(heading, app.theme().emphasis())];
    for (index, lesson) in LESSONS.iter().enumerate().skip(first).take(rows) {
        let marker = if index == course.chosen { "▸" } else { " " };
        let stars = stars_text(app, course.progress.stars(lesson.id));
        let text = format!("{marker}{stars} {}. {}", index + 1, title(app, lesson));
        let style = if index == course.chosen { app.theme().emphasis() } else { Style::new() };
        lines.push((cut(&text, usize::from(width)), style));
    }
    lines
}

/// What the status line says of `notice`, in the players' language.
fn notice_text<const N: usize>(app: &App<N>, course: &Course, notice: &LessonNotice) -> (String, Style) {
    let messages = app.messages();
    let plain = Style::new();
    let lesson = course.lesson();
    let side = side_arg(lesson.learner());
    match notice {
        LessonNotice::List => (messages.text("lesson-list"), plain),
        LessonNotice::Task => (messages.format("lesson-your-move", &[side]), plain),
        LessonNotice::Right { record, reply, shown } => {
            let said = if *shown { "lesson-shown" } else { "lesson-right" };
            let mut text = messages.format(said, &[text_arg("record", record)]);
            if let Some(reply) = reply {
                let args = [text_arg("reply", reply), side_arg(lesson.learner().opponent())];
                text = format!("{text} {}", messages.format("lesson-reply", &args));
            }
            if course.waiting {
                text = format!("{text} {}", messages.text("lesson-next-task"));
            }
            (ended(app, text), app.theme().emphasis())
        }
        LessonNotice::Missed { record, why: Some(why), .. } => {
            let args = [text_arg("record", record), text_arg("why", why_text(app, *why))];
            (messages.format("lesson-missed-why", &args), app.theme().warning())
        }
        LessonNotice::Missed { record, goal, why: None, .. } => {
            let args = [text_arg("record", record), text_arg("goal", goal_text(app, *goal))];
            (messages.format("lesson-missed", &args), app.theme().warning())
        }
        LessonNotice::Hint => {
            let hint = messages.text(&format!("lesson-{}-hint-{}", lesson.id, course.task + 1));
            (messages.format("lesson-hint", &[text_arg("hint", hint)]), app.theme().emphasis())
        }
        LessonNotice::Showing => (messages.text("lesson-showing"), plain),
        LessonNotice::HintPiece(square) => {
            (messages.format("lesson-hint-piece", &[text_arg("square", square)]), app.theme().emphasis())
        }
        LessonNotice::LeaveAsk => (messages.text("lesson-leave-ask"), app.theme().warning()),
        LessonNotice::Done(stars) => {
            let args = [text_arg("stars", stars_text(app, *stars))];
            let last = course.chosen + 1 == LESSONS.len();
            let done = messages.format(if last { "lesson-done-last" } else { "lesson-done" }, &args);
            (ended(app, done), app.theme().emphasis())
        }
        LessonNotice::ProgressDamaged(path) => (
            messages.format("lesson-progress-damaged", &[text_arg("path", path.display())]),
            app.theme().warning(),
        ),
        LessonNotice::ProgressCleared => (messages.text("lesson-progress-cleared"), plain),
    }
}

/// `text` after how the game ended, when the learner's move (or the
/// reply) ended it: who wins, or a draw, and by which rule (R11–R15).
fn ended<const N: usize>(app: &App<N>, text: String) -> String {
    let Some(outcome) = app.game().outcome() else { return text };
    format!("{} {text}", outcome_in_words::<N>(app.messages(), outcome))
}

/// The rule of `why`, as the end of a sentence.
fn why_text<const N: usize>(app: &App<N>, why: Miss) -> String {
    let messages = app.messages();
    let (id, square, beyond) = match why {
        Miss::Diagonal(square) => ("lesson-why-diagonal", square, None),
        Miss::Edge(square) => ("lesson-why-edge", square, None),
        Miss::NotHostile { piece, beyond } => ("lesson-why-not-hostile", piece, Some(beyond)),
        Miss::NotBeside(square) => ("lesson-why-not-beside", square, None),
    };
    let beyond = beyond.map(|square| square.to_string()).unwrap_or_default();
    messages.format(id, &[text_arg("square", square), text_arg("beyond", beyond)])
}

/// What `goal` asks, as the end of a sentence.
fn goal_text<const N: usize>(app: &App<N>, goal: Goal) -> String {
    let messages = app.messages();
    let squares = goal.squares().iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
    let id = match goal {
        Goal::AnyMove => "goal-any",
        Goal::Reach(_) => "goal-reach",
        Goal::Capture(_) => "goal-capture",
        Goal::Win => "goal-win",
        Goal::ThreatenEscape => "goal-threat",
        Goal::Draw => "goal-draw",
    };
    messages.format(id, &[text_arg("squares", squares)])
}
