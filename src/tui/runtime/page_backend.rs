//! A backend that lays the screen out for the cells its backend really
//! has. ratzilla's `DomBackend` makes as many cells as the page's font
//! fits in the window, but tells ratatui a size counted in 10×20 px cells:
//! with a larger font ratatui drew past the last cell, and the page
//! stopped (`unreachable`, an index out of bounds) at 1280×800 and larger.
//! It also draws reversed text on the terminal's own colours light on
//! white: those cells get the page's colours first.

use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use ratatui::style::{Color, Modifier};

/// `inner`, telling ratatui the cells it has (its `window_size`) and
/// drawing only into them.
pub struct PageBackend<B> {
    /// The backend that draws.
    inner: B,
    /// The columns and rows `inner` has made, as of its last drawing.
    cells: Size,
    /// The page's own text and background colours.
    colours: (Color, Color),
}

impl<B: Backend> PageBackend<B> {
    /// `inner`, its cells counted; `colours`: the page's own text and
    /// background colours, which reversed text on the terminal's own is
    /// drawn in.
    pub fn new(mut inner: B, colours: (Color, Color)) -> Result<Self, B::Error> {
        let cells = inner.window_size()?.columns_rows;
        Ok(PageBackend { inner, cells, colours })
    }

    /// `cell` in the page's own colours where it is reversed and has the
    /// terminal's (`Reset`).
    fn painted(&self, cell: &Cell) -> Cell {
        let mut cell = cell.clone();
        if cell.modifier.contains(Modifier::REVERSED) {
            if cell.fg == Color::Reset {
                cell.fg = self.colours.0;
            }
            if cell.bg == Color::Reset {
                cell.bg = self.colours.1;
            }
        }
        cell
    }

    /// Whether `position` is on one of the cells.
    fn holds(&self, position: Position) -> bool {
        position.x < self.cells.width && position.y < self.cells.height
    }
}

impl<B: Backend> Backend for PageBackend<B> {
    type Error = B::Error;

    fn draw<'a, I>(&mut self, content: I) -> Result<(), Self::Error>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        // After the window changed, `inner` makes its cells again when it
        // first draws: nothing first, then what fits in the new cells. A
        // size that changed reaches ratatui in the next frame.
        self.inner.draw(std::iter::empty())?;
        self.cells = self.inner.window_size()?.columns_rows;
        let drawn: Vec<(u16, u16, Cell)> = content
            .filter(|(x, y, _)| self.holds(Position::new(*x, *y)))
            .map(|(x, y, cell)| (x, y, self.painted(cell)))
            .collect();
        self.inner.draw(drawn.iter().map(|(x, y, cell)| (*x, *y, cell)))
    }

    fn hide_cursor(&mut self) -> Result<(), Self::Error> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> Result<(), Self::Error> {
        self.inner.show_cursor()
    }

    fn get_cursor_position(&mut self) -> Result<Position, Self::Error> {
        self.inner.get_cursor_position()
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> Result<(), Self::Error> {
        let position = position.into();
        if self.holds(position) { self.inner.set_cursor_position(position) } else { Ok(()) }
    }

    fn clear(&mut self) -> Result<(), Self::Error> {
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> Result<(), Self::Error> {
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> Result<Size, Self::Error> {
        Ok(self.cells)
    }

    fn window_size(&mut self) -> Result<WindowSize, Self::Error> {
        self.inner.window_size()
    }

    fn flush(&mut self) -> Result<(), Self::Error> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::style::Style;
    use ratatui::widgets::Paragraph;

    /// The page's colours in the tests.
    const PAGE: (Color, Color) = (Color::Gray, Color::Black);

    /// A backend like ratzilla's `DomBackend`: 20×6 cells, but a `size`
    /// of 30×10.
    struct Overstated(TestBackend);

    impl Backend for Overstated {
        type Error = <TestBackend as Backend>::Error;

        fn draw<'a, I>(&mut self, content: I) -> Result<(), Self::Error>
        where
            I: Iterator<Item = (u16, u16, &'a Cell)>,
        {
            let content: Vec<_> = content.collect();
            assert!(content.iter().all(|(x, y, _)| *x < 20 && *y < 6), "drawn past the cells");
            self.0.draw(content.into_iter())
        }
        fn hide_cursor(&mut self) -> Result<(), Self::Error> {
            self.0.hide_cursor()
        }
        fn show_cursor(&mut self) -> Result<(), Self::Error> {
            self.0.show_cursor()
        }
        fn get_cursor_position(&mut self) -> Result<Position, Self::Error> {
            self.0.get_cursor_position()
        }
        fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> Result<(), Self::Error> {
            self.0.set_cursor_position(position)
        }
        fn clear(&mut self) -> Result<(), Self::Error> {
            self.0.clear()
        }
        fn clear_region(&mut self, clear_type: ClearType) -> Result<(), Self::Error> {
            self.0.clear_region(clear_type)
        }
        fn size(&self) -> Result<Size, Self::Error> {
            Ok(Size::new(30, 10))
        }
        fn window_size(&mut self) -> Result<WindowSize, Self::Error> {
            self.0.window_size()
        }
        fn flush(&mut self) -> Result<(), Self::Error> {
            self.0.flush()
        }
    }

    #[test]
    fn the_screen_is_laid_out_for_the_cells_there_are() {
        let backend = PageBackend::new(Overstated(TestBackend::new(20, 6)), PAGE).unwrap();
        let mut terminal = Terminal::new(backend).unwrap();
        let mut area = None;
        terminal
            .draw(|frame| {
                area = Some(frame.area());
                frame.render_widget(Paragraph::new("Оберіг ".repeat(40)), frame.area());
            })
            .unwrap();
        assert_eq!(area.map(|area| (area.width, area.height)), Some((20, 6)));
        let drawn = terminal.backend().inner.0.buffer().clone();
        assert_eq!(drawn.content[0].symbol(), "О");
    }

    #[test]
    fn reversed_text_on_the_terminals_colours_is_drawn_in_the_pages() {
        let mut terminal = Terminal::new(PageBackend::new(TestBackend::new(8, 2), PAGE).unwrap()).unwrap();
        terminal
            .draw(|frame| {
                let reversed = Style::new().add_modifier(Modifier::REVERSED);
                let lines = vec!["keys".into(), ratatui::text::Line::styled("keys", reversed.fg(Color::Red))];
                frame.render_widget(Paragraph::new(lines).style(Style::new()), frame.area());
                frame.buffer_mut()[(0, 0)].set_style(reversed);
            })
            .unwrap();
        let drawn = terminal.backend().inner.buffer().clone();
        let footer = &drawn[(0, 0)];
        assert_eq!((footer.fg, footer.bg), PAGE);
        // Colours of its own are the cell's.
        assert_eq!((drawn[(0, 1)].fg, drawn[(0, 1)].bg), (Color::Red, Color::Black));
        // Text not reversed keeps the terminal's colours.
        assert_eq!((drawn[(1, 0)].fg, drawn[(1, 0)].bg), (Color::Reset, Color::Reset));
    }
}
