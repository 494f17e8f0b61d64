//! What a client keeps in its data directory: the servers it trusts, with
//! their fingerprints (`known_servers`, like SSH's `known_hosts`), and its
//! session token for each (`server_tokens`, readable by its owner only).

use std::path::{Path, PathBuf};

/// The file of trusted servers.
const KNOWN_SERVERS: &str = "known_servers";
/// The file of session tokens.
const TOKENS: &str = "server_tokens";

/// One `SERVER VALUE` line per server in a file of the data directory.
#[derive(Clone, Debug)]
pub struct Keyed {
    path: PathBuf,
}

impl Keyed {
    /// The trusted servers of the client whose data directory is `dir`.
    pub fn known_servers(dir: &Path) -> Keyed {
        Keyed { path: dir.join(KNOWN_SERVERS) }
    }

    /// The session tokens of the client whose data directory is `dir`.
    pub fn tokens(dir: &Path) -> Keyed {
        Keyed { path: dir.join(TOKENS) }
    }

    /// The value kept for `server`, if any (a missing file: none).
    pub fn get(&self, server: &str) -> Option<String> {
        let text = std::fs::read_to_string(&self.path).ok()?;
        text.lines().find_map(|line| {
            let (name, value) = line.split_once(' ')?;
            (name == server).then(|| value.trim().to_string())
        })
    }

    /// Keeps `value` for `server`, replacing what was kept, in a file only
    /// its owner can read.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn set(&self, server: &str, value: &str) -> std::io::Result<()> {
        let text = std::fs::read_to_string(&self.path).unwrap_or_default();
        let mut lines: Vec<String> = text
            .lines()
            .filter(|line| line.split_once(' ').is_none_or(|(name, _)| name != server))
            .map(String::from)
            .collect();
        lines.push(format!("{server} {value}"));
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        crate::tls::write_private(&self.path, format!("{}\n", lines.join("\n")).as_bytes())
    }
}
