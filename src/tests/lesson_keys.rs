//! The keys of a lesson: Esc asks before a lesson with a task done is
//! left, the help shows its own keys under it, and a wrong move in
//! Ukrainian names its rule.

use crate::lang::Lang;
use crate::tests::common::press;
use crate::tests::lessons::{lessons, open, play};
use crate::tests::render::{draw, screen_text};
use crate::tui::{LESSONS, LessonNotice, Mode, Notice};

#[test]
fn esc_asks_before_leaving_a_lesson_with_a_task_done() {
    let mut app = open("capture");
    play(&mut app, "e1-e3");
    assert_eq!(app.lessons().map(|open| open.task), Some(1));
    press(&mut app, "<Esc>");
    assert_eq!(app.mode(), Mode::Lesson, "the first Esc only asks");
    assert_eq!(app.notice(), &Notice::Lesson(LessonNotice::LeaveAsk));
    assert!(app.status_text().starts_with("Esc again leaves the lesson"), "{}", app.status_text());
    // Any other key stays, and the next Esc asks again.
    press(&mut app, "h<Esc>");
    assert_eq!(app.mode(), Mode::Lesson);
    assert_eq!(app.lessons().map(|open| open.task), Some(1), "the task done is kept");
    press(&mut app, "<Esc>");
    assert_eq!(app.mode(), Mode::Lessons, "the second Esc leaves");
}

#[test]
fn esc_leaves_at_once_before_any_task_is_done() {
    let mut app = open("capture");
    press(&mut app, "<Esc>");
    assert_eq!(app.mode(), Mode::Lessons);
}

#[test]
fn the_lessons_help_shows_its_own_keys_not_the_games() {
    let mut app = open("capture");
    press(&mut app, "<F1>");
    assert_eq!(app.mode(), Mode::Help);
    let screen = screen_text(&draw(&app, 100, 35));
    let footer: String = screen.lines().rev().take(2).collect::<Vec<_>>().join("\n");
    assert!(footer.contains("Esc ? F1 close"), "{footer}");
    assert!(!footer.contains("undo") && !footer.contains("review") && !footer.contains("draw"), "{footer}");
}

#[test]
fn r8_a_diagonal_move_in_ukrainian_names_its_rule() {
    let mut app = lessons(Lang::Uk);
    let index = LESSONS.iter().position(|lesson| lesson.id == "capture").expect("the lesson");
    press(&mut app, &format!("{}<Enter>", "<Down>".repeat(index)));
    play(&mut app, "e1-e2");
    let status = app.status_text();
    assert!(status.contains("навскіс не беруть (R8)"), "{status}");
}
