//! The board: labels, squares, pieces and every mark (cursor, picked-up
//! piece, targets, threatened pieces, the last move and its captures, a
//! hinted move).

use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use crate::tui::drawing::geometry::BoardGeometry;
use crate::tui::screens::game::app::App;
use obereg_rules::{Piece, Position, Square};

/// What is marked on the board this frame, gathered once.
struct Marks {
    targets: Vec<Square>,
    threatened: Vec<Square>,
    last: Vec<Square>,
    captured: Vec<Square>,
    hint: Vec<Square>,
}

impl Marks {
    fn of<const N: usize>(app: &App<N>) -> Marks {
        let targets = app.targets();
        let mut threatened = if targets.contains(&app.cursor()) { app.capture_preview() } else { Vec::new() };
        let (last, captured) = match app.last_move() {
            Some(record) => (vec![record.mv.from, record.mv.to], record.captures.clone()),
            None => (Vec::new(), Vec::new()),
        };
        let mut hint = app.hint().map(|mv| vec![mv.from, mv.to]).unwrap_or_default();
        // A lesson's wrong move: what it would take, and what it misses.
        if let Some((would_take, missed)) = app.missed_marks() {
            threatened.extend(would_take);
            hint.extend(missed);
        }
        Marks { targets, threatened, last, captured, hint }
    }
}

/// What is drawn on each square: a piece or nothing.
pub type Pieces<'a> = &'a dyn Fn(Square) -> Option<Piece>;

/// Draws the board of `app` at `board`, with the pieces of `pieces` (the
/// position's, or a set-up that may not be playable).
pub fn render<const N: usize>(app: &App<N>, pieces: Pieces, board: BoardGeometry, buf: &mut Buffer) {
    render_labels(board, buf);
    let marks = Marks::of(app);
    for file in 0..N as u8 {
        for rank in 0..N as u8 {
            if let Some(square) = Square::new(file, rank) {
                render_square(app, board, (square, pieces(square)), &marks, buf);
            }
        }
    }
}

fn render_labels(board: BoardGeometry, buf: &mut Buffer) {
    let grid = board.grid();
    let width = board.cell_width();
    for file in 0..board.side {
        let letter = char::from(b'a' + file as u8).to_string();
        let x = grid.x + file * width + width / 2;
        buf.set_string(x, grid.y - 1, &letter, Style::new());
        buf.set_string(x, grid.bottom(), &letter, Style::new());
    }
    for row in 0..board.side {
        let number = format!("{:>2}", board.side - row);
        let y = grid.y + row * board.cell_height + board.cell_height / 2;
        buf.set_string(grid.x - 3, y, &number, Style::new());
        // On a narrow screen the board has its numbers on the left only.
        if grid.right() + 2 < buf.area.right() {
            buf.set_string(grid.right() + 1, y, &number, Style::new());
        }
    }
}

fn render_square<const N: usize>(
    app: &App<N>,
    board: BoardGeometry,
    (square, piece): (Square, Option<Piece>),
    marks: &Marks,
    buf: &mut Buffer,
) {
    let theme = app.theme();
    let area = board.square_area(square);
    let restricted = Position::<N>::is_exit(square) || Position::<N>::is_throne(square);
    let mut style = theme.square((square.file() + square.rank()) % 2 == 1, restricted);
    if marks.last.contains(&square) {
        style = theme.last_move(style);
    }
    if app.selected() == Some(square) {
        style = theme.selected(style);
    }
    let target = marks.targets.contains(&square);
    if target {
        style = theme.target(style);
    }
    let threatened = marks.threatened.contains(&square);
    if threatened {
        style = theme.threat(style);
    }
    let hinted = marks.hint.contains(&square);
    if hinted {
        style = theme.hint(style);
    }
    buf.set_style(area, style);
    let middle = area.y + area.height / 2;
    let (glyph, glyph_style) = match piece {
        Some(piece) => (theme.piece_glyph(piece), style.patch(theme.piece(piece))),
        None if target => (theme.glyphs.target, style),
        None if hinted => (theme.glyphs.hint_target, style),
        None if marks.captured.contains(&square) => (theme.glyphs.captured, theme.captured(style)),
        None if Position::<N>::is_throne(square) => (theme.glyphs.throne, style),
        None if Position::<N>::is_exit(square) => (theme.glyphs.exit, style),
        // Without colour there is no chequer: a dot shows where a square is.
        None if !theme.color() => (theme.glyphs.empty, style.add_modifier(Modifier::DIM)),
        None => (" ", style),
    };
    buf.set_string(area.x + area.width / 2, middle, glyph, glyph_style);
    let sides = if app.cursor() == square {
        Some((theme.glyphs.cursor, style.patch(theme.cursor())))
    } else if threatened {
        Some(((theme.glyphs.threat, theme.glyphs.threat), style))
    } else if hinted {
        Some((theme.glyphs.hint, style))
    } else {
        None
    };
    if let Some(((left, right), side_style)) = sides {
        buf.set_string(area.x, middle, left, side_style);
        buf.set_string(area.right() - 1, middle, right, side_style);
    }
}
