//! A record of either board: [`AnyRecord`] reads a file as its rules tag's
//! `dim:` says, for what must open a game before knowing its board (the
//! store's unfinished game, `--load`, `replay`).

use std::any::Any;

use crate::error::RecordError;
use crate::otg::GameRecord;
use crate::read::{board_side, record_from_text, text_of};

/// A record of a game on either board Obereg is played on, as its rules
/// tag's `dim:` says.
#[derive(Clone, Debug)]
pub enum AnyRecord {
    /// A game on the 9×9 board.
    Nine(GameRecord<9>),
    /// A game on the 11×11 board (V1).
    Eleven(GameRecord<11>),
}

impl AnyRecord {
    /// Reads a record of either board from the bytes of a file.
    ///
    /// # Errors
    /// As [`GameRecord::read_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<AnyRecord, RecordError> {
        AnyRecord::from_otg(text_of(bytes)?)
    }

    /// Reads a record of either board from text.
    ///
    /// # Errors
    /// As [`GameRecord::read_bytes`].
    pub fn from_otg(text: &str) -> Result<AnyRecord, RecordError> {
        match board_side(text) {
            Some(11) => record_from_text(text).map(AnyRecord::Eleven),
            // A file without a readable board is read as 9×9, whose reading names the fault.
            _ => record_from_text(text).map(AnyRecord::Nine),
        }
    }

    /// The record, if its game is on the `N`×`N` board.
    pub fn on_board<const N: usize>(self) -> Option<GameRecord<N>> {
        let record: Box<dyn Any> = match self {
            AnyRecord::Nine(record) => Box::new(record),
            AnyRecord::Eleven(record) => Box::new(record),
        };
        record.downcast::<GameRecord<N>>().ok().map(|record| *record)
    }

    /// The board side of the game: 9 or 11.
    pub fn board_side(&self) -> usize {
        match self {
            AnyRecord::Nine(_) => 9,
            AnyRecord::Eleven(_) => 11,
        }
    }

    /// Whether the game is over at its current node.
    pub fn is_over(&self) -> bool {
        match self {
            AnyRecord::Nine(record) => record.game().outcome().is_some(),
            AnyRecord::Eleven(record) => record.game().outcome().is_some(),
        }
    }

    /// Whether `later` holds this game's line to its current node: the
    /// same game on the same board, played on or taken back.
    pub fn continued_by<const N: usize>(&self, later: &GameRecord<N>) -> bool {
        match self {
            AnyRecord::Nine(record) => later.game().continues(record.game()),
            AnyRecord::Eleven(record) => later.game().continues(record.game()),
        }
    }
}
