//! V1 in a pseudo-terminal: a game on the 11×11 board played to its end
//! (an escape to k11) with the cursor and typed moves, filed with `dim:11`;
//! an unfinished 11×11 game offered and resumed on its own board; a game
//! on the 11×11 board across two terminals.

use tempfile::TempDir;

use crate::network::{host, join_with};
use crate::pty::{Session, kill_hard};

/// Moves to the prince's escape at k11, each with what the move list shows.
const LINE: [(&str, &str); 13] = [
    ("g7-g9", "d1-d2           g7-g9"),
    ("d2-d1", "2. d2-d1"),
    ("f7-j7", "d2-d1           f7-j7"),
    ("d1-d2", "3. d1-d2"),
    ("f6-f7", "d1-d2           Kf6-f7"),
    ("d2-d1", "4. d2-d1"),
    ("f7-i7", "d2-d1           Kf7-i7"),
    ("d1-d2", "5. d1-d2"),
    ("i7-i10", "d1-d2           Ki7-i10"),
    ("d2-d1", "6. d2-d1"),
    ("i10-i11", "d2-d1           Ki10-i11"),
    ("d1-d2", "7. d1-d2"),
    ("i11-k11", "The prince reached the exit k11 (R12)."),
];

#[test]
fn v1_a_game_on_the_11x11_board_is_played_to_an_escape_and_filed() {
    let data = TempDir::new().expect("a data directory");
    let args = ["--board", "11", "--vikings", "Olha", "--varangians", "Ihor"];
    let mut game = Session::start_in(data.path(), &args);
    game.wait_for("Obereg · 11×11");
    let text = game.text();
    assert!(text.contains(" k ") && text.contains("11 "), "files a–k, ranks 1–11:\n{text}");
    // The cursor starts on the throne f6: left twice and down five is d1;
    // Enter picks the Viking up, up once and Enter puts it on d2.
    game.send("hhjjjjj\r");
    game.wait_for("The Viking on d1 has");
    game.send("k\r");
    game.wait_for("1. d1-d2");
    for (mv, shown) in LINE {
        game.send(&format!("m{mv}\r"));
        game.wait_for(shown);
    }
    game.send("q");
    assert!(game.finish().success());
    game.assert_restored();
    let history: Vec<_> = std::fs::read_dir(data.path().join("obereg/history")).unwrap().collect();
    assert_eq!(history.len(), 1, "the finished game is filed");
    let filed = std::fs::read_to_string(history[0].as_ref().unwrap().path()).unwrap();
    assert!(filed.contains("[rules:dim:11 name:Obereg-11 ") && filed.contains("[result:-1]"), "{filed}");
    assert!(filed.contains("7. d1-d2 Ki11-k11--"), "{filed}");
}

#[test]
fn v1_an_unfinished_11x11_game_is_continued_from_the_menu_on_its_board() {
    let data = TempDir::new().expect("a data directory");
    let mut game = Session::start_in(data.path(), &["--board", "11"]);
    game.wait_for("Obereg · 11×11");
    game.send("md11-d9\r");
    game.wait_for("1. d11-d9");
    kill_hard(&mut game);

    // The menu continues it on its board.
    let mut next = Session::start_in(data.path(), &[]);
    next.wait_for("c  Continue: Vikings against Varangians, 1 move");
    next.send("c");
    next.wait_for("1. d11-d9");
    assert!(next.text().contains("Obereg · 11×11"), "resumed on its board:\n{}", next.text());
    next.send("q");
    assert!(next.finish().success());

    // Asked for 9×9, the 11×11 game is not resumed: the player is told why.
    let mut refused = Session::start_in(data.path(), &["--board", "9", "--resume"]);
    let status = refused.finish();
    assert_eq!(status.exit_code(), 2);
    assert!(refused.text().contains("the record is of the 11×11 board, not 9×9"), "{}", refused.text());
}

#[test]
fn v1_a_game_on_the_11x11_board_across_two_terminals() {
    let (host_data, guest_data) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    let (mut host, address, code) = host(host_data.path(), &["--board", "11", "--vikings", "Ihor"]);
    let mut guest = join_with(guest_data.path(), &address, &code, &["--board", "11"]);
    host.wait_for("Olha");
    host.send("md11-d9\r");
    guest.wait_for("1. d11-d9");
    guest.send("mg7-g9\r");
    host.wait_for("2 moves");
    for game in [&mut host, &mut guest] {
        assert!(game.text().contains("Obereg · 11×11"), "{}", game.text());
        game.send("q");
        assert!(game.finish().success());
    }
}
