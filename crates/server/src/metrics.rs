//! What an operator watches: the server's numbers, in Prometheus's text
//! format (`prometheus-client`: a registry of the server's own, so two
//! servers in one process, as in the tests, count apart), served on an
//! address of their own (`--metrics`, plain HTTP: keep it on loopback or
//! behind the firewall).

use std::sync::Arc;
use std::time::Duration;

use prometheus_client::encoding::prometheus_text;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

/// The `Content-Type` of the answer to `GET /metrics`.
pub const CONTENT_TYPE: &str = prometheus_text::CONTENT_TYPE;

/// A metric's one label and its value.
type Label = [(&'static str, &'static str); 1];

/// The latencies' buckets, in seconds: 0.25 ms to about 8 s, doubling.
fn latency_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.000_25, 2.0, 16))
}

/// The numbers of a store: the writes waiting for the writer, and how long
/// each of its transactions took to commit.
#[derive(Clone, Debug)]
pub struct StoreMetrics {
    /// Writes queued and not yet taken into a transaction.
    pub queue: Gauge,
    /// Seconds from a transaction's start to its commit.
    pub write: Histogram,
}

impl Default for StoreMetrics {
    fn default() -> StoreMetrics {
        StoreMetrics { queue: Gauge::default(), write: latency_buckets() }
    }
}

/// The server's numbers; clones count together.
#[derive(Clone)]
pub struct Metrics {
    registry: Arc<Registry>,
    connections: Family<Label, Gauge>,
    players: Gauge,
    games: Family<Label, Gauge>,
    moves: Counter,
    relay: Histogram,
    login_failures: Counter,
    backoffs: Counter,
    registrations_refused: Counter,
    refused: Family<Label, Counter>,
    bus_dropped: Counter,
    bus_connected: Gauge,
}

/// A connection counted open until dropped.
pub struct Open {
    gauge: Gauge,
}

impl Drop for Open {
    fn drop(&mut self) {
        self.gauge.dec();
    }
}

impl Metrics {
    /// The numbers of a server whose store counts into `store`.
    pub fn new(store: &StoreMetrics) -> Metrics {
        let (connections, games, refused) = (Family::default(), Family::default(), Family::default());
        let (players, moves, relay) = (Gauge::default(), Counter::default(), latency_buckets());
        let (login_failures, backoffs, registrations_refused) =
            (Counter::default(), Counter::default(), Counter::default());
        let (bus_dropped, bus_connected) = (Counter::default(), Gauge::default());
        let mut registry = Registry::with_prefix("obereg");
        registry.register(
            "connections",
            "Connections open, by transport (lines, websocket, page)",
            connections.clone(),
        );
        registry.register(
            "players",
            "Players logged in, each once however many connections",
            players.clone(),
        );
        registry.register("games", "Games in play, by kind (live, correspondence)", games.clone());
        registry.register("moves_relayed", "Moves kept and relayed to the players", moves.clone());
        registry.register(
            "move_relay_seconds",
            "From a move reaching the hub to its relay, once kept on the disk",
            relay.clone(),
        );
        registry.register("store_queue", "Writes waiting for the store's writer", store.queue.clone());
        registry.register(
            "store_write_seconds",
            "The store's transactions, from start to commit",
            store.write.clone(),
        );
        registry.register(
            "login_failures",
            "Logins refused: a wrong name, password or token",
            login_failures.clone(),
        );
        registry.register("login_backoffs", "Logins answered try_later while backing off", backoffs.clone());
        registry.register(
            "registrations_refused",
            "Registrations refused over the limit of an address",
            registrations_refused.clone(),
        );
        registry.register(
            "refused_connections",
            "Connections refused, by reason (address, server, dropped, handshake)",
            refused.clone(),
        );
        registry.register(
            "bus_dropped",
            "Messages from other nodes dropped: malformed, too big or of no kind forwarded",
            bus_dropped.clone(),
        );
        registry.register(
            "bus_connected",
            "With --bus: 1 while this node is connected to NATS, 0 while it tries again",
            bus_connected.clone(),
        );
        Metrics {
            registry: Arc::new(registry),
            connections,
            players,
            games,
            moves,
            relay,
            login_failures,
            backoffs,
            registrations_refused,
            refused,
            bus_dropped,
            bus_connected,
        }
    }

    /// Counts a connection open on `transport` until the guard is dropped.
    pub fn open(&self, transport: &'static str) -> Open {
        let gauge = self.connections.get_or_create(&[("transport", transport)]).clone();
        gauge.inc();
        Open { gauge }
    }

    /// Counts a connection refused for `reason`.
    pub fn refused(&self, reason: &'static str) {
        self.refused.get_or_create(&[("reason", reason)]).inc();
    }

    /// Counts a message from another node dropped.
    pub fn bus_dropped(&self) {
        self.bus_dropped.inc();
    }

    /// Notes whether the node is connected to the bus now.
    pub fn bus_connected(&self, connected: bool) {
        self.bus_connected.set(i64::from(connected));
    }

    /// Sets the players logged in.
    pub fn players(&self, count: usize) {
        self.players.set(i64::try_from(count).unwrap_or(i64::MAX));
    }

    /// Sets the games in play of one kind (`live` or `correspondence`).
    pub fn games(&self, kind: &'static str, count: usize) {
        self.games.get_or_create(&[("kind", kind)]).set(i64::try_from(count).unwrap_or(i64::MAX));
    }

    /// Counts a move relayed `after` it reached the hub.
    pub fn relayed(&self, after: Duration) {
        self.moves.inc();
        self.relay.observe(after.as_secs_f64());
    }

    /// Counts a login refused for `code`: a failure, a back-off or a
    /// registration over the limit.
    pub fn refused_login(&self, code: crate::protocol::ErrorCode) {
        use crate::protocol::ErrorCode;
        match code {
            ErrorCode::LoginFailed => self.login_failures.inc(),
            ErrorCode::TryLater => self.backoffs.inc(),
            ErrorCode::TooManyRegistrations => self.registrations_refused.inc(),
            _ => 0,
        };
    }

    /// The numbers now, in Prometheus's text format.
    pub fn text(&self) -> String {
        let mut text = String::new();
        let _ = prometheus_text::encode(&mut text, &self.registry);
        text
    }
}
