//! What is wrong with the players' options, and how it is told in their
//! language, the flags named as clap names them in its own refusals.

use thiserror::Error;

use crate::i18n::{Messages, count_arg, side_arg, text_arg};
use obereg_rules::{PositionError, Side};

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
    /// `ai:` followed by something that is not a level.
    #[error("`{1}` is not a computer player (ai, ai:beginner, ai:easy, ai:normal, ai:hard or ai:max)")]
    BadLevel(Side, String),
    /// A `--think-time` that is not a positive number of seconds.
    #[error("`{0}` is not a time in seconds")]
    BadThinkTime(String),
    /// A `--clock` that is not MINUTES+SECONDS.
    #[error("`{0}` is not a time control")]
    BadClock(String),
    /// A `--clock` whose base is no time (`0+2`).
    #[error("`{0}` gives no time for the game")]
    NoBaseTime(String),
    /// A `--position` that is no position record.
    #[error("not a position record: {0}")]
    BadPosition(PositionError),
    /// A join code that is not eight letters and digits.
    #[error("`{0}` is not a join code")]
    BadCode(String),
    /// `--board 11` or `--die` with the lessons, the free board or the
    /// puzzles, which are the plain game on the 9×9 board.
    #[error("the lessons, the free board and the puzzles are the plain game on the 9×9 board only")]
    NineOnly,
    /// `--die` with `join`: the guest plays with the host's die.
    #[error("the guest plays with the host's die: --die goes with host")]
    DieOnJoin,
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
            // Flags as clap shows them in its own refusals.
            ConfigError::BadLevel(side, text) => {
                let flag = format!("--{} <NAME|ai[:LEVEL]>", side.name());
                let reason = messages.format("config-bad-level", &[text_arg("text", text)]);
                messages.format("usage-bad-value", &[text_arg("arg", flag), text_arg("reason", reason)])
            }
            ConfigError::BadThinkTime(text) => {
                bad_value(messages, "--think-time <SECONDS>", "config-bad-think-time", text)
            }
            ConfigError::BadClock(text) => {
                bad_value(messages, "--clock <MINUTES+SECONDS>", "config-bad-clock", text)
            }
            ConfigError::NoBaseTime(text) => {
                bad_value(messages, "--clock <MINUTES+SECONDS>", "config-clock-no-base", text)
            }
            ConfigError::BadCode(text) => bad_value(messages, "<CODE>", "config-bad-code", text),
            ConfigError::NineOnly => messages.text("config-nine-only"),
            ConfigError::BadPosition(error) => {
                let reason = messages.position_error(error);
                messages.format(
                    "usage-bad-value",
                    &[text_arg("arg", "--position <RECORD>"), text_arg("reason", reason)],
                )
            }
            ConfigError::DieOnJoin => messages.text("config-die-join"),
        }
    }
}

/// clap's line for a refused value of `flag`, the reason `id` says.
fn bad_value(messages: &Messages, flag: &str, id: &str, text: &str) -> String {
    let reason = messages.format(id, &[text_arg("text", text)]);
    messages.format("usage-bad-value", &[text_arg("arg", flag), text_arg("reason", reason)])
}
