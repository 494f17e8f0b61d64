//! Puzzles that self-play never reached: wins by R14, the other side left
//! without a move. The positions are built from a fixed seed: a few pieces
//! of one side in a corner of the board, walled in by the other side's
//! pieces, then one or two of the wall's pieces moved away, and a spare
//! piece of the walling side elsewhere, the Vikings to move. Every answer
//! of the walled side (after a move of the spare piece, when the walled
//! side is the Varangians) is asked by the exact search whether it leaves
//! a forced win by R14 with one move only at each turn. The same seed
//! builds the same positions on any machine.

use obereg_engine::solve::children;
use obereg_rules::{Move, Piece, Position, Rng, Side, Square};

use super::found::{Found, win_found};
use crate::puzzle::Theme;

/// How many positions are built.
const BUILT: usize = 8000;
/// The side of the corner's square the walled pieces are put in.
const CORNER: usize = 4;

/// The R14 puzzles found in [`BUILT`] positions built from `seed`, in the
/// order they were found; the side left without a move always has pieces.
pub fn blockades(seed: u64) -> Vec<Found> {
    let mut rng = Rng::new(seed);
    let mut found = Vec::new();
    for _ in 0..BUILT {
        let Some((built, spare)) = walled_in(&mut rng) else { continue };
        let mut line = (vec![built], Vec::new());
        if spare.1 == Side::Vikings {
            let spare_moves: Vec<(Move, Position)> =
                children(&built).into_iter().filter(|(mv, _)| mv.from == spare.0).collect();
            let Some(&(mv, next)) = spare_moves.get(rng.below(spare_moves.len().max(1))) else { continue };
            line.0.push(next);
            line.1.push(mv);
        }
        let before = line.0[line.0.len() - 1];
        for (mv, answer) in children(&before) {
            let positions = [line.0.as_slice(), &[answer]].concat();
            let moves = [line.1.as_slice(), &[mv]].concat();
            found.extend(win_found(&positions, &moves, positions.len() - 1, 5).filter(blocks_pieces));
        }
    }
    found
}

/// Whether `found` wins by R14 against a side that still has pieces.
fn blocks_pieces(found: &Found) -> bool {
    let end = found.end();
    found.theme == Theme::NoMoves && !end.side_bitboard(end.to_move()).is_empty()
}

/// A built position, the Vikings to move, with the square and side of the
/// walling side's spare piece; `None` when the rules refuse it or the game
/// is already over.
fn walled_in(rng: &mut Rng) -> Option<(Position, (Square, Side))> {
    let flip = (rng.below(2) == 1, rng.below(2) == 1);
    let walled = if rng.below(2) == 1 { Side::Vikings } else { Side::Varangians };
    let (few, wall) = match walled {
        Side::Vikings => (Piece::Viking, Piece::Guard),
        Side::Varangians => (Piece::Guard, Piece::Viking),
    };
    let mut placed: Vec<(Square, Piece)> = Vec::new();
    let put = |placed: &mut Vec<(Square, Piece)>, square: Square, piece: Piece| {
        let free = !placed.iter().any(|(taken, _)| *taken == square);
        if free {
            placed.push((square, piece));
        }
        free
    };
    for number in 0..1 + rng.below(3) {
        let piece = if number == 0 && walled == Side::Varangians { Piece::Prince } else { few };
        put(&mut placed, corner_square(rng, flip)?, piece);
    }
    if walled == Side::Vikings {
        put(&mut placed, corner_square(rng, flip)?, Piece::Prince);
    }
    let inside: Vec<Square> = placed.iter().filter(|(_, p)| p.side() == walled).map(|(s, _)| *s).collect();
    let mut wall_squares = Vec::new();
    for square in inside.iter().flat_map(|&square| neighbours(square)) {
        if !Position::<9>::is_exit(square)
            && !Position::<9>::is_throne(square)
            && put(&mut placed, square, wall)
        {
            wall_squares.push(square);
        }
    }
    for _ in 0..1 + rng.below(2) {
        let Some(&gap) = wall_squares.get(rng.below(wall_squares.len().max(1))) else { break };
        let to = corner_square(rng, flip)?;
        if !placed.iter().any(|(taken, _)| *taken == to) {
            placed.retain(|(square, _)| *square != gap);
            placed.push((to, wall));
        }
    }
    let spare = Square::new(rng.below(9) as u8, rng.below(9) as u8)?;
    if !put(&mut placed, spare, wall) {
        return None;
    }
    let position = Position::from_pieces(placed, Side::Vikings).ok()?;
    position.outcome().is_none().then_some((position, (spare, wall.side())))
}

/// A square of the corner chosen by `flip` (files, ranks from the far side).
fn corner_square(rng: &mut Rng, flip: (bool, bool)) -> Option<Square> {
    let (file, rank) = (rng.below(CORNER) as u8, rng.below(CORNER) as u8);
    Square::new(if flip.0 { 8 - file } else { file }, if flip.1 { 8 - rank } else { rank })
}

/// The squares beside `square` on the 9×9 board.
fn neighbours(square: Square) -> Vec<Square> {
    let (file, rank) = (i16::from(square.file()), i16::from(square.rank()));
    [(1, 0), (-1, 0), (0, 1), (0, -1)]
        .into_iter()
        .filter_map(|(df, dr)| {
            let (f, r) = (file + df, rank + dr);
            ((0..9).contains(&f) && (0..9).contains(&r)).then(|| Square::new(f as u8, r as u8))?
        })
        .collect()
}
