//! Counting moves one line at a time (R5–R7): for each kind of rank or
//! file, each square on it and each way its squares can be occupied, how
//! many squares a piece there reaches. Counting legal moves, which perft
//! does at the parent of every leaf, becomes two table reads per piece.

use crate::square::MAX_SIDE;

/// Ways the squares of one line can be occupied.
const OCCUPANCIES: usize = 1 << MAX_SIDE;

/// A line with no special square.
const PLAIN: usize = 0;
/// The first or last rank or file: an exit at each end (R1).
const EDGE: usize = 1;
/// The middle rank or file: the throne in its middle (R1).
const MIDDLE: usize = 2;

/// `MOVES[kind][prince][square][occupancy]`: squares reached on a line.
type MoveCounts = [[[[u8; OCCUPANCIES]; MAX_SIDE]; 2]; 3];

/// Line tables of an `N`×`N` board.
pub(crate) struct Lines<const N: usize>;

impl<const N: usize> Lines<N> {
    const MOVES: MoveCounts = move_counts(N);
    /// The kind of each rank (and file) by its number.
    const KIND: [usize; MAX_SIDE] = {
        let mut kinds = [PLAIN; MAX_SIDE];
        kinds[0] = EDGE;
        kinds[N - 1] = EDGE;
        kinds[N / 2] = MIDDLE;
        kinds
    };
    /// The squares of file `a`.
    const FILE_A: u128 = {
        let mut file = 0;
        let mut rank = 0;
        while rank < N {
            file |= 1 << (rank * N);
            rank += 1;
        }
        file
    };
    /// Multiplying file `a`'s squares by this moves rank `k`'s bit to bit
    /// `GATHERED + k`: the shifts `GATHERED - (N - 1) j` send each bit to a
    /// different place, so no two products overlap or carry.
    const GATHER: u128 = {
        let mut gather = 0;
        let mut j = 0;
        while j < N {
            gather |= 1 << (Self::GATHERED - (N - 1) * j);
            j += 1;
        }
        gather
    };
    const GATHERED: usize = (N - 1) * (N - 1);
    const LINE: u128 = (1 << N) - 1;

    /// How many squares the piece on bit index `from` reaches along its
    /// rank and file (R5–R7); `prince` for the prince (R6, R7).
    #[inline(always)]
    pub(crate) fn reach_count(occupied: u128, from: u8, prince: bool) -> u32 {
        let (file, rank) = (from as usize % N, from as usize / N);
        let row = ((occupied >> (rank * N)) & Self::LINE) as usize;
        let column = ((((occupied >> file) & Self::FILE_A).wrapping_mul(Self::GATHER) >> Self::GATHERED)
            & Self::LINE) as usize;
        let moves = &Self::MOVES;
        let prince = usize::from(prince);
        u32::from(moves[Self::KIND[rank]][prince][file][row])
            + u32::from(moves[Self::KIND[file]][prince][rank][column])
    }
}

/// Fills [`MoveCounts`] for lines of `n` squares.
const fn move_counts(n: usize) -> MoveCounts {
    let mut table = [[[[0; OCCUPANCIES]; MAX_SIDE]; 2]; 3];
    let mut kind = 0;
    while kind < 3 {
        let mut prince = 0;
        while prince < 2 {
            let mut square = 0;
            while square < n {
                let mut occupancy = 0;
                while occupancy < 1 << n {
                    table[kind][prince][square][occupancy] = reach(n, kind, prince == 1, square, occupancy);
                    occupancy += 1;
                }
                square += 1;
            }
            prince += 1;
        }
        kind += 1;
    }
    table
}

/// Squares reached from `square` along a line of kind `kind` over empty
/// squares (R5), at most 3 for the prince (R6); only the prince stops on an
/// exit or the throne, which others pass while it is empty (R7).
const fn reach(n: usize, kind: usize, prince: bool, square: usize, occupancy: usize) -> u8 {
    let mut count = 0;
    let mut step: isize = -1;
    while step <= 1 {
        let mut to = square as isize + step;
        let mut distance = 1;
        while to >= 0 && (to as usize) < n && occupancy >> to & 1 == 0 && (!prince || distance <= 3) {
            let at = to as usize;
            let restricted = (kind == EDGE && (at == 0 || at == n - 1)) || (kind == MIDDLE && at == n / 2);
            if prince || !restricted {
                count += 1;
            }
            to += step;
            distance += 1;
        }
        step += 2;
    }
    count
}
