//! The host: listens, lets in the one guest who proves the join code,
//! refuses everyone else, and tells a (re)joining guest the game as it
//! stands.

use std::net::{SocketAddr, TcpListener};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use obereg_rules::{Reading, Roll, Side, TimeControl};

use crate::channel::{Seat, send_seated, shut_down};
use crate::code::JoinCode;
use crate::door::{Door, Limits};
use crate::error::NetError;
use crate::link::{Event, Timing};
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
    pub(crate) fn welcome(&self, join: &Join) -> Welcome {
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
        let door = Door {
            code,
            timing,
            events,
            stop: stop.clone(),
            seat: seat.clone(),
            welcome: Box::new({
                let table = Arc::clone(&table);
                move |join| Ok(table.lock().map_err(|_| NetError::Closed)?.welcome(join))
            }),
            limits: Limits::default(),
        };
        let door = Arc::new(door);
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
