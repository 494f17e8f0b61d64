//! The settings kept in `config.toml` in a pseudo-terminal: a kept language
//! and board start a plain `obereg` in them; a flag wins for that run and
//! leaves the file as it was; a kept board does not hide an unfinished
//! game on the other; a damaged file is moved aside, the game starts with
//! the defaults and its first screen says so, naming both files; so does
//! the menu of a damaged unfinished game.

use std::path::{Path, PathBuf};

use tempfile::TempDir;

use crate::pty::{Session, kill_hard};

/// A config directory (the data directory too) holding `text` as the
/// settings file; the file's path.
fn kept(text: &str) -> (TempDir, PathBuf) {
    let dir = TempDir::new().expect("a config directory");
    let file = dir.path().join("obereg/config.toml");
    std::fs::create_dir_all(dir.path().join("obereg")).expect("the directory");
    std::fs::write(&file, text).expect("the settings written");
    (dir, file)
}

fn quit(mut game: Session) -> Session {
    game.send("q");
    assert!(game.finish().success());
    game.assert_restored();
    game
}

#[test]
fn a_kept_language_and_board_start_a_plain_obereg_in_them() {
    let (dir, _) = kept("lang = \"uk\"\nboard = 11\n");
    let mut game = Session::start_in(dir.path(), &[]);
    // Plain obereg opens the start menu, in the kept language; its game
    // at this keyboard is on the kept board.
    game.wait_for("Грати вдвох за цією клавіатурою");
    game.send("p");
    game.wait_for("Оберіг · 11×11");
    game.wait_for("Першими ходять вікінги.");
    quit(game);
}

#[test]
fn a_flag_wins_for_that_run_and_the_file_stays_as_it_was() {
    let text = "lang = \"uk\"\nboard = 11\nascii = true\n";
    let (dir, file) = kept(text);
    let mut game = Session::start_in(dir.path(), &["--lang", "en", "--board", "9"]);
    game.wait_for("The Vikings move first.");
    let screen = game.text();
    assert!(!screen.contains("11×11"), "the 9×9 board:\n{screen}");
    assert!(screen.contains(" V ") && !screen.contains('●'), "ASCII, as kept:\n{screen}");
    quit(game);
    assert_eq!(std::fs::read_to_string(&file).expect("still there"), text);
}

#[test]
fn a_damaged_settings_file_is_moved_aside_and_the_first_screen_says_so_once() {
    let text = "lang = \"uk\"\nboard = 12\n";
    let (dir, file) = kept(text);
    let kept_as = dir.path().join("obereg/damaged-config-1.toml");
    let mut game = Session::start_in(dir.path(), &[]);
    // The message is said on the first screen, the menu, which wraps it:
    // the defaults (English, 9×9) and the two files' names are what counts.
    game.wait_for("Play at this keyboard");
    game.wait_for("could not be used (board cannot be 12");
    let screen: String = game.text().split_whitespace().collect();
    let named = |path: &Path| screen.contains(&path.display().to_string().replace(' ', ""));
    assert!(named(&file) && named(&kept_as), "both files named:\n{}", game.text());
    // Told once: the game the menu opens starts without it.
    game.send("p");
    game.wait_for("The Vikings move first.");
    assert!(!game.text().contains("could not be used"), "told again:\n{}", game.text());
    assert!(!game.text().contains("11×11"), "the default board:\n{}", game.text());
    let game = quit(game);
    assert_eq!(std::fs::read_to_string(&kept_as).expect("kept"), text);
    assert!(!file.exists(), "moved aside, not copied");
    assert!(
        !game.text().contains("could not be used"),
        "said in the program, not after it:\n{}",
        game.text()
    );
}

#[test]
fn a_damaged_unfinished_game_is_moved_aside_and_the_menu_names_its_new_file() {
    let dir = TempDir::new().expect("a data directory");
    std::fs::create_dir_all(dir.path().join("obereg")).expect("the directory");
    std::fs::write(dir.path().join("obereg/current.otg"), "\0not a record").expect("a damaged game");
    let mut menu = Session::start_in(dir.path(), &[]);
    menu.wait_for("Play at this keyboard");
    menu.wait_for("could not be read");
    let kept_as = std::fs::read_dir(dir.path().join("obereg"))
        .expect("the data directory")
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .find(|name| name.starts_with("damaged-"))
        .expect("moved aside");
    let screen: String = menu.text().split_whitespace().collect();
    assert!(screen.contains(&kept_as), "{kept_as} named:\n{}", menu.text());
    assert!(!menu.text().contains("Continue"), "nothing to continue:\n{}", menu.text());
    quit(menu);
}

#[test]
fn an_unfinished_game_on_the_other_board_is_still_offered_on_its_own() {
    let dir = TempDir::new().expect("a data and config directory");
    let mut game = Session::start_in(dir.path(), &[]);
    game.wait_for("Play at this keyboard");
    game.send("p");
    game.wait_for("The Vikings move first.");
    game.send("md9-d7\r");
    game.wait_for("1. d9-d7");
    kill_hard(&mut game);
    std::fs::write(dir.path().join("obereg/config.toml"), "board = 11\n").expect("the settings written");
    let mut next = Session::start_in(dir.path(), &[]);
    next.wait_for("Continue: Vikings against Varangians");
    next.send("c");
    next.wait_for("1. d9-d7");
    assert!(!next.text().contains("11×11"), "resumed on its own 9×9 board:\n{}", next.text());
    quit(next);
}
