//! Legal move generation (R5–R7) with ray lookups on the `u128` bitboards.

use crate::bitboard::{Bitboard, Geometry};
use crate::lines::Lines;
use crate::notation::Move;
use crate::position::Position;
use crate::side::Side;
use crate::square::Square;

impl<const N: usize> Position<N> {
    /// The empty squares a rook on `from` reaches without jumping (R5).
    #[inline(always)]
    pub fn slide(from: u8, occupied: u128) -> u128 {
        let rays = &Geometry::<N>::RAYS;
        let from = from as usize;
        let mut targets = 0;
        // North and east grow the bit index: the nearest blocker is the lowest bit.
        for direction in [0, 1] {
            let ray = rays[direction][from];
            let blockers = ray & occupied;
            targets |= if blockers == 0 {
                ray
            } else {
                let blocker = blockers.trailing_zeros() as usize;
                ray & !(rays[direction][blocker] | 1 << blocker)
            };
        }
        // South and west shrink it: the nearest blocker is the highest bit.
        for direction in [2, 3] {
            let ray = rays[direction][from];
            let blockers = ray & occupied;
            targets |= if blockers == 0 {
                ray
            } else {
                let blocker = 127 - blockers.leading_zeros() as usize;
                ray & !(rays[direction][blocker] | 1 << blocker)
            };
        }
        targets
    }

    /// Where the piece on bit index `from` may move (R5–R7), or nothing when
    /// the square is empty. Ignores whose turn it is.
    #[inline]
    pub fn targets_from(&self, from: u8) -> Bitboard {
        let occupied = self.occupied().0;
        let reach = Self::slide(from, occupied);
        if self.prince.has(from) {
            Bitboard(reach & Geometry::<N>::PRINCE_REACH[from as usize])
        } else if self.vikings.has(from) || self.guards.has(from) {
            // The empty throne is not in `occupied`, so rays pass over it (R7).
            Bitboard(reach & !Geometry::<N>::RESTRICTED)
        } else {
            Bitboard::EMPTY
        }
    }

    /// Whether the game is over by the prince's escape or capture (R12, R13).
    #[inline]
    pub fn prince_gone_or_out(&self) -> bool {
        self.prince.is_empty() || !(self.prince & Bitboard(Geometry::<N>::EXITS)).is_empty()
    }

    /// Calls `visit(from, targets)` for each piece of the side to move that has
    /// a target; visits nothing once the prince has escaped or been captured.
    #[inline]
    pub fn for_each_piece_targets(&self, mut visit: impl FnMut(u8, Bitboard)) {
        if self.prince_gone_or_out() {
            return;
        }
        for from in self.side_bitboard(self.to_move) {
            let targets = self.targets_from(from);
            if !targets.is_empty() {
                visit(from, targets);
            }
        }
    }

    /// The squares the piece on `from` may move to (R5–R7), whoever's turn it
    /// is; empty when `from` is empty or off the board.
    pub fn targets(&self, from: Square) -> Vec<Square> {
        from.index(N)
            .map(|index| self.targets_from(index).map(|to| Square::from_index(to, N)).collect())
            .unwrap_or_default()
    }

    /// The exits the prince could step onto in one move (R12), whoever's
    /// turn it is; none once he has been captured.
    pub fn escapes(&self) -> Vec<Square> {
        let Some(prince) = self.prince() else { return Vec::new() };
        self.targets(prince).into_iter().filter(|&to| Self::is_exit(to)).collect()
    }

    /// Every legal move of the side to move, none once the game is over by
    /// R12 or R13.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(128);
        self.for_each_piece_targets(|from, targets| {
            let from = Square::from_index(from, N);
            moves.extend(targets.map(|to| Move { from, to: Square::from_index(to, N) }));
        });
        moves
    }

    /// The number of legal moves, counted without listing them: per piece,
    /// two table reads (its rank and its file) instead of generating targets.
    #[inline]
    pub fn count_legal_moves(&self) -> u64 {
        if self.prince_gone_or_out() {
            return 0;
        }
        let occupied = self.occupied().0;
        let (others, prince) = match self.to_move {
            Side::Vikings => (self.vikings, Bitboard::EMPTY),
            Side::Varangians => (self.guards, self.prince),
        };
        let mut count = 0;
        for from in others {
            count += Lines::<N>::reach_count(occupied, from, false);
        }
        for from in prince {
            count += Lines::<N>::reach_count(occupied, from, true);
        }
        u64::from(count)
    }

    /// Whether `side` has any legal move in this position's layout (R14).
    pub fn has_legal_move(&self, side: Side) -> bool {
        self.side_bitboard(side).any(|from| !self.targets_from(from).is_empty())
    }
}
