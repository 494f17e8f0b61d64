//! How a cell of the screen looks in the page: its colours and its
//! modifiers as the CSS of the `<span>` that draws it. Pure, so the page's
//! look is tested without a browser. Reversed text on the terminal's own
//! colours (`Reset`) is drawn in the page's colours, as a terminal draws
//! it in its own; the page's text colour is left to the page.

use ratatui::buffer::Cell;
use ratatui::style::{Color, Modifier};
use ratatui::text::Span;

/// The CSS of `cell`'s `<span>`; `page`: the page's text and background
/// colours, which reversed text on the terminal's own is drawn in.
pub fn cell_css(cell: &Cell, page: (Color, Color)) -> String {
    let (mut fg, mut bg) = (cell.fg, cell.bg);
    if cell.modifier.contains(Modifier::REVERSED) {
        if fg == Color::Reset {
            fg = page.0;
        }
        if bg == Color::Reset {
            bg = page.1;
        }
        std::mem::swap(&mut fg, &mut bg);
    }
    let mut css = String::new();
    if let Some((r, g, b)) = rgb(fg) {
        css.push_str(&format!("color:rgb({r},{g},{b});"));
    }
    if let Some((r, g, b)) = rgb(bg) {
        css.push_str(&format!("background-color:rgb({r},{g},{b});"));
    }
    for (modifier, style) in [
        (Modifier::BOLD, "font-weight:bold;"),
        (Modifier::DIM, "opacity:0.5;"),
        (Modifier::ITALIC, "font-style:italic;"),
        (Modifier::UNDERLINED, "text-decoration:underline;"),
        (Modifier::CROSSED_OUT, "text-decoration:line-through;"),
        (Modifier::HIDDEN, "visibility:hidden;"),
    ] {
        if cell.modifier.contains(modifier) {
            css.push_str(style);
        }
    }
    css.push_str(&format!("display:inline-block;width:{}ch;", Span::raw(cell.symbol()).width().max(1)));
    css
}

/// `color` as red, green and blue; `None` for the page's own (`Reset`).
fn rgb(color: Color) -> Option<(u8, u8, u8)> {
    let value: u32 = match color {
        Color::Reset => return None,
        Color::Rgb(r, g, b) => return Some((r, g, b)),
        Color::Indexed(index) => return Some(indexed(index)),
        Color::Black => 0x000000,
        Color::Red => 0x800000,
        Color::Green => 0x008000,
        Color::Yellow => 0x808000,
        Color::Blue => 0x000080,
        Color::Magenta => 0x800080,
        Color::Cyan => 0x008080,
        Color::Gray => 0xc0c0c0,
        Color::DarkGray => 0x808080,
        Color::LightRed => 0xff0000,
        Color::LightGreen => 0x00ff00,
        Color::LightYellow => 0xffff00,
        Color::LightBlue => 0x0000ff,
        Color::LightMagenta => 0xff00ff,
        Color::LightCyan => 0x00ffff,
        Color::White => 0xffffff,
    };
    Some(((value >> 16) as u8, (value >> 8) as u8, value as u8))
}

/// The 256 colours of xterm: the 16 named, a 6×6×6 cube, 24 greys.
fn indexed(index: u8) -> (u8, u8, u8) {
    const NAMED: [Color; 16] = [
        Color::Black,
        Color::Red,
        Color::Green,
        Color::Yellow,
        Color::Blue,
        Color::Magenta,
        Color::Cyan,
        Color::Gray,
        Color::DarkGray,
        Color::LightRed,
        Color::LightGreen,
        Color::LightYellow,
        Color::LightBlue,
        Color::LightMagenta,
        Color::LightCyan,
        Color::White,
    ];
    let level = |step: u8| if step == 0 { 0 } else { 55 + 40 * step };
    match index {
        0..=15 => rgb(NAMED[usize::from(index)]).unwrap_or((0, 0, 0)),
        16..=231 => {
            let cube = index - 16;
            (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        }
        _ => {
            let grey = 8 + 10 * (index - 232);
            (grey, grey, grey)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::Style;

    /// The page's colours in the tests.
    const PAGE: (Color, Color) = (Color::Rgb(0xdd, 0xdd, 0xdd), Color::Black);

    fn cell(symbol: &'static str, style: Style) -> Cell {
        let mut cell = Cell::new(symbol);
        cell.set_style(style);
        cell
    }

    #[test]
    fn a_cell_is_drawn_in_its_colours_and_the_page_keeps_its_own() {
        let square = cell("●", Style::new().fg(Color::Black).bg(Color::Rgb(140, 105, 70)));
        assert_eq!(
            cell_css(&square, PAGE),
            "color:rgb(0,0,0);background-color:rgb(140,105,70);display:inline-block;width:1ch;"
        );
        assert_eq!(cell_css(&Cell::new(" "), PAGE), "display:inline-block;width:1ch;");
    }

    #[test]
    fn reversed_text_on_the_terminals_colours_is_drawn_in_the_pages() {
        let footer = cell("q", Style::new().add_modifier(Modifier::REVERSED));
        assert_eq!(
            cell_css(&footer, PAGE),
            "color:rgb(0,0,0);background-color:rgb(221,221,221);display:inline-block;width:1ch;"
        );
        // Colours of its own are swapped as a terminal swaps them.
        let red = cell("q", Style::new().fg(Color::Red).add_modifier(Modifier::REVERSED));
        assert!(cell_css(&red, PAGE).starts_with("color:rgb(0,0,0);background-color:rgb(128,0,0);"));
    }

    #[test]
    fn modifiers_and_wide_symbols_have_their_css() {
        let bold = cell("★", Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED));
        assert_eq!(
            cell_css(&bold, PAGE),
            "font-weight:bold;text-decoration:underline;display:inline-block;width:1ch;"
        );
        assert!(cell_css(&Cell::new("漢"), PAGE).ends_with("width:2ch;"));
    }

    #[test]
    fn the_256_colours_are_the_terminals() {
        assert_eq!(rgb(Color::Indexed(9)), Some((255, 0, 0)));
        assert_eq!(rgb(Color::Indexed(16)), Some((0, 0, 0)));
        assert_eq!(rgb(Color::Indexed(196)), Some((255, 0, 0)));
        assert_eq!(rgb(Color::Indexed(231)), Some((255, 255, 255)));
        assert_eq!(rgb(Color::Indexed(244)), Some((128, 128, 128)));
    }
}
