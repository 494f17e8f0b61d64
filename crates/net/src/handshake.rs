//! The opening of a connection, before anything is sealed: the protocol
//! version and a SPAKE2 key exchange keyed by the join code. Whoever does
//! not know the code learns nothing from it and gets only a refusal; the
//! first sealed message (the guest's [`Join`]) proves the guest knows it,
//! the host's answer proves the host does.

use std::io::{ErrorKind, Read};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use web_time::Instant;

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

/// How long an opening's read waits before it looks whether the link is
/// stopping.
const LOOK: Duration = Duration::from_millis(50);

/// The end of an opening: its deadline, or the link stopping first.
#[derive(Clone, Copy)]
pub(crate) struct Until<'a> {
    /// When the whole opening must be done.
    pub(crate) deadline: Instant,
    /// Set when the link stops.
    pub(crate) stop: &'a AtomicBool,
}

/// The next frame, if it is whole before the opening ends: one deadline
/// for the whole frame, however slowly its bytes trickle in.
fn frame(stream: &TcpStream, frames: &mut FrameReader, until: Until) -> Result<Vec<u8>, NetError> {
    frames.next(&mut Bounded { stream, until })?.ok_or(NetError::Silent)
}

/// A stream that reads nothing once its opening has ended: each read waits
/// only for the time left, so a byte now and then does not keep it open.
struct Bounded<'a> {
    stream: &'a TcpStream,
    until: Until<'a>,
}

impl Read for Bounded<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        loop {
            let left = self.until.deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || self.until.stop.load(Ordering::Relaxed) {
                return Err(ErrorKind::TimedOut.into());
            }
            self.stream.set_read_timeout(Some(left.min(LOOK)))?;
            match (&mut &*self.stream).read(buffer) {
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                read => return read,
            }
        }
    }
}

fn key(exchange: Spake2<Ed25519Group>, theirs: &[u8]) -> Result<[u8; 32], NetError> {
    let key = exchange.finish(theirs).map_err(|_| NetError::Malformed("not a key exchange"))?;
    key.try_into().map_err(|_| NetError::Malformed("a key of the wrong length"))
}

/// How the host's side of an opening ended.
pub(crate) enum Opened {
    /// The guest proved the code: the connection and its join.
    Joined(Sealed, Join),
    /// The guest's join did not open: a wrong code. The refusal is still to
    /// be sent, after the wait the host decides.
    WrongCode(TcpStream),
}

/// The host's side: reads the guest's hello and join, both before the
/// opening ends; refuses another protocol version at once.
pub(crate) fn host_side(
    mut stream: TcpStream,
    code: &JoinCode,
    patience: Duration,
    until: Until,
) -> Result<Opened, NetError> {
    stream.set_write_timeout(Some(patience))?;
    let mut frames = FrameReader::default();
    let (version, hello) = Opening::decode(&frame(&stream, &mut frames, until)?)?;
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
    let join = match open.open(&frame(&stream, &mut frames, until)?) {
        Ok(plain) => Message::decode(&plain)?,
        Err(_) => return Ok(Opened::WrongCode(stream)),
    };
    let Message::Join(join) = join else { return Err(NetError::Malformed("no join")) };
    let outbox = Outbox::new(stream.try_clone()?, Seal::new(&key, Direction::HostToGuest));
    Ok(Opened::Joined(Sealed { outbox, inbox: Inbox::new(stream, frames, open) }, join))
}

/// Tells the guest on `stream` why it is refused, in the clear.
pub(crate) fn refuse(stream: &mut TcpStream, why: Refusal) -> Result<(), NetError> {
    write_frame(stream, &Opening::Refuse(why).encode(PROTOCOL_VERSION))
}

/// The guest's side: says hello, proves the code with `join`, and returns
/// the host's first sealed message (a welcome, gathered whole with its parts, or
/// busy), all before the opening ends.
pub(crate) fn guest_side(
    mut stream: TcpStream,
    code: &JoinCode,
    join: Join,
    patience: Duration,
    until: Until,
) -> Result<(Sealed, Message), NetError> {
    stream.set_write_timeout(Some(patience))?;
    let mut frames = FrameReader::default();
    let (host, guest) = identities();
    let (exchange, ours) = Spake2::<Ed25519Group>::start_b(&Password::new(code.secret()), &host, &guest);
    write_frame(&mut stream, &Opening::Hello(ours).encode(PROTOCOL_VERSION))?;
    let theirs = match Opening::decode(&frame(&stream, &mut frames, until)?)? {
        (_, Opening::Accept(theirs)) => theirs,
        (version, Opening::Refuse(Refusal::Version)) => return Err(NetError::Version(version)),
        (_, Opening::Refuse(Refusal::WrongCode)) => return Err(NetError::WrongCode),
        (_, Opening::Hello(_)) => return Err(NetError::Malformed("a hello from the host")),
    };
    let key = key(exchange, &theirs)?;
    let mut outbox = Outbox::new(stream.try_clone()?, Seal::new(&key, Direction::GuestToHost));
    outbox.send(&Message::Join(join))?;
    let reply = frame(&stream, &mut frames, until)?;
    if let Ok((_, Opening::Refuse(Refusal::WrongCode))) = Opening::decode(&reply) {
        return Err(NetError::WrongCode);
    }
    let mut open = Seal::new(&key, Direction::HostToGuest);
    // A host with another code seals with another key: its welcome does not open.
    let first = match Message::decode(&open.open(&reply).map_err(|_| NetError::WrongCode)?)? {
        // A long line's parts follow the welcome within the same opening.
        Message::Welcome(welcome) => Message::Welcome(
            welcome.gather(|| Message::decode(&open.open(&frame(&stream, &mut frames, until)?)?))?,
        ),
        other => other,
    };
    Ok((Sealed { outbox, inbox: Inbox::new(stream, frames, open) }, first))
}
