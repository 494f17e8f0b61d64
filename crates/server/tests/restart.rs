//! A server killed and started again loses no acknowledged move, and the
//! players of a live game are told it was down.

use std::time::Duration;

use obereg_server::ManualNow;
use obereg_server::protocol::{
    ChallengeTerms, ClientMessage, ClockTerms, GameEnd, ServerMessage, SideChoice,
};

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
    // Ten minutes down: a live clock stands still meanwhile.
    clock.advance(Duration::from_secs(600));
    let second = Running::start(&dirs.server(), &clock);
    runtime.block_on(async {
        let mut alice = connect(&second, &dirs.client("a2")).await;
        alice.send(&ClientMessage::Resume { token: alice_token }).await.unwrap();
        let state = expect(&mut alice, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let ServerMessage::Game(state) = state else { unreachable!() };
        assert_eq!(state.info.game, game);
        assert_eq!(state.moves, ["a6-a8", "e4-d4"]);
        assert_eq!(state.to_move, "vikings");
        assert_eq!(state.clocks, [300_000, 300_000]);
        let restarted = |m: &ServerMessage| matches!(m, ServerMessage::Restarted { .. });
        assert_eq!(
            expect(&mut alice, "word of the restart", restarted).await,
            ServerMessage::Restarted { game }
        );
        let mut bob = connect(&second, &dirs.client("b2")).await;
        bob.send(&ClientMessage::Resume { token: bob_token.clone() }).await.unwrap();
        expect(&mut bob, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        assert_eq!(
            expect(&mut bob, "word of the restart", restarted).await,
            ServerMessage::Restarted { game }
        );
        play(&mut alice, &mut bob, game, 2, "d1-d2").await;
        // Told once: bob's second connection gets the game alone.
        let mut again = connect(&second, &dirs.client("b3")).await;
        again.send(&ClientMessage::Resume { token: bob_token }).await.unwrap();
        expect(&mut again, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        again.send(&ClientMessage::Ping).await.unwrap();
        assert_eq!(again.receive().await.unwrap(), ServerMessage::Pong);
    });
}

#[test]
fn a_correspondence_deadline_runs_on_while_the_server_is_down_and_ends_the_game() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let first = Running::start(&dirs.server(), &clock);
    let runtime = clients();
    let one_day =
        ChallengeTerms { clock: ClockTerms::Correspondence { days: 1 }, ..terms(SideChoice::Vikings) };
    let (game, bob_token) = runtime.block_on(async {
        let (mut alice, _) = registered(&first, &dirs.client("a"), "alice").await;
        let (mut bob, bob_token) = registered(&first, &dirs.client("b"), "bob").await;
        let game = start_game(&mut alice, &mut bob, one_day).await;
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        (game, bob_token)
    });
    first.kill();
    clock.advance(Duration::from_secs(23 * 3600));
    let second = Running::start(&dirs.server(), &clock);
    runtime.block_on(async {
        let mut bob = connect(&second, &dirs.client("b")).await;
        bob.send(&ClientMessage::Resume { token: bob_token }).await.unwrap();
        let ServerMessage::Game(state) =
            expect(&mut bob, "the game", |m| matches!(m, ServerMessage::Game(_))).await
        else {
            unreachable!()
        };
        assert_eq!(state.clocks[1], 3600 * 1000, "an hour of the day is left for the Varangians' move");
        // Its deadline did not stand still: no word of the clocks stopped.
        bob.send(&ClientMessage::Ping).await.unwrap();
        assert_eq!(bob.receive().await.unwrap(), ServerMessage::Pong);
        clock.advance(Duration::from_secs(3600));
        bob.send(&ClientMessage::Move { game, ply: 1, mv: "e4-d4".into() }).await.unwrap();
        let ended = expect(&mut bob, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;
        let end = GameEnd { winner: Some("vikings".into()), reason: "time".into() };
        assert_eq!(ended, ServerMessage::Ended { game, end });
    });
}
