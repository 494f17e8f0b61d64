//! The client pins the server's certificate on first use and refuses a
//! changed one; a certificate from a public authority is checked the
//! normal way instead, and a pinned server may move to one.

use obereg_client::{Client, ClientError, Keyed, Trust, connect_tls_trusting};
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

/// A root made here, and a certificate it signs for `localhost` kept as
/// the operator's files in `dir`: the root, to trust as a public one.
fn signed_by_a_root(dir: &std::path::Path) -> rustls::pki_types::CertificateDer<'static> {
    use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};
    let mut root = CertificateParams::new(Vec::<String>::new()).unwrap();
    root.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let root_key = KeyPair::generate().unwrap();
    let root_cert = root.self_signed(&root_key).unwrap();
    let leaf = CertificateParams::new(vec!["localhost".to_string()]).unwrap();
    let leaf_key = KeyPair::generate().unwrap();
    let leaf_cert = leaf.signed_by(&leaf_key, &Issuer::new(root, root_key)).unwrap();
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(dir.join("chain.pem"), leaf_cert.pem() + &root_cert.pem()).unwrap();
    std::fs::write(dir.join("key.pem"), leaf_key.serialize_pem()).unwrap();
    root_cert.der().clone()
}

/// A server on 127.0.0.1 serving the operator's files of `dir`, and its
/// address by the name `localhost`.
fn operators(dir: &std::path::Path) -> (Running, String) {
    let files = Some((dir.join("chain.pem"), dir.join("key.pem")));
    let config = obereg_server::Config { cert: files, ..crate::support::config(&dir.join("data"), None) };
    let server = Running::launch(config, &ManualNow::at(EPOCH), obereg_server::Limits::default());
    let port = server.addr.rsplit_once(':').unwrap().1.to_string();
    (server, format!("localhost:{port}"))
}

#[test]
fn a_certificate_from_a_public_authority_is_checked_the_normal_way_and_not_pinned() {
    let dirs = Dirs::new();
    let root = signed_by_a_root(&dirs.server());
    let (_server, address) = operators(&dirs.server());
    let dir = dirs.client("a");
    clients().block_on(async {
        let (_, trust) = connect_tls_trusting(&address, &dir, std::slice::from_ref(&root)).await.unwrap();
        assert_eq!(trust, Trust::Public);
        assert_eq!(Keyed::known_servers(&dir).get(&address), None);
        // Without that root it is a server like any other: asked about.
        let (_, trust) = connect_tls_trusting(&address, &dir, &[]).await.unwrap();
        assert!(matches!(trust, Trust::New(_)), "{trust:?}");
    });
}

#[test]
fn a_pinned_server_that_moves_to_a_public_authority_is_accepted_and_then_held_to_it() {
    let dirs = Dirs::new();
    let root = signed_by_a_root(&dirs.server());
    let (_server, address) = operators(&dirs.server());
    let dir = dirs.client("a");
    Keyed::known_servers(&dir).set(&address, "AA:BB").unwrap();
    clients().block_on(async {
        let (_, trust) = connect_tls_trusting(&address, &dir, std::slice::from_ref(&root)).await.unwrap();
        assert_eq!(trust, Trust::NowPublic);
        let (_, trust) = connect_tls_trusting(&address, &dir, std::slice::from_ref(&root)).await.unwrap();
        assert_eq!(trust, Trust::Public);
    });
    let held = Keyed::known_servers(&dir).get(&address);
    assert_eq!(held.as_deref(), Some("public"));
    // A self-signed certificate where that is held is refused.
    let other = Running::start(&dirs.server().join("other"), &ManualNow::at(EPOCH));
    let port = other.addr.rsplit_once(':').unwrap().1;
    let other_address = format!("localhost:{port}");
    Keyed::known_servers(&dir).set(&other_address, &held.unwrap()).unwrap();
    clients().block_on(async {
        match connect_tls_trusting(&other_address, &dir, &[root]).await {
            Err(ClientError::FingerprintChanged { known, .. }) => assert_eq!(known, "public"),
            Err(other) => panic!("{other}"),
            Ok((_, trust)) => panic!("a self-signed certificate was accepted: {trust:?}"),
        }
    });
}
