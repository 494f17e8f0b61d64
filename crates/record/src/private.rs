//! Folders only their owner can read: the game's data directory (its
//! session tokens, its pinned certificates) and the server's (its password
//! hashes, its key). A folder is made `700`; one found open to others is
//! tightened, with everything in it (folders `700`, files `600`), where its
//! owner may; where not, the refusal names the path, the mode found and
//! the command that fixes it. Elsewhere than on Unix a folder is only made.

use std::io;
use std::path::{Path, PathBuf};

use thiserror::Error;

/// The mode of a private folder; a file keeps its owner's bits alone.
#[cfg(unix)]
const FOLDER_MODE: u32 = 0o700;
/// How deep folders in a private folder are looked into.
#[cfg(unix)]
const DEPTH: usize = 8;

/// Why a folder could not be kept private.
#[derive(Debug, Error)]
pub enum PrivateError {
    /// The folder could not be made.
    #[error("{}: {source}", path.display())]
    Make {
        /// The folder.
        path: PathBuf,
        /// What the system said.
        #[source]
        source: io::Error,
    },
    /// A folder or file others may read, which could not be tightened.
    #[error(
        "{} can be read by others (mode {mode:03o}) and could not be made private ({source}): run `{}`",
        .path.display(),
        fix_command(.path, *.folder)
    )]
    Exposed {
        /// The folder or file.
        path: PathBuf,
        /// Its permission bits as found.
        mode: u32,
        /// Whether it is a folder.
        folder: bool,
        /// What the system said to the change.
        #[source]
        source: io::Error,
    },
}

impl PrivateError {
    /// The command that makes the path private, for an exposed one.
    pub fn fix(&self) -> String {
        match self {
            PrivateError::Make { .. } => String::new(),
            PrivateError::Exposed { path, folder, .. } => fix_command(path, *folder),
        }
    }
}

/// `chmod` of `path` to a private folder's or file's mode.
fn fix_command(path: &Path, folder: bool) -> String {
    let mode = if folder { "700" } else { "600" };
    format!("chmod {mode} {}", path.display())
}

/// Makes `dir` (and the folders above it that are missing) readable by its
/// owner only, or, when it exists, tightens it and what it holds.
///
/// # Errors
/// [`PrivateError::Make`] when it cannot be made, [`PrivateError::Exposed`]
/// when something in it others may read cannot be tightened.
pub fn keep_private(dir: &Path) -> Result<(), PrivateError> {
    make_private(dir).map_err(|source| PrivateError::Make { path: dir.to_path_buf(), source })?;
    #[cfg(unix)]
    tighten(dir, DEPTH)?;
    Ok(())
}

/// Makes `dir` and the folders missing above it, each `700`.
///
/// # Errors
/// When the system refuses.
pub fn make_private(dir: &Path) -> io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, FOLDER_MODE);
    builder.create(dir)
}

/// Takes from `path` (a folder: and from what it holds, `depth` folders
/// down) the permissions of the group and of others; links are left alone.
#[cfg(unix)]
fn tighten(path: &Path, depth: usize) -> Result<(), PrivateError> {
    use std::os::unix::fs::PermissionsExt;
    let Ok(meta) = std::fs::symlink_metadata(path) else { return Ok(()) };
    if meta.file_type().is_symlink() {
        return Ok(());
    }
    let folder = meta.is_dir();
    let mode = meta.permissions().mode() & 0o7777;
    if mode & 0o077 != 0 {
        let private = mode & 0o700;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(private))
            .map_err(|source| PrivateError::Exposed { path: path.to_path_buf(), mode, folder, source })?;
    }
    if folder && depth > 0 {
        let Ok(entries) = std::fs::read_dir(path) else { return Ok(()) };
        for entry in entries.flatten() {
            tighten(&entry.path(), depth - 1)?;
        }
    }
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn a_new_folder_is_made_for_its_owner_alone() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("a/b");
        keep_private(&dir).unwrap();
        assert_eq!(mode(&dir), 0o700);
        assert_eq!(mode(&root.path().join("a")), 0o700);
    }

    #[test]
    fn a_folder_open_to_others_is_tightened_with_what_it_holds() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("data");
        std::fs::create_dir_all(dir.join("inner")).unwrap();
        std::fs::write(dir.join("tokens"), "x").unwrap();
        std::fs::write(dir.join("inner/run"), "x").unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::set_permissions(dir.join("tokens"), std::fs::Permissions::from_mode(0o644)).unwrap();
        std::fs::set_permissions(dir.join("inner/run"), std::fs::Permissions::from_mode(0o755)).unwrap();
        keep_private(&dir).unwrap();
        assert_eq!(mode(&dir), 0o700);
        assert_eq!(mode(&dir.join("tokens")), 0o600);
        assert_eq!(mode(&dir.join("inner")), 0o700);
        assert_eq!(mode(&dir.join("inner/run")), 0o700, "the owner's own bits are kept");
    }

    #[test]
    fn a_refusal_names_the_path_the_mode_and_the_command() {
        let refusal = PrivateError::Exposed {
            path: PathBuf::from("/srv/obereg/server.sqlite"),
            mode: 0o644,
            folder: false,
            source: io::Error::from(io::ErrorKind::PermissionDenied),
        };
        let text = refusal.to_string();
        assert!(text.contains("/srv/obereg/server.sqlite"), "{text}");
        assert!(text.contains("644"), "{text}");
        assert!(text.contains("chmod 600 /srv/obereg/server.sqlite"), "{text}");
    }
}
