//! Pebble, Let's Encrypt's test authority (Debian's `pebble`), started by
//! a test on 127.0.0.1 with ports of its own, validating on the port of
//! the server under test; its HTTPS served with a root made here, its
//! issuing root fetched from its management port. A machine without
//! pebble skips these tests saying why, except in CI, where it fails.

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;

use obereg_client::fingerprint;
use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_rustls::client::TlsStream;

/// A running pebble, ended when dropped.
pub struct Pebble {
    child: Child,
    /// Its ACME directory.
    pub directory: String,
    /// The root of its own HTTPS certificate (PEM), for the ACME client.
    pub https_root: PathBuf,
    https_pem: String,
    management: u16,
    _dir: tempfile::TempDir,
}

impl Pebble {
    /// Pebble validating challenges on ports of 127.0.0.1 (the name
    /// `localhost`), TLS-ALPN-01 on `tls`, HTTP-01 on `http`, once it
    /// listens; none, said on the standard error, where pebble is not
    /// installed and this is not CI.
    pub fn start(tls: u16, http: u16) -> Option<Pebble> {
        if Command::new("pebble").arg("-h").output().is_err() {
            assert!(
                std::env::var("CI").is_err(),
                "pebble is not installed, and CI must run the tests of certificates from an authority: apt-get install pebble"
            );
            eprintln!("skipped: pebble is not installed (apt-get install pebble)");
            return None;
        }
        let dir = tempfile::tempdir().unwrap();
        let (https_pem, https_root) = https_files(&dir);
        let (acme, management) = (free_port(), free_port());
        let config = serde_json::json!({ "pebble": {
            "listenAddress": format!("127.0.0.1:{acme}"),
            "managementListenAddress": format!("127.0.0.1:{management}"),
            "certificate": dir.path().join("https-cert.pem"),
            "privateKey": dir.path().join("https-key.pem"),
            "httpPort": http,
            "tlsPort": tls,
            "ocspResponderURL": "",
            "externalAccountBindingRequired": false,
        }});
        let config_file = dir.path().join("pebble.json");
        std::fs::write(&config_file, config.to_string()).unwrap();
        let mut child = Command::new("pebble")
            .arg("-config")
            .arg(&config_file)
            .env("PEBBLE_VA_NOSLEEP", "1")
            .env("PEBBLE_WFE_NONCEREJECT", "0")
            .env("PEBBLE_AUTHZREUSE", "0")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // It names its directory once both its ports listen.
        let mut said = BufReader::new(child.stdout.take().unwrap()).lines();
        let ready = said
            .by_ref()
            .take(50)
            .map_while(Result::ok)
            .any(|line| line.contains("ACME directory available"));
        assert!(ready, "pebble did not say it listens");
        // What it says later is read, so that it never waits to say it.
        std::thread::spawn(move || said.map_while(Result::ok).for_each(drop));
        let directory = format!("https://127.0.0.1:{acme}/dir");
        Some(Pebble { child, directory, https_root, https_pem, management, _dir: dir })
    }

    /// The root its certificates chain to (PEM), from its management port.
    pub async fn issuing_root(&self) -> String {
        let (mut tls, _) = trusting(&self.https_pem, self.management).await;
        let request = "GET /roots/0 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
        tls.write_all(request.as_bytes()).await.unwrap();
        let mut answer = Vec::new();
        let _ = tls.read_to_end(&mut answer).await;
        let answer = String::from_utf8(answer).unwrap();
        let (_, body) = answer.split_once("\r\n\r\n").unwrap();
        assert!(body.contains("BEGIN CERTIFICATE"), "{answer}");
        body.to_string()
    }
}

impl Drop for Pebble {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A TLS connection to `localhost` on `port` that trusts only `root`
/// (PEM), checked the normal way: the stream, and the fingerprint of the
/// certificate presented.
pub async fn trusting(root: &str, port: u16) -> (TlsStream<TcpStream>, String) {
    let mut roots = rustls::RootCertStore::empty();
    for cert in CertificateDer::pem_slice_iter(root.as_bytes()) {
        roots.add(cert.unwrap()).unwrap();
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let tcp = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    let name = ServerName::try_from("localhost").unwrap();
    let stream = tokio_rustls::TlsConnector::from(Arc::new(config)).connect(name, tcp).await.unwrap();
    let presented = stream.get_ref().1.peer_certificates().unwrap()[0].clone();
    (stream, fingerprint(&presented))
}

/// A port of 127.0.0.1 free now.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Pebble's HTTPS certificate for 127.0.0.1 and `localhost`, signed by a
/// root made here: the root's PEM, and the file that holds it.
fn https_files(dir: &tempfile::TempDir) -> (String, PathBuf) {
    let mut root = CertificateParams::new(Vec::<String>::new()).unwrap();
    root.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let root_key = KeyPair::generate().unwrap();
    let root_cert = root.self_signed(&root_key).unwrap();
    let issuer = Issuer::new(root, root_key);
    let leaf = CertificateParams::new(vec!["localhost".to_string(), "127.0.0.1".to_string()]).unwrap();
    let leaf_key = KeyPair::generate().unwrap();
    let leaf_cert = leaf.signed_by(&leaf_key, &issuer).unwrap();
    std::fs::write(dir.path().join("https-cert.pem"), leaf_cert.pem()).unwrap();
    std::fs::write(dir.path().join("https-key.pem"), leaf_key.serialize_pem()).unwrap();
    let root_file = dir.path().join("https-root.pem");
    std::fs::write(&root_file, root_cert.pem()).unwrap();
    (root_cert.pem(), root_file)
}
