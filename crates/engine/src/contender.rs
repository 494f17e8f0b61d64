//! Who plays in a strength match (`obereg strength`), as the command line names them:
//! `random`, `fortress` or `ai:LEVEL`, the computer's search changed by
//! `,nodes=N`, `,depth=N`, `,noise=N`, `,contempt=N` or `,sight=N`.

use std::fmt;
use std::str::FromStr;

use crate::fortress::Fortress;
use crate::level::{FULL_SIGHT, Level, Settings};
use crate::player::{Computer, Player, RandomPlayer};
use crate::time::MAX_DEPTH;

/// The node budget of `max` in a strength match, instead of its clock,
/// so a match plays the same games on any machine.
pub const MAX_NODES: u64 = 1_000_000;

/// A side of a strength match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contender {
    /// Its name as the command line gave it.
    name: String,
    kind: Kind,
}

/// The kinds of contender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Random,
    Fortress,
    /// The computer's settings; its seed is the game's.
    Computer(Settings),
}

/// A word that names no contender: not `random`, `fortress` or `ai:LEVEL[,key=N…]`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a contender (random, fortress or ai:LEVEL[,nodes=N][,depth=N][,noise=N][,contempt=N][,sight=N])"
)]
pub struct ContenderError(pub String);

impl FromStr for Contender {
    type Err = ContenderError;

    fn from_str(text: &str) -> Result<Contender, ContenderError> {
        let bad = || ContenderError(text.to_string());
        let lower = text.to_ascii_lowercase();
        let mut parts = lower.split(',');
        let head = parts.next().unwrap_or_default();
        let kind = match head {
            "random" => Kind::Random,
            "fortress" => Kind::Fortress,
            _ => {
                let level: Level = head.strip_prefix("ai:").ok_or_else(bad)?.parse().map_err(|_| bad())?;
                Kind::Computer(match_settings(level))
            }
        };
        let kind = parts.try_fold(kind, |kind, part| change(kind, part).ok_or_else(bad))?;
        Ok(Contender { name: lower, kind })
    }
}

/// `level`'s settings in a match: `max` stops at [`MAX_NODES`] instead of a time.
fn match_settings(level: Level) -> Settings {
    let mut settings = level.settings(None, 0);
    if settings.limits.time.is_some() {
        settings.limits.time = None;
        settings.limits.nodes = Some(MAX_NODES);
    }
    settings
}

/// `kind` changed by `key=N`; `None` for a key it has not or a bad number.
fn change(kind: Kind, part: &str) -> Option<Kind> {
    let Kind::Computer(mut settings) = kind else { return None };
    let (key, value) = part.split_once('=')?;
    match key {
        "nodes" => settings.limits.nodes = Some(value.parse().ok().filter(|&n| n > 0)?),
        "depth" => settings.limits.depth = Some(value.parse().ok().filter(|d| (1..=MAX_DEPTH).contains(d))?),
        "noise" => settings.noise = value.parse().ok().filter(|n| (0..=1_000).contains(n))?,
        "contempt" => settings.contempt = value.parse().ok().filter(|c| (0..=1_000).contains(c))?,
        "sight" => settings.sight = value.parse().ok().filter(|s| (1..=FULL_SIGHT).contains(s))?,
        _ => return None,
    }
    Some(Kind::Computer(settings))
}

impl Contender {
    /// A player of this kind for one game; `seed` chooses its random moves or noise.
    pub fn player<const N: usize>(&self, seed: u64) -> Box<dyn Player<N>> {
        match self.kind {
            Kind::Random => Box::new(RandomPlayer::new(seed)),
            Kind::Fortress => Box::new(Fortress::new(seed)),
            Kind::Computer(settings) => Box::new(Computer::with_settings(Settings { seed, ..settings })),
        }
    }
}

impl fmt::Display for Contender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_contender_is_a_player_and_its_changes() {
        let max: Contender = "ai:max,nodes=5000,contempt=50".parse().unwrap();
        let Kind::Computer(settings) = max.kind else { panic!("{max:?}") };
        assert_eq!((settings.limits.nodes, settings.limits.time, settings.contempt), (Some(5000), None, 50));
        let Kind::Computer(plain) = "AI:Max".parse::<Contender>().unwrap().kind else { panic!() };
        assert_eq!(plain.limits.nodes, Some(MAX_NODES));
        assert_eq!("fortress".parse::<Contender>().unwrap().kind, Kind::Fortress);
        for bad in [
            "ai",
            "ai:hard,nodes=0",
            "ai:hard,speed=3",
            "random,depth=2",
            "human",
            "ai:hard,depth=99",
            "ai:easy,sight=0",
            "ai:easy,sight=101",
        ] {
            assert_eq!(bad.parse::<Contender>(), Err(ContenderError(bad.to_string())));
        }
    }
}
