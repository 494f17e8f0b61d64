//! Clocks in the terminal game, on times the test chooses (no sleeping):
//! the running clock, the increment, flag-fall, saving and resuming, and
//! the computer thinking by its clock.

use std::time::Duration;

use crate::lang::Lang;
use crate::tests::common::{config, type_move};
use crate::tui::GameConfig;
use crate::tui::files::storage::Effect;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::{Command, Think};
use crate::tui::screens::game::update;
use obereg_engine::{PlayerKind, share_of_clock};
use obereg_record::GameRecord;
use obereg_rules::{Outcome, Side, WinReason};

use super::common::SIZE;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn clocked(control: &str) -> GameConfig {
    GameConfig { clock: Some(control.parse().unwrap()), ..config(Lang::En) }
}

/// An app with clocks `control`, the loop begun at time zero.
fn begun(config: &GameConfig) -> (App, Vec<Command>) {
    let mut app = App::new(config, SIZE);
    let mut commands = update(&mut app, Action::Now(Duration::ZERO));
    commands.extend(update(&mut app, Action::Begin));
    (app, commands)
}

#[test]
fn the_vikings_clock_runs_from_the_start_and_is_redrawn_by_a_timer() {
    let (mut app, commands) = begun(&clocked("1+2"));
    assert_eq!(app.clock().unwrap().running(), Some(Side::Vikings));
    assert!(commands.iter().any(|command| matches!(command, Command::After(_, Action::ClockTick))));
    let _ = update(&mut app, Action::Now(secs(15)));
    assert_eq!(app.time_left(Side::Vikings), Some(secs(45)));
    assert_eq!(app.time_left(Side::Varangians), Some(secs(60)));
}

#[test]
fn a_move_adds_the_increment_and_starts_the_other_clock() {
    let (mut app, _) = begun(&clocked("1+2"));
    let _ = update(&mut app, Action::Now(secs(20)));
    type_move(&mut app, "d9-d7");
    assert_eq!(app.time_left(Side::Vikings), Some(secs(42)));
    assert_eq!(app.clock().unwrap().running(), Some(Side::Varangians));
}

#[test]
fn a_fallen_flag_loses_the_game_and_the_clocks_are_saved() {
    let (mut app, _) = begun(&clocked("1+0"));
    let commands = update(&mut app, Action::Now(secs(61)));
    let lost = Outcome::Win { winner: Side::Varangians, reason: WinReason::Time };
    assert_eq!(app.game().outcome(), Some(lost));
    assert!(commands.contains(&Command::Store(Effect::Autosave)));
    assert_eq!(app.record().tag("time-remaining"), Some("0 0/0, 60 0/0"));
    assert_eq!(app.clock().unwrap().running(), None, "the clocks stop at the end");
}

#[test]
fn a_resumed_game_goes_on_with_the_time_it_had() {
    let (mut app, _) = begun(&clocked("5+3"));
    let _ = update(&mut app, Action::Now(secs(100)));
    type_move(&mut app, "d9-d7");
    let saved = GameRecord::from_otg(&app.record().to_otg()).unwrap();
    let resumed = App::with_record(&config(Lang::En), SIZE, saved);
    assert_eq!(resumed.time_left(Side::Vikings), Some(secs(203)));
    assert_eq!(resumed.time_left(Side::Varangians), Some(secs(300)));
}

#[test]
fn the_computer_divides_its_time_by_the_clock() {
    let config =
        GameConfig { varangians_player: PlayerKind::Computer(obereg_engine::Level::Easy), ..clocked("2+1") };
    let (mut app, _) = begun(&config);
    let _ = update(&mut app, Action::Now(secs(10)));
    let commands = type_move(&mut app, "d9-d7");
    let think = commands.iter().find_map(|command| match command {
        Command::Think(Think { think_time, .. }) => Some(*think_time),
        _ => None,
    });
    assert_eq!(think, Some(Some(share_of_clock(secs(120), secs(1)))));
}
