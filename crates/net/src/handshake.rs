//! The opening of a connection, before anything is sealed: the protocol
//! version and a SPAKE2 key exchange keyed by the join code. Whoever does
//! not know the code learns nothing from it and gets only a refusal; the
//! first sealed message (the guest's [`Join`]) proves the guest knows it,
//! the host's answer proves the host does.

use std::net::TcpStream;
use std::time::Duration;

use spake2::{Ed25519Group, Identity, Password, Spake2};

use crate::PROTOCOL_VERSION;
use crate::channel::{Inbox, Outbox};
use crate::code::JoinCode;
use crate::error::NetError;
use crate::frame::{FrameReader, write_frame};
use crate::message::{Join, Message};
use crate::seal::{Direction, Seal};
use crate::wire::{Reader, Writer};

/// The first bytes of every opening message.
const MAGIC: &[u8; 6] = b"OBEREG";

/// The opening messages, sent in the clear.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Opening {
    /// Guest to host: the guest's half of the key exchange.
    Hello(Vec<u8>),
    /// Host to guest: the host's half.
    Accept(Vec<u8>),
    /// Host to guest: refused for this reason.
    Refuse(Refusal),
}

/// Why the host refused a connection before sealing anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    Version = 1,
    WrongCode = 2,
}

impl Opening {
    pub(crate) fn encode(&self, version: u16) -> Vec<u8> {
        let mut w = Writer::default();
        for byte in MAGIC {
            w.u8(*byte);
        }
        w.u16(version);
        match self {
            Opening::Hello(pake) => w.u8(1).bytes(pake),
            Opening::Accept(pake) => w.u8(2).bytes(pake),
            Opening::Refuse(why) => w.u8(3).u8(*why as u8),
        };
        w.finish()
    }

    /// The sender's protocol version and its message.
    pub(crate) fn decode(bytes: &[u8]) -> Result<(u16, Opening), NetError> {
        let mut r = Reader::new(bytes);
        for byte in MAGIC {
            if r.u8()? != *byte {
                return Err(NetError::Malformed("not an Obereg connection"));
            }
        }
        let version = r.u16()?;
        let opening = match r.u8()? {
            1 => Opening::Hello(r.bytes()?.to_vec()),
            2 => Opening::Accept(r.bytes()?.to_vec()),
            3 => Opening::Refuse(match r.u8()? {
                1 => Refusal::Version,
                2 => Refusal::WrongCode,
                _ => return Err(NetError::Malformed("unknown refusal")),
            }),
            _ => return Err(NetError::Malformed("unknown opening")),
        };
        r.end()?;
        Ok((version, opening))
    }
}

/// A connection that has proved the code: its two halves.
pub(crate) struct Sealed {
    pub(crate) outbox: Outbox,
    pub(crate) inbox: Inbox,
}

fn identities() -> (Identity, Identity) {
    (Identity::new(b"obereg host"), Identity::new(b"obereg guest"))
}

/// The next frame, waiting at most as long as the stream's read timeout
/// allows, `tries` times.
fn frame(stream: &mut TcpStream, frames: &mut FrameReader, tries: u32) -> Result<Vec<u8>, NetError> {
    for _ in 0..tries {
        if let Some(frame) = frames.next(stream)? {
            return Ok(frame);
        }
    }
    Err(NetError::Silent)
}

fn key(exchange: Spake2<Ed25519Group>, theirs: &[u8]) -> Result<[u8; 32], NetError> {
    let key = exchange.finish(theirs).map_err(|_| NetError::Malformed("not a key exchange"))?;
    key.try_into().map_err(|_| NetError::Malformed("a key of the wrong length"))
}

/// The host's side: reads the guest's hello and join within `patience`.
pub(crate) fn host_side(
    mut stream: TcpStream,
    code: &JoinCode,
    patience: Duration,
) -> Result<(Sealed, Join), NetError> {
    stream.set_read_timeout(Some(patience))?;
    let mut frames = FrameReader::default();
    let (version, hello) = Opening::decode(&frame(&mut stream, &mut frames, 1)?)?;
    let refuse =
        |stream: &mut TcpStream, why| write_frame(stream, &Opening::Refuse(why).encode(PROTOCOL_VERSION));
    if version != PROTOCOL_VERSION {
        refuse(&mut stream, Refusal::Version)?;
        return Err(NetError::Version(version));
    }
    let Opening::Hello(theirs) = hello else { return Err(NetError::Malformed("no hello")) };
    let (host, guest) = identities();
    let (exchange, ours) = Spake2::<Ed25519Group>::start_a(&Password::new(code.secret()), &host, &guest);
    write_frame(&mut stream, &Opening::Accept(ours).encode(PROTOCOL_VERSION))?;
    let key = key(exchange, &theirs)?;
    let mut open = Seal::new(&key, Direction::GuestToHost);
    let join = match open.open(&frame(&mut stream, &mut frames, 1)?) {
        Ok(plain) => Message::decode(&plain)?,
        Err(_) => {
            refuse(&mut stream, Refusal::WrongCode)?;
            return Err(NetError::WrongCode);
        }
    };
    let Message::Join(join) = join else { return Err(NetError::Malformed("no join")) };
    let outbox = Outbox::new(stream.try_clone()?, Seal::new(&key, Direction::HostToGuest));
    Ok((Sealed { outbox, inbox: Inbox::new(stream, frames, open) }, join))
}

/// The guest's side: says hello, proves the code with `join`, and returns
/// the host's first sealed message (a welcome, or busy).
pub(crate) fn guest_side(
    mut stream: TcpStream,
    code: &JoinCode,
    join: Join,
    patience: Duration,
) -> Result<(Sealed, Message), NetError> {
    stream.set_read_timeout(Some(patience))?;
    let mut frames = FrameReader::default();
    let (host, guest) = identities();
    let (exchange, ours) = Spake2::<Ed25519Group>::start_b(&Password::new(code.secret()), &host, &guest);
    write_frame(&mut stream, &Opening::Hello(ours).encode(PROTOCOL_VERSION))?;
    let theirs = match Opening::decode(&frame(&mut stream, &mut frames, 1)?)? {
        (_, Opening::Accept(theirs)) => theirs,
        (version, Opening::Refuse(Refusal::Version)) => return Err(NetError::Version(version)),
        (_, Opening::Refuse(Refusal::WrongCode)) => return Err(NetError::WrongCode),
        (_, Opening::Hello(_)) => return Err(NetError::Malformed("a hello from the host")),
    };
    let key = key(exchange, &theirs)?;
    let mut outbox = Outbox::new(stream.try_clone()?, Seal::new(&key, Direction::GuestToHost));
    outbox.send(&Message::Join(join))?;
    let reply = frame(&mut stream, &mut frames, 1)?;
    if let Ok((_, Opening::Refuse(Refusal::WrongCode))) = Opening::decode(&reply) {
        return Err(NetError::WrongCode);
    }
    let mut open = Seal::new(&key, Direction::HostToGuest);
    // A host with another code seals with another key: its welcome does not open.
    let first = Message::decode(&open.open(&reply).map_err(|_| NetError::WrongCode)?)?;
    Ok((Sealed { outbox, inbox: Inbox::new(stream, frames, open) }, first))
}
