//! The computer's strength levels and the limits each one searches with.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;

use crate::time::Limits;

/// How a search is run: its limits, how much noise blurs its judgement
/// and how much it dislikes a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// When to stop.
    pub limits: Limits,
    /// Up to this much (hundredths of a Viking) is added to or taken from
    /// each evaluation, so weaker levels misjudge like people do.
    pub noise: i32,
    /// Chooses the noise; the same seed gives the same moves.
    pub seed: u64,
    /// What a draw by repetition costs the side searching when level in
    /// pieces (hundredths of a Viking); a side ahead pays a share of its
    /// lead on top. The engine steers into a repetition only when it
    /// judges its position worse than this.
    pub contempt: i32,
    /// The share of its legal moves, in percent, that the search looks at
    /// in the position it moves from; it overlooks the others, as a
    /// beginner does (100: it sees every move). Which ones it overlooks
    /// follows the seed and the position.
    pub sight: u8,
}

/// Every move seen: [`Settings::sight`] of every level but `beginner`.
pub const FULL_SIGHT: u8 = 100;

/// What a draw costs the computer unless told otherwise: three Vikings.
/// It takes a repetition only when clearly worse, so it plays on for a
/// win wherever the game is still open, against people and programs alike.
pub const CONTEMPT: i32 = 300;

impl Default for Settings {
    fn default() -> Settings {
        Settings { limits: Limits::default(), noise: 0, seed: 0, contempt: CONTEMPT, sight: FULL_SIGHT }
    }
}

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// One ply, much noise, and a third of its moves overlooked: sees a
    /// capture or an escape only when it happens to look at that move.
    Beginner,
    /// Two plies and much noise: sees captures and escapes next move, misjudges the rest.
    Easy,
    /// Four plies and some noise.
    #[default]
    Normal,
    /// A fixed number of nodes (about a tenth of a second), a little noise.
    Hard,
    /// As deep as its time allows, no noise.
    Max,
}

/// The rating of a player who moves at random, the floor of the levels'
/// ratings ([`Level::rating`]); the puzzles' scale is alike: a newcomer
/// to them starts at 1500, a one-move puzzle is rated 1200.
pub const RANDOM_RATING: u32 = 400;

/// The share of its moves `beginner` looks at, in percent.
const BEGINNER_SIGHT: u8 = 67;

/// Time per move of [`Level::Max`] unless told otherwise.
pub const MAX_THINK_TIME: Duration = Duration::from_secs(5);

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [Level::Beginner, Level::Easy, Level::Normal, Level::Hard, Level::Max];

    /// The search settings of this level. The lower levels stop at a depth
    /// or a number of nodes, so the same seed gives the same moves on any
    /// machine; `think_time` caps every level's time per move (and is the
    /// whole limit of `max`, 5 s by default).
    pub fn settings(self, think_time: Option<Duration>, seed: u64) -> Settings {
        let (depth, nodes, noise) = match self {
            Level::Beginner => (Some(1), None, 120),
            Level::Easy => (Some(2), None, 120),
            Level::Normal => (Some(4), None, 50),
            Level::Hard => (None, Some(600_000), 10),
            Level::Max => (None, None, 0),
        };
        let time = match self {
            Level::Max => Some(think_time.unwrap_or(MAX_THINK_TIME)),
            _ => think_time,
        };
        let sight = if self == Level::Beginner { BEGINNER_SIGHT } else { FULL_SIGHT };
        Settings { limits: Limits { depth, nodes, time }, noise, seed, contempt: CONTEMPT, sight }
    }

    /// The level's rating: Elo points on the scale `obereg strength`
    /// measured (the developers' notes, `docs/dev/strength.md`), where a
    /// player of random moves, the floor, stands at [`RANDOM_RATING`] and
    /// each level is the one below it plus the Elo difference of 200 games
    /// between them. `max` as measured there, at a million nodes a move
    /// (its 5 s are more).
    pub const fn rating(self) -> u32 {
        match self {
            Level::Beginner => 1824,
            Level::Easy => 2154,
            Level::Normal => 2675,
            Level::Hard => 3047,
            Level::Max => 3182,
        }
    }

    /// The level's name as typed: `beginner`, `easy`, `normal`, `hard`, `max`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Max => "max",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that names no level or player.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayerError {
    /// Not one of `beginner`, `easy`, `normal`, `hard`, `max`.
    #[error("`{0}` is not a level (beginner, easy, normal, hard or max)")]
    BadLevel(String),
    /// Not `human`, `random`, `ai` or `ai:LEVEL`.
    #[error("`{0}` is not a player (human, random, ai or ai:LEVEL)")]
    BadPlayer(String),
}

impl FromStr for Level {
    type Err = PlayerError;

    fn from_str(text: &str) -> Result<Level, PlayerError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| PlayerError::BadLevel(text.to_string()))
    }
}
