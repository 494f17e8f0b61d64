//! Each screen's own keys: `?` on the puzzles, the lessons and the free
//! board shows that screen's keys (and how a puzzle is played), in every
//! language; `L` opens the lessons wherever a new game can begin: before
//! the first move and at the offer to resume, as after the end.

use crate::i18n::Messages;
use crate::lang::Lang;
use crate::tests::common::{SIZE, config, press, start};
use crate::tests::lessons::lessons;
use crate::tests::render::{draw, screen_text};
use crate::tui::{Action, App, Command, Effect, Loaded, Mode, Notice, Stars, update};
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

/// Asserts the open help shows `ids` and not the game's own keys.
fn shows_help(app: &App, ids: &[&str], lang: Lang) {
    assert_eq!(app.mode(), Mode::Help, "{lang:?}");
    shows_help_in(&shown(app), app.messages(), ids, lang);
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
        assert_eq!(app.mode(), Mode::Help, "{lang:?}");
        // The words as read across the frame's rows, whatever the wrapping.
        let text: String = shown(&app).replace('│', " ").split_whitespace().collect::<Vec<_>>().join(" ");
        for command in ["obereg learn", "obereg puzzles", "obereg board", "--vikings ai", "obereg host"] {
            assert!(text.contains(command), "{lang:?}: {command} in\n{text}");
        }
    }
}

#[test]
fn help_on_the_lessons_shows_their_keys_in_the_list_and_with_f1_in_a_lesson() {
    for lang in Lang::ALL {
        let mut app = lessons(lang);
        press(&mut app, "?");
        shows_help(&app, &["help-keys-lesson"], lang);
        press(&mut app, "<Esc><Enter>");
        assert_eq!(app.mode(), Mode::Lesson, "{lang:?}");
        press(&mut app, "<F1>");
        shows_help(&app, &["help-keys-lesson"], lang);
        press(&mut app, "<F1>?");
        assert_eq!(app.mode(), Mode::Lesson, "{lang:?}");
        assert!(matches!(app.notice(), Notice::Lesson(_)), "? is still the hint: {:?}", app.notice());
    }
}

#[test]
fn the_game_before_its_first_move_offers_the_lessons_with_l() {
    let mut app = start(Lang::En);
    assert!(shown(&app).contains("L lessons"), "the footer names it");
    assert_eq!(press(&mut app, "L"), vec![Command::OpenLessons]);
    let _ = update(&mut app, Action::LessonsOpened(Loaded { progress: Stars::default(), report: None }));
    assert_eq!(app.mode(), Mode::Lessons);

    let mut app = start(Lang::En);
    press(&mut app, "md9-d8<Enter>");
    assert!(!shown(&app).contains("L lessons"), "once the game has begun, not in the footer");
    assert!(press(&mut app, "L").is_empty(), "nor on the key");
    press(&mut app, "u");
    assert!(press(&mut app, "L").is_empty(), "a move taken back is still a game begun");
}

#[test]
fn l_at_the_offer_to_resume_opens_the_lessons_and_keeps_the_unfinished_game() {
    let mut unfinished = GameRecord::new("Olha", "Ihor", Date::today());
    unfinished.game_mut().play("d9-d6".parse().unwrap()).unwrap();
    let mut app = App::offering(&config(Lang::En), SIZE, unfinished);
    assert_eq!(app.mode(), Mode::Resume);
    assert!(shown(&app).contains("L lessons"), "the offer names it");
    assert_eq!(press(&mut app, "L"), vec![Command::OpenLessons], "the old game is not set aside yet");
    let _ = update(&mut app, Action::LessonsOpened(Loaded { progress: Stars::default(), report: None }));
    assert_eq!(app.mode(), Mode::Lessons);
    let commands = press(&mut app, "<Esc>");
    assert_eq!(app.mode(), Mode::Play);
    assert!(
        commands.contains(&Command::Store(Effect::SetAside)),
        "left for a new game, it is kept: {commands:?}"
    );
}
