//! Beside the board: the players and their sides, whose turn it is, the
//! pieces each side captured, the match score and the numbered move list.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::say;
use crate::i18n::{count_arg, side_arg, text_arg};
use crate::tui::screens::game::app::App;
use obereg_rules::{Piece, Side};

/// Draws the panel of `app` into `area`.
pub fn render<const N: usize>(app: &App<N>, area: Rect, buf: &mut Buffer) {
    let messages = app.messages();
    let mut lines =
        vec![Line::styled(say(app, super::die::title(app)), Style::new().add_modifier(Modifier::BOLD))];
    if app.board_side() == 11 {
        lines.push(Line::raw(say(app, messages.text("panel-board-11"))));
    }
    lines
        .extend(super::die::panel_line(app).map(|line| Line::styled(say(app, line), app.theme().emphasis())));
    lines.extend(super::network::link_lines(app));
    for side in [Side::Vikings, Side::Varangians] {
        lines.push(Line::default());
        lines.extend(player_lines(app, side));
    }
    let score = app.score();
    if score.any_played() {
        let ([(first, first_wins), (second, second_wins)], draws) = score.score();
        lines.push(Line::default());
        lines.push(Line::raw(say(
            app,
            messages.format(
                "panel-score",
                &[
                    text_arg("first", first),
                    count_arg("first-wins", first_wins as usize),
                    count_arg("second-wins", second_wins as usize),
                    text_arg("second", second),
                    count_arg("draws", draws as usize),
                ],
            ),
        )));
    }
    lines.push(Line::default());
    let game = app.game();
    // The heading counts moves as the printed rules do, one side's move
    // each (the die's passes among them), as every notice counts them.
    let played = game.depth(game.current());
    let passes = game.path(game.current()).into_iter().filter(|&node| game.is_pass(node)).count();
    let counts = [count_arg("count", played), count_arg("passes", passes)];
    let heading = messages.format("panel-played", &counts);
    lines.push(Line::styled(heading, Style::new().add_modifier(Modifier::BOLD)));
    let others: Vec<String> = app.other_moves().iter().map(ToString::to_string).collect();
    if !others.is_empty() {
        let text = messages.format("panel-variations", &[text_arg("moves", others.join(", "))]);
        lines.push(Line::styled(say(app, text), app.theme().emphasis()));
    }
    // Long lines wrap (names, the score): count the rows they take.
    let width = usize::from(area.width.max(1));
    let used: usize = lines.iter().map(|line| line.width().max(1).div_ceil(width)).sum();
    lines.extend(move_lines(app, usize::from(area.height).saturating_sub(used)));
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(area, buf);
}

/// The player of `side`: a marker when it is their turn, the name, the
/// side, and what they have captured.
fn player_lines<const N: usize>(app: &App<N>, side: Side) -> [Line<'static>; 3] {
    let messages = app.messages();
    let theme = app.theme();
    let to_move = app.outcome().is_none() && app.position().to_move() == side;
    let marker = if to_move { "> " } else { "  " };
    let own_piece = if side == Side::Vikings { Piece::Viking } else { Piece::Prince };
    let mut first = vec![
        Span::styled(marker, theme.emphasis()),
        Span::styled(theme.piece_glyph(own_piece), theme.piece(own_piece)),
        Span::raw(" "),
        Span::styled(app.players().name(side).to_string(), Style::new().add_modifier(Modifier::BOLD)),
    ];
    first.extend(super::network::clock_span(app, side));
    if to_move {
        first
            .push(Span::styled(say(app, format!(" · {}", messages.text("panel-to-move"))), theme.emphasis()));
    }
    let plays = Line::raw(format!("    {}", messages.format("panel-plays", &[side_arg(side)])));
    let captured = app.captured_by(side);
    let count = messages.format("panel-captured", &[count_arg("count", captured.len())]);
    let mut took = vec![Span::raw(format!("    {count} "))];
    // Each piece with its own mark: a captured prince shows as the prince.
    took.extend(captured.into_iter().map(|piece| Span::styled(theme.piece_glyph(piece), theme.piece(piece))));
    let took = Line::from(took);
    [Line::from(first), plays, took]
}

/// `room` rows of the move list, `12. d9-d6  f5-f8xf6`, ending with the
/// last move unless that would hide the move on the board (marked). Moves
/// taken back, which redo would play again, are dimmed.
fn move_lines<const N: usize>(app: &App<N>, room: usize) -> Vec<Line<'static>> {
    let game = app.game();
    let (viewed, played) = (game.viewed(), game.depth(game.current()));
    let line = game.game_turns();
    let pass = app.messages().text("panel-pass");
    let style = |ply: usize, node| {
        let style = if ply >= played { Style::new().add_modifier(Modifier::DIM) } else { Style::new() };
        if node == viewed {
            style.patch(app.theme().emphasis()).add_modifier(Modifier::REVERSED)
        } else {
            style
        }
    };
    let rows: Vec<Line> = line
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let mut spans = vec![Span::raw(format!("{:>3}. ", i + 1))];
            for (j, (node, record)) in pair.iter().enumerate() {
                let text = record.map_or_else(|| pass.clone(), ToString::to_string);
                let pad = if j == 0 { 16usize.saturating_sub(text.chars().count()) } else { 0 };
                spans.push(Span::styled(text, style(2 * i + j, *node)));
                spans.push(Span::raw(" ".repeat(pad)));
            }
            Line::from(spans)
        })
        .collect();
    let shown_row = game.depth(viewed).saturating_sub(1) / 2;
    let skip = rows.len().saturating_sub(room).min(shown_row);
    rows.into_iter().skip(skip).take(room).collect()
}
