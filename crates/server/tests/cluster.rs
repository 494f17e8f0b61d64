//! Several nodes on one PostgreSQL store and one NATS server (`--bus`):
//! players on different nodes play each other, a third node's player
//! watches, and the archive holds the game. Without PostgreSQL or
//! `nats-server` the test is skipped, saying why; but not in CI (`CI`
//! set), where it fails.

use std::path::Path;
use std::process::{Child, Command, Stdio};

use obereg_client::Client;
use obereg_server::protocol::{ClientMessage, ServerMessage, SideChoice};
use obereg_server::store::{Location, Store};
use obereg_server::{Config, Limits, ManualNow};

use crate::store_testing as testing;
use crate::support::{
    CAPTURE, Dirs, EPOCH, PATIENCE, Running, clients, config, expect, play_line, registered, start_game,
    terms,
};

/// Where the Debian package puts the NATS server.
const NATS_SERVER: &str = "/usr/sbin/nats-server";

/// A NATS server on 127.0.0.1 at a free port, killed when dropped.
struct Nats {
    child: Child,
    url: String,
}

impl Nats {
    /// Starts one and waits until it takes connections; none (said why)
    /// without `nats-server` here.
    ///
    /// # Panics
    /// Without it in CI, or when it does not start.
    fn start() -> Option<Nats> {
        if !Path::new(NATS_SERVER).is_file() {
            let why = format!("no {NATS_SERVER} here (the Debian package nats-server)");
            assert!(std::env::var_os("CI").is_none(), "{why}: CI must have it");
            eprintln!("skipped: {why}");
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = Command::new(NATS_SERVER)
            .args(["-a", "127.0.0.1", "-p", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let nats = Nats { child, url: format!("nats://127.0.0.1:{port}") };
        // A bounded wait far above its start's time, not a measure of it.
        for _ in 0..1200 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return Some(nats);
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        panic!("nats-server did not listen on {port}");
    }
}

impl Drop for Nats {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A node named `node` on `store` and `bus`, its data in `dir`.
fn node(dir: &Path, clock: &ManualNow, store: &Location, bus: &str, node: &str) -> Running {
    let config = Config {
        store: Some(store.clone()),
        bus: Some(bus.to_string()),
        node: Some(node.to_string()),
        ..config(dir, None)
    };
    Running::launch(config, clock, Limits::default())
}

/// Asks for the lobby until it lists `name` (the other nodes say theirs
/// every second): a bounded wait far above that, not a measure of it.
async fn sees(client: &mut Client, name: &str) {
    for _ in 0..PATIENCE * 12 {
        client.send(&ClientMessage::Lobby).await.unwrap();
        let lobby = expect(client, "the lobby", |m| matches!(m, ServerMessage::Lobby { .. })).await;
        if matches!(&lobby, ServerMessage::Lobby { players, .. } if players.iter().any(|p| p == name)) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
    panic!("{name} never reached the lobby");
}

#[test]
fn players_on_two_nodes_play_and_a_third_nodes_player_watches() {
    let Some(pg) = testing::postgres() else { return };
    let Some(nats) = Nats::start() else { return };
    let clock = ManualNow::at(EPOCH);
    let dirs = Dirs::new();
    let nodes: Vec<Running> = ["one", "two", "three"]
        .iter()
        .map(|name| node(&dirs.client(name), &clock, &pg.location, &nats.url, name))
        .collect();
    let game = clients().block_on(async {
        let (mut alice, _) = registered(&nodes[0], &dirs.client("a"), "alice").await;
        let (mut bob, _) = registered(&nodes[1], &dirs.client("b"), "bob").await;
        let (mut carol, _) = registered(&nodes[2], &dirs.client("c"), "carol").await;
        sees(&mut alice, "bob").await;
        sees(&mut bob, "alice").await;
        sees(&mut carol, "alice").await;
        let game = start_game(&mut alice, &mut bob, terms(SideChoice::Vikings)).await;
        carol.send(&ClientMessage::Watch { game }).await.unwrap();
        expect(&mut carol, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let records = play_line(&mut alice, &mut bob, game, &CAPTURE).await;
        for (ply, record) in (0..).zip(&records) {
            let seen = expect(&mut carol, "a move", |m| matches!(m, ServerMessage::Moved { .. })).await;
            assert!(matches!(seen, ServerMessage::Moved { ply: p, record: r, .. } if p == ply && &r == record));
        }
        for client in [&mut alice, &mut bob, &mut carol] {
            let ended = expect(client, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
            assert!(matches!(ended, ServerMessage::Ended { game: g, end } if g == game && end.winner.as_deref() == Some("vikings")));
        }
        (game, records)
    });
    let (game, records) = game;
    let mut kept = Store::connect(&pg.location).unwrap();
    let finished = kept.finished_game(i64::try_from(game).unwrap()).unwrap().unwrap();
    assert_eq!(finished.stored.moves, records);
    assert_eq!(finished.winner.as_deref(), Some("vikings"));
    assert_eq!(kept.owner(i64::try_from(game).unwrap()).unwrap().map(|owner| owner.node), Some("one".into()));
    drop(nodes);
}
