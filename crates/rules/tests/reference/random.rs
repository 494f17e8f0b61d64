//! Reproducible random positions for comparing the engine with the
//! reference: a fixed-seed generator, playouts from the start, and crowded
//! placements around the prince, the throne and the corners.

use obereg_rules::{Geometry, Piece, Position, Side, Square};

pub use obereg_rules::Rng;

/// The draws the random positions need beyond the seeded generator's.
pub trait Draws {
    /// True with probability `percent` / 100.
    fn percent(&mut self, percent: usize) -> bool;
    /// A number in `low..=high`.
    fn between(&mut self, low: i8, high: i8) -> i8;
}

impl Draws for Rng {
    fn percent(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn between(&mut self, low: i8, high: i8) -> i8 {
        low + self.below((high - low + 1) as usize) as i8
    }
}

/// Every position of `games` random games from the start, each cut after
/// `max_plies` plies.
pub fn playouts<const N: usize>(rng: &mut Rng, games: usize, max_plies: usize) -> Vec<Position<N>> {
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut position = Position::<N>::initial();
        positions.push(position);
        for _ in 0..max_plies {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position.play_unchecked(moves[rng.below(moves.len())]);
            positions.push(position);
        }
    }
    positions
}

/// Where a crowded position gathers its pieces.
#[derive(Clone, Copy, Debug)]
enum Focus {
    Throne,
    Corner,
    Anywhere,
}

/// A random square at most `spread` files and ranks from `centre`, on the board.
fn near<const N: usize>(rng: &mut Rng, (file, rank): (i8, i8), spread: i8) -> Square {
    let last = N as i8 - 1;
    let f = (file + rng.between(-spread, spread)).clamp(0, last);
    let r = (rank + rng.between(-spread, spread)).clamp(0, last);
    Square::new(f as u8, r as u8).expect("clamped to the board")
}

/// A legal position whose pieces crowd around the prince, placed on or near
/// the throne, near a corner, or anywhere, so captures (of the prince too),
/// escapes and blocked sides are common.
pub fn crowded<const N: usize>(rng: &mut Rng) -> Position<N> {
    let (middle, last) = (N as i8 / 2, N as i8 - 1);
    let focus = [Focus::Throne, Focus::Corner, Focus::Anywhere][rng.below(3)];
    let centre = match focus {
        Focus::Throne => (middle, middle),
        Focus::Corner => [(0, 0), (last, 0), (0, last), (last, last)][rng.below(4)],
        Focus::Anywhere => (rng.between(0, last), rng.between(0, last)),
    };
    // On the throne half the time when near it, so R11a comes up.
    let spread = match focus {
        Focus::Throne if rng.percent(50) => 0,
        Focus::Throne => 1,
        _ => 3,
    };
    let mut pieces = Vec::new();
    while pieces.is_empty() {
        place::<N>(&mut pieces, near::<N>(rng, centre, spread), Piece::Prince);
    }
    let prince = pieces[0].0;
    let prince_at = (prince.file() as i8, prince.rank() as i8);
    // Sometimes a side has no pieces but the prince, or no Vikings at all (R14).
    let vikings = if rng.percent(5) { 0 } else { rng.below(Geometry::<N>::MAX_VIKINGS as usize + 1) };
    let guards = if rng.percent(10) { 0 } else { rng.below(Geometry::<N>::MAX_GUARDS as usize + 1) };
    // Vikings close around him, one short or complete, so R11 captures come up.
    for square in neighbours::<N>(prince) {
        if vikings > 0 && rng.percent(60) {
            place::<N>(&mut pieces, square, Piece::Viking);
        }
    }
    for (piece, count) in [(Piece::Viking, vikings), (Piece::Guard, guards)] {
        for _ in 0..count {
            let square = if rng.percent(75) {
                near::<N>(rng, prince_at, 2)
            } else {
                near::<N>(rng, (middle, middle), middle)
            };
            place::<N>(&mut pieces, square, piece);
        }
    }
    let to_move = if rng.percent(50) { Side::Vikings } else { Side::Varangians };
    Position::from_pieces(pieces, to_move).expect("only legal squares are used")
}

/// A position where the side to move has one to three pieces, each walled
/// in by enemies where the board allows, so R14 (no legal move) comes up.
pub fn walled_in<const N: usize>(rng: &mut Rng) -> Position<N> {
    let to_move = if rng.percent(50) { Side::Vikings } else { Side::Varangians };
    let (own, enemy) = match to_move {
        Side::Vikings => (Piece::Viking, Piece::Guard),
        Side::Varangians => (Piece::Guard, Piece::Viking),
    };
    let mut pieces = Vec::new();
    if to_move == Side::Varangians {
        place_anywhere::<N>(rng, &mut pieces, Piece::Prince);
    }
    for _ in 0..1 + rng.below(2) {
        place_anywhere::<N>(rng, &mut pieces, own);
    }
    let walls: Vec<Square> = pieces.iter().flat_map(|&(square, _)| neighbours::<N>(square)).collect();
    for square in walls {
        place::<N>(&mut pieces, square, enemy);
    }
    if to_move == Side::Vikings {
        place_anywhere::<N>(rng, &mut pieces, Piece::Prince);
    }
    Position::from_pieces(pieces, to_move).expect("only legal squares are used")
}

/// Adds `piece` on a random empty square that is not an exit (nor the
/// throne, unless it is the prince).
fn place_anywhere<const N: usize>(rng: &mut Rng, pieces: &mut Vec<(Square, Piece)>, piece: Piece) {
    let before = pieces.len();
    while pieces.len() == before {
        let square = Square::new(rng.below(N) as u8, rng.below(N) as u8).expect("on the board");
        place::<N>(pieces, square, piece);
    }
}

/// The orthogonal neighbours of `square` on the board.
fn neighbours<const N: usize>(square: Square) -> Vec<Square> {
    let (file, rank) = (square.file() as i8, square.rank() as i8);
    [(0, 1), (1, 0), (0, -1), (-1, 0)]
        .into_iter()
        .map(|(df, dr)| (file + df, rank + dr))
        .filter(|&(f, r)| (0..N as i8).contains(&f) && (0..N as i8).contains(&r))
        .filter_map(|(f, r)| Square::new(f as u8, r as u8))
        .collect()
}

/// Adds `piece` on `square` when the square is free, allowed to it (R7) and
/// the side has pieces left (R2); otherwise leaves `pieces` as they are.
fn place<const N: usize>(pieces: &mut Vec<(Square, Piece)>, square: Square, piece: Piece) {
    // R7, and R12: a prince on an exit would have ended the game already.
    let allowed = match piece {
        Piece::Prince => !Position::<N>::is_exit(square),
        _ => !Position::<N>::is_exit(square) && !Position::<N>::is_throne(square),
    };
    let most = match piece {
        Piece::Viking => Geometry::<N>::MAX_VIKINGS as usize,
        Piece::Guard => Geometry::<N>::MAX_GUARDS as usize,
        Piece::Prince => 1,
    };
    let count = pieces.iter().filter(|&&(_, p)| p == piece).count();
    let free = pieces.iter().all(|&(at, _)| at != square);
    if free && count < most && allowed {
        pieces.push((square, piece));
    }
}
