//! The players' options for a game, checked: names, sides, language, how to
//! draw. Built from clap's raw flags and the environment, never by clap.

use thiserror::Error;

use crate::cli::Cli;
use crate::i18n::{Lang, Messages, count_arg, side_arg, text_arg};
use crate::rules::Side;

use super::storage::Opening;

/// The longest player name, in characters: it must fit the side panel.
pub const MAX_NAME: usize = 20;

/// A player name that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ConfigError {
    /// A blank name.
    #[error("the name of the player of the {0} is empty")]
    EmptyName(Side),
    /// A name longer than [`MAX_NAME`].
    #[error("the name `{0}` is too long")]
    LongName(String),
    /// A name with control characters, which would break the screen.
    #[error("the name `{0}` contains control characters")]
    ControlName(String),
}

impl ConfigError {
    /// The error in the players' language.
    pub fn describe(&self, messages: &Messages) -> String {
        match self {
            ConfigError::EmptyName(side) => messages.format("config-empty-name", &[side_arg(*side)]),
            ConfigError::LongName(name) => {
                messages.format("config-long-name", &[text_arg("name", name), count_arg("most", MAX_NAME)])
            }
            ConfigError::ControlName(name) => {
                messages.format("config-control-name", &[text_arg("name", name.escape_debug())])
            }
        }
    }
}

/// Everything a game in the terminal needs to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameConfig {
    /// Who plays the Vikings (they move first, R4).
    pub vikings: String,
    /// Who plays the Varangians.
    pub varangians: String,
    /// Whether lots were drawn for the sides (`--toss`): the game says so
    /// before the first move.
    pub tossed: bool,
    /// The language of every word on screen.
    pub lang: Lang,
    /// Draw with ASCII characters only.
    pub ascii: bool,
    /// Use colour (off when `NO_COLOR` is set, see no-color.org).
    pub color: bool,
    /// How the run begins: ask to resume, resume, a new game, or a file.
    pub opening: Opening,
}

impl GameConfig {
    /// The options `cli` and the environment (`var` reads a variable) ask
    /// for; `coin` draws the lots for `--toss` (true: the names swap sides).
    ///
    /// # Errors
    /// A [`ConfigError`] for a name that is blank, too long or has control
    /// characters.
    pub fn new(
        cli: &Cli,
        var: impl Fn(&str) -> Option<String>,
        coin: impl FnOnce() -> bool,
    ) -> Result<GameConfig, ConfigError> {
        let lang = cli.lang.unwrap_or_else(|| Lang::from_env(&var));
        let messages = Messages::new(lang);
        let name = |given: &Option<String>, side: Side| match given {
            Some(name) => check_name(name, side),
            None => Ok(messages.side(side)),
        };
        let mut vikings = name(&cli.vikings, Side::Vikings)?;
        let mut varangians = name(&cli.varangians, Side::Varangians)?;
        if cli.toss && coin() {
            std::mem::swap(&mut vikings, &mut varangians);
        }
        let color = var("NO_COLOR").is_none_or(|value| value.is_empty());
        let opening = match (&cli.load, cli.resume, cli.new) {
            (Some(file), _, _) => Opening::Load(file.clone()),
            (None, true, _) => Opening::Resume,
            (None, false, true) => Opening::New,
            (None, false, false) => Opening::Ask,
        };
        Ok(GameConfig { vikings, varangians, tossed: cli.toss, lang, ascii: cli.ascii, color, opening })
    }
}

fn check_name(name: &str, side: Side) -> Result<String, ConfigError> {
    let name = name.trim();
    if name.is_empty() {
        Err(ConfigError::EmptyName(side))
    } else if name.chars().any(char::is_control) {
        Err(ConfigError::ControlName(name.to_string()))
    } else if name.chars().count() > MAX_NAME {
        Err(ConfigError::LongName(name.to_string()))
    } else {
        Ok(name.to_string())
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    fn config(args: &[&str], env: &[(&str, &str)], coin: bool) -> Result<GameConfig, ConfigError> {
        let cli = Cli::try_parse_from(std::iter::once("obereg").chain(args.iter().copied())).unwrap();
        let var = |name: &str| env.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string());
        GameConfig::new(&cli, var, || coin)
    }

    #[test]
    fn names_default_to_the_side_names_in_the_language() {
        let config = config(&["--lang", "uk"], &[], false).unwrap();
        assert_eq!((config.vikings.as_str(), config.varangians.as_str()), ("Вікінги", "Варяги"));
        assert!(config.color && !config.ascii && !config.tossed);
    }

    #[test]
    fn the_toss_can_swap_the_names() {
        let args = ["--vikings", "Olha", "--varangians", "Ihor", "--toss"];
        let kept = config(&args, &[], false).unwrap();
        let swapped = config(&args, &[], true).unwrap();
        assert_eq!((kept.vikings.as_str(), swapped.vikings.as_str()), ("Olha", "Ihor"));
        assert!(swapped.tossed);
    }

    #[test]
    fn no_color_and_locale_come_from_the_environment() {
        let config = config(&[], &[("NO_COLOR", "1"), ("LANG", "ru_RU.UTF-8")], false).unwrap();
        assert!(!config.color);
        assert_eq!(config.lang, Lang::Ru);
    }

    #[test]
    fn bad_names_are_refused() {
        assert_eq!(config(&["--vikings", "  "], &[], false), Err(ConfigError::EmptyName(Side::Vikings)));
        let long = "x".repeat(MAX_NAME + 1);
        assert_eq!(config(&["--varangians", &long], &[], false), Err(ConfigError::LongName(long)));
        assert!(matches!(config(&["--vikings", "a\u{1b}b"], &[], false), Err(ConfigError::ControlName(_))));
    }
}
