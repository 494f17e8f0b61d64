//! `obereg puzzles check`: every shipped puzzle proved again by the
//! engine's exact search; and the hidden `obereg gen-puzzles`, which finds
//! them in self-play.

use std::io::Write;
use std::path::Path;

use super::generate::generate;
use super::verify::{Fault, verify};
use crate::i18n::{Messages, count_arg, text_arg};
use crate::puzzle::{Puzzle, PuzzleError};

/// Proves each puzzle of `files` (names and record texts), prints a line
/// for each that fails and a summary; returns how many failed.
///
/// # Errors
/// When `out` can't be written.
pub fn check_puzzles(
    files: &[(&str, &str)],
    messages: &Messages,
    out: &mut impl Write,
) -> std::io::Result<usize> {
    let mut failed = 0;
    for (name, text) in files {
        let reason = match Puzzle::from_otg(name, text) {
            Err(error) => Some(load_error(&error, messages)),
            Ok(puzzle) => verify(&puzzle).err().map(|fault| fault_text(&fault, messages)),
        };
        if let Some(reason) = reason {
            failed += 1;
            let line = messages
                .format("puzzles-check-failed", &[text_arg("name", name), text_arg("reason", reason)]);
            writeln!(out, "{line}")?;
        }
    }
    let args = [count_arg("count", files.len() - failed), count_arg("failed", failed)];
    writeln!(out, "{}", messages.format("puzzles-check-done", &args))?;
    Ok(failed)
}

/// Why a puzzle record does not load, in the players' language.
fn load_error(error: &PuzzleError, messages: &Messages) -> String {
    match error {
        PuzzleError::Record(error) => messages.record_error(error),
        PuzzleError::Tag(tag) => messages.format("puzzle-fault-tag", &[text_arg("tag", tag)]),
    }
}

/// What is wrong with a puzzle, in the players' language.
fn fault_text(fault: &Fault, messages: &Messages) -> String {
    let ply = |ply: &usize| count_arg("move", ply + 1);
    match fault {
        Fault::Illegal(at) => messages.format("puzzle-fault-illegal", &[ply(at)]),
        Fault::Length => messages.text("puzzle-fault-length"),
        Fault::Faster => messages.text("puzzle-fault-faster"),
        Fault::NoWin(at) => messages.format("puzzle-fault-no-win", &[ply(at)]),
        Fault::NotOnly { ply: at, other } => {
            messages.format("puzzle-fault-not-only", &[ply(at), text_arg("other", other)])
        }
        Fault::WeakDefence(at) => messages.format("puzzle-fault-defence", &[ply(at)]),
        Fault::WrongEnd => messages.text("puzzle-fault-end"),
        Fault::NoThreat => messages.text("puzzle-fault-threat"),
    }
}

/// Finds puzzles in `games` self-play games from `seed` and writes them
/// into `dir`, a line per game on `out`.
///
/// # Errors
/// When `dir` or `out` can't be written.
pub fn generate_puzzles(games: u64, seed: u64, dir: &Path, out: &mut impl Write) -> std::io::Result<()> {
    let written = generate(games, seed, dir, |line| {
        let _ = writeln!(out, "{line}");
    })?;
    writeln!(out, "{written} puzzles written to {}", dir.display())
}
