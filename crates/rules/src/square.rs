//! Squares of the board (R1): files `a`.. left to right, ranks `1`.. bottom to top.
//! Their text form, `e5`, is read and written in `notation.rs`.

/// The largest board side this crate knows (the 11×11 variant).
pub const MAX_SIDE: usize = 11;

/// A square named by its file and rank, independent of the board size.
///
/// `a1` is the bottom-left corner. Whether a square lies on a given board is
/// checked by [`Square::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    // Rank first, so that squares sort rank by rank as the board is read.
    rank: u8,
    file: u8,
}

impl Square {
    /// The square on `file` (0 = `a`) and `rank` (0 = rank 1), if both are
    /// below [`MAX_SIDE`].
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if (file as usize) < MAX_SIDE && (rank as usize) < MAX_SIDE {
            Some(Square { file, rank })
        } else {
            None
        }
    }

    /// The file, 0 for `a`.
    pub const fn file(self) -> u8 {
        self.file
    }

    /// The rank, 0 for rank 1.
    pub const fn rank(self) -> u8 {
        self.rank
    }

    /// The bit index of this square on an `n`×`n` board, if it lies on it.
    pub const fn index(self, n: usize) -> Option<u8> {
        if (self.file as usize) < n && (self.rank as usize) < n {
            Some((self.rank as usize * n + self.file as usize) as u8)
        } else {
            None
        }
    }

    /// The square at bit index `index` of an `n`×`n` board.
    ///
    /// # Panics
    /// In debug builds, when `index` is not on the board.
    pub const fn from_index(index: u8, n: usize) -> Square {
        debug_assert!((index as usize) < n * n);
        Square { file: (index as usize % n) as u8, rank: (index as usize / n) as u8 }
    }

    /// The number of squares between `self` and `other` along a rank or a
    /// file, or `None` when they are not on one line (or are the same square).
    pub fn line_distance(self, other: Square) -> Option<u8> {
        match (self.file == other.file, self.rank == other.rank) {
            (true, false) => Some(self.rank.abs_diff(other.rank)),
            (false, true) => Some(self.file.abs_diff(other.file)),
            _ => None,
        }
    }
}
