//! Exact search over a short horizon, for puzzles: plain minimax at full
//! width, no pruning but the cut of a won or lost line, no table and no
//! evaluation, so what it says is a proof. A win is the prince's escape
//! (R12) or capture (R13), or the other side left without a move (R14);
//! R15 cannot decide a line this short and is not looked at.

use obereg_rules::{Move, Position, Side, Square};

/// Every legal move of the side to move with the position it leads to, in
/// the order the rules list them (by square, then target).
pub fn children(position: &Position) -> Vec<(Move, Position)> {
    let mut children = Vec::with_capacity(96);
    position.for_each_piece_targets(|from, targets| {
        for to in targets {
            let mut child = *position;
            child.play_indices(from, to);
            let mv = Move { from: Square::from_index(from, 9), to: Square::from_index(to, 9) };
            children.push((mv, child));
        }
    });
    children
}

/// Whether the side that just moved into `child` has won by that move:
/// the prince escaped or was taken, or the side now to move has no move.
pub fn ended(child: &Position) -> bool {
    child.prince_gone_or_out() || !child.has_legal_move(child.to_move())
}

/// Whether the side to move can force a win within `plies` plies (its own
/// moves and the answers, the winning move counted).
pub fn wins_within(position: &Position, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    let children = children(position);
    // A win at once needs no search; one later needs two plies more.
    children.iter().any(|(_, child)| ended(child))
        || plies >= 3 && children.iter().any(|(_, child)| loses_within(child, plies - 1))
}

/// Whether the move into `child` wins, at once or within `plies` more plies.
fn wins_by(child: &Position, plies: u32) -> bool {
    ended(child) || loses_within(child, plies)
}

/// Whether the side to move loses within `plies` plies whatever it does.
pub fn loses_within(position: &Position, plies: u32) -> bool {
    let children = children(position);
    if children.is_empty() {
        return true; // R14.
    }
    plies >= 2
        && !children.iter().any(|(_, child)| ended(child))
        && children.iter().all(|(_, child)| wins_within(child, plies - 1))
}

/// The fewest plies in which the side to move forces a win, if it can
/// within `most`.
pub fn win_distance(position: &Position, most: u32) -> Option<u32> {
    (1..=most).step_by(2).find(|&plies| wins_within(position, plies))
}

/// The moves that force a win within `plies` plies.
pub fn winning_moves(position: &Position, plies: u32) -> Vec<Move> {
    if plies == 0 {
        return Vec::new();
    }
    children(position).into_iter().filter(|(_, child)| wins_by(child, plies - 1)).map(|(mv, _)| mv).collect()
}

/// A score beyond any balance of pieces: a won game.
const GAME: i32 = 1_000;

/// The balance of pieces for the side to move after the best play of both
/// sides over `plies` plies: its pieces less the other side's (the prince
/// aside), a won game above everything, sooner better.
pub fn material(position: &Position, plies: u32) -> i32 {
    material_in(position, plies, -GAME * 2, GAME * 2)
}

fn material_in(position: &Position, plies: u32, mut alpha: i32, beta: i32) -> i32 {
    if plies == 0 {
        return balance(position);
    }
    let children = children(position);
    if children.is_empty() {
        return -GAME - plies as i32;
    }
    let mut best = -GAME * 2;
    for (_, child) in &children {
        let score =
            if ended(child) { GAME + plies as i32 } else { -material_in(child, plies - 1, -beta, -alpha) };
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// The side to move's pieces less the other side's, the prince aside.
pub fn balance(position: &Position) -> i32 {
    let pieces = |side: Side| {
        let all = position.side_bitboard(side).count() as i32;
        all - i32::from(side == Side::Varangians && position.prince().is_some())
    };
    pieces(position.to_move()) - pieces(position.to_move().opponent())
}

#[cfg(test)]
mod tests {
    use super::*;
    use obereg_rules::Rng;

    /// The same question answered the slow way: every legal move played
    /// with the rules' checks, the game's end as the rules report it.
    fn reference_wins(position: &Position, plies: u32) -> bool {
        plies > 0
            && position.legal_moves().into_iter().any(|mv| {
                let mut child = *position;
                let played = child.play(mv).unwrap();
                played.outcome.is_some() || reference_loses(&child, plies - 1)
            })
    }

    fn reference_loses(position: &Position, plies: u32) -> bool {
        let moves = position.legal_moves();
        moves.is_empty()
            || plies > 1
                && moves.into_iter().all(|mv| {
                    let mut child = *position;
                    child.play(mv).unwrap().outcome.is_none() && reference_wins(&child, plies - 1)
                })
    }

    /// Positions late in random games, where wins are near.
    fn late_positions() -> Vec<Position> {
        let mut rng = Rng::new(11);
        let mut positions = Vec::new();
        for _ in 0..20 {
            let mut line = vec![Position::start()];
            loop {
                let position = *line.last().unwrap();
                let moves = position.legal_moves();
                if moves.is_empty() || position.prince_gone_or_out() {
                    break;
                }
                let mut next = position;
                next.play(moves[rng.below(moves.len())]).unwrap();
                line.push(next);
            }
            let live = line.iter().rev().filter(|p| !p.prince_gone_or_out()).take(3);
            positions.extend(live.copied());
        }
        positions
    }

    #[test]
    fn wins_within_agrees_with_the_rules_played_the_slow_way() {
        let mut wins = 0;
        for position in late_positions() {
            for plies in 1..=3 {
                let fast = wins_within(&position, plies);
                assert_eq!(fast, reference_wins(&position, plies), "{position} in {plies}");
                wins += usize::from(fast);
            }
        }
        assert!(wins > 5, "the positions hold wins to find: {wins}");
    }

    #[test]
    fn win_distance_is_the_first_horizon_that_wins() {
        for position in late_positions() {
            let distance = win_distance(&position, 3);
            let first = [1, 3].into_iter().find(|&plies| reference_wins(&position, plies));
            assert_eq!(distance, first, "{position}");
            if let Some(plies) = distance {
                assert!(!winning_moves(&position, plies).is_empty());
            }
        }
    }

    #[test]
    fn material_counts_a_capture_that_stands() {
        use obereg_rules::Piece::{Guard, Prince, Viking};
        let pieces = [("a2", Guard), ("c4", Guard), ("e5", Prince), ("b2", Viking), ("h8", Viking)];
        let pieces = pieces.map(|(square, piece)| (square.parse().unwrap(), piece));
        let position = Position::from_pieces(pieces, Side::Varangians).unwrap();
        assert_eq!(balance(&position), 0, "two guards against two Vikings");
        // c4-c2 takes b2 against a2 (R8); the Viking left takes nothing back.
        assert_eq!(material(&position, 2), 1);
        assert_eq!(material(&position, 0), 0);
    }
}
