//! The lobby: who is online, challenges open to all or to one player,
//! spectators.

use obereg_server::ManualNow;
use obereg_server::protocol::{ChallengeTerms, ClientMessage, ErrorCode, ServerMessage, SideChoice};

use crate::support::{
    Dirs, EPOCH, Running, after_first_move, clients, expect, play, refused, registered, terms,
};

fn lobby(m: &ServerMessage) -> bool {
    matches!(m, ServerMessage::Lobby { .. })
}

#[test]
fn a_challenge_to_one_player_is_theirs_alone_and_goes_when_cancelled() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        let (mut bob, _) = registered(&server, &dirs.client("b"), "bob").await;
        let (mut carol, _) = registered(&server, &dirs.client("c"), "carol").await;
        let to_nobody = ChallengeTerms { opponent: Some("dave".into()), ..terms(SideChoice::Lot) };
        assert_eq!(refused(&mut alice, ClientMessage::Challenge(to_nobody)).await, ErrorCode::NoSuchPlayer);
        let to_bob = ChallengeTerms { opponent: Some("BOB".into()), ..terms(SideChoice::Lot) };
        alice.send(&ClientMessage::Challenge(to_bob)).await.unwrap();
        let offered = expect(&mut bob, "the challenge", |m| matches!(m, ServerMessage::Challenge(_))).await;
        let ServerMessage::Challenge(info) = offered else { unreachable!() };
        assert_eq!(info.from, "alice");
        carol.send(&ClientMessage::Lobby).await.unwrap();
        let ServerMessage::Lobby { players, challenges, games, .. } =
            expect(&mut carol, "the lobby", lobby).await
        else {
            unreachable!()
        };
        assert_eq!(players, ["alice", "bob", "carol"]);
        assert!(challenges.is_empty() && games.is_empty(), "{challenges:?} {games:?}");
        let accept = ClientMessage::Accept { challenge: info.challenge };
        assert_eq!(refused(&mut carol, accept).await, ErrorCode::NoSuchChallenge);
        let cancel = ClientMessage::Cancel { challenge: info.challenge };
        assert_eq!(refused(&mut bob, cancel.clone()).await, ErrorCode::NoSuchChallenge);
        alice.send(&cancel).await.unwrap();
        let gone =
            expect(&mut bob, "the challenge gone", |m| matches!(m, ServerMessage::ChallengeGone { .. }))
                .await;
        assert_eq!(gone, ServerMessage::ChallengeGone { challenge: info.challenge });
    });
}

#[test]
fn a_spectator_finds_the_game_in_the_lobby_and_sees_its_moves_and_chat() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = after_first_move(&server, &dirs).await;
        let (mut carol, _) = registered(&server, &dirs.client("c"), "carol").await;
        carol.send(&ClientMessage::Lobby).await.unwrap();
        let ServerMessage::Lobby { games, .. } = expect(&mut carol, "the lobby", lobby).await else {
            unreachable!()
        };
        assert_eq!(games.len(), 1);
        assert_eq!((games[0].game, games[0].plies), (game, 1));
        carol.send(&ClientMessage::Watch { game }).await.unwrap();
        let ServerMessage::Game(state) =
            expect(&mut carol, "the game", |m| matches!(m, ServerMessage::Game(_))).await
        else {
            unreachable!()
        };
        assert_eq!(state.moves, ["a6-a8"]);
        play(&mut bob, &mut alice, game, 1, "e4-d4").await;
        let moved = expect(&mut carol, "the move", |m| matches!(m, ServerMessage::Moved { .. })).await;
        assert!(matches!(moved, ServerMessage::Moved { ply: 1, record, .. } if record == "e4-d4"));
        carol.send(&ClientMessage::Chat { game: Some(game), text: "nice".into() }).await.unwrap();
        let heard = expect(&mut alice, "chat", |m| matches!(m, ServerMessage::Chat { .. })).await;
        assert_eq!(
            heard,
            ServerMessage::Chat { game: Some(game), from: "carol".into(), text: "nice".into() }
        );
        let not_theirs = ClientMessage::Move { game, ply: 2, mv: "d1-d2".into() };
        assert_eq!(refused(&mut carol, not_theirs).await, ErrorCode::NoSuchGame);
    });
}
