//! The die variant (V2) by the slow reference: the plain moves filtered by
//! their length, the way D2 and D3 are worded.

use super::{Board, coord};
use obereg_rules::{Move, Piece};

/// The moves of the side to move with a roll of `pips` (D2): exactly that
/// many squares when `exact` (so the prince, at most three by R6, rests on
/// 4–6), else at most that many.
pub fn moves_for_roll(board: &Board, pips: u8, exact: bool) -> Vec<Move> {
    board
        .moves()
        .into_iter()
        .filter(|mv| {
            let ((from_file, from_rank), (to_file, to_rank)) = (coord(mv.from), coord(mv.to));
            let distance = from_file.abs_diff(to_file) + from_rank.abs_diff(to_rank);
            let prince = board.at(coord(mv.from)) == Some(Piece::Prince);
            if exact { distance == pips && !(prince && pips > 3) } else { distance <= pips }
        })
        .collect()
}

/// Perft with one roll per ply (D3: a pass is one ply), by this implementation.
pub fn perft_with_rolls(board: &Board, rolls: &[u8], exact: bool) -> u64 {
    let Some((&pips, rest)) = rolls.split_first() else { return 1 };
    if board.outcome().is_some() {
        return 0;
    }
    let moves = moves_for_roll(board, pips, exact);
    if moves.is_empty() {
        let mut passed = *board;
        passed.to_move = passed.to_move.opponent();
        return perft_with_rolls(&passed, rest, exact);
    }
    moves.into_iter().map(|mv| perft_with_rolls(&board.after(mv).0, rest, exact)).sum()
}
