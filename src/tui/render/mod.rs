//! Drawing the game: `impl Widget for &App`, which reads the state and
//! never changes it.

mod board;
mod die;
mod free_board;
mod lessons;
mod network;
mod overlay;
mod panel;
mod puzzles;
mod status;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::app::{App, Mode};
use super::geometry::ScreenLayout;
use super::remote::LinkState;

impl<const N: usize> Widget for &App<N> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let layout = ScreenLayout::new(area, self.board_side());
        let Some(board_geometry) = layout.board else {
            overlay::render_too_small(self, layout.needed, area, buf);
            return;
        };
        board::render(self, board_geometry, buf);
        match (self.lessons(), self.free_board(), self.puzzles()) {
            (Some(open), _, _) => lessons::render(self, open, layout.panel, buf),
            (None, Some(free), _) => free_board::render(self, free, layout.panel, buf),
            (None, None, Some(run)) => puzzles::render_panel(self, run, layout.panel, buf),
            (None, None, None) => panel::render(self, layout.panel, buf),
        }
        status::render_status(self, layout.status, buf);
        match self.puzzles() {
            Some(_) => puzzles::render_footer(self, layout.footer, buf),
            None => overlay::render_footer(self, layout.footer, buf),
        }
        let banner = self.trainer.is_none() && self.puzzles().is_none() && !self.banner_hidden();
        if let Some(outcome) = self.outcome().filter(|_| banner) {
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
fn say<const N: usize>(app: &App<N>, text: String) -> String {
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
            '▸' => '>',
            '…' => '.',
            '×' => 'x',
            '–' | '—' => '-',
            '«' | '»' | '“' | '”' => '"',
            other => other,
        })
        .collect()
}
