//! How pieces and marks look: glyphs (Unicode or ASCII) and a palette
//! chosen to stay readable for colour-blind players (the Okabe–Ito colours
//! for marks). Without colour (`NO_COLOR`) every mark still differs by its
//! shape or by bold, reverse and underline.

use ratatui::style::{Modifier, Style};

use obereg_rules::Piece;

use super::palette::Palette;
use crate::settings::ColourTheme;

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

/// Glyphs and styles for the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// The characters.
    pub glyphs: Glyphs,
    ascii: bool,
    color: bool,
    palette: Palette,
}

impl Theme {
    /// ASCII or Unicode glyphs, with or without colour, in the colours of
    /// `theme` when there is colour.
    pub fn new(ascii: bool, color: bool, theme: ColourTheme) -> Theme {
        Theme { glyphs: if ascii { ASCII } else { UNICODE }, ascii, color, palette: Palette::of(theme) }
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
        let palette = &self.palette;
        self.paint(bold, |s| match piece {
            Piece::Viking => s.fg(palette.viking),
            Piece::Guard => s.fg(palette.guard),
            Piece::Prince => s.fg(palette.prince),
        })
    }

    /// An empty square; `light` alternates like a chequer so files and
    /// ranks can be counted, `restricted` for the throne and the exits (R7).
    pub fn square(&self, light: bool, restricted: bool) -> Style {
        let palette = &self.palette;
        self.paint(Style::new(), |s| {
            s.bg(if restricted {
                palette.restricted
            } else if light {
                palette.light
            } else {
                palette.dark
            })
            .fg(palette.square_text)
        })
    }

    /// The squares of the last move: underlined, and tinted in colour.
    pub fn last_move(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::UNDERLINED), |s| s.bg(self.palette.last_move))
    }

    /// The picked-up piece: reversed, and blue in colour.
    pub fn selected(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::REVERSED), |s| s.bg(self.palette.selected))
    }

    /// A square the picked-up piece may go to.
    pub fn target(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::BOLD), |s| {
            s.bg(self.palette.target.0).fg(self.palette.target.1)
        })
    }

    /// A piece the move under the cursor would capture.
    pub fn threat(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::BOLD), |s| s.bg(self.palette.threat))
    }

    /// A square whose piece was just captured.
    pub fn captured(&self, style: Style) -> Style {
        self.paint(style.add_modifier(Modifier::BOLD), |s| s.fg(self.palette.warning))
    }

    /// The two squares of a hinted move: bold and italic, green in colour
    /// (with its own side marks, so it differs without colour too).
    pub fn hint(&self, style: Style) -> Style {
        let marked = style.add_modifier(Modifier::BOLD | Modifier::ITALIC);
        self.paint(marked, |s| s.bg(self.palette.hint.0).fg(self.palette.hint.1))
    }

    /// The spinner frame for `turn` ticks.
    pub fn spinner(&self, turn: usize) -> &'static str {
        self.glyphs.spinner[turn % self.glyphs.spinner.len()]
    }

    /// The cursor's brackets.
    pub fn cursor(&self) -> Style {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        self.paint(bold, |s| s.bg(self.palette.cursor.0).fg(self.palette.cursor.1))
    }

    /// Emphasis in the panel and banners: whose turn, the winner.
    pub fn emphasis(&self) -> Style {
        self.paint(Style::new().add_modifier(Modifier::BOLD), |s| s.fg(self.palette.prince))
    }

    /// A refused move in the status line.
    pub fn warning(&self) -> Style {
        self.paint(Style::new().add_modifier(Modifier::BOLD), |s| s.fg(self.palette.warning))
    }
}

#[cfg(test)]
mod tests {
    use ratatui::style::Color;

    use super::*;
    use crate::tui::drawing::palette::{HIGH_CONTRAST, STANDARD};

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

    /// Every piece of `theme` against every square it can stand on, at
    /// least `least` to 1.
    fn pieces_stand_out(theme: ColourTheme, palette: Palette, least: f64) {
        let theme = Theme::new(false, true, theme);
        for piece in [Piece::Viking, Piece::Guard, Piece::Prince] {
            let fg = theme.piece(piece).fg.expect("pieces are coloured");
            let mut squares = vec![palette.light, palette.dark, palette.last_move];
            if piece == Piece::Prince {
                squares.push(palette.restricted);
            }
            for bg in squares {
                assert!(contrast(fg, bg) >= least, "{piece:?} on {bg:?}: {:.2}", contrast(fg, bg));
            }
        }
    }

    #[test]
    fn every_piece_stands_out_on_every_square_it_can_stand_on() {
        pieces_stand_out(ColourTheme::Standard, STANDARD, 3.0);
    }

    #[test]
    fn the_high_contrast_theme_keeps_every_piece_at_seven_to_one() {
        pieces_stand_out(ColourTheme::HighContrast, HIGH_CONTRAST, 7.0);
        let (standard, high) = (
            Theme::new(false, true, ColourTheme::Standard),
            Theme::new(false, true, ColourTheme::HighContrast),
        );
        assert_ne!(standard.square(true, false), high.square(true, false));
        assert_eq!(high.square(true, false).bg, Some(HIGH_CONTRAST.light));
    }

    #[test]
    fn no_color_means_no_colour_but_marks_keep_their_modifiers() {
        for colours in [ColourTheme::Standard, ColourTheme::HighContrast] {
            let theme = Theme::new(false, false, colours);
            let plain = Style::new();
            assert_eq!(theme.square(true, false), plain);
            assert_eq!(theme.selected(plain), plain.add_modifier(Modifier::REVERSED));
            assert_eq!(theme.last_move(plain), plain.add_modifier(Modifier::UNDERLINED));
            assert!(theme.piece(Piece::Prince).fg.is_none());
            assert!(theme.cursor().bg.is_none() && theme.hint(plain).bg.is_none());
        }
    }
}
