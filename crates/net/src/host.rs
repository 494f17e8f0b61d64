//! The host: listens, lets in the one guest who proves the join code,
//! refuses everyone else, and tells a (re)joining guest the game as it
//! stands.

use std::net::{SocketAddr, TcpListener};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::acceptor::{Acceptor, Limits};
use crate::channel::{Seat, send_seated, shut_down};
use crate::code::JoinCode;
use crate::error::NetError;
use crate::hosted::HostedGame;
use crate::link::{Event, Timing};
use crate::message::Message;

/// A listening host. Dropping it closes the connection and stops listening.
pub struct Host {
    stop: Arc<AtomicBool>,
    seat: Seat,
    table: Arc<Mutex<HostedGame>>,
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
        table: HostedGame,
        timing: Timing,
        events: Sender<Event>,
    ) -> Result<Host, NetError> {
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let seat: Seat = Arc::default();
        let table = Arc::new(Mutex::new(table));
        let door = Acceptor {
            code,
            timing,
            events,
            stop: stop.clone(),
            seat: seat.clone(),
            table: Arc::clone(&table),
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
    pub fn update(&self, change: impl FnOnce(&mut HostedGame)) {
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
