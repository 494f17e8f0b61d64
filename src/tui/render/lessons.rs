//! The trainer's lessons in the side panel: the list with each lesson's
//! stars, or the open lesson's title, task and explanation; and the
//! status line's words for what happens in a lesson.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::super::app::App;
use super::super::lessons::{Goal, LESSONS, Lesson};
use super::super::notice::LessonNotice;
use super::super::stars::MAX_STARS;
use super::super::trainer::Lessons;
use super::say;
use crate::i18n::{count_arg, side_arg, text_arg};

/// Draws the lessons of `app` into the panel `area`.
pub fn render<const N: usize>(app: &App<N>, lessons: &Lessons, area: Rect, buf: &mut Buffer) {
    let area = Rect { x: area.x + 1, width: area.width.saturating_sub(1), ..area };
    if lessons.open {
        paragraph(app, lesson_lines(app, lessons)).wrap(Wrap { trim: true }).render(area, buf);
        return;
    }
    // A line per lesson, cut at the edge, so the list scrolls by rows;
    // under it, where there is room, the chosen lesson in full.
    let list = list_lines(app, lessons, area.height, area.width);
    let height = (list.len() as u16).min(area.height);
    paragraph(app, list).render(Rect { height, ..area }, buf);
    let rest = Rect { y: area.y + height + 1, height: area.height.saturating_sub(height + 1), ..area };
    let lesson = lessons.lesson();
    let mut chosen = vec![(title(app, lesson), app.theme().emphasis())];
    let text = app.messages().text(&format!("lesson-{}-text", lesson.id));
    chosen.extend(text.lines().map(|line| (line.to_string(), Style::new())));
    paragraph(app, chosen).wrap(Wrap { trim: true }).render(rest, buf);
}

/// `lines` as the theme draws them.
fn paragraph<const N: usize>(app: &App<N>, lines: Vec<(String, Style)>) -> Paragraph<'static> {
    Paragraph::new(
        lines.into_iter().map(|(text, style)| Line::styled(say(app, text), style)).collect::<Vec<_>>(),
    )
}

/// `text` cut to `width` columns, with `…` where it was cut.
fn cut(text: String, width: u16) -> String {
    let width = usize::from(width);
    if text.chars().count() <= width {
        return text;
    }
    let kept: String = text.chars().take(width.saturating_sub(1)).collect();
    format!("{kept}…")
}

/// `stars` of three as the theme draws them.
pub fn stars_text<const N: usize>(app: &App<N>, stars: u8) -> String {
    let (full, empty) = if app.theme().ascii() { ('*', '-') } else { ('★', '☆') };
    (0..MAX_STARS).map(|n| if n < stars { full } else { empty }).collect()
}

/// The title of `lesson` in the players' language.
fn title<const N: usize>(app: &App<N>, lesson: &Lesson) -> String {
    app.messages().text(&format!("lesson-{}-title", lesson.id))
}

/// The list, scrolled so the chosen lesson shows in `height` rows, each
/// line cut to `width`.
fn list_lines<const N: usize>(
    app: &App<N>,
    lessons: &Lessons,
    height: u16,
    width: u16,
) -> Vec<(String, Style)> {
    let messages = app.messages();
    let earned: usize = LESSONS.iter().map(|lesson| usize::from(lessons.progress.stars(lesson.id))).sum();
    let total = LESSONS.len() * usize::from(MAX_STARS);
    let heading = messages.format("lessons-title", &[count_arg("stars", earned), count_arg("total", total)]);
    let rows = usize::from(height.saturating_sub(1)).max(1);
    let first = lessons.chosen.saturating_sub(rows - 1);
    let mut lines = vec![(heading, app.theme().emphasis())];
    for (index, lesson) in LESSONS.iter().enumerate().skip(first).take(rows) {
        let marker = if index == lessons.chosen { "▸" } else { " " };
        let stars = stars_text(app, lessons.progress.stars(lesson.id));
        let text = format!("{marker}{stars} {}. {}", index + 1, title(app, lesson));
        let style = if index == lessons.chosen { app.theme().emphasis() } else { Style::new() };
        lines.push((cut(text, width), style));
    }
    lines
}

/// The open lesson: its title, the task, its explanation, its stars.
fn lesson_lines<const N: usize>(app: &App<N>, lessons: &Lessons) -> Vec<(String, Style)> {
    let messages = app.messages();
    let lesson = lessons.lesson();
    let heading = messages.format(
        "lesson-heading",
        &[
            count_arg("number", lessons.chosen + 1),
            count_arg("count", LESSONS.len()),
            text_arg("title", title(app, lesson)),
        ],
    );
    let mut lines = vec![(heading, app.theme().emphasis())];
    if let Some(task) = lessons.current_task().map(|_| lessons.task) {
        let args = [
            count_arg("number", task + 1),
            count_arg("count", lesson.tasks.len()),
            text_arg("task", messages.text(&format!("lesson-{}-task-{}", lesson.id, task + 1))),
        ];
        lines.push((messages.format("lesson-task-line", &args), app.theme().warning()));
    }
    let text = messages.text(&format!("lesson-{}-text", lesson.id));
    lines.extend(text.lines().map(|line| (line.to_string(), Style::new())));
    let best = lessons.progress.stars(lesson.id);
    if best > 0 {
        let stars = stars_text(app, best);
        lines.push((messages.format("lesson-best", &[text_arg("stars", stars)]), Style::new()));
    }
    lines
}

/// What the status line says of `notice`, in the players' language.
pub fn notice_text<const N: usize>(app: &App<N>, notice: &LessonNotice) -> (String, Style) {
    let messages = app.messages();
    let plain = Style::new();
    let Some(lessons) = app.lessons() else { return (String::new(), plain) };
    let lesson = lessons.lesson();
    let side = side_arg(lesson.learner());
    match notice {
        LessonNotice::List => (messages.text("lesson-list"), plain),
        LessonNotice::Task => (messages.format("lesson-your-move", &[side]), plain),
        LessonNotice::Right { record, reply } => {
            let mut text = match reply {
                Some(reply) => messages.format(
                    "lesson-right-reply",
                    &[
                        text_arg("record", record),
                        text_arg("reply", reply),
                        side_arg(lesson.learner().opponent()),
                    ],
                ),
                None => messages.format("lesson-right", &[text_arg("record", record)]),
            };
            if lessons.waiting {
                text = format!("{text} {}", messages.text("lesson-next-task"));
            }
            (text, app.theme().emphasis())
        }
        LessonNotice::Missed { record, goal, .. } => {
            let args = [text_arg("record", record), text_arg("goal", goal_text(app, *goal))];
            (messages.format("lesson-missed", &args), app.theme().warning())
        }
        LessonNotice::Hint => {
            let hint = messages.text(&format!("lesson-{}-hint-{}", lesson.id, lessons.task + 1));
            (messages.format("lesson-hint", &[text_arg("hint", hint)]), app.theme().emphasis())
        }
        LessonNotice::Showing => (messages.text("lesson-showing"), plain),
        LessonNotice::Done(stars) => {
            let args = [text_arg("stars", stars_text(app, *stars))];
            (messages.format("lesson-done", &args), app.theme().emphasis())
        }
        LessonNotice::ProgressDamaged(path) => (
            messages.format("lesson-progress-damaged", &[text_arg("path", path.display())]),
            app.theme().warning(),
        ),
        LessonNotice::ProgressCleared => (messages.text("lesson-progress-cleared"), plain),
    }
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
