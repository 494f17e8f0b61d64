//! The messages of a game in progress, sent sealed once the join code has
//! been proved: joining, moves numbered from the start of the game on a
//! line of a given version, draw offers, takebacks, resignation, chat, the
//! host's clocks and results and, in a die game, the host's rolls,
//! numbered like the moves.

use std::time::Duration;

use obereg_rules::{DrawReason, Move, Outcome, Reading, Roll, Side, WinReason};

use crate::error::NetError;
use crate::text::{CHAT_LIMIT, NAME_LIMIT, plain_text};
use crate::welcome::{Welcome, read_welcome, write_welcome};
use crate::wire::{Reader, Writer};

/// The longest text accepted on the wire, in characters; what is shown is
/// cut shorter by [`plain_text`].
const WIRE_TEXT: usize = 1000;

/// The guest's first sealed message: who it is and how much of the game it
/// already holds, so that a rejoin goes on from there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Join {
    /// The guest's name (plain text).
    pub name: String,
    /// The game the guest played before, 0 for none.
    pub game: u64,
    /// The version of that game's line the guest holds: the number of
    /// takebacks the host has made in it.
    pub version: u32,
    /// How many moves of that line the guest holds.
    pub moves: u32,
}

/// The time left on both clocks and which one runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockState {
    /// The Vikings' time left.
    pub vikings: Duration,
    /// The Varangians' time left.
    pub varangians: Duration,
    /// The side whose clock runs, if one does.
    pub running: Option<Side>,
}

/// One turn of the game: a move, or a pass in a die game (D3), with the
/// roll it was made with in a die game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The move, or `None` for a pass.
    pub mv: Option<Move>,
    /// The roll of the turn, in a die game.
    pub roll: Option<Roll>,
}

impl From<Move> for Turn {
    /// A move of a game without the die.
    fn from(mv: Move) -> Turn {
        Turn { mv: Some(mv), roll: None }
    }
}

/// A message of a game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The guest joins (the first sealed message).
    Join(Join),
    /// The host welcomes the guest.
    Welcome(Welcome),
    /// The host refuses: a guest is already playing.
    Busy,
    /// A move, numbered from 0 at the start of the game, so a move sent
    /// again after a reconnection is seen as the same move, on the line of
    /// `version`, so a move made on a line since taken back is seen as such.
    Move {
        /// The version of the line it was played on.
        version: u32,
        /// Its number in the game.
        number: u32,
        /// The move.
        mv: Move,
    },
    /// An offer of a draw.
    DrawOffer,
    /// The answer to a draw offer.
    DrawAnswer(bool),
    /// A request to take back the last move.
    TakebackRequest,
    /// The answer to a takeback request; the host says yes with
    /// [`Message::TakenBack`].
    TakebackAnswer(bool),
    /// The sender resigns.
    Resign,
    /// A line of chat (plain text).
    Chat(String),
    /// The host's clocks; the host takes none from the guest.
    Clock(ClockState),
    /// Nothing to say: keeps a quiet connection known to be alive.
    Ping,
    /// The host's roll for turn `number` of a die game (V2), numbered as
    /// the moves are (a pass counts), so a roll sent again is the same roll.
    Roll {
        /// The number of the turn it is rolled for.
        number: u32,
        /// The roll.
        roll: Roll,
    },
    /// The host took back moves, as both players agreed: the line is now
    /// its first `turns` turns, and its version is `version`.
    TakenBack {
        /// The new version of the line.
        version: u32,
        /// How many turns the line keeps.
        turns: u32,
    },
    /// The host's word that the game ended in a way the moves do not show:
    /// a clock run out (the host keeps the time).
    Ended(Outcome),
    /// More turns of the line a welcome began, when the whole line does
    /// not fit in one message.
    Line(Vec<Turn>),
}

impl Message {
    /// The bytes of this message.
    pub fn encode(&self) -> Vec<u8> {
        let mut w = Writer::default();
        match self {
            Message::Join(join) => w.u8(1).text(&join.name).u64(join.game).u32(join.version).u32(join.moves),
            Message::Welcome(welcome) => write_welcome(w.u8(2), welcome),
            Message::Busy => w.u8(3),
            Message::Move { version, number, mv } => w.u8(4).u32(*version).u32(*number).text(&mv.to_string()),
            Message::DrawOffer => w.u8(5),
            Message::DrawAnswer(yes) => w.u8(6).u8(u8::from(*yes)),
            Message::TakebackRequest => w.u8(7),
            Message::TakebackAnswer(yes) => w.u8(8).u8(u8::from(*yes)),
            Message::Resign => w.u8(9),
            Message::Chat(text) => w.u8(10).text(text),
            Message::Clock(state) => write_clocks(w.u8(11), Some(state)),
            Message::Ping => w.u8(12),
            Message::Roll { number, roll } => w.u8(13).u32(*number).u8(roll.pips()),
            Message::TakenBack { version, turns } => w.u8(14).u32(*version).u32(*turns),
            Message::Ended(outcome) => write_outcome(w.u8(15), Some(*outcome)),
            Message::Line(turns) => write_turns(w.u8(16), turns),
        };
        w.finish()
    }

    /// Reads a message; names and chat come back as plain text.
    ///
    /// # Errors
    /// [`NetError::Malformed`] for anything that is not exactly one message.
    pub fn decode(bytes: &[u8]) -> Result<Message, NetError> {
        let mut r = Reader::new(bytes);
        let message = match r.u8()? {
            1 => Message::Join(Join {
                name: name(&mut r)?,
                game: r.u64()?,
                version: r.u32()?,
                moves: r.u32()?,
            }),
            2 => Message::Welcome(read_welcome(&mut r)?),
            3 => Message::Busy,
            4 => Message::Move { version: r.u32()?, number: r.u32()?, mv: read_move(&mut r)? },
            5 => Message::DrawOffer,
            6 => Message::DrawAnswer(yes_no(&mut r)?),
            7 => Message::TakebackRequest,
            8 => Message::TakebackAnswer(yes_no(&mut r)?),
            9 => Message::Resign,
            10 => Message::Chat(plain_text(&r.text(WIRE_TEXT)?, CHAT_LIMIT)),
            11 => Message::Clock(read_clocks(&mut r)?.ok_or(NetError::Malformed("no clocks"))?),
            12 => Message::Ping,
            13 => Message::Roll {
                number: r.u32()?,
                roll: read_roll(&mut r)?.ok_or(NetError::Malformed("no roll"))?,
            },
            14 => Message::TakenBack { version: r.u32()?, turns: r.u32()? },
            15 => Message::Ended(read_outcome(&mut r)?.ok_or(NetError::Malformed("no result"))?),
            16 => Message::Line(read_turns(&mut r)?),
            _ => return Err(NetError::Malformed("unknown message")),
        };
        r.end()?;
        Ok(message)
    }
}

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

fn read_move(r: &mut Reader<'_>) -> Result<Move, NetError> {
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
        _ => return Err(NetError::Malformed("not a result")),
    })
}
