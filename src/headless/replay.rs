//! `obereg replay FILE`: checks a game record by replaying it under the rules.

use std::io::Write;
use std::path::Path;

use super::CommandError;
use crate::cli::Board;
use crate::i18n::{Messages, outcome_in_words};
use crate::lang::Lang;
use obereg_record::{AnyRecord, GameRecord, result_code};
use obereg_rules::{DrawReason, Outcome};

/// Replays the record in `file` on the board its rules tag names and
/// prints the die's reading in a game with the die (V2), the final
/// position record, the side to move and the result,
/// after a `note:` line for each obereg tag dropped because it names no
/// position of the game.
///
/// # Errors
/// A file that can't be read, a record with a bad tag, broken notation,
/// other rules or an illegal move (the message names the line and the
/// turn), or a `board` other than the record's.
pub fn replay(file: &Path, board: Option<Board>, out: &mut impl Write) -> anyhow::Result<()> {
    let path = || file.to_path_buf();
    let bytes = std::fs::read(file).map_err(|source| CommandError::Unreadable { path: path(), source })?;
    let record =
        AnyRecord::from_bytes(&bytes).map_err(|source| CommandError::Damaged { path: path(), source })?;
    if let Some(flag) = board.map(Board::side).filter(|&side| side != record.board_side()) {
        return Err(CommandError::BoardMismatch { path: path(), flag, record: record.board_side() }.into());
    }
    match record {
        AnyRecord::Nine(record) => print_replay(&record, out),
        AnyRecord::Eleven(record) => print_replay(&record, out),
    }
}

/// Prints what [`replay`] found in `record`.
fn print_replay<const N: usize>(record: &GameRecord<N>, out: &mut impl Write) -> anyhow::Result<()> {
    for dropped in record.dropped_tags() {
        writeln!(out, "note: {dropped}; the tag is dropped")?;
    }
    let game = record.game();
    let outcome = game.outcome();
    if let Some(reading) = game.die() {
        writeln!(out, "die: {reading}")?;
    }
    writeln!(out, "position: {}", game.position())?;
    writeln!(out, "to move: {}", game.position().to_move())?;
    // The outcome in the game's own words (English, the headless commands'
    // language), or that the game goes on.
    let english = Messages::new(Lang::En);
    let words = match outcome {
        None => "the game goes on".to_string(),
        // Only a result tag of 0 ends a record in a draw the rules did not
        // reach (an agreement, an adjudication, or a tag another program
        // kept after the game went on): it is not called an agreement.
        Some(Outcome::Draw(DrawReason::Agreement)) => {
            format!("{} So says the result tag; the moves do not end the game.", english.text("end-draw"))
        }
        Some(outcome) => outcome_in_words::<N>(&english, outcome),
    };
    writeln!(out, "result: {} ({words})", result_code(outcome))?;
    Ok(())
}
