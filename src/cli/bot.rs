//! `obereg bot`'s arguments: the server, the level, the name, how many
//! games at once.

use clap::Args;

use obereg_engine::{Level, PlayerError};

/// The most games one bot may play at once.
pub const MOST_GAMES: u32 = 64;

/// A computer opponent on a server.
#[derive(Debug, Args)]
pub struct BotArgs {
    /// The server, HOST:PORT.
    #[arg(value_name = "SERVER")]
    pub server: String,
    /// The level it plays at: beginner, easy, normal, hard or max.
    #[arg(long, value_name = "LEVEL", value_parser = parse_level)]
    pub level: Level,
    /// The bot's account name [default: obereg-LEVEL].
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// The most games it plays at once.
    #[arg(long, value_name = "K", default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=i64::from(MOST_GAMES)))]
    pub games: u32,
}

/// Reads a level: `easy`, `normal`, `hard` or `max`.
pub fn parse_level(text: &str) -> Result<Level, PlayerError> {
    text.parse()
}
