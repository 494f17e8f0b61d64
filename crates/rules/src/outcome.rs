//! How a game ends (R12–R15).

use crate::bitboard::{Bitboard, Geometry};
use crate::position::Position;
use crate::side::Side;
use crate::square::Square;

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The side that won.
        winner: Side,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winning side, if any.
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }
}

/// Why a side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// R12: the prince reached this exit.
    PrinceEscaped(Square),
    /// R13: the prince was captured on this square (R11 says how: on the
    /// throne by four, beside it by three, elsewhere by two).
    PrinceCaptured(Square),
    /// R14: the loser had no legal move on its turn.
    NoLegalMove,
    /// The loser's clock ran out (see [`crate::flag_fall`]).
    Time,
    /// The loser resigned.
    Resignation,
    /// Decided off the board, the record not saying how: a game record
    /// that gives the winner while its moves leave the game open, as
    /// OpenTafl writes a resignation or a loss on time.
    OffTheBoard,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// R15: the same position with the same side to move for the third time.
    Repetition,
    /// The players agreed to a draw.
    Agreement,
    /// A clock ran out while the other side could not win.
    Time,
}

impl<const N: usize> Position<N> {
    /// How the game stands decided in this position by R12–R14, if it is.
    /// R15 needs the history: see [`crate::Game`].
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(exit) = (self.prince & Bitboard(Geometry::<N>::EXITS)).first() {
            let reason = WinReason::PrinceEscaped(Square::from_index(exit, N));
            return Some(Outcome::Win { winner: Side::Varangians, reason });
        }
        if let Some(square) = self.prince_captured_at() {
            let reason = WinReason::PrinceCaptured(square);
            return Some(Outcome::Win { winner: Side::Vikings, reason });
        }
        if !self.has_legal_move(self.to_move) {
            let reason = WinReason::NoLegalMove;
            return Some(Outcome::Win { winner: self.to_move.opponent(), reason });
        }
        None
    }
}
