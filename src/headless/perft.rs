//! `obereg perft` and `obereg moves`.

use std::io::Write;

use super::position_of;
use crate::cli::PositionArgs;
use obereg_rules::{self, Position};

/// Prints the perft count at `depth`, after each move's count with `--divide`.
pub fn perft(depth: u32, divide: bool, args: &PositionArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let position = position_of(args)?;
    if divide && depth > 0 {
        let lines = sorted_records(&position, depth);
        let total: u64 = lines.iter().map(|(_, count)| count).sum();
        for (record, count) in lines {
            writeln!(out, "{record} {count}")?;
        }
        writeln!(out, "{total}")?;
    } else {
        writeln!(out, "{}", obereg_rules::perft(&position, depth))?;
    }
    Ok(())
}

/// Prints every legal move as an OTN record, sorted.
pub fn moves(args: &PositionArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let position = position_of(args)?;
    for (record, _) in sorted_records(&position, 1) {
        writeln!(out, "{record}")?;
    }
    Ok(())
}

/// Each legal move as an OTN record (captures, end marker) with its perft
/// count at `depth - 1`, sorted by the record's text.
fn sorted_records(position: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut lines: Vec<(String, u64)> = obereg_rules::divide(position, depth)
        .into_iter()
        .map(|(record, count)| (record.to_string(), count))
        .collect();
    lines.sort();
    lines
}
