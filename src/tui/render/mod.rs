//! Drawing the game: `impl Widget for &App`, which reads the state and
//! never changes it.

mod board;
mod die;
mod network;
mod overlay;
mod panel;
mod status;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::app::{App, Mode};
use super::geometry::ScreenLayout;
use super::remote::LinkState;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let layout = ScreenLayout::new(area);
        let Some(board_geometry) = layout.board else {
            overlay::render_too_small(self, layout.needed, area, buf);
            return;
        };
        board::render(self, board_geometry, buf);
        panel::render(self, layout.panel, buf);
        status::render_status(self, layout.status, buf);
        overlay::render_footer(self, layout.footer, buf);
        if let Some(outcome) = self.outcome() {
            overlay::render_banner(self, outcome, board_geometry.grid(), buf);
        }
        if let Some(remote) = self.remote().filter(|remote| remote.link == LinkState::Waiting) {
            overlay::render_invitation(self, &remote.invitation, area, buf);
        }
        if let Some(unfinished) = self.offer() {
            overlay::render_offer(self, unfinished, board_geometry.grid(), buf);
        }
        if self.mode() == Mode::Help {
            let help_area = Rect { height: layout.footer.y.saturating_sub(area.y), ..area };
            overlay::render_help(self, help_area, buf);
        }
    }
}

/// `text` as the theme draws it: with `--ascii`, the typographic
/// characters of the catalogues become their ASCII look-alikes.
fn say(app: &App, text: String) -> String {
    if !app.theme().ascii() || text.is_ascii() {
        return text;
    }
    text.chars()
        .map(|c| match c {
            '·' => '|',
            '←' => '<',
            '→' => '>',
            '↑' => '^',
            '↓' => 'v',
            '×' => 'x',
            '–' | '—' => '-',
            '«' | '»' | '“' | '”' => '"',
            other => other,
        })
        .collect()
}
