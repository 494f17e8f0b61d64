//! The page's side: the settings' text in the browser's local storage,
//! under the file's name as its key.

use std::io;
use std::path::Path;

use obereg_record::StoreError;

/// The browser's storage's key for `path`.
fn key(path: &Path) -> String {
    path.display().to_string()
}

/// Why the browser's storage did not do what it was asked (private mode,
/// full, none at all).
fn refused() -> io::Error {
    io::Error::other("the browser's storage refused it")
}

/// The text kept under `path`'s key.
///
/// # Errors
/// [`io::ErrorKind::NotFound`] when nothing is kept there.
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    crate::web_storage::kept(&key(path)).map(String::into_bytes).ok_or_else(|| io::ErrorKind::NotFound.into())
}

/// Whether anything is kept under `path`'s key.
pub fn exists(path: &Path) -> bool {
    crate::web_storage::kept(&key(path)).is_some()
}

/// Keeps the text under `from`'s key under `to`'s instead.
///
/// # Errors
/// When there is none, or the browser refuses.
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
pub fn write(path: &Path, text: &str) -> Result<(), StoreError> {
    if crate::web_storage::keep_as(&key(path), Some(text)) {
        Ok(())
    } else {
        Err(StoreError::Io { action: "write", path: path.to_path_buf(), source: refused() })
    }
}
