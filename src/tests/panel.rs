//! The panel beside the board: what each side captured, each piece with
//! its own mark, and a move counter that counts what the list numbers.

use crate::lang::Lang;
use crate::tests::common::{SIZE, composed, config, start, type_move};
use crate::tests::render::{draw, screen_text};
use crate::tui::screens::game::app::App;
use obereg_record::GameRecord;
use obereg_rules::{Piece, Side};

#[test]
fn the_captured_prince_shows_with_the_princes_mark() {
    let mut app = composed("Ke6 Vd6 Ve7 Vf4", Side::Vikings);
    type_move(&mut app, "f4-f6");
    assert_eq!(app.captured_by(Side::Vikings), [Piece::Prince]);
    let text = screen_text(&draw(&app, 100, 35));
    let line = text.lines().find(|line| line.contains("captured 1 piece")).unwrap_or_default();
    assert!(line.contains('◆') && !line.contains('○'), "the prince, not a guard: {line:?}\n{text}");
}

#[test]
fn the_move_counter_counts_each_sides_move_as_the_list_shows_them() {
    let mut app = start(Lang::En);
    for mv in ["d9-d6", "f5-f8", "a4-a3"] {
        type_move(&mut app, mv);
    }
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("3 moves"), "{text}");
    assert!(!text.contains("turn"), "one way of counting:\n{text}");
    assert!(text.contains("  2. a4-a3"), "{text}");
}

#[test]
fn a_continued_game_counts_its_moves_in_the_panel_as_in_the_notice() {
    for (lang, panel, notice) in [
        (Lang::En, "3 moves", "after 3 moves"),
        (Lang::Uk, "3 ходи", "після 3 ходів"),
        (Lang::Ru, "3 хода", "после 3 ходов"),
    ] {
        let mut app = start(lang);
        for mv in ["d9-d6", "f5-f8", "a4-a3"] {
            type_move(&mut app, mv);
        }
        let saved = GameRecord::from_otg(&app.record().to_otg()).unwrap();
        let resumed = App::with_record(&config(lang), SIZE, saved);
        let text = screen_text(&draw(&resumed, 100, 35));
        assert!(text.contains(panel) && text.contains(notice), "{lang}:\n{text}");
        for other in ["turn", "півх", "полух"] {
            assert!(!text.contains(other), "{lang}: “{other}” in\n{text}");
        }
    }
}

#[test]
fn the_prince_and_his_capture_are_written_with_his_letter_on_screen() {
    let mut app = composed("Ke5 Vd6 Ve7 Vf4", Side::Varangians);
    type_move(&mut app, "e5-e6");
    assert_eq!(app.status_text(), "Varangians: Ke5-e6");
    type_move(&mut app, "f4-f6");
    let text = screen_text(&draw(&app, 100, 35));
    for written in ["Ke5-e6", "f4-f6xKe6++"] {
        assert!(text.contains(written), "{written} missing from\n{text}");
    }
}
