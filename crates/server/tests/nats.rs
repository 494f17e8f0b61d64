//! A NATS server of the tests' own on 127.0.0.1 (the Debian package
//! `nats-server`), which a test may stop and start again on its port.
//! Without it the tests that need it are skipped, saying why; but not in
//! CI (`CI` set), where they fail.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// Where the Debian package puts the NATS server.
const NATS_SERVER: &str = "/usr/sbin/nats-server";

/// A NATS server on 127.0.0.1, killed when dropped.
pub struct Nats {
    child: Option<Child>,
    port: u16,
    /// Its address, `nats://127.0.0.1:PORT`.
    pub url: String,
}

impl Nats {
    /// Starts one at a free port and waits until it takes connections;
    /// none (said why) without `nats-server` here.
    ///
    /// # Panics
    /// Without it in CI, or when it does not start.
    pub fn start() -> Option<Nats> {
        if !Path::new(NATS_SERVER).is_file() {
            let why = format!("no {NATS_SERVER} here (the Debian package nats-server)");
            assert!(std::env::var_os("CI").is_none(), "{why}: CI must have it");
            eprintln!("skipped: {why}");
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let mut nats = Nats { child: None, port, url: format!("nats://127.0.0.1:{port}") };
        nats.start_again();
        Some(nats)
    }

    /// Whether it runs.
    pub fn is_up(&self) -> bool {
        self.child.is_some()
    }

    /// Kills it (SIGKILL), as a crash would.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Starts it again on its port, unless it runs, and waits until it
    /// takes connections.
    ///
    /// # Panics
    /// When it does not start.
    pub fn start_again(&mut self) {
        if self.child.is_some() {
            return;
        }
        let child = Command::new(NATS_SERVER)
            .args(["-a", "127.0.0.1", "-p", &self.port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        self.child = Some(child);
        // A bounded wait far above its start's time, not a measure of it.
        for _ in 0..1200 {
            if std::net::TcpStream::connect(("127.0.0.1", self.port)).is_ok() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("nats-server did not listen on {}", self.port);
    }
}

impl Drop for Nats {
    fn drop(&mut self) {
        self.kill();
    }
}
