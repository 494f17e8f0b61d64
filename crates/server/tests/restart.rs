//! A server killed and started again loses no acknowledged move.

use obereg_server::ManualNow;
use obereg_server::protocol::{ClientMessage, ServerMessage, SideChoice};

use crate::support::{Dirs, EPOCH, Running, clients, connect, expect, play, registered, start_game, terms};

#[test]
fn a_server_killed_and_started_again_resumes_the_game_with_every_acknowledged_move() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let first = Running::start(&dirs.server(), &clock);
    let runtime = clients();
    let (game, alice_token, bob_token) = runtime.block_on(async {
        let (mut alice, alice_token) = registered(&first, &dirs.client("a"), "alice").await;
        let (mut bob, bob_token) = registered(&first, &dirs.client("b"), "bob").await;
        let game = start_game(&mut alice, &mut bob, terms(SideChoice::Vikings)).await;
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        play(&mut bob, &mut alice, game, 1, "e4-d4").await;
        (game, alice_token, bob_token)
    });
    first.kill();
    let second = Running::start(&dirs.server(), &clock);
    runtime.block_on(async {
        let mut alice = connect(&second, &dirs.client("a2")).await;
        alice.send(&ClientMessage::Resume { token: alice_token }).await.unwrap();
        let state = expect(&mut alice, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let ServerMessage::Game(state) = state else { unreachable!() };
        assert_eq!(state.info.game, game);
        assert_eq!(state.moves, ["a6-a8", "e4-d4"]);
        assert_eq!(state.to_move, "vikings");
        let mut bob = connect(&second, &dirs.client("b2")).await;
        bob.send(&ClientMessage::Resume { token: bob_token }).await.unwrap();
        expect(&mut bob, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        play(&mut alice, &mut bob, game, 2, "d1-d2").await;
    });
}
