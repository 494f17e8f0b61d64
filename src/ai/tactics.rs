//! Tactical facts about a position that the evaluation, the move ordering
//! and the quiescence search share: the prince's roads to the exits (R6,
//! R12) and the squares where a move captures (R8–R11).

use crate::rules::{Bitboard, Geometry, Position, Side};

/// The board the engine plays on.
pub(crate) type Board = Geometry<9>;

/// The four exits as bit indices (R1).
pub(crate) const EXITS: [u8; 4] = [0, 8, 72, 80];

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
        let prince = position.prince.first()?;
        let occupied = position.occupied().0;
        let reach = position.targets_from(prince);
        let mut approaches = 0;
        for exit in EXITS {
            approaches |= Position::<9>::slide(exit, occupied) & Board::PRINCE_REACH[exit as usize];
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

/// The empty squares where a piece of the side to move, arriving, would
/// capture at least one enemy (R8–R11). A move's own departure is not
/// taken into account, so this is a hint for ordering, never a verdict.
#[inline]
pub(crate) fn capture_squares(position: &Position) -> Bitboard {
    let mover = position.to_move();
    let occupied = position.occupied();
    let mut hostile = position.side_set(mover) | Bitboard(Board::EXITS);
    if !occupied.has(Board::THRONE) {
        hostile |= Bitboard::single(Board::THRONE);
    }
    let victims = match mover {
        Side::Vikings => position.guards,
        Side::Varangians => position.vikings,
    };
    let mut squares = 0u128;
    for victim in victims {
        for direction in 0..4 {
            let near = Board::STEP[direction][victim as usize];
            let far = Board::STEP[direction ^ 2][victim as usize];
            if near != u8::MAX && far != u8::MAX && hostile.has(far) {
                squares |= 1 << near;
            }
        }
    }
    if mover == Side::Vikings {
        squares |= prince_capture_squares(position);
    }
    Bitboard(squares & !occupied.0)
}

/// Where a Viking arriving would capture the prince (R11a–c).
#[inline]
fn prince_capture_squares(position: &Position) -> u128 {
    let Some(prince) = position.prince.first() else { return 0 };
    let around = Board::NEIGHBOURS[prince as usize];
    let vikings = position.vikings.0;
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
