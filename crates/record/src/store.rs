//! The data directory: the game in progress (`current.otg`, rewritten after
//! every move), finished games (`history/`), games saved by the player or set
//! aside for a new one (`saved/`), and damaged files moved out of the way
//! (`damaged-….otg`), never overwritten or deleted.
//!
//! Every write goes to a new file in the same directory, is flushed to disk,
//! then renamed over the old one, so a killed process or a power cut leaves
//! either the old record or the new one, never half of one.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::any::AnyRecord;
use crate::date::Stamp;
use crate::error::RecordError;
use crate::otg::GameRecord;

/// The file of the game in progress.
const CURRENT: &str = "current.otg";

/// A file operation that failed.
#[derive(Debug, Error)]
pub enum StoreError {
    /// Neither `$XDG_DATA_HOME` nor the platform names a data directory.
    #[error("no data directory: set XDG_DATA_HOME")]
    NoDataDir,
    /// Reading, writing or moving a file failed.
    #[error("can't {action} {}", path.display())]
    Io {
        /// What was being done.
        action: &'static str,
        /// The file.
        path: PathBuf,
        /// Why it failed.
        #[source]
        source: io::Error,
    },
}

/// What the data directory holds from an earlier run.
#[derive(Debug)]
pub enum Unfinished {
    /// No game in progress.
    None,
    /// A game in progress on either board, to resume or set aside.
    Game(AnyRecord),
    /// The file of the game in progress could not be read; it was moved,
    /// untouched, to `kept_as`.
    Damaged {
        /// Where the damaged file is now.
        kept_as: PathBuf,
        /// What is wrong with it.
        error: RecordError,
    },
}

/// What an autosave did.
#[derive(Debug, PartialEq, Eq)]
pub enum Autosaved {
    /// The game in progress was written.
    InProgress,
    /// The game is over and was filed into the history under this name.
    Finished(PathBuf),
}

/// The data directory of obereg.
#[derive(Debug)]
pub struct Store {
    dir: PathBuf,
    /// Whether `current.otg` belongs to the game of this run yet.
    claimed: bool,
    /// The text of the game filed last and where, so that saving a finished
    /// game again does not file it twice.
    filed: Option<(String, PathBuf)>,
}

impl Store {
    /// The store in `dir` (created when first written).
    pub fn new(dir: impl Into<PathBuf>) -> Store {
        Store { dir: dir.into(), claimed: false, filed: None }
    }

    /// The store in `$XDG_DATA_HOME/obereg/`, else in the platform's data
    /// directory (`~/.local/share`, `~/Library/Application Support`,
    /// `%APPDATA%`).
    ///
    /// # Errors
    /// [`StoreError::NoDataDir`] when neither is known.
    pub fn open_default() -> Result<Store, StoreError> {
        let xdg = std::env::var_os("XDG_DATA_HOME").map(PathBuf::from).filter(|dir| dir.is_absolute());
        let base = xdg.or_else(dirs::data_dir).ok_or(StoreError::NoDataDir)?;
        Ok(Store::new(base.join("obereg")))
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of the game in progress.
    pub fn current_path(&self) -> PathBuf {
        self.dir.join(CURRENT)
    }

    /// Looks for a game left unfinished by an earlier run. A damaged file is
    /// moved aside, untouched; a finished game found there is filed into the
    /// history.
    ///
    /// # Errors
    /// When the file can't be read or moved.
    pub fn unfinished(&self) -> Result<Unfinished, StoreError> {
        let path = self.current_path();
        let bytes = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Unfinished::None),
            Err(source) => return Err(StoreError::Io { action: "read", path, source }),
        };
        match AnyRecord::from_bytes(&bytes) {
            Err(error) => {
                let kept_as = move_to(&path, &self.dir, "damaged-")?;
                Ok(Unfinished::Damaged { kept_as, error })
            }
            Ok(record) if record.is_over() => {
                move_to(&path, &self.dir.join("history"), "")?;
                Ok(Unfinished::None)
            }
            Ok(record) => Ok(Unfinished::Game(record)),
        }
    }

    /// Writes the game after a move (or an undo); a finished game is then
    /// filed into the history. The first autosave of a run keeps what
    /// `current.otg` held before unless it is this game's own past: a
    /// damaged file is moved aside, another game is set aside in `saved/`.
    ///
    /// # Errors
    /// When a file can't be written or moved.
    pub fn autosave<const N: usize>(&mut self, record: &GameRecord<N>) -> Result<Autosaved, StoreError> {
        let text = record.to_otg();
        if let Some((filed_text, filed)) = &self.filed
            && *filed_text == text
        {
            // Back at the end after undo and redo: the game is filed, and
            // the copy written after undo must not be offered as unfinished.
            remove(&self.current_path())?;
            return Ok(Autosaved::Finished(filed.clone()));
        }
        if !self.claimed {
            self.claim(record)?;
        }
        let path = self.current_path();
        write_atomic(&path, &text)?;
        if record.game().outcome().is_none() {
            return Ok(Autosaved::InProgress);
        }
        let filed = move_to(&path, &self.dir.join("history"), "")?;
        self.filed = Some((text, filed.clone()));
        Ok(Autosaved::Finished(filed))
    }

    /// Writes the game as [`Store::autosave`] does, in place of the game
    /// filed into the history last in this run: the same game, decided
    /// otherwise since (a network game whose host had another result). That
    /// file leaves the history, so the game is filed once, as it is now.
    ///
    /// # Errors
    /// When a file can't be written, moved or removed.
    pub fn refile<const N: usize>(&mut self, record: &GameRecord<N>) -> Result<Autosaved, StoreError> {
        if let Some((_, filed)) = self.filed.take() {
            remove(&filed)?;
        }
        self.autosave(record)
    }

    /// Sets the game in progress aside in `saved/` (for a new game); returns
    /// where it went, `None` when there was none.
    ///
    /// # Errors
    /// When the file can't be moved.
    pub fn set_aside(&mut self) -> Result<Option<PathBuf>, StoreError> {
        self.claimed = true;
        let path = self.current_path();
        if !path.exists() {
            return Ok(None);
        }
        move_to(&path, &self.dir.join("saved"), "").map(Some)
    }

    /// Writes the game as a new file in `saved/`; returns its path.
    ///
    /// # Errors
    /// When the file can't be written.
    pub fn save<const N: usize>(&self, record: &GameRecord<N>) -> Result<PathBuf, StoreError> {
        save_in(&self.dir.join("saved"), record)
    }

    /// The finished games, oldest first.
    ///
    /// # Errors
    /// When the history can't be listed.
    pub fn history(&self) -> Result<Vec<PathBuf>, StoreError> {
        let dir = self.dir.join("history");
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(source) => return Err(StoreError::Io { action: "list", path: dir, source }),
        };
        let mut games: Vec<PathBuf> = entries
            .filter_map(|entry| Some(entry.ok()?.path()))
            .filter(|path| path.extension().is_some_and(|ext| ext == "otg"))
            .collect();
        games.sort();
        Ok(games)
    }

    /// Makes `current.otg` this run's: an earlier game this one does not
    /// continue is set aside, a damaged file moved aside, a finished game
    /// filed into the history.
    fn claim<const N: usize>(&mut self, record: &GameRecord<N>) -> Result<(), StoreError> {
        // A file that can't be read is not judged, so it is not replaced
        // either: the error stops the autosave.
        if let Unfinished::Game(old) = self.unfinished()?
            && !old.continued_by(record)
        {
            move_to(&self.current_path(), &self.dir.join("saved"), "")?;
        }
        self.claimed = true;
        Ok(())
    }
}

/// Writes the game as a new file in `dir`, named after the time, whatever
/// the data directory holds; returns its path.
///
/// # Errors
/// When the file can't be written.
pub fn save_in<const N: usize>(dir: &Path, record: &GameRecord<N>) -> Result<PathBuf, StoreError> {
    let path = free_name(dir, "");
    write_atomic(&path, &record.to_otg())?;
    Ok(path)
}

/// Writes `text` to `path` through a new file renamed over the old one,
/// flushed to disk before and after the rename.
///
/// # Errors
/// When the directory or the file can't be written.
pub fn write_atomic(path: &Path, text: &str) -> Result<(), StoreError> {
    let io_error = |action| move |source| StoreError::Io { action, path: path.to_path_buf(), source };
    let dir = path.parent().unwrap_or(Path::new("."));
    crate::private::make_private(dir).map_err(io_error("create the directory of"))?;
    let name = path.file_name().map_or("record".into(), |name| name.to_string_lossy());
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = File::create(&temp).and_then(|mut file| {
        file.write_all(text.as_bytes())?;
        file.sync_all()
    });
    if let Err(source) = written.and_then(|()| fs::rename(&temp, path)) {
        let _ = fs::remove_file(&temp);
        return Err(io_error("write")(source));
    }
    sync_dir(dir);
    Ok(())
}

/// Moves `from` into `dir` under a dated name starting with `prefix`;
/// returns the new path.
fn move_to(from: &Path, dir: &Path, prefix: &str) -> Result<PathBuf, StoreError> {
    let io_error = |source| StoreError::Io { action: "move", path: from.to_path_buf(), source };
    crate::private::make_private(dir).map_err(io_error)?;
    let to = free_name(dir, prefix);
    fs::rename(from, &to).map_err(io_error)?;
    sync_dir(dir);
    if let Some(parent) = from.parent() {
        sync_dir(parent);
    }
    Ok(to)
}

/// Removes the file at `path`, if there is one.
fn remove(path: &Path) -> Result<(), StoreError> {
    match fs::remove_file(path) {
        Err(error) if error.kind() != io::ErrorKind::NotFound => {
            Err(StoreError::Io { action: "remove", path: path.to_path_buf(), source: error })
        }
        _ => Ok(()),
    }
}

/// `dir/<prefix><date>_<time>.otg`, with `-2`, `-3`… when taken.
fn free_name(dir: &Path, prefix: &str) -> PathBuf {
    let base = format!("{prefix}{}", Stamp::now().file_name());
    let mut path = dir.join(format!("{base}.otg"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{base}-{n}.otg"));
        n += 1;
    }
    path
}

/// Flushes a directory's entries (the rename) to disk where the platform
/// allows; a failure leaves only the rename's durability to the system.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}
