//! `obereg perft` and `obereg moves`.

use std::io::Write;

use super::position_of;
use crate::cli::{Board, PositionArgs, on_board};
use obereg_rules::{self, Position};

/// Prints the perft count at `depth` on `board`, after each move's count
/// with `--divide`.
pub fn perft(
    board: Board,
    depth: u32,
    divide: bool,
    args: &PositionArgs,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    on_board!(board, perft_on(depth, divide, args, out))
}

/// [`perft`] on the `N`×`N` board.
fn perft_on<const N: usize>(
    depth: u32,
    divide: bool,
    args: &PositionArgs,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let position = position_of::<N>(args)?;
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

/// Prints every legal move on `board` as an OTN record, sorted.
pub fn moves(board: Board, args: &PositionArgs, out: &mut impl Write) -> anyhow::Result<()> {
    on_board!(board, moves_on(args, out))
}

/// [`moves`] on the `N`×`N` board.
fn moves_on<const N: usize>(args: &PositionArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let position = position_of::<N>(args)?;
    for (record, _) in sorted_records(&position, 1) {
        writeln!(out, "{record}")?;
    }
    Ok(())
}

/// Each legal move as an OTN record (captures, end marker) with its perft
/// count at `depth - 1`, sorted by the record's text.
fn sorted_records<const N: usize>(position: &Position<N>, depth: u32) -> Vec<(String, u64)> {
    let mut lines: Vec<(String, u64)> = obereg_rules::divide(position, depth)
        .into_iter()
        .map(|(record, count)| (record.to_string(), count))
        .collect();
    lines.sort();
    lines
}
