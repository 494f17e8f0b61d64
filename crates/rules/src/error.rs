//! Typed errors of the rules: bad notation, unplayable positions, illegal moves.

use thiserror::Error;

use crate::side::Side;
use crate::square::Square;

/// Text that is not valid notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Not a square such as `e5`.
    #[error("`{0}` is not a square (a file letter and a rank number, like e5)")]
    BadSquare(String),
    /// Not a move such as `d9-d6`.
    #[error("`{0}` is not a move (two squares joined by a dash, like d9-d6)")]
    BadMove(String),
    /// Not a side.
    #[error("`{0}` is not a side (vikings or varangians)")]
    BadSide(String),
}

/// Why a position record or setup cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// The record does not start and end with `/`.
    #[error("a position record starts and ends with `/`")]
    NotARecord,
    /// The record has the wrong number of ranks.
    #[error("the position has {found} ranks, the board has {expected}")]
    RankCount {
        /// Ranks found.
        found: usize,
        /// Ranks the board has.
        expected: usize,
    },
    /// A rank describes the wrong number of squares.
    #[error("rank {rank} describes {found} squares, the board has {expected}")]
    SquareCount {
        /// The rank, counted from 1.
        rank: usize,
        /// Squares found.
        found: usize,
        /// Squares a rank has.
        expected: usize,
    },
    /// A character that is no piece and no count.
    #[error(
        "unknown character `{character}` in rank {rank} (pieces are t, T and K; digits count empty squares)"
    )]
    UnknownCharacter {
        /// The character.
        character: char,
        /// The rank, counted from 1.
        rank: usize,
    },
    /// A square named twice in a setup.
    #[error("two pieces on {0}")]
    DoublyOccupied(Square),
    /// A square off the board.
    #[error("{0} is not on the board")]
    OffBoard(Square),
    /// No prince.
    #[error("there is no prince (K) on the board")]
    NoPrince,
    /// More than one prince.
    #[error("there are {0} princes, the game has one")]
    TooManyPrinces(u32),
    /// A Viking or a guard on the throne or an exit (R7).
    #[error("only the prince may stand on {0}: it is the throne or an exit (R7)")]
    OnRestrictedSquare(Square),
    /// Too many Vikings.
    #[error("there are {found} Vikings, at most {most} are allowed")]
    TooManyVikings {
        /// Vikings found.
        found: u32,
        /// The most the board allows.
        most: u32,
    },
    /// Too many guards.
    #[error("there are {found} guards, at most {most} are allowed")]
    TooManyGuards {
        /// Guards found.
        found: u32,
        /// The most the board allows.
        most: u32,
    },
    /// The prince already stands on an exit: the game would be over (R12).
    #[error("the prince already stands on the exit {0}: the game is over (R12)")]
    PrinceOnExit(Square),
}

/// Why a move cannot be played in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum IllegalMove {
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
    /// A square of the move is off the board.
    #[error("{0} is not on the board")]
    OffBoard(Square),
    /// The starting square is empty.
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    /// The piece belongs to the side not on move.
    #[error("the piece on {square} belongs to the {owner}")]
    NotYourPiece {
        /// The square of the piece.
        square: Square,
        /// The side it belongs to.
        owner: Side,
    },
    /// The move is not along a rank or a file (R5).
    #[error("a piece moves along a rank or a file (R5)")]
    NotStraight,
    /// The target square holds a piece (R5).
    #[error("{0} is occupied (R5)")]
    Occupied(Square),
    /// A piece stands between the two squares (R5).
    #[error("pieces can't jump: {0} is in the way (R5)")]
    Blocked(Square),
    /// The prince moves at most three squares (R6).
    #[error("the prince moves at most 3 squares (R6)")]
    PrinceTooFar,
    /// Only the prince may stop on the throne or an exit (R7).
    #[error("only the prince may stop on {0}, the throne or an exit (R7)")]
    Restricted(Square),
}
