//! Who plays a side: a person, the computer at a level, or random moves.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::level::Settings;
use crate::level::{Level, PlayerError};
use crate::search::{Engine, Progress};
use obereg_rules::Rng;
use obereg_rules::{Game, Move};

/// A kind of player as named on the command line: `human`, `random`,
/// `ai` (the normal level) or `ai:LEVEL`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    /// A person at the keyboard.
    Human,
    /// Uniformly random legal moves (a baseline).
    Random,
    /// The computer at a level.
    Computer(Level),
}

impl FromStr for PlayerKind {
    type Err = PlayerError;

    fn from_str(text: &str) -> Result<PlayerKind, PlayerError> {
        let lower = text.to_ascii_lowercase();
        match lower.split_once(':') {
            Some(("ai", level)) => Ok(PlayerKind::Computer(level.parse()?)),
            None if lower == "ai" => Ok(PlayerKind::Computer(Level::default())),
            None if lower == "random" => Ok(PlayerKind::Random),
            None if lower == "human" => Ok(PlayerKind::Human),
            _ => Err(PlayerError::BadPlayer(text.to_string())),
        }
    }
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerKind::Human => f.write_str("human"),
            PlayerKind::Random => f.write_str("random"),
            PlayerKind::Computer(level) => write!(f, "ai:{level}"),
        }
    }
}

/// Something that chooses moves without a person: the match runner and
/// the engine protocol drive these.
pub trait Player<const N: usize = 9>: Send {
    /// A move for the side to move of `game`, or `None` when the game is
    /// over. Returns early when `stop` is raised; `progress` hears of each
    /// completed search depth.
    fn choose(
        &mut self,
        game: &Game<N>,
        stop: Arc<AtomicBool>,
        progress: &mut dyn FnMut(&Progress),
    ) -> Option<Move>;

    /// Forgets the last game (call before a new one).
    fn new_game(&mut self) {}
}

/// Plays a uniformly random legal move.
pub struct RandomPlayer {
    rng: Rng,
}

impl RandomPlayer {
    /// A random player whose choices follow `seed`.
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer { rng: Rng::new(seed) }
    }
}

impl<const N: usize> Player<N> for RandomPlayer {
    fn choose(&mut self, game: &Game<N>, _: Arc<AtomicBool>, _: &mut dyn FnMut(&Progress)) -> Option<Move> {
        let moves = game.position().legal_moves();
        if game.outcome().is_some() || moves.is_empty() {
            return None;
        }
        Some(moves[self.rng.below(moves.len())])
    }
}

/// The computer: the engine searching with a level's settings.
pub struct Computer {
    engine: Engine,
    settings: Settings,
}

impl Computer {
    /// The computer at `level`; `think_time` caps its time per move and
    /// `seed` chooses its noise.
    pub fn new(level: Level, think_time: Option<Duration>, seed: u64) -> Computer {
        Computer { engine: Engine::default(), settings: level.settings(think_time, seed) }
    }

    /// The computer searching with `settings` (a level's, changed: a
    /// node budget instead of a clock, another contempt).
    pub fn with_settings(settings: Settings) -> Computer {
        Computer { engine: Engine::default(), settings }
    }

    /// The settings it searches with.
    pub fn settings(&self) -> Settings {
        self.settings
    }
}

impl<const N: usize> Player<N> for Computer {
    fn choose(
        &mut self,
        game: &Game<N>,
        stop: Arc<AtomicBool>,
        progress: &mut dyn FnMut(&Progress),
    ) -> Option<Move> {
        self.engine.search(game, &self.settings, stop, progress).best()
    }

    fn new_game(&mut self) {
        self.engine.new_game();
    }
}

/// A player for a kind, or `None` for a person. `seed` makes random moves
/// and noise reproducible.
pub fn player_for<const N: usize>(
    kind: PlayerKind,
    think_time: Option<Duration>,
    seed: u64,
) -> Option<Box<dyn Player<N>>> {
    match kind {
        PlayerKind::Human => None,
        PlayerKind::Random => Some(Box::new(RandomPlayer::new(seed))),
        PlayerKind::Computer(level) => Some(Box::new(Computer::new(level, think_time, seed))),
    }
}
