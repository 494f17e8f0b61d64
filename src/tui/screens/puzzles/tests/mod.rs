//! The puzzles through their `update` with key sequences and fabricated
//! reports: a puzzle played, failed, shown and rated, and the progress kept.

mod puzzle_failure;
mod puzzle_play;
mod puzzle_progress;
mod puzzles;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;

use super::{PuzzleAction, Puzzles};
use crate::tests::common::press;
use crate::tests::computer_common::{reports, think};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;

/// The tests read the shared board state of the puzzles as they read a
/// game's: its position, notice, cursor and last move.
impl<const N: usize> std::ops::Deref for Puzzles<N> {
    type Target = App<N>;

    fn deref(&self) -> &App<N> {
        &self.app
    }
}

/// Types `mv` into the move prompt and plays it.
fn type_move(puzzles: &mut Puzzles, mv: &str) -> Vec<Command> {
    press(puzzles, &format!("m{mv}<Enter>"))
}

/// Feeds the puzzles an action of the loop (a timer, a report).
fn update(puzzles: &mut Puzzles, action: Action) -> Vec<Command> {
    puzzles.update(PuzzleAction::Shared(action))
}

/// Feeds the engine's reports on the search `commands` asked for.
fn answer(puzzles: &mut Puzzles, commands: &[Command]) {
    let Some(think) = think(commands) else { return };
    for action in reports(&think) {
        let _ = update(puzzles, action);
    }
}

/// The puzzles drawn on a screen of `width`×`height`.
fn draw(puzzles: &Puzzles, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal.draw(|frame| frame.render_widget(puzzles, frame.area())).expect("drawn");
    terminal.backend().buffer().clone()
}

/// The puzzles of every shipped puzzle, in `lang`, opened from the menu
/// when `menu`.
fn shipped_in(lang: crate::lang::Lang, menu: bool) -> Puzzles {
    let config = crate::tui::config::GameConfig { menu, ..crate::tests::common::config(lang) };
    let run = super::PuzzleRun::new(crate::puzzle::shipped().unwrap(), Default::default());
    Puzzles::open(App::new(&config, crate::tests::common::SIZE), run)
}

#[test]
fn help_on_the_puzzles_shows_their_keys_and_how_a_puzzle_is_played() {
    for lang in crate::lang::Lang::ALL {
        let mut puzzles = shipped_in(lang, false);
        press(&mut puzzles, "?");
        assert!(puzzles.help_open(), "{lang:?}");
        let text = crate::tests::render::screen_text(&draw(&puzzles, 140, 60));
        let ids = ["help-keys-puzzle", "help-puzzle-play"];
        crate::tests::screen_keys::shows_help_in(&text, puzzles.messages(), &ids, lang);
        press(&mut puzzles, "?");
        assert!(!puzzles.help_open(), "? closes it");
    }
}

#[test]
fn the_footer_of_the_puzzles_the_menu_opened_says_esc_returns_to_it() {
    let footer = |puzzles: &Puzzles| crate::tests::render::screen_text(&draw(puzzles, 100, 35));
    let puzzles = shipped_in(crate::lang::Lang::En, true);
    assert!(footer(&puzzles).contains("Esc menu"), "{}", footer(&puzzles));
    // Started by its command, no menu is behind: the footer does not name it.
    let puzzles = shipped_in(crate::lang::Lang::En, false);
    assert!(!footer(&puzzles).contains("Esc"), "{}", footer(&puzzles));
}

#[test]
fn after_the_last_puzzle_of_the_set_a_asks_for_a_game_against_the_computer() {
    use crate::tui::screens::{BoardScreen, Next};
    let config = crate::tests::common::config(crate::lang::Lang::En);
    let puzzle = crate::puzzle::shipped().unwrap().into_iter().find(|p| p.name == "capture-1-01").unwrap();
    let run = super::PuzzleRun::new(vec![puzzle.clone()], Default::default());
    let mut puzzles = Puzzles::open(App::new(&config, crate::tests::common::SIZE), run);
    press(&mut puzzles, "a");
    assert_eq!(puzzles.asks(), None, "not while the puzzle is being solved");
    type_move(&mut puzzles, &puzzle.solution()[0].to_string());
    assert!(puzzles.run().is_over());
    let text = crate::tests::render::screen_text(&draw(&puzzles, 100, 35));
    assert!(text.contains("a game vs computer"), "the footer offers it:\n{text}");
    press(&mut puzzles, "a");
    let level = config.level;
    assert_eq!(puzzles.asks(), Some(Next::Computer { side: obereg_rules::Side::Vikings, level }));
}
