//! The colours of the board, one palette per colour theme of the settings:
//! the standard one (wood and the Okabe–Ito colours, readable with the
//! common kinds of colour blindness) and a high-contrast one (black
//! squares, bright pieces and marks). [`super::theme::Theme`] paints with
//! them only when there is colour.

use ratatui::style::Color;

use crate::settings::ColourTheme;

/// Every colour the board and its panel are painted with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    /// A Viking.
    pub viking: Color,
    /// A guard.
    pub guard: Color,
    /// The prince, and emphasis (whose turn, the winner).
    pub prince: Color,
    /// The light squares of the chequer.
    pub light: Color,
    /// The dark squares of the chequer.
    pub dark: Color,
    /// The throne and the exits (R7).
    pub restricted: Color,
    /// The marks drawn on empty squares.
    pub square_text: Color,
    /// Behind the squares of the last move.
    pub last_move: Color,
    /// Behind the picked-up piece.
    pub selected: Color,
    /// Behind a square the picked-up piece may go to, and its mark.
    pub target: (Color, Color),
    /// Behind a piece the move under the cursor would capture.
    pub threat: Color,
    /// A square whose piece was just captured, and a refused move.
    pub warning: Color,
    /// Behind a hint's squares, and their marks.
    pub hint: (Color, Color),
    /// Behind the cursor's brackets, and the brackets.
    pub cursor: (Color, Color),
}

// Okabe–Ito colours, distinguishable with the common kinds of colour blindness.
const ORANGE_GOLD: Color = Color::Rgb(255, 200, 40);
const SKY_BLUE: Color = Color::Rgb(86, 180, 233);
const VERMILLION: Color = Color::Rgb(213, 94, 0);

/// Today's colours. The squares are mid-tones, so that black Vikings,
/// white guards and the gold prince all keep a contrast of at least 3:1
/// (WCAG, for graphics) on every square they can stand on; the restricted
/// squares are darker as only the gold prince stands there (R7).
pub const STANDARD: Palette = Palette {
    viking: Color::Rgb(0, 0, 0),
    guard: Color::Rgb(250, 250, 250),
    prince: ORANGE_GOLD,
    light: Color::Rgb(140, 105, 70),
    dark: Color::Rgb(128, 96, 64),
    restricted: Color::Rgb(80, 58, 38),
    square_text: Color::Rgb(230, 215, 190),
    last_move: Color::Rgb(70, 100, 140),
    selected: Color::Rgb(0, 114, 178),
    target: (SKY_BLUE, Color::Rgb(0, 40, 80)),
    threat: VERMILLION,
    warning: VERMILLION,
    hint: (Color::Rgb(0, 158, 115), Color::Black),
    cursor: (Color::Rgb(240, 228, 66), Color::Black),
};

/// High contrast: black and near-black squares under white guards, sky-blue
/// Vikings and a yellow prince (blue against yellow, which the common kinds
/// of colour blindness keep apart), every piece at least 7:1 (WCAG AAA) on
/// every square it can stand on; the marks in full, bright colours.
pub const HIGH_CONTRAST: Palette = Palette {
    viking: Color::Rgb(90, 200, 255),
    guard: Color::Rgb(255, 255, 255),
    prince: Color::Rgb(255, 220, 0),
    light: Color::Rgb(0, 0, 0),
    dark: Color::Rgb(40, 40, 40),
    restricted: Color::Rgb(0, 0, 110),
    square_text: Color::Rgb(200, 200, 200),
    last_move: Color::Rgb(70, 0, 90),
    selected: Color::Rgb(200, 0, 200),
    target: (Color::Rgb(255, 255, 0), Color::Rgb(0, 0, 0)),
    threat: Color::Rgb(255, 0, 0),
    warning: Color::Rgb(255, 80, 80),
    hint: (Color::Rgb(0, 255, 0), Color::Rgb(0, 0, 0)),
    cursor: (Color::Rgb(255, 255, 255), Color::Rgb(0, 0, 0)),
};

impl Palette {
    /// The palette of `theme`.
    pub const fn of(theme: ColourTheme) -> Palette {
        match theme {
            ColourTheme::Standard => STANDARD,
            ColourTheme::HighContrast => HIGH_CONTRAST,
        }
    }
}
