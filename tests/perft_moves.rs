//! The `obereg` binary's headless commands, run as a user would run them.

use std::process::Output;

use crate::rules_common::{PRINCE_LIMIT_RECORD, position};
use obereg_rules::{MoveRecord, Position, Side};

/// Runs the binary in English, whatever the machine's locale.
fn obereg(args: &[&str]) -> Output {
    crate::obereg()
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .output()
        .expect("the binary runs")
}

/// Standard output of a run that must succeed, as lines.
fn lines_of(args: &[&str]) -> Vec<String> {
    let output = obereg(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "obereg {args:?} failed: {stderr}");
    assert!(stderr.is_empty(), "obereg {args:?} wrote to stderr: {stderr}");
    String::from_utf8(output.stdout).expect("UTF-8").lines().map(str::to_string).collect()
}

#[test]
fn perft_prints_the_count() {
    assert_eq!(lines_of(&["perft", "3"]).last().map(String::as_str), Some("285728"));
    assert_eq!(lines_of(&["perft", "0"]), ["1"]);
}

#[test]
fn perft_divide_prints_each_legal_move_and_the_sum() {
    let lines = lines_of(&["perft", "2", "--divide"]);
    assert_eq!(lines.len(), 72 + 1);
    let (total, moves) = lines.split_last().expect("lines");
    let mut sum = 0;
    let mut listed = Vec::new();
    for line in moves {
        let (record, count) = line.split_once(' ').unwrap_or_else(|| panic!("`{line}`"));
        listed.push(record.parse::<MoveRecord>().unwrap_or_else(|e| panic!("{e}")).mv);
        sum += count.parse::<u64>().unwrap_or_else(|e| panic!("`{line}`: {e}"));
    }
    assert_eq!(total.parse::<u64>().ok(), Some(sum));
    assert_eq!(sum, 3_944);
    let mut legal = Position::start().legal_moves();
    legal.sort();
    listed.sort();
    assert_eq!(listed, legal);
}

#[test]
fn perft_from_a_given_position_and_side() {
    let args = ["perft", "2", "--position", PRINCE_LIMIT_RECORD, "--to-move", "varangians"];
    assert_eq!(lines_of(&args), ["4670"]);
    let vikings = ["perft", "1", "--position", PRINCE_LIMIT_RECORD, "--to-move", "vikings"];
    let expected =
        Position::<9>::from_record(PRINCE_LIMIT_RECORD, Side::Vikings).expect("valid").count_legal_moves();
    assert_eq!(lines_of(&vikings), [expected.to_string()]);
}

#[test]
fn moves_prints_every_legal_move_sorted() {
    let lines = lines_of(&["moves"]);
    assert_eq!(lines.len(), 72);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    let mut legal: Vec<String> = Position::start().legal_moves().iter().map(ToString::to_string).collect();
    legal.sort();
    assert_eq!(lines, legal, "no move captures at the start");
}

#[test]
fn moves_show_captures_and_end_marks() {
    let capture = position("b6 d7", "c6", "g2", Side::Vikings).to_string();
    let lines = lines_of(&["moves", "--position", &capture]);
    assert!(lines.iter().any(|line| line == "d7-d6xc6"), "{lines:?}");
    assert_eq!(lines.iter().filter(|line| line.contains('x')).count(), 1, "{lines:?}");
    let escape = position("e9", "e3", "c1", Side::Varangians).to_string();
    let lines = lines_of(&["moves", "--position", &escape, "--to-move", "varangians"]);
    assert!(
        lines.iter().any(|line| line == "Kc1-a1--"),
        "the prince's letter, as OpenTafl writes it: {lines:?}"
    );
    let prince = position("b3 d1", "h8", "c3", Side::Vikings).to_string();
    let lines = lines_of(&["moves", "--position", &prince]);
    assert!(lines.iter().any(|line| line == "d1-d3xKc3++"), "{lines:?}");
}

#[test]
fn perft_divide_writes_the_prince_letter_on_his_moves_only() {
    let args = ["perft", "1", "--divide", "--position", PRINCE_LIMIT_RECORD, "--to-move", "varangians"];
    let lines = lines_of(&args);
    let prince: Vec<&String> = lines.iter().filter(|line| line.starts_with("Kc7-")).collect();
    assert!(!prince.is_empty(), "{lines:?}");
    assert!(lines.iter().all(|line| !line.starts_with("c7-")), "{lines:?}");
    assert_eq!(lines.iter().filter(|line| line.starts_with('K')).count(), prince.len(), "{lines:?}");
}

/// Runs `args`, expects exit status 2 and one line on stderr containing `problem`.
fn refused(args: &[&str], problem: &str) {
    let output = obereg(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "obereg {args:?}: {stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "obereg {args:?}: one line wanted, got:\n{stderr}");
    assert!(stderr.contains(problem), "obereg {args:?}: `{problem}` not named in: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        output.stdout.is_empty(),
        "obereg {args:?} printed {:?}",
        String::from_utf8_lossy(&output.stdout)
    );
}

#[test]
fn bad_depth_is_refused() {
    refused(&["perft", "abc"], "abc");
    refused(&["perft", "-1"], "-1");
    refused(&["perft", "99999999999"], "99999999999");
    refused(&["perft"], "DEPTH");
}

#[test]
fn unknown_side_is_refused() {
    refused(&["perft", "1", "--to-move", "saxons"], "--to-move <SIDE>: “saxons” is not a side");
    refused(&["moves", "--to-move", "saxons"], "--to-move <SIDE>: “saxons” is not a side");
}

#[test]
fn bad_positions_are_refused_with_the_reason() {
    for (record, problem) in [
        ("3ttt3", "starts and ends with “/”"),
        ("/9/9/9/9/4K4/9/9/9/", "8 ranks"),
        ("/9/9/9/10/4K4/9/9/9/9/", "Rank 4 describes 10 squares"),
        ("/9/9/9/9/4K4/9/4q4/9/9/", "“q” in rank 7"),
        ("/9/9/9/9/9/9/9/9/9/", "no prince"),
        ("/9/9/9/9/4K4/9/9/9/K8/", "2 princes"),
        ("/9/9/9/9/4T4/9/9/9/K8/", "e5"),
        ("/t8/9/9/9/4K4/9/9/9/9/", "a1"),
        ("/9/ttttttttt/tttttttt1/9/4K4/9/9/9/9/", "17 Vikings"),
        ("/9/TTTTTTTTT/9/9/4K4/9/9/9/9/", "9 guards"),
        ("/9/9/9/9/9/9/9/9/8K/", "i9"),
    ] {
        refused(&["perft", "1", "--position", record], problem);
        refused(&["moves", "--position", record], problem);
    }
}

/// The rules reference's perft table with fixed rolls, at depth 3, and a
/// pass (D3) as one ply.
#[test]
fn perft_with_the_die_matches_the_reference_table() {
    for (reading, rolls, count) in [
        ("exact", "1,1,1", "10072"),
        ("exact", "2,3,4,5", "2472"),
        ("exact", "3,1,6", "248"),
        ("up-to", "3,1,6", "74240"),
        ("up-to", "6,6,6", "284472"),
    ] {
        assert_eq!(
            lines_of(&["perft", "3", "--die", reading, "--rolls", rolls]),
            [count],
            "{reading} {rolls}"
        );
    }
    // --rolls alone reads the die `exact`.
    assert_eq!(lines_of(&["perft", "2", "--rolls", "4,4"]), ["64"]);
    // No Viking moves 6 at the start: the pass is the only line.
    assert_eq!(lines_of(&["perft", "2", "--die", "exact", "--rolls", "6,1", "--divide"]), ["pass 16", "16"]);
}

#[test]
fn moves_with_the_die_follow_the_roll() {
    let listed = lines_of(&["moves", "--die", "exact", "--rolls", "4"]);
    assert_eq!(listed.len(), 8);
    for line in &listed {
        let record: MoveRecord = line.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(record.mv.from.line_distance(record.mv.to), Some(4), "{line}");
    }
    assert_eq!(lines_of(&["moves", "--die", "up-to", "--rolls", "6,1"]).len(), 72);
    assert_eq!(lines_of(&["moves", "--die", "exact", "--rolls", "5"]), ["pass"]);
}
