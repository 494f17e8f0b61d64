//! A playable position: where the pieces stand and who is to move.

use crate::bitboard::{Bitboard, Geometry};
use crate::error::PositionError;
use crate::side::{Piece, Side};
use crate::square::Square;
use crate::zobrist;

/// The start position of Obereg (R3) as an OTN position record.
pub const START_RECORD: &str = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

/// The start position of the 11×11 board (V1, the Copenhagen layout) as an
/// OTN position record.
pub const START_RECORD_11: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// The board sides Obereg is played on: 9×9 (R1) and 11×11 (V1).
pub const BOARD_SIDES: [usize; 2] = [9, 11];

/// A position on an `N`×`N` board (9×9 unless said otherwise) that obeys the
/// rules: one prince, no piece but the prince on the throne or an exit, no
/// more pieces than the game has. Only [`Position::from_pieces`] and the
/// position-record parser build one from outside data, and they check it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position<const N: usize = 9> {
    pub(crate) vikings: Bitboard,
    pub(crate) guards: Bitboard,
    /// The prince's square; empty once he is captured (R13).
    pub(crate) prince: Bitboard,
    /// Where the prince was captured, `u8::MAX` while he is on the board.
    pub(crate) prince_taken_at: u8,
    pub(crate) to_move: Side,
    pub(crate) hash: u64,
}

impl<const N: usize> Position<N> {
    /// Builds a position from pieces on squares, checking it can be played.
    ///
    /// # Errors
    /// A [`PositionError`] that names what is wrong: a square off the board or
    /// used twice, no prince or two, a Viking or guard on the throne or an exit
    /// (R7), too many pieces, the prince already on an exit (R12).
    pub fn from_pieces(
        pieces: impl IntoIterator<Item = (Square, Piece)>,
        to_move: Side,
    ) -> Result<Position<N>, PositionError> {
        let ([vikings, guards, prince], problems) = Self::checked(pieces);
        if let Some(problem) = problems.into_iter().next() {
            return Err(problem);
        }
        let hash = zobrist::full_hash(
            [(Piece::Viking, vikings), (Piece::Guard, guards), (Piece::Prince, prince)],
            to_move,
        );
        Ok(Position { vikings, guards, prince, prince_taken_at: u8::MAX, to_move, hash })
    }

    /// Every reason the pieces cannot be played, the one
    /// [`Position::from_pieces`] names first; none when they can be.
    pub fn problems(pieces: impl IntoIterator<Item = (Square, Piece)>) -> Vec<PositionError> {
        Self::checked(pieces).1
    }

    /// The pieces as bitboards (Vikings, guards, prince), and every reason
    /// they cannot be played, in the order of the rules they break.
    fn checked(pieces: impl IntoIterator<Item = (Square, Piece)>) -> ([Bitboard; 3], Vec<PositionError>) {
        let mut sets = [Bitboard::EMPTY; 3];
        let mut problems = Vec::new();
        for (square, piece) in pieces {
            match square.index(N) {
                None => problems.push(PositionError::OffBoard(square)),
                Some(index) if sets.iter().any(|set| set.has(index)) => {
                    problems.push(PositionError::DoublyOccupied(square))
                }
                Some(index) => sets[piece as usize] |= Bitboard::single(index),
            }
        }
        let [vikings, guards, prince] = sets;
        match prince.count() {
            0 => problems.push(PositionError::NoPrince),
            1 => {}
            more => problems.push(PositionError::TooManyPrinces(more)),
        }
        let restricted = (vikings | guards) & Bitboard(Geometry::<N>::RESTRICTED);
        problems
            .extend(restricted.map(|index| PositionError::OnRestrictedSquare(Square::from_index(index, N))));
        let most = Geometry::<N>::MAX_VIKINGS;
        if vikings.count() > most {
            problems.push(PositionError::TooManyVikings { found: vikings.count(), most });
        }
        let most = Geometry::<N>::MAX_GUARDS;
        if guards.count() > most {
            problems.push(PositionError::TooManyGuards { found: guards.count(), most });
        }
        if let Some(index) = (prince & Bitboard(Geometry::<N>::EXITS)).first() {
            problems.push(PositionError::PrinceOnExit(Square::from_index(index, N)));
        }
        (sets, problems)
    }

    /// The side to move.
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// The Zobrist hash of the pieces and the side to move; equal positions
    /// have equal hashes, and a move updates it incrementally.
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let index = square.index(N)?;
        self.piece_at_index(index)
    }

    /// The piece on bit index `index` (`file + rank × N`), if any: the
    /// index form of [`Position::piece_at`] for engines.
    pub fn piece_at_index(&self, index: u8) -> Option<Piece> {
        if self.vikings.has(index) {
            Some(Piece::Viking)
        } else if self.guards.has(index) {
            Some(Piece::Guard)
        } else if self.prince.has(index) {
            Some(Piece::Prince)
        } else {
            None
        }
    }

    /// The squares that hold `piece`.
    pub fn squares_of(&self, piece: Piece) -> impl Iterator<Item = Square> + use<N> {
        self.bitboard(piece).map(|index| Square::from_index(index, N))
    }

    /// How many `piece`s are on the board.
    pub fn count(&self, piece: Piece) -> u32 {
        self.bitboard(piece).count()
    }

    /// The squares that hold `piece`, as a bitboard (bit `file + rank × N`).
    pub const fn bitboard(&self, piece: Piece) -> Bitboard {
        match piece {
            Piece::Viking => self.vikings,
            Piece::Guard => self.guards,
            Piece::Prince => self.prince,
        }
    }

    /// The prince's square, or `None` once he has been captured.
    pub fn prince(&self) -> Option<Square> {
        self.prince.first().map(|index| Square::from_index(index, N))
    }

    /// Where the prince was captured, if he was (R13).
    pub fn prince_captured_at(&self) -> Option<Square> {
        (self.prince_taken_at != u8::MAX).then(|| Square::from_index(self.prince_taken_at, N))
    }

    /// The throne, the centre of the board (R1).
    pub fn throne() -> Square {
        Square::from_index(Geometry::<N>::THRONE, N)
    }

    /// Whether `square` is one of the four corner exits (R1).
    pub fn is_exit(square: Square) -> bool {
        square.index(N).is_some_and(|index| Bitboard(Geometry::<N>::EXITS).has(index))
    }

    /// Whether `square` is the throne (R1).
    pub fn is_throne(square: Square) -> bool {
        square.index(N) == Some(Geometry::<N>::THRONE)
    }

    /// The pieces of `side`.
    pub fn side_bitboard(&self, side: Side) -> Bitboard {
        match side {
            Side::Vikings => self.vikings,
            Side::Varangians => self.guards | self.prince,
        }
    }

    /// The same pieces with the other side to move: not a move (R4 forbids
    /// passing), but the search's null-move test asks what the opponent
    /// could do if the side to move did nothing.
    pub fn passed(&self) -> Position<N> {
        let hash = self.hash ^ zobrist::side_key(Side::Varangians);
        Position { to_move: self.to_move.opponent(), hash, ..*self }
    }

    /// Every square that holds a piece. The empty throne is not in it.
    pub fn occupied(&self) -> Bitboard {
        self.vikings | self.guards | self.prince
    }
}
