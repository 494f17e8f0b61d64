//! The page's folder read once, when the server starts: every plain file
//! below it (not hidden, not reached through a link that leads out of it),
//! within bounds on their number and size.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::WebError;

/// The most files served.
pub const MAX_FILES: usize = 1000;

/// The most bytes of all the files together (the gzipped copies counted).
pub const MAX_BYTES: u64 = 128 * 1024 * 1024;

/// How deep below the folder files are looked for.
const MAX_DEPTH: usize = 8;

/// One file as read: its bytes and when it was last changed.
pub struct Read {
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// Its modification time, if the system says.
    pub modified: Option<SystemTime>,
}

/// The files below `dir`, by their paths there with `/` between the parts.
///
/// # Errors
/// [`WebError`] when the folder or a file in it cannot be read, or there
/// are too many files or bytes.
pub fn read_folder(dir: &Path) -> Result<BTreeMap<String, Read>, WebError> {
    let root = dir.canonicalize().map_err(|source| WebError::Read { path: dir.to_path_buf(), source })?;
    let mut found = Vec::new();
    walk(&root, &root, 0, &mut found)?;
    if found.len() > MAX_FILES {
        return Err(WebError::TooMany(dir.to_path_buf()));
    }
    let mut files = BTreeMap::new();
    let mut total = 0u64;
    for (name, path) in found {
        let read = |source| WebError::Read { path: path.clone(), source };
        let modified = fs::metadata(&path).map_err(read)?.modified().ok();
        let bytes = fs::read(&path).map_err(read)?;
        total = total.saturating_add(bytes.len() as u64);
        if total > MAX_BYTES {
            return Err(WebError::TooLarge(dir.to_path_buf()));
        }
        files.insert(name, Read { bytes, modified });
    }
    Ok(files)
}

/// Adds the files below `dir` (itself below `root`, `depth` folders down)
/// to `found`, named by their path below `root`; hidden names, links that
/// lead out of `root` and linked folders are left out.
fn walk(root: &Path, dir: &Path, depth: usize, found: &mut Vec<(String, PathBuf)>) -> Result<(), WebError> {
    let failed = |source| WebError::Read { path: dir.to_path_buf(), source };
    for entry in fs::read_dir(dir).map_err(failed)? {
        let entry = entry.map_err(failed)?;
        let path = entry.path();
        let Some(name) = entry.file_name().to_str().map(str::to_string) else { continue };
        let Ok(real) = path.canonicalize() else { continue };
        if name.starts_with('.') || !real.starts_with(root) {
            continue;
        }
        let linked = entry.file_type().map_err(failed)?.is_symlink();
        if real.is_dir() && !linked && depth < MAX_DEPTH {
            walk(root, &path, depth + 1, found)?;
        } else if real.is_file() {
            let below = path.strip_prefix(root).unwrap_or(&path);
            let parts: Vec<String> = below.iter().map(|part| part.to_string_lossy().into_owned()).collect();
            found.push((parts.join("/"), real));
        }
        if found.len() > MAX_FILES {
            return Err(WebError::TooMany(root.to_path_buf()));
        }
    }
    Ok(())
}
