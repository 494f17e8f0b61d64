//! Move lists for the search, sorted lazily: the table move first, then
//! captures, prince moves, killers, and the history heuristic.

use crate::tactics::{SQUARES, Tables};
use obereg_rules::{Bitboard, Move, Piece, Position, Side, Square};

/// A move as `from << 8 | to` (bit indices); 0 is no move (a1 is an exit,
/// so no move goes from a1 to a1).
pub(crate) const fn pack(from: u8, to: u8) -> u16 {
    (from as u16) << 8 | to as u16
}

/// The squares of a packed move.
pub(crate) const fn unpack(mv: u16) -> (u8, u8) {
    ((mv >> 8) as u8, mv as u8)
}

/// A packed move of the `N`×`N` board as a [`Move`].
pub(crate) fn to_move<const N: usize>(mv: u16) -> Move {
    let (from, to) = unpack(mv);
    Move { from: Square::from_index(from, N), to: Square::from_index(to, N) }
}

/// A [`Move`] packed, if both squares are on the `N`×`N` board.
pub(crate) fn from_move<const N: usize>(mv: Move) -> Option<u16> {
    Some(pack(mv.from.index(N)?, mv.to.index(N)?))
}

const TABLE_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 26;
const PRINCE: i32 = 1 << 25;
const KILLER: i32 = 1 << 24;

/// Killer moves (quiet moves that cut off at the same ply) and the history
/// of cutoffs per side, from- and to-square (room for the largest board).
pub(crate) struct Heuristics {
    killers: Vec<[u16; 2]>,
    history: Box<[[[i32; SQUARES]; SQUARES]; 2]>,
}

impl Heuristics {
    /// Empty heuristics for searches up to `plies` deep.
    pub(crate) fn new(plies: usize) -> Heuristics {
        Heuristics { killers: vec![[0; 2]; plies], history: Box::new([[[0; SQUARES]; SQUARES]; 2]) }
    }

    /// Forgets the killers and ages the history (a new search).
    pub(crate) fn age(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [0; 2]);
        self.history.iter_mut().flatten().flatten().for_each(|h| *h /= 8);
    }

    /// Records that quiet `mv` caused a cutoff at `ply` with `depth` left.
    pub(crate) fn reward(&mut self, side: Side, mv: u16, ply: usize, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != mv {
            killers[1] = killers[0];
            killers[0] = mv;
        }
        let (from, to) = unpack(mv);
        let entry = &mut self.history[side as usize][from as usize][to as usize];
        *entry = (*entry + depth * depth).min(KILLER - 1);
    }
}

/// A move and its ordering score.
pub(crate) type Scored = (u16, i32);

/// One node's moves: a range of a stack of [`Scored`] moves that every node
/// of a search shares (no allocation, no zeroing per node), picked best
/// first by selection.
pub(crate) struct MoveList {
    start: usize,
    next: usize,
    end: usize,
}

impl MoveList {
    /// Pushes every legal move of `position` (its prince on the board and not
    /// out) that arrives on `wanted`, with
    /// its ordering score, on `stack` (R5–R7); `captures` are the squares
    /// where a move captures (see `tactics::capture_squares`).
    #[inline]
    pub(crate) fn generate<const N: usize>(
        stack: &mut Vec<Scored>,
        position: &Position<N>,
        wanted: Bitboard,
        captures: Bitboard,
        table_move: u16,
        heuristics: &Heuristics,
        ply: usize,
    ) -> MoveList {
        let start = stack.len();
        let prince = position.bitboard(Piece::Prince);
        let side = position.to_move() as usize;
        let killers = heuristics.killers[ply.min(heuristics.killers.len() - 1)];
        for from in position.side_bitboard(position.to_move()) {
            // Most pieces have no line to the few squares a quiescence search wants.
            if Tables::<N>::LINES[from as usize] & wanted.0 == 0 {
                continue;
            }
            let history = &heuristics.history[side][from as usize];
            let bonus = if prince.has(from) { PRINCE } else { 0 };
            for to in position.targets_from(from) & wanted {
                let mv = pack(from, to);
                let score = if mv == table_move {
                    TABLE_MOVE
                } else if captures.has(to) {
                    CAPTURE + bonus
                } else if mv == killers[0] || mv == killers[1] {
                    KILLER + bonus
                } else {
                    bonus + history[to as usize]
                };
                stack.push((mv, score));
            }
        }
        MoveList { start, next: start, end: stack.len() }
    }

    /// How many moves the list holds.
    pub(crate) fn len(&self) -> usize {
        self.end - self.start
    }

    /// The next best move still in the list and whether it is quiet (not
    /// the table move, not a capture).
    #[inline]
    pub(crate) fn pick(&mut self, stack: &mut [Scored]) -> Option<(u16, bool)> {
        if self.next == self.end {
            return None;
        }
        let mut best = self.next;
        for i in self.next + 1..self.end {
            if stack[i].1 > stack[best].1 {
                best = i;
            }
        }
        stack.swap(self.next, best);
        let (mv, score) = stack[self.next];
        self.next += 1;
        Some((mv, score < CAPTURE))
    }

    /// Gives the list's room on `stack` back.
    #[inline]
    pub(crate) fn release(self, stack: &mut Vec<Scored>) {
        stack.truncate(self.start);
    }
}
