//! A sealed connection, split in two: the outbox that any thread may send
//! through, and the inbox that one reader thread reads.

use std::net::{Shutdown, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::MAX_MESSAGE;
use crate::error::NetError;
use crate::frame::{FrameReader, write_frame};
use crate::message::Message;
use crate::seal::Seal;

/// The sending half of a sealed connection.
pub(crate) struct Outbox {
    stream: TcpStream,
    seal: Seal,
}

impl Outbox {
    pub(crate) fn new(stream: TcpStream, seal: Seal) -> Outbox {
        Outbox { stream, seal }
    }

    pub(crate) fn send(&mut self, message: &Message) -> Result<(), NetError> {
        let plain = message.encode();
        if plain.len() > MAX_MESSAGE {
            return Err(NetError::TooLong(plain.len()));
        }
        let sealed = self.seal.seal(&plain)?;
        write_frame(&mut self.stream, &sealed)
    }

    /// Ends the connection both ways, so its reader stops at once.
    pub(crate) fn close(&self) {
        let _ = self.stream.shutdown(Shutdown::Both);
    }
}

/// An outbox several threads share.
pub(crate) type SharedOutbox = Arc<Mutex<Outbox>>;

/// Sends through a shared outbox; a poisoned lock counts as a closed connection.
pub(crate) fn send_shared(outbox: &SharedOutbox, message: &Message) -> Result<(), NetError> {
    outbox.lock().map_err(|_| NetError::Closed)?.send(message)
}

/// The connection the game sends through now, if one is open.
pub(crate) type Seat = Arc<Mutex<Option<SharedOutbox>>>;

/// Sends `message` through the connection now open; false when none is.
pub(crate) fn send_seated(seat: &Seat, message: &Message) -> bool {
    let outbox = seat.lock().ok().and_then(|seat| seat.clone());
    outbox.is_some_and(|outbox| send_shared(&outbox, message).is_ok())
}

/// Stops a link: raises `stop`, closes the connection now open so its
/// reader returns at once, and waits for `thread`.
pub(crate) fn shut_down(stop: &AtomicBool, seat: &Seat, thread: Option<JoinHandle<()>>) {
    stop.store(true, Ordering::Relaxed);
    if let Some(outbox) = seat.lock().ok().and_then(|mut seat| seat.take())
        && let Ok(outbox) = outbox.lock()
    {
        outbox.close();
    }
    if let Some(thread) = thread {
        let _ = thread.join();
    }
}

/// The receiving half of a sealed connection.
pub(crate) struct Inbox {
    stream: TcpStream,
    frames: FrameReader,
    open: Seal,
}

impl Inbox {
    pub(crate) fn new(stream: TcpStream, frames: FrameReader, open: Seal) -> Inbox {
        Inbox { stream, frames, open }
    }

    /// Sets how long a read waits before `receive` returns `None`.
    pub(crate) fn set_tick(&self, tick: std::time::Duration) -> Result<(), NetError> {
        Ok(self.stream.set_read_timeout(Some(tick))?)
    }

    /// The next message, or `None` when the read timeout passed first.
    pub(crate) fn receive(&mut self) -> Result<Option<Message>, NetError> {
        match self.frames.next(&mut self.stream)? {
            None => Ok(None),
            Some(sealed) => Message::decode(&self.open.open(&sealed)?).map(Some),
        }
    }
}
