//! The learner's progress files in the data directory: the lessons' stars
//! and the puzzle ratings. Each is read when its screen opens (a damaged
//! one is moved aside, untouched, with a message, and progress starts
//! over) and written by the game loop after each change.

use std::io;
use std::path::{Path, PathBuf};

use obereg_record::{Store, StoreError, write_atomic};

use super::notice::LessonNotice;
use super::storage::{StoreFailure, Stored};
use super::trainer::{Loaded, Progress as Stars};
use crate::puzzle::progress::Progress as Ratings;

/// Which progress file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgressFile {
    /// The lessons' stars: a line `lesson stars` for each lesson done.
    Lessons,
    /// The puzzle ratings, the streak and the puzzles tried.
    Puzzles,
}

impl ProgressFile {
    /// The file's name in the data directory.
    pub fn name(self) -> &'static str {
        match self {
            ProgressFile::Lessons => "lessons.txt",
            ProgressFile::Puzzles => crate::puzzle::progress::FILE,
        }
    }

    /// The start of the name a damaged file is kept under.
    fn damaged_stem(self) -> &'static str {
        match self {
            ProgressFile::Lessons => "damaged-lessons",
            ProgressFile::Puzzles => "damaged-puzzles",
        }
    }
}

/// Reads the lessons' stars from `store` (`reset`: removes the file first).
/// A missing file or data directory is no progress yet.
pub fn load_lessons(store: Option<&Store>, reset: bool) -> Loaded {
    let empty = |report| Loaded { progress: Stars::default(), report };
    let Some(store) = store else { return empty(None) };
    let path = store.dir().join(ProgressFile::Lessons.name());
    if reset {
        // A file that is not there is as cleared as one removed.
        let _ = std::fs::remove_file(&path);
        return empty(Some(LessonNotice::ProgressCleared));
    }
    let Ok(text) = std::fs::read_to_string(&path) else { return empty(None) };
    match Stars::parse(&text) {
        Ok(progress) => Loaded { progress, report: None },
        Err(_) => {
            let kept_as = move_aside(store.dir(), ProgressFile::Lessons).unwrap_or(path);
            empty(Some(LessonNotice::ProgressDamaged(kept_as)))
        }
    }
}

/// The puzzle progress kept in `store`, and what to tell the solver about
/// the file: damaged and moved aside, or not readable.
pub fn load_puzzles(store: &Store) -> (Ratings, Option<Stored>) {
    let path = store.dir().join(ProgressFile::Puzzles.name());
    let text = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return (Ratings::default(), None),
        Err(error) => {
            return (Ratings::default(), Some(Stored::ProgressFailed(StoreFailure::of_io(&path, &error))));
        }
    };
    let read = std::str::from_utf8(&text).ok().and_then(|text| Ratings::from_text(text).ok());
    match read {
        Some(progress) => (progress, None),
        None => {
            let report = match move_aside(store.dir(), ProgressFile::Puzzles) {
                Ok(kept_as) => Stored::ProgressDamaged(kept_as),
                Err(error) => Stored::ProgressFailed(StoreFailure::of_io(&path, &error)),
            };
            (Ratings::default(), Some(report))
        }
    }
}

/// Moves the damaged `file` in `dir` aside, never over another file;
/// returns where it went.
fn move_aside(dir: &Path, file: ProgressFile) -> io::Result<PathBuf> {
    let stem = file.damaged_stem();
    let kept_as = (1..1000)
        .map(|n| dir.join(format!("{stem}-{n}.txt")))
        .find(|candidate| !candidate.exists())
        .unwrap_or_else(|| dir.join(format!("{stem}.txt")));
    std::fs::rename(dir.join(file.name()), &kept_as).map(|()| kept_as)
}

/// Writes `text` as the progress `file` in `store` (`None`: no data
/// directory); says why not if it could not.
pub fn write(store: Option<&Store>, file: ProgressFile, text: &str) -> Option<Stored> {
    let Some(store) = store else {
        return Some(Stored::ProgressFailed(StoreFailure::from(&StoreError::NoDataDir)));
    };
    let written = std::fs::create_dir_all(store.dir())
        .map_err(|error| StoreFailure::of_io(store.dir(), &error))
        .and_then(|()| {
            write_atomic(&store.dir().join(file.name()), text).map_err(|error| StoreFailure::from(&error))
        });
    written.err().map(Stored::ProgressFailed)
}
