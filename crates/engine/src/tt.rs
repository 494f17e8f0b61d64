//! The transposition table: results of earlier searches keyed by the
//! position's Zobrist hash, so transpositions and later iterations reuse them.

/// How a stored score bounds the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    key: u64,
    /// The best move found, packed (see `ordering::pack`), 0 when none.
    pub mv: u16,
    /// The score, mate scores relative to this node (see [`Table::store`]).
    pub score: i16,
    /// The depth searched below this node.
    pub depth: i8,
    /// How `score` bounds the truth.
    pub bound: Bound,
}

const EMPTY: Entry = Entry { key: 0, mv: 0, score: 0, depth: -1, bound: Bound::Upper };

/// A fixed-size table with one entry per slot; a new result replaces the old
/// one unless the old one is for the same position and searched deeper.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of about `megabytes` MB (a power of two of entries).
    pub(crate) fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / size_of::<Entry>();
        let slots = wanted.next_power_of_two() / 2;
        Table { entries: vec![EMPTY; slots.max(1024)], mask: slots.max(1024) - 1 }
    }

    /// Forgets everything (a new game).
    pub(crate) fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    /// The entry for `key`, if the table holds it.
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.entries[key as usize & self.mask];
        (entry.key == key && entry.depth >= 0).then_some(entry)
    }

    /// Stores a result for `key`.
    #[inline]
    pub(crate) fn store(&mut self, key: u64, mv: u16, score: i32, depth: i32, bound: Bound) {
        let slot = &mut self.entries[key as usize & self.mask];
        if slot.key == key && i32::from(slot.depth) > depth {
            return;
        }
        let score = score.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        *slot = Entry { key, mv, score, depth: depth.clamp(0, 100) as i8, bound };
    }
}
