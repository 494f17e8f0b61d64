//! The client pins the server's certificate on first use and refuses a
//! changed one.

use obereg_client::{Client, ClientError, Keyed, Trust};
use obereg_server::ManualNow;

use crate::support::{Dirs, EPOCH, Running, clients};

#[test]
fn the_first_connection_offers_the_fingerprint_and_a_pinned_one_is_known() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let dir = dirs.client("a");
        let (_, trust) = Client::connect(&server.addr, &dir).await.unwrap();
        assert_eq!(trust, Trust::New(server.fingerprint.clone()));
        assert_eq!(server.fingerprint.len(), 32 * 3 - 1);
        Keyed::known_servers(&dir).set(&server.addr, &server.fingerprint).unwrap();
        let (_, trust) = Client::connect(&server.addr, &dir).await.unwrap();
        assert_eq!(trust, Trust::Known);
    });
}

#[test]
fn a_changed_certificate_is_refused_with_both_fingerprints() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let old = Running::start(&dirs.server(), &clock);
    let pinned = old.fingerprint.clone();
    old.kill();
    // The operator lost the certificate: a new one is made on start.
    std::fs::remove_file(dirs.server().join("server-cert.pem")).unwrap();
    let new = Running::start(&dirs.server(), &clock);
    assert_ne!(new.fingerprint, pinned);
    let dir = dirs.client("a");
    Keyed::known_servers(&dir).set(&new.addr, &pinned).unwrap();
    clients().block_on(async {
        match Client::connect(&new.addr, &dir).await {
            Err(ClientError::FingerprintChanged { server, known, offered }) => {
                assert_eq!((server, known, offered), (new.addr.clone(), pinned, new.fingerprint.clone()));
            }
            Err(other) => panic!("{other}"),
            Ok(_) => panic!("a changed certificate was accepted"),
        }
    });
}

#[test]
fn a_session_token_is_kept_per_server_in_a_file_only_its_owner_reads() {
    let dirs = Dirs::new();
    let dir = dirs.client("a");
    let tokens = Keyed::tokens(&dir);
    assert_eq!(tokens.get("127.0.0.1:6237"), None);
    tokens.set("127.0.0.1:6237", "first").unwrap();
    tokens.set("[::1]:6237", "other").unwrap();
    tokens.set("127.0.0.1:6237", "second").unwrap();
    assert_eq!(tokens.get("127.0.0.1:6237").as_deref(), Some("second"));
    assert_eq!(tokens.get("[::1]:6237").as_deref(), Some("other"));
    // A token refused is removed, the other server's kept; removing what is
    // not there (or from no file at all) is no error.
    tokens.remove("127.0.0.1:6237").unwrap();
    assert_eq!(tokens.get("127.0.0.1:6237"), None);
    assert_eq!(tokens.get("[::1]:6237").as_deref(), Some("other"));
    tokens.remove("127.0.0.1:6237").unwrap();
    let text = std::fs::read_to_string(dir.join("server_tokens")).unwrap();
    assert_eq!(text, "[::1]:6237 other\n");
    Keyed::tokens(&dirs.client("b")).remove("127.0.0.1:6237").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(dir.join("server_tokens")).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "{mode:o}");
    }
}
