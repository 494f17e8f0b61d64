//! The free board's state: a set-up being edited (any pieces, any side to
//! move, checked by the rules crate's `Setup` → `Position` conversion) and
//! what a move on it would do, capture by capture with the rule that takes
//! each piece, and how it would end the game.

use std::collections::BTreeMap;

use obereg_rules::{Game, Move, Outcome, Piece, Position, PositionError, Setup, Side, Square};

/// The free board: the pieces placed, the side to move, the piece the
/// mouse places, and why the set-up cannot be played, if it cannot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetUp {
    /// Every piece on the board.
    pub pieces: BTreeMap<Square, Piece>,
    /// The side to move.
    pub to_move: Side,
    /// What a right click places: the last piece placed with a key.
    pub brush: Piece,
    /// Why the set-up cannot be played (the rules crate's reasons, all of
    /// them); empty when it can be.
    pub problems: Vec<PositionError>,
}

impl SetUp {
    /// The free board with the pieces of `setup`, `to_move` to move.
    pub fn new(setup: Setup, to_move: Side) -> SetUp {
        let pieces = setup.pieces.into_iter().collect();
        let mut board = SetUp { pieces, to_move, brush: Piece::Viking, problems: Vec::new() };
        board.problems = board.problems::<9>();
        board
    }

    /// The set-up as a playable position, or why it is not one.
    ///
    /// # Errors
    /// The [`PositionError`] of [`Setup::into_position`].
    pub fn position<const N: usize>(&self) -> Result<Position<N>, PositionError> {
        let pieces = self.pieces.iter().map(|(square, piece)| (*square, *piece)).collect();
        Setup { pieces }.into_position(self.to_move)
    }

    /// Every reason the set-up cannot be played; none when it can be.
    pub fn problems<const N: usize>(&self) -> Vec<PositionError> {
        Position::<N>::problems(self.pieces.iter().map(|(square, piece)| (*square, *piece)))
    }

    /// The pieces of `position`, `position`'s side to move.
    pub fn of_position<const N: usize>(position: &Position<N>, brush: Piece) -> SetUp {
        let pieces = (0..(N * N) as u8)
            .filter_map(|index| {
                position.piece_at_index(index).map(|piece| (Square::from_index(index, N), piece))
            })
            .collect();
        SetUp { pieces, to_move: position.to_move(), brush, problems: Vec::new() }
    }
}

/// What the far side of a captured piece is, and so which rule takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Against {
    /// An enemy piece on this square (R8; the prince armed, R9).
    Piece(Square, Piece),
    /// An exit (R9; the prince, R11c).
    Exit(Square),
    /// The empty throne (R9).
    Throne,
    /// The prince on the throne, four Vikings around it (R11a).
    FourAroundThrone,
    /// The prince beside the throne, three Vikings and the throne (R11b).
    ThreeAndThrone,
}

/// One piece a move captures, and against what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capture {
    /// Where it stands.
    pub square: Square,
    /// What it is.
    pub piece: Piece,
    /// What encloses it on the far side.
    pub against: Against,
}

/// What a move would do: its captures and how it would end the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    /// The pieces it takes.
    pub captures: Vec<Capture>,
    /// The end of the game it makes, if it does (R12–R15).
    pub outcome: Option<Outcome>,
}

/// What `mv` would do in `game`, or `None` when it is not legal.
pub fn preview<const N: usize>(game: &Game<N>, mv: Move) -> Option<Preview> {
    let before = *game.position();
    let mut after = game.clone();
    let played = after.play(mv).ok()?;
    let captures = played.captures.iter().filter_map(|square| capture(&before, mv, *square)).collect();
    Some(Preview { captures, outcome: played.outcome })
}

/// The capture of the piece on `square` by `mv` in `before`, with what
/// stands beyond it on the line from the mover.
fn capture<const N: usize>(before: &Position<N>, mv: Move, square: Square) -> Option<Capture> {
    let piece = before.piece_at(square)?;
    let throne = Position::<N>::throne();
    let against = if piece == Piece::Prince && square == throne {
        Against::FourAroundThrone
    } else if piece == Piece::Prince && square.line_distance(throne) == Some(1) {
        Against::ThreeAndThrone
    } else {
        let file = 2 * i16::from(square.file()) - i16::from(mv.to.file());
        let rank = 2 * i16::from(square.rank()) - i16::from(mv.to.rank());
        let beyond = Square::new(u8::try_from(file).ok()?, u8::try_from(rank).ok()?)?;
        match before.piece_at(beyond) {
            Some(other) => Against::Piece(beyond, other),
            None if Position::<N>::is_exit(beyond) => Against::Exit(beyond),
            None => Against::Throne,
        }
    };
    Some(Capture { square, piece, against })
}
