//! The start menu in a pseudo-terminal: `obereg` alone opens it, Esc in
//! what it opened returns to it, and `q` leaves with the terminal restored.

use tempfile::TempDir;

use crate::pty::Session;

#[test]
fn the_menu_opens_the_lessons_and_the_puzzles_and_esc_returns_to_it() {
    let data = TempDir::new().expect("a data directory");
    let mut menu = Session::start_in(data.path(), &[]);
    menu.wait_for("O B E R E G");
    menu.wait_for("p  Play at this keyboard");
    assert!(!menu.text().contains("Continue"), "no unfinished game to continue:\n{}", menu.text());
    menu.send("l");
    menu.wait_for("Lessons · 0 of");
    menu.send("\x1b");
    menu.wait_for("p  Play at this keyboard");
    menu.send("z");
    menu.wait_for("Puzzle:");
    menu.send("\x1b");
    menu.wait_for("z  Puzzles");
    menu.send("q");
    assert!(menu.finish().success());
    menu.assert_restored();
}
