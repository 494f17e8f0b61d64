//! The settings that stay from one run to the next: the language, the
//! board, the die, the clock, how the board is drawn, the computer's
//! default level and the bell, kept in `config.toml` in the platform's
//! config directory (`file.rs`), or by a page in the browser's storage
//! (`text_store/`). `main` reads them once at start; a flag
//! given on the command line wins over them for that run and writes
//! nothing. The settings screen changes them and calls [`SettingsFile::save`].

mod file;
mod text_store;
pub mod trouble;

pub use file::SettingsFile;

use crate::cli::Board;
use crate::lang::Lang;
use obereg_engine::Level;
use obereg_rules::{Reading, TimeControl};

/// The colours the board is drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColourTheme {
    /// Wood-coloured squares and the Okabe–Ito marks.
    #[default]
    Standard,
    /// Black and near-black squares, white guards, sky-blue Vikings and a
    /// yellow prince, bright marks: for a dim screen or weak eyes.
    HighContrast,
}

impl ColourTheme {
    /// Every theme, for the settings screen.
    pub const ALL: [ColourTheme; 2] = [ColourTheme::Standard, ColourTheme::HighContrast];

    /// The theme's name in the config file.
    pub const fn name(self) -> &'static str {
        match self {
            ColourTheme::Standard => "standard",
            ColourTheme::HighContrast => "high-contrast",
        }
    }

    /// The theme of a name in the config file.
    pub fn from_name(name: &str) -> Option<ColourTheme> {
        ColourTheme::ALL.into_iter().find(|theme| theme.name() == name)
    }
}

/// Every setting that stays, each at its default unless the file says
/// otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The language; `None`: the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    pub lang: Option<Lang>,
    /// The board of a new game.
    pub board: Board,
    /// How a new game reads the die; `None`: no die.
    pub die: Option<Reading>,
    /// The clocks of a new game; `None`: no clocks.
    pub clock: Option<TimeControl>,
    /// Draw with ASCII characters only.
    pub ascii: bool,
    /// Use colour (`NO_COLOR` still turns it off).
    pub color: bool,
    /// The computer's level when none is named (`--vikings ai`, the free
    /// board's game against the computer).
    pub level: Level,
    /// Ring the terminal bell when the other player moves.
    pub bell: bool,
    /// The colours of the board.
    pub theme: ColourTheme,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            lang: None,
            board: Board::Nine,
            die: None,
            clock: None,
            ascii: false,
            color: true,
            level: Level::default(),
            bell: true,
            theme: ColourTheme::Standard,
        }
    }
}

#[cfg(test)]
mod tests;
