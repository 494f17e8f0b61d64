//! The die of a game whose rolls follow from a seed (V2): the roll of each
//! turn follows from the seed and the turn's number, so a game resumed, a
//! turn taken back and played again, or an archive written later has the
//! same rolls. Where the seed comes from is the caller's.

use obereg_rules::{Rng, Roll, mix};

/// The die of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dice {
    /// The seed, 63 bits so that SQLite keeps it as it is.
    seed: i64,
}

impl Dice {
    /// The die of a seed (its top bit dropped).
    pub fn from_seed(seed: i64) -> Dice {
        Dice { seed: seed & i64::MAX }
    }

    /// Its seed, as a database keeps it.
    pub fn seed(self) -> i64 {
        self.seed
    }

    /// The roll of the turn numbered `ply` (the turns before it, moves and
    /// passes).
    pub fn roll(self, ply: u32) -> Roll {
        let seed = self.seed.unsigned_abs() ^ mix(u64::from(ply) + 1);
        Roll::ALL[Rng::new(seed).below(Roll::ALL.len())]
    }
}
