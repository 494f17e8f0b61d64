//! The terminal's side: the data directory (the files `online_server`
//! and `server_tokens`, beside the pinned fingerprints).

use std::path::{Path, PathBuf};

use obereg_client::Keyed;

/// The file of the data directory that remembers the last server.
const REMEMBERED: &str = "online_server";

/// The folder of the data directory where online games are autosaved, so
/// they never take the place of the game at this keyboard.
const ONLINE_GAMES: &str = "online";

/// Where online play keeps what it remembers.
#[derive(Clone, Debug)]
pub struct Keeping {
    /// The data directory.
    dir: PathBuf,
}

impl Keeping {
    /// The data directory's, when there is one; made readable by the
    /// player alone (it holds session tokens), or tightened when others
    /// could read it. Not tightened only means it stays as the system has it.
    pub fn open() -> Option<Keeping> {
        let store = obereg_record::Store::open_default().ok()?;
        let _ = obereg_record::keep_private(store.dir());
        Some(Keeping { dir: store.dir().to_path_buf() })
    }

    /// What is kept in `dir` (a test's folder).
    #[cfg(test)]
    pub fn in_dir(dir: &Path) -> Keeping {
        Keeping { dir: dir.to_path_buf() }
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
    pub(in crate::tui::network::online) fn dir(&self) -> &Path {
        &self.dir
    }
}
