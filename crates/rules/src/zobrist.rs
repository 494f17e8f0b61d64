//! Zobrist keys: a position's hash is the XOR of one key per piece on its
//! square and one for the side to move, so a move updates it in a few XORs.

use crate::bitboard::Bitboard;
use crate::side::{Piece, Side};
use crate::square::MAX_SIDE;

const SQUARES: usize = MAX_SIDE * MAX_SIDE;

/// Keys for Viking, guard and prince on each square, fixed at compile time
/// so hashes are the same in every run (the record and the AI rely on it).
const KEYS: [[u64; SQUARES]; 3] = {
    let mut keys = [[0; SQUARES]; 3];
    let mut state = 0x0B3E_4E60_u64;
    let mut kind = 0;
    while kind < 3 {
        let mut square = 0;
        while square < SQUARES {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            keys[kind][square] = mix(state);
            square += 1;
        }
        kind += 1;
    }
    keys
};

/// The key XORed in when the Varangians are to move.
const VARANGIANS_TO_MOVE: u64 = mix(0x5EED_0F0B_E2E6);

/// splitmix64's output function: scatters the bits of `z` evenly, so
/// nearby inputs give unrelated outputs. The Zobrist keys and [`crate::Rng`]
/// are built on it; an engine can use it to hash a position with a seed.
pub const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key of `piece` on the square with bit index `index`.
#[inline]
pub(crate) fn piece_key(piece: Piece, index: u8) -> u64 {
    KEYS[piece as usize][index as usize]
}

/// The key of the side to move.
#[inline]
pub(crate) fn side_key(side: Side) -> u64 {
    match side {
        Side::Vikings => 0,
        Side::Varangians => VARANGIANS_TO_MOVE,
    }
}

/// The hash of a whole set of pieces and the side to move, computed from scratch.
pub(crate) fn full_hash(pieces: [(Piece, Bitboard); 3], to_move: Side) -> u64 {
    pieces
        .into_iter()
        .flat_map(|(piece, set)| set.map(move |index| piece_key(piece, index)))
        .fold(side_key(to_move), |hash, key| hash ^ key)
}
