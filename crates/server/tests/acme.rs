//! A certificate from an ACME authority (pebble, on 127.0.0.1): obtained
//! through TLS-ALPN-01 on the server's own port, kept in its data
//! directory for the next start, renewed while a game is played without
//! the game noticing, and still served when the authority is gone.

use std::path::Path;

use obereg_client::Client;
use obereg_server::acme::{Acme, CertEvent, Certificates, Tell};
use obereg_server::protocol::{ClientMessage, ServerMessage, SideChoice};
use obereg_server::{Config, ManualNow};
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

use crate::pebble::{Pebble, free_port, trusting};
use crate::support::{Dirs, EPOCH, Running, clients, expect, play, scrape, start_game, terms, value};

/// A server certified by pebble: what it tells of its certificate, and
/// the handle that renews it.
struct Certified {
    server: Running,
    port: u16,
    http: Option<u16>,
    events: UnboundedReceiver<CertEvent>,
    certificates: Certificates,
}

/// The server's configuration: `localhost` on `port` (and plain HTTP on
/// `http`), certified by `pebble`.
fn config(dir: &Path, (port, http): (u16, Option<u16>), pebble: &Pebble, tell: Tell) -> Config {
    let acme = Acme {
        domain: "localhost".into(),
        contact: vec!["mailto:ops@example.org".into()],
        directory: pebble.directory.clone(),
        authority_root: Some(pebble.https_root.clone()),
        tell,
    };
    Config {
        metrics: Some("127.0.0.1:0".parse().unwrap()),
        acme: Some(acme),
        http: http.map(|http| format!("127.0.0.1:{http}").parse().unwrap()),
        ..Config::new(format!("127.0.0.1:{port}").parse().unwrap(), dir.to_path_buf())
    }
}

/// Pebble and a server it certifies on a port of their own, through
/// TLS-ALPN-01 there, or with `http` through HTTP-01 on a plain HTTP
/// listener (pebble's TLS-ALPN-01 then goes where nothing listens); none
/// where pebble is not installed (outside CI).
fn certified(dir: &Path, http: bool) -> Option<(Pebble, Certified)> {
    let port = free_port();
    let http = http.then(free_port);
    let pebble = match http {
        Some(http) => Pebble::start(free_port(), http)?,
        None => Pebble::start(port, free_port())?,
    };
    let (heard, events) = unbounded_channel();
    let tell = Tell::new(move |event| {
        let _ = heard.send(event.clone());
    });
    let mut certificates = None;
    let server = Running::made(config(dir, (port, http), &pebble, tell), &ManualNow::at(EPOCH), |server| {
        certificates = server.certificates();
        server
    });
    Some((pebble, Certified { server, port, http, events, certificates: certificates.unwrap() }))
}

/// The next certificate that came: its fingerprint; a failure fails the test.
async fn obtained(events: &mut UnboundedReceiver<CertEvent>) -> String {
    match events.recv().await.unwrap() {
        CertEvent::Obtained { domain, fingerprint, .. } => {
            assert_eq!(domain, "localhost");
            fingerprint
        }
        CertEvent::Failed { reason, .. } => panic!("no certificate from the authority: {reason}"),
    }
}

/// `name` registered on a connection that trusts `root`.
async fn player(root: &str, port: u16, name: &str) -> Client {
    let (stream, _) = trusting(root, port).await;
    let mut client = Client::over(stream).await.unwrap();
    let register = ClientMessage::Register { name: name.into(), password: "correct horse".into() };
    client.send(&register).await.unwrap();
    expect(&mut client, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
    // The lobby's answer comes once the hub knows the player: a challenge
    // made after it reaches them.
    client.send(&ClientMessage::Lobby).await.unwrap();
    expect(&mut client, "the lobby", |m| matches!(m, ServerMessage::Lobby { .. })).await;
    client
}

#[test]
fn a_certificate_comes_from_the_authority_serves_and_is_kept_for_the_next_start() {
    let dirs = Dirs::new();
    let Some((pebble, mut certified)) = certified(&dirs.server(), false) else { return };
    let fingerprint = clients().block_on(async {
        let fingerprint = obtained(&mut certified.events).await;
        let root = pebble.issuing_root().await;
        let (stream, presented) = trusting(&root, certified.port).await;
        assert_eq!(presented, fingerprint);
        Client::over(stream).await.unwrap();
        // The authority's validation through the server's own port is no
        // refused connection to the operator.
        let numbers = scrape(certified.server.metrics.as_deref().unwrap()).await;
        assert_eq!(value(&numbers, r#"obereg_refused_connections_total{reason="handshake"}"#), 0.0);
        fingerprint
    });
    assert_ne!(certified.server.fingerprint, fingerprint, "a stand-in serves until the first comes");
    #[cfg(unix)]
    for name in ["acme-account.json", "acme-cert.pem", "acme-key.pem"] {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(dirs.server().join(name)).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "{name}");
    }
    certified.server.kill();
    drop(pebble);
    // The next start serves the kept certificate at once, authority or not.
    let port = free_port();
    let again = Running::made(
        Config {
            listen: format!("127.0.0.1:{port}").parse().unwrap(),
            ..config_without_authority(&dirs.server())
        },
        &ManualNow::at(EPOCH),
        |server| server,
    );
    assert_eq!(again.fingerprint, fingerprint);
}

/// A configuration for `localhost` whose authority is nowhere.
fn config_without_authority(dir: &Path) -> Config {
    let acme = Acme {
        domain: "localhost".into(),
        contact: Vec::new(),
        directory: format!("https://127.0.0.1:{}/dir", free_port()),
        authority_root: None,
        tell: Tell::default(),
    };
    Config {
        metrics: Some("127.0.0.1:0".parse().unwrap()),
        acme: Some(acme),
        ..Config::new("127.0.0.1:0".parse().unwrap(), dir.to_path_buf())
    }
}

#[test]
fn a_renewal_while_a_game_is_played_swaps_the_certificate_and_the_game_goes_on() {
    let dirs = Dirs::new();
    let Some((pebble, mut certified)) = certified(&dirs.server(), false) else { return };
    clients().block_on(async {
        let first = obtained(&mut certified.events).await;
        let root = pebble.issuing_root().await;
        let port = certified.port;
        let (mut alice, mut bob) = (player(&root, port, "alice").await, player(&root, port, "bob").await);
        let game = start_game(&mut alice, &mut bob, terms(SideChoice::Vikings)).await;
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        certified.certificates.renew();
        let second = obtained(&mut certified.events).await;
        assert_ne!(second, first);
        assert_eq!(certified.certificates.fingerprint(), second);
        // The connections open go on; a new one is shown the new certificate.
        play(&mut bob, &mut alice, game, 1, "e4-d4").await;
        assert_eq!(trusting(&root, port).await.1, second);
        // The authority gone, the certificate it gave goes on serving.
        drop(pebble);
        certified.certificates.renew();
        match certified.events.recv().await.unwrap() {
            CertEvent::Failed { again_in, .. } => assert!(again_in.as_secs() >= 60),
            other => panic!("renewed without an authority: {other:?}"),
        }
        assert_eq!(trusting(&root, port).await.1, second);
        play(&mut alice, &mut bob, game, 2, "d1-d2").await;
    });
}

/// The head of the answer to `request` on 127.0.0.1's plain HTTP `port`.
async fn plain(port: u16, request: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut tcp = tokio::net::TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    tcp.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    tcp.read_to_string(&mut answer).await.unwrap();
    answer.split("\r\n\r\n").next().unwrap().to_string()
}

#[test]
fn with_a_plain_http_listener_the_authority_checks_there_and_the_rest_goes_to_https() {
    let dirs = Dirs::new();
    let Some((pebble, mut certified)) = certified(&dirs.server(), true) else { return };
    clients().block_on(async {
        let fingerprint = obtained(&mut certified.events).await;
        let root = pebble.issuing_root().await;
        assert_eq!(trusting(&root, certified.port).await.1, fingerprint);
        let http = certified.http.unwrap();
        let moved = plain(http, "GET /play?x=1 HTTP/1.1\r\nHost: localhost\r\n\r\n").await;
        assert!(moved.starts_with("HTTP/1.1 301 Moved Permanently"), "{moved}");
        let location = format!("Location: https://localhost:{}/play?x=1", certified.port);
        assert!(moved.contains(&location), "{moved}");
        let unknown =
            plain(http, "GET /.well-known/acme-challenge/unknown HTTP/1.1\r\nHost: localhost\r\n\r\n").await;
        assert!(unknown.starts_with("HTTP/1.1 404 Not Found"), "{unknown}");
    });
}
