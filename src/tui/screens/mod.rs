//! The screens of the terminal app, one folder each. A screen owns its
//! state, keys, update, view and tests, and asks for another screen by
//! returning a [`Go`]; screens never import each other (ARCHITECTURE.md,
//! "Screens").

pub mod menu;
pub mod settings;

use obereg_engine::Level;
use obereg_net::JoinCode;
use obereg_rules::Side;

/// What a screen asks the loop for: another screen, or to leave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Go {
    /// The unfinished game of an earlier run, resumed.
    Continue,
    /// A new game for two people at this keyboard.
    Keyboard,
    /// A new game against the computer, the person playing `side`.
    Computer {
        /// The side the person plays.
        side: Side,
        /// How strong the computer plays.
        level: Level,
    },
    /// The lessons.
    Lessons,
    /// The puzzles.
    Puzzles,
    /// The free board, at the start position.
    FreeBoard,
    /// A game hosted here for a player at another terminal.
    Host,
    /// The game hosted at `address`, joined with `code`.
    Join {
        /// The host's address and port, as the host shows them.
        address: String,
        /// The join code the host shows.
        code: JoinCode,
    },
    /// The settings that stay.
    Settings,
    /// Back to the start menu.
    Menu,
    /// Leave the app.
    Quit,
}
