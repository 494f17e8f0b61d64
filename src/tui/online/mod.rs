//! Online play's connection to a server, for the lobby and its games: a
//! tiny interface (send a [`ClientMessage`]; the server's messages and the
//! connection's ups and downs come back as [`ConnEvent`]s on the loop's
//! channel). Everything tokio and TLS is in `tls.rs`, so another transport
//! (a browser's WebSocket) can stand behind the same interface.

pub(crate) mod game;
mod tls;

use std::path::PathBuf;

use obereg_server::protocol::{ClientMessage, ServerMessage};

/// What the connection reports to the loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnEvent {
    /// The first connection to this server: its certificate's fingerprint,
    /// waiting for the player's yes or no ([`Connection::trust`]).
    Asks(String),
    /// Connected (again) and greeted: log in now.
    Open,
    /// A message from the server.
    Received(ServerMessage),
    /// The connection was lost; it tries again by itself in this many seconds.
    Lost(u64),
    /// The connection ended for good.
    Failed(Failure),
}

/// Why the connection ended for good, as the player is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The server's certificate is not the one pinned.
    Changed {
        /// The fingerprint pinned.
        known: String,
        /// The fingerprint offered now.
        offered: String,
    },
    /// Not an address `HOST:PORT`.
    Address,
    /// Nobody answers there, or the TLS handshake failed: what happened.
    Unreachable(String),
    /// The server speaks another protocol.
    Version,
    /// The player did not trust the server's certificate.
    NotTrusted,
    /// The fingerprint could not be kept in the data directory.
    Keep(String),
}

/// What the loop asks of the connection.
#[derive(Debug)]
enum Request {
    /// Send this to the server.
    Send(ClientMessage),
    /// The answer to [`ConnEvent::Asks`].
    Trust(bool),
}

/// The handle of a connection running off the loop's thread; dropping
/// every handle ends it.
#[derive(Clone, Debug)]
pub struct Connection {
    requests: tls::Requests,
}

impl Connection {
    /// Connects to `server` (`HOST:PORT`) in a thread of its own, its
    /// fingerprints and token kept in the data directory `dir`; what happens
    /// is told to `tell`, which says false when nobody listens any more.
    pub fn open(
        server: String,
        dir: PathBuf,
        tell: impl Fn(ConnEvent) -> bool + Send + Sync + 'static,
    ) -> Connection {
        Connection { requests: tls::start(server, dir, Box::new(tell)) }
    }

    /// Sends `message` (never blocks; lost while the connection is down).
    pub fn send(&self, message: ClientMessage) {
        self.requests.ask(Request::Send(message));
    }

    /// Answers the fingerprint question: `yes` pins it and goes on.
    pub fn trust(&self, yes: bool) {
        self.requests.ask(Request::Trust(yes));
    }
}
