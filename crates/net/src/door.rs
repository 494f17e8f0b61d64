//! The host's door: takes connections as they come and opens each on its
//! own thread, so a slow or silent one keeps nobody else waiting. At most
//! [`MAX_OPENINGS`] open at once (more are closed at once), each whole
//! opening within [`Timing::patience`]; a wrong code's refusal is held back
//! on its own connection only, by [`Penalties`].

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::MAX_OPENINGS;
use crate::channel::{Inbox, Seat, SharedOutbox};
use crate::code::JoinCode;
use crate::error::NetError;
use crate::handshake::{Opened, Refusal, Sealed, Until, host_side, refuse};
use crate::host::Table;
use crate::link::{Event, Timing, pause, pump};
use crate::message::{Join, Message};
use crate::penalty::Penalties;

/// How many refused connections may wait for their refusal at once; past
/// it a wrong code is closed without one (a guesser learns nothing from
/// the refusal that the missing welcome does not tell it).
const HELD_REFUSALS: usize = 64;

/// The host's door and what a connection needs once through it.
pub(crate) struct Door {
    pub(crate) code: JoinCode,
    pub(crate) timing: Timing,
    pub(crate) events: Sender<Event>,
    pub(crate) stop: Arc<AtomicBool>,
    pub(crate) seat: Seat,
    pub(crate) table: Arc<Mutex<Table>>,
    pub(crate) openings: Places,
    pub(crate) refusals: Places,
    pub(crate) penalties: Mutex<Penalties>,
}

impl Door {
    /// A door for `code`, with room for [`MAX_OPENINGS`] openings.
    pub(crate) fn new(
        code: JoinCode,
        timing: Timing,
        events: Sender<Event>,
        stop: Arc<AtomicBool>,
        seat: Seat,
        table: Arc<Mutex<Table>>,
    ) -> Door {
        let (openings, refusals) = (Places::new(MAX_OPENINGS), Places::new(HELD_REFUSALS));
        Door { code, timing, events, stop, seat, table, openings, refusals, penalties: Mutex::default() }
    }

    /// Takes connections until the host stops, each on its own thread.
    pub(crate) fn keep(self: Arc<Door>, listener: &TcpListener) {
        let mut connections: Vec<JoinHandle<()>> = Vec::new();
        while !self.stop.load(Ordering::Relaxed) {
            let Ok((stream, peer)) = listener.accept() else {
                std::thread::sleep(Duration::from_millis(20));
                continue;
            };
            // No place: the connection is dropped, which closes it.
            if let Some(place) = self.openings.take() {
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
    fn serve(&self, stream: TcpStream, peer: SocketAddr, place: Place) {
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
        let welcome = self.table.lock().map_err(|_| NetError::Closed)?.welcome(&join);
        outbox.send(&Message::Welcome(welcome))?;
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
        let wait = match self.penalties.lock() {
            Ok(mut penalties) => penalties.wrong_code(peer.ip(), Instant::now(), &self.timing),
            Err(_) => self.timing.max_wait,
        };
        let Some(_place) = self.refusals.take() else { return };
        pause(wait, &self.stop);
        let _ = refuse(&mut stream, Refusal::WrongCode);
    }

    fn refused(&self, why: NetError) {
        let _ = self.events.send(Event::Refused(why));
    }
}

/// A count of places taken, up to a limit.
pub(crate) struct Places {
    taken: Arc<AtomicUsize>,
    limit: usize,
}

/// A place taken, given back when dropped.
pub(crate) struct Place(Arc<AtomicUsize>);

impl Places {
    fn new(limit: usize) -> Places {
        Places { taken: Arc::default(), limit }
    }

    /// A place, if one is free.
    fn take(&self) -> Option<Place> {
        let free = |taken: usize| (taken < self.limit).then_some(taken + 1);
        self.taken.fetch_update(Ordering::AcqRel, Ordering::Acquire, free).ok()?;
        Some(Place(Arc::clone(&self.taken)))
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}
