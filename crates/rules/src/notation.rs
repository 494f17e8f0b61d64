//! Notation, text to typed value and back: squares `e5`, sides
//! `vikings`, moves `d9-d6`, and OTN move records with the prince's letter,
//! captures and end markers, `d9-d6xc6/e6`, `Ke7-a7--`, `d4-e4xKe5++`.
//! Each `Display` and `FromStr` round-trip.

use std::fmt;
use std::str::FromStr;

use crate::error::NotationError;
use crate::side::Side;
use crate::square::Square;

/// A move of one piece from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl FromStr for Move {
    type Err = NotationError;

    /// Reads `d9-d6`; a capture record or end marker after it is accepted and
    /// ignored (see [`MoveRecord`] to keep them).
    fn from_str(text: &str) -> Result<Move, NotationError> {
        text.parse::<MoveRecord>().map(|record| record.mv)
    }
}

/// The marker OTN puts after a move that ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndMark {
    /// `--`: the prince escapes (R12).
    PrinceEscaped,
    /// `++`: the prince is captured (R13).
    PrinceCaptured,
}

/// A move as a game record writes it: the prince's letter `K` when he
/// moves or is captured (OTN writes the letter of a special piece, and in
/// Obereg the prince is the only one), the squares it captured and the end
/// marker: `Ke5-e8`, `f4-f6xKe6++`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveRecord {
    /// The move.
    pub mv: Move,
    /// Whether the piece that moved is the prince.
    pub prince_moved: bool,
    /// The captured squares (`xc6/e6`).
    pub captures: Vec<Square>,
    /// The square of the captured prince, one of `captures`.
    pub prince_captured: Option<Square>,
    /// `--` or `++` when the move ended the game.
    pub end: Option<EndMark>,
}

/// OTN's letter for the prince.
const PRINCE_LETTER: char = 'K';

impl fmt::Display for MoveRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.prince_moved {
            write!(f, "{PRINCE_LETTER}")?;
        }
        write!(f, "{}", self.mv)?;
        for (i, &square) in self.captures.iter().enumerate() {
            f.write_str(if i == 0 { "x" } else { "/" })?;
            if self.prince_captured == Some(square) {
                write!(f, "{PRINCE_LETTER}")?;
            }
            write!(f, "{square}")?;
        }
        match self.end {
            Some(EndMark::PrinceEscaped) => f.write_str("--"),
            Some(EndMark::PrinceCaptured) => f.write_str("++"),
            None => Ok(()),
        }
    }
}

/// Splits an OTN piece letter (`t` Viking, `T` guard, `K` prince) off the
/// front of `text`; returns whether it named the prince, and the rest.
fn piece_letter(text: &str) -> (bool, &str) {
    match text.strip_prefix(['t', 'T']) {
        Some(rest) => (false, rest),
        None => text.strip_prefix(PRINCE_LETTER).map_or((false, text), |rest| (true, rest)),
    }
}

impl FromStr for MoveRecord {
    type Err = NotationError;

    /// Reads `[piece]from-to[x[piece]sq/[piece]sq…][mark]`: an OTN piece
    /// letter may stand before the moving piece's square and before each
    /// captured square; the marks `--`, `++` are kept, OTN's threat marks `-`
    /// and `+` are accepted and dropped.
    fn from_str(text: &str) -> Result<MoveRecord, NotationError> {
        let bad = || NotationError::BadMove(text.to_string());
        let (prince_moved, rest) = piece_letter(text.trim());
        let (end, body) = if let Some(body) = rest.strip_suffix("--") {
            (Some(EndMark::PrinceEscaped), body)
        } else if let Some(body) = rest.strip_suffix("++") {
            (Some(EndMark::PrinceCaptured), body)
        } else {
            (None, rest.strip_suffix(['-', '+']).unwrap_or(rest))
        };
        let (squares, captured) = match body.split_once('x') {
            Some((squares, captured)) => (squares, Some(captured)),
            None => (body, None),
        };
        let (from, to) = squares.split_once('-').ok_or_else(bad)?;
        let mv = Move { from: from.parse().map_err(|_| bad())?, to: to.parse().map_err(|_| bad())? };
        let mut record = MoveRecord { mv, prince_moved, captures: Vec::new(), prince_captured: None, end };
        for word in captured.map(|list| list.split('/')).into_iter().flatten() {
            let (prince, square) = piece_letter(word);
            let square: Square = square.parse().map_err(|_| bad())?;
            if prince {
                if record.prince_captured.is_some() {
                    return Err(bad());
                }
                record.prince_captured = Some(square);
            }
            record.captures.push(square);
        }
        Ok(record)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Square, NotationError> {
        let bad = || NotationError::BadSquare(text.to_string());
        let mut chars = text.chars();
        let file = chars.next().ok_or_else(bad)?;
        if !file.is_ascii_lowercase() {
            return Err(bad());
        }
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return Err(bad());
        }
        let rank: usize = digits.parse().map_err(|_| bad())?;
        let file = file as u8 - b'a';
        if rank > crate::square::MAX_SIDE {
            return Err(bad());
        }
        Square::new(file, rank as u8 - 1).ok_or_else(bad)
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Side {
    type Err = NotationError;

    /// Accepts `vikings`/`varangians` and the OpenTafl words `attackers`/`defenders`.
    fn from_str(text: &str) -> Result<Side, NotationError> {
        match text.to_ascii_lowercase().as_str() {
            "vikings" | "viking" | "attackers" => Ok(Side::Vikings),
            "varangians" | "varangian" | "defenders" => Ok(Side::Varangians),
            _ => Err(NotationError::BadSide(text.to_string())),
        }
    }
}
