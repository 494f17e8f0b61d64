//! Esc in what the start menu opened: back to the menu once nothing is
//! left to cancel; a game started by its flags keeps Esc as it was.

use crate::lang::Lang;
use crate::tests::common::{config, press};
use crate::tests::render::{draw, screen_text};
use crate::tui::GameConfig;
use crate::tui::screens::game::app::App;

fn from_menu() -> App {
    App::new(&GameConfig { menu: true, ..config(Lang::En) }, (100, 35))
}

#[test]
fn esc_in_a_game_the_menu_opened_returns_to_it_once_nothing_is_picked() {
    let mut app = from_menu();
    // d9 holds a Viking: the first Esc puts it down, the second leaves.
    press(&mut app, "<Up><Up><Up><Up><Left><Enter>");
    assert!(app.selected().is_some());
    press(&mut app, "<Esc>");
    assert!(app.selected().is_none() && !app.wants_menu());
    press(&mut app, "<Esc>");
    assert!(app.wants_menu() && !app.should_quit());
}

#[test]
fn esc_in_a_game_its_flags_started_never_leaves() {
    let mut app: App = App::new(&config(Lang::En), (100, 35));
    press(&mut app, "<Esc><Esc>");
    assert!(!app.wants_menu() && !app.should_quit());
}

#[test]
fn after_the_end_esc_shows_the_final_position_then_returns_to_the_menu() {
    let mut app = from_menu();
    press(&mut app, "RR");
    assert!(app.outcome().is_some());
    press(&mut app, "<Esc>");
    assert!(app.banner_hidden() && !app.wants_menu());
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains("Esc menu") && !text.contains("Esc the result again"), "{text}");
    press(&mut app, "<Esc>");
    assert!(app.wants_menu());
    // Started by its flags, Esc keeps showing and hiding the result.
    let mut app: App = App::new(&config(Lang::En), (100, 35));
    press(&mut app, "RR<Esc><Esc>");
    assert!(!app.banner_hidden() && !app.wants_menu());
}

#[test]
fn the_footers_of_a_game_the_menu_opened_say_esc_returns_to_it() {
    let footer = |app: &App| screen_text(&draw(app, 100, 35));
    let mut app = from_menu();
    assert!(footer(&app).contains("Esc menu"), "before the first move: {}", footer(&app));
    press(&mut app, "md9-d8<Enter>");
    assert!(footer(&app).contains("Esc menu"), "during play: {}", footer(&app));
    // Started by its flags, no menu is behind: the footers do not name it.
    let app: App = App::new(&config(Lang::En), (100, 35));
    assert!(!footer(&app).contains("Esc menu"), "{}", footer(&app));
}
