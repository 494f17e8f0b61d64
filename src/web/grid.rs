//! The page's cells: a `<div id="grid">` of `<pre>` rows of `<span>`
//! cells, as many as the page's font fits in the window, drawn into by
//! ratatui. The grid is one element for the life of the page, so the keys
//! and taps it listens to are never lost; its rows are made again, blank,
//! when the window or the font changes the cells that fit
//! ([`Grid::refit`]), before ratatui lays the next frame out, and
//! [`Grid::clear`](Backend::clear) blanks every cell, so no cell of an
//! earlier frame or size stays on the page.

use std::cell::Cell as StdCell;
use std::io;
use std::rc::Rc;

use ratzilla::ratatui::backend::{Backend, ClearType, WindowSize};
use ratzilla::ratatui::buffer::Cell;
use ratzilla::ratatui::layout::{Position, Size};
use ratzilla::ratatui::style::Color;
use ratzilla::ratatui::text::Span;
use ratzilla::web_sys::{Document, Element, HtmlElement};
use wasm_bindgen::JsCast;

use crate::tui::cell_css;

/// The page's cells and what they show.
pub struct Grid {
    document: Document,
    /// The grid, focusable, listened to for keys and taps.
    root: HtmlElement,
    /// A cell beside the grid, never seen, measured for a cell's size.
    probe: Element,
    /// The cells, row after row.
    cells: Vec<Element>,
    /// Columns and rows.
    size: Size,
    /// A cell's width and height in CSS pixels.
    cell: (f64, f64),
    /// The window's size in CSS pixels when the cells were counted.
    window: (f64, f64),
    /// A cell's size and the columns and rows, for the taps.
    shape: Rc<StdCell<Shape>>,
    /// The page's own text and background colours.
    colours: (Color, Color),
}

/// An error of the page's DOM, in words.
fn dom(error: wasm_bindgen::JsValue) -> io::Error {
    io::Error::other(format!("{error:?}"))
}

impl Grid {
    /// The grid, made in the page's body and filled with blank cells;
    /// `colours`: the page's own text and background colours.
    pub fn new(colours: (Color, Color)) -> io::Result<Grid> {
        let window = ratzilla::web_sys::window().ok_or_else(|| io::Error::other("no window"))?;
        let document = window.document().ok_or_else(|| io::Error::other("no document"))?;
        let body = document.body().ok_or_else(|| io::Error::other("no body"))?;
        let root: HtmlElement = document.create_element("div").map_err(dom)?.unchecked_into();
        root.set_id("grid");
        root.set_tab_index(0);
        body.append_child(&root).map_err(dom)?;
        let row = document.create_element("pre").map_err(dom)?;
        row.set_attribute("style", "position:absolute;top:0;left:0;visibility:hidden;").map_err(dom)?;
        row.set_attribute("aria-hidden", "true").map_err(dom)?;
        let probe = document.create_element("span").map_err(dom)?;
        probe.set_text_content(Some("█"));
        probe.set_attribute("style", "display:inline-block;width:1ch;").map_err(dom)?;
        row.append_child(&probe).map_err(dom)?;
        body.append_child(&row).map_err(dom)?;
        let mut grid = Grid {
            document,
            root,
            probe,
            cells: Vec::new(),
            size: Size::new(0, 0),
            cell: (0.0, 0.0),
            window: (0.0, 0.0),
            shape: Rc::new(StdCell::new(Shape::default())),
            colours,
        };
        grid.refit()?;
        Ok(grid)
    }

    /// The grid's element, for its keys and taps.
    pub fn root(&self) -> &HtmlElement {
        &self.root
    }

    /// What finds the cell under a tap, as the grid is at the time.
    pub fn under(&self) -> Under {
        Under { root: self.root.clone(), shape: Rc::clone(&self.shape) }
    }

    /// Whether the window is no longer the size the cells were counted for.
    pub fn window_changed(&self) -> bool {
        window_size() != self.window
    }

    /// Measures the cells the window and the font fit now and, when that
    /// is not what the grid has, makes its rows again, blank; whether it
    /// did.
    pub fn refit(&mut self) -> io::Result<bool> {
        self.window = window_size();
        self.cell = self.measure();
        let fits = Size::new((self.window.0 / self.cell.0) as u16, (self.window.1 / self.cell.1) as u16);
        if fits == self.size && !self.cells.is_empty() {
            self.shape.set(Shape { cell: self.cell, size: (fits.width, fits.height) });
            return Ok(false);
        }
        self.size = fits;
        self.shape.set(Shape { cell: self.cell, size: (fits.width, fits.height) });
        self.root.set_inner_html("");
        self.cells.clear();
        let blank = cell_css(&Cell::default(), self.colours);
        for _ in 0..fits.height {
            let row = self.document.create_element("pre").map_err(dom)?;
            row.set_attribute("style", &format!("height:{}px;", self.cell.1)).map_err(dom)?;
            for _ in 0..fits.width {
                let span = self.document.create_element("span").map_err(dom)?;
                span.set_text_content(Some(" "));
                span.set_attribute("style", &blank).map_err(dom)?;
                row.append_child(&span).map_err(dom)?;
                self.cells.push(span);
            }
            self.root.append_child(&row).map_err(dom)?;
        }
        Ok(true)
    }

    /// A cell's width and height in CSS pixels, measured on the probe.
    fn measure(&self) -> (f64, f64) {
        let rect = self.probe.get_bounding_client_rect();
        if rect.width() > 0.0 && rect.height() > 0.0 { (rect.width(), rect.height()) } else { (10.0, 20.0) }
    }

    /// A cell drawn in the page's font beside the grid, never seen, whose
    /// size is a cell's: what changes its size changes the cells.
    pub fn probe(&self) -> &Element {
        &self.probe
    }
}

/// A cell's size in CSS pixels and the grid's columns and rows.
#[derive(Clone, Copy, Default)]
struct Shape {
    cell: (f64, f64),
    size: (u16, u16),
}

/// The grid as a tap finds its cells.
pub struct Under {
    root: HtmlElement,
    shape: Rc<StdCell<Shape>>,
}

impl Under {
    /// The cell (column, row) under the point (`x`, `y`) of the window, in
    /// CSS pixels; `None` off the grid.
    pub fn cell_at(&self, x: f64, y: f64) -> Option<(u16, u16)> {
        let rect = self.root.get_bounding_client_rect();
        let shape = self.shape.get();
        crate::tui::drawing::pointer::cell_under((x - rect.left(), y - rect.top()), shape.cell, shape.size)
    }
}

/// The window's inner size in CSS pixels.
fn window_size() -> (f64, f64) {
    let Some(window) = ratzilla::web_sys::window() else { return (0.0, 0.0) };
    let side =
        |value: Result<wasm_bindgen::JsValue, _>| value.ok().and_then(|value| value.as_f64()).unwrap_or(0.0);
    (side(window.inner_width()), side(window.inner_height()))
}

impl Backend for Grid {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        for (x, y, cell) in content {
            if x >= self.size.width || y >= self.size.height {
                continue;
            }
            let Some(span) = self.cells.get(usize::from(y) * usize::from(self.size.width) + usize::from(x))
            else {
                continue;
            };
            span.set_text_content(Some(cell.symbol()));
            span.set_attribute("style", &cell_css(cell, self.colours)).map_err(dom)?;
            // A wide symbol covers the next cell too.
            if Span::raw(cell.symbol()).width() > 1
                && let Some(next) =
                    self.cells.get(usize::from(y) * usize::from(self.size.width) + usize::from(x) + 1)
            {
                next.set_text_content(Some(""));
                next.set_attribute("style", "display:none;").map_err(dom)?;
            }
        }
        Ok(())
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        Ok(())
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        Ok(())
    }

    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(Position::ORIGIN)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, _position: P) -> io::Result<()> {
        Ok(())
    }

    fn clear(&mut self) -> io::Result<()> {
        let blank = cell_css(&Cell::default(), self.colours);
        for span in &self.cells {
            span.set_text_content(Some(" "));
            span.set_attribute("style", &blank).map_err(dom)?;
        }
        Ok(())
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        match clear_type {
            ClearType::All => self.clear(),
            _ => Err(io::Error::other("only the whole grid is cleared")),
        }
    }

    fn size(&self) -> io::Result<Size> {
        Ok(self.size)
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        let pixels = Size::new(
            (f64::from(self.size.width) * self.cell.0) as u16,
            (f64::from(self.size.height) * self.cell.1) as u16,
        );
        Ok(WindowSize { columns_rows: self.size, pixels })
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
