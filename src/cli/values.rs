//! The values the command line reads itself, beyond what clap knows: a
//! side, a contender, a player, a perft depth, an SPRT and a number of
//! seconds, each refused with its own error.

use std::time::Duration;

use obereg_engine::{Contender, ContenderError, PlayerError, PlayerKind};
use obereg_rules::Side;

/// Reads a side: `vikings` or `varangians` (or OpenTafl's `attackers`, `defenders`).
pub(super) fn parse_side(text: &str) -> Result<Side, obereg_rules::NotationError> {
    text.parse()
}

/// Reads a contender of a strength match.
pub fn parse_contender(text: &str) -> Result<Contender, ContenderError> {
    text.parse()
}

/// Reads a player: `human`, `random`, `ai` or `ai:LEVEL`.
pub fn parse_player(text: &str) -> Result<PlayerKind, PlayerError> {
    text.parse()
}

/// The deepest perft the command line accepts: from the start depth 5
/// already counts 1.17 billion sequences, and each ply more multiplies the
/// work by about sixty.
pub const MAX_PERFT_DEPTH: u32 = 6;

/// A perft depth the command line refuses.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadDepth {
    /// Not a whole number of plies, 0 or more.
    #[error("`{0}` is not a depth: the depth must be a whole number of plies, 0 or more")]
    NotNumber(String),
    /// Too deep to finish in reasonable time.
    #[error("depth {0} would take too long to count: the largest depth allowed is {MAX_PERFT_DEPTH}")]
    TooDeep(String),
}

/// Reads a perft depth: 0 to [`MAX_PERFT_DEPTH`] plies.
pub fn parse_depth(text: &str) -> Result<u32, BadDepth> {
    match text.parse::<u64>() {
        Ok(depth) if depth <= u64::from(MAX_PERFT_DEPTH) => Ok(depth as u32),
        Ok(_) => Err(BadDepth::TooDeep(text.to_string())),
        // Digits only, but more than any number holds: still a depth, far too deep.
        Err(_) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
            Err(BadDepth::TooDeep(text.to_string()))
        }
        Err(_) => Err(BadDepth::NotNumber(text.to_string())),
    }
}

/// Not two Elo differences `ELO0,ELO1` with the first below the second.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an SPRT: give two Elo differences, the smaller first, like 0,10")]
pub struct BadSprt(pub String);

/// Reads an SPRT's two Elo differences, `ELO0,ELO1`.
pub fn parse_sprt(text: &str) -> Result<(f64, f64), BadSprt> {
    let bad = || BadSprt(text.to_string());
    let (low, high) = text.split_once(',').ok_or_else(bad)?;
    let number =
        |part: &str| part.trim().parse::<f64>().ok().filter(|elo| elo.is_finite() && elo.abs() <= 2_000.0);
    match (number(low), number(high)) {
        (Some(low), Some(high)) if low < high => Ok((low, high)),
        _ => Err(bad()),
    }
}

/// A number of seconds that is not a positive time of at most a day.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a time in seconds (a number above 0, at most 86400)")]
pub struct BadSeconds(pub String);

/// Reads a positive number of seconds, fractions allowed (`0.5`), up to a day.
pub fn parse_seconds(text: &str) -> Result<Duration, BadSeconds> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= 86_400.0 => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(BadSeconds(text.to_string())),
    }
}
