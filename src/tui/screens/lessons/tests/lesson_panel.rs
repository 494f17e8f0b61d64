//! The open lesson's panel: a text longer than the panel scrolls and says
//! so at 64×15, the smallest screen; the moves before lesson 13's
//! position; how a task that ends the game ends it; and what comes after
//! the last lesson.

use super::{Lessons, draw, lessons, play, press, update};
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::tests::render::screen_text;
use crate::tui::learning::lessons::LESSONS;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::{BoardScreen, Next};
use obereg_engine::Level;
use obereg_rules::Side;

/// Lesson `id` open in `lang` on a screen of `size`.
fn open_in(lang: Lang, id: &str, size: (u16, u16)) -> Lessons {
    let mut app = lessons(lang);
    let _ = update(&mut app, Action::Resize(size.0, size.1));
    let index = LESSONS.iter().position(|lesson| lesson.id == id).expect("a lesson");
    press(&mut app, &"<Up>".repeat(LESSONS.len()));
    press(&mut app, &format!("{}<Enter>", "<Down>".repeat(index)));
    assert!(app.course().open);
    app
}

/// The panel beside the board, as text: its rows, one a line.
fn panel(app: &Lessons) -> String {
    let (width, height) = app.size();
    let area = ratatui::layout::Rect::new(0, 0, width, height);
    let panel = crate::tui::drawing::geometry::ScreenLayout::new(area, 9).panel;
    let screen = screen_text(&draw(app, width, height));
    let rows = screen.lines().skip(usize::from(panel.y)).take(usize::from(panel.height));
    rows.map(|line| line.chars().skip(usize::from(panel.x)).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// `text` with its rows joined and its spaces collapsed.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The last word of lesson `id`'s explanation in `lang`.
fn last_word(lang: Lang, id: &str) -> String {
    let text = Messages::new(lang).text(&format!("lesson-{id}-text"));
    text.split_whitespace().last().expect("a word").to_string()
}

#[test]
fn lesson_text_longer_than_the_panel_scrolls_at_64_by_15_and_says_so() {
    let marks = [(Lang::En, "rows 1–"), (Lang::Uk, "рядки 1–"), (Lang::Ru, "стр. 1–")];
    for (lang, mark) in marks {
        let mut scrolled = Vec::new();
        for id in ["board", "take-prince", "repetition"] {
            let mut app = open_in(lang, id, (64, 15));
            if id == "take-prince" {
                // Task 3, whose sentence was cut before.
                play(&mut app, "f4-d4");
                press(&mut app, "<Enter>");
                play(&mut app, "h4-e4");
                press(&mut app, "<Enter>");
                assert_eq!(app.course().task, 2);
            }
            let word = last_word(lang, id);
            let first = panel(&app);
            if first.contains(&word) {
                // It fits: nothing to scroll, and no mark says so.
                assert!(!first.contains("PgUp PgDn"), "{lang} {id}:\n{first}");
                continue;
            }
            assert!(first.contains(mark) && first.contains("PgUp PgDn"), "{lang} {id}: no mark:\n{first}");
            press(&mut app, "<PageDown><PageDown><PageDown>");
            let end = panel(&app);
            assert!(end.contains(&word), "{lang} {id}: {word} not shown after PgDn:\n{end}");
            if id == "take-prince" && lang == Lang::En {
                assert!(words(&end).contains("pressing him against it (R11b)."), "{end}");
            }
            press(&mut app, "<PageUp><PageUp><PageUp>");
            scrolled.push(id);
            assert_eq!(panel(&app), first, "{lang} {id}: PgUp scrolls back");
        }
        assert!(
            scrolled.contains(&"take-prince") && scrolled.contains(&"repetition"),
            "{lang}: {scrolled:?}"
        );
    }
}

#[test]
fn r15_the_repetition_lesson_shows_the_moves_before_its_position() {
    let app = open_in(Lang::En, "repetition", (100, 35));
    let text = words(&panel(&app));
    assert!(text.contains("1. c7-c8 g3-g4 2. c8-c7"), "{text}");
    let uk = open_in(Lang::Uk, "repetition", (100, 35));
    assert!(panel(&uk).contains("Ходи перед цією позицією"), "{}", panel(&uk));
}

#[test]
fn a_task_that_ends_the_game_says_how_and_r15_is_called_a_reading() {
    let mut app = open_in(Lang::En, "no-move", (100, 35));
    play(&mut app, "h2-e2");
    let status = app.status_text();
    assert!(status.starts_with("The Vikings win! The Varangians have no legal move (R14)."), "{status}");
    let mut app = open_in(Lang::Uk, "repetition", (100, 35));
    play(&mut app, "g4-g3");
    let status = app.status_text();
    assert!(status.starts_with("Нічия! Та сама позиція повторилася втретє (R15)."), "{status}");
    let text = Messages::new(Lang::En).text("lesson-repetition-text");
    assert!(text.contains("R15 is this program's reading, not the printed rules'"), "{text}");
}

#[test]
fn after_the_last_lesson_the_panel_names_what_comes_next() {
    for (lang, next) in [(Lang::En, "What next"), (Lang::Uk, "Що далі"), (Lang::Ru, "Что дальше")]
    {
        let what_next = Messages::new(lang).text("lesson-what-next");
        let mut app = open_in(lang, "repetition", (100, 35));
        assert!(!words(&panel(&app)).contains(&what_next), "not before the lesson is done");
        play(&mut app, "g4-g3");
        assert!(app.status_text().contains(next), "{lang}: {}", app.status_text());
        let text = words(&panel(&app));
        assert!(text.contains(&what_next), "{lang}: {text}");
    }
    let mut app = open_in(Lang::En, "no-move", (100, 35));
    play(&mut app, "h2-e2");
    assert!(!app.status_text().contains("What next"), "only after the last lesson");
}

#[test]
fn after_the_last_lesson_p_asks_for_the_puzzles_and_a_for_a_game_against_the_computer() {
    let mut app = open_in(Lang::En, "repetition", (100, 35));
    press(&mut app, "pa");
    assert_eq!(app.asks(), None, "not before the last lesson is done");
    play(&mut app, "g4-g3");
    let footer = screen_text(&draw(&app, 100, 35));
    assert!(footer.contains("p puzzles") && footer.contains("a play the computer"), "{footer}");
    press(&mut app, "p");
    assert_eq!(app.asks(), Some(Next::Puzzles));
    let mut app = open_in(Lang::En, "repetition", (100, 35));
    play(&mut app, "g4-g3");
    press(&mut app, "a");
    assert_eq!(app.asks(), Some(Next::Computer { side: Side::Vikings, level: Level::default() }));
    let mut app = open_in(Lang::En, "no-move", (100, 35));
    play(&mut app, "h2-e2");
    press(&mut app, "pa");
    assert_eq!(app.asks(), None, "only after the last lesson");
}
