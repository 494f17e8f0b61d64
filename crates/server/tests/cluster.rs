//! Several nodes on one PostgreSQL store and one NATS server (`--bus`):
//! players on different nodes play each other, a third node's player
//! watches, and the archive holds the game; a game whose node stops is
//! taken over by another and played on; a tournament held by one node
//! goes on when that node stops. Without PostgreSQL or
//! `nats-server` the test is skipped, saying why; but not in CI (`CI`
//! set), where it fails.

use std::path::Path;
use std::time::Duration;

use obereg_client::Client;
use obereg_server::bus::BusError;
use obereg_server::protocol::{ClientMessage, ServerMessage, SideChoice};
use obereg_server::store::{Location, Store};
use obereg_server::{Config, ManualNow, Server, ServerError};

use crate::nats::Nats;
use crate::store_testing as testing;
use crate::support::{
    CAPTURE, Dirs, EPOCH, PATIENCE, Running, clients, config, connect, expect, play, play_line, registered,
    start_game, terms,
};
use crate::tournaments::{NAMES, to_the_end, to_the_second_round};

/// How long a test's node owns its games unless it renews them, on the
/// test's clock (which only the test moves).
const LEASE: Duration = Duration::from_secs(5);

/// A node named `node` on `store` and `bus`, its data in `dir`, its
/// games' lease [`LEASE`].
fn node(dir: &Path, clock: &ManualNow, store: &Location, bus: &str, node: &str) -> Running {
    let config = Config {
        store: Some(store.clone()),
        bus: Some(bus.to_string()),
        node: Some(node.to_string()),
        lease: Some(LEASE),
        ..config(dir, None)
    };
    Running::made(config, clock, |server| server)
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
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    panic!("{name} never reached the lobby");
}

/// Three nodes, `one`, `two` and `three`, on the tests' PostgreSQL and
/// a NATS server of their own.
struct Cluster {
    pg: testing::TestDatabase,
    nats: Nats,
    clock: ManualNow,
    dirs: Dirs,
    nodes: Vec<Running>,
}

impl Cluster {
    /// Starts them; none (said why) without PostgreSQL or NATS here.
    fn start() -> Option<Cluster> {
        let pg = testing::postgres()?;
        let nats = Nats::start()?;
        let (clock, dirs) = (ManualNow::at(EPOCH), Dirs::new());
        let nodes = ["one", "two", "three"]
            .iter()
            .map(|name| node(&dirs.client(name), &clock, &pg.location, &nats.url, name))
            .collect();
        Some(Cluster { pg, nats, clock, dirs, nodes })
    }
}

#[test]
fn players_on_two_nodes_play_and_a_third_nodes_player_watches() {
    let Some(Cluster { pg, nats: _nats, clock: _, dirs, nodes }) = Cluster::start() else { return };
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

#[test]
fn a_node_needs_a_shared_store() {
    let dirs = Dirs::new();
    let config = Config { bus: Some("nats://127.0.0.1:1".into()), ..config(&dirs.server(), None) };
    let bound = clients().block_on(Server::bind(config, std::sync::Arc::new(ManualNow::at(EPOCH))));
    assert!(matches!(bound, Err(ServerError::Bus(BusError::NoSharedStore))));
}

#[test]
fn a_game_whose_node_stops_is_taken_over_and_played_on_from_another_node() {
    let Some(Cluster { pg, nats: _nats, clock, dirs, mut nodes }) = Cluster::start() else { return };
    let runtime = clients();
    let (mut bob, alice_token, game, mut records) = runtime.block_on(async {
        let (mut alice, alice_token) = registered(&nodes[0], &dirs.client("a"), "alice").await;
        let (mut bob, _) = registered(&nodes[1], &dirs.client("b"), "bob").await;
        sees(&mut alice, "bob").await;
        sees(&mut bob, "alice").await;
        let game = start_game(&mut alice, &mut bob, terms(SideChoice::Vikings)).await;
        let records = play_line(&mut alice, &mut bob, game, &CAPTURE[..3]).await;
        (bob, alice_token, game, records)
    });
    // The owner stops as a kill would; once its lease ran out on the
    // store's clock, another node takes the game.
    nodes.remove(0).kill();
    clock.advance(LEASE * 2);
    let owner = testing::taken_over(&pg.location, game, "one");
    runtime.block_on(async {
        let mut alice = connect(&nodes[1], &dirs.client("a")).await;
        alice.send(&ClientMessage::Resume { token: alice_token }).await.unwrap();
        let state = expect(&mut alice, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let ServerMessage::Game(state) = state else { unreachable!() };
        assert_eq!(state.moves, records, "every move kept, none doubled");
        // The clocks stood still while no node owned the game.
        assert_eq!(state.clocks, [300_000, 300_000]);
        expect(&mut alice, "the outage", |m| matches!(m, ServerMessage::Restarted { .. })).await;
        for (ply, mv) in (3..).zip(&CAPTURE[3..]) {
            let (mover, other) = if ply % 2 == 0 { (&mut alice, &mut bob) } else { (&mut bob, &mut alice) };
            records.push(play(mover, other, game, ply, mv).await);
        }
        expect(&mut bob, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
    });
    let kept = Store::connect(&pg.location).unwrap();
    let finished = kept.finished_game(i64::try_from(game).unwrap()).unwrap().unwrap();
    assert_eq!(finished.stored.moves, records);
    assert_eq!(finished.winner.as_deref(), Some("vikings"));
    assert_ne!(owner, "one");
    drop(nodes);
}

/// Asks the store until a node other than `gone` (none: any node) holds
/// the tournaments' role: a bounded wait far above the nodes' ticks, not
/// a measure of them.
fn director(location: &Location, gone: Option<&str>) -> String {
    let mut store = Store::connect(location).unwrap();
    for _ in 0..1200 {
        let holder = store.role_holder(obereg_server::store::TOURNAMENTS).unwrap().map(|holder| holder.node);
        if let Some(node) = holder.filter(|node| Some(node.as_str()) != gone) {
            return node;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("no node took the tournaments");
}

#[test]
fn a_round_robin_of_players_on_two_nodes_is_held_by_a_third_and_goes_on_when_that_node_stops() {
    let Some(pg) = testing::postgres() else { return };
    let Some(nats) = Nats::start() else { return };
    let (clock, dirs) = (ManualNow::at(EPOCH), Dirs::new());
    // Node one starts first and holds the tournaments; the players are on
    // the two others.
    let mut nodes = vec![node(&dirs.client("one"), &clock, &pg.location, &nats.url, "one")];
    assert_eq!(director(&pg.location, None), "one");
    for name in ["two", "three"] {
        nodes.push(node(&dirs.client(name), &clock, &pg.location, &nats.url, name));
    }
    let runtime = clients();
    let (id, second_round, mut players) = runtime.block_on(async {
        let mut players = Vec::new();
        for (at, name) in NAMES.iter().enumerate() {
            let (client, _) = registered(&nodes[1 + at % 2], &dirs.client(name), name).await;
            players.push((name.to_string(), client));
        }
        // Round 2 is paired by node one, which stops while it is played.
        let (id, second_round) = to_the_second_round(&mut players).await;
        (id, second_round, players)
    });
    nodes.remove(0).kill();
    clock.advance(LEASE * 2);
    let taker = director(&pg.location, Some("one"));
    runtime.block_on(async {
        // Round 2's games taken over; round 3 paired by the node that
        // took the tournaments.
        to_the_end(&mut players, id, &second_round).await;
    });
    assert_ne!(taker, "one");
    drop(nodes);
}
