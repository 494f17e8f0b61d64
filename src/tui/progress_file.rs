//! The puzzle progress file in the data directory: read when the puzzles
//! open (a damaged one is moved aside with a message, and progress starts
//! over), written by the game loop after each rated try.

use std::io;
use std::path::Path;

use obereg_record::{Stamp, Store, write_atomic};

use super::storage::{StoreFailure, Stored};
use crate::puzzle::progress::{FILE, Progress};

/// The progress kept in `store`, and what to tell the solver about the
/// file: damaged and moved aside, or not readable.
pub fn load(store: &Store) -> (Progress, Option<Stored>) {
    let path = store.dir().join(FILE);
    let text = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return (Progress::default(), None),
        Err(error) => {
            return (Progress::default(), Some(Stored::ProgressFailed(StoreFailure::of_io(&path, &error))));
        }
    };
    let read = std::str::from_utf8(&text).ok().and_then(|text| Progress::from_text(text).ok());
    match read {
        Some(progress) => (progress, None),
        None => (Progress::default(), Some(move_aside(store.dir(), &path))),
    }
}

/// Moves the damaged file at `path` aside in `dir`, never overwriting one.
fn move_aside(dir: &Path, path: &Path) -> Stored {
    let stamp = Stamp::now().file_name();
    let kept_as = (0..100)
        .map(|n| {
            dir.join(if n == 0 {
                format!("damaged-puzzles-{stamp}.txt")
            } else {
                format!("damaged-puzzles-{stamp}-{n}.txt")
            })
        })
        .find(|candidate| !candidate.exists())
        .unwrap_or_else(|| dir.join(format!("damaged-puzzles-{stamp}-last.txt")));
    match std::fs::rename(path, &kept_as) {
        Ok(()) => Stored::ProgressDamaged(kept_as),
        Err(error) => Stored::ProgressFailed(StoreFailure::of_io(path, &error)),
    }
}

/// Writes `text` as the progress in `store` (`None`: no data directory).
/// Returns what to tell the solver when that failed.
pub fn write(store: Option<&Store>, text: &str) -> Option<Stored> {
    let Some(store) = store else {
        return Some(Stored::ProgressFailed(StoreFailure::from(&obereg_record::StoreError::NoDataDir)));
    };
    let written = std::fs::create_dir_all(store.dir())
        .map_err(|error| StoreFailure::of_io(store.dir(), &error))
        .and_then(|()| {
            write_atomic(&store.dir().join(FILE), text).map_err(|error| StoreFailure::from(&error))
        });
    written.err().map(Stored::ProgressFailed)
}
