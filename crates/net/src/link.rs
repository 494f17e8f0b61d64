//! A joined connection at work: the reader loop that turns sealed messages
//! into events, keeps a quiet connection alive with pings and calls it lost
//! after a silence.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::time::Duration;

use web_time::Instant;

use crate::channel::{Inbox, SharedOutbox, send_shared};
use crate::error::NetError;
use crate::message::{Join, Message};
use crate::welcome::Welcome;

/// What happens on a link, for the game to act on.
#[derive(Debug)]
pub enum Event {
    /// Host: a guest proved the code and joined (or joined again).
    GuestJoined(Join),
    /// Guest: the host welcomed it into the game.
    Welcomed(Welcome),
    /// A message from the other player.
    Received(Message),
    /// The connection was lost; the guest tries again by itself.
    Lost(NetError),
    /// Host: a connection was refused (wrong code, garbage, a third player).
    Refused(NetError),
    /// Guest: trying again, this many times now.
    Reconnecting(u32),
    /// Guest: stopped trying (a wrong code, another version, or too many tries).
    GaveUp(NetError),
}

/// The times of the network: how often, how long, how patient.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// How long a read waits before the loop looks around.
    pub tick: Duration,
    /// How long a quiet connection waits before it sends a ping.
    pub ping: Duration,
    /// How long without a word before a connection counts as lost.
    pub silence: Duration,
    /// How long the opening of a connection may take, all of it: at the
    /// host, from the connection to the guest's join; the guest waits this
    /// and [`Timing::max_wait`] more for its answer, longer than any
    /// refusal is held back.
    pub patience: Duration,
    /// How long the host holds back its refusal of one wrong code; it
    /// doubles with each further wrong code from the same address, up to
    /// [`Timing::max_wait`]. Only the failing connection waits.
    pub penalty: Duration,
    /// How long without a wrong code from an address before one of its
    /// wrong codes is forgotten.
    pub forgive: Duration,
    /// The guest's first wait before it connects again; it doubles with
    /// each failed try, up to [`Timing::max_wait`].
    pub backoff: Duration,
    /// The longest wait of either kind.
    pub max_wait: Duration,
    /// How many times in a row the guest tries before it gives up.
    pub attempts: u32,
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            tick: Duration::from_millis(100),
            ping: Duration::from_secs(1),
            silence: Duration::from_secs(5),
            patience: Duration::from_secs(5),
            penalty: Duration::from_millis(500),
            forgive: Duration::from_secs(30),
            backoff: Duration::from_millis(250),
            max_wait: Duration::from_secs(8),
            // About an hour of trying at the longest wait.
            attempts: 450,
        }
    }
}

impl Timing {
    /// The wait after `count` failures, doubling from `first`.
    pub fn doubling(&self, first: Duration, count: u32) -> Duration {
        if count == 0 {
            return Duration::ZERO;
        }
        first.saturating_mul(1 << (count - 1).min(16)).min(self.max_wait)
    }
}

/// Waits `total`, looking at `stop` every few milliseconds.
pub(crate) fn pause(total: Duration, stop: &AtomicBool) {
    let started = Instant::now();
    while !stop.load(Ordering::Relaxed) && started.elapsed() < total {
        std::thread::sleep(Duration::from_millis(10).min(total));
    }
}

/// Reads the connection until it fails, falls silent or `stop` is set;
/// returns why it ended. Every message but a ping becomes an event.
pub(crate) fn pump(
    mut inbox: Inbox,
    outbox: &SharedOutbox,
    events: &Sender<Event>,
    timing: &Timing,
    stop: &AtomicBool,
) -> NetError {
    let (mut heard, mut spoke) = (Instant::now(), Instant::now());
    while !stop.load(Ordering::Relaxed) {
        match inbox.receive() {
            Ok(Some(message)) => {
                heard = Instant::now();
                if message != Message::Ping && events.send(Event::Received(message)).is_err() {
                    return NetError::Closed;
                }
            }
            Ok(None) if heard.elapsed() > timing.silence => return NetError::Silent,
            Ok(None) => {}
            Err(e) => return e,
        }
        if spoke.elapsed() > timing.ping {
            spoke = Instant::now();
            if let Err(e) = send_shared(outbox, &Message::Ping) {
                return e;
            }
        }
    }
    NetError::Closed
}
