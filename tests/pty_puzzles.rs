//! A puzzle solved in a pseudo-terminal: the real binary with its shipped
//! puzzles, the solution typed, the rating written to the data directory.

use crate::pty::Session;

/// The solver's move of puzzle `name`, a prince's escape in one, as its
/// record file gives it (the Varangians' move of turn 1).
fn solution_of(name: &str) -> String {
    let path = format!("{}/puzzles/{name}.otg", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let turn = text.lines().find(|line| line.starts_with("1. ")).unwrap();
    let record = turn.split_whitespace().nth(2).unwrap();
    record.trim_start_matches('K').trim_end_matches('-').to_string()
}

#[test]
fn a_puzzle_is_solved_in_a_terminal_and_its_rating_kept() {
    let data = tempfile::TempDir::new().unwrap();
    let mut game = Session::start_in(data.path(), &["puzzles", "--theme", "escape", "--length", "1"]);
    game.wait_for("Puzzle escape-1-01, rated 1200");
    game.wait_for("Bring the prince to an exit in one move.");
    game.send(&format!("m{}\r", solution_of("escape-1-01")));
    game.wait_for("Solved! The prince is on an exit (R12).");
    game.wait_for("Solved in a row: 1 (best 1)");
    game.send("n");
    game.wait_for("Puzzle escape-1-02");
    game.send("q");
    assert!(game.finish().success());
    game.assert_restored();
    let progress = std::fs::read_to_string(data.path().join("obereg/puzzles.txt")).unwrap();
    assert!(
        progress.lines().any(|line| line.starts_with("puzzle escape-1-01 ") && line.ends_with(" 1")),
        "{progress}"
    );
    assert!(!data.path().join("obereg/current.otg").exists(), "no game file is written");
}
