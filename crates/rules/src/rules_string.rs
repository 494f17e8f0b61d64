//! OTN rules strings (`dim:9 … start:/…/`, `dim:11` for V1): reading one, deciding whether it
//! describes Obereg, and writing Obereg's own. OpenTafl's saved games give
//! the start as `starti:`, the same position record with its rows in
//! reverse order; it is read too.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::error::PositionError;
use crate::position::{BOARD_SIDES, Position};
use crate::side::Side;

/// Obereg's rules in OTN, `start:` last (see `rules.md`).
pub const OBEREG_RULES: &str = concat!("dim:9 name:Obereg ", rules_body!());

/// The 11×11 board's rules in OTN (V1), `start:` last: Obereg's but for
/// `dim:` and `name:`.
pub const OBEREG_11_RULES: &str = concat!("dim:11 name:Obereg-11 ", rules_body!());

/// The entries after `dim:` and `name:`, the same on every board.
macro_rules! rules_body {
    () => {
        concat!(
            "esc:c surf:n atkf:y ka:y ks:c cens:K cenp:tcnkmgTCNKMG cenh:tcnkmg cenhe:tcnkmgTCNKMG ",
            "cors:K corp:K corh:tcnkmgTCNKMG spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1 start:",
        )
    };
}
use rules_body;

/// What in a rules string keeps it from being Obereg.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RulesError {
    /// An entry that is not `key:value`.
    #[error("`{0}` is not a rules entry (key:value)")]
    BadEntry(String),
    /// No `dim:` entry, or neither `start:` nor `starti:`.
    #[error("the rules string has no `{0}:` entry")]
    Missing(&'static str),
    /// An entry whose value differs from Obereg's.
    #[error("`{key}:{found}` is not Obereg's rule: Obereg has {expected}")]
    NotObereg {
        /// The key.
        key: String,
        /// Its value in the string (after defaults).
        found: String,
        /// What Obereg needs, in words.
        expected: &'static str,
    },
    /// The start position cannot be played.
    #[error("the start position: {0}")]
    Start(#[from] PositionError),
}

/// A rules string as a list of `key:value` entries, kept in their order so
/// it can be written back as it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesString {
    entries: Vec<(String, String)>,
}

/// The rules a string describes once checked to be Obereg's on an
/// `N`×`N` board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OberegRules<const N: usize = 9> {
    /// The start position (the Vikings move first, R4).
    pub start: Position<N>,
    /// Whether threefold repetition draws (R15; `tfr:i` switches it off).
    pub repetition_draw: bool,
}

impl RulesString {
    /// Obereg's rules string on the 9×9 board with the standard start (R3).
    pub fn obereg() -> RulesString {
        Self::obereg_on::<9>()
    }

    /// Obereg's rules string on the `N`×`N` board with its start (R3, V1).
    #[expect(
        clippy::expect_used,
        reason = "Obereg's rules strings are valid: an invariant of the program, not outside input"
    )]
    pub fn obereg_on<const N: usize>() -> RulesString {
        let rules = if N == 11 { OBEREG_11_RULES } else { OBEREG_RULES };
        format!("{rules}{}", Position::<N>::START_RECORD).parse().expect("Obereg's rules string is valid")
    }

    /// The board side of `dim:`, when it is one Obereg is played on (9 or 11).
    ///
    /// # Errors
    /// No `dim:` entry, or a board Obereg is not played on.
    pub fn board_side(&self) -> Result<usize, RulesError> {
        let dim = self.get("dim").ok_or(RulesError::Missing("dim"))?;
        BOARD_SIDES
            .into_iter()
            .find(|side| dim == side.to_string())
            .ok_or_else(|| self.not_obereg("dim", "a 9×9 or 11×11 board (dim:9 or dim:11)"))
    }

    /// The value of `key`, if the string has it.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.entries.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Checks that the string describes Obereg on the 9×9 board: see
    /// [`RulesString::check_obereg_on`].
    ///
    /// # Errors
    /// As [`RulesString::check_obereg_on`].
    pub fn check_obereg(&self) -> Result<OberegRules, RulesError> {
        self.check_obereg_on::<9>()
    }

    /// Checks that the string describes Obereg on the `N`×`N` board, filling in OpenTafl's
    /// defaults for keys left out.
    ///
    /// The start is `start:`, or `starti:` (rows in reverse order) as
    /// OpenTafl writes it; with both, `starti:` counts, as in OpenTafl.
    ///
    /// # Errors
    /// The first entry that differs from Obereg's rules, a missing `dim:` or
    /// start, or a start position that can't be played.
    pub fn check_obereg_on<const N: usize>(&self) -> Result<OberegRules<N>, RulesError> {
        let words = if N == 11 { "an 11×11 board (dim:11)" } else { "a 9×9 board (dim:9)" };
        self.expect("dim", self.board_side()? == N, words)?;
        let value = |key: &str, default: &'static str| self.get(key).unwrap_or(default).to_string();
        for entry in &FIXED {
            let found = value(entry.key, entry.default);
            self.expect(entry.key, (entry.agrees)(&found, entry.obereg), entry.words)?;
        }
        self.expect("spd", speeds_are_obereg(&value("spd", "")), "the prince moving at most 3 squares")?;
        let repetition_draw = match value("tfr", "d").as_str() {
            "d" => true,
            "i" => false,
            _ => return Err(self.not_obereg("tfr", "a draw or nothing on threefold repetition")),
        };
        let start = match (self.get("starti"), self.get("start")) {
            (Some(inverted), _) => rows_reversed(inverted),
            (None, Some(start)) => start.to_string(),
            (None, None) => return Err(RulesError::Missing("start")),
        };
        Ok(OberegRules { start: Position::from_record(&start, Side::Vikings)?, repetition_draw })
    }

    fn expect(&self, key: &str, holds: bool, expected: &'static str) -> Result<(), RulesError> {
        if holds { Ok(()) } else { Err(self.not_obereg(key, expected)) }
    }

    fn not_obereg(&self, key: &str, expected: &'static str) -> RulesError {
        let found = self.get(key).unwrap_or("(default)").to_string();
        RulesError::NotObereg { key: key.to_string(), found, expected }
    }
}

/// The position record `record` with its rows in reverse order: OTN's
/// inverted record (`starti:`) made plain, or the other way round.
fn rows_reversed(record: &str) -> String {
    let rows: Vec<&str> = record.split('/').filter(|row| !row.is_empty()).rev().collect();
    format!("/{}/", rows.join("/"))
}

/// One rule entry whose value Obereg fixes.
struct Fixed {
    key: &'static str,
    /// OpenTafl's value when the entry is left out.
    default: &'static str,
    obereg: &'static str,
    /// How a value is compared with Obereg's.
    agrees: fn(&str, &str) -> bool,
    /// Obereg's rule in words, for the error.
    words: &'static str,
}

/// The entries of a rules string that must match Obereg's (after `dim:9`).
const FIXED: [Fixed; 18] = [
    Fixed { key: "esc", default: "c", obereg: "c", agrees: same, words: "escape to the corners (esc:c)" },
    Fixed {
        key: "surf",
        default: "y",
        obereg: "n",
        agrees: same,
        words: "no loss by being surrounded (surf:n)",
    },
    Fixed {
        key: "atkf",
        default: "y",
        obereg: "y",
        agrees: same,
        words: "the Vikings moving first (atkf:y)",
    },
    Fixed { key: "ka", default: "y", obereg: "y", agrees: same, words: "an armed prince (ka:y)" },
    Fixed {
        key: "ks",
        default: "y",
        obereg: "c",
        agrees: same,
        words: "a prince strong only on and beside the throne (ks:c)",
    },
    Fixed { key: "kj", default: "n", obereg: "n", agrees: same, words: "no jumps (kj:n)" },
    Fixed { key: "sw", default: "n", obereg: "n", agrees: same, words: "no shieldwalls (sw:n)" },
    Fixed { key: "efe", default: "n", obereg: "n", agrees: same, words: "no edge fort escape (efe:n)" },
    Fixed { key: "ber", default: "n", obereg: "n", agrees: same, words: "no berserk moves (ber:n)" },
    Fixed {
        key: "cor",
        default: "default",
        obereg: "default",
        agrees: same,
        words: "the four corners as exits",
    },
    Fixed {
        key: "cen",
        default: "default",
        obereg: "default",
        agrees: same,
        words: "the centre as the throne",
    },
    Fixed {
        key: "cens",
        default: "K",
        obereg: "K",
        agrees: same_pieces,
        words: "only the prince may stop on the throne (cens:K)",
    },
    Fixed {
        key: "cors",
        default: "K",
        obereg: "K",
        agrees: same_pieces,
        words: "only the prince may stop on an exit (cors:K)",
    },
    Fixed {
        key: "corp",
        default: "K",
        obereg: "K",
        agrees: same_pieces,
        words: "no piece but the prince passes an exit (corp:K)",
    },
    Fixed {
        key: "cenp",
        default: "tcnkTCNK",
        obereg: "tTK",
        agrees: same_pieces,
        words: "every piece may pass the empty throne",
    },
    Fixed {
        key: "cenh",
        default: "tcnk",
        obereg: "t",
        agrees: same_pieces,
        words: "the occupied throne hostile to Vikings only",
    },
    Fixed {
        key: "cenhe",
        default: "tcnkTCNK",
        obereg: "tTK",
        agrees: same_pieces,
        words: "the empty throne hostile to all",
    },
    Fixed {
        key: "corh",
        default: "tcnkTCNK",
        obereg: "tTK",
        agrees: same_pieces,
        words: "the exits hostile to all",
    },
];

/// Whether two plain values are the same.
fn same(found: &str, obereg: &str) -> bool {
    found == obereg
}

/// Whether two OTN piece-type lists agree on the pieces Obereg has (t, T, K).
fn same_pieces(list: &str, obereg: &str) -> bool {
    ['t', 'T', 'K'].iter().all(|piece| list.contains(*piece) == obereg.contains(*piece))
}

/// Whether an OTN speed list (t c n k m g T C N K M G, -1 unlimited) gives
/// Vikings and guards no limit and the prince 3 (R6).
fn speeds_are_obereg(list: &str) -> bool {
    let speeds: Vec<&str> = list.trim_end_matches(',').split(',').map(str::trim).collect();
    speeds.len() == 12 && speeds[0] == "-1" && speeds[6] == "-1" && speeds[9] == "3"
}

impl FromStr for RulesString {
    type Err = RulesError;

    fn from_str(text: &str) -> Result<RulesString, RulesError> {
        let entries = text
            .split_whitespace()
            .map(|entry| {
                entry
                    .split_once(':')
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .ok_or_else(|| RulesError::BadEntry(entry.to_string()))
            })
            .collect::<Result<_, _>>()?;
        Ok(RulesString { entries })
    }
}

impl fmt::Display for RulesString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (key, value)) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{key}:{value}")?;
        }
        Ok(())
    }
}
