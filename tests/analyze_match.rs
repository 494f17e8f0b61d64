//! `obereg analyze` and `obereg match` run as the real binary.

use std::process::Output;

fn obereg(args: &[&str]) -> Output {
    crate::obereg().args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn analyze_prints_each_depth_then_the_best_move() {
    let output = obereg(&["analyze", "--depth", "3"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    for (depth, line) in lines[..3].iter().enumerate() {
        assert!(line.starts_with(&format!("depth {} score ", depth + 1)), "{line}");
        assert!(line.contains(" nodes ") && line.contains(" nps ") && line.contains(" pv "), "{line}");
    }
    let best = lines[3].strip_prefix("bestmove ").expect("a bestmove line");
    assert!(lines[2].contains(&format!(" pv {best}")), "the best move heads the last line: {text}");
}

#[test]
fn analyze_takes_fractions_of_a_second_and_a_position() {
    let output = obereg(&[
        "analyze",
        "--position",
        "/3K5/9/9/9/t8/9/9/9/4T4/",
        "--to-move",
        "varangians",
        "--time",
        "0.2",
    ]);
    assert!(output.status.success());
    assert!(stdout(&output).ends_with("bestmove d1-a1\n"), "{}", stdout(&output));
}

#[test]
fn bad_input_exits_with_status_2_and_one_line() {
    for args in [
        &["analyze", "--time", "0"][..],
        &["analyze", "--time", "soon"],
        &["analyze", "--position", "/9/"],
        &["match", "--vikings", "ai:expert", "--varangians", "random"],
        &["match", "--vikings", "human", "--varangians", "random"],
        &["match", "--vikings", "random", "--varangians", "random", "--games", "0"],
    ] {
        let output = obereg(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(!output.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn match_prints_a_line_per_game_and_the_score() {
    let output =
        obereg(&["match", "--vikings", "ai:easy", "--varangians", "random", "--games", "2", "--seed", "3"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[0].starts_with("game 1: ") && lines[1].starts_with("game 2: "), "{text}");
    assert_eq!(lines[2], "score: vikings 2, varangians 0, draws 0", "easy beats random: {text}");
    // Each game's end in the game's own words: who wins, then the rule.
    assert!(lines[0].starts_with("game 1: The Vikings win! The prince was captured "), "{text}");
}

#[test]
fn the_same_seed_plays_the_same_games() {
    let args = ["match", "--vikings", "random", "--varangians", "ai:easy", "--games", "3", "--seed", "11"];
    let first = stdout(&obereg(&args));
    assert_eq!(first, stdout(&obereg(&args)));
    let mut other = args;
    other[7] = "12";
    let random_games = |text: &str| text.lines().take(3).map(str::to_string).collect::<Vec<_>>();
    assert_ne!(random_games(&first), random_games(&stdout(&obereg(&other))), "another seed, other games");
}

#[test]
fn a_match_with_the_die_ends_each_game_and_replays_for_the_same_seed() {
    let die_match = |seed: &str| {
        let args = ["match", "--die", "up-to", "--vikings", "ai:easy", "--varangians", "random"];
        let output = obereg(&[&args[..], &["--games", "3", "--seed", seed]].concat());
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        stdout(&output)
    };
    let text = die_match("5");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    for (number, line) in lines[..3].iter().enumerate() {
        assert!(line.starts_with(&format!("game {}: ", number + 1)) && line.ends_with(" moves"), "{line}");
    }
    assert!(lines[3].starts_with("score: vikings "), "{text}");
    assert_eq!(die_match("5"), text, "the same seed plays the same games, dice included");
    assert_ne!(die_match("6"), text, "another seed rolls other dice");
}

#[test]
fn analyze_with_the_die_searches_the_move_for_the_roll() {
    let position = ["--position", "/3K5/9/9/9/t8/9/9/9/4T4/", "--to-move", "varangians"];
    let output =
        obereg(&[&["analyze"][..], &position, &["--die", "exact", "--rolls", "3", "--depth", "2"]].concat());
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.ends_with("bestmove d1-a1\n"), "{text}");
    let depths: Vec<&str> = text.lines().filter_map(|line| line.split(' ').nth(1)).collect();
    assert_eq!(depths, ["1", "2", "d1-a1"], "a line per completed depth, then the move: {text}");
    // No Viking moves 6 from the start: the turn passes.
    let output = obereg(&["analyze", "--die", "exact", "--rolls", "6", "--depth", "2"]);
    assert!(stdout(&output).ends_with("bestmove pass\n"), "{}", stdout(&output));
}
