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

    /// The file, as a player is told where to look.
    pub fn path(&self) -> &Path {
        &self.path
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
        let mut lines = self.others(server);
        lines.push(format!("{server} {value}"));
        self.write(&lines)
    }

    /// Removes what was kept for `server` (a token the server refused);
    /// nothing kept, or no file: nothing to do.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn remove(&self, server: &str) -> std::io::Result<()> {
        if self.get(server).is_none() {
            return Ok(());
        }
        self.write(&self.others(server))
    }

    /// The lines kept for the servers other than `server`.
    fn others(&self, server: &str) -> Vec<String> {
        let text = std::fs::read_to_string(&self.path).unwrap_or_default();
        text.lines()
            .filter(|line| line.split_once(' ').is_none_or(|(name, _)| name != server))
            .map(String::from)
            .collect()
    }

    /// Writes `lines` as the file, which only its owner can read.
    fn write(&self, lines: &[String]) -> std::io::Result<()> {
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = lines.iter().map(|line| format!("{line}\n")).collect::<String>();
        write_private(&self.path, text.as_bytes())
    }
}

/// Writes a file readable by its owner only (a key, tokens).
///
/// # Errors
/// When the file cannot be written.
pub fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    std::io::Write::write_all(&mut file, bytes)
}
