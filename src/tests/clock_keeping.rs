//! The time spent on the move in progress, kept with the game: quitting
//! saves it, a running clock is saved every second (so a killed game loses
//! little), and the resumed game goes on from it to the millisecond.

use std::time::Duration;

use crate::lang::Lang;
use crate::tests::common::{config, press, type_move};
use crate::tui::GameConfig;
use crate::tui::files::storage::Effect;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::update;
use obereg_record::GameRecord;
use obereg_rules::Side;

use super::common::SIZE;

fn millis(ms: u64) -> Duration {
    Duration::from_millis(ms)
}

/// A 1+0 game whose Vikings moved d9-d7 after 10 s.
fn after_a_move() -> App {
    let config = GameConfig { clock: Some("1+0".parse().unwrap()), ..config(Lang::En) };
    let mut app = App::new(&config, SIZE);
    let _ = update(&mut app, Action::Now(Duration::ZERO));
    let _ = update(&mut app, Action::Begin);
    let _ = update(&mut app, Action::Now(millis(10_000)));
    type_move(&mut app, "d9-d7");
    app
}

/// The app resumed from what was saved of `app`.
fn resumed(app: &App) -> App {
    let saved = GameRecord::from_otg(&app.record().to_otg()).unwrap();
    App::with_record(&config(Lang::En), SIZE, saved)
}

fn saves(commands: &[Command]) -> bool {
    commands.contains(&Command::Store(Effect::Autosave))
}

#[test]
fn quitting_in_the_middle_of_a_move_keeps_the_time_spent_on_it() {
    let mut app = after_a_move();
    let _ = update(&mut app, Action::Now(millis(25_370)));
    assert!(saves(&press(&mut app, "q")));
    let resumed = resumed(&app);
    assert_eq!(resumed.time_left(Side::Varangians), Some(millis(44_630)), "to the millisecond");
    assert_eq!(resumed.time_left(Side::Vikings), Some(millis(50_000)));
}

#[test]
fn a_running_clock_is_saved_every_second_for_a_game_killed_mid_move() {
    let mut app = after_a_move();
    let _ = update(&mut app, Action::Now(millis(10_500)));
    assert!(!saves(&update(&mut app, Action::ClockTick)), "saved at the move half a second ago");
    let _ = update(&mut app, Action::Now(millis(11_100)));
    assert!(saves(&update(&mut app, Action::ClockTick)));
    assert_eq!(resumed(&app).time_left(Side::Varangians), Some(millis(58_900)));
}

#[test]
fn a_game_without_a_move_is_not_saved_by_its_clock() {
    let config = GameConfig { clock: Some("1+0".parse().unwrap()), ..config(Lang::En) };
    let mut app = App::new(&config, SIZE);
    let _ = update(&mut app, Action::Begin);
    let _ = update(&mut app, Action::Now(millis(5_000)));
    assert!(!saves(&update(&mut app, Action::ClockTick)));
    assert!(!saves(&press(&mut app, "q")));
}

#[test]
fn after_a_flag_falls_undo_takes_nothing_back_and_is_not_offered() {
    let mut app = after_a_move();
    assert!(saves(&update(&mut app, Action::Now(millis(75_000)))), "the lost game is filed once");
    assert!(app.game().outcome().is_some());
    let before = app.record().to_otg();
    let commands = press(&mut app, "u");
    assert!(!saves(&commands), "no second history file: {commands:?}");
    assert_eq!(app.record().to_otg(), before, "nothing taken back");
    assert!(app.status_text().contains("ended on time"), "{}", app.status_text());
    assert!(!saves(&update(&mut app, Action::Now(millis(76_000)))), "the game does not end twice");
    let screen = crate::tests::render::screen_text(&crate::tests::render::draw(&app, 100, 35));
    assert!(!screen.contains("u undo"), "no dead key offered:\n{screen}");
    assert!(screen.contains("[ review"), "{screen}");
    // Looking back, the game stays over: no move from there runs into the fallen flag again.
    press(&mut app, "[");
    assert!(app.is_over());
    let commands = press(&mut app, "<Enter>md9-d8<Enter>");
    assert!(!saves(&commands), "no move played: {commands:?}");
    assert_eq!(app.record().to_otg(), before);
}
