//! Players without a name of their own are called by the side they play,
//! so messages read well and a rematch keeps each side's word on its side;
//! the computer and such a side, saved or sent in one language, are named
//! in the reader's; a typed name stays as typed.

use obereg_engine::{Level, PlayerKind};
use obereg_net::Welcome;
use obereg_record::GameRecord;

use crate::i18n::Messages;
use crate::lang::Lang;
use crate::tests::common::{SIZE, press};
use crate::tests::network::{hosts_welcome, remote};
use crate::tests::render::{draw, screen_text};
use crate::tui::GameConfig;
use crate::tui::config::computer_name;
use crate::tui::network::remote::{LinkState, PeerEvent, Remote, Role};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::link::hosting;
use crate::tui::screens::game::update;
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

/// A game against the computer (the Vikings, `beginner`) by a player who
/// gave no name, in `lang`, as its record keeps it.
pub(crate) fn saved_against_the_computer(lang: Lang) -> GameRecord {
    let messages = Messages::new(lang);
    let config = GameConfig {
        vikings: computer_name(Level::Beginner, &messages),
        vikings_player: PlayerKind::Computer(Level::Beginner),
        named: vec![Side::Vikings],
        ..GameConfig::two_people("", &messages.side(Side::Varangians), messages)
    };
    let app: App = App::new(&config, SIZE);
    GameRecord::from_otg(&app.record().to_otg()).unwrap()
}

#[test]
fn the_computer_and_a_nameless_side_saved_in_one_language_are_named_in_the_readers() {
    let saved = saved_against_the_computer(Lang::Uk);
    assert_eq!(saved.player(Side::Vikings), Some("Комп'ютер (початківець)"), "an older record's words");
    for (lang, computer, side) in [
        (Lang::Ru, "Компьютер (новичок)", "Варяги"),
        (Lang::En, "Computer (beginner)", "Varangians"),
        (Lang::Uk, "Комп'ютер (початківець)", "Варяги"),
    ] {
        let config = GameConfig::two_people("Olha", "Ihor", Messages::new(lang));
        let loaded = App::with_record(&config, SIZE, saved.clone());
        assert_eq!(loaded.players().name(Side::Vikings), computer, "{lang:?}");
        assert_eq!(loaded.players().kind(Side::Vikings), PlayerKind::Computer(Level::Beginner));
        assert_eq!(loaded.players().name(Side::Varangians), side, "{lang:?}");
    }
}

#[test]
fn a_typed_name_stays_as_typed_in_every_language() {
    let messages = Messages::new(Lang::Uk);
    let record: GameRecord = GameRecord::on_board("Тарас", "Олег", obereg_record::Date::today());
    let config = GameConfig::two_people("Olha", "Ihor", Messages::new(Lang::Ru));
    let loaded = App::with_record(&config, SIZE, record);
    assert_eq!(loaded.players().name(Side::Vikings), "Тарас");
    assert_eq!(loaded.players().name(Side::Varangians), "Олег");
    assert_eq!(messages.side(Side::Vikings), "Вікінги");
}

#[test]
fn a_nameless_host_crosses_the_link_as_its_side_and_the_guest_names_it_in_its_language() {
    let uk = Messages::new(Lang::Uk);
    let record: GameRecord = GameRecord::on_board(
        &uk.side(Side::Vikings),
        &uk.side(Side::Varangians),
        obereg_record::Date::today(),
    );
    let hosting = hosting(&record, None, Side::Vikings, None, true).expect("a code is drawn");
    assert_eq!(hosting.table.name, "", "sent as no name, not as «Вікінги»");
    let typed: GameRecord = GameRecord::on_board("Тарас", "", obereg_record::Date::today());
    assert_eq!(hosting_name(&typed), "Тарас");
    // A guest in Russian, from this host or from an older one that sends its words.
    for sent in ["", "Вікінги"] {
        let mut guest: App = App::new(&GameConfig::two_people("", "", Messages::new(Lang::Ru)), SIZE);
        guest.connect(Remote {
            game: 0,
            link: LinkState::Connecting,
            ..remote(Role::Guest, Side::Varangians)
        });
        let welcome = Welcome { name: sent.into(), ..hosts_welcome() };
        let _ = update(&mut guest, Action::Peer(PeerEvent::Welcomed(welcome)));
        assert_eq!(guest.players().name(Side::Vikings), "Викинги", "sent {sent:?}");
    }
}

/// The name a host sends for `record`'s Vikings.
fn hosting_name(record: &GameRecord) -> String {
    hosting(record, None, Side::Vikings, None, true).expect("a code is drawn").table.name
}
