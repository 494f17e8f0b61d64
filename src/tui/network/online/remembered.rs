//! What online play keeps between runs: the server played on last and a
//! session token for each server, so a player is logged in again without
//! a password. A terminal keeps them in its data directory (the files
//! `online_server` and `server_tokens`, beside the pinned fingerprints),
//! a page in the browser's local storage.

#[cfg(not(target_arch = "wasm32"))]
use std::path::{Path, PathBuf};

#[cfg(not(target_arch = "wasm32"))]
use obereg_client::Keyed;

/// The file of the data directory that remembers the last server.
#[cfg(not(target_arch = "wasm32"))]
const REMEMBERED: &str = "online_server";

/// The folder of the data directory where online games are autosaved, so
/// they never take the place of the game at this keyboard.
#[cfg(not(target_arch = "wasm32"))]
const ONLINE_GAMES: &str = "online";

/// Where the page keeps a server's session token: this, then the server.
#[cfg(target_arch = "wasm32")]
const TOKEN: &str = "obereg.token.";

/// The browser's storage's key of the session token for `server`.
#[cfg(target_arch = "wasm32")]
fn token_key(server: &str) -> String {
    format!("{TOKEN}{server}")
}

/// Where online play keeps what it remembers.
#[derive(Clone, Debug)]
pub struct Keeping {
    /// The data directory.
    #[cfg(not(target_arch = "wasm32"))]
    dir: PathBuf,
}

#[cfg(not(target_arch = "wasm32"))]
impl Keeping {
    /// The data directory's, when there is one; made readable by the
    /// player alone (it holds session tokens), or tightened when others
    /// could read it. Not tightened only means it stays as the system has it.
    pub fn open() -> Option<Keeping> {
        let store = obereg_record::Store::open_default().ok()?;
        let _ = obereg_record::keep_private(store.dir());
        Some(Keeping { dir: store.dir().to_path_buf() })
    }

    /// The server played on last, if one is remembered.
    pub fn server(&self) -> Option<String> {
        let text = std::fs::read_to_string(self.dir.join(REMEMBERED)).ok()?;
        Some(text.trim().to_string()).filter(|server| !server.is_empty())
    }

    /// Remembers `server` for the next time; not remembered only means it
    /// is asked again.
    pub fn remember(&self, server: &str) {
        let _ = std::fs::create_dir_all(&self.dir)
            .and_then(|()| std::fs::write(self.dir.join(REMEMBERED), server));
    }

    /// The session token kept for `server`, if any.
    pub fn token(&self, server: &str) -> Option<String> {
        Keyed::tokens(&self.dir).get(server)
    }

    /// Keeps `token` for `server`; a token not kept only means the
    /// password is asked next time.
    pub fn keep_token(&self, server: &str, token: &str) {
        let _ = Keyed::tokens(&self.dir).set(server, token);
    }

    /// Forgets the token kept for `server`.
    pub fn forget_token(&self, server: &str) {
        let _ = Keyed::tokens(&self.dir).remove(server);
    }

    /// Where the online games are autosaved.
    pub fn games(&self) -> Option<PathBuf> {
        Some(self.dir.join(ONLINE_GAMES))
    }

    /// The data directory, where the connection pins fingerprints.
    pub(super) fn dir(&self) -> &Path {
        &self.dir
    }
}

#[cfg(target_arch = "wasm32")]
impl Keeping {
    /// The browser's local storage.
    pub fn open() -> Option<Keeping> {
        Some(Keeping {})
    }

    /// None: a page plays on its own server, which it is given.
    pub fn server(&self) -> Option<String> {
        None
    }

    /// Nothing to remember: a page plays on its own server.
    pub fn remember(&self, _server: &str) {}

    /// The session token kept for `server`, if any.
    pub fn token(&self, server: &str) -> Option<String> {
        crate::web_storage::kept(&token_key(server))
    }

    /// Keeps `token` for `server`; a browser that refuses keeps none, and
    /// the password is asked next time.
    pub fn keep_token(&self, server: &str, token: &str) {
        crate::web_storage::keep_as(&token_key(server), Some(token));
    }

    /// Forgets the token kept for `server`.
    pub fn forget_token(&self, server: &str) {
        crate::web_storage::keep_as(&token_key(server), None);
    }

    /// None: a page autosaves no online game (the server keeps it).
    pub fn games(&self) -> Option<std::path::PathBuf> {
        None
    }
}
