//! `obereg perft` and `obereg moves`.

use std::io::Write;

use super::position_of;
use crate::cli::PositionArgs;
use crate::rules::{self, MoveRecord};

/// Prints the perft count at `depth`, after each move's count with `--divide`.
pub fn perft(depth: u32, divide: bool, args: &PositionArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let position = position_of(args)?;
    if divide && depth > 0 {
        let mut lines: Vec<(String, u64)> = rules::divide(&position, depth)
            .into_iter()
            .map(|(record, count)| (record.to_string(), count))
            .collect();
        lines.sort();
        let total: u64 = lines.iter().map(|(_, count)| count).sum();
        for (record, count) in lines {
            writeln!(out, "{record} {count}")?;
        }
        writeln!(out, "{total}")?;
    } else {
        writeln!(out, "{}", rules::perft(&position, depth))?;
    }
    Ok(())
}

/// Prints every legal move as an OTN record, sorted.
pub fn moves(args: &PositionArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let position = position_of(args)?;
    let mut lines: Vec<String> = position
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let mut child = position;
            let played = child.play(mv).expect("generated moves are legal");
            MoveRecord::new(mv, &played).to_string()
        })
        .collect();
    lines.sort();
    for line in lines {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
