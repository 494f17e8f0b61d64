//! The game loop's hands for the die (V2) of a game at one keyboard:
//! rolls from the system's randomness (or a seeded stream with `--seed`).
//! A network host rolls its game's seeded die instead (`update/net_die.rs`).
//! The computer's die search is one of the searches (`searches/`).

use obereg_rules::{Rng, Roll};

/// Where the rolls come from.
pub struct Roller(Option<Rng>);

impl Roller {
    /// Rolls from `seed`, the same every run; without one, from the
    /// system's randomness.
    pub fn new(seed: Option<u64>) -> Roller {
        Roller(seed.map(Rng::new))
    }

    /// The next roll.
    pub fn roll(&mut self) -> Roll {
        let index = match self.0.as_mut() {
            Some(rng) => rng.below(Roll::ALL.len()),
            None => fastrand::usize(..Roll::ALL.len()),
        };
        Roll::ALL[index]
    }
}
