//! The data directory readable by the server's user alone: made so on a
//! fresh start, tightened on a start over one left open to others.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use obereg_server::ManualNow;

use crate::support::{Dirs, EPOCH, Running, clients, registered};

/// Every folder and file under `dir` that the group or others may read,
/// write or enter: what `find DIR -perm /077` prints.
fn open_to_others(dir: &Path) -> Vec<(PathBuf, u32)> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let mode = std::fs::metadata(&folder).unwrap().permissions().mode() & 0o777;
        if mode & 0o077 != 0 {
            found.push((folder.clone(), mode));
        }
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let meta = std::fs::symlink_metadata(&path).unwrap();
            if meta.is_dir() {
                folders.push(path);
            } else if meta.permissions().mode() & 0o077 != 0 {
                found.push((path, meta.permissions().mode() & 0o777));
            }
        }
    }
    found
}

#[test]
fn a_fresh_server_leaves_nothing_in_its_data_directory_that_others_can_read() {
    let dirs = Dirs::new();
    let data = dirs.server();
    let server = Running::start(&data, &ManualNow::at(EPOCH));
    // A session and its account written: the database and its journals exist.
    clients().block_on(registered(&server, &dirs.client("a"), "Alice"));
    let names: Vec<_> = std::fs::read_dir(&data).unwrap().map(|entry| entry.unwrap().file_name()).collect();
    assert!(names.iter().any(|name| name == "server.sqlite-wal"), "{names:?}");
    assert_eq!(open_to_others(&data), vec![]);
}

#[test]
fn a_data_directory_left_open_to_others_is_tightened_at_start() {
    let dirs = Dirs::new();
    let data = dirs.server();
    drop(Running::start(&data, &ManualNow::at(EPOCH)));
    let open = std::fs::Permissions::from_mode(0o644);
    for name in ["server.sqlite", "server-cert.pem", "server-key.pem"] {
        std::fs::set_permissions(data.join(name), open.clone()).unwrap();
    }
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(open_to_others(&data).len(), 4);
    let _server = Running::start(&data, &ManualNow::at(EPOCH));
    assert_eq!(open_to_others(&data), vec![]);
}
