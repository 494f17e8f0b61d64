//! Drawing the game: `impl Widget for &App`, which reads the state and
//! never changes it.

mod board;
mod die;
mod network;
mod overlay;
pub use overlay::page_keys;
mod panel;
mod status;

use obereg_rules::{Piece, Square};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::app::App;
use super::help::HelpView;
use crate::tui::drawing::geometry::ScreenLayout;
use crate::tui::network::remote::{LinkState, Remote};

/// What a screen that plays on the shared board draws in place of the
/// game's own parts: the pieces (a set-up may not be playable), the side
/// panel, the footer's keys and its parts of the help. The board, the
/// status line, the prompt and the help's frame are the game's.
pub trait Around<const N: usize> {
    /// The piece drawn on `square`.
    fn piece_on(&self, square: Square) -> Option<Piece>;
    /// Draws the side panel into `area`.
    fn render_panel(&self, area: Rect, buf: &mut Buffer);
    /// The footer's keys (a catalogue id) while the prompt is not open.
    fn footer(&self) -> &'static str;
    /// The status line's words for the notice, when they are the screen's.
    fn notice(&self) -> Option<(String, Style)> {
        None
    }
    /// The screen's parts of the help (catalogue ids), before the rules.
    fn help(&self) -> &'static [&'static str];
}

/// Draws `app` as the screen `around` shows it into `area`.
pub fn render_around<const N: usize>(app: &App<N>, around: &dyn Around<N>, area: Rect, buf: &mut Buffer) {
    let layout = ScreenLayout::new(area, app.board_side());
    let Some(board_geometry) = layout.board else {
        overlay::render_too_small(app, layout.needed, area, buf);
        return;
    };
    board::render(app, &|square| around.piece_on(square), board_geometry, buf);
    around.render_panel(layout.panel, buf);
    let below_board = board_geometry.grid().bottom() + 1;
    status::render_status_with(app, around.notice(), layout.status, below_board, buf);
    if app.prompt().is_some() && !app.help_open() {
        overlay::render_footer(app, layout.footer, buf);
    } else {
        overlay::render_keys(app, around.footer(), layout.footer, buf);
    }
    if app.help_open() {
        let help_area = Rect { height: layout.footer.y.saturating_sub(area.y), ..area };
        overlay::render_help(app, &HelpView::of_screen(app, around.help()), help_area, buf);
    }
}

impl<const N: usize> Widget for &App<N> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let layout = ScreenLayout::new(area, self.board_side());
        let Some(board_geometry) = layout.board else {
            overlay::render_too_small(self, layout.needed, area, buf);
            return;
        };
        board::render(self, &|square| self.position().piece_at(square), board_geometry, buf);
        panel::render(self, layout.panel, buf);
        status::render_status(self, layout.status, board_geometry.grid().bottom() + 1, buf);
        overlay::render_footer(self, layout.footer, buf);
        if let Some(outcome) = self.outcome().filter(|_| !self.banner_hidden()) {
            overlay::render_banner(self, outcome, board_geometry.grid(), buf);
        }
        // The invitation is for a game going on (a finished one may have been claimed).
        let inviting =
            |remote: &&Remote| remote.link == LinkState::Waiting && self.game().outcome().is_none();
        if let Some(remote) = self.remote().filter(inviting) {
            overlay::render_invitation(self, &remote.invitation, area, buf);
        }
        if let Some(unfinished) = self.offer() {
            overlay::render_offer(self, unfinished, board_geometry.grid(), buf);
        }
        if self.help_open() {
            let help_area = Rect { height: layout.footer.y.saturating_sub(area.y), ..area };
            overlay::render_help(self, &HelpView::of(self), help_area, buf);
        }
    }
}

/// `text` as the theme draws it: a dash held to the word before it, so
/// that a wrapped row never starts with one; with `--ascii`, the
/// typographic characters of the catalogues become their ASCII look-alikes.
pub fn say<const N: usize>(app: &App<N>, text: String) -> String {
    if text.is_ascii() {
        return text;
    }
    let text = crate::tui::drawing::wrap::hold_dashes(&text);
    if !app.theme().ascii() {
        return text;
    }
    text.chars()
        .map(|c| match c {
            '·' => '|',
            '←' => '<',
            '→' => '>',
            '↑' => '^',
            '↓' => 'v',
            '▸' => '>',
            '…' => '.',
            '×' => 'x',
            '–' | '—' => '-',
            crate::tui::drawing::wrap::JOINING_SPACE => ' ',
            '«' | '»' | '“' | '”' => '"',
            other => other,
        })
        .collect()
}
