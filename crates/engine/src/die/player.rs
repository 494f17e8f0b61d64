//! Who plays a side of a die game without a person: the computer's
//! expectimax at a level, or random moves for the roll (a baseline).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::{RolledTurn, choose_for_roll, die_settings};
use crate::level::Settings;
use crate::player::PlayerKind;
use obereg_rules::{Move, Rng};

/// Chooses a move for a roll: the match runner drives these.
pub trait DiePlayer<const N: usize = 9>: Send {
    /// A move of the side to move of `turn` for its roll, or `None` when
    /// the turn passes (D3) or the game is over.
    fn choose(&mut self, turn: RolledTurn<N>, stop: Arc<AtomicBool>) -> Option<Move>;
}

/// Plays a uniformly random move for the roll.
pub struct DieRandom {
    rng: Rng,
}

impl<const N: usize> DiePlayer<N> for DieRandom {
    fn choose(&mut self, turn: RolledTurn<N>, _: Arc<AtomicBool>) -> Option<Move> {
        let moves = turn.position.legal_moves_for_roll(turn.roll, turn.reading);
        (!moves.is_empty()).then(|| moves[self.rng.below(moves.len())])
    }
}

/// The computer at a level, searching the die game.
pub struct DieComputer {
    settings: Settings,
}

impl<const N: usize> DiePlayer<N> for DieComputer {
    fn choose(&mut self, turn: RolledTurn<N>, stop: Arc<AtomicBool>) -> Option<Move> {
        choose_for_roll(turn, &self.settings, stop, |_| {}).best
    }
}

/// A die player for a kind, or `None` for a person; `seed` makes random
/// moves and noise reproducible, `think_time` caps the computer's time.
pub fn die_player_for<const N: usize>(
    kind: PlayerKind,
    think_time: Option<Duration>,
    seed: u64,
) -> Option<Box<dyn DiePlayer<N>>> {
    match kind {
        PlayerKind::Human => None,
        PlayerKind::Random => Some(Box::new(DieRandom { rng: Rng::new(seed) })),
        PlayerKind::Computer(level) => {
            Some(Box::new(DieComputer { settings: die_settings(level, think_time, seed) }))
        }
    }
}
