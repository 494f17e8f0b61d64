//! Several `obereg server` processes on one PostgreSQL and one NATS, as an
//! operator runs them: a node killed with SIGKILL in the middle of a game,
//! a node frozen past its lease, and a fault run that kills, freezes and
//! starts again nodes, NATS and PostgreSQL at random.
//! Without PostgreSQL or `nats-server` these tests are skipped, saying
//! why; but not in CI (`CI` set), where they fail.

use obereg_server::store::{Location, NewGame, Store};

use nats::Nats;
use node::Node;

mod faults;
mod killed;
#[path = "../../crates/server/tests/nats.rs"]
mod nats;
mod node;
mod player;
/// PostgreSQL servers of the tests' own, as the store's tests start them.
#[path = "../../crates/server/src/store/testing.rs"]
#[allow(dead_code, unused_macros, unused_imports, reason = "the nodes' tests use its PostgreSQL only")]
mod store_testing;

/// Nodes on a PostgreSQL server and a NATS server of their own, with a
/// folder for their data and their players'.
struct Cluster {
    pg: store_testing::TestDatabase,
    nats: Nats,
    dir: tempfile::TempDir,
    nodes: Vec<Node>,
    /// The nodes' addresses, in order, as the players are given them.
    addresses: Vec<String>,
}

impl Cluster {
    /// Starts the nodes `names`; none (said why) without PostgreSQL or NATS.
    fn start(names: &[&str]) -> Option<Cluster> {
        let pg = store_testing::postgres_of_its_own()?;
        let nats = Nats::start()?;
        let dir = tempfile::tempdir().unwrap();
        let store = store_url(&pg.location);
        let nodes: Vec<Node> =
            names.iter().map(|name| Node::start(name, dir.path().join(name), &store, &nats.url)).collect();
        let addresses = nodes.iter().map(|node| node.address.clone()).collect();
        Some(Cluster { pg, nats, dir, nodes, addresses })
    }
}

/// The database's address as a node's `--store` takes it.
fn store_url(location: &Location) -> String {
    match location {
        Location::Postgres(url) => url.clone(),
        Location::Sqlite(path) => format!("sqlite:{}", path.display()),
    }
}

/// The moves of the finished `game` in the archive, with its winner.
///
/// # Panics
/// When it is not there.
fn archived(location: &Location, game: u64) -> (Vec<String>, Option<String>) {
    let store = Store::connect(location).unwrap();
    let finished = store.finished_game(i64::try_from(game).unwrap()).unwrap();
    let finished = finished.unwrap_or_else(|| panic!("game {game} is not in the archive"));
    (finished.stored.moves, finished.winner)
}

/// A runtime for the players.
fn players() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap()
}
