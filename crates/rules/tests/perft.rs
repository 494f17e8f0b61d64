//! Perft against the counts of the rules reference (depth 5 from the start is
//! counted and checked by the perft benchmark) and of
//! `tests/data/perft-positions.txt`, each cross-checked by other implementations.

use crate::common::PRINCE_LIMIT_RECORD;
use obereg_rules::{Move, Position, Side, divide, perft};

/// Lines of `record side depth1 depth2 depth3`, `#` for comments.
const POSITIONS: &str = include_str!("data/perft-positions.txt");

fn prince_limit_position() -> Position {
    Position::from_record(PRINCE_LIMIT_RECORD, Side::Varangians).expect("the table's position")
}

#[test]
fn perft_of_the_start_to_depth_4() {
    let start = Position::start();
    let counts = [1, 2, 3, 4].map(|depth| perft(&start, depth));
    assert_eq!(counts, [72, 3_944, 285_728, 15_951_824]);
}

#[test]
fn perft_of_the_prince_limit_position_to_depth_4() {
    let position = prince_limit_position();
    let counts = [1, 2, 3, 4].map(|depth| perft(&position, depth));
    assert_eq!(counts, [49, 4_670, 221_317, 20_445_344]);
}

#[test]
fn perft_at_depth_0_is_one() {
    assert_eq!(perft(&Position::start(), 0), 1);
}

/// Each position of the data file with its side and counts at depths 1–3.
fn data_positions() -> Vec<(Position, [u64; 3])> {
    POSITIONS
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields.len(), 5, "{line}");
            let side: Side = fields[1].parse().unwrap_or_else(|e| panic!("{line}: {e}"));
            let position = Position::from_record(fields[0], side).unwrap_or_else(|e| panic!("{line}: {e}"));
            let count = |i: usize| fields[i].parse::<u64>().unwrap_or_else(|e| panic!("{line}: {e}"));
            (position, [count(2), count(3), count(4)])
        })
        .collect()
}

#[test]
fn perft_of_the_data_file_positions_to_depth_3() {
    let positions = data_positions();
    assert_eq!(positions.len(), 120);
    for (position, expected) in positions {
        let counts = [1, 2, 3].map(|depth| perft(&position, depth));
        assert_eq!(counts, expected, "{position} {}", position.to_move());
    }
}

#[test]
fn the_data_file_records_read_back_as_written() {
    for line in POSITIONS.lines().filter(|line| !line.starts_with('#')) {
        let (record, rest) = line.split_once(' ').expect("a record and counts");
        let side: Side = rest.split_whitespace().next().expect("a side").parse().expect("a side");
        assert_eq!(Position::<9>::from_record(record, side).expect("valid").to_string(), record);
    }
}

/// Checks `divide` at `depth` against `perft` and the legal moves.
fn check_divide(position: &Position, depth: u32) {
    let lines = divide(position, depth);
    let mut moves: Vec<Move> = position.legal_moves();
    moves.sort();
    let listed: Vec<Move> = lines.iter().map(|(record, _)| record.mv).collect();
    assert_eq!(listed, moves, "divide lists each legal move once, sorted, in {position}");
    let total: u64 = lines.iter().map(|(_, count)| count).sum();
    assert_eq!(total, perft(position, depth), "divide {depth} sums to perft in {position}");
    for (record, count) in lines {
        let mut child = *position;
        let played = child.play(record.mv).expect("a legal move");
        assert_eq!(record.captures, played.captures);
        assert_eq!(count, perft(&child, depth - 1));
    }
}

#[test]
fn divide_sums_to_perft() {
    for depth in 1..=3 {
        check_divide(&Position::start(), depth);
        check_divide(&prince_limit_position(), depth);
    }
    for (position, _) in data_positions().into_iter().step_by(10) {
        check_divide(&position, 2);
    }
}

/// V1: perft from the 11×11 start matches the rules reference (depth 4,
/// 50,456,804, is counted by the perft benchmark).
#[test]
fn v1_perft_of_the_11x11_start_to_depth_3() {
    let start = Position::<11>::initial();
    let counts = [1, 2, 3].map(|depth| perft(&start, depth));
    assert_eq!(counts, [116, 6_788, 806_344]);
}
