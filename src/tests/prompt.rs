//! The move prompt: a refused move says why at once and keeps its text;
//! pasted text goes into the prompt, never acts as keys.

use crate::lang::Lang;
use crate::tests::common::{composed, moves, press, start, type_move};
use crate::tests::render::{draw, screen_text};
use crate::tui::keys::Event;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::{input, update};
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

/// Feeds a bracketed paste of `text` through the real input mapping.
fn paste(app: &mut App, text: &str) -> Vec<Command> {
    let event = Event::Paste(text.to_string());
    input::action_for(&event, app).map(|action| update(app, action)).unwrap_or_default()
}

#[test]
fn a_paste_outside_the_prompt_never_acts_as_keys() {
    let mut app = start(Lang::En);
    type_move(&mut app, "d9-d6");
    paste(&mut app, "Good day, I say");
    assert_eq!(app.draw_offer(), None, "no `d`: no draw offered");
    assert_eq!(app.game().outcome(), None, "no `y`: nothing agreed");
    assert_eq!(moves(&app), 1);
    assert_eq!(app.status_text(), "Pasted text is ignored: press m, then paste a move into the prompt.");
}

#[test]
fn a_paste_into_the_prompt_is_one_move_played_only_on_enter() {
    let mut app = start(Lang::En);
    press(&mut app, "m");
    paste(&mut app, "d9-d6\nf5-f8\n");
    assert_eq!(app.prompt(), Some("d9-d6"), "the first line only");
    assert_eq!(moves(&app), 0, "a newline in the paste plays nothing");
    press(&mut app, "<Enter>");
    assert_eq!(moves(&app), 1);
    assert_eq!(app.prompt(), None);
}

#[test]
fn undo_between_two_people_says_only_that_nothing_is_to_take_back() {
    let mut app = start(Lang::En);
    press(&mut app, "u");
    assert_eq!(app.status_text(), "Nothing to take back.");
}
