//! The game's own keys: `?` names the other screens and how to reach them
//! in every language (each screen's own help is tested beside it, with
//! [`shows_help_in`]); `L` asks for the lessons wherever a new game can
//! begin: before the first move and at the offer to resume, as after the end.

use crate::i18n::Messages;
use crate::lang::Lang;
use crate::tests::common::{SIZE, config, press, start};
use crate::tests::render::{draw, screen_text};
use crate::tui::screens::game::app::App;
use obereg_record::{Date, GameRecord};

/// The screen as text, on a screen large enough for the whole help.
fn shown(app: &App) -> String {
    screen_text(&draw(app, 140, 60))
}

/// The first words of the catalogue's text `id` (of its last line with
/// `last`), as the help shows them.
fn opening(messages: &Messages, id: &str, last: bool) -> String {
    let text = messages.text(id);
    let line = if last { text.lines().last().unwrap_or_default() } else { &text };
    line.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

/// Asserts the screen `text` shows the help parts `ids` in `messages`'
/// words, and not the game's own keys.
pub(crate) fn shows_help_in(text: &str, messages: &Messages, ids: &[&str], lang: Lang) {
    for id in ids {
        assert!(text.contains(&opening(messages, id, false)), "{lang:?}: {id} in\n{text}");
    }
    assert!(!text.contains(&opening(messages, "help-keys", true)), "{lang:?}: the game's keys in\n{text}");
    assert!(text.contains(&opening(messages, "help-rules", false)), "{lang:?}: the rules in\n{text}");
}

#[test]
fn the_games_help_names_the_other_screens_and_how_to_reach_them() {
    for lang in Lang::ALL {
        let mut app = start(lang);
        press(&mut app, "?");
        assert!(app.help_open(), "{lang:?}");
        // The words as read across the frame's rows, whatever the wrapping.
        let text: String = shown(&app).replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
        for command in ["obereg learn", "obereg puzzles", "obereg board", "--vikings ai", "obereg host"] {
            assert!(text.contains(command), "{lang:?}: {command} in\n{text}");
        }
    }
}

#[test]
fn the_game_before_its_first_move_offers_the_lessons_with_l() {
    let mut app = start(Lang::En);
    assert!(shown(&app).contains("L lessons"), "the footer names it");
    assert!(press(&mut app, "L").is_empty());
    assert!(app.wants_lessons(), "L asks the loop for the lessons");

    let mut app = start(Lang::En);
    press(&mut app, "md9-d8<Enter>");
    assert!(!shown(&app).contains("L lessons"), "once the game has begun, not in the footer");
    press(&mut app, "L");
    assert!(!app.wants_lessons(), "nor on the key");
    press(&mut app, "u");
    press(&mut app, "L");
    assert!(!app.wants_lessons(), "a move taken back is still a game begun");
}

#[test]
fn l_at_the_offer_to_resume_asks_for_the_lessons_and_keeps_the_unfinished_game() {
    let mut unfinished = GameRecord::new("Olha", "Ihor", Date::today());
    unfinished.game_mut().play("d9-d6".parse().unwrap()).unwrap();
    let mut app = App::offering(&config(Lang::En), SIZE, unfinished);
    assert!(app.offer().is_some());
    assert!(shown(&app).contains("L lessons"), "the offer names it");
    // Nothing is written: the unfinished game stays where it is, offered
    // again by the menu's "continue" and at the next start.
    assert!(press(&mut app, "L").is_empty());
    assert!(app.wants_lessons());
}
