//! The host's door: takes connections as they come and opens each on its
//! own thread, so a slow or silent one keeps nobody else waiting. At most
//! [`MAX_OPENINGS`] open at once, [`OPENINGS_PER_ADDRESS`] of them from one
//! address (one more is closed at once), each whole opening within
//! [`Timing::patience`]; a wrong code's refusal is held back on its own
//! connection only, by [`Penalties`].

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use web_time::Instant;

use crate::channel::{Inbox, Seat, SharedOutbox};
use crate::code::JoinCode;
use crate::error::NetError;
use crate::handshake::{Opened, Refusal, Sealed, Until, host_side, refuse};
use crate::hosted::HostedGame;
use crate::link::{Event, Timing, pause, pump};
use crate::message::{Join, Message};
use crate::penalty::{Penalties, source};
use crate::slots::{Slot, Slots};
use crate::{MAX_OPENINGS, OPENINGS_PER_ADDRESS};

/// How many refused connections may wait for their refusal at once, in
/// all and from one address; past it a wrong code is closed without one
/// (a guesser learns nothing from the refusal that the missing welcome
/// does not tell it), and a guesser's crowd cannot take the places of a
/// guest elsewhere who mistyped the code.
const HELD_REFUSALS: usize = 64;
const HELD_REFUSALS_PER_ADDRESS: usize = 8;

/// The host's door and what a connection needs once through it.
pub(crate) struct Acceptor {
    pub(crate) code: JoinCode,
    pub(crate) timing: Timing,
    pub(crate) events: Sender<Event>,
    pub(crate) stop: Arc<AtomicBool>,
    pub(crate) seat: Seat,
    /// The game as the host holds it, told to a guest who joins.
    pub(crate) table: Arc<Mutex<HostedGame>>,
    pub(crate) limits: Limits,
}

/// What the door keeps of the connections at it: the places taken and the
/// recent wrong codes.
pub(crate) struct Limits {
    openings: Slots,
    refusals: Slots,
    penalties: Mutex<Penalties>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            openings: Slots::new(MAX_OPENINGS, OPENINGS_PER_ADDRESS),
            refusals: Slots::new(HELD_REFUSALS, HELD_REFUSALS_PER_ADDRESS),
            penalties: Mutex::default(),
        }
    }
}

impl Acceptor {
    /// Takes connections until the host stops, each on its own thread.
    pub(crate) fn keep(self: Arc<Acceptor>, listener: &TcpListener) {
        let mut connections: Vec<JoinHandle<()>> = Vec::new();
        while !self.stop.load(Ordering::Relaxed) {
            let Ok((stream, peer)) = listener.accept() else {
                std::thread::sleep(Duration::from_millis(20));
                continue;
            };
            // No place: the connection is dropped, which closes it.
            if let Some(place) = self.limits.openings.take(source(peer.ip())) {
                let door = Arc::clone(&self);
                let opening = std::thread::Builder::new().spawn(move || door.serve(stream, peer, place));
                connections.extend(opening.ok());
            }
            connections.retain(|connection| !connection.is_finished());
        }
        for connection in connections {
            let _ = connection.join();
        }
    }

    /// One connection: its opening within the deadline, then the game, or
    /// its refusal.
    fn serve(&self, stream: TcpStream, peer: SocketAddr, place: Slot) {
        let until = Until { deadline: Instant::now() + self.timing.patience, stop: &self.stop };
        let opened = stream
            .set_nonblocking(false)
            .map_err(NetError::from)
            .and_then(|()| host_side(stream, &self.code, self.timing.patience, until));
        match opened {
            Ok(Opened::Joined(sealed, join)) => match self.seat_guest(sealed, join) {
                Ok((inbox, outbox)) => {
                    drop(place);
                    self.play(inbox, &outbox);
                }
                Err(e) => self.refused(e),
            },
            Ok(Opened::WrongCode(stream)) => {
                drop(place);
                self.refuse_wrong_code(stream, peer);
            }
            Err(e) => self.refused(e),
        }
    }

    /// Seats the guest who proved the code and welcomes it, unless a guest
    /// is seated already.
    fn seat_guest(&self, sealed: Sealed, join: Join) -> Result<(Inbox, SharedOutbox), NetError> {
        let Sealed { mut outbox, inbox } = sealed;
        let mut seat = self.seat.lock().map_err(|_| NetError::Closed)?;
        if seat.is_some() {
            let _ = outbox.send(&Message::Busy);
            return Err(NetError::Busy);
        }
        let welcome = self.table.lock().map_err(|_| NetError::Closed)?.welcome(&join, Instant::now());
        for part in welcome.parts() {
            outbox.send(&part)?;
        }
        inbox.set_tick(self.timing.tick)?;
        let outbox: SharedOutbox = Arc::new(Mutex::new(outbox));
        *seat = Some(Arc::clone(&outbox));
        let _ = self.events.send(Event::GuestJoined(join));
        Ok((inbox, outbox))
    }

    /// Plays through the seated connection until it is lost, then frees
    /// the seat.
    fn play(&self, inbox: Inbox, outbox: &SharedOutbox) {
        let why = pump(inbox, outbox, &self.events, &self.timing, &self.stop);
        if let Ok(outbox) = outbox.lock() {
            outbox.close();
        }
        if let Ok(mut seat) = self.seat.lock() {
            seat.take_if(|seated| Arc::ptr_eq(seated, outbox));
        }
        if !self.stop.load(Ordering::Relaxed) {
            let _ = self.events.send(Event::Lost(why));
        }
    }

    /// Refuses a wrong code from `peer`, after the wait its address's
    /// recent wrong codes have earned: on this connection alone.
    fn refuse_wrong_code(&self, mut stream: TcpStream, peer: SocketAddr) {
        self.refused(NetError::WrongCode);
        let wait = match self.limits.penalties.lock() {
            Ok(mut penalties) => penalties.wrong_code(source(peer.ip()), Instant::now(), &self.timing),
            Err(_) => self.timing.max_wait,
        };
        let Some(_place) = self.limits.refusals.take(source(peer.ip())) else { return };
        pause(wait, &self.stop);
        let _ = refuse(&mut stream, Refusal::WrongCode);
    }

    fn refused(&self, why: NetError) {
        let _ = self.events.send(Event::Refused(why));
    }
}
