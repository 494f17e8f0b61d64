//! The learner's progress files in the data directory: the lessons' stars
//! and the puzzle ratings. Each is read when its screen opens (a damaged
//! one is moved aside, untouched, with a message, and progress starts
//! over) and written by the game loop after each change. A page, which has
//! no data directory, keeps them in the browser's storage instead.

use std::io;
use std::path::{Path, PathBuf};

use obereg_record::{Store, StoreError, write_atomic};

use crate::tui::files::storage::{StoreFailure, Stored};

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

/// Reads the progress `file` with `parse` from `store`, or with no data
/// directory from the page's storage (a terminal has none there): what
/// [`load`] says.
pub fn read<T>(
    store: Option<&Store>,
    file: ProgressFile,
    parse: impl Fn(&str) -> Option<T>,
) -> (Option<T>, Option<Stored>) {
    match store {
        Some(store) => load(store, file, parse),
        None => (in_page::kept(file).and_then(|text| parse(&text)), None),
    }
}

/// Reads the progress `file` in `store` with `parse`. `None` when there is
/// none to read: no file yet, or one that could not be read or parsed,
/// which comes with what to tell the learner (a damaged file is moved
/// aside, untouched).
pub fn load<T>(
    store: &Store,
    file: ProgressFile,
    parse: impl Fn(&str) -> Option<T>,
) -> (Option<T>, Option<Stored>) {
    let path = store.dir().join(file.name());
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return (None, None),
        Err(error) => return (None, Some(Stored::ProgressFailed(StoreFailure::of_io(&path, &error)))),
    };
    if let Some(progress) = std::str::from_utf8(&bytes).ok().and_then(parse) {
        return (Some(progress), None);
    }
    let report = match move_aside(store.dir(), file) {
        Ok(kept_as) => Stored::ProgressDamaged(kept_as),
        Err(error) => Stored::ProgressFailed(StoreFailure::of_io(&path, &error)),
    };
    (None, Some(report))
}

/// Removes the progress `file` in `store`; one that is not there is as
/// cleared as one removed.
pub fn clear(store: &Store, file: ProgressFile) {
    let _ = std::fs::remove_file(store.dir().join(file.name()));
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
/// directory, the page's storage if there is one); says why not if it
/// could not.
pub fn write(store: Option<&Store>, file: ProgressFile, text: &str) -> Option<Stored> {
    let Some(store) = store else {
        let kept = in_page::keep(file, text);
        return (!kept).then(|| Stored::ProgressFailed(StoreFailure::from(&StoreError::NoDataDir)));
    };
    let written = std::fs::create_dir_all(store.dir())
        .map_err(|error| StoreFailure::of_io(store.dir(), &error))
        .and_then(|()| {
            write_atomic(&store.dir().join(file.name()), text).map_err(|error| StoreFailure::from(&error))
        });
    written.err().map(Stored::ProgressFailed)
}

/// The progress kept in the browser's storage, in a page.
#[cfg(target_arch = "wasm32")]
mod in_page {
    use super::ProgressFile;

    /// The key `file` is kept under.
    fn key(file: ProgressFile) -> String {
        format!("obereg.{}", file.name())
    }

    /// The text of `file` kept, if any.
    pub fn kept(file: ProgressFile) -> Option<String> {
        crate::web_storage::kept(&key(file))
    }

    /// Keeps `text` as `file`; whether the browser took it.
    pub fn keep(file: ProgressFile, text: &str) -> bool {
        crate::web_storage::keep_as(&key(file), Some(text))
    }
}

/// A terminal has no page's storage: with no data directory nothing is kept.
#[cfg(not(target_arch = "wasm32"))]
mod in_page {
    use super::ProgressFile;

    /// Nothing.
    pub fn kept(_file: ProgressFile) -> Option<String> {
        None
    }

    /// Keeps nothing.
    pub fn keep(_file: ProgressFile, _text: &str) -> bool {
        false
    }
}
