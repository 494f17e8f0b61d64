//! An `obereg server` process as one node of a cluster on 127.0.0.1: its
//! own data directory, the tests' PostgreSQL and NATS, a short lease; killed
//! with SIGKILL and started again on the same port, as an operator's
//! service manager would.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Stdio};

/// How long a test's node owns its games without renewing them, in
/// seconds: another node takes a game over this long after its node died.
pub const LEASE_SECONDS: u64 = 2;

/// One node, running or not.
pub struct Node {
    /// Its name on the bus.
    pub name: String,
    /// Where it listens, `127.0.0.1:PORT` (the port chosen at its first start).
    pub address: String,
    data: PathBuf,
    store: String,
    bus: String,
    child: Option<Child>,
}

impl Node {
    /// Starts the node `name` with its data in `data`, on `store` and `bus`.
    pub fn start(name: &str, data: PathBuf, store: &str, bus: &str) -> Node {
        let mut node = Node {
            name: name.into(),
            address: "127.0.0.1:0".into(),
            data,
            store: store.into(),
            bus: bus.into(),
            child: None,
        };
        node.start_again();
        node
    }

    /// Whether it runs.
    pub fn is_up(&self) -> bool {
        self.child.is_some()
    }

    /// Stops it (SIGSTOP) or lets it go on (SIGCONT), as a machine that
    /// froze and came back: its leases run out meanwhile.
    pub fn freeze(&mut self, frozen: bool) {
        if let Some(child) = &self.child {
            let signal = if frozen { "-STOP" } else { "-CONT" };
            let sent = std::process::Command::new("kill").arg(signal).arg(child.id().to_string()).status();
            assert!(sent.is_ok_and(|status| status.success()), "kill {signal} {}", self.name);
        }
    }

    /// Kills it with SIGKILL: nothing it holds in memory is written.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            child.kill().unwrap();
            child.wait().unwrap();
        }
    }

    /// Starts it again at its address, unless it runs, and waits until it
    /// says it listens.
    ///
    /// # Panics
    /// When it does not start.
    pub fn start_again(&mut self) {
        if self.child.is_some() {
            return;
        }
        let lease = LEASE_SECONDS.to_string();
        let mut child = crate::obereg()
            .args(["--lang", "en", "server", "--listen", &self.address, "--data"])
            .arg(&self.data)
            .args(["--store", &self.store, "--bus", &self.bus, "--node", &self.name, "--lease", &lease])
            .args(["--max-per-address", "1000", "--max-registrations", "1000"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let said = lines.next().and_then(Result::ok).unwrap_or_default();
        let Some(address) = said.strip_prefix("Listening on ") else {
            let _ = child.kill();
            panic!("node {} did not start: {said:?}", self.name);
        };
        self.address = address.to_string();
        // The fingerprint and the data directory follow; nothing after them.
        lines.take(2).for_each(drop);
        self.child = Some(child);
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        self.kill();
    }
}
