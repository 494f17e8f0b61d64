//! The results of a networked game that the moves do not show; those the
//! board shows (an escape, a capture, no move, repetition) come from the
//! rules, and a flag's fall from [`obereg_rules::flag_fall`].

use obereg_rules::{DrawReason, Outcome, Side, WinReason};

/// How a game ended off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// This side resigned.
    Resigned(Side),
    /// Both players agreed to a draw.
    Agreed,
    /// This side left the game and did not come back: its opponent claimed it.
    Abandoned(Side),
}

impl End {
    /// The game's outcome.
    pub fn outcome(self) -> Outcome {
        match self {
            End::Resigned(side) => Outcome::Win { winner: side.opponent(), reason: WinReason::Resignation },
            End::Agreed => Outcome::Draw(DrawReason::Agreement),
            End::Abandoned(side) => Outcome::Win { winner: side.opponent(), reason: WinReason::OffTheBoard },
        }
    }
}
