//! The free board in the side panel: the side to move or why the set-up
//! cannot be played; for the target under the cursor, each piece the move
//! takes with its rule and how it ends the game; the engine's answer; the
//! position record; the board with the set-up's pieces, and the keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::FreeBoard;
use super::set_up::{Against, Capture, Preview, preview};
use super::update::HELP;
use crate::i18n::{count_arg, end_reason, piece_arg, side_arg, text_arg};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::render::{Around, render_around, say};
use obereg_rules::{Move, Piece, Square};

impl<const N: usize> Widget for &FreeBoard<N> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if self.played_on {
            return self.app.render(area, buf);
        }
        render_around(&self.app, self, area, buf);
    }
}

impl<const N: usize> Around<N> for FreeBoard<N> {
    /// The set-up's pieces, drawn even when it cannot be played.
    fn piece_on(&self, square: Square) -> Option<Piece> {
        self.set_up.pieces.get(&square).copied()
    }

    fn render_panel(&self, area: Rect, buf: &mut Buffer) {
        render_panel(self, area, buf);
    }

    fn footer(&self) -> &'static str {
        "board-keys"
    }

    fn help(&self) -> &'static [&'static str] {
        HELP
    }
}

impl<const N: usize> FreeBoard<N> {
    /// With a piece picked up and the cursor on one of its targets: what
    /// that move would capture, by which rule, and how it would end the game.
    pub fn preview(&self) -> Option<Preview> {
        let game = self.app.game();
        let mv = Move { from: self.app.selected()?, to: self.app.cursor() };
        preview(&game.game_at(game.current()), mv)
    }
}

/// Draws the free board's panel into `area`.
fn render_panel<const N: usize>(free: &FreeBoard<N>, area: Rect, buf: &mut Buffer) {
    let (app, board) = (&free.app, &free.set_up);
    let area = Rect { x: area.x + 1, width: area.width.saturating_sub(1), ..area };
    let messages = app.messages();
    let mut lines =
        vec![(messages.format("board-title", &[side_arg(board.to_move)]), app.theme().emphasis())];
    match board.problems.as_slice() {
        [] => {
            lines.extend(preview_lines(free));
            lines.extend(analysis_line(app));
            // The record does not fit the panel's width: `y` shows it whole.
            lines.push((messages.text("board-record"), Style::new()));
        }
        problems => {
            let reasons = messages.position_errors_in_sentence(problems);
            lines.push((
                messages.format("board-problem", &[text_arg("reason", reasons)]),
                app.theme().warning(),
            ));
        }
    }
    lines.push((messages.format("board-brush", &[piece_arg(board.brush)]), Style::new()));
    let lines: Vec<Line> =
        lines.into_iter().map(|(text, style)| Line::styled(say(app, text), style)).collect();
    Paragraph::new(lines).wrap(Wrap { trim: true }).render(area, buf);
}

/// The move of the picked-up piece to the cursor: what it takes and how it
/// ends the game.
fn preview_lines<const N: usize>(free: &FreeBoard<N>) -> Vec<(String, Style)> {
    let app = &free.app;
    let messages = app.messages();
    let (Some(preview), Some(from)) = (free.preview(), app.selected()) else { return Vec::new() };
    let mv = Move { from, to: app.cursor() };
    let mut lines = vec![(messages.format("board-move", &[text_arg("move", mv)]), app.theme().emphasis())];
    if preview.captures.is_empty() {
        lines.push((messages.text("board-takes-nothing"), Style::new()));
    }
    for capture in &preview.captures {
        lines.push((capture_text(app, capture), app.theme().warning()));
    }
    if let Some(outcome) = preview.outcome {
        let reason = end_reason::<N>(messages, outcome);
        lines.push((messages.format("board-ends", &[text_arg("reason", reason)]), app.theme().emphasis()));
    }
    lines
}

/// «takes the guard on d3: enclosed against the Viking on c3 (R8)».
fn capture_text<const N: usize>(app: &App<N>, capture: &Capture) -> String {
    let messages = app.messages();
    let prince = capture.piece == Piece::Prince;
    let against = match capture.against {
        Against::Piece(square, other) => {
            let rule = if prince {
                "R11c"
            } else if other == Piece::Prince {
                "R9"
            } else {
                "R8"
            };
            let args = [piece_arg(other), text_arg("square", square), text_arg("rule", rule)];
            messages.format("board-against-piece", &args)
        }
        Against::Exit(square) => {
            let rule = if prince { "R11c" } else { "R9" };
            messages.format("board-against-exit", &[text_arg("square", square), text_arg("rule", rule)])
        }
        Against::Throne => messages.text("board-against-throne"),
        Against::FourAroundThrone => messages.text("board-against-four"),
        Against::ThreeAndThrone => messages.text("board-against-three"),
    };
    let args = [piece_arg(capture.piece), text_arg("square", capture.square), text_arg("against", against)];
    messages.format("board-takes", &args)
}

/// The engine's answer for the position on the board, when it was asked.
fn analysis_line<const N: usize>(app: &App<N>) -> Option<(String, Style)> {
    let progress = app.analysis()?;
    let best = progress.best()?;
    // The engine scores for the side to move; the panel names the side ahead.
    let to_move = app.position().to_move();
    let ahead = |good: bool| if good { to_move } else { to_move.opponent() };
    let messages = app.messages();
    let score = match progress.win_in() {
        Some(plies) => {
            let args = [text_arg("score", format!("#{}", plies.abs())), side_arg(ahead(plies > 0))];
            messages.format("board-score", &args)
        }
        None if progress.score == 0 => messages.text("board-score-even"),
        None => {
            let score = format!("{:+.2}", f64::from(progress.score.abs()) / 100.0);
            messages.format("board-score", &[text_arg("score", score), side_arg(ahead(progress.score > 0))])
        }
    };
    let args =
        [text_arg("move", best), text_arg("score", score), count_arg("depth", progress.depth as usize)];
    Some((app.messages().format("board-engine", &args), app.theme().emphasis()))
}
