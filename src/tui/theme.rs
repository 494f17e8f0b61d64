//! How pieces and marks look: glyphs (Unicode or ASCII) and a palette
//! chosen to stay readable for colour-blind players (the Okabe–Ito colours
//! for marks). Without colour (`NO_COLOR`) every mark still differs by its
//! shape or by bold, reverse and underline.

use ratatui::style::{Color, Modifier, Style};

use crate::rules::Piece;

/// The characters the board is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glyphs {
    /// A Viking.
    pub viking: &'static str,
    /// A guard.
    pub guard: &'static str,
    /// The prince.
    pub prince: &'static str,
    /// The empty throne.
    pub throne: &'static str,
    /// An empty exit.
    pub exit: &'static str,
    /// A square the picked-up piece may go to.
    pub target: &'static str,
    /// An empty square when there is no colour to draw the chequer.
    pub empty: &'static str,
    /// A square whose piece the last move captured.
    pub captured: &'static str,
    /// Either side of a piece the move under the cursor would capture.
    pub threat: &'static str,
    /// Left and right of the cursor.
    pub cursor: (&'static str, &'static str),
}

const UNICODE: Glyphs = Glyphs {
    viking: "●",
    guard: "○",
    prince: "◆",
    throne: "▣",
    exit: "◇",
    target: "•",
    empty: "·",
    captured: "×",
    threat: "×",
    cursor: ("[", "]"),
};

const ASCII: Glyphs = Glyphs {
    viking: "V",
    guard: "o",
    prince: "K",
    throne: "#",
    exit: "*",
    target: "+",
    empty: ".",
    captured: "x",
    threat: "x",
    cursor: ("[", "]"),
};

// Okabe–Ito colours, distinguishable with the common kinds of colour blindness.
const ORANGE_GOLD: Color = Color::Rgb(255, 200, 40);
const SKY_BLUE: Color = Color::Rgb(86, 180, 233);
const BLUE: Color = Color::Rgb(0, 114, 178);
const VERMILLION: Color = Color::Rgb(213, 94, 0);
const YELLOW: Color = Color::Rgb(240, 228, 66);
const LIGHT_WOOD: Color = Color::Rgb(168, 128, 86);
const DARK_WOOD: Color = Color::Rgb(146, 108, 70);
const RESTRICTED_WOOD: Color = Color::Rgb(96, 70, 46);
const LAST_MOVE: Color = Color::Rgb(190, 165, 95);

/// Glyphs and styles for the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// The characters.
    pub glyphs: Glyphs,
    ascii: bool,
    color: bool,
}

impl Theme {
    /// ASCII or Unicode glyphs, with or without colour.
    pub fn new(ascii: bool, color: bool) -> Theme {
        Theme { glyphs: if ascii { ASCII } else { UNICODE }, ascii, color }
    }

    /// Whether only ASCII characters are drawn.
    pub fn ascii(&self) -> bool {
        self.ascii
    }

    /// Whether colours are used.
    pub fn color(&self) -> bool {
        self.color
    }

    fn paint(&self, style: Style, colored: impl FnOnce(Style) -> Style) -> Style {
        if self.color { colored(style) } else { style }
    }

    /// The glyph of `piece`.
    pub fn piece_glyph(&self, piece: Piece) -> &'static str {
        match piece {
            Piece::Viking => self.glyphs.viking,
            Piece::Guard => self.glyphs.guard,
            Piece::Prince => self.glyphs.prince,
        }
    }

    /// Vikings dark, guards light, the prince gold (R2); bold everywhere so
    /// pieces stand out from marks.
    pub fn piece(&self, piece: Piece) -> Style {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        self.paint(bold, |s| match piece {
            Piece::Viking => s.fg(Color::Rgb(20, 20, 20)),
            Piece::Guard => s.fg(Color::Rgb(250, 250, 250)),
            Piece::Prince => s.fg(ORANGE_GOLD),
        })
    }

    /// An empty square; `light` alternates like a chequer so files and
    /// ranks can be counted, `restricted` for the throne and the exits (R7).
    pub fn square(&self, light: bool, restricted: bool) -> Style {
        self.paint(Style::new(), |s| {
            s.bg(if restricted {
                RESTRICTED_WOOD
            } else if light {
                LIGHT_WOOD
            } else {
                DARK_WOOD
            })
            .fg(Color::Rgb(230, 215, 190))
        })
    }

    /// The squares of the last move: underlined, and tinted in colour.
    pub fn last_move(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::UNDERLINED), |s| s.bg(LAST_MOVE))
    }

    /// The picked-up piece: reversed, and blue in colour.
    pub fn selected(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::REVERSED), |s| s.bg(BLUE))
    }

    /// A square the picked-up piece may go to.
    pub fn target(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::BOLD), |s| s.bg(SKY_BLUE).fg(Color::Rgb(0, 40, 80)))
    }

    /// A piece the move under the cursor would capture.
    pub fn threat(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::BOLD), |s| s.bg(VERMILLION))
    }

    /// A square whose piece was just captured.
    pub fn captured(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::BOLD), |s| s.fg(VERMILLION))
    }

    /// The cursor's brackets.
    pub fn cursor(&self) -> Style {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        self.paint(bold, |s| s.bg(YELLOW).fg(Color::Black))
    }

    /// Emphasis in the panel and banners: whose turn, the winner.
    pub fn emphasis(&self) -> Style {
        self.paint(Style::new().add_modifier(Modifier::BOLD), |s| s.fg(ORANGE_GOLD))
    }

    /// A refused move in the status line.
    pub fn warning(&self) -> Style {
        self.paint(Style::new().add_modifier(Modifier::BOLD), |s| s.fg(VERMILLION))
    }
}
