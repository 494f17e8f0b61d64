//! `obereg server` says where it listens and its certificate's
//! fingerprint, and keeps its database and certificate in its data
//! directory.

use std::io::{BufRead, BufReader, Lines, Read, Write};
use std::net::TcpStream;
use std::process::{Child, ChildStdout, Stdio};

/// `obereg server` on 127.0.0.1, port 0, with its data in `data`, and the
/// lines it prints.
fn server(data: &std::path::Path) -> (Child, Lines<BufReader<ChildStdout>>) {
    let mut child = crate::obereg()
        .args(["--lang", "en", "server", "--listen", "127.0.0.1:0", "--data"])
        .arg(data)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let lines = BufReader::new(child.stdout.take().unwrap()).lines();
    (child, lines)
}

#[test]
fn the_server_prints_its_address_and_the_fingerprint_of_the_certificate_it_made() {
    let data = tempfile::tempdir().unwrap();
    let (mut child, mut lines) = server(data.path());
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

#[test]
fn with_metrics_on_port_0_the_server_prints_the_port_it_chose_and_serves_its_numbers_there() {
    let data = tempfile::tempdir().unwrap();
    let mut child = crate::obereg()
        .args(["--lang", "en", "server", "--listen", "127.0.0.1:0", "--metrics", "127.0.0.1:0", "--data"])
        .arg(data.path())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let said: Vec<String> = lines.take(4).map(Result::unwrap).collect();
    let numbers =
        said[3].strip_prefix("The operator's numbers: http://").and_then(|url| url.strip_suffix("/metrics"));
    let scraped = numbers.map(|address| {
        let mut stream = TcpStream::connect(address).unwrap();
        stream.write_all(b"GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        answer
    });
    child.kill().unwrap();
    child.wait().unwrap();
    let address = numbers.unwrap_or_else(|| panic!("{said:?}"));
    assert!(address.starts_with("127.0.0.1:") && !address.ends_with(":0"), "{said:?}");
    let answer = scraped.unwrap();
    assert!(answer.starts_with("HTTP/1.1 200") && answer.contains("obereg_players 0"), "{answer}");
}

#[test]
fn obereg_server_backup_copies_the_database_of_a_running_server_and_never_overwrites() {
    let data = tempfile::tempdir().unwrap();
    let (mut child, mut lines) = server(data.path());
    // The server has made its database once it says where it listens.
    let listening = lines.next().unwrap().unwrap();
    let out = data.path().join("copy.sqlite");
    let backup = |lang: &str| {
        crate::obereg()
            .args(["--lang", lang, "server", "backup", "--data"])
            .arg(data.path())
            .arg(&out)
            .output()
    };
    let first = backup("en").unwrap();
    let second = backup("uk").unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(listening.starts_with("Listening on "), "{listening}");
    let said = String::from_utf8_lossy(&first.stdout);
    assert!(first.status.success(), "{said} {}", String::from_utf8_lossy(&first.stderr));
    assert_eq!(said.trim(), format!("Backup written to {}: accounts: 0, games: 0, moves: 0", out.display()));
    // The counts are read from the copy: its tables are there.
    assert!(!second.status.success());
    let refusal = String::from_utf8_lossy(&second.stderr);
    assert!(refusal.contains("уже існує"), "{refusal}");
}

#[test]
fn obereg_online_forget_server_forgets_that_servers_certificate_only() {
    let data = tempfile::tempdir().unwrap();
    let known = data.path().join("obereg").join("known_servers");
    std::fs::create_dir_all(known.parent().unwrap()).unwrap();
    std::fs::write(&known, "play.example.org:6237 AA:AA\nother:1 BB:BB\n").unwrap();
    let forget = |server: &str| {
        let output = crate::obereg()
            .env("XDG_DATA_HOME", data.path())
            .args(["--lang", "en", "online", "--forget-server", server])
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let said = forget("play.example.org");
    assert!(said.starts_with("Forgot the certificate pinned for play.example.org:6237"), "{said}");
    assert!(said.contains(&known.display().to_string()), "{said}");
    assert_eq!(std::fs::read_to_string(&known).unwrap(), "other:1 BB:BB\n");
    let again = forget("play.example.org:6237");
    assert!(again.starts_with("No certificate is pinned for play.example.org:6237"), "{again}");
}
