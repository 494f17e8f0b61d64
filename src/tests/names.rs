//! Players without a name of their own are called by the side they play,
//! so messages read well and a rematch keeps each side's word on its side.

use crate::i18n::Messages;
use crate::lang::Lang;
use crate::tests::common::{SIZE, press};
use crate::tests::render::{draw, screen_text};
use crate::tui::GameConfig;
use crate::tui::app::App;
use obereg_rules::Side;

/// A game between two people who gave no names, in `lang`.
fn nameless(lang: Lang) -> App {
    let messages = Messages::new(lang);
    let (vikings, varangians) = (messages.side(Side::Vikings), messages.side(Side::Varangians));
    App::new(&GameConfig::two_people(&vikings, &varangians, messages), SIZE)
}

#[test]
fn a_side_without_a_name_wins_and_offers_a_draw_in_plain_words() {
    let mut app = nameless(Lang::En);
    press(&mut app, "d");
    assert_eq!(app.status_text(), "The Vikings offer a draw: Varangians, press y to accept; Esc declines.");
    press(&mut app, "<Esc>RR");
    let screen = screen_text(&draw(&app, SIZE.0, SIZE.1));
    assert!(screen.contains("The Varangians win!"), "{screen}");
    assert!(!screen.contains("wins with"), "{screen}");
}

#[test]
fn after_a_rematch_nameless_players_are_called_by_their_new_sides() {
    for lang in Lang::ALL {
        let mut app = nameless(lang);
        press(&mut app, "RRs");
        let messages = app.messages().clone();
        for side in [Side::Vikings, Side::Varangians] {
            assert_eq!(app.players().name(side), messages.side(side), "{lang:?}");
        }
        assert_eq!(app.record().player(Side::Vikings), Some(messages.side(Side::Vikings).as_str()));
    }
}

#[test]
fn a_named_player_keeps_the_name_across_a_rematch() {
    let messages = Messages::new(Lang::En);
    let config = GameConfig::two_people("Olha", &messages.side(Side::Varangians), messages);
    let mut app: App = App::new(&config, SIZE);
    press(&mut app, "RRs");
    assert_eq!(app.players().name(Side::Varangians), "Olha");
    assert_eq!(app.players().name(Side::Vikings), "Vikings");
}
