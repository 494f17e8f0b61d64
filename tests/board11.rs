//! V1 through the real binary: `--board 11` on perft, moves, analyze and
//! match, replay of 11×11 records (and a conflicting `--board`), the engine
//! protocol on an 11×11 rules string, and bad `--board` values.

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use crate::games::random_record_on;
use crate::run::obereg;
use obereg_rules::{Game, MoveRecord, Position, RulesString};

/// Standard output of a run in English that must succeed.
fn stdout_of(args: &[&str]) -> String {
    let output = obereg(args, "C");
    assert!(output.status.success(), "obereg {args:?}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn v1_perft_and_moves_on_the_11x11_board() {
    assert_eq!(stdout_of(&["perft", "3", "--board", "11"]), "806344\n");
    let divided = stdout_of(&["perft", "2", "--divide", "--board", "11"]);
    assert_eq!(divided.lines().count(), 116 + 1);
    assert_eq!(divided.lines().last(), Some("6788"));
    let moves = stdout_of(&["--board", "11", "moves"]);
    let start = Position::<11>::initial();
    assert_eq!(moves.lines().count(), 116);
    for line in moves.lines() {
        assert!(start.check(line.parse::<MoveRecord>().unwrap().mv).is_ok(), "{line}");
    }
}

#[test]
fn v1_analyze_and_match_on_the_11x11_board() {
    let analysis = stdout_of(&["analyze", "--board", "11", "--depth", "2"]);
    let best = analysis.lines().last().and_then(|line| line.strip_prefix("bestmove ")).expect("bestmove");
    assert!(Position::<11>::initial().check(best.parse().unwrap()).is_ok(), "{analysis}");
    let played = stdout_of(&[
        "match",
        "--board",
        "11",
        "--vikings",
        "ai:easy",
        "--varangians",
        "random",
        "--seed",
        "3",
    ]);
    assert!(played.starts_with("game 1: ") && played.contains("\nscore: vikings "), "{played}");
}

#[test]
fn v1_replay_follows_the_records_board_and_refuses_another() {
    let record = random_record_on::<11>(&[5, 8, 13, 21, 34], false);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("eleven.otg");
    std::fs::write(&file, record.to_otg()).unwrap();
    let path = file.to_str().unwrap();
    let expected = format!("position: {}\n", record.game().position());
    for args in [&["replay", path][..], &["replay", path, "--board", "11"]] {
        assert!(stdout_of(args).starts_with(&expected), "{args:?}");
    }
    let refused = obereg(&["replay", path, "--board", "9"], "C");
    assert_eq!(refused.status.code(), Some(2));
    let stderr = String::from_utf8(refused.stderr).unwrap();
    assert!(stderr.contains("the record is of the 11×11 board, not 9×9 (--board)"), "{stderr}");
    let refused = obereg(&["replay", path, "--board", "9"], "uk_UA.UTF-8");
    assert!(String::from_utf8(refused.stderr).unwrap().contains("на дошці 11×11, а не 9×9"));
}

#[test]
fn v1_a_board_obereg_is_not_played_on_is_refused_in_the_players_language() {
    for (lang, words) in [("C", "--board"), ("uk_UA.UTF-8", "--board"), ("ru_RU.UTF-8", "--board")] {
        let output = obereg(&["perft", "1", "--board", "13"], lang);
        assert_eq!(output.status.code(), Some(2), "{lang}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.contains(words) && stderr.contains("13") && stderr.lines().count() == 1, "{stderr}");
    }
    let output = obereg(&["engine", "--board", "11"], "C");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8(output.stderr).unwrap().contains("the host's rules string names the board"));
}

#[test]
fn v1_the_engine_plays_the_board_of_the_hosts_rules_string() {
    let mut child =
        crate::obereg().arg("engine").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    let mut read = || {
        let mut line = String::new();
        output.read_line(&mut line).unwrap();
        line.trim_end().to_string()
    };
    assert_eq!(read(), "hello");
    let mut ask = |rules: RulesString| {
        writeln!(input, "rules {rules}\nclock 2000 2000 0 0 0\nplay attackers").unwrap();
        input.flush().unwrap();
    };
    ask(RulesString::obereg_on::<11>());
    let answer = read();
    let mv = answer.strip_prefix("move ").unwrap_or_else(|| panic!("not a move: {answer}")).parse().unwrap();
    Game::new(Position::<11>::initial()).play(mv).expect("a legal 11×11 move");
    ask(RulesString::obereg());
    let answer = read();
    let mv = answer.strip_prefix("move ").unwrap_or_else(|| panic!("not a move: {answer}")).parse().unwrap();
    Game::new(Position::start()).play(mv).expect("back on 9×9, a legal move");
    writeln!(input, "goodbye").unwrap();
    drop(input);
    assert!(child.wait().unwrap().success());
}
