//! The parts messages are made of — turns, clocks, sides, rolls, results,
//! names — and how each is written on the wire and read back, every value
//! checked as it is read.

use std::time::Duration;

use obereg_rules::{DrawReason, Move, Outcome, Reading, Roll, Side, WinReason};
pub use obereg_session::{ClockState, Turn};

use crate::error::NetError;
use crate::text::{NAME_LIMIT, plain_text};
use crate::wire::{Reader, Writer};

/// The longest text accepted on the wire, in characters; what is shown is
/// cut shorter by [`plain_text`].
pub(crate) const WIRE_TEXT: usize = 1000;

pub(crate) fn name(r: &mut Reader<'_>) -> Result<String, NetError> {
    Ok(plain_text(&r.text(WIRE_TEXT)?, NAME_LIMIT))
}

pub(crate) fn yes_no(r: &mut Reader<'_>) -> Result<bool, NetError> {
    match r.u8()? {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(NetError::Malformed("not yes or no")),
    }
}

pub(crate) fn read_move(r: &mut Reader<'_>) -> Result<Move, NetError> {
    move_of(&r.text(16)?)
}

fn move_of(text: &str) -> Result<Move, NetError> {
    text.parse().map_err(|_| NetError::Malformed("not a move"))
}

pub(crate) fn read_roll(r: &mut Reader<'_>) -> Result<Option<Roll>, NetError> {
    match r.u8()? {
        0 => Ok(None),
        pips => Roll::new(pips).map(Some).ok_or(NetError::Malformed("not a roll")),
    }
}

pub(crate) fn write_roll(w: &mut Writer, roll: Option<Roll>) -> &mut Writer {
    w.u8(roll.map_or(0, Roll::pips))
}

pub(crate) fn write_reading(w: &mut Writer, reading: Option<Reading>) -> &mut Writer {
    write_one_of(w, reading, [Reading::Exact, Reading::UpTo])
}

pub(crate) fn read_reading(r: &mut Reader<'_>) -> Result<Option<Reading>, NetError> {
    read_one_of(r, [Reading::Exact, Reading::UpTo], "not a reading of the die")
}

/// A turn: its roll (0 for none), then its move (empty for a pass).
fn write_turn<'w>(w: &'w mut Writer, turn: &Turn) -> &'w mut Writer {
    write_roll(w, turn.roll).text(&turn.mv.map(|mv| mv.to_string()).unwrap_or_default())
}

fn read_turn(r: &mut Reader<'_>) -> Result<Turn, NetError> {
    let roll = read_roll(r)?;
    let text = r.text(16)?;
    let mv = if text.is_empty() { None } else { Some(move_of(&text)?) };
    if mv.is_none() && roll.is_none() {
        return Err(NetError::Malformed("a pass without a roll"));
    }
    Ok(Turn { mv, roll })
}

pub(crate) fn write_side(w: &mut Writer, side: Option<Side>) -> &mut Writer {
    write_one_of(w, side, [Side::Vikings, Side::Varangians])
}

pub(crate) fn read_side(r: &mut Reader<'_>) -> Result<Option<Side>, NetError> {
    read_one_of(r, [Side::Vikings, Side::Varangians], "not a side")
}

/// One of two values, or none, as a byte: 1 or 2, or 0 for none.
fn write_one_of<T: PartialEq>(w: &mut Writer, value: Option<T>, choices: [T; 2]) -> &mut Writer {
    let index = value.and_then(|value| choices.iter().position(|choice| *choice == value));
    w.u8(index.map_or(0, |index| index as u8 + 1))
}

fn read_one_of<T: Copy>(
    r: &mut Reader<'_>,
    choices: [T; 2],
    why: &'static str,
) -> Result<Option<T>, NetError> {
    match usize::from(r.u8()?) {
        0 => Ok(None),
        byte => choices.get(byte - 1).copied().map(Some).ok_or(NetError::Malformed(why)),
    }
}

pub(crate) fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

pub(crate) fn write_clocks<'w>(w: &'w mut Writer, state: Option<&ClockState>) -> &'w mut Writer {
    match state {
        None => w.u8(0),
        Some(state) => {
            write_side(w.u8(1).u64(millis(state.vikings)).u64(millis(state.varangians)), state.running)
        }
    }
}

pub(crate) fn read_clocks(r: &mut Reader<'_>) -> Result<Option<ClockState>, NetError> {
    if !yes_no(r)? {
        return Ok(None);
    }
    let vikings = Duration::from_millis(r.u64()?);
    let varangians = Duration::from_millis(r.u64()?);
    Ok(Some(ClockState { vikings, varangians, running: read_side(r)? }))
}

/// A count of turns, then the turns.
pub(crate) fn write_turns<'w>(w: &'w mut Writer, turns: &[Turn]) -> &'w mut Writer {
    w.u32(turns.len() as u32);
    for turn in turns {
        write_turn(w, turn);
    }
    w
}

pub(crate) fn read_turns(r: &mut Reader<'_>) -> Result<Vec<Turn>, NetError> {
    let count = r.u32()?;
    // Each turn takes at least three bytes: a count beyond what is left is a lie.
    let mut turns = Vec::with_capacity((count as usize).min(crate::MAX_MESSAGE / 3));
    for _ in 0..count {
        turns.push(read_turn(r)?);
    }
    Ok(turns)
}

/// An end the moves do not show, as a byte and the winner: 0 for none (an
/// end the moves show is left to them), 1 and 2 a win on time or by
/// resignation, 3 and 4 a draw agreed or on time.
pub(crate) fn write_outcome(w: &mut Writer, outcome: Option<Outcome>) -> &mut Writer {
    match outcome {
        Some(Outcome::Win { winner, reason: WinReason::Time }) => write_side(w.u8(1), Some(winner)),
        Some(Outcome::Win { winner, reason: WinReason::Resignation }) => write_side(w.u8(2), Some(winner)),
        Some(Outcome::Draw(DrawReason::Agreement)) => w.u8(3),
        Some(Outcome::Draw(DrawReason::Time)) => w.u8(4),
        Some(Outcome::Win { winner, reason: WinReason::OffTheBoard }) => write_side(w.u8(5), Some(winner)),
        _ => w.u8(0),
    }
}

pub(crate) fn read_outcome(r: &mut Reader<'_>) -> Result<Option<Outcome>, NetError> {
    let winner = |r: &mut Reader<'_>| read_side(r)?.ok_or(NetError::Malformed("no winner"));
    Ok(match r.u8()? {
        0 => None,
        1 => Some(Outcome::Win { winner: winner(r)?, reason: WinReason::Time }),
        2 => Some(Outcome::Win { winner: winner(r)?, reason: WinReason::Resignation }),
        3 => Some(Outcome::Draw(DrawReason::Agreement)),
        4 => Some(Outcome::Draw(DrawReason::Time)),
        5 => Some(Outcome::Win { winner: winner(r)?, reason: WinReason::OffTheBoard }),
        _ => return Err(NetError::Malformed("not a result")),
    })
}
