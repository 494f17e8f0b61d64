//! Tactical facts about a position that the evaluation, the move ordering
//! and the quiescence search share: the prince's roads to the exits (R6,
//! R12) and the squares where a move captures (R8–R11).

use obereg_rules::{Bitboard, Geometry, Piece, Position, Side};

/// The board the engine plays on.
pub(crate) type Board = Geometry<9>;

/// The three squares along each edge from each exit, and whether the bit
/// index grows away from the exit: a prince there reaches the exit in one
/// move when nothing stands between (R6).
const APPROACHES: [(u128, bool); 8] = [
    (0b111 << 1, true),                   // b1 c1 d1 from a1
    (1 << 9 | 1 << 18 | 1 << 27, true),   // a2 a3 a4 from a1
    (0b111 << 5, false),                  // f1 g1 h1 from i1
    (1 << 17 | 1 << 26 | 1 << 35, true),  // i2 i3 i4 from i1
    (0b111 << 73, true),                  // b9 c9 d9 from a9
    (1 << 45 | 1 << 54 | 1 << 63, false), // a6 a7 a8 from a9
    (0b111 << 77, false),                 // f9 g9 h9 from i9
    (1 << 53 | 1 << 62 | 1 << 71, false), // i6 i7 i8 from i9
];

/// The prince's roads: where he stands, where he can go in one move, and
/// which of those squares are exits or open a road to an exit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Roads {
    /// The prince's square.
    pub prince: u8,
    /// Every square the prince can reach in one move (R5, R6).
    pub reach: Bitboard,
    /// The exits among them: an escape next move (R12).
    pub exits: Bitboard,
    /// The squares from which some exit is one prince move away.
    pub approaches: Bitboard,
}

impl Roads {
    /// The prince's roads, or `None` when he is gone or out.
    #[inline]
    pub(crate) fn of(position: &Position) -> Option<Roads> {
        let prince = position.bitboard(Piece::Prince).first()?;
        let occupied = position.occupied().0;
        let reach = position.targets_from(prince);
        let mut approaches = 0;
        for (squares, growing) in APPROACHES {
            let blockers = occupied & squares;
            approaches |= match (blockers, growing) {
                (0, _) => squares,
                (_, true) => squares & ((blockers & blockers.wrapping_neg()) - 1),
                (_, false) => squares & !((2 << (127 - blockers.leading_zeros())) - 1),
            };
        }
        let exits = reach & Bitboard(Board::EXITS);
        Some(Roads { prince, reach, exits, approaches: Bitboard(approaches) })
    }

    /// The squares a Viking must reach to stop an escape next move: those
    /// between the prince and each exit he reaches, and those next to him
    /// (a capture of the prince stops everything).
    #[inline]
    pub(crate) fn stoppers(&self, position: &Position) -> Bitboard {
        let occupied = position.occupied().0;
        let mut between = 0;
        for exit in self.exits {
            between |= Position::<9>::slide(exit, occupied) & self.reach.0;
        }
        Bitboard(between | Board::NEIGHBOURS[self.prince as usize])
    }
}

/// `LINES[s]`: the squares on the rank and file of `s`, but `s` itself.
pub(crate) const LINES: [u128; 81] = {
    let mut lines = [0; 81];
    let mut s = 0;
    while s < 81 {
        lines[s] = Board::RAYS[0][s] | Board::RAYS[1][s] | Board::RAYS[2][s] | Board::RAYS[3][s];
        s += 1;
    }
    lines
};

/// The squares of the board.
const BOARD: u128 = (1 << 81) - 1;
/// Every square but those of file `i` (the east edge).
const NOT_EAST_EDGE: u128 = BOARD & !(0x100 * ((1 << 81) - 1) / 0x1FF);
/// Every square but those of file `a` (the west edge).
const NOT_WEST_EDGE: u128 = BOARD & !(((1 << 81) - 1) / 0x1FF);

/// Each square of `set` moved one step in direction `d` (north, east,
/// south, west), dropping those that would leave the board.
#[inline(always)]
const fn shift(set: u128, direction: usize) -> u128 {
    match direction {
        0 => (set << 9) & BOARD,
        1 => (set & NOT_EAST_EDGE) << 1,
        2 => set >> 9,
        _ => (set & NOT_WEST_EDGE) >> 1,
    }
}

/// The empty squares where a piece of the side to move, arriving, would
/// capture at least one enemy (R8–R11). A move's own departure is not
/// taken into account, so this is a hint for ordering, never a verdict.
#[inline]
pub(crate) fn capture_squares(position: &Position) -> Bitboard {
    let mover = position.to_move();
    let occupied = position.occupied().0;
    let mut hostile = position.side_bitboard(mover).0 | Board::EXITS;
    if occupied & 1 << Board::THRONE == 0 {
        hostile |= 1 << Board::THRONE;
    }
    let victims = match mover {
        Side::Vikings => position.bitboard(Piece::Guard).0,
        Side::Varangians => position.bitboard(Piece::Viking).0,
    };
    // A victim with a hostile square on one side is taken by a piece that
    // arrives on the other side.
    let mut squares = 0;
    for direction in 0..4 {
        squares |= shift(victims & shift(hostile, direction), direction);
    }
    if mover == Side::Vikings {
        squares |= prince_capture_squares(position);
    }
    Bitboard(squares & !occupied)
}

/// Where a Viking arriving would capture the prince (R11a–c).
#[inline]
fn prince_capture_squares(position: &Position) -> u128 {
    let Some(prince) = position.bitboard(Piece::Prince).first() else { return 0 };
    let around = Board::NEIGHBOURS[prince as usize];
    let vikings = position.bitboard(Piece::Viking).0;
    if prince == Board::THRONE || Board::BESIDE_THRONE & 1 << prince != 0 {
        // R11a, R11b: one square short of being closed, the throne aside.
        let open = around & !vikings & !(1 << Board::THRONE);
        return if open.count_ones() == 1 { open } else { 0 };
    }
    let mut squares = 0;
    for direction in 0..4 {
        let near = Board::STEP[direction][prince as usize];
        let far = Board::STEP[direction ^ 2][prince as usize];
        if near != u8::MAX && far != u8::MAX && (vikings | Board::EXITS) & 1 << far != 0 {
            squares |= 1 << near;
        }
    }
    squares
}

#[cfg(test)]
mod tests {
    use super::*;
    use obereg_rules::Rng;

    /// Positions of random games from the start.
    fn random_positions() -> Vec<Position> {
        let mut rng = Rng::new(7);
        let mut positions = Vec::new();
        for _ in 0..40 {
            let mut position = Position::start();
            while position.outcome().is_none() && positions.len() % 120 != 119 {
                positions.push(position);
                let moves = position.legal_moves();
                position.play(moves[rng.below(moves.len())]).unwrap();
            }
            positions.push(position);
        }
        positions.retain(|p| !p.prince_gone_or_out());
        positions
    }

    #[test]
    fn approaches_are_the_squares_one_prince_move_from_an_exit() {
        for position in random_positions() {
            let roads = Roads::of(&position).unwrap();
            let occupied = position.occupied().0;
            let slow = [0u8, 8, 72, 80]
                .into_iter()
                .map(|exit| Position::<9>::slide(exit, occupied) & Board::PRINCE_REACH[exit as usize])
                .fold(0, |all, squares| all | squares);
            assert_eq!(roads.approaches.0, slow, "{position}");
        }
    }

    #[test]
    fn capture_squares_are_where_a_move_captures() {
        for position in random_positions() {
            let squares = capture_squares(&position);
            position.for_each_piece_targets(|from, targets| {
                for to in targets {
                    let mut child = position;
                    let captured = child.play_indices(from, to);
                    // R8: a capture needs the arrival square next to the victim, so
                    // a capturing move must arrive on one of the listed squares.
                    assert!(captured.is_empty() || squares.has(to), "{position} {from}->{to}");
                }
            });
        }
    }
}
