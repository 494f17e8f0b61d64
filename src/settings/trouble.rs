//! What can go wrong with the config file, and how the player is told.

use std::io;
use std::path::{Path, PathBuf};

use crate::i18n::{Messages, count_arg, text_arg};
use obereg_engine::Level;
use obereg_record::StoreError;

/// The longest value a message repeats, in characters.
const MAX_SHOWN: usize = 40;

/// Why the text of a config file can't be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// The file is not UTF-8 text.
    NotText,
    /// The text is not TOML: the line (from 1) and the parser's words.
    NotToml {
        /// The line the parser stopped on.
        line: usize,
        /// What the parser found wrong, in English.
        detail: String,
    },
    /// A key that is no setting (a typo, or a newer game's).
    UnknownKey(String),
    /// A value the setting `key` does not take, as the file writes it.
    BadValue {
        /// The setting.
        key: String,
        /// The value.
        value: String,
    },
}

impl Damage {
    /// The damage `error` found in `text`.
    pub fn not_toml(text: &str, error: &toml::de::Error) -> Damage {
        let at = error.span().map_or(0, |span| span.start).min(text.len());
        let line = text.as_bytes()[..at].iter().filter(|&&byte| byte == b'\n').count() + 1;
        Damage::NotToml { line, detail: error.message().trim().to_string() }
    }

    /// The damage in the players' language.
    pub fn describe(&self, messages: &Messages) -> String {
        match self {
            Damage::NotText => messages.text("settings-not-text"),
            Damage::NotToml { line, detail } => {
                messages.format("settings-not-toml", &[count_arg("line", *line), text_arg("detail", detail)])
            }
            Damage::UnknownKey(key) => {
                messages.format("settings-unknown-key", &[text_arg("key", shown(key))])
            }
            Damage::BadValue { key, value } => messages.format(
                "settings-bad-value",
                &[text_arg("key", key), text_arg("value", shown(value)), text_arg("values", values_of(key))],
            ),
        }
    }
}

/// The values the setting `key` takes, as the file writes them.
fn values_of(key: &str) -> String {
    if key == "level" {
        let levels: Vec<String> = Level::ALL.iter().map(|level| format!("\"{}\"", level.name())).collect();
        return levels.join(", ");
    }
    let values = match key {
        "lang" => "\"uk\", \"ru\", \"en\"",
        "board" => "9, 11",
        "die" => "\"off\", \"exact\", \"up-to\"",
        "clock" => "\"off\", \"10+5\", \"0:30+2\", …",
        "theme" => "\"standard\", \"high-contrast\"",
        _ => "true, false",
    };
    values.to_string()
}

/// `text` cut to [`MAX_SHOWN`] characters, control characters escaped.
fn shown(text: &str) -> String {
    let escaped: String = text.escape_debug().collect();
    match escaped.char_indices().nth(MAX_SHOWN) {
        Some((at, _)) => format!("{}…", &escaped[..at]),
        None => escaped,
    }
}

/// Something the player must hear about the config file; the game goes on
/// with the defaults (or, for [`Trouble::NotSaved`], with the settings as
/// they are).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// The file was damaged: it was moved, untouched, to `kept_as`.
    Damaged {
        /// Where the file was.
        path: PathBuf,
        /// Where it is now.
        kept_as: PathBuf,
        /// What is wrong with it.
        damage: Damage,
    },
    /// The file was damaged and could not be moved aside either.
    NotMoved {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        damage: Damage,
        /// Why it stayed, in the system's words.
        reason: IoFailure,
    },
    /// The file is there but could not be read.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why, in the system's words.
        reason: IoFailure,
    },
    /// The settings could not be written.
    NotSaved {
        /// The file.
        path: PathBuf,
        /// Why, in the system's words.
        reason: IoFailure,
    },
}

/// A failure of the file system, comparable and put into words in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IoFailure {
    /// Its kind, when the system gave one.
    pub kind: Option<io::ErrorKind>,
    /// The system's own words, for kinds without a translation.
    pub detail: String,
}

impl From<&io::Error> for IoFailure {
    fn from(error: &io::Error) -> IoFailure {
        IoFailure { kind: Some(error.kind()), detail: error.to_string() }
    }
}

impl Trouble {
    /// `path` could not be read.
    pub fn unreadable(path: PathBuf, error: &io::Error) -> Trouble {
        Trouble::Unreadable { path, reason: error.into() }
    }

    /// `path` is damaged and could not be moved.
    pub fn not_moved(path: PathBuf, damage: Damage, error: &io::Error) -> Trouble {
        Trouble::NotMoved { path, damage, reason: error.into() }
    }

    /// `path` could not be written.
    pub fn not_saved(path: &Path, error: &StoreError) -> Trouble {
        let reason = match error {
            StoreError::Io { source, .. } => IoFailure::from(source),
            StoreError::NoDataDir => IoFailure { kind: None, detail: error.to_string() },
        };
        Trouble::NotSaved { path: path.to_path_buf(), reason }
    }

    /// What to tell the player, in their language, naming the files.
    pub fn describe(&self, messages: &Messages) -> String {
        let reason = |failure: &IoFailure| messages.io_reason(failure.kind, &failure.detail);
        match self {
            Trouble::Damaged { path, kept_as, damage } => messages.format(
                "settings-damaged",
                &[
                    text_arg("path", path.display()),
                    text_arg("kept", kept_as.display()),
                    text_arg("damage", damage.describe(messages)),
                ],
            ),
            Trouble::NotMoved { path, damage, reason: failure } => messages.format(
                "settings-not-moved",
                &[
                    text_arg("path", path.display()),
                    text_arg("damage", damage.describe(messages)),
                    text_arg("reason", reason(failure)),
                ],
            ),
            Trouble::Unreadable { path, reason: failure } => messages.format(
                "settings-unreadable",
                &[text_arg("path", path.display()), text_arg("reason", reason(failure))],
            ),
            Trouble::NotSaved { path, reason: failure } => messages.format(
                "settings-not-saved",
                &[text_arg("path", path.display()), text_arg("reason", reason(failure))],
            ),
        }
    }
}
