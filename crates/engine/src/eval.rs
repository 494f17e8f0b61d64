//! The evaluation: how good a quiet position is for the side to move, in
//! hundredths of a Viking.

use crate::tactics::{Roads, Tables};
use obereg_rules::{Bitboard, Geometry, Piece, Position, Side};

/// A guard is worth two Vikings: there are half as many of them, so the
/// start is even and a draw (0) is no gift to either side.
const GUARD: i32 = 200;
/// One Viking.
const VIKING: i32 = 100;
/// Each exit the prince can reach in one move while the Vikings are to
/// move: one such threat must be blocked, two cannot be (R12).
const ESCAPE_THREAT: i32 = 350;
/// Each square the prince can reach from which an exit is one move away.
const ROAD: i32 = 45;
/// Each square the prince can move to.
const FREEDOM: i32 = 6;
/// Each Viking next to the prince.
const PRESSURE: i32 = 35;
/// Per square of the prince's distance to his nearest exit.
const DISTANCE: i32 = 8;
/// A Viking on a square diagonal to an exit: it watches two roads and the
/// exit can't be used against it (R9).
const CORNER_DIAGONAL: i32 = 30;
/// A Viking two squares from an exit along the edge: it closes that road.
const CORNER_EDGE: i32 = 15;

/// The value of `position` for the side to move, without search; `roads`
/// are the prince's (he is on the board).
#[inline]
pub(crate) fn evaluate<const N: usize>(position: &Position<N>, roads: &Roads) -> i32 {
    let varangians = for_varangians(position, roads);
    match position.to_move() {
        Side::Varangians => varangians,
        Side::Vikings => -varangians,
    }
}

/// The value of `position` for the Varangians.
#[inline]
fn for_varangians<const N: usize>(position: &Position<N>, roads: &Roads) -> i32 {
    let vikings = position.bitboard(Piece::Viking);
    let mut score = GUARD * position.bitboard(Piece::Guard).count() as i32 - VIKING * vikings.count() as i32;
    score -= CORNER_DIAGONAL * (vikings & Bitboard(Tables::<N>::DIAGONALS)).count() as i32;
    score -= CORNER_EDGE * (vikings & Bitboard(Tables::<N>::EDGES)).count() as i32;
    if position.to_move() == Side::Vikings {
        score += ESCAPE_THREAT * roads.exits.count() as i32;
    }
    score += ROAD * (roads.reach & roads.approaches).count() as i32;
    score += FREEDOM * roads.reach.count() as i32;
    let around = Bitboard(Geometry::<N>::NEIGHBOURS[roads.prince as usize]);
    score -= PRESSURE * (around & vikings).count() as i32;
    score - DISTANCE * exit_distance::<N>(roads.prince) as i32
}

/// The prince's distance to his nearest exit in squares (files plus ranks).
#[inline]
fn exit_distance<const N: usize>(prince: u8) -> u8 {
    let (side, last) = (N as u8, N as u8 - 1);
    let (file, rank) = (prince % side, prince / side);
    file.min(last - file) + rank.min(last - rank)
}
