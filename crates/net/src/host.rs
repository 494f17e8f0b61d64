//! The host: listens, lets in the one guest who proves the join code,
//! refuses everyone else, and tells a (re)joining guest the game as it
//! stands.

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use obereg_rules::{Reading, Roll, Side, TimeControl};

use crate::channel::{Seat, SharedOutbox, send_seated, shut_down};
use crate::code::JoinCode;
use crate::error::NetError;
use crate::handshake::{Sealed, host_side};
use crate::link::{Event, Timing, pause, pump};
use crate::message::{ClockState, Join, Message, Turn, Welcome};

/// The game as the host holds it, kept up to date by the game so that a
/// guest who joins late or again is told where play stands.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// The host's name.
    pub name: String,
    /// The side the host plays.
    pub host_side: Option<Side>,
    /// The variant as an OpenTafl rules string.
    pub rules: String,
    /// The time control, if any.
    pub time_control: Option<TimeControl>,
    /// The clocks now, if any.
    pub clocks: Option<ClockState>,
    /// The game's number, so a guest can tell a rejoin from a new game.
    pub game: u64,
    /// How the die is read, in a die game.
    pub die: Option<Reading>,
    /// In a die game, the roll of the turn under way, once rolled.
    pub roll: Option<Roll>,
    /// The turns played (moves, and passes in a die game).
    pub moves: Vec<Turn>,
}

impl Table {
    /// The welcome for `join`: the moves it lacks, from the first it may not hold.
    fn welcome(&self, join: &Join) -> Welcome {
        let held = if join.game == self.game { join.moves as usize } else { 0 };
        let from = held.min(self.moves.len());
        Welcome {
            name: self.name.clone(),
            host_side: self.host_side.unwrap_or(Side::Vikings),
            rules: self.rules.clone(),
            time_control: self.time_control,
            clocks: self.clocks,
            die: self.die,
            roll: self.roll,
            game: self.game,
            from: from as u32,
            moves: self.moves[from..].to_vec(),
        }
    }
}

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
        let welcome = self.table.lock().map_err(|_| NetError::Closed)?.welcome(&join);
        outbox.send(&Message::Welcome(welcome))?;
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
