//! The tests' stores: a SQLite file in a temporary folder, and a database
//! of a PostgreSQL server of the tests' own (`initdb` into a temporary
//! folder, `pg_ctl start` on 127.0.0.1 at a free port, as the `postgres`
//! user when the tests run as root), shared by the tests that run at once
//! and stopped once the last of them is done. Without PostgreSQL its tests
//! are skipped, saying why; but not in CI (`CI` set), where they fail.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, Weak};

use super::{Location, NewGame, Store};

/// Runs the test body `$body`, a closure given a fresh [`Store`], on a
/// SQLite store and then on a PostgreSQL one (when there is PostgreSQL).
macro_rules! on_both_stores {
    ($body:expr) => {{
        let body = $body;
        let (_dir, store) = $crate::store::testing::sqlite();
        body(store);
        if let Some(pg) = $crate::store::testing::postgres() {
            body(pg.store());
        }
    }};
}
pub(crate) use on_both_stores;

/// An unrated game of alice against bob, without a clock or a die.
pub(crate) fn unrated_game() -> NewGame {
    NewGame {
        board: 9,
        rated: false,
        clock: "{}".into(),
        names: ["alice".into(), "bob".into()],
        accounts: [None, None],
        left_ms: [300_000, 300_000],
        die_seed: None,
    }
}

/// A new SQLite store in a temporary folder, kept as long as the folder.
pub(crate) fn sqlite() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    (dir, store)
}

/// A database of its own on the tests' PostgreSQL server.
pub(crate) struct TestDatabase {
    /// Where it is.
    pub(crate) location: Location,
    /// The server, kept running while the database is used.
    _server: Arc<Server>,
}

impl TestDatabase {
    /// A store on the database, its schema made.
    pub(crate) fn store(&self) -> Store {
        Store::connect(&self.location).unwrap()
    }

    /// Stops its server at once (closing every connection) and starts it
    /// again: for a database of a server of its own
    /// ([`postgres_of_its_own`]) only.
    pub(crate) fn restart_server(&self) {
        self._server.restart();
    }
}

/// A database on a PostgreSQL server of its own, which the test may stop
/// and start; none (said why) without PostgreSQL on this machine.
///
/// # Panics
/// Without PostgreSQL in CI, or when it fails.
pub(crate) fn postgres_of_its_own() -> Option<TestDatabase> {
    let server = Arc::new(Server::start(&installed()?));
    let location = Location::Postgres(format!("postgres://postgres@127.0.0.1:{}/postgres", server.port));
    Some(TestDatabase { location, _server: server })
}

/// A new empty database on the tests' PostgreSQL server; none (said why)
/// without PostgreSQL on this machine.
///
/// # Panics
/// Without PostgreSQL in CI, or when it fails.
pub(crate) fn postgres() -> Option<TestDatabase> {
    static SHARED: Mutex<Weak<Server>> = Mutex::new(Weak::new());
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let bin = installed()?;
    let server = {
        let mut shared = SHARED.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match shared.upgrade() {
            Some(server) => server,
            None => {
                let server = Arc::new(Server::start(&bin));
                *shared = Arc::downgrade(&server);
                server
            }
        }
    };
    let name = format!("test_{}_{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed));
    let admin = format!("postgres://postgres@127.0.0.1:{}/postgres", server.port);
    let mut client = postgres::Client::connect(&admin, postgres::NoTls).expect("the tests' PostgreSQL");
    client
        .batch_execute(&format!("CREATE DATABASE {name} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C'"))
        .expect("a test's database");
    let location = Location::Postgres(format!("postgres://postgres@127.0.0.1:{}/{name}", server.port));
    Some(TestDatabase { location, _server: server })
}

/// Asks the store at `location` until a node other than `gone` owns
/// `game` (with several nodes): that node's name. A bounded wait, far
/// above the nodes' ticks, not a measure of them.
///
/// # Panics
/// When no other node took the game within a minute.
#[allow(dead_code, reason = "the nodes' tests use it, the store's own do not")]
pub(crate) fn taken_over(location: &Location, game: u64, gone: &str) -> String {
    let mut store = Store::connect(location).unwrap();
    for _ in 0..1200 {
        let owner = store.owner(i64::try_from(game).unwrap()).unwrap().map(|owner| owner.node);
        if let Some(node) = owner.filter(|node| node != gone) {
            return node;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    panic!("no node took game {game} over from {gone}");
}

/// The folder of `initdb` and `pg_ctl`; none (said why) without them.
///
/// # Panics
/// Without them in CI.
fn installed() -> Option<PathBuf> {
    let bin = binaries();
    if bin.is_none() {
        let why = "no PostgreSQL here (initdb and pg_ctl on PATH or in /usr/lib/postgresql/*/bin)";
        assert!(std::env::var_os("CI").is_none(), "{why}: CI must have it");
        eprintln!("skipped on PostgreSQL: {why}");
    }
    bin
}

/// The folder of `initdb` and `pg_ctl`: on PATH, or the newest in
/// `/usr/lib/postgresql/*/bin`.
fn binaries() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let on_path = std::env::split_paths(&path).find(|dir| dir.join("initdb").is_file());
    let mut installed: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|version| version.path().join("bin"))
        .filter(|bin| bin.join("initdb").is_file())
        .collect();
    installed.sort();
    on_path.or_else(|| installed.pop()).filter(|bin| bin.join("pg_ctl").is_file())
}

/// A PostgreSQL server in a temporary folder, stopped when dropped.
struct Server {
    /// Its data and its socket.
    dir: tempfile::TempDir,
    /// `pg_ctl`.
    pg_ctl: PathBuf,
    /// Its port on 127.0.0.1.
    port: u16,
}

impl Server {
    /// Makes and starts one.
    ///
    /// # Panics
    /// When it cannot.
    fn start(bin: &Path) -> Server {
        let dir = tempfile::tempdir().unwrap();
        if is_root() {
            // initdb refuses root: the server is the postgres user's.
            run(Command::new("chown").arg("-R").arg("postgres:").arg(dir.path()));
        }
        let data = dir.path().join("data");
        run(as_postgres(&bin.join("initdb"), dir.path())
            .arg("-D")
            .arg(&data)
            .args(["-A", "trust", "-U", "postgres"]));
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let options =
            format!("-c listen_addresses=127.0.0.1 -p {port} -k {} -c fsync=off", dir.path().display());
        let pg_ctl = bin.join("pg_ctl");
        let log = dir.path().join("log");
        run(as_postgres(&pg_ctl, dir.path())
            .arg("-D")
            .arg(&data)
            .arg("-l")
            .arg(&log)
            .args(["-w", "-o", &options, "start"]));
        Server { dir, pg_ctl, port }
    }
}

impl Server {
    /// Stops it at once and starts it again on its port.
    ///
    /// # Panics
    /// When it does not start again.
    fn restart(&self) {
        let data = self.dir.path().join("data");
        let log = self.dir.path().join("log");
        let mut pg_ctl = as_postgres(&self.pg_ctl, self.dir.path());
        run(pg_ctl.arg("-D").arg(&data).arg("-l").arg(&log).args(["-m", "immediate", "-w", "restart"]));
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let data = self.dir.path().join("data");
        let _ = as_postgres(&self.pg_ctl, self.dir.path())
            .arg("-D")
            .arg(&data)
            .args(["-m", "immediate", "-w", "stop"])
            .output();
    }
}

/// Whether the tests run as root.
fn is_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|out| out.stdout.trim_ascii() == b"0")
}

/// `program`, run in `dir` (which the postgres user can enter, unlike the
/// tests' folder maybe) as the postgres user when the tests run as root.
fn as_postgres(program: &Path, dir: &Path) -> Command {
    let mut command = if is_root() {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--"]).arg(program);
        command
    } else {
        Command::new(program)
    };
    command.current_dir(dir);
    command
}

/// Runs `command`, which must succeed.
///
/// # Panics
/// When it fails.
fn run(command: &mut Command) {
    let out = command.output().unwrap_or_else(|error| panic!("{command:?}: {error}"));
    assert!(out.status.success(), "{command:?}: {}", String::from_utf8_lossy(&out.stderr));
}
