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
    // Each screen is waited for whole (the last one's words gone), so that
    // a key is never sent hard on an Esc, which would read as Alt and the key.
    let only = |shown: &'static str, gone: &'static str| {
        move |text: &str| text.contains(shown) && !text.contains(gone)
    };
    menu.send("l");
    menu.wait_until("the lessons", only("Lessons · 0 of", "Play at this keyboard"));
    menu.send("\x1b");
    menu.wait_until("the menu again", only("p  Play at this keyboard", "Lessons ·"));
    menu.send("z");
    menu.wait_until("a puzzle", only("Puzzle:", "Play at this keyboard"));
    menu.send("\x1b");
    menu.wait_until("the menu again", only("z  Puzzles", "Puzzle:"));
    menu.send("q");
    assert!(menu.finish().success());
    menu.assert_restored();
}
