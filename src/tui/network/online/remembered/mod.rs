//! What online play keeps between runs: the server played on last and a
//! session token for each server, so a player is logged in again without
//! a password. Both sides offer the same [`Keeping`]: a terminal keeps
//! them in its data directory (`data_dir.rs`), a page in the browser's
//! local storage (`local_storage.rs`).

#[cfg(not(target_arch = "wasm32"))]
mod data_dir;
#[cfg(target_arch = "wasm32")]
mod local_storage;

#[cfg(not(target_arch = "wasm32"))]
pub use data_dir::Keeping;
#[cfg(target_arch = "wasm32")]
pub use local_storage::Keeping;
