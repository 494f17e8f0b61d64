//! The die of a game on the server (V2): the server rolls, never a client.
//! Each game has a seed of its own, drawn from the system's randomness when
//! it starts and kept in the database; the roll of each turn follows from
//! the seed and the turn's number, so a game resumed after a restart (or
//! an archive written later) has the same rolls. Online the die is read
//! `exact` (D2, the printed rules' default reading). The seeds come from
//! the system's randomness, or (a test's, as its clock is) from a seeded
//! stream ([`Seeds`]).

use obereg_rules::{Reading, Rng, Roll, mix};

/// How the die is read online.
pub const READING: Reading = Reading::Exact;

/// The die of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dice {
    /// The seed, 63 bits so that SQLite keeps it as it is.
    seed: i64,
}

impl Dice {
    /// A die with a new seed from the system's randomness.
    pub fn new() -> Dice {
        let mut bytes = [0u8; 8];
        let _ = getrandom::fill(&mut bytes);
        Dice::from_seed(i64::from_le_bytes(bytes))
    }

    /// The die of a kept seed.
    pub fn from_seed(seed: i64) -> Dice {
        Dice { seed: seed & i64::MAX }
    }

    /// Its seed, as the database keeps it.
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

impl Default for Dice {
    fn default() -> Dice {
        Dice::new()
    }
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
            Seeds::System => Dice::new(),
            Seeds::Stream(rng) => Dice::from_seed(i64::from_le_bytes(rng.next_u64().to_le_bytes())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_rolls_and_every_face_comes() {
        let dice = Dice::from_seed(12_345);
        let rolls: Vec<Roll> = (0..600).map(|ply| dice.roll(ply)).collect();
        let again: Vec<Roll> = (0..600).map(|ply| Dice::from_seed(dice.seed()).roll(ply)).collect();
        assert_eq!(rolls, again);
        for face in Roll::ALL {
            let count = rolls.iter().filter(|&&roll| roll == face).count();
            assert!((60..=140).contains(&count), "{face} came {count} times in 600");
        }
        let other: Vec<Roll> = (0..600).map(|ply| Dice::from_seed(54_321).roll(ply)).collect();
        assert_ne!(rolls, other);
    }

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

    #[test]
    fn a_seed_read_back_from_the_database_is_the_same_die() {
        let dice = Dice::from_seed(-7);
        assert!(dice.seed() >= 0);
        assert_eq!(Dice::from_seed(dice.seed()), dice);
    }
}
