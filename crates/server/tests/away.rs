//! A player who loses their connection to a live game: the opponent is
//! told; back within the grace time the game goes on, past it they lose.

use std::time::Duration;

use obereg_client::Client;
use obereg_server::ManualNow;
use obereg_server::protocol::{ClientMessage, GameEnd, ServerMessage};

use crate::support::{Dirs, EPOCH, Running, after_first_move, clients, connect, expect, play};

/// alice's client, the game after her first move, and what she is told
/// when bob's connection closes.
async fn bob_gone(server: &Running, dirs: &Dirs) -> (Client, u64, ServerMessage) {
    let (mut alice, bob, game) = after_first_move(server, dirs).await;
    drop(bob);
    let told = expect(&mut alice, "bob away", |m| matches!(m, ServerMessage::Away { .. })).await;
    (alice, game, told)
}

#[test]
fn a_player_away_past_the_grace_time_loses_the_live_game() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        let (mut alice, game, told) = bob_gone(&server, &dirs).await;
        assert_eq!(told, ServerMessage::Away { game, player: "bob".into(), grace: 120 });
        clock.advance(Duration::from_secs(119));
        alice.send(&ClientMessage::Draw { game }).await.unwrap();
        expect(&mut alice, "the offer", |m| matches!(m, ServerMessage::DrawOffered { .. })).await;
        clock.advance(Duration::from_secs(1));
        alice.send(&ClientMessage::Draw { game }).await.unwrap();
        let ended = expect(&mut alice, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
        let end = GameEnd { winner: Some("vikings".into()), reason: "abandoned".into() };
        assert_eq!(ended, ServerMessage::Ended { game, end });
    });
}

#[test]
fn a_player_back_within_the_grace_time_finds_the_game_going_on() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        let (mut alice, game, _) = bob_gone(&server, &dirs).await;
        clock.advance(Duration::from_secs(100));
        let mut bob = connect(&server, &dirs.client("b")).await;
        let login = ClientMessage::Login { name: "bob".into(), password: "correct horse".into() };
        bob.send(&login).await.unwrap();
        let ServerMessage::Game(state) =
            expect(&mut bob, "the game", |m| matches!(m, ServerMessage::Game(_))).await
        else {
            unreachable!()
        };
        assert_eq!((state.moves.len(), state.clocks[1]), (1, 200_000));
        let back = expect(&mut alice, "bob back", |m| matches!(m, ServerMessage::Back { .. })).await;
        assert_eq!(back, ServerMessage::Back { game, player: "bob".into() });
        clock.advance(Duration::from_secs(100));
        play(&mut bob, &mut alice, game, 1, "e4-d4").await;
    });
}
