//! The key line as buttons: a tap or a click on a key the bottom rows of
//! the screen name ("u undo", "Esc menu", "t hint") presses that key, so a
//! person without a keyboard (a phone, a mouse) reaches what the keys do.
//! What was drawn last is read back from the frame, so every screen's key
//! line is a row of buttons without a screen knowing it.

use ratatui::buffer::Buffer;

use super::geometry::FOOTER_ROWS;
use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind};

/// What stands between two keys on a key line.
const SEPARATOR: &str = "·";

/// The bottom rows of the frame drawn last, a symbol a cell.
#[derive(Default)]
pub struct KeyLine {
    /// The row of the first of them.
    top: u16,
    /// Their cells' symbols, row after row.
    rows: Vec<Vec<String>>,
}

impl KeyLine {
    /// The key line of the frame drawn into `buffer`.
    pub fn read(buffer: &Buffer) -> KeyLine {
        let area = buffer.area;
        let top = area.bottom().saturating_sub(FOOTER_ROWS).max(area.top());
        let rows = (top..area.bottom())
            .map(|y| (area.left()..area.right()).map(|x| buffer[(x, y)].symbol().to_string()).collect())
            .collect();
        KeyLine { top, rows }
    }

    /// The key a press of the main button at `event` presses, when it is
    /// on a key of the key line; the key as an event.
    pub fn pressed(&self, event: &Event) -> Option<Event> {
        let Event::Mouse(mouse) = event else { return None };
        if mouse.kind != MouseEventKind::Down(MouseButton::Left) {
            return None;
        }
        let row = self.rows.get(usize::from(mouse.row.checked_sub(self.top)?))?;
        key_at(row, usize::from(mouse.column)).map(|code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE)))
    }
}

/// The key of the group (a key and its meaning, between separators) of
/// `row` at `column`; `None` between groups, or for a group whose key is
/// no one key (the arrows, "PgUp PgDn").
fn key_at(row: &[String], column: usize) -> Option<KeyCode> {
    if row.get(column).is_none_or(|symbol| symbol == SEPARATOR) {
        return None;
    }
    let start = row[..column].iter().rposition(|symbol| symbol == SEPARATOR).map_or(0, |at| at + 1);
    let end = row[column..].iter().position(|symbol| symbol == SEPARATOR).map_or(row.len(), |at| column + at);
    // On the group's words or between them, not in the blank around it.
    let blank = |symbol: &String| symbol.trim().is_empty();
    let first = start + row[start..end].iter().position(|symbol| !blank(symbol))?;
    let last = start + row[start..end].iter().rposition(|symbol| !blank(symbol))?;
    if column < first || column > last {
        return None;
    }
    let group: String = row[first..=last].concat();
    key_named(group.split_whitespace().next()?)
}

/// The key a key line names by `name`: a letter or a sign (of "u/r",
/// the first), Enter, Esc, Tab, F1 …
fn key_named(name: &str) -> Option<KeyCode> {
    let name = name.split('/').next()?;
    let mut chars = name.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if !"←↑↓→".contains(c) => return Some(KeyCode::Char(c)),
        _ => {}
    }
    match name {
        "Enter" => Some(KeyCode::Enter),
        "Esc" => Some(KeyCode::Esc),
        "Tab" => Some(KeyCode::Tab),
        "Space" => Some(KeyCode::Char(' ')),
        _ => name.strip_prefix('F').and_then(|n| n.parse().ok()).map(KeyCode::F),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keys::MouseEvent;
    use ratatui::layout::Rect;

    /// A screen of `width` columns whose last row is `keys`.
    fn line(keys: &str, width: u16) -> KeyLine {
        let mut buffer = Buffer::empty(Rect::new(0, 0, width, 6));
        buffer.set_string(0, 2, "u the board, not the keys", ratatui::style::Style::new());
        buffer.set_string(0, 5, keys, ratatui::style::Style::new());
        KeyLine::read(&buffer)
    }

    fn tap(column: u16, row: u16) -> Event {
        Event::Mouse(MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column, row })
    }

    fn key(code: KeyCode) -> Option<Event> {
        Some(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)))
    }

    #[test]
    fn a_tap_on_a_key_or_its_meaning_presses_it() {
        let keys = line("←↑↓→ cursor · u/r undo, redo · t hint · Esc menu · F1 help", 60);
        assert_eq!(keys.pressed(&tap(16, 5)), key(KeyCode::Char('u')));
        assert_eq!(keys.pressed(&tap(27, 5)), key(KeyCode::Char('u')), "on its meaning");
        assert_eq!(keys.pressed(&tap(31, 5)), key(KeyCode::Char('t')));
        assert_eq!(keys.pressed(&tap(40, 5)), key(KeyCode::Esc));
        assert_eq!(keys.pressed(&tap(52, 5)), key(KeyCode::F(1)));
        assert_eq!(keys.pressed(&tap(35, 5)), key(KeyCode::Char('t')), "between its words");
    }

    #[test]
    fn a_tap_elsewhere_presses_nothing() {
        let keys = line("←↑↓→ cursor · u/r undo, redo · t hint", 60);
        assert_eq!(keys.pressed(&tap(2, 5)), None, "the arrows are no one key");
        assert_eq!(keys.pressed(&tap(12, 5)), None, "the separator");
        assert_eq!(keys.pressed(&tap(50, 5)), None, "past the keys");
        assert_eq!(keys.pressed(&tap(0, 2)), None, "above the key line");
        let right =
            Event::Mouse(MouseEvent { kind: MouseEventKind::Down(MouseButton::Right), column: 16, row: 5 });
        assert_eq!(keys.pressed(&right), None, "another button");
        assert_eq!(KeyLine::default().pressed(&tap(0, 0)), None, "nothing drawn yet");
    }
}
