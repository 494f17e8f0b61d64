//! The host: listens, lets in the one guest who proves the join code,
//! refuses everyone else, and tells a (re)joining guest the game as it
//! stands.

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::channel::{Seat, SharedOutbox, send_seated, shut_down};
use crate::code::JoinCode;
use crate::error::NetError;
use crate::handshake::{Sealed, host_side};
use crate::link::{Event, Timing, pause, pump};
use crate::message::Message;
use crate::table::Table;

/// A listening host. Dropping it closes the connection and stops listening.
pub struct Host {
    stop: Arc<AtomicBool>,
    seat: Seat,
    table: Arc<Mutex<Table>>,
    address: SocketAddr,
    thread: Option<JoinHandle<()>>,
}

impl Host {
    /// Starts hosting on `listener` with `code`, reporting to `events`.
    ///
    /// # Errors
    /// When the listener cannot be set up.
    pub fn open(
        listener: TcpListener,
        code: JoinCode,
        table: Table,
        timing: Timing,
        events: Sender<Event>,
    ) -> Result<Host, NetError> {
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let seat: Seat = Arc::default();
        let table = Arc::new(Mutex::new(table));
        let door =
            Door { code, timing, events, stop: stop.clone(), seat: seat.clone(), table: table.clone() };
        let thread = std::thread::spawn(move || door.keep(&listener));
        Ok(Host { stop, seat, table, address, thread: Some(thread) })
    }

    /// The address the host listens on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Sends `message` to the guest; false when no guest is connected.
    pub fn send(&self, message: &Message) -> bool {
        send_seated(&self.seat, message)
    }

    /// Changes the table a joining guest is told about.
    pub fn update(&self, change: impl FnOnce(&mut Table)) {
        if let Ok(mut table) = self.table.lock() {
            change(&mut table);
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        shut_down(&self.stop, &self.seat, self.thread.take());
    }
}

/// The host's listening thread and what it needs.
struct Door {
    code: JoinCode,
    timing: Timing,
    events: Sender<Event>,
    stop: Arc<AtomicBool>,
    seat: Seat,
    table: Arc<Mutex<Table>>,
}

impl Door {
    /// Accepts connections one at a time until the host stops.
    fn keep(self, listener: &TcpListener) {
        let mut wrong_codes = 0;
        let mut readers = Vec::new();
        while !self.stop.load(Ordering::Relaxed) {
            match listener.accept() {
                Ok((stream, _)) => {
                    pause(self.timing.doubling(self.timing.penalty, wrong_codes), &self.stop);
                    match self.admit(stream) {
                        Ok(reader) => {
                            wrong_codes = 0;
                            readers.push(reader);
                        }
                        Err(NetError::WrongCode) => {
                            wrong_codes += 1;
                            let _ = self.events.send(Event::Refused(NetError::WrongCode));
                        }
                        Err(e) => {
                            let _ = self.events.send(Event::Refused(e));
                        }
                    }
                }
                Err(_) => std::thread::sleep(Duration::from_millis(20)),
            }
            readers.retain(|reader: &JoinHandle<()>| !reader.is_finished());
        }
        for reader in readers {
            let _ = reader.join();
        }
    }

    /// Opens a connection; seats its guest unless one is seated already.
    fn admit(&self, stream: TcpStream) -> Result<JoinHandle<()>, NetError> {
        stream.set_nonblocking(false)?;
        let (Sealed { mut outbox, inbox }, join) = host_side(stream, &self.code, self.timing.patience)?;
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
        *seat = Some(outbox.clone());
        let _ = self.events.send(Event::GuestJoined(join));
        let (events, timing, stop, seats) =
            (self.events.clone(), self.timing, self.stop.clone(), self.seat.clone());
        Ok(std::thread::spawn(move || {
            let why = pump(inbox, &outbox, &events, &timing, &stop);
            if let Ok(outbox) = outbox.lock() {
                outbox.close();
            }
            if let Ok(mut seat) = seats.lock() {
                seat.take_if(|seated| Arc::ptr_eq(seated, &outbox));
            }
            if !stop.load(Ordering::Relaxed) {
                let _ = events.send(Event::Lost(why));
            }
        }))
    }
}
