//! Takebacks by consent: asked, agreed, kept, told to the spectators too,
//! the clocks put back; never by one player alone.

use std::time::Duration;

use obereg_client::Client;
use obereg_server::ManualNow;
use obereg_server::protocol::{
    ChallengeTerms, ClientMessage, ClockTerms, ErrorCode, ServerMessage, SideChoice,
};

use crate::support::{
    Dirs, EPOCH, Running, clients, connect, expect, game_between, play, refused, registered, start_game,
    terms,
};

fn offered(m: &ServerMessage) -> bool {
    matches!(m, ServerMessage::TakebackOffered { .. })
}

fn taken_back(m: &ServerMessage) -> bool {
    matches!(m, ServerMessage::TakenBack { .. })
}

/// A spectator of `game` who has seen its state.
async fn spectator(server: &Running, dirs: &Dirs, game: u64) -> Client {
    let (mut carol, _) = registered(server, &dirs.client("c"), "carol").await;
    carol.send(&ClientMessage::Watch { game }).await.unwrap();
    expect(&mut carol, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
    carol
}

#[test]
fn a_takeback_agreed_takes_the_askers_last_move_back_with_the_clocks_and_everyone_sees_it() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    let runtime = clients();
    let (game, token) = runtime.block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Vikings).await;
        let mut carol = spectator(&server, &dirs, game).await;
        clock.advance(Duration::from_secs(5));
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        clock.advance(Duration::from_secs(7));
        play(&mut bob, &mut alice, game, 1, "e4-d4").await;
        clock.advance(Duration::from_secs(3));
        play(&mut alice, &mut bob, game, 2, "d1-d2").await;
        clock.advance(Duration::from_secs(20));
        // alice asks on bob's move: her move alone goes.
        alice.send(&ClientMessage::Takeback { game }).await.unwrap();
        let asked = expect(&mut bob, "the asking", offered).await;
        assert_eq!(asked, ServerMessage::TakebackOffered { game, by: "alice".into() });
        expect(&mut carol, "the asking", offered).await;
        bob.send(&ClientMessage::Takeback { game }).await.unwrap();
        let back = ServerMessage::TakenBack { game, plies: 2, clocks: [295_000, 293_000] };
        for client in [&mut alice, &mut bob, &mut carol] {
            assert_eq!(expect(client, "the takeback", taken_back).await, back);
        }
        // bob asks on alice's move: his move alone goes.
        bob.send(&ClientMessage::Takeback { game }).await.unwrap();
        expect(&mut alice, "the asking", offered).await;
        alice.send(&ClientMessage::Takeback { game }).await.unwrap();
        let back = ServerMessage::TakenBack { game, plies: 1, clocks: [295_000, 300_000] };
        assert_eq!(expect(&mut carol, "the takeback", taken_back).await, back);
        assert_eq!(expect(&mut alice, "the takeback", taken_back).await, back);
        play(&mut bob, &mut alice, game, 1, "e6-f6").await;
        // alice asks on her own move: her move and bob's reply to it go.
        alice.send(&ClientMessage::Takeback { game }).await.unwrap();
        expect(&mut bob, "the asking", offered).await;
        bob.send(&ClientMessage::Takeback { game }).await.unwrap();
        let back = ServerMessage::TakenBack { game, plies: 0, clocks: [300_000, 300_000] };
        assert_eq!(expect(&mut alice, "the takeback", taken_back).await, back);
        play(&mut alice, &mut bob, game, 0, "a6-a7").await;
        let (_, token) = registered(&server, &dirs.client("d"), "dave").await;
        (game, token)
    });
    // Kept: after a restart the game has only the move played after the takebacks.
    server.kill();
    let second = Running::start(&dirs.server(), &clock);
    runtime.block_on(async {
        let mut watcher = connect(&second, &dirs.client("d")).await;
        watcher.send(&ClientMessage::Resume { token }).await.unwrap();
        expect(&mut watcher, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        watcher.send(&ClientMessage::Watch { game }).await.unwrap();
        let state = expect(&mut watcher, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let ServerMessage::Game(state) = state else { unreachable!() };
        assert_eq!(state.moves, ["a6-a7"]);
        assert_eq!(state.clocks, [300_000, 300_000]);
    });
}

#[test]
fn a_takeback_is_never_by_one_player_alone_and_lapses_with_the_next_move() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Vikings).await;
        let nothing = ClientMessage::Takeback { game };
        assert_eq!(refused(&mut alice, nothing.clone()).await, ErrorCode::NothingToTakeBack);
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        assert_eq!(refused(&mut bob, nothing).await, ErrorCode::NothingToTakeBack);
        alice.send(&ClientMessage::Takeback { game }).await.unwrap();
        expect(&mut bob, "the asking", offered).await;
        // bob moves instead of agreeing: the asking lapses, and his own
        // asking afterwards is his, not an agreement.
        play(&mut bob, &mut alice, game, 1, "e4-d4").await;
        bob.send(&ClientMessage::Takeback { game }).await.unwrap();
        let asked = expect(&mut alice, "the asking", offered).await;
        assert_eq!(asked, ServerMessage::TakebackOffered { game, by: "bob".into() });
        assert_eq!(play(&mut alice, &mut bob, game, 2, "d1-d2").await, "d1-d2");
    });
}

#[test]
fn after_a_restart_a_correspondence_deadline_counts_from_the_takeback_not_from_the_move_before_it() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    let runtime = clients();
    let hour = Duration::from_secs(3600);
    let (game, token) = runtime.block_on(async {
        let (mut alice, alice_token) = registered(&server, &dirs.client("a"), "alice").await;
        let (mut bob, _) = registered(&server, &dirs.client("b"), "bob").await;
        let by_post =
            ChallengeTerms { clock: ClockTerms::Correspondence { days: 1 }, ..terms(SideChoice::Vikings) };
        let game = start_game(&mut alice, &mut bob, by_post).await;
        play(&mut alice, &mut bob, game, 0, "a6-a8").await;
        clock.advance(hour * 20);
        alice.send(&ClientMessage::Takeback { game }).await.unwrap();
        expect(&mut bob, "the asking", offered).await;
        bob.send(&ClientMessage::Takeback { game }).await.unwrap();
        // alice's day starts again with the takeback, 20 hours after a6-a8.
        let back = ServerMessage::TakenBack { game, plies: 0, clocks: [86_400_000, 86_400_000] };
        assert_eq!(expect(&mut alice, "the takeback", taken_back).await, back);
        (game, alice_token)
    });
    server.kill();
    clock.advance(hour * 10);
    let second = Running::start(&dirs.server(), &clock);
    runtime.block_on(async {
        let mut alice = connect(&second, &dirs.client("a")).await;
        alice.send(&ClientMessage::Resume { token }).await.unwrap();
        expect(&mut alice, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        alice.send(&ClientMessage::Watch { game }).await.unwrap();
        let answer = |m: &ServerMessage| matches!(m, ServerMessage::Game(_) | ServerMessage::Error { .. });
        let ServerMessage::Game(state) = expect(&mut alice, "the game", answer).await else {
            panic!("the game is gone: its deadline counted from its start")
        };
        assert_eq!((state.info.game, state.moves.len()), (game, 0));
        // 10 of the Vikings' 24 hours gone since the takeback, not 30 since the start.
        assert_eq!(state.clocks[0], 14 * 3_600_000);
    });
}
