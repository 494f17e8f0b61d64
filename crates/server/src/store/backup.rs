//! An online backup: the server's database copied with SQLite's backup API
//! while the server runs, as one consistent snapshot (a read transaction on
//! the write-ahead log, so the server goes on keeping moves meanwhile).

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use super::DATABASE_FILE;

/// How many times a copy waits for a lock before it gives up.
const TRIES: u32 = 100;
/// How long it waits each time.
const PAUSE: Duration = Duration::from_millis(100);

/// Why a backup was not written.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// The data directory holds no server database.
    #[error("no server database in {0}")]
    NoDatabase(PathBuf),
    /// The backup's file exists: a backup never overwrites one.
    #[error("{0} exists already")]
    Exists(PathBuf),
    /// The backup's file could not be made.
    #[error("{path}: {source}")]
    File {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// SQLite failed, or the database stayed locked.
    #[error("the database: {0}")]
    Sqlite(#[from] rusqlite::Error),
}

/// What a backup holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BackedUp {
    /// Accounts.
    pub accounts: u64,
    /// Games, finished or not.
    pub games: u64,
    /// Moves of all the games.
    pub moves: u64,
}

/// Copies the database of the data directory `data_dir` into `out`, a new
/// file only its owner can read (it holds password hashes). A file left
/// half-written by a failure is removed.
///
/// # Errors
/// [`BackupError`] says what failed.
pub fn backup(data_dir: &Path, out: &Path) -> Result<BackedUp, BackupError> {
    let database = data_dir.join(DATABASE_FILE);
    if !database.is_file() {
        return Err(BackupError::NoDatabase(data_dir.to_path_buf()));
    }
    let source = Connection::open_with_flags(&database, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    new_private_file(out)?;
    let copied = copy(&source, out);
    if copied.is_err() {
        let _ = std::fs::remove_file(out);
    }
    copied
}

/// Makes `out`, empty, readable by its owner only; refuses one that exists.
fn new_private_file(out: &Path) -> Result<(), BackupError> {
    super::new_private_file(out).map_err(|source| match source.kind() {
        std::io::ErrorKind::AlreadyExists => BackupError::Exists(out.to_path_buf()),
        _ => BackupError::File { path: out.to_path_buf(), source },
    })
}

/// Copies every page of `source` into `out` in one step, then counts what
/// the copy holds.
fn copy(source: &Connection, out: &Path) -> Result<BackedUp, BackupError> {
    let mut target = Connection::open(out)?;
    {
        let backup = Backup::new(source, &mut target)?;
        let mut tries = 0;
        loop {
            match backup.step(-1)? {
                StepResult::Done => break,
                StepResult::More => {}
                _ if tries < TRIES => {
                    tries += 1;
                    std::thread::sleep(PAUSE);
                }
                _ => return Err(rusqlite::Error::SqliteFailure(busy(), None).into()),
            }
        }
    }
    let count = |table: &str| -> Result<u64, BackupError> {
        let sql = format!("SELECT count(*) FROM {table}");
        Ok(target.query_row(&sql, [], |row| row.get(0))?)
    };
    Ok(BackedUp { accounts: count("accounts")?, games: count("games")?, moves: count("moves")? })
}

/// SQLite's "database is busy".
fn busy() -> rusqlite::ffi::Error {
    rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY)
}
