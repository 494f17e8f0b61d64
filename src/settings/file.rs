//! The config file: where it is, how it reads and how it is written. A
//! file that can't be used (not TOML, a key that is no setting, a value a
//! setting does not take) is moved aside, untouched, and the defaults are
//! used; keys left out keep their defaults. A page keeps the same text in
//! the browser's storage instead (`text_store/`).

use std::io;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::text_store;
use super::trouble::{Damage, Trouble};
use super::{ColourTheme, Settings};
use crate::cli::Board;
use crate::lang::Lang;

/// The file's name in obereg's config directory.
const NAME: &str = "config.toml";

/// The name a page keeps the file under in the browser's storage, beside
/// the progress (`obereg.lessons.txt`).
#[cfg(any(test, target_arch = "wasm32"))]
const IN_PAGE: &str = "obereg.config.toml";

/// The first line of a file the game writes.
const HEADER: &str =
    "# obereg's settings: the guide's \"Playing a game\" page (docs/en/game.md) names every key.\n";

/// The config file of obereg.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsFile {
    path: PathBuf,
}

impl SettingsFile {
    /// The file `config.toml` in `dir`.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn in_dir(dir: &Path) -> SettingsFile {
        SettingsFile { path: dir.join(NAME) }
    }

    /// The file in `$XDG_CONFIG_HOME/obereg/` (an absolute path only),
    /// else in the platform's config directory (`~/.config`,
    /// `~/Library/Application Support`, `%APPDATA%`); `var` reads a
    /// variable. `None` when neither is known.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn find(var: impl Fn(&str) -> Option<String>) -> Option<SettingsFile> {
        let xdg = var("XDG_CONFIG_HOME").map(PathBuf::from).filter(|dir| dir.is_absolute());
        let base = xdg.or_else(dirs::config_dir)?;
        Some(SettingsFile::in_dir(&base.join("obereg")))
    }

    /// The file a page keeps in the browser's storage.
    #[cfg(any(test, target_arch = "wasm32"))]
    pub fn in_page() -> SettingsFile {
        SettingsFile { path: PathBuf::from(IN_PAGE) }
    }

    /// Where the file is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The settings the file keeps: the defaults when there is no file, or
    /// one that can't be read or used, which comes with what to tell the
    /// player (a damaged file is moved aside first, untouched).
    pub fn load(&self) -> (Settings, Option<Trouble>) {
        let path = self.path.clone();
        let bytes = match text_store::read(&self.path) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return (Settings::default(), None),
            Err(error) => return (Settings::default(), Some(Trouble::unreadable(path, &error))),
        };
        let damage = match std::str::from_utf8(&bytes).map_err(|_| Damage::NotText).and_then(read) {
            Ok(settings) => return (settings, None),
            Err(damage) => damage,
        };
        let trouble = match self.move_aside() {
            Ok(kept_as) => Trouble::Damaged { path, kept_as, damage },
            Err(error) => Trouble::not_moved(path, damage, &error),
        };
        (Settings::default(), Some(trouble))
    }

    /// Writes `settings` to the file, through a new file renamed over the
    /// old one, as the autosave does.
    ///
    /// # Errors
    /// [`Trouble::NotSaved`] when the directory or the file can't be written.
    pub fn save(&self, settings: &Settings) -> Result<(), Trouble> {
        let text = write(settings);
        text_store::write(&self.path, &text).map_err(|error| Trouble::not_saved(&self.path, &error))
    }

    /// Moves the damaged file aside in its directory, never over another
    /// file; returns where it went.
    fn move_aside(&self) -> io::Result<PathBuf> {
        let kept_as = (1..1000)
            .map(|n| damaged_name(&self.path, &format!("-{n}")))
            .find(|candidate| !text_store::exists(candidate))
            .unwrap_or_else(|| damaged_name(&self.path, ""));
        text_store::rename(&self.path, &kept_as).map(|()| kept_as)
    }
}

/// The name a damaged file at `path` is kept under, beside it:
/// `damaged-config{suffix}.toml`, after what comes before `config.toml`
/// in its name (the page's `obereg.`).
pub fn damaged_name(path: &Path, suffix: &str) -> PathBuf {
    let name = path.file_name().map(|name| name.to_string_lossy()).unwrap_or_default();
    let before = name.strip_suffix(NAME).unwrap_or_default();
    path.with_file_name(format!("{before}damaged-config{suffix}.toml"))
}

/// The settings `text` gives, each key checked.
///
/// # Errors
/// The first [`Damage`] found.
pub fn read(text: &str) -> Result<Settings, Damage> {
    let table: toml::Table = toml::from_str(text).map_err(|error| Damage::not_toml(text, &error))?;
    let mut settings = Settings::default();
    for (key, value) in &table {
        let bad = || Damage::BadValue { key: key.clone(), value: value.to_string() };
        let text = value.as_str();
        // "off" or a reading / a time control.
        let chosen = text.filter(|&text| text != "off");
        match key.as_str() {
            "lang" => settings.lang = Some(text.and_then(Lang::from_code).ok_or_else(bad)?),
            "board" => {
                settings.board = match value.as_integer() {
                    Some(9) => Board::Nine,
                    Some(11) => Board::Eleven,
                    _ => return Err(bad()),
                }
            }
            "die" if text.is_some() => {
                settings.die = chosen.map(str::parse).transpose().map_err(|_| bad())?;
            }
            "clock" if text.is_some() => {
                settings.clock = chosen.map(str::parse).transpose().map_err(|_| bad())?;
            }
            "level" => settings.level = text.and_then(|text| text.parse().ok()).ok_or_else(bad)?,
            "theme" => settings.theme = text.and_then(ColourTheme::from_name).ok_or_else(bad)?,
            "ascii" => settings.ascii = value.as_bool().ok_or_else(bad)?,
            "color" => settings.color = value.as_bool().ok_or_else(bad)?,
            "bell" => settings.bell = value.as_bool().ok_or_else(bad)?,
            "die" | "clock" => return Err(bad()),
            _ => return Err(Damage::UnknownKey(key.clone())),
        }
    }
    Ok(settings)
}

/// The file's form of the settings: every key, in the order the guide
/// gives them; the language only when one is chosen.
#[derive(Serialize)]
struct Written {
    #[serde(skip_serializing_if = "Option::is_none")]
    lang: Option<&'static str>,
    board: usize,
    die: String,
    clock: String,
    ascii: bool,
    color: bool,
    level: String,
    bell: bool,
    theme: &'static str,
}

/// The text of the file that keeps `settings`.
pub fn write(settings: &Settings) -> String {
    let off = |value: Option<String>| value.unwrap_or_else(|| "off".to_string());
    let written = Written {
        lang: settings.lang.map(Lang::code),
        board: settings.board.side(),
        die: off(settings.die.map(|die| die.to_string())),
        clock: off(settings.clock.map(|clock| clock.to_string())),
        ascii: settings.ascii,
        color: settings.color,
        level: settings.level.to_string(),
        bell: settings.bell,
        theme: settings.theme.name(),
    };
    // Strings, numbers and booleans always serialize.
    let body = toml::to_string(&written).unwrap_or_default();
    format!("{HEADER}{body}")
}
