//! Online play in two pseudo-terminals: a server in this process on
//! 127.0.0.1, port 0, its clock standing still; two `obereg online`
//! clients, each with a data directory of its own, trust its fingerprint,
//! register, one challenges, the other accepts, a few moves are played by
//! keys, one resigns, both boards say so, and the server's archive has the
//! game; and two players enter a tournament from the lobby's tab and play
//! its first game.

use std::sync::Arc;
use std::time::Duration;

use obereg_client::Client;
use obereg_server::protocol::{ClientMessage, ServerMessage};
use obereg_server::{Config, Limits, ManualNow, Server};
use tempfile::TempDir;
use tokio::runtime::Runtime;

use crate::pty::Session;

/// The most messages read while waiting for one answer.
const MOST_MESSAGES: usize = 50;

/// A server on 127.0.0.1, port 0, in a runtime of its own; its clock
/// stands still, so a connection's pace never refills: it gets room for
/// every message of the test.
fn server(data: &std::path::Path) -> (Runtime, String) {
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
    let config = Config::new("127.0.0.1:0".parse().unwrap(), data.to_path_buf());
    let clock = Arc::new(ManualNow::at(Duration::from_secs(1_780_000_000)));
    let limits = Limits { burst: 10_000, ..Limits::default() };
    let server = runtime.block_on(Server::bind(config, clock)).unwrap().with_limits(limits);
    let address = server.local_addr().unwrap().to_string();
    runtime.spawn(server.run());
    (runtime, address)
}

/// A client at the lobby of `address`, the server trusted and `name`
/// registered.
fn registered(data: &TempDir, address: &str, name: &str) -> Session {
    let mut client = Session::start_in(data.path(), &["--lang", "en", "online", address]);
    client.wait_for("Trust this server from now on?");
    client.send("y");
    client.wait_for("r  register a new account");
    client.send("r");
    client.wait_for("Password again");
    client.send(&format!("{name}\tsecret-{name}\tsecret-{name}\r"));
    client.wait_for(&format!("you: {name} · your move in 0 games"));
    client
}

/// Plays `mv` with the move prompt.
fn play(client: &mut Session, mv: &str) {
    client.send("m");
    client.send(mv);
    client.send("\r");
}

/// The record of the last game of `name`, as the archive gives it.
fn archived(runtime: &Runtime, address: &str, name: &str, dir: &std::path::Path) -> (String, String) {
    runtime.block_on(async {
        let (mut client, _) = Client::connect(address, dir).await.unwrap();
        client.send(&ClientMessage::Guest).await.unwrap();
        client.send(&ClientMessage::Player { name: name.into(), page: 0 }).await.unwrap();
        let mut page = None;
        for _ in 0..MOST_MESSAGES {
            if let ServerMessage::Player(found) = client.receive().await.unwrap() {
                page = Some(found);
                break;
            }
        }
        let game = page.expect("the player's page").games.first().cloned().expect("a game on it");
        client.send(&ClientMessage::Record { game: game.game }).await.unwrap();
        for _ in 0..MOST_MESSAGES {
            if let ServerMessage::Record { text, .. } = client.receive().await.unwrap() {
                return (game.result, text);
            }
        }
        panic!("no record of game {}", game.game);
    })
}

#[test]
fn two_players_meet_in_the_lobby_play_by_keys_and_the_resignation_is_archived() {
    let (server_data, alice_data, bob_data, reader) =
        (TempDir::new().unwrap(), TempDir::new().unwrap(), TempDir::new().unwrap(), TempDir::new().unwrap());
    let (runtime, address) = server(server_data.path());
    let mut alice = registered(&alice_data, &address, "alice");
    let mut bob = registered(&bob_data, &address, "bob");
    alice.send("n");
    alice.wait_for("A new challenge, open to everyone");
    alice.send("\r");
    alice.wait_for("Your challenge is open");
    bob.wait_for("alice (1500) · 9×9 · 10+5 · unrated · sides by lot");
    bob.send("\r");
    alice.wait_for("plays the Varangians");
    bob.wait_for("plays the Varangians");
    // The sides are drawn by lot: the panel marks the Vikings' player ●.
    let alice_vikings = alice.text().contains("● alice");
    assert_eq!(bob.text().contains("● bob"), !alice_vikings, "{}", bob.text());
    let (vikings, varangians) = if alice_vikings { (&mut alice, &mut bob) } else { (&mut bob, &mut alice) };
    play(vikings, "a6-a8");
    varangians.wait_for("1. a6-a8");
    play(varangians, "c5-c8");
    vikings.wait_for("c5-c8");
    play(vikings, "i6-i8");
    varangians.wait_for("i6-i8");
    varangians.send("R");
    varangians.wait_for("Press R again to resign");
    varangians.send("R");
    varangians.wait_for("The Varangians resigned.");
    vikings.wait_for("The Varangians resigned.");
    // Esc shows the board, Esc again leaves the table for the lobby.
    vikings.send("\x1b");
    vikings.wait_until("the board without the result", |text| !text.contains("The Varangians resigned."));
    vikings.send("\x1b");
    vikings.wait_for("The game is over: the Vikings win (a side resigned).");
    let (result, record) = archived(&runtime, &address, "alice", reader.path());
    let alice_won = if alice_vikings { "won" } else { "lost" };
    assert_eq!(result, alice_won);
    assert!(record.contains("a6-a8") && record.contains("c5-c8") && record.contains("i6-i8"), "{record}");
    assert!(record.contains("obereg-ended:resignation"), "{record}");
    alice.send("q");
    bob.send("q");
    alice.finish();
    bob.finish();
    runtime.shutdown_background();
}

#[test]
fn a_player_changes_the_password_logs_out_logs_in_again_and_deletes_the_account_by_keys() {
    let (server_data, alice_data, reader) =
        (TempDir::new().unwrap(), TempDir::new().unwrap(), TempDir::new().unwrap());
    let (runtime, address) = server(server_data.path());
    let mut alice = registered(&alice_data, &address, "alice");
    alice.send("a");
    alice.wait_for("p change the password");
    alice.send("p");
    alice.wait_for("New password");
    alice.send("secret-alice\tnewer-alice1\tnewer-alice1\r");
    alice.wait_for("The password is changed. No other device was logged in.");
    alice.send("a");
    alice.wait_for("o log out here");
    alice.send("o");
    alice.wait_for("Logged out.");
    alice.wait_for("r  register a new account");
    alice.send("q");
    alice.finish();
    // The token is forgotten: the next start asks how to log in.
    let mut alice = Session::start_in(alice_data.path(), &["--lang", "en", "online", &address]);
    alice.wait_for("r  register a new account");
    alice.send("l");
    alice.wait_for("Password");
    alice.send("alice\tnewer-alice1\r");
    alice.wait_for("you: alice · your move in 0 games");
    alice.send("a");
    alice.wait_for("d delete the account");
    alice.send("d");
    alice.wait_for("To delete the account, type its password:");
    alice.send("newer-alice1\r");
    alice.wait_for("Delete the account alice for good?");
    alice.send("y");
    alice.wait_for("The account is deleted.");
    alice.send("q");
    alice.finish();
    // The name is free again.
    runtime.block_on(async {
        let (mut client, _) = Client::connect(&address, reader.path()).await.unwrap();
        let register = ClientMessage::Register { name: "alice".into(), password: "another-one".into() };
        client.send(&register).await.unwrap();
        let answer = client.receive().await.unwrap();
        assert!(matches!(answer, ServerMessage::LoggedIn { ref name, .. } if name == "alice"), "{answer:?}");
    });
    runtime.shutdown_background();
}

/// A round robin of two, 10+5 as the lobby's challenges, made by a guest
/// with the client library: its number.
fn tournament_made(runtime: &Runtime, address: &str, dir: &std::path::Path) -> u64 {
    use obereg_server::protocol::{ClockTerms, Entry, Format, Start, TournamentTerms};
    runtime.block_on(async {
        let (mut client, _) = Client::connect(address, dir).await.unwrap();
        client.send(&ClientMessage::Guest).await.unwrap();
        let terms = TournamentTerms {
            name: "Kyiv Cup".into(),
            format: Format::RoundRobin { double: false },
            board: 9,
            die: false,
            clock: ClockTerms::Fischer { minutes: 10, seconds: 5 },
            rated: false,
            start: Start::WhenFull,
            players: 2,
            entry: Entry::Anyone,
            bots: false,
        };
        client.send(&ClientMessage::CreateTournament(terms)).await.unwrap();
        for _ in 0..MOST_MESSAGES {
            if let ServerMessage::Tournament(page) = client.receive().await.unwrap() {
                return page.info.tournament;
            }
        }
        panic!("no tournament made");
    })
}

#[test]
fn two_players_enter_a_tournament_from_its_tab_and_its_first_game_opens_for_both() {
    let (server_data, alice_data, bob_data, organiser) =
        (TempDir::new().unwrap(), TempDir::new().unwrap(), TempDir::new().unwrap(), TempDir::new().unwrap());
    let (runtime, address) = server(server_data.path());
    tournament_made(&runtime, &address, organiser.path());
    let mut alice = registered(&alice_data, &address, "alice");
    let mut bob = registered(&bob_data, &address, "bob");
    for player in [&mut alice, &mut bob] {
        player.send("7");
        player.wait_for("Kyiv Cup");
        player.send("\r");
        player.wait_for("place · player · points");
        player.send("e");
    }
    // The second entry fills it: it starts, and its game opens for both.
    alice.wait_for("plays the Varangians");
    bob.wait_for("plays the Varangians");
    let alice_vikings = alice.text().contains("● alice");
    let (vikings, varangians) = if alice_vikings { (&mut alice, &mut bob) } else { (&mut bob, &mut alice) };
    play(vikings, "a6-a8");
    varangians.wait_for("1. a6-a8");
    varangians.send("R");
    varangians.wait_for("Press R again to resign");
    varangians.send("R");
    vikings.wait_for("The Varangians resigned.");
    // Back in the lobby, the tournament's page shows the result: over.
    vikings.send("\x1b");
    vikings.wait_until("the board without the result", |text| !text.contains("The Varangians resigned."));
    vikings.send("\x1b");
    vikings.wait_for("Kyiv Cup · round robin · 9×9 · over");
    let winner = if alice_vikings { "alice" } else { "bob" };
    vikings.wait_for(&format!("1. {winner} · 1 · 0 · 1 / 0"));
    alice.send("q");
    bob.send("q");
    alice.finish();
    bob.finish();
    runtime.shutdown_background();
}
