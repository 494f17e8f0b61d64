//! The host's welcome: the game as the host holds it, its result and its
//! clocks as they stand, and the line of turns (sent in parts when the
//! whole line does not fit in one message, see [`crate::sync`]).

use std::time::Duration;

use obereg_rules::{Outcome, Reading, Roll, Side, TimeControl};

use crate::error::NetError;
use crate::fields::{
    ClockState, Turn, millis, name, read_clocks, read_outcome, read_reading, read_roll, read_side,
    read_turns, write_clocks, write_outcome, write_reading, write_roll, write_side, write_turns, yes_no,
};
use crate::wire::{Reader, Writer};

/// The longest rules string accepted, in characters.
const RULES_LIMIT: usize = 400;

/// The most turns one message of the line carries: each takes at most ten
/// bytes (a roll, a length, a move such as `k10-k11`), so a part stays
/// well under [`crate::MAX_MESSAGE`].
pub const PART: usize = 1000;

/// The longest line a guest accepts from a welcome, in turns.
pub const MAX_LINE: usize = 100_000;

/// The host's answer to a join: the game as the host holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Welcome {
    /// The host's name (plain text).
    pub name: String,
    /// The side the host plays; the guest plays the other.
    pub host_side: Side,
    /// The variant, as an OpenTafl rules string.
    pub rules: String,
    /// The time control, if the game has clocks.
    pub time_control: Option<TimeControl>,
    /// The clocks as they stand at the welcome (the time spent on the move
    /// under way counted), if the game has clocks.
    pub clocks: Option<ClockState>,
    /// How the die is read, in a die game (V2); the host rolls for both sides.
    pub die: Option<Reading>,
    /// In a die game, the roll of the turn under way after the last turn
    /// below, once the host has rolled it.
    pub roll: Option<Roll>,
    /// How the game ended in a way the moves do not show (agreement,
    /// resignation, time), if it has: a finished game is never offered as
    /// going on.
    pub result: Option<Outcome>,
    /// This game's number, for a later rejoin.
    pub game: u64,
    /// The version of the line: how many takebacks the host has made.
    pub version: u32,
    /// The number of the first move below: the guest keeps its first `from`.
    pub from: u32,
    /// How many turns still follow in [`crate::Message::Line`] parts; 0 in a
    /// welcome the game is handed, which has the whole line.
    pub more: u32,
    /// The turns of the game from turn `from` on.
    pub moves: Vec<Turn>,
}

pub(crate) fn write_welcome<'w>(w: &'w mut Writer, welcome: &Welcome) -> &'w mut Writer {
    write_side(w.text(&welcome.name), Some(welcome.host_side)).text(&welcome.rules);
    match welcome.time_control {
        None => w.u8(0),
        Some(control) => w.u8(1).u64(millis(control.base)).u64(millis(control.increment)),
    };
    write_clocks(w, welcome.clocks.as_ref());
    write_roll(write_reading(w, welcome.die), welcome.roll);
    write_outcome(w, welcome.result)
        .u64(welcome.game)
        .u32(welcome.version)
        .u32(welcome.from)
        .u32(welcome.more);
    write_turns(w, &welcome.moves)
}

pub(crate) fn read_welcome(r: &mut Reader<'_>) -> Result<Welcome, NetError> {
    let name = name(r)?;
    let host_side = read_side(r)?.ok_or(NetError::Malformed("no side"))?;
    let rules = r.text(RULES_LIMIT)?;
    let time_control = match yes_no(r)? {
        false => None,
        true => {
            let base = Duration::from_millis(r.u64()?);
            Some(TimeControl { base, increment: Duration::from_millis(r.u64()?) })
        }
    };
    let clocks = read_clocks(r)?;
    let (die, roll, result) = (read_reading(r)?, read_roll(r)?, read_outcome(r)?);
    let (game, version, from, more) = (r.u64()?, r.u32()?, r.u32()?, r.u32()?);
    let moves = read_turns(r)?;
    Ok(Welcome {
        name,
        host_side,
        rules,
        time_control,
        clocks,
        die,
        roll,
        result,
        game,
        version,
        from,
        more,
        moves,
    })
}
