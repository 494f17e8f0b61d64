//! Playing a move: checked ([`Position::check`], [`Position::play`]) and
//! unchecked for search and perft ([`Position::play_unchecked`],
//! [`Position::play_indices`]). The captures a move makes (R8–R11) are
//! decided in `capture.rs`.

use crate::bitboard::{Bitboard, Geometry};
use crate::error::IllegalMove;
use crate::notation::{EndMark, Move, MoveRecord};
use crate::outcome::{Outcome, WinReason};
use crate::position::Position;
use crate::side::{Piece, Side};
use crate::square::Square;
use crate::zobrist;

/// What a legal move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The piece that moved.
    pub piece: Piece,
    /// The squares whose pieces were captured, in board order.
    pub captures: Vec<Square>,
    /// How the game ended with this move (R12–R14), if it did.
    pub outcome: Option<Outcome>,
}

impl MoveRecord {
    /// The record of `mv` given what playing it did.
    pub fn new(mv: Move, played: &Played) -> MoveRecord {
        let (end, prince_captured) = match played.outcome {
            Some(Outcome::Win { reason: WinReason::PrinceEscaped(_), .. }) => {
                (Some(EndMark::PrinceEscaped), None)
            }
            Some(Outcome::Win { reason: WinReason::PrinceCaptured(square), .. }) => {
                (Some(EndMark::PrinceCaptured), Some(square))
            }
            _ => (None, None),
        };
        MoveRecord {
            mv,
            prince_moved: played.piece == Piece::Prince,
            captures: played.captures.clone(),
            prince_captured,
            end,
        }
    }
}

impl<const N: usize> Position<N> {
    /// Plays `mv` for the side to move after checking it.
    ///
    /// # Errors
    /// An [`IllegalMove`] that names the rule the move breaks; the position is
    /// then unchanged.
    pub fn play(&mut self, mv: Move) -> Result<Played, IllegalMove> {
        self.check(mv)?;
        let piece = self.piece_at(mv.from).ok_or(IllegalMove::NoPiece(mv.from))?;
        let captured = self.play_unchecked(mv);
        Ok(Played {
            piece,
            captures: captured.map(|index| Square::from_index(index, N)).collect(),
            outcome: self.outcome(),
        })
    }

    /// Checks that `mv` is legal for the side to move.
    ///
    /// # Errors
    /// The first rule the move breaks, in the order a player would look:
    /// game over, the squares, the piece, the line (R5), the path (R5), the
    /// restricted squares (R7), the prince's limit (R6).
    #[expect(
        clippy::expect_used,
        reason = "squares between two board squares are on the board: an invariant of the program, not outside input"
    )]
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.prince_gone_or_out() {
            return Err(IllegalMove::GameOver);
        }
        let from = mv.from.index(N).ok_or(IllegalMove::OffBoard(mv.from))?;
        let to = mv.to.index(N).ok_or(IllegalMove::OffBoard(mv.to))?;
        let piece = self.piece_at_index(from).ok_or(IllegalMove::NoPiece(mv.from))?;
        if piece.side() != self.to_move {
            return Err(IllegalMove::NotYourPiece { square: mv.from, owner: piece.side() });
        }
        let distance = mv.from.line_distance(mv.to).ok_or(IllegalMove::NotStraight)?;
        if self.occupied().has(to) {
            return Err(IllegalMove::Occupied(mv.to));
        }
        let (step_file, step_rank) = (
            (mv.to.file() as i8 - mv.from.file() as i8).signum(),
            (mv.to.rank() as i8 - mv.from.rank() as i8).signum(),
        );
        for k in 1..distance as i8 {
            let between = Square::new(
                (mv.from.file() as i8 + step_file * k) as u8,
                (mv.from.rank() as i8 + step_rank * k) as u8,
            )
            .expect("squares between two board squares are on the board");
            if self.piece_at(between).is_some() {
                return Err(IllegalMove::Blocked(between));
            }
        }
        if piece != Piece::Prince && Bitboard(Geometry::<N>::RESTRICTED).has(to) {
            return Err(IllegalMove::Restricted(mv.to));
        }
        if piece == Piece::Prince && distance > 3 {
            return Err(IllegalMove::PrinceTooFar);
        }
        debug_assert!(self.targets_from(from).has(to));
        Ok(())
    }

    /// Plays a move known to be legal and returns the captured squares' set,
    /// for search. Faster than [`Position::play`]: nothing is checked.
    ///
    /// # Panics
    /// In debug builds, when the move is not legal; in release builds an
    /// illegal move leaves a position that breaks the rules.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) -> Bitboard {
        let from = mv.from.index(N).unwrap_or(u8::MAX);
        let to = mv.to.index(N).unwrap_or(u8::MAX);
        self.play_indices(from, to)
    }

    /// [`Position::play_unchecked`] on bit indices.
    #[inline]
    #[expect(
        clippy::expect_used,
        reason = "a captured piece; a piece on the from square: an invariant of the program, not outside input"
    )]
    pub fn play_indices(&mut self, from: u8, to: u8) -> Bitboard {
        debug_assert!(self.targets_from(from).has(to), "illegal move {from}->{to}");
        let piece = self.piece_at_index(from).expect("a piece on the from square");
        debug_assert_eq!(piece.side(), self.to_move);
        let step = Bitboard::single(from) | Bitboard::single(to);
        match piece {
            Piece::Viking => self.vikings ^= step,
            Piece::Guard => self.guards ^= step,
            Piece::Prince => self.prince ^= step,
        }
        self.hash ^= zobrist::piece_key(piece, from) ^ zobrist::piece_key(piece, to);
        let captured = self.captures_at(to);
        for index in captured {
            let victim = self.piece_at_index(index).expect("a captured piece");
            match victim {
                Piece::Viking => self.vikings ^= Bitboard::single(index),
                Piece::Guard => self.guards ^= Bitboard::single(index),
                Piece::Prince => {
                    self.prince ^= Bitboard::single(index);
                    self.prince_taken_at = index;
                }
            }
            self.hash ^= zobrist::piece_key(victim, index);
        }
        self.hash ^= zobrist::side_key(Side::Varangians);
        self.to_move = self.to_move.opponent();
        captured
    }
}
