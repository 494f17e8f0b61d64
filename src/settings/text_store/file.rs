//! The terminal's side: the settings' text in a file, written through a
//! new file renamed over the old one.

use std::io;
use std::path::Path;

use obereg_record::StoreError;

/// The bytes kept at `path`.
///
/// # Errors
/// [`io::ErrorKind::NotFound`] when nothing is kept there, else why it
/// could not be read.
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    std::fs::read(path)
}

/// Whether anything is kept at `path`.
pub fn exists(path: &Path) -> bool {
    path.exists()
}

/// Keeps what is at `from` at `to` instead.
///
/// # Errors
/// Why it could not be moved.
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    std::fs::rename(from, to)
}

/// Keeps `text` at `path`, through a new file renamed over the old one.
///
/// # Errors
/// Why it could not be written.
pub fn write(path: &Path, text: &str) -> Result<(), StoreError> {
    obereg_record::write_atomic(path, text)
}
