//! Custodial captures (R8–R11): which enemies a piece that has just
//! arrived takes, the prince's own rules (R11a–c) included.

use crate::bitboard::{Bitboard, Geometry};
use crate::position::Position;

impl<const N: usize> Position<N> {
    /// The enemies of the side to move captured by its piece that has just
    /// arrived on `to` (R8–R11): only pieces next to `to`, only the opponent's.
    #[inline]
    pub(crate) fn captures_at(&self, to: u8) -> Bitboard {
        let geometry_steps = &Geometry::<N>::STEP;
        let enemies = self.side_bitboard(self.to_move.opponent());
        if (enemies & Bitboard(Geometry::<N>::NEIGHBOURS[to as usize])).is_empty() {
            return Bitboard::EMPTY;
        }
        // R9: pieces of the mover's side (the prince is armed), the exits, and
        // the throne while it is empty.
        let mut hostile = self.side_bitboard(self.to_move) | Bitboard(Geometry::<N>::EXITS);
        if !self.occupied().has(Geometry::<N>::THRONE) {
            hostile |= Bitboard::single(Geometry::<N>::THRONE);
        }
        let mut captured = Bitboard::EMPTY;
        for steps in geometry_steps {
            let next = steps[to as usize];
            if next == u8::MAX || !enemies.has(next) {
                continue;
            }
            let beyond = steps[next as usize];
            let taken = if self.prince.has(next) {
                self.prince_is_captured(next, beyond)
            } else {
                beyond != u8::MAX && hostile.has(beyond)
            };
            if taken {
                captured |= Bitboard::single(next);
            }
        }
        captured
    }

    /// Whether the prince on `at`, next to a Viking that has just arrived, is
    /// captured (R11); `beyond` is the square past him on the Viking's line.
    #[inline]
    fn prince_is_captured(&self, at: u8, beyond: u8) -> bool {
        let throne = Geometry::<N>::THRONE;
        let around = Bitboard(Geometry::<N>::NEIGHBOURS[at as usize]);
        if at == throne {
            // R11a: Vikings on all four squares around the throne.
            (around & !self.vikings).is_empty()
        } else if Bitboard(Geometry::<N>::BESIDE_THRONE).has(at) {
            // R11b: Vikings on the three other squares, pressing him to the throne.
            (around & !self.vikings & !Bitboard::single(throne)).is_empty()
        } else {
            // R11c: like any piece, against a Viking or an exit.
            beyond != u8::MAX && (self.vikings | Bitboard(Geometry::<N>::EXITS)).has(beyond)
        }
    }
}
