//! Helpers shared by the rule tests: squares, moves and positions written
//! the way the rules reference writes them.

// Each test file is its own crate and uses only some of these helpers.
#![allow(dead_code)]

use obereg_rules::{Move, Outcome, Piece, Played, Position, Side, Square, WinReason};

/// The second position of the rules reference's perft table, Varangians to
/// move; it tests the prince's limit (R6).
pub const PRINCE_LIMIT_RECORD: &str = "/3t1t3/4T4/1t7/4t1T2/1T6t/t3T4/2K4t1/1t7/3tt4/";

/// The square named `name`, like `e5`.
pub fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// The move written `text`, like `d9-d6`.
pub fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// The squares of a space-separated list, like `"d4 f4"`.
pub fn squares(list: &str) -> Vec<Square> {
    list.split_whitespace().map(sq).collect()
}

/// A position with Vikings, guards and the prince on the listed squares.
pub fn position(vikings: &str, guards: &str, prince: &str, to_move: Side) -> Position {
    let pieces = [(vikings, Piece::Viking), (guards, Piece::Guard), (prince, Piece::Prince)]
        .into_iter()
        .flat_map(|(list, piece)| squares(list).into_iter().map(move |square| (square, piece)));
    Position::from_pieces(pieces, to_move).unwrap_or_else(|e| panic!("{e}"))
}

/// Plays `text` in `position`, which must accept it.
pub fn play(position: &mut Position, text: &str) -> Played {
    position.play(mv(text)).unwrap_or_else(|e| panic!("{text} in {position}: {e}"))
}

/// The squares captured by playing `text` in a copy of `position`.
pub fn captures_of(position: &Position, text: &str) -> Vec<Square> {
    play(&mut position.clone(), text).captures
}

/// Whether the move `text` is legal in `position`.
pub fn is_legal(position: &Position, text: &str) -> bool {
    position.legal_moves().contains(&mv(text))
}

/// The win of the Vikings by capturing the prince on `square` (R13).
pub fn prince_captured_on(square: &str) -> Option<Outcome> {
    Some(Outcome::Win { winner: Side::Vikings, reason: WinReason::PrinceCaptured(sq(square)) })
}

/// The win of the Varangians by the prince's escape to `exit` (R12).
pub fn prince_escaped_to(exit: &str) -> Option<Outcome> {
    Some(Outcome::Win { winner: Side::Varangians, reason: WinReason::PrinceEscaped(sq(exit)) })
}

/// The win of `winner` because the loser cannot move (R14).
pub fn no_legal_move_win(winner: Side) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason: WinReason::NoLegalMove })
}
