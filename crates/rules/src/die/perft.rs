//! Perft with fixed rolls, one per ply: a pass is one ply (D3), and a
//! position whose game is over (R12–R14) is not expanded.

use super::{Reading, Roll};
use crate::notation::MoveRecord;
use crate::perft::records_with_counts;
use crate::position::Position;

/// The number of sequences of `rolls.len()` plies, ply `i` played with
/// `rolls[i]` read as `reading`.
pub fn perft_with_rolls<const N: usize>(position: &Position<N>, rolls: &[Roll], reading: Reading) -> u64 {
    let Some((&roll, rest)) = rolls.split_first() else { return 1 };
    if position.outcome().is_some() {
        return 0;
    }
    let mut leaves = 0;
    let mut moved = false;
    position.for_each_piece_targets_for_roll(roll, reading, |from, targets| {
        moved = true;
        if rest.is_empty() {
            leaves += u64::from(targets.count());
            return;
        }
        for to in targets {
            let mut child = *position;
            child.play_indices(from, to);
            leaves += perft_with_rolls(&child, rest, reading);
        }
    });
    if moved { leaves } else { perft_with_rolls(&position.passed(), rest, reading) }
}

/// Each move for the first roll as a record with the count of the
/// remaining rolls below it, sorted; a single `None` line when the turn
/// passes (D3), and nothing when the game is over or there are no rolls.
pub fn divide_with_rolls<const N: usize>(
    position: &Position<N>,
    rolls: &[Roll],
    reading: Reading,
) -> Vec<(Option<MoveRecord>, u64)> {
    let Some((&roll, rest)) = rolls.split_first() else { return Vec::new() };
    if position.outcome().is_some() {
        return Vec::new();
    }
    if position.passes_with(roll, reading) {
        return vec![(None, perft_with_rolls(&position.passed(), rest, reading))];
    }
    let moves = position.legal_moves_for_roll(roll, reading);
    records_with_counts(position, moves, |child| perft_with_rolls(child, rest, reading))
        .into_iter()
        .map(|(record, count)| (Some(record), count))
        .collect()
}
