//! What the screen drew last, for the browser tests that set it against
//! the page's cells: `drawnRows()` from the page's module. Kept only once
//! asked for, so a page no test reads copies nothing.

use std::cell::{Cell, RefCell};

use ratzilla::ratatui::buffer::Buffer;
use wasm_bindgen::prelude::wasm_bindgen;

thread_local! {
    /// Whether a test reads what was drawn.
    static WATCHED: Cell<bool> = const { Cell::new(false) };
    /// The rows of the frame drawn last, once watched.
    static DRAWN: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Keeps the rows of `buffer`, the frame just drawn, when they are watched.
pub fn drawn(buffer: &Buffer) {
    if !WATCHED.get() {
        return;
    }
    let area = buffer.area;
    let rows = (area.top()..area.bottom())
        .map(|y| (area.left()..area.right()).map(|x| buffer[(x, y)].symbol()).collect())
        .collect();
    DRAWN.set(rows);
}

/// The rows of text of the frame the screen drew last, a symbol a cell
/// (empty until the first frame after the first call).
#[wasm_bindgen(js_name = drawnRows)]
pub fn drawn_rows() -> Vec<String> {
    WATCHED.set(true);
    DRAWN.with_borrow(Clone::clone)
}
