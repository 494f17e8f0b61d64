//! The die of a game on the server (V2): the server rolls, never a client.
//! Each game has a seed of its own, drawn from the system's randomness when
//! it starts and kept in the database; the roll of each turn follows from
//! the seed and the turn's number (`obereg-session`'s [`Dice`]), so a game resumed after a restart (or
//! an archive written later) has the same rolls. Online the die is read
//! `exact` (D2, the printed rules' default reading). The seeds come from
//! the system's randomness, or (a test's, as its clock is) from a seeded
//! stream ([`Seeds`]).

use obereg_rules::{Reading, Rng};
pub use obereg_session::Dice;

/// How the die is read online.
pub const READING: Reading = Reading::Exact;

/// A die with a new seed from the system's randomness.
fn system_dice() -> Dice {
    let mut bytes = [0u8; 8];
    let _ = getrandom::fill(&mut bytes);
    Dice::from_seed(i64::from_le_bytes(bytes))
}

/// Where the seeds of new games' dice come from.
#[derive(Clone, Debug, Default)]
pub enum Seeds {
    /// The system's randomness.
    #[default]
    System,
    /// A seeded stream, the same games for the same seed (tests).
    Stream(Rng),
}

impl Seeds {
    /// The die of the next game with the die.
    pub fn next_dice(&mut self) -> Dice {
        match self {
            Seeds::System => system_dice(),
            Seeds::Stream(rng) => Dice::from_seed(i64::from_le_bytes(rng.next_u64().to_le_bytes())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_of_seeds_gives_the_same_dice_again() {
        let dice = |seed| {
            let mut seeds = Seeds::Stream(Rng::new(seed));
            [seeds.next_dice(), seeds.next_dice()]
        };
        assert_eq!(dice(3), dice(3));
        assert_ne!(dice(3)[0], dice(3)[1]);
        assert_ne!(dice(3), dice(4));
    }
}
