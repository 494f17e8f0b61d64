//! The panel beside the board: what each side captured, each piece with
//! its own mark, and a move counter that counts what the list numbers.

use crate::lang::Lang;
use crate::tests::common::{composed, start, type_move};
use crate::tests::render::{draw, screen_text};
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
fn the_move_counter_counts_the_turns_the_list_numbers() {
    let mut app = start(Lang::En);
    for mv in ["d9-d6", "f5-f8", "a4-a3"] {
        type_move(&mut app, mv);
    }
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("2 turns, 3 moves"), "{text}");
    assert!(text.contains("  2. a4-a3"), "the list's last number is the turn count:\n{text}");
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
