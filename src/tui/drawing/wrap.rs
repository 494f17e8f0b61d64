//! Text laid out in rows of a width: pieces (words, or the footer's "key
//! meaning" pairs) are never split between two rows unless one alone is
//! wider than a row, which is then broken between its words.

use ratatui::text::Line;

/// The width of `text` on the screen, in columns.
fn width(text: &str) -> usize {
    Line::raw(text).width()
}

/// `pieces` joined by `separator` into rows of at most `columns` columns,
/// as many pieces to a row as fit.
pub fn pack<'a>(pieces: impl IntoIterator<Item = &'a str>, separator: &str, columns: usize) -> Vec<String> {
    let mut rows: Vec<String> = Vec::new();
    let mut row = String::new();
    for piece in pieces {
        if !row.is_empty() && width(&row) + width(separator) + width(piece) <= columns {
            row.push_str(separator);
            row.push_str(piece);
            continue;
        }
        if !row.is_empty() {
            rows.push(std::mem::take(&mut row));
        }
        if width(piece) <= columns || !piece.contains(' ') {
            row = piece.to_string();
        } else {
            let mut words = pack(piece.split(' '), " ", columns);
            row = words.pop().unwrap_or_default();
            rows.extend(words);
        }
    }
    if !row.is_empty() {
        rows.push(row);
    }
    rows
}

/// A space that joins the words on either side: a row never breaks there.
pub const JOINING_SPACE: char = '\u{a0}';

/// `text` with each dash held to the word before it (Ukrainian and Russian
/// set ` — ` between words), so that no wrapped row starts with a dash.
pub fn hold_dashes(text: &str) -> String {
    text.replace(" —", &format!("{JOINING_SPACE}—"))
}

/// Each line of `text` broken between words into rows of `columns`, no
/// row starting with a dash; an empty line stays an empty row.
pub fn wrap_words(text: &str, columns: usize) -> Vec<String> {
    hold_dashes(text)
        .lines()
        .flat_map(|line| {
            let rows = pack(line.split(' ').filter(|word| !word.is_empty()), " ", columns);
            let rows: Vec<String> = rows.into_iter().map(|row| row.replace(JOINING_SPACE, " ")).collect();
            if rows.is_empty() { vec![String::new()] } else { rows }
        })
        .collect()
}

/// How far to scroll a text longer than the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scroll {
    /// One row towards the start.
    Up,
    /// One row towards the end.
    Down,
    /// A screenful towards the start.
    PageUp,
    /// A screenful towards the end.
    PageDown,
}

/// Rows of text longer than the room they have: all of them, how many
/// fit, and the first one shown (the help, an open lesson).
pub struct Scrolled<T> {
    /// Every row.
    pub rows: Vec<T>,
    /// How many rows fit.
    pub visible: usize,
    /// The first row shown.
    pub top: usize,
}

impl<T> Scrolled<T> {
    /// `rows` in room for `visible`, from row `top` or as near it as shows
    /// the last row at the bottom.
    pub fn new(rows: Vec<T>, visible: usize, top: usize) -> Scrolled<T> {
        let top = top.min(rows.len().saturating_sub(visible));
        Scrolled { rows, visible, top }
    }

    /// Whether some rows are out of sight.
    pub fn scrolls(&self) -> bool {
        self.rows.len() > self.visible
    }

    /// The first row shown after `scroll`.
    pub fn scrolled(&self, scroll: Scroll) -> usize {
        let last_top = self.rows.len().saturating_sub(self.visible);
        let page = self.visible.saturating_sub(1).max(1);
        match scroll {
            Scroll::Up => self.top.saturating_sub(1),
            Scroll::Down => (self.top + 1).min(last_top),
            Scroll::PageUp => self.top.saturating_sub(page),
            Scroll::PageDown => (self.top + page).min(last_top),
        }
    }

    /// The rows shown.
    pub fn shown(&self) -> &[T] {
        let end = (self.top + self.visible).min(self.rows.len());
        &self.rows[self.top..end]
    }
}

/// `text` within `width` columns: cut short with «…» where it is longer
/// (trailing spaces, a highlight's padding, do not count).
pub fn cut(text: &str, width: usize) -> String {
    if text.trim_end().chars().count() <= width {
        return text.to_string();
    }
    let kept: String = text.chars().take(width.saturating_sub(1)).collect();
    format!("{kept}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_fill_rows_and_are_never_split() {
        let keys = ["n new game", "s rematch", "[ review", "q quit"];
        assert_eq!(pack(keys, " · ", 24), ["n new game · s rematch", "[ review · q quit"]);
        assert_eq!(pack(keys, " · ", 10), ["n new game", "s rematch", "[ review", "q quit"]);
    }

    #[test]
    fn a_piece_wider_than_a_row_breaks_between_its_words() {
        assert_eq!(
            pack(["s rematch, sides swapped", "q quit"], " · ", 12),
            ["s rematch,", "sides", "swapped", "q quit"]
        );
        assert_eq!(
            wrap_words("Взяти фішку, потім поставити.\n\nКінець", 13),
            ["Взяти фішку,", "потім", "поставити.", "", "Кінець"]
        );
    }
}
