//! Resuming and loading: players named on the command line win over the
//! record's, a finished game says it keeps its own, and Esc on the offer
//! to resume says where the old game was kept.

use std::path::PathBuf;

use crate::lang::Lang;
use crate::tests::common::{SIZE, config, press};
use crate::tui::GameConfig;
use crate::tui::files::storage::{Effect, Stored};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::update;
use obereg_engine::{Level, PlayerKind};
use obereg_record::{Date, GameRecord};
use obereg_rules::Side;

/// A game Olha began against the computer on the Varangians' side.
fn against_the_computer() -> GameRecord {
    let mut record = GameRecord::new("Olha", "Computer (normal)", Date::today());
    record.set_tag("varangians-player", "ai:normal");
    record.game_mut().play("d9-d6".parse().unwrap()).unwrap();
    record
}

/// `--varangians Bob` on the command line.
fn bob_plays_the_varangians() -> GameConfig {
    GameConfig { varangians: "Bob".into(), named: vec![Side::Varangians], ..config(Lang::En) }
}

#[test]
fn a_player_named_on_the_command_line_wins_over_the_resumed_record() {
    let app = App::with_record(&bob_plays_the_varangians(), SIZE, against_the_computer());
    assert_eq!(app.players().name(Side::Varangians), "Bob");
    assert!(app.players().is_human(Side::Varangians), "the computer no longer plays");
    assert_eq!(app.players().name(Side::Vikings), "Olha", "a side not named keeps the record's player");
    let record = app.record();
    assert_eq!(record.player(Side::Varangians), Some("Bob"));
    assert_eq!(record.tag("varangians-player"), Some("human"), "the record says who plays now");
}

#[test]
fn the_same_holds_when_the_offer_to_resume_is_taken() {
    let mut app = App::offering(&bob_plays_the_varangians(), SIZE, against_the_computer());
    press(&mut app, "y");
    assert_eq!(app.players().name(Side::Varangians), "Bob");
    assert!(app.players().is_human(Side::Varangians));
    assert_eq!(app.record().tag("varangians-player"), Some("human"));
}

#[test]
fn a_finished_game_keeps_its_players_and_says_so() {
    let mut record = against_the_computer();
    record.game_mut().agree_draw();
    let config =
        GameConfig { varangians_player: PlayerKind::Computer(Level::Hard), ..bob_plays_the_varangians() };
    let app = App::with_record(&config, SIZE, record);
    assert_eq!(app.players().name(Side::Varangians), "Computer (normal)");
    assert!(app.status_text().contains("--vikings and --varangians do not apply"), "{}", app.status_text());
}

#[test]
fn esc_on_the_offer_keeps_the_old_game_and_says_where() {
    let mut app = App::offering(&config(Lang::En), SIZE, against_the_computer());
    assert_eq!(press(&mut app, "<Esc>"), [Command::Store(Effect::SetAside)]);
    _ = update(&mut app, Action::Stored(Stored::SetAside(Some(PathBuf::from("/d/saved/x.otg")))));
    assert_eq!(app.status_text(), "The unfinished game is kept in /d/saved/x.otg.");
}

/// A game OpenTafl saved with main time and overtime periods.
fn with_overtime() -> GameRecord {
    let mut record = against_the_computer();
    record.set_tag("time-control", "20 3/3");
    record.set_tag("time-remaining", "14 3/3, 20 3/3");
    record
}

#[test]
fn a_loaded_game_with_overtime_periods_says_its_clock_is_not_kept() {
    let mut app = App::with_record(&config(Lang::En), SIZE, with_overtime());
    let _ = update(&mut app, Action::Now(std::time::Duration::ZERO));
    let _ = update(&mut app, Action::Begin);
    assert!(app.clock().is_none());
    let status = app.status_text();
    assert!(status.contains("[time-control:20 3/3], is not kept"), "{status}");
    assert!(status.ends_with("The game goes on without clocks."), "{status}");
}

#[test]
fn with_clock_given_a_loaded_game_with_overtime_periods_says_which_clock_it_plays() {
    let config = GameConfig { clock: Some("5+3".parse().unwrap()), ..config(Lang::Uk) };
    let app = App::with_record(&config, SIZE, with_overtime());
    assert_eq!(app.clock().map(|clock| clock.control().to_string()), Some("5+3".to_string()));
    let status = app.status_text();
    assert!(status.contains("[time-control:20 3/3]"), "{status}");
    assert!(status.ends_with("з --clock, 5+3."), "{status}");
}
