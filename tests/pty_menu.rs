//! The start menu in a pseudo-terminal: `obereg` alone opens it, Esc in
//! what it opened returns to it, the settings screen changes the language
//! of the menu at once and for the next run, and `q` leaves with the
//! terminal restored.

use tempfile::TempDir;

use crate::pty::Session;

/// Each screen is waited for whole (the last one's words gone), so that
/// a key is never sent hard on an Esc, which would read as Alt and the key.
fn only(shown: &'static str, gone: &'static str) -> impl Fn(&str) -> bool {
    move |text: &str| text.contains(shown) && !text.contains(gone)
}

/// The screen the menu opens with `key`, showing `shown`, and Esc back to
/// the menu, showing `entry`.
fn there_and_back(menu: &mut Session, key: &str, shown: &'static str, entry: &'static str) {
    menu.send(key);
    menu.wait_until(shown, only(shown, entry));
    menu.send("\x1b");
    menu.wait_until("the menu again", only(entry, shown));
}

#[test]
fn the_menu_opens_the_lessons_the_puzzles_and_the_settings_whose_language_stays() {
    let data = TempDir::new().expect("a data directory");
    let mut menu = Session::start_in(data.path(), &[]);
    menu.wait_for("O B E R E G");
    menu.wait_for("p  Play at this keyboard");
    assert!(!menu.text().contains("Continue"), "no unfinished game to continue:\n{}", menu.text());
    there_and_back(&mut menu, "l", "Lessons · 0 of", "p  Play at this keyboard");
    there_and_back(&mut menu, "z", "Puzzle:", "z  Puzzles");
    menu.send("s");
    menu.wait_until("the settings", only("as the system: English", "Play at this keyboard"));
    // The language from the environment's (LANG=C: English) to Ukrainian:
    // the screen speaks it at once, and so does the menu after Esc.
    menu.send("l");
    menu.wait_until("the settings in Ukrainian", only("l  Мова", "Language"));
    menu.send("\x1b");
    menu.wait_until("the menu in Ukrainian", only("p  Грати вдвох за цією клавіатурою", "l  Мова"));
    menu.send("q");
    assert!(menu.finish().success());
    menu.assert_restored();
    let file = std::fs::read_to_string(data.path().join("obereg/config.toml")).expect("the settings kept");
    assert!(file.contains("lang = \"uk\""), "{file}");

    // The next run opens on the menu in the language kept.
    let mut next = Session::start_in(data.path(), &[]);
    next.wait_for("О Б Е Р І Г");
    next.wait_for("s  Налаштування");
    next.send("q");
    assert!(next.finish().success());
    next.assert_restored();
}
