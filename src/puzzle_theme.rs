//! What a puzzle asks, in a module of its own: the command line names the
//! themes and the puzzles use them, and neither imports the other.

use std::fmt;

/// What a puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, clap::ValueEnum)]
pub enum Theme {
    /// Bring the prince to an exit (R12).
    Escape,
    /// Take the prince (R11, R13).
    Capture,
    /// Leave the other side without a move (R14).
    NoMoves,
    /// The prince threatens to escape: the one Viking move that stops him.
    StopEscape,
    /// Take a piece the other side can't win back at once.
    WinPiece,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 5] =
        [Theme::Escape, Theme::Capture, Theme::NoMoves, Theme::StopEscape, Theme::WinPiece];

    /// The theme's word in files and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Escape => "escape",
            Theme::Capture => "capture",
            Theme::NoMoves => "no-moves",
            Theme::StopEscape => "stop-escape",
            Theme::WinPiece => "win-piece",
        }
    }

    /// Whether the puzzle ends the game (a forced win in its length).
    pub const fn wins(self) -> bool {
        matches!(self, Theme::Escape | Theme::Capture | Theme::NoMoves)
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
