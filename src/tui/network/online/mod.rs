//! Online play's connection to a server, for the lobby and its games: a
//! tiny interface (send a [`ClientMessage`]; the server's messages and the
//! connection's ups and downs come back as [`ConnEvent`]s on the loop's
//! channel). The transport is chosen when the game is built: the
//! terminal's is `tls.rs` (tokio and TLS, the only module that knows
//! them), a page's in the browser is `socket.rs` (the browser's
//! WebSocket); both stand behind the same interface.
//!
//! What the lobby keeps between runs (the last server, the session tokens)
//! is in `remembered/` (the data directory, or the browser's storage);
//! `game.rs` makes a server's game a network game whose host is the
//! server, so the board, clocks, offers and takebacks are the network
//! game's own code.

#[cfg(not(target_arch = "wasm32"))]
mod addresses;
#[cfg(any(test, target_arch = "wasm32"))]
mod attempts;
pub(crate) mod game;
mod remembered;
#[cfg(target_arch = "wasm32")]
mod socket;
#[cfg(not(target_arch = "wasm32"))]
mod tls;

#[cfg(target_arch = "wasm32")]
use socket as transport;
#[cfg(not(target_arch = "wasm32"))]
use tls as transport;

use obereg_protocol::{ClientMessage, ServerMessage};

pub use remembered::Keeping;
#[cfg(target_arch = "wasm32")]
pub use socket::page_server;

/// The longest wait before connecting again, in seconds.
const LONGEST_WAIT: u64 = 30;

/// What hears the connection's events: false when nobody listens any more.
type Listener = dyn Fn(ConnEvent) -> bool + Send + Sync;

/// The address of the WebSocket of `server` (`HOST:PORT`): `ws://` when
/// the page itself came over plain `http:`, else `wss://`.
#[cfg(any(test, target_arch = "wasm32"))]
pub fn address(server: &str, page_protocol: &str) -> String {
    let scheme = if page_protocol == "http:" { "ws" } else { "wss" };
    format!("{scheme}://{server}/ws")
}

/// What the connection reports to the loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnEvent {
    /// The first connection to this server: its certificate's fingerprint,
    /// waiting for the player's yes or no ([`Connection::trust`]).
    TrustAsked(String),
    /// Connected (again) and greeted: log in now.
    Open,
    /// The server, pinned before with a certificate of its own, now
    /// presents one from a public authority for its name: accepted.
    NowPublic,
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
        /// The file of the pinned certificates, where its line can be removed.
        file: String,
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
    /// The answer to [`ConnEvent::TrustAsked`].
    Trust(
        #[cfg_attr(
            target_arch = "wasm32",
            expect(dead_code, reason = "a page's WebSocket leaves certificates to the browser")
        )]
        bool,
    ),
}

/// The handle of a connection running off the loop's thread; dropping
/// every handle ends it.
#[derive(Clone, Debug)]
pub struct Connection {
    requests: transport::Requests,
}

impl Connection {
    /// Connects to `server` (`HOST:PORT`): from a terminal in a thread of
    /// its own, its fingerprints pinned where `keeping` keeps things; from
    /// a page by the browser's WebSocket. What happens is told to `tell`,
    /// which says false when nobody listens any more.
    pub fn open(
        server: String,
        keeping: &Keeping,
        tell: impl Fn(ConnEvent) -> bool + Send + Sync + 'static,
    ) -> Connection {
        Connection { requests: transport::start(server, keeping, Box::new(tell)) }
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

#[cfg(test)]
mod tests {
    use super::address;

    #[test]
    fn a_page_over_http_connects_without_tls_and_one_over_https_with_it() {
        assert_eq!(address("127.0.0.1:8443", "http:"), "ws://127.0.0.1:8443/ws");
        assert_eq!(address("obereg.example:443", "https:"), "wss://obereg.example:443/ws");
    }
}
