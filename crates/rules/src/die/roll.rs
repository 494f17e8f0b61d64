//! A roll of the die (D1) and the two readings of what it allows (D2),
//! with their text forms: `4`, `exact`, `up-to`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// One roll of a six-sided die (D1): 1 to 6 pips.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Roll(u8);

impl Roll {
    /// The six rolls, 1 to 6.
    pub const ALL: [Roll; 6] = [Roll(1), Roll(2), Roll(3), Roll(4), Roll(5), Roll(6)];

    /// The roll of `pips`, if it is 1 to 6.
    pub const fn new(pips: u8) -> Option<Roll> {
        if pips >= 1 && pips <= 6 { Some(Roll(pips)) } else { None }
    }

    /// The number rolled, 1 to 6.
    pub const fn pips(self) -> u8 {
        self.0
    }
}

/// Text that is not a roll or a reading.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RollError {
    /// Not a number from 1 to 6.
    #[error("`{0}` is not a roll of the die (a number from 1 to 6)")]
    BadRoll(String),
    /// Not `exact` or `up-to`.
    #[error("`{0}` is not a way to read the die (exact or up-to)")]
    BadReading(String),
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Roll {
    type Err = RollError;

    fn from_str(text: &str) -> Result<Roll, RollError> {
        text.trim().parse::<u8>().ok().and_then(Roll::new).ok_or_else(|| RollError::BadRoll(text.to_owned()))
    }
}

/// How a roll limits a move (D2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Reading {
    /// The move goes exactly as many squares as the roll; the prince moves
    /// only on 1, 2 or 3.
    #[default]
    Exact,
    /// The move goes at most as many squares as the roll; the prince at most
    /// three.
    UpTo,
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reading::Exact => "exact",
            Reading::UpTo => "up-to",
        })
    }
}

impl FromStr for Reading {
    type Err = RollError;

    fn from_str(text: &str) -> Result<Reading, RollError> {
        match text.trim() {
            "exact" => Ok(Reading::Exact),
            "up-to" => Ok(Reading::UpTo),
            _ => Err(RollError::BadReading(text.to_owned())),
        }
    }
}
