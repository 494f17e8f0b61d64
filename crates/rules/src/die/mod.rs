//! The die variant (V2): before each turn the side to move rolls one die
//! (D1), and the roll limits how far the move goes (D2, read `exact` or
//! `up-to`); with no move for the roll the turn passes (D3); captures, wins
//! and repetition are those of the plain game (D4).

mod perft;
mod roll;

pub use perft::{divide_with_rolls, perft_with_rolls};
pub use roll::{Reading, Roll, RollError};

use thiserror::Error;

use crate::bitboard::{Bitboard, rays};
use crate::error::IllegalMove;
use crate::notation::Move;
use crate::position::Position;
use crate::side::Piece;
use crate::square::{MAX_SIDE, Square};

/// `WITHIN[d][s]`: the squares at most `d` squares from `s` along a rank
/// or a file, on an `N`×`N` board; `WITHIN[0]` is empty.
struct Rings<const N: usize>;

impl<const N: usize> Rings<N> {
    const WITHIN: [[u128; MAX_SIDE * MAX_SIDE]; 7] = {
        let mut table = [[0; MAX_SIDE * MAX_SIDE]; 7];
        let mut distance = 1;
        while distance < 7 {
            let lines = rays(N, distance);
            let mut square = 0;
            while square < N * N {
                table[distance][square] =
                    lines[0][square] | lines[1][square] | lines[2][square] | lines[3][square];
                square += 1;
            }
            distance += 1;
        }
        table
    };
}

/// Why a move is refused under the die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum DieRefusal {
    /// The move breaks a rule of the plain game.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    /// The move's length does not fit the roll (D2).
    #[error("the die says {roll}: this move is {distance} squares (D2, {reading})")]
    Distance {
        /// The roll.
        roll: Roll,
        /// How many squares the move goes.
        distance: u8,
        /// How the roll is read.
        reading: Reading,
    },
    /// Under `exact` the prince moves only on a roll of 1, 2 or 3 (D2, R6).
    #[error("the die says {0}: the prince moves only on a 1, 2 or 3 (D2, R6)")]
    PrinceRests(Roll),
    /// A turn passes only when no piece can move for the roll (D3).
    #[error("the die says {0}: a piece can move, so the turn does not pass (D3)")]
    MustMove(Roll),
}

impl<const N: usize> Position<N> {
    /// Where the piece on bit index `from` may move with `roll` read as
    /// `reading` (D2; R5–R7 as in the plain game).
    #[inline]
    pub fn targets_for_roll(&self, from: u8, roll: Roll, reading: Reading) -> Bitboard {
        let within = &Rings::<N>::WITHIN;
        let (pips, from_index) = (usize::from(roll.pips()), usize::from(from));
        let reach = within[pips][from_index];
        let ring = match reading {
            Reading::Exact => reach & !within[pips - 1][from_index],
            Reading::UpTo => reach,
        };
        // The prince's limit of three (R6) is already in the plain targets.
        Bitboard(self.targets_from(from).0 & ring)
    }

    /// Calls `visit(from, targets)` for each piece of the side to move that
    /// can move with `roll`; nothing once the prince has escaped or fallen.
    #[inline]
    pub fn for_each_piece_targets_for_roll(
        &self,
        roll: Roll,
        reading: Reading,
        mut visit: impl FnMut(u8, Bitboard),
    ) {
        if self.prince_gone_or_out() {
            return;
        }
        for from in self.side_bitboard(self.to_move) {
            let targets = self.targets_for_roll(from, roll, reading);
            if !targets.is_empty() {
                visit(from, targets);
            }
        }
    }

    /// Every move the side to move can make with `roll` (D2).
    pub fn legal_moves_for_roll(&self, roll: Roll, reading: Reading) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_piece_targets_for_roll(roll, reading, |from, targets| {
            let from = Square::from_index(from, N);
            moves.extend(targets.map(|to| Move { from, to: Square::from_index(to, N) }));
        });
        moves
    }

    /// Whether the side to move can make some move with `roll` (D2).
    pub fn has_move_for_roll(&self, roll: Roll, reading: Reading) -> bool {
        let mut found = false;
        self.for_each_piece_targets_for_roll(roll, reading, |_, _| found = true);
        found
    }

    /// Whether the turn passes with `roll` (D3): the game goes on (R12–R14
    /// decide nothing) but no piece of the side to move can move that far.
    pub fn passes_with(&self, roll: Roll, reading: Reading) -> bool {
        self.outcome().is_none() && !self.has_move_for_roll(roll, reading)
    }

    /// Checks `mv` for the side to move under `roll` read as `reading`.
    ///
    /// # Errors
    /// The plain rule the move breaks first ([`Position::check`]), else
    /// what the die forbids (D2).
    pub fn check_for_roll(&self, mv: Move, roll: Roll, reading: Reading) -> Result<(), DieRefusal> {
        self.check(mv)?;
        let distance = mv.from.line_distance(mv.to).ok_or(IllegalMove::NotStraight)?;
        let prince = self.piece_at(mv.from) == Some(Piece::Prince);
        if prince && reading == Reading::Exact && roll.pips() > 3 {
            return Err(DieRefusal::PrinceRests(roll));
        }
        let fits = match reading {
            Reading::Exact => distance == roll.pips(),
            Reading::UpTo => distance <= roll.pips(),
        };
        if fits { Ok(()) } else { Err(DieRefusal::Distance { roll, distance, reading }) }
    }
}
