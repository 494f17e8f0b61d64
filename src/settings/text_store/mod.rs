//! Where the settings' text is kept: a file in the terminal's build
//! (`file.rs`), the browser's local storage in the page's
//! (`local_storage.rs`, the file's name its key). Both sides offer the
//! same four functions (`read`, `exists`, `rename`, `write`), so the
//! settings file's code reads, writes and moves a damaged one aside the
//! same way in both.

#[cfg(not(target_arch = "wasm32"))]
mod file;
#[cfg(target_arch = "wasm32")]
mod local_storage;

#[cfg(not(target_arch = "wasm32"))]
pub use file::{exists, read, rename, write};
#[cfg(target_arch = "wasm32")]
pub use local_storage::{exists, read, rename, write};
