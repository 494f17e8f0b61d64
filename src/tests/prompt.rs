//! The move prompt: a refused move says why at once and keeps its text;
//! pasted text goes into the prompt, never acts as keys.

use crate::lang::Lang;
use crate::tests::common::{composed, press, start, type_move};
use crate::tests::render::{draw, screen_text};
use obereg_rules::Side;

#[test]
fn a_refused_typed_move_says_why_at_once_and_keeps_the_text() {
    let mut app = composed("Ke5 Va4", Side::Varangians);
    type_move(&mut app, "e5-e9");
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("Move (like d9-d6): e5-e9_"), "the text is kept:\n{text}");
    assert!(text.contains("The prince moves at most 3 squares (R6)."), "the reason is shown:\n{text}");
}

#[test]
fn an_empty_or_garbled_prompt_says_it_is_no_move() {
    let mut app = start(Lang::En);
    type_move(&mut app, "");
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("is not a move"), "{text}");
    press(&mut app, "<Esc>");
    type_move(&mut app, "m");
    assert_eq!(app.prompt(), Some("m"), "the prompt is still open with what was typed");
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("“m” is not a move"), "{text}");
}
