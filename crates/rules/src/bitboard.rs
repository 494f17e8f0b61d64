//! Sets of squares as bits of one `u128` (bit `rank * n + file`), and the
//! board geometry of an `n`×`n` board computed at compile time.

use crate::square::MAX_SIDE;

/// A set of squares of one board: bit `rank * n + file`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding only the square with bit index `index`.
    pub const fn single(index: u8) -> Bitboard {
        Bitboard(1 << index)
    }

    /// Whether the set holds the square with bit index `index`.
    pub const fn has(self, index: u8) -> bool {
        self.0 >> index & 1 != 0
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of squares in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest bit index in the set, if any.
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 { None } else { Some(self.0.trailing_zeros() as u8) }
    }
}

impl Iterator for Bitboard {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        let index = self.first()?;
        self.0 &= self.0 - 1;
        Some(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl std::ops::$trait for Bitboard {
            type Output = Bitboard;
            fn $method(self, other: Bitboard) -> Bitboard {
                Bitboard(self.0 $op other.0)
            }
        }
        impl std::ops::$assign_trait for Bitboard {
            fn $assign_method(&mut self, other: Bitboard) {
                self.0 = self.0 $op other.0;
            }
        }
    };
}
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

const MAX_SQUARES: usize = MAX_SIDE * MAX_SIDE;

/// The four directions of a rook move. North and east grow the bit index.
pub(crate) const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Fixed facts about an `N`×`N` board: its special squares and ray tables.
pub struct Geometry<const N: usize>;

impl<const N: usize> Geometry<N> {
    /// The throne, the centre square (R1).
    pub const THRONE: u8 = (N * N / 2) as u8;
    /// The four corner exits (R1).
    pub const EXITS: u128 = 1 | 1 << (N - 1) | 1 << (N * (N - 1)) | 1 << (N * N - 1);
    /// Squares where only the prince may stop (R7).
    pub const RESTRICTED: u128 = Self::EXITS | 1 << Self::THRONE;
    /// The four squares next to the throne (R11b).
    pub const BESIDE_THRONE: u128 = Self::NEIGHBOURS[Self::THRONE as usize];
    /// The most Vikings and guards a position may hold (R2, and the 11×11 variant).
    pub const MAX_VIKINGS: u32 = if N >= 11 { 24 } else { 16 };
    /// See [`Self::MAX_VIKINGS`].
    pub const MAX_GUARDS: u32 = if N >= 11 { 12 } else { 8 };
    /// `RAYS[d][s]`: the squares from `s` (exclusive) to the edge in direction `d`.
    pub const RAYS: [[u128; MAX_SQUARES]; 4] = rays(N, N);
    /// `PRINCE_RAYS[d][s]`: the first three squares of `RAYS[d][s]` (R6).
    pub const PRINCE_RAYS: [[u128; MAX_SQUARES]; 4] = rays(N, 3);
    /// Every square the prince can reach from each square on an empty board (R6).
    pub const PRINCE_REACH: [u128; MAX_SQUARES] = {
        let mut reach = [0; MAX_SQUARES];
        let mut s = 0;
        while s < MAX_SQUARES {
            let rays = &Self::PRINCE_RAYS;
            reach[s] = rays[0][s] | rays[1][s] | rays[2][s] | rays[3][s];
            s += 1;
        }
        reach
    };
    /// The orthogonal neighbours of each square.
    pub const NEIGHBOURS: [u128; MAX_SQUARES] = neighbours(N);
    /// `STEP[d][s]`: the square next to `s` in direction `d`, or `u8::MAX` off the board.
    pub const STEP: [[u8; MAX_SQUARES]; 4] = steps(N);
}

const fn step(n: usize, index: usize, direction: usize, distance: usize) -> Option<usize> {
    let (df, dr) = DIRECTIONS[direction];
    let file = (index % n) as isize + df as isize * distance as isize;
    let rank = (index / n) as isize + dr as isize * distance as isize;
    if file < 0 || rank < 0 || file >= n as isize || rank >= n as isize {
        None
    } else {
        Some(rank as usize * n + file as usize)
    }
}

pub(crate) const fn rays(n: usize, reach: usize) -> [[u128; MAX_SQUARES]; 4] {
    let mut table = [[0; MAX_SQUARES]; 4];
    let mut d = 0;
    while d < 4 {
        let mut s = 0;
        while s < n * n {
            let mut k = 1;
            while k <= reach {
                if let Some(t) = step(n, s, d, k) {
                    table[d][s] |= 1 << t;
                }
                k += 1;
            }
            s += 1;
        }
        d += 1;
    }
    table
}

const fn neighbours(n: usize) -> [u128; MAX_SQUARES] {
    let mut table = [0; MAX_SQUARES];
    let mut s = 0;
    while s < n * n {
        let mut d = 0;
        while d < 4 {
            if let Some(t) = step(n, s, d, 1) {
                table[s] |= 1 << t;
            }
            d += 1;
        }
        s += 1;
    }
    table
}

const fn steps(n: usize) -> [[u8; MAX_SQUARES]; 4] {
    let mut table = [[u8::MAX; MAX_SQUARES]; 4];
    let mut d = 0;
    while d < 4 {
        let mut s = 0;
        while s < n * n {
            if let Some(t) = step(n, s, d, 1) {
                table[d][s] = t as u8;
            }
            s += 1;
        }
        d += 1;
    }
    table
}
