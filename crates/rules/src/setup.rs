//! OTN position records (`/3ttt3/…/`, first row rank 1): parsing into an
//! unchecked [`Setup`], and writing any position back.

use std::fmt;
use std::str::FromStr;

use crate::error::PositionError;
use crate::position::{Position, START_RECORD, START_RECORD_11};
use crate::side::{Piece, Side};
use crate::square::Square;

/// Pieces on squares as written in a position record, not yet checked
/// against the rules; [`Setup::into_position`] makes it playable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup<const N: usize = 9> {
    /// Every piece with its square, rank by rank from rank 1.
    pub pieces: Vec<(Square, Piece)>,
}

impl<const N: usize> Setup<N> {
    /// The playable position of these pieces with `to_move` to move.
    ///
    /// # Errors
    /// See [`Position::from_pieces`].
    pub fn into_position(self, to_move: Side) -> Result<Position<N>, PositionError> {
        Position::from_pieces(self.pieces, to_move)
    }
}

impl<const N: usize> FromStr for Setup<N> {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Setup<N>, PositionError> {
        let inner = text
            .trim()
            .strip_prefix('/')
            .and_then(|rest| rest.strip_suffix('/'))
            .ok_or(PositionError::NotARecord)?;
        let rows: Vec<&str> = inner.split('/').collect();
        if rows.len() != N {
            return Err(PositionError::RankCount { found: rows.len(), expected: N });
        }
        let mut pieces = Vec::new();
        for (rank, row) in rows.iter().enumerate() {
            let found = parse_row(row, rank, &mut pieces)?;
            if found != N {
                return Err(PositionError::SquareCount { rank: rank + 1, found, expected: N });
            }
        }
        Ok(Setup { pieces })
    }
}

/// Reads one row into `pieces`; returns how many squares it describes.
fn parse_row(row: &str, rank: usize, pieces: &mut Vec<(Square, Piece)>) -> Result<usize, PositionError> {
    let mut file = 0usize;
    let mut chars = row.chars().peekable();
    while let Some(character) = chars.next() {
        if let Some(piece) = Piece::from_letter(character) {
            // Squares past the edge are counted, not stored, so the
            // square-count error can name the rank.
            if let Some(square) =
                u8::try_from(file).ok().zip(u8::try_from(rank).ok()).and_then(|(f, r)| Square::new(f, r))
            {
                pieces.push((square, piece));
            }
            file += 1;
        } else if let Some(digit) = character.to_digit(10) {
            let mut count = digit as usize;
            while let Some(next) = chars.peek().and_then(|c| c.to_digit(10)) {
                count = count.saturating_mul(10).saturating_add(next as usize);
                chars.next();
            }
            file = file.saturating_add(count);
        } else {
            return Err(PositionError::UnknownCharacter { character, rank: rank + 1 });
        }
    }
    Ok(file)
}

impl<const N: usize> fmt::Display for Position<N> {
    /// Writes the OTN position record (first row rank 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("/")?;
        for rank in 0..N as u8 {
            let mut empty = 0;
            for file in 0..N as u8 {
                match Square::new(file, rank).and_then(|square| self.piece_at(square)) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.letter())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            f.write_str("/")?;
        }
        Ok(())
    }
}

impl<const N: usize> Position<N> {
    /// The position of an OTN position record with `to_move` to move.
    ///
    /// # Errors
    /// A [`PositionError`] naming what is wrong with the record and where.
    pub fn from_record(record: &str, to_move: Side) -> Result<Position<N>, PositionError> {
        record.parse::<Setup<N>>()?.into_position(to_move)
    }
}

impl<const N: usize> Position<N> {
    /// The start record of the `N`×`N` board: R3 on 9×9, V1 on 11×11. Other
    /// sizes do not compile.
    pub const START_RECORD: &str = match N {
        9 => START_RECORD,
        11 => START_RECORD_11,
        _ => panic!("Obereg is played on 9×9 or 11×11"),
    };

    /// The start position of the `N`×`N` board (R3, or V1 on 11×11),
    /// Vikings to move (R4).
    #[expect(
        clippy::expect_used,
        reason = "the start record is valid: an invariant of the program, not outside input"
    )]
    pub fn initial() -> Position<N> {
        Self::START_RECORD
            .parse::<Setup<N>>()
            .and_then(|setup| setup.into_position(Side::Vikings))
            .expect("the start record is valid")
    }
}

impl Position<9> {
    /// The start position of the 9×9 game (R3), Vikings to move (R4):
    /// [`Position::initial`] of the standard board.
    pub fn start() -> Position<9> {
        Position::initial()
    }
}
