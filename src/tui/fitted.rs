//! A backend that lays the screen out for the cells its backend really
//! has. ratzilla's `DomBackend` makes as many cells as the page's font
//! fits in the window, but tells ratatui a size counted in 10×20 px cells:
//! with a larger font ratatui drew past the last cell, and the page
//! stopped (`unreachable`, an index out of bounds) at 1280×800 and larger.

use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};

/// `inner`, telling ratatui the cells it has (its `window_size`) and
/// drawing only into them.
pub struct Fitted<B> {
    /// The backend that draws.
    inner: B,
    /// The columns and rows `inner` has made, as of its last drawing.
    cells: Size,
}

impl<B: Backend> Fitted<B> {
    /// `inner`, its cells counted.
    pub fn new(mut inner: B) -> Result<Self, B::Error> {
        let cells = inner.window_size()?.columns_rows;
        Ok(Fitted { inner, cells })
    }

    /// Whether `position` is on one of the cells.
    fn holds(&self, position: Position) -> bool {
        position.x < self.cells.width && position.y < self.cells.height
    }
}

impl<B: Backend> Backend for Fitted<B> {
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
        let cells = self.cells;
        self.inner.draw(content.filter(move |(x, y, _)| *x < cells.width && *y < cells.height))
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
    use ratatui::widgets::Paragraph;

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
        let backend = Fitted::new(Overstated(TestBackend::new(20, 6))).unwrap();
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
}
