//! `obereg replay FILE`: checks a game record by replaying it under the rules.

use std::io::Write;
use std::path::Path;

use super::CommandError;
use crate::cli::Board;
use obereg_record::{AnyRecord, GameRecord, result_code};
use obereg_rules::{DrawReason, Outcome, WinReason};

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
    writeln!(out, "result: {} ({})", result_code(outcome), in_words(outcome))?;
    Ok(())
}

/// How the game stands, in words with the rule that decided it.
fn in_words(outcome: Option<Outcome>) -> String {
    match outcome {
        None => "the game goes on".to_string(),
        Some(Outcome::Win { winner, reason }) => {
            let how = match reason {
                WinReason::PrinceEscaped(exit) => format!("the prince escaped to {exit}, R12"),
                WinReason::PrinceCaptured(square) => format!("the prince was captured on {square}, R13"),
                WinReason::NoLegalMove => format!("the {} had no legal move, R14", winner.opponent()),
                WinReason::Time => format!("the {} ran out of time", winner.opponent()),
                WinReason::Resignation => format!("the {} resigned", winner.opponent()),
                WinReason::OffTheBoard => {
                    "decided off the board, as the result tag says; the moves do not end the game".to_string()
                }
            };
            format!("the {winner} won: {how}")
        }
        Some(Outcome::Draw(DrawReason::Repetition)) => {
            "draw: the same position a third time, R15".to_string()
        }
        // The moves leave the game open and the result tag says 0: a draw the
        // record declares (an agreement, an adjudication, or a tag another
        // program kept after the game went on), not one the rules decided.
        Some(Outcome::Draw(DrawReason::Agreement)) => {
            "draw: so says the result tag; the moves do not end the game".to_string()
        }
        Some(Outcome::Draw(DrawReason::Time)) => {
            "draw: a clock ran out but the other side could not win".to_string()
        }
    }
}
