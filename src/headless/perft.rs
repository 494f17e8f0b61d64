//! `obereg perft` and `obereg moves` on either board, with the die's rolls
//! when asked (V2).

use std::io::Write;

use super::{CommandError, position_of};
use crate::cli::{Board, DieArgs, PositionArgs, on_board};
use obereg_rules::{self, Position, Reading, Roll};

/// Prints the perft count at `depth` on `board`, after each move's count
/// with `--divide`.
pub fn perft(
    board: Board,
    depth: u32,
    divide: bool,
    args: &PositionArgs,
    die: &DieArgs,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    on_board!(board, perft_on(depth, divide, args, die, out))
}

/// [`perft`] on the `N`×`N` board.
fn perft_on<const N: usize>(
    depth: u32,
    divide: bool,
    args: &PositionArgs,
    die: &DieArgs,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let position = position_of::<N>(args)?;
    let lines = match die.chosen() {
        Some((reading, rolls)) => {
            let rolls = rolls_for(rolls, depth as usize, "perft")?;
            if !divide || depth == 0 {
                writeln!(out, "{}", obereg_rules::perft_with_rolls(&position, rolls, reading))?;
                return Ok(());
            }
            records_with_rolls(&position, rolls, reading)
        }
        None if !divide || depth == 0 => {
            writeln!(out, "{}", obereg_rules::perft(&position, depth))?;
            return Ok(());
        }
        None => sorted_records(&position, depth),
    };
    let total: u64 = lines.iter().map(|(_, count)| count).sum();
    for (record, count) in lines {
        writeln!(out, "{record} {count}")?;
    }
    writeln!(out, "{total}")?;
    Ok(())
}

/// Prints every legal move on `board` as an OTN record, sorted; with the
/// die, every move for the first roll, or `pass` when the turn passes (D3).
pub fn moves(board: Board, args: &PositionArgs, die: &DieArgs, out: &mut impl Write) -> anyhow::Result<()> {
    on_board!(board, moves_on(args, die, out))
}

/// [`moves`] on the `N`×`N` board.
fn moves_on<const N: usize>(args: &PositionArgs, die: &DieArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let position = position_of::<N>(args)?;
    let lines = match die.chosen() {
        Some((reading, rolls)) => records_with_rolls(&position, rolls_for(rolls, 1, "moves")?, reading),
        None => sorted_records(&position, 1),
    };
    for (record, _) in lines {
        writeln!(out, "{record}")?;
    }
    Ok(())
}

/// The first `needed` rolls, or the error that there are fewer.
pub(super) fn rolls_for<'a>(
    rolls: &'a [Roll],
    needed: usize,
    command: &'static str,
) -> Result<&'a [Roll], CommandError> {
    rolls.get(..needed).ok_or(CommandError::TooFewRolls { command, needed, given: rolls.len() })
}

/// Each legal move as an OTN record (captures, end marker) with its perft
/// count at `depth - 1`, sorted by the record's text.
fn sorted_records<const N: usize>(position: &Position<N>, depth: u32) -> Vec<(String, u64)> {
    let lines =
        obereg_rules::divide(position, depth).into_iter().map(|(record, count)| (record.to_string(), count));
    sorted(lines)
}

/// Each move for the first roll as a record, or `pass`, with the count of
/// the other rolls.
fn records_with_rolls<const N: usize>(
    position: &Position<N>,
    rolls: &[Roll],
    reading: Reading,
) -> Vec<(String, u64)> {
    let lines =
        obereg_rules::divide_with_rolls(position, rolls, reading).into_iter().map(|(record, count)| {
            (record.map_or_else(|| "pass".to_string(), |record| record.to_string()), count)
        });
    sorted(lines)
}

fn sorted(lines: impl Iterator<Item = (String, u64)>) -> Vec<(String, u64)> {
    let mut lines: Vec<(String, u64)> = lines.collect();
    lines.sort();
    lines
}
