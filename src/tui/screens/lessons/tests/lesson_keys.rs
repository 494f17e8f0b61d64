//! The keys of the lessons: Esc asks before a lesson with a task done is
//! left, and in the list returns to the menu; the help shows their own
//! keys, in the list and in a lesson; a wrong move in Ukrainian names its rule.

use super::{Lessons, draw, lessons, no_stars, open, play, press};
use crate::lang::Lang;
use crate::tests::render::screen_text;
use crate::tui::learning::lessons::LESSONS;
use crate::tui::screens::game::notice::{LessonNotice, Notice};

#[test]
fn esc_asks_before_leaving_a_lesson_with_a_task_done() {
    let mut app = open("capture");
    play(&mut app, "e1-e3");
    assert_eq!(app.course().task, 1);
    press(&mut app, "<Esc>");
    assert!(app.course().open, "the first Esc only asks");
    assert_eq!(app.notice(), &Notice::Lesson(LessonNotice::LeaveAsk));
    assert!(app.status_text().starts_with("Esc again leaves the lesson"), "{}", app.status_text());
    // Any other key stays, and the next Esc asks again.
    press(&mut app, "h<Esc>");
    assert!(app.course().open);
    assert_eq!(app.course().task, 1, "the task done is kept");
    press(&mut app, "<Esc>");
    assert!(!app.course().open, "the second Esc leaves");
}

#[test]
fn esc_leaves_at_once_before_any_task_is_done() {
    let mut app = open("capture");
    press(&mut app, "<Esc>");
    assert!(!app.course().open);
}

#[test]
fn the_lessons_help_shows_its_own_keys_not_the_games() {
    let mut app = open("capture");
    press(&mut app, "<F1>");
    assert!(app.help_open());
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

#[test]
fn help_on_the_lessons_shows_their_keys_in_the_list_and_with_f1_in_a_lesson() {
    let shows_help = |app: &Lessons, lang| {
        assert!(app.help_open(), "{lang:?}");
        let text = screen_text(&draw(app, 140, 60));
        crate::tests::screen_keys::shows_help_in(&text, app.messages(), &["help-keys-lesson"], lang);
    };
    for lang in Lang::ALL {
        let mut app = lessons(lang);
        press(&mut app, "?");
        shows_help(&app, lang);
        press(&mut app, "<Esc><Enter>");
        assert!(app.course().open, "{lang:?}");
        press(&mut app, "<F1>");
        shows_help(&app, lang);
        press(&mut app, "<F1>?");
        assert!(app.course().open && !app.help_open(), "{lang:?}");
        assert!(matches!(app.notice(), Notice::Lesson(_)), "? is still the hint: {:?}", app.notice());
    }
}

#[test]
fn esc_in_the_lessons_list_returns_to_the_menu_and_sets_nothing_aside() {
    use crate::tui::screens::{BoardScreen, Next};
    for menu in [true, false] {
        let config = crate::tui::config::GameConfig { menu, ..crate::tests::common::config(Lang::En) };
        let mut app = Lessons::open(crate::tui::screens::game::app::App::new(&config, (100, 35)), no_stars());
        let text = screen_text(&draw(&app, 100, 35));
        assert!(text.contains("Esc menu") && !text.contains("Esc new game"), "{text}");
        let commands = press(&mut app, "<Esc>");
        assert_eq!(app.asks(), Some(Next::Menu), "from the menu: {menu}");
        assert!(commands.is_empty(), "{commands:?}");
    }
}

#[test]
fn a_tap_on_a_lesson_of_the_list_opens_it_beside_the_board_and_under_it() {
    use crate::tui::keys::{Event, MouseButton, MouseEvent, MouseEventKind};
    for (width, height) in [(100, 35), (48, 55)] {
        let mut app = lessons(Lang::En);
        let _ = app.update(crate::tui::screens::game::action::Action::Resize(width, height).into());
        let text = screen_text(&draw(&app, width, height));
        let row = text.lines().position(|line| line.contains("☆ 3. ")).expect(&text);
        let line = text.lines().nth(row).expect("the row");
        let column = line[..line.find("3. ").expect("its number")].chars().count() as u16;
        let tap = Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row: row as u16,
        });
        let action = super::super::keys::action_for(&tap, &app).expect("a tap on a lesson");
        let _ = app.update(action);
        assert!(app.course().open, "{width}×{height}: the lesson opens");
        assert_eq!(app.course().chosen, 2, "{width}×{height}");
    }
}
