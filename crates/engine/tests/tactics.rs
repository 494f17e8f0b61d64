//! The tactics the computer must never miss, each found within 200,000
//! nodes (a budget a busy machine cannot shrink): an escape in one (R12), a capture of the prince in one and in
//! two (R11, R13), the block of a one-move escape, and the forced win of a
//! prince whose road the Vikings can't close.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{Engine, Limits, Progress, Settings};
use obereg_rules::{Game, Move, Piece, Position, Side, Square};

fn position(pieces: &[(&str, Piece)], to_move: Side) -> Position {
    let pieces = pieces.iter().map(|&(square, piece)| (square.parse::<Square>().unwrap(), piece));
    Position::from_pieces(pieces, to_move).expect("a playable position")
}

/// The search's answer within 200,000 nodes.
fn solve(position: Position) -> Progress {
    let limits = Limits { nodes: Some(200_000), ..Limits::default() };
    let settings = Settings { limits, ..Settings::default() };
    let result =
        Engine::new(8).search(&Game::new(position), &settings, Arc::new(AtomicBool::new(false)), |_| {});
    assert!(result.best().is_some(), "a move is found");
    result
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

use Piece::{Guard, Prince, Viking};

#[test]
fn prince_escapes_in_one() {
    let start = position(
        &[("d1", Prince), ("f5", Guard), ("a5", Viking), ("h5", Viking), ("e9", Viking), ("g7", Viking)],
        Side::Varangians,
    );
    let result = solve(start);
    assert_eq!(result.best(), Some(mv("d1-a1")));
    assert_eq!(result.win_in(), Some(1));
}

#[test]
fn vikings_capture_the_prince_in_one() {
    let start = position(
        &[("c4", Prince), ("g2", Guard), ("b4", Viking), ("d7", Viking), ("h8", Viking)],
        Side::Vikings,
    );
    let result = solve(start);
    assert_eq!(result.best(), Some(mv("d7-d4")));
    assert_eq!(result.win_in(), Some(1));
}

#[test]
fn vikings_block_an_escape_in_one() {
    let start = position(
        &[("d1", Prince), ("f3", Guard), ("c6", Viking), ("h5", Viking), ("g8", Viking)],
        Side::Vikings,
    );
    let result = solve(start);
    let block = result.best().unwrap();
    assert!(["b1", "c1"].contains(&block.to.to_string().as_str()), "{block} does not block a1");
    assert_ne!(result.win_in(), Some(-2), "after a block the prince can't escape at once");
}

#[test]
fn prince_wins_by_a_road_the_vikings_cannot_close() {
    // d4-d1 opens the road to a1 over c1 and b1; no Viking reaches either.
    let start = position(
        &[("d4", Prince), ("g5", Guard), ("h7", Viking), ("g8", Viking), ("f9", Viking), ("i6", Viking)],
        Side::Varangians,
    );
    let result = solve(start);
    assert_eq!(result.win_in(), Some(3), "a forced escape in three plies: {:?}", result.pv);
}

#[test]
fn vikings_capture_the_prince_in_two() {
    // c3-a3 leaves the prince on a5 only a4, where a6-a5 takes him; if he
    // stays, a3-a4 does (R11c). No capture is possible in one.
    let start = position(
        &[("a5", Prince), ("g2", Guard), ("h8", Guard), ("a6", Viking), ("b5", Viking), ("c3", Viking)],
        Side::Vikings,
    );
    let result = solve(start);
    assert_eq!(result.win_in(), Some(3), "a forced capture in three plies: {:?}", result.pv);
    assert_eq!(result.best(), Some(mv("c3-a3")));
}
