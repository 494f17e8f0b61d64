//! Move notation: `d9-d6`, and OTN move records with captures and end
//! markers, `d9-d6xc6/e6`, `e7-a7--`, `d4-e4++`.

use std::fmt;
use std::str::FromStr;

use crate::capture::Played;
use crate::error::NotationError;
use crate::outcome::{Outcome, WinReason};
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

/// A move as a game record writes it: with the squares it captured and the
/// end marker.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveRecord {
    /// The move.
    pub mv: Move,
    /// The captured squares (`xc6/e6`).
    pub captures: Vec<Square>,
    /// `--` or `++` when the move ended the game.
    pub end: Option<EndMark>,
}

impl MoveRecord {
    /// The record of `mv` given what playing it did.
    pub fn new(mv: Move, played: &Played) -> MoveRecord {
        let end = match played.outcome {
            Some(Outcome::Win { reason: WinReason::PrinceEscaped(_), .. }) => Some(EndMark::PrinceEscaped),
            Some(Outcome::Win { reason: WinReason::PrinceCaptured(_), .. }) => Some(EndMark::PrinceCaptured),
            _ => None,
        };
        MoveRecord { mv, captures: played.captures.clone(), end }
    }
}

impl fmt::Display for MoveRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv)?;
        for (i, square) in self.captures.iter().enumerate() {
            f.write_str(if i == 0 { "x" } else { "/" })?;
            write!(f, "{square}")?;
        }
        match self.end {
            Some(EndMark::PrinceEscaped) => f.write_str("--"),
            Some(EndMark::PrinceCaptured) => f.write_str("++"),
            None => Ok(()),
        }
    }
}

impl FromStr for MoveRecord {
    type Err = NotationError;

    /// Reads `[piece]from-to[xsq/sq…][mark]`: an OTN piece letter may stand
    /// first; the marks `--`, `++` are kept, OTN's threat marks `-` and `+`
    /// are accepted and dropped.
    fn from_str(text: &str) -> Result<MoveRecord, NotationError> {
        let bad = || NotationError::BadMove(text.to_string());
        let mut rest = text.trim();
        rest = rest.strip_prefix(['t', 'T', 'K']).unwrap_or(rest);
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
        let captures = match captured {
            Some(list) => list.split('/').map(|s| s.parse().map_err(|_| bad())).collect::<Result<_, _>>()?,
            None => Vec::new(),
        };
        Ok(MoveRecord { mv, captures, end })
    }
}
