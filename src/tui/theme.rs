//! How pieces and marks look: glyphs (Unicode or ASCII) and a palette
//! chosen to stay readable for colour-blind players (the Okabe–Ito colours
//! for marks). Without colour (`NO_COLOR`) every mark still differs by its
//! shape or by bold, reverse and underline.

use ratatui::style::{Color, Modifier, Style};

use obereg_rules::Piece;

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
    /// Left and right of the two squares of a hint's move.
    pub hint: (&'static str, &'static str),
    /// The empty square a hint's move goes to.
    pub hint_target: &'static str,
    /// The frames of the spinner shown while the computer thinks.
    pub spinner: &'static [&'static str],
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
    hint: ("‹", "›"),
    hint_target: "◎",
    spinner: &["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"],
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
    hint: ("<", ">"),
    hint_target: "@",
    spinner: &["|", "/", "-", "\\"],
};

// Okabe–Ito colours, distinguishable with the common kinds of colour blindness.
const ORANGE_GOLD: Color = Color::Rgb(255, 200, 40);
const SKY_BLUE: Color = Color::Rgb(86, 180, 233);
const BLUE: Color = Color::Rgb(0, 114, 178);
const VERMILLION: Color = Color::Rgb(213, 94, 0);
const YELLOW: Color = Color::Rgb(240, 228, 66);
const BLUISH_GREEN: Color = Color::Rgb(0, 158, 115);
// The squares are mid-tones, so that black Vikings, white guards and the
// gold prince all keep a contrast of at least 3:1 (WCAG, for graphics) on
// every square they can stand on; the restricted squares are darker as only
// the gold prince stands there (R7).
const LIGHT_WOOD: Color = Color::Rgb(140, 105, 70);
const DARK_WOOD: Color = Color::Rgb(128, 96, 64);
const RESTRICTED_WOOD: Color = Color::Rgb(80, 58, 38);
const LAST_MOVE: Color = Color::Rgb(70, 100, 140);

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
            Piece::Viking => s.fg(Color::Rgb(0, 0, 0)),
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

    /// The two squares of a hinted move: bold and italic, green in colour
    /// (with its own side marks, so it differs without colour too).
    pub fn hint(&self, style: Style) -> Style {
        let marked = style.add_modifier(Modifier::BOLD | Modifier::ITALIC);
        self.paint(marked, |s| s.bg(BLUISH_GREEN).fg(Color::Black))
    }

    /// The spinner frame for `turn` ticks.
    pub fn spinner(&self, turn: usize) -> &'static str {
        self.glyphs.spinner[turn % self.glyphs.spinner.len()]
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

#[cfg(test)]
mod tests {
    use super::*;

    fn luminance(color: Color) -> f64 {
        let Color::Rgb(r, g, b) = color else { panic!("the palette is RGB") };
        let channel = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.03928 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }

    fn contrast(a: Color, b: Color) -> f64 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    #[test]
    fn every_piece_stands_out_on_every_square_it_can_stand_on() {
        let theme = Theme::new(false, true);
        for piece in [Piece::Viking, Piece::Guard, Piece::Prince] {
            let fg = theme.piece(piece).fg.expect("pieces are coloured");
            let mut squares = vec![LIGHT_WOOD, DARK_WOOD, LAST_MOVE];
            if piece == Piece::Prince {
                squares.push(RESTRICTED_WOOD);
            }
            for bg in squares {
                assert!(contrast(fg, bg) >= 3.0, "{piece:?} on {bg:?}: {:.2}", contrast(fg, bg));
            }
        }
    }

    #[test]
    fn no_color_means_no_colour_but_marks_keep_their_modifiers() {
        let theme = Theme::new(false, false);
        let plain = Style::new();
        assert_eq!(theme.square(true, false), plain);
        assert_eq!(theme.selected(plain), plain.add_modifier(Modifier::REVERSED));
        assert_eq!(theme.last_move(plain), plain.add_modifier(Modifier::UNDERLINED));
        assert!(theme.piece(Piece::Prince).fg.is_none());
    }
}
