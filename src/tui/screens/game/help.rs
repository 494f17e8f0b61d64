//! The help screen's text laid out for the terminal: its rows at the
//! screen's width and the part of them shown, so that it scrolls when it is
//! longer than the screen (64×15 is the smallest the game allows).

use super::app::App;
use crate::tui::drawing::geometry::FOOTER_ROWS;
use crate::tui::drawing::wrap::{Scrolled, wrap_words};

/// The help as drawn: every row at the width inside its frame, how many
/// fit inside it, and the first one shown.
pub type HelpView = Scrolled<String>;

/// The help's first parts in a game: its keys, and where the other
/// screens are.
const GAME_HELP: &[&str] = &["help-keys", "help-elsewhere"];

impl Scrolled<String> {
    /// The help of `app` on its screen, scrolled as far as the player asked
    /// (no further than shows the last row at the bottom).
    pub fn of<const N: usize>(app: &App<N>) -> HelpView {
        HelpView::of_screen(app, GAME_HELP)
    }

    /// The help of a screen over the board of `app`, its own parts
    /// `topics` (catalogue ids) first, then the rules.
    pub fn of_screen<const N: usize>(app: &App<N>, topics: &[&str]) -> HelpView {
        let (columns, rows) = app.size();
        // The frame takes the screen above the footer; its border a row and a column each side.
        let (width, visible) =
            (usize::from(columns.saturating_sub(2)), usize::from(rows.saturating_sub(FOOTER_ROWS + 2)));
        let messages = app.messages();
        let mut lines = Vec::new();
        let board = if N == 11 { &["help-board-11"][..] } else { &[] };
        let die = if app.die().is_some() { &["help-die"][..] } else { &[] };
        for &id in topics.iter().chain(board).chain(&["help-rules"]).chain(die) {
            lines.extend(wrap_words(&messages.text(id), width.max(1)));
            lines.push(String::new());
        }
        lines.extend(wrap_words(&messages.text("help-close"), width.max(1)));
        Scrolled::new(lines, visible, app.help_scroll)
    }
}
