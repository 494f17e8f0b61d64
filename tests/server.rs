//! `obereg server` says where it listens and its certificate's
//! fingerprint, and keeps its database and certificate in its data
//! directory.

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::process::Stdio;

#[test]
fn the_server_prints_its_address_and_the_fingerprint_of_the_certificate_it_made() {
    let data = tempfile::tempdir().unwrap();
    let mut child = crate::obereg()
        .args(["--lang", "en", "server", "--listen", "127.0.0.1:0", "--data"])
        .arg(data.path())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let listening = lines.next().unwrap().unwrap();
    let fingerprint = lines.next().unwrap().unwrap();
    let address = listening.strip_prefix("Listening on ").unwrap().to_string();
    let connected = TcpStream::connect(&address);
    let made =
        obereg_server::tls::Identity::self_signed_in(data.path()).map(|identity| identity.fingerprint());
    let kept = data.path().join("server.sqlite").exists();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(address.starts_with("127.0.0.1:") && !address.ends_with(":0"), "{listening}");
    assert!(connected.is_ok());
    assert_eq!(fingerprint, format!("Certificate fingerprint (SHA-256): {}", made.unwrap()));
    assert!(kept);
}
