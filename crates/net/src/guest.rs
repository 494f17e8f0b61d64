//! The guest: connects to the host, proves the join code and keeps the
//! connection, connecting again by itself with a growing wait when it is
//! lost, each time saying how much of the game it holds.

use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use web_time::Instant;

use crate::channel::{Seat, SharedOutbox, send_seated, shut_down};
use crate::code::JoinCode;
use crate::error::NetError;
use crate::handshake::{Sealed, Until, guest_side};
use crate::link::{Event, Timing, pause, pump};
use crate::message::{Join, Message};

/// A guest's link to a host. Dropping it closes the connection.
pub struct Guest {
    stop: Arc<AtomicBool>,
    seat: Seat,
    progress: Arc<Mutex<Join>>,
    thread: Option<JoinHandle<()>>,
}

impl Guest {
    /// Starts joining the host at `address` (`host:port`) with `code`;
    /// `join` names the guest and what it holds of the game.
    pub fn join(address: String, code: JoinCode, join: Join, timing: Timing, events: Sender<Event>) -> Guest {
        let stop = Arc::new(AtomicBool::new(false));
        let seat = Arc::default();
        let progress = Arc::new(Mutex::new(join));
        let visit = Visit { address, code, timing, events, stop: stop.clone(), seat: Arc::clone(&seat) };
        let shared = progress.clone();
        let thread = std::thread::spawn(move || visit.run(&shared));
        Guest { stop, seat, progress, thread: Some(thread) }
    }

    /// Sends `message` to the host; false when not connected now.
    pub fn send(&self, message: &Message) -> bool {
        send_seated(&self.seat, message)
    }

    /// Records how much of which game and which version of its line the
    /// guest holds, for the next rejoin.
    pub fn set_progress(&self, game: u64, version: u32, moves: u32) {
        if let Ok(mut join) = self.progress.lock() {
            join.game = game;
            join.version = version;
            join.moves = moves;
        }
    }
}

impl Drop for Guest {
    fn drop(&mut self) {
        shut_down(&self.stop, &self.seat, self.thread.take());
    }
}

/// The guest's thread and what it needs.
struct Visit {
    address: String,
    code: JoinCode,
    timing: Timing,
    events: Sender<Event>,
    stop: Arc<AtomicBool>,
    seat: Seat,
}

impl Visit {
    /// Connects, plays until the connection is lost, and again, until the
    /// guest stops, the host refuses for good or the tries run out.
    fn run(self, progress: &Mutex<Join>) {
        let (mut failures, mut welcomed) = (0, false);
        let mut last = NetError::Closed;
        while !self.stop.load(Ordering::Relaxed) && failures < self.timing.attempts {
            let join = progress
                .lock()
                .map(|join| join.clone())
                .unwrap_or_else(|poisoned| poisoned.into_inner().clone());
            match self.visit(join) {
                Ok(why) => {
                    (failures, welcomed) = (0, true);
                    last = why;
                }
                Err(e) if ends_tries(&e, welcomed) => {
                    let _ = self.events.send(Event::GaveUp(e));
                    return;
                }
                Err(e) => last = e,
            }
            if self.stop.load(Ordering::Relaxed) {
                return;
            }
            failures += 1;
            let _ = self.events.send(Event::Reconnecting(failures));
            pause(self.timing.doubling(self.timing.backoff, failures), &self.stop);
        }
        if !self.stop.load(Ordering::Relaxed) {
            let _ = self.events.send(Event::GaveUp(last));
        }
    }

    /// One connection: joins and reads it until it is lost; returns why.
    fn visit(&self, join: Join) -> Result<NetError, NetError> {
        let stream = self.connect()?;
        let deadline = Instant::now() + self.timing.patience + self.timing.max_wait;
        let until = Until { deadline, stop: &self.stop };
        let (Sealed { outbox, inbox }, first) =
            guest_side(stream, &self.code, join, self.timing.patience, until)?;
        let welcome = match first {
            Message::Welcome(welcome) => welcome,
            Message::Busy => return Err(NetError::Busy),
            _ => return Err(NetError::Malformed("no welcome")),
        };
        inbox.set_tick(self.timing.tick)?;
        let outbox: SharedOutbox = Arc::new(Mutex::new(outbox));
        if let Ok(mut seat) = self.seat.lock() {
            *seat = Some(outbox.clone());
        }
        let _ = self.events.send(Event::Welcomed(welcome));
        let why = pump(inbox, &outbox, &self.events, &self.timing, &self.stop);
        if let Ok(mut seat) = self.seat.lock() {
            *seat = None;
        }
        if let Ok(outbox) = outbox.lock() {
            outbox.close();
        }
        if !self.stop.load(Ordering::Relaxed) {
            let _ = self.events.send(Event::Lost(NetError::Closed));
        }
        Ok(why)
    }

    /// A connection to the first of the host's addresses that answers.
    fn connect(&self) -> Result<TcpStream, NetError> {
        let addresses: Vec<SocketAddr> = self.address.to_socket_addrs()?.collect();
        let mut last = NetError::Closed;
        for address in addresses {
            match TcpStream::connect_timeout(&address, self.timing.patience) {
                Ok(stream) => return Ok(stream),
                Err(e) => last = e.into(),
            }
        }
        Err(last)
    }
}

/// Whether `refusal` ends the guest's tries. A guest who never got in
/// believes a refusal and says why it stopped. One who was welcomed with
/// this code keeps trying: a refusal of the code or of the version comes
/// before the key exchange proves anything, so anyone on the path could
/// forge it, and "two players already" may be the host still holding this
/// guest's own lost connection.
fn ends_tries(refusal: &NetError, welcomed: bool) -> bool {
    !welcomed && matches!(refusal, NetError::WrongCode | NetError::Version(_) | NetError::Busy)
}

#[cfg(test)]
mod tests {
    use super::ends_tries;
    use crate::error::NetError;

    #[test]
    fn a_guest_who_never_got_in_stops_on_a_refusal_and_one_who_was_in_keeps_trying() {
        for refusal in [NetError::WrongCode, NetError::Version(1), NetError::Busy] {
            assert!(ends_tries(&refusal, false), "{refusal:?}");
            assert!(!ends_tries(&refusal, true), "{refusal:?}");
        }
        assert!(!ends_tries(&NetError::Silent, false));
    }
}
