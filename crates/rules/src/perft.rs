//! Perft: the number of move sequences of exactly `depth` plies. A position
//! where the prince has escaped or been captured is not expanded (R12, R13);
//! R15 is ignored, as in the rules reference's table.

use crate::notation::{Move, MoveRecord};
use crate::position::Position;

/// The perft count of `position` at `depth`. The last ply is counted, not played.
pub fn perft<const N: usize>(position: &Position<N>, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => {
            let mut leaves = 0;
            position.for_each_piece_targets(|from, targets| {
                for to in targets {
                    let mut child = *position;
                    child.play_indices(from, to);
                    leaves += perft(&child, depth - 1);
                }
            });
            leaves
        }
    }
}

/// Each legal move as a record (captures, end marker) with the perft count
/// at `depth - 1` below it, sorted by move; `depth` must be at least 1.
pub fn divide<const N: usize>(position: &Position<N>, depth: u32) -> Vec<(MoveRecord, u64)> {
    records_with_counts(position, position.legal_moves(), |child| perft(child, depth.saturating_sub(1)))
}

/// `moves`, sorted, each as a record with `count` of the position after it.
#[expect(
    clippy::expect_used,
    reason = "generated moves are legal: an invariant of the program, not outside input"
)]
pub(crate) fn records_with_counts<const N: usize>(
    position: &Position<N>,
    mut moves: Vec<Move>,
    count: impl Fn(&Position<N>) -> u64,
) -> Vec<(MoveRecord, u64)> {
    moves.sort();
    moves
        .into_iter()
        .map(|mv| {
            let mut child = *position;
            let played = child.play(mv).expect("generated moves are legal");
            (MoveRecord::new(mv, &played), count(&child))
        })
        .collect()
}
