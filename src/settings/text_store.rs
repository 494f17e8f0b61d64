//! Where the settings' text is kept: a file in the terminal's build, the
//! browser's local storage in the page's (the file's name its key), so
//! the settings file's code reads, writes and moves a damaged one aside
//! the same way in both.

use std::io;
use std::path::Path;

use obereg_record::StoreError;

/// The bytes kept at `path`.
///
/// # Errors
/// [`io::ErrorKind::NotFound`] when nothing is kept there, else why it
/// could not be read.
#[cfg(not(target_arch = "wasm32"))]
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    std::fs::read(path)
}

/// Whether anything is kept at `path`.
#[cfg(not(target_arch = "wasm32"))]
pub fn exists(path: &Path) -> bool {
    path.exists()
}

/// Keeps what is at `from` at `to` instead.
///
/// # Errors
/// Why it could not be moved.
#[cfg(not(target_arch = "wasm32"))]
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    std::fs::rename(from, to)
}

/// Keeps `text` at `path`, through a new file renamed over the old one.
///
/// # Errors
/// Why it could not be written.
#[cfg(not(target_arch = "wasm32"))]
pub fn write(path: &Path, text: &str) -> Result<(), StoreError> {
    obereg_record::write_atomic(path, text)
}

/// The browser's storage's key for `path`.
#[cfg(target_arch = "wasm32")]
fn key(path: &Path) -> String {
    path.display().to_string()
}

/// Why the browser's storage did not do what it was asked (private mode,
/// full, none at all).
#[cfg(target_arch = "wasm32")]
fn refused() -> io::Error {
    io::Error::other("the browser's storage refused it")
}

/// The text kept under `path`'s key.
///
/// # Errors
/// [`io::ErrorKind::NotFound`] when nothing is kept there.
#[cfg(target_arch = "wasm32")]
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    crate::web_storage::kept(&key(path)).map(String::into_bytes).ok_or_else(|| io::ErrorKind::NotFound.into())
}

/// Whether anything is kept under `path`'s key.
#[cfg(target_arch = "wasm32")]
pub fn exists(path: &Path) -> bool {
    crate::web_storage::kept(&key(path)).is_some()
}

/// Keeps the text under `from`'s key under `to`'s instead.
///
/// # Errors
/// When there is none, or the browser refuses.
#[cfg(target_arch = "wasm32")]
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    let text = crate::web_storage::kept(&key(from)).ok_or(io::ErrorKind::NotFound)?;
    let moved =
        crate::web_storage::keep_as(&key(to), Some(&text)) && crate::web_storage::keep_as(&key(from), None);
    if moved { Ok(()) } else { Err(refused()) }
}

/// Keeps `text` under `path`'s key.
///
/// # Errors
/// When the browser refuses.
#[cfg(target_arch = "wasm32")]
pub fn write(path: &Path, text: &str) -> Result<(), StoreError> {
    if crate::web_storage::keep_as(&key(path), Some(text)) {
        Ok(())
    } else {
        Err(StoreError::Io { action: "write", path: path.to_path_buf(), source: refused() })
    }
}
