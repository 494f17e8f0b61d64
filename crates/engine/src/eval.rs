//! The evaluation: how good a quiet position is for the side to move, in
//! hundredths of a Viking.

use crate::tactics::{Board, Roads};
use obereg_rules::{Bitboard, Piece, Position, Side};

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

/// In a won endgame for the Vikings (see [`vikings_hunt`]), each step
/// a Viking comes closer to the prince, up to [`HUNT_RANGE`] squares away.
const CLOSING: i32 = 6;
/// How near (files plus ranks) a Viking must come to count as closing in.
const HUNT_RANGE: i32 = 6;
/// In a won endgame, each square the prince can move to, on top of [`FREEDOM`].
const CORNERED: i32 = 12;

/// b2, h2, b8, h8.
const DIAGONALS: u128 = 1 << 10 | 1 << 16 | 1 << 64 | 1 << 70;
/// c1, a3, g1, i3, a7, c9, i7, g9.
const EDGES: u128 = 1 << 2 | 1 << 18 | 1 << 6 | 1 << 26 | 1 << 54 | 1 << 74 | 1 << 62 | 1 << 78;

/// The value of `position` for the side to move, without search; `roads`
/// are the prince's (he is on the board).
#[inline]
pub(crate) fn evaluate(position: &Position, roads: &Roads) -> i32 {
    let varangians = for_varangians(position, roads);
    match position.to_move() {
        Side::Varangians => varangians,
        Side::Vikings => -varangians,
    }
}

/// The value of `position` for the Varangians.
#[inline]
fn for_varangians(position: &Position, roads: &Roads) -> i32 {
    let vikings = position.bitboard(Piece::Viking);
    let mut score = GUARD * position.bitboard(Piece::Guard).count() as i32 - VIKING * vikings.count() as i32;
    score -= CORNER_DIAGONAL * (vikings & Bitboard(DIAGONALS)).count() as i32;
    score -= CORNER_EDGE * (vikings & Bitboard(EDGES)).count() as i32;
    if position.to_move() == Side::Vikings {
        score += ESCAPE_THREAT * roads.exits.count() as i32;
    }
    score += ROAD * (roads.reach & roads.approaches).count() as i32;
    score += FREEDOM * roads.reach.count() as i32;
    let around = Bitboard(Board::NEIGHBOURS[roads.prince as usize]);
    score -= PRESSURE * (around & vikings).count() as i32;
    if vikings_hunt(position) {
        score -= CLOSING * closeness(vikings, roads.prince);
        score += CORNERED * roads.reach.count() as i32;
    }
    score - DISTANCE * exit_distance(roads.prince) as i32
}

/// Whether the Vikings have won on material: many of them against a prince
/// with at most two guards. Then they must close in on him, not just keep
/// him from the exits, or the game goes round in circles.
#[inline]
fn vikings_hunt(position: &Position) -> bool {
    position.bitboard(Piece::Guard).count() <= 2 && position.bitboard(Piece::Viking).count() >= 8
}

/// How close the Vikings stand to the prince: for each, the squares by
/// which it is nearer than [`HUNT_RANGE`].
#[inline]
fn closeness(vikings: Bitboard, prince: u8) -> i32 {
    let (file, rank) = (i32::from(prince % 9), i32::from(prince / 9));
    let mut near = 0;
    let mut rest = vikings.0;
    while rest != 0 {
        let square = rest.trailing_zeros() as i32;
        rest &= rest - 1;
        let distance = (square % 9 - file).abs() + (square / 9 - rank).abs();
        near += (HUNT_RANGE - distance).max(0);
    }
    near
}

/// The prince's distance to his nearest exit in squares (files plus ranks).
#[inline]
fn exit_distance(prince: u8) -> u8 {
    let (file, rank) = (prince % 9, prince / 9);
    file.min(8 - file) + rank.min(8 - rank)
}
