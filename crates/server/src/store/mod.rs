//! The server's database: SQLite in WAL mode, or PostgreSQL, its schema
//! made by the migrations in `crates/server/migrations/` (SQLite's) and
//! `crates/server/migrations/postgres/` (the same for PostgreSQL), applied
//! at start and counted in `PRAGMA user_version` or in the one row of
//! `schema_version`. Every call is synchronous; [`Db`] runs them off the
//! async threads.

mod accounts;
mod archive;
mod backup;
mod bots;
mod conn;
mod copy;
mod games;
mod location;
mod nodes;
mod ratings;
mod sessions;
mod takeback;
#[cfg(test)]
pub(crate) mod testing;
#[cfg(test)]
mod tests;
mod tournaments;
mod value;
mod writer;

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use rusqlite::Connection;

use crate::metrics::StoreMetrics;
use conn::{Conn, Postgres};
use value::args;

pub use accounts::Account;
pub use backup::{BackedUp, BackupError, backup};
pub use copy::{Copied, CopyError, copy_store};
pub use games::{FinishedGame, NewGame, StoredGame};
pub use location::Location;
pub use nodes::{Owner, TOURNAMENTS};
pub use obereg_protocol::name_key;
pub use ratings::{Rerated, Standing, rounded};
pub use sessions::{Lifetime, Retired};
pub use tournaments::{KeptTournament, NewEntrant, PairedGame, TournamentGame};
pub use value::{FromValue, Param, Row, Value};

/// The database file in the data directory.
pub const DATABASE_FILE: &str = "server.sqlite";

/// The migrations, in order; the n-th brings the schema to version n.
const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/001_start.sql"),
    include_str!("../../migrations/002_ratings.sql"),
    include_str!("../../migrations/003_bots.sql"),
    include_str!("../../migrations/004_die.sql"),
    include_str!("../../migrations/005_turn.sql"),
    include_str!("../../migrations/006_sessions.sql"),
    include_str!("../../migrations/007_tournaments.sql"),
    include_str!("../../migrations/008_nodes.sql"),
    include_str!("../../migrations/009_roles.sql"),
];

/// The same migrations for PostgreSQL: those whose SQL both read are
/// shared (their INTEGER is PostgreSQL's 32 bits: ratings' counts, levels'
/// ratings); the others keep times and numbers in 64 bits.
const POSTGRES_MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/postgres/001_start.sql"),
    include_str!("../../migrations/002_ratings.sql"),
    include_str!("../../migrations/003_bots.sql"),
    include_str!("../../migrations/postgres/004_die.sql"),
    include_str!("../../migrations/postgres/005_turn.sql"),
    include_str!("../../migrations/postgres/006_sessions.sql"),
    include_str!("../../migrations/007_tournaments.sql"),
    include_str!("../../migrations/008_nodes.sql"),
    include_str!("../../migrations/009_roles.sql"),
];

/// Why the database failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite said so.
    #[error("the database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// PostgreSQL said so.
    #[error("the database: {0}")]
    Postgres(#[from] postgres::Error),
    /// A row had no such column, or not of the type read.
    #[error("the database gave no value of the type wanted in column {0}")]
    Column(usize),
    /// A query that must give a row gave none.
    #[error("the database gave no row")]
    NoRow,
    /// The database is of a newer schema than this server knows.
    #[error("the database has schema version {0}, newer than this server's {len}", len = MIGRATIONS.len())]
    TooNew(i64),
    /// The name is taken, whatever its case.
    #[error("the name is taken")]
    NameTaken,
    /// The database's file could not be made.
    #[error("the database's file: {0}")]
    File(std::io::Error),
    /// Another node owns the game (with `--bus`).
    #[error("another node owns the game")]
    NotOwner,
    /// The blocking task that ran the call failed.
    #[error("the database task failed")]
    Task,
}

impl StoreError {
    /// Whether the database refused a row that breaks a constraint (a
    /// unique one, say).
    pub fn is_constraint(&self) -> bool {
        match self {
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(error, _)) => {
                error.code == rusqlite::ErrorCode::ConstraintViolation
            }
            StoreError::Postgres(error) => error.code().is_some_and(|code| code.code().starts_with("23")),
            _ => false,
        }
    }
}

/// An open database.
pub struct Store {
    conn: Conn,
}

impl Store {
    /// Opens (or makes) the database in `dir` and brings its schema up to date.
    ///
    /// # Errors
    /// When the database fails or the schema is newer than this server's.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        Store::open_file(&dir.join(DATABASE_FILE))
    }

    /// Opens (or makes) the SQLite database `path` and brings its schema up
    /// to date.
    fn open_file(path: &Path) -> Result<Store, StoreError> {
        make_private_file(path)?;
        let conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        // A move acknowledged must survive a power cut, not only a crash.
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        let mut store = Store { conn: Conn::Sqlite(conn) };
        store.migrate()?;
        Ok(store)
    }

    /// Opens the store at `location` (a SQLite file is made when missing)
    /// and brings its schema up to date.
    ///
    /// # Errors
    /// When the database fails or its schema is newer than this server's.
    pub fn connect(location: &Location) -> Result<Store, StoreError> {
        match location {
            Location::Sqlite(path) => Store::open_file(path),
            Location::Postgres(url) => {
                let mut store = Store { conn: Conn::Postgres(Box::new(Postgres::connect(url)?)) };
                store.migrate()?;
                Ok(store)
            }
        }
    }

    /// The schema's version (the number of migrations applied).
    ///
    /// # Errors
    /// When the database fails.
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        match &self.conn {
            Conn::Sqlite(conn) => Ok(conn.pragma_query_value(None, "user_version", |row| row.get(0))?),
            Conn::Postgres(_) => {
                self.conn.batch(
                    "CREATE TABLE IF NOT EXISTS schema_version \
                     (one BIGINT PRIMARY KEY CHECK (one = 1), version BIGINT NOT NULL); \
                     INSERT INTO schema_version VALUES (1, 0) ON CONFLICT DO NOTHING",
                )?;
                self.conn.query_one("SELECT version FROM schema_version", &[])?.get(0)
            }
        }
    }

    /// Applies the migrations not applied yet, each in its transaction.
    fn migrate(&mut self) -> Result<(), StoreError> {
        let version = self.schema_version()?;
        let applied = usize::try_from(version).map_err(|_| StoreError::TooNew(version))?;
        let migrations = match self.conn {
            Conn::Sqlite(_) => MIGRATIONS,
            Conn::Postgres(_) => POSTGRES_MIGRATIONS,
        };
        if applied > migrations.len() {
            return Err(StoreError::TooNew(version));
        }
        for (index, sql) in migrations.iter().enumerate().skip(applied) {
            self.conn.atomic(|| {
                self.conn.batch(sql)?;
                match self.conn {
                    Conn::Sqlite(_) => self.conn.batch(&format!("PRAGMA user_version = {}", index + 1)),
                    Conn::Postgres(_) => {
                        self.conn.execute("UPDATE schema_version SET version = ?1", args![index + 1])?;
                        Ok(())
                    }
                }
            })?;
        }
        Ok(())
    }
}

/// Makes the database's file, empty and readable by its owner only, when it
/// is missing: SQLite gives its journals (`-wal`, `-shm`) the database's mode.
fn make_private_file(path: &Path) -> Result<(), StoreError> {
    match new_private_file(path) {
        Err(error) if error.kind() != std::io::ErrorKind::AlreadyExists => Err(StoreError::File(error)),
        _ => Ok(()),
    }
}

/// Makes `path`, a new empty file readable by its owner only; an existing
/// one is left alone (`AlreadyExists`).
pub(super) fn new_private_file(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path).map(drop)
}

/// The database shared by the server's tasks; each call runs on a blocking
/// thread, so no async thread waits on the disk, and the writes of the
/// games go through one writer thread that keeps many in one transaction.
#[derive(Clone)]
pub struct Db {
    store: Arc<Mutex<Store>>,
    writer: std::sync::mpsc::Sender<writer::Job>,
    commits: Arc<AtomicU64>,
    metrics: StoreMetrics,
}

impl Db {
    /// Shares `store`, and starts its writer thread.
    ///
    /// # Errors
    /// When the thread cannot start.
    pub fn new(store: Store) -> std::io::Result<Db> {
        let store = Arc::new(Mutex::new(store));
        let commits = Arc::new(AtomicU64::new(0));
        let metrics = StoreMetrics::default();
        let writer = writer::start(Arc::clone(&store), Arc::clone(&commits), metrics.clone())?;
        Ok(Db { store, writer, commits, metrics })
    }

    /// Runs `work` on the store on a blocking thread and waits for it.
    ///
    /// # Errors
    /// What `work` returns, or [`StoreError::Task`] when the thread failed.
    pub async fn call<T, F>(&self, work: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
    {
        let store = Arc::clone(&self.store);
        tokio::task::spawn_blocking(move || {
            let mut store = store.lock().map_err(|_| StoreError::Task)?;
            work(&mut store)
        })
        .await
        .map_err(|_| StoreError::Task)?
    }

    /// Queues the write `work` now, behind the writes queued before it,
    /// and returns its answer, which comes once the transaction that keeps
    /// it (with the writes queued beside it) is committed. `work` must
    /// leave the database as it found it when it fails (one statement, or
    /// a savepoint).
    pub fn write<T, F>(&self, work: F) -> impl Future<Output = Result<T, StoreError>> + Send + 'static
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
    {
        let (tell, answer) = tokio::sync::oneshot::channel();
        let job: writer::Job = Box::new(move |store: &mut Store| {
            let done = work(store);
            Box::new(move |committed: bool| {
                let _ = tell.send(if committed { done } else { Err(StoreError::Task) });
            })
        });
        self.metrics.queue.inc();
        let queued = self.writer.send(job);
        if queued.is_err() {
            self.metrics.queue.dec();
        }
        async move {
            queued.map_err(|_| StoreError::Task)?;
            answer.await.map_err(|_| StoreError::Task)?
        }
    }

    /// Runs `sql` on the store at once (a test's trigger, say).
    #[cfg(test)]
    pub(crate) fn run(&self, sql: &str) -> Result<(), StoreError> {
        self.hold().conn.batch(sql)
    }

    /// Holds the store, so the writer waits until the guard is dropped.
    #[cfg(test)]
    pub(crate) fn hold(&self) -> std::sync::MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The writer's queue and the time of its transactions.
    pub fn metrics(&self) -> &StoreMetrics {
        &self.metrics
    }

    /// How many transactions the writer has committed (or tried to).
    pub fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }
}
