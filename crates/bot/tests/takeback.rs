//! The bot and takebacks: it agrees in an unrated game and plays on from
//! the position taken back to; in a rated game it does not agree.

use obereg_client::Client;
use obereg_rules::{Game, MoveRecord, Position};
use obereg_server::protocol::{ChallengeTerms, ClientMessage, ServerMessage, SideChoice};

use crate::opponent::{bot_event, server, start_bot};
use crate::support::{Dirs, clients, expect, registered, terms};

/// The messages up to the bot's move at `ply`, which is played on `rules`
/// (and must be legal there); the messages before it are returned.
async fn bots_move(client: &mut Client, ply: u32, rules: &mut Game<9>) -> Vec<ServerMessage> {
    let mut before = Vec::new();
    for _ in 0..50 {
        match client.receive().await.unwrap() {
            ServerMessage::Moved { ply: p, record, .. } if p == ply => {
                rules.play(record.parse::<MoveRecord>().unwrap().mv).unwrap();
                return before;
            }
            other => before.push(other),
        }
    }
    panic!("no move of the bot at ply {ply}");
}

/// alice plays the first legal move at `ply` and sees it kept.
async fn alices_move(alice: &mut Client, game: u64, ply: u32, rules: &mut Game<9>, choice: usize) {
    let moves = rules.position().legal_moves();
    let mv = moves[choice % moves.len()];
    alice.send(&ClientMessage::Move { game, ply, mv: mv.to_string() }).await.unwrap();
    expect(alice, "her move", |m| matches!(m, ServerMessage::Moved { ply: p, .. } if *p == ply)).await;
    rules.play(mv).unwrap();
}

/// alice, the Varangians, against the bot on `terms`: the game and its
/// rules after the bot's first move, her reply and the bot's answer.
async fn three_moves_in(alice: &mut Client, terms: ChallengeTerms) -> (u64, Game<9>) {
    alice.send(&ClientMessage::Challenge(terms)).await.unwrap();
    let started = expect(alice, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
    let ServerMessage::Game(state) = started else { unreachable!() };
    let game = state.info.game;
    let mut rules = Game::<9>::new(Position::<9>::initial());
    bots_move(alice, 0, &mut rules).await;
    alices_move(alice, game, 1, &mut rules, 0).await;
    bots_move(alice, 2, &mut rules).await;
    (game, rules)
}

#[test]
fn the_bot_agrees_to_a_takeback_in_an_unrated_game_and_plays_on_from_there_but_not_in_a_rated_one() {
    let dirs = Dirs::new();
    let server = server(&dirs);
    clients().block_on(async {
        let mut events = start_bot(&server.addr, &dirs.client("bot"), "hrafn", 2);
        bot_event(&mut events, |e| matches!(e, obereg_bot::Event::LoggedIn { .. })).await;
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        let (game, mut rules) = three_moves_in(&mut alice, terms(SideChoice::Varangians)).await;
        // On her move: her move and the bot's answer go.
        alice.send(&ClientMessage::Takeback { game }).await.unwrap();
        let back = expect(&mut alice, "the takeback", |m| matches!(m, ServerMessage::TakenBack { .. })).await;
        assert!(matches!(back, ServerMessage::TakenBack { plies: 1, .. }), "{back:?}");
        rules.undo();
        rules.undo();
        alices_move(&mut alice, game, 1, &mut rules, 1).await;
        bots_move(&mut alice, 2, &mut rules).await;
        alice.send(&ClientMessage::Resign { game }).await.unwrap();
        expect(&mut alice, "the end", |m| matches!(m, ServerMessage::Ended { .. })).await;

        let rated = ChallengeTerms { rated: true, ..terms(SideChoice::Varangians) };
        let (game, _) = three_moves_in(&mut alice, rated).await;
        alice.send(&ClientMessage::Takeback { game }).await.unwrap();
        // The bot reads in order: once it has taken bob's challenge, made
        // after alice's asking, it has answered the asking, if it does.
        let (mut bob, _) = registered(&server, &dirs.client("b"), "bob").await;
        bob.send(&ClientMessage::Challenge(terms(SideChoice::Vikings))).await.unwrap();
        expect(&mut bob, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        alice.send(&ClientMessage::Ping).await.unwrap();
        let mut seen = Vec::new();
        for _ in 0..50 {
            match alice.receive().await.unwrap() {
                ServerMessage::Pong => break,
                other => seen.push(other),
            }
        }
        let agreed = seen.iter().any(|m| matches!(m, ServerMessage::TakenBack { .. }));
        assert!(!agreed, "{seen:?}");
    });
}
