//! The messages of a game in progress, sent sealed once the join code has
//! been proved: joining, moves numbered from the start of the game on a
//! line of a given version, draw offers, takebacks, resignation, chat, the
//! host's clocks and results and, in a die game, the host's rolls,
//! numbered like the moves.

use obereg_rules::{Move, Outcome, Roll};

use crate::error::NetError;
use crate::fields::{
    ClockState, Turn, WIRE_TEXT, name, read_clocks, read_move, read_outcome, read_roll, read_turns,
    write_clocks, write_outcome, write_turns, yes_no,
};
use crate::text::{CHAT_LIMIT, plain_text};
use crate::welcome::{Welcome, read_welcome, write_welcome};
use crate::wire::{Reader, Writer};

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
