//! The evaluation: how good a quiet position is for the side to move, in
//! hundredths of a Viking.

use crate::tactics::{Roads, Tables, exposed_beside_exits};
use obereg_rules::{Bitboard, Geometry, Piece, Position, Side};

/// A guard is worth one and a half Vikings. Two (there are half as many)
/// made every trade of a guard for a Viking a gain for the Vikings, while
/// in play the trades open the prince's roads: head to head, 150 beat 200
/// (docs/dev/strength.md).
const GUARD: i32 = 150;
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

/// In a won endgame for the Vikings (see [`vikings_hunt`]), each step
/// a Viking comes closer to the prince, up to [`HUNT_RANGE`] squares away.
const CLOSING: i32 = 6;
/// How near (files plus ranks) a Viking must come to count as closing in.
const HUNT_RANGE: i32 = 6;
/// In a won endgame, each square the prince can move to, on top of [`FREEDOM`].
const CORNERED: i32 = 12;

/// The value of `position` for the side to move, without search; `roads`
/// are the prince's (he is on the board).
#[inline]
pub(crate) fn evaluate<const N: usize>(position: &Position<N>, roads: &Roads) -> i32 {
    for_mover(position, for_varangians(position, roads))
}

/// How far the side to move is ahead in pieces: guards against Vikings,
/// valued as in the evaluation (0 at the start).
pub(crate) fn material_lead<const N: usize>(position: &Position<N>) -> i32 {
    for_mover(position, material_for_varangians(position))
}

/// A value for the Varangians seen by the side to move in `position`.
#[inline]
fn for_mover<const N: usize>(position: &Position<N>, varangians: i32) -> i32 {
    match position.to_move() {
        Side::Varangians => varangians,
        Side::Vikings => -varangians,
    }
}

/// The guards' worth less the Vikings', counted from the start's pieces
/// (R3, V1), so the start is even and a draw (0) is no gift to either side.
#[inline]
fn material_for_varangians<const N: usize>(position: &Position<N>) -> i32 {
    let guards = position.bitboard(Piece::Guard).count() as i32 - Geometry::<N>::MAX_GUARDS as i32;
    let vikings = position.bitboard(Piece::Viking).count() as i32 - Geometry::<N>::MAX_VIKINGS as i32;
    GUARD * guards - VIKING * vikings
}

/// The value of `position` for the Varangians.
#[inline]
fn for_varangians<const N: usize>(position: &Position<N>, roads: &Roads) -> i32 {
    let vikings = position.bitboard(Piece::Viking);
    let mut score = material_for_varangians(position);
    score -= CORNER_DIAGONAL * (vikings & Bitboard(Tables::<N>::DIAGONALS)).count() as i32;
    score -= CORNER_EDGE * (vikings & Bitboard(Tables::<N>::EDGES)).count() as i32;
    // The side to move's pieces beside an exit that the enemy can take next
    // move against it: one can be saved, each other is lost at its worth.
    // Quiescence sees a capture only on the captor's move, so without this
    // a side forked so would stand pat as if nothing hung.
    let forked = exposed_beside_exits(position, roads).saturating_sub(1) as i32;
    if position.to_move() == Side::Vikings {
        score += ESCAPE_THREAT * roads.exits.count() as i32 + VIKING * forked;
    } else {
        score -= GUARD * forked;
    }
    score += ROAD * (roads.reach & roads.approaches).count() as i32;
    score += FREEDOM * roads.reach.count() as i32;
    let around = Bitboard(Geometry::<N>::NEIGHBOURS[roads.prince as usize]);
    score -= PRESSURE * (around & vikings).count() as i32;
    if vikings_hunt(position) {
        score -= CLOSING * closeness::<N>(vikings, roads.prince);
        score += CORNERED * roads.reach.count() as i32;
    }
    score - DISTANCE * exit_distance::<N>(roads.prince) as i32
}

/// Whether the Vikings have won on material: many of them against a prince
/// with at most two guards. Then they must close in on him, not just keep
/// him from the exits, or the game goes round in circles.
#[inline]
pub(crate) fn vikings_hunt<const N: usize>(position: &Position<N>) -> bool {
    position.bitboard(Piece::Guard).count() <= 2 && position.bitboard(Piece::Viking).count() >= 8
}

/// How close the Vikings stand to the prince: for each, the squares by
/// which it is nearer than [`HUNT_RANGE`].
#[inline]
fn closeness<const N: usize>(vikings: Bitboard, prince: u8) -> i32 {
    let side = N as i32;
    let (file, rank) = (i32::from(prince) % side, i32::from(prince) / side);
    let mut near = 0;
    let mut rest = vikings.0;
    while rest != 0 {
        let square = rest.trailing_zeros() as i32;
        rest &= rest - 1;
        let distance = (square % side - file).abs() + (square / side - rank).abs();
        near += (HUNT_RANGE - distance).max(0);
    }
    near
}

/// The prince's distance to his nearest exit in squares (files plus ranks).
#[inline]
fn exit_distance<const N: usize>(prince: u8) -> u8 {
    let (side, last) = (N as u8, N as u8 - 1);
    let (file, rank) = (prince % side, prince / side);
    file.min(last - file) + rank.min(last - rank)
}
