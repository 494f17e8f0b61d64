//! Three nodes; two players on different nodes play a game with a clock
//! and a third node's player watches; the node that owns the game is
//! killed with SIGKILL after three moves. Another node takes the game over
//! once its lease ran out, the player whose node died connects to the
//! next, the game is played to its end, and what both players were told,
//! what the spectator saw and the archive agree move for move. And a node
//! frozen past its lease: another takes its game, and its player plays on
//! through it, the moves passed on to the new owner.

use std::time::{Duration, Instant};

use obereg_protocol::{ChallengeTerms, ClientMessage, ClockTerms, ServerMessage, SideChoice};

use super::player::{Player, Turn};
use super::{Cluster, archived, players, store_testing};

/// A line the Vikings win by capturing the prince on its seventh move.
pub const CAPTURE: [&str; 7] = ["a6-a8", "e4-d4", "d1-d2", "e3-h3", "e8-b8", "e5-e3", "i4-e4"];

/// Fischer 5+0 on 9×9, rated or not, the challenger with the Vikings, for
/// `opponent`.
pub fn terms(opponent: &str, rated: bool) -> ChallengeTerms {
    ChallengeTerms {
        board: 9,
        die: false,
        clock: ClockTerms::Fischer { minutes: 5, seconds: 0 },
        rated,
        side: SideChoice::Vikings,
        opponent: Some(opponent.into()),
    }
}

/// `challenger` challenges `taker` to a game rated or not, which `taker`
/// accepts: the game's number.
pub async fn start_game(challenger: &mut Player, taker: &mut Player, rated: bool, deadline: Instant) -> u64 {
    challenger.send(&ClientMessage::Challenge(terms(&taker.name, rated))).await;
    let from = challenger.name.clone();
    let challenge = match taker
        .expect("the challenge", deadline, |m| matches!(m, ServerMessage::Challenge(c) if c.from == from))
        .await
    {
        ServerMessage::Challenge(info) => info.challenge,
        _ => unreachable!(),
    };
    taker.send(&ClientMessage::Accept { challenge }).await;
    let game = |m: &ServerMessage| matches!(m, ServerMessage::Game(_));
    let ServerMessage::Game(state) = taker.expect("the game", deadline, game).await else { unreachable!() };
    challenger.expect("the game", deadline, game).await;
    state.info.game
}

#[test]
fn the_node_owning_a_game_killed_with_sigkill_hands_it_on_and_both_players_and_the_archive_agree() {
    let Some(Cluster { pg, nats: _nats, dir, mut nodes, addresses }) =
        Cluster::start(&["one", "two", "three"])
    else {
        return;
    };
    let deadline = Instant::now() + Duration::from_secs(120);
    let runtime = players();
    let (alice, bob, watched, game) = runtime.block_on(async {
        let client = |name: &str| dir.path().join(format!("client-{name}"));
        let mut alice = Player::register("alice", addresses.clone(), 0, client("alice")).await;
        let mut bob = Player::register("bob", addresses.clone(), 1, client("bob")).await;
        let mut carol = Player::register("carol", addresses.clone(), 2, client("carol")).await;
        alice.sees("bob", deadline).await;
        bob.sees("alice", deadline).await;
        carol.sees("alice", deadline).await;
        // The challenge is alice's, on node one: node one owns the game.
        let game = start_game(&mut alice, &mut bob, false, deadline).await;
        carol.send(&ClientMessage::Watch { game }).await;
        carol.expect("the game", deadline, |m| matches!(m, ServerMessage::Game(_))).await;
        let line = |moves: &[String]| CAPTURE.get(moves.len()).map(|mv| Turn::Move((*mv).into()));
        let alice = tokio::spawn(async move {
            alice.play(game, true, line, Duration::ZERO, deadline).await;
            alice
        });
        let bob = tokio::spawn(async move {
            bob.play(game, false, line, Duration::ZERO, deadline).await;
            bob
        });
        let mut watched = Vec::new();
        while watched.len() < 3 {
            if let ServerMessage::Moved { ply, record, .. } =
                carol.expect("a move", deadline, |m| matches!(m, ServerMessage::Moved { .. })).await
            {
                assert_eq!(usize::try_from(ply).unwrap(), watched.len());
                watched.push(record);
            }
        }
        nodes[0].kill();
        let watched = carol.watch_to_the_end(game, watched, deadline).await;
        (alice.await.unwrap(), bob.await.unwrap(), watched, game)
    });
    let (moves, winner) = archived(&pg.location, game);
    assert_eq!(moves.len(), CAPTURE.len(), "every move kept once: {moves:?}");
    assert_eq!(alice.moves, moves);
    assert_eq!(bob.moves, moves);
    assert_eq!(watched, moves);
    assert_eq!(winner.as_deref(), Some("vikings"));
    for player in [&alice, &bob] {
        assert_eq!(
            player.end.as_ref().and_then(|end| end.winner.as_deref()),
            Some("vikings"),
            "{}",
            player.name
        );
    }
    assert!(alice.reconnections >= 1, "alice's node died under her");
    assert_eq!(bob.reconnections, 0, "bob's node never stopped");
    drop(nodes);
}

#[test]
fn a_node_frozen_past_its_lease_hands_its_game_on_and_its_player_plays_on_through_it() {
    let Some(Cluster { pg, nats: _nats, dir, mut nodes, addresses }) = Cluster::start(&["one", "two"]) else {
        return;
    };
    let deadline = Instant::now() + Duration::from_secs(120);
    let runtime = players();
    let (mut alice, mut bob, game) = runtime.block_on(async {
        let client = |name: &str| dir.path().join(format!("client-{name}"));
        let mut alice = Player::register("alice", addresses.clone(), 0, client("alice")).await;
        let mut bob = Player::register("bob", addresses.clone(), 1, client("bob")).await;
        alice.sees("bob", deadline).await;
        bob.sees("alice", deadline).await;
        let game = start_game(&mut alice, &mut bob, false, deadline).await;
        (alice, bob, game)
    });
    // Node one, the owner, freezes past its lease: node two takes the game.
    nodes[0].freeze(true);
    let owner = store_testing::taken_over(&pg.location, game, "one");
    nodes[0].freeze(false);
    let bob = runtime.block_on(async {
        // alice's first move reaches node one, which finds the game lost
        // and passes the move on to its owner.
        let line = |moves: &[String]| CAPTURE.get(moves.len()).map(|mv| Turn::Move((*mv).into()));
        let bob = tokio::spawn(async move {
            bob.play(game, false, line, Duration::ZERO, deadline).await;
            bob
        });
        alice.play(game, true, line, Duration::ZERO, deadline).await;
        bob.await.unwrap()
    });
    let (moves, winner) = archived(&pg.location, game);
    assert_eq!(owner, "two");
    assert_eq!(moves.len(), CAPTURE.len(), "every move kept once: {moves:?}");
    assert_eq!((&alice.moves, &bob.moves), (&moves, &moves));
    assert_eq!(winner.as_deref(), Some("vikings"));
    // Neither was refused anything, nor had to connect again.
    assert_eq!((alice.reconnections, bob.reconnections), (0, 0));
    drop(nodes);
}
