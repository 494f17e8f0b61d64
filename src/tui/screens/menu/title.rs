//! The menu's title picture: the 9×9 board at its real start position,
//! one square to a character pair, or twice that where there is room.

use obereg_rules::{Position, Square};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::tui::drawing::theme::Theme;

/// Squares per side of the board pictured.
const SIDE: u16 = 9;

/// How large the picture is drawn: columns and rows of one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scale {
    /// Columns of one square.
    pub columns: u16,
    /// Rows of one square.
    pub rows: u16,
}

impl Scale {
    /// The largest scale that fits `room`, if any does.
    pub fn fitting(room: Rect) -> Option<Scale> {
        [Scale { columns: 4, rows: 2 }, Scale { columns: 2, rows: 1 }]
            .into_iter()
            .find(|scale| scale.width() <= room.width && scale.height() <= room.height)
    }

    /// The picture's width in columns.
    pub const fn width(self) -> u16 {
        SIDE * self.columns
    }

    /// The picture's height in rows.
    pub const fn height(self) -> u16 {
        SIDE * self.rows
    }
}

/// Draws the start position at `at`'s top left, at `scale`.
pub fn render(theme: &Theme, scale: Scale, at: Rect, buf: &mut Buffer) {
    let start = Position::<9>::initial();
    for row in 0..SIDE {
        for file in 0..SIDE {
            // Row 0 is the top of the picture: the highest rank.
            let Some(square) = Square::new(file as u8, (SIDE - 1 - row) as u8) else { continue };
            let area =
                Rect::new(at.x + file * scale.columns, at.y + row * scale.rows, scale.columns, scale.rows)
                    .intersection(at);
            let restricted = Position::<9>::is_exit(square) || Position::<9>::is_throne(square);
            let style = theme.square((file + row) % 2 == 1, restricted);
            buf.set_style(area, style);
            let glyph = match start.piece_at(square) {
                Some(piece) => Some((theme.piece_glyph(piece), style.patch(theme.piece(piece)))),
                None if Position::<9>::is_throne(square) => Some((theme.glyphs.throne, style)),
                None if Position::<9>::is_exit(square) => Some((theme.glyphs.exit, style)),
                None if !theme.color() => Some((theme.glyphs.empty, style)),
                None => None,
            };
            if let Some((glyph, glyph_style)) = glyph.filter(|_| !area.is_empty()) {
                let x = area.x + (area.width.saturating_sub(1)) / 2;
                buf.set_string(x, area.y + area.height / 2, glyph, glyph_style);
            }
        }
    }
}
