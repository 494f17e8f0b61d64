//! What can be wrong with a game record, and where.

use std::fmt;

use thiserror::Error;

use obereg_rules::{DieRefusal, IllegalMove, Move, NotationError, RulesError, Side};

/// A game record that can't be read, with the line and the turn where the
/// problem is (when it has a place).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line of the file, counted from 1.
    pub line: Option<usize>,
    /// The turn number (`12.` in the record), counted from 1.
    pub turn: Option<u32>,
    /// What is wrong.
    pub problem: Problem,
}

impl RecordError {
    /// A problem with no particular place in the file.
    pub fn whole(problem: Problem) -> RecordError {
        RecordError { line: None, turn: None, problem }
    }

    /// A problem on `line`.
    pub fn at(line: usize, problem: Problem) -> RecordError {
        RecordError { line: Some(line), turn: None, problem }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.turn) {
            (Some(line), Some(turn)) => write!(f, "line {line}, turn {turn}: ")?,
            (Some(line), None) => write!(f, "line {line}: ")?,
            (None, Some(turn)) => write!(f, "turn {turn}: ")?,
            (None, None) => {}
        }
        write!(f, "{}", self.problem)
    }
}

impl std::error::Error for RecordError {}

/// What is wrong with a game record. The messages carry their causes in
/// words, so a chain of errors never repeats them.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Problem {
    /// Nothing in the file.
    #[error("the file is empty")]
    Empty,
    /// Bytes that are not text.
    #[error("the file is not a game record: unreadable bytes at byte {0}")]
    NotText(usize),
    /// The file stops in the middle of something.
    #[error("the file ends in the middle of {0} (it was cut short)")]
    Truncated(String),
    /// A line in the tags that is no `[name:value]` tag.
    #[error("`{0}` is not a tag (tags look like [name:value])")]
    BadTag(String),
    /// A tag the replay reads (rules, result, the cursors) given twice.
    #[error("the tag `{0}` is given twice")]
    DuplicateTag(String),
    /// No `[rules:…]` tag.
    #[error("the record has no [rules:…] tag")]
    MissingRules,
    /// The rules tag does not describe Obereg.
    #[error("[rules:…]: {0}")]
    Rules(RulesError),
    /// The turn numbers are not 1., 2., 3., … in order.
    #[error("`{found}` where turn number `{expected}.` should be")]
    BadTurnNumber {
        /// The number that should come.
        expected: u32,
        /// What the file has.
        found: String,
    },
    /// A turn without its Varangian move, though more turns follow.
    #[error("turn {0} lacks the Varangians' move, yet another turn follows")]
    MissingMove(u32),
    /// A turn with more than two moves.
    #[error("`{0}` is a third move in one turn (a turn is one Viking move, then one Varangian move)")]
    ExtraMove(String),
    /// Notation that is no move.
    #[error("{0}")]
    Notation(NotationError),
    /// A move the rules forbid.
    #[error("the {side}' move {mv} is illegal: {reason}")]
    Illegal {
        /// The move.
        mv: Move,
        /// The side whose move it is.
        side: Side,
        /// The rule it breaks.
        reason: IllegalMove,
    },
    /// A move of the other side's piece.
    #[error("{mv} moves a piece of the {owner}, but this is the {side}' move")]
    WrongSide {
        /// The move.
        mv: Move,
        /// The side whose move it is.
        side: Side,
        /// The side the piece belongs to.
        owner: Side,
    },
    /// Captures in the record that the rules don't make.
    #[error("{mv} is recorded as capturing {recorded}, but under the rules it captures {actual}")]
    Captures {
        /// The move.
        mv: Move,
        /// The captured squares the record names.
        recorded: String,
        /// The squares the rules capture.
        actual: String,
    },
    /// An end marker (`++`, `--`) on a move that does not end the game.
    #[error("{0} is marked as ending the game, but it does not")]
    FalseEnd(String),
    /// A variation line that does not fit the game.
    #[error("the variation `{address}` {fault}")]
    Variation {
        /// The address that opens the line, as written.
        address: String,
        /// What is wrong with it.
        fault: VariationFault,
    },
    /// A tag naming a position the game does not have.
    #[error("[{tag}:{address}] names no position of this game")]
    UnknownPosition {
        /// The tag.
        tag: String,
        /// The address it gives.
        address: String,
    },
    /// A die tag (`[obereg-die:…]`, `[obereg-rolls:…]`) that can't be read (V2).
    #[error(
        "the tag [{0}] can't be read (the die is read exact or up-to; rolls are 1 to 6, separated by spaces)"
    )]
    DieTag(String),
    /// A move or pass the recorded roll does not allow (D2, D3).
    #[error("the {side}' {play} does not fit the roll: {refusal}")]
    Roll {
        /// The move as written, or `pass`.
        play: String,
        /// The side whose turn it is.
        side: Side,
        /// What the die forbids.
        refusal: DieRefusal,
    },
    /// Fewer rolls in `[obereg-rolls:…]` than moves and passes.
    #[error("[obereg-rolls:…] gives {0} rolls, and there are more moves and passes")]
    MissingRoll(usize),
    /// More rolls in `[obereg-rolls:…]` than moves and passes.
    #[error("[obereg-rolls:…] gives {0} rolls more than there are moves and passes")]
    ExtraRolls(usize),
    /// A result tag the moves contradict.
    #[error("[result:{tag}], but {game}")]
    ResultMismatch {
        /// The result the tag gives.
        tag: String,
        /// How the game stands after the moves, in words.
        game: String,
    },
}

/// What is wrong with a variation line (OpenTafl's `8a.1.1a. d9-d8 g5-g7`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VariationFault {
    /// The label is no move address.
    #[error("is not a move address (variations are named like 8a.1.1a.)")]
    NotAnAddress,
    /// The position it branches from is not in the record before it.
    #[error("branches from a position the record does not reach before this line")]
    NoBranch,
    /// It stands where no move was played: a variation is another move
    /// beside one already in the record.
    #[error("stands beside no move (a variation is another move where one was already played)")]
    NothingBeside,
    /// Its number or turn is out of order.
    #[error("is out of order: where the record stands it would be {0}")]
    OutOfOrder(String),
    /// It plays a move the record already has there.
    #[error("repeats {0}, a move the record already has at that position")]
    Repeats(Move),
    /// A `.....` placeholder anywhere but before a Varangian first move.
    #[error(
        "has `.....` where a move belongs (it only stands in the Vikings' place before a variation's first move)"
    )]
    Padding,
    /// A label with no move after it.
    #[error("has no move")]
    NoMove,
}
