//! A slow, obviously correct second implementation of the rules, to check the
//! fast engine against: a plain N×N array of squares (9×9 or 11×11), and loops that walk the
//! board the way the rules reference words each rule. No bitboards, no tables.

pub mod die;
pub mod random;

use obereg_rules::{Move, Outcome, Piece, Position, Side, Square, WinReason};

/// A square as (file, rank), both from 0; may lie off the board while walking.
pub type Coord = (i8, i8);

/// Up, right, down, left: the four lines a piece moves and captures along.
const DIRECTIONS: [Coord; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Pieces on an `N`×`N` array, the side to move, and where the prince fell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board<const N: usize = 9> {
    /// `squares[rank][file]`.
    pub squares: [[Option<Piece>; N]; N],
    /// Whose turn it is.
    pub to_move: Side,
    /// The square where the Vikings captured the prince (R13), if they did.
    pub prince_captured_on: Option<Coord>,
}

fn step((file, rank): Coord, (df, dr): Coord) -> Coord {
    (file + df, rank + dr)
}

/// The side a piece plays for (R2).
fn side_of(piece: Piece) -> Side {
    match piece {
        Piece::Viking => Side::Vikings,
        Piece::Guard | Piece::Prince => Side::Varangians,
    }
}

fn other(side: Side) -> Side {
    match side {
        Side::Vikings => Side::Varangians,
        Side::Varangians => Side::Vikings,
    }
}

/// The square of a coordinate on the board.
pub fn square((file, rank): Coord) -> Square {
    Square::new(file as u8, rank as u8).expect("a coordinate on the board")
}

/// The coordinate of a square.
pub fn coord(square: Square) -> Coord {
    (square.file() as i8, square.rank() as i8)
}

impl<const N: usize> Board<N> {
    /// The board has `N` files and `N` ranks (R1, V1).
    const SIZE: i8 = N as i8;

    /// The throne, the centre (R1).
    const THRONE: Coord = (Self::SIZE / 2, Self::SIZE / 2);

    fn on_board((file, rank): Coord) -> bool {
        (0..Self::SIZE).contains(&file) && (0..Self::SIZE).contains(&rank)
    }

    fn is_exit((file, rank): Coord) -> bool {
        (file == 0 || file == Self::SIZE - 1) && (rank == 0 || rank == Self::SIZE - 1)
    }

    /// The same pieces as `position`, read square by square.
    pub fn from_position(position: &Position<N>) -> Board<N> {
        let mut squares = [[None; N]; N];
        for (rank, row) in squares.iter_mut().enumerate() {
            for (file, cell) in row.iter_mut().enumerate() {
                *cell = position.piece_at(square((file as i8, rank as i8)));
            }
        }
        let prince_captured_on = position.prince_captured_at().map(coord);
        Board { squares, to_move: position.to_move(), prince_captured_on }
    }

    /// The piece on `at`; nothing off the board.
    pub fn at(&self, at: Coord) -> Option<Piece> {
        if Self::on_board(at) { self.squares[at.1 as usize][at.0 as usize] } else { None }
    }

    fn put(&mut self, at: Coord, piece: Option<Piece>) {
        self.squares[at.1 as usize][at.0 as usize] = piece;
    }

    /// Where the prince stands, if he is on the board.
    pub fn prince(&self) -> Option<Coord> {
        self.all_squares().find(|&at| self.at(at) == Some(Piece::Prince))
    }

    fn all_squares(&self) -> impl Iterator<Item = Coord> + use<N> {
        (0..Self::SIZE).flat_map(|rank| (0..Self::SIZE).map(move |file| (file, rank)))
    }

    /// Where the piece on `from` may move (R5–R7), whoever's turn it is.
    pub fn targets(&self, from: Coord) -> Vec<Coord> {
        let Some(piece) = self.at(from) else { return Vec::new() };
        let mut targets = Vec::new();
        for direction in DIRECTIONS {
            let mut to = step(from, direction);
            let mut distance = 1;
            // R5: along the line over empty squares only.
            while Self::on_board(to) && self.at(to).is_none() {
                // R6: the prince goes at most 3 squares.
                if piece == Piece::Prince && distance > 3 {
                    break;
                }
                // R7: only the prince stops on the throne or an exit; others pass the empty throne.
                if piece == Piece::Prince || (to != Self::THRONE && !Self::is_exit(to)) {
                    targets.push(to);
                }
                to = step(to, direction);
                distance += 1;
            }
        }
        targets
    }

    /// Whether the prince has escaped or been captured (R12, R13).
    pub fn prince_gone_or_out(&self) -> bool {
        self.prince().is_none_or(Self::is_exit)
    }

    /// Every legal move of the side to move; none once the prince has
    /// escaped or been captured.
    pub fn moves(&self) -> Vec<Move> {
        if self.prince_gone_or_out() {
            return Vec::new();
        }
        self.moves_of(self.to_move)
    }

    fn moves_of(&self, side: Side) -> Vec<Move> {
        let mut moves = Vec::new();
        for from in self.all_squares() {
            if self.at(from).is_some_and(|piece| side_of(piece) == side) {
                for to in self.targets(from) {
                    moves.push(Move { from: square(from), to: square(to) });
                }
            }
        }
        moves
    }

    /// Whether `side` has a move in this layout, ignoring whether the game is over.
    pub fn has_move(&self, side: Side) -> bool {
        !self.moves_of(side).is_empty()
    }

    /// The board after `mv` (assumed legal) and the squares it captured.
    pub fn after(&self, mv: Move) -> (Board<N>, Vec<Square>) {
        let (from, to) = (coord(mv.from), coord(mv.to));
        let mut next = *self;
        next.put(to, self.at(from));
        next.put(from, None);
        let captured = next.captured_by_arrival(to);
        for &at in &captured {
            if next.at(at) == Some(Piece::Prince) {
                next.prince_captured_on = Some(at);
            }
            next.put(at, None);
        }
        next.to_move = other(self.to_move);
        (next, captured.into_iter().map(square).collect())
    }

    /// R8–R11: the enemies next to `to` that the piece just arrived there takes.
    fn captured_by_arrival(&self, to: Coord) -> Vec<Coord> {
        let mover = self.to_move;
        let mut captured = Vec::new();
        for direction in DIRECTIONS {
            let next = step(to, direction);
            let Some(victim) = self.at(next) else { continue };
            // R10: only the side that did not move loses pieces.
            if side_of(victim) == mover {
                continue;
            }
            let beyond = step(next, direction);
            let taken = if victim == Piece::Prince {
                self.prince_is_taken(next, beyond)
            } else {
                self.is_hostile(beyond, side_of(victim))
            };
            if taken {
                captured.push(next);
            }
        }
        captured.sort_by_key(|&(file, rank)| (rank, file));
        captured
    }

    /// R9: a square is hostile to a piece of `side` when it holds an enemy
    /// (the prince is armed), is an exit, or is the empty throne. Off the
    /// board is never hostile (R8).
    fn is_hostile(&self, at: Coord, side: Side) -> bool {
        if !Self::on_board(at) {
            return false;
        }
        match self.at(at) {
            Some(piece) => side_of(piece) != side,
            None => Self::is_exit(at) || at == Self::THRONE,
        }
    }

    /// R11: whether the prince on `at`, next to a Viking that just arrived,
    /// is taken; `beyond` is the square past him on the Viking's line.
    fn prince_is_taken(&self, at: Coord, beyond: Coord) -> bool {
        let vikings_around =
            DIRECTIONS.iter().filter(|&&d| self.at(step(at, d)) == Some(Piece::Viking)).count();
        let next_to_throne = DIRECTIONS.iter().any(|&d| step(at, d) == Self::THRONE);
        if at == Self::THRONE {
            // R11a: four Vikings around the throne.
            vikings_around == 4
        } else if next_to_throne {
            // R11b: the three squares other than the throne.
            vikings_around == 3
        } else {
            // R11c: a Viking or an exit on the far side.
            Self::on_board(beyond) && (self.at(beyond) == Some(Piece::Viking) || Self::is_exit(beyond))
        }
    }

    /// R12–R14 in this position.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(at) = self.prince().filter(|&at| Self::is_exit(at)) {
            let reason = WinReason::PrinceEscaped(square(at));
            return Some(Outcome::Win { winner: Side::Varangians, reason });
        }
        if let Some(at) = self.prince_captured_on {
            let reason = WinReason::PrinceCaptured(square(at));
            return Some(Outcome::Win { winner: Side::Vikings, reason });
        }
        if self.moves().is_empty() {
            return Some(Outcome::Win { winner: other(self.to_move), reason: WinReason::NoLegalMove });
        }
        None
    }

    /// Perft by this implementation, for checking it against the table.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves().into_iter().map(|mv| self.after(mv).0.perft(depth - 1)).sum()
    }
}
