//! Challenges, moves checked by the rules, and the ends of a game.

use std::time::Duration;

use obereg_server::ManualNow;
use obereg_server::protocol::{ClientMessage, ErrorCode, GameEnd, ServerMessage, SideChoice};

use crate::support::{
    CAPTURE, Dirs, EPOCH, Running, after_first_move, clients, expect, game_between, play, play_line, refused,
};

pub(crate) fn ended(m: &ServerMessage) -> bool {
    matches!(m, ServerMessage::Ended { .. })
}

pub(crate) fn end_of(message: ServerMessage) -> GameEnd {
    match message {
        ServerMessage::Ended { end, .. } => end,
        other => panic!("not an end: {other:?}"),
    }
}

#[test]
fn a_challenge_accepted_is_played_and_resigned() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Vikings).await;
        assert_eq!(play(&mut alice, &mut bob, game, 0, "a6-a8").await, "a6-a8");
        assert_eq!(play(&mut bob, &mut alice, game, 1, "e4-d4").await, "e4-d4");
        bob.send(&ClientMessage::Resign { game }).await.unwrap();
        let end = GameEnd { winner: Some("vikings".into()), reason: "resignation".into() };
        assert_eq!(end_of(expect(&mut alice, "the end", ended).await), end);
        assert_eq!(end_of(expect(&mut bob, "the end", ended).await), end);
        assert_eq!(refused(&mut alice, ClientMessage::Resign { game }).await, ErrorCode::NoSuchGame);
    });
}

#[test]
fn a_move_out_of_turn_or_against_the_rules_is_refused_and_the_game_goes_on() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Varangians).await;
        let out_of_turn = ClientMessage::Move { game, ply: 0, mv: "e4-d4".into() };
        assert_eq!(refused(&mut alice, out_of_turn).await, ErrorCode::NotYourTurn);
        let blocked = ClientMessage::Move { game, ply: 0, mv: "d1-d9".into() };
        bob.send(&blocked).await.unwrap();
        let answer = expect(&mut bob, "an error", |m| matches!(m, ServerMessage::Error { .. })).await;
        let ServerMessage::Error { code: ErrorCode::IllegalMove, detail: Some(rule) } = answer else {
            panic!("{answer:?}")
        };
        assert!(rule.contains("R5"), "{rule}");
        let nonsense = ClientMessage::Move { game, ply: 0, mv: "z9-q0".into() };
        assert_eq!(refused(&mut bob, nonsense).await, ErrorCode::BadMove);
        let twice = ClientMessage::Move { game, ply: 1, mv: "a6-a8".into() };
        assert_eq!(refused(&mut bob, twice).await, ErrorCode::NotYourTurn);
        assert_eq!(play(&mut bob, &mut alice, game, 0, "a6-a8").await, "a6-a8");
    });
}

#[test]
fn the_prince_captured_ends_the_game_for_the_vikings() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Vikings).await;
        let records = play_line(&mut alice, &mut bob, game, &CAPTURE).await;
        let last = records.last().unwrap();
        assert!(last.ends_with("++"), "{last}");
        let end = GameEnd { winner: Some("vikings".into()), reason: "capture".into() };
        assert_eq!(end_of(expect(&mut bob, "the end", ended).await), end);
    });
}

#[test]
fn a_draw_offered_and_agreed_ends_the_game() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Lot).await;
        alice.send(&ClientMessage::Draw { game }).await.unwrap();
        let offer = expect(&mut bob, "the offer", |m| matches!(m, ServerMessage::DrawOffered { .. })).await;
        assert_eq!(offer, ServerMessage::DrawOffered { game, by: "alice".into() });
        bob.send(&ClientMessage::Draw { game }).await.unwrap();
        let end = GameEnd { winner: None, reason: "agreement".into() };
        assert_eq!(end_of(expect(&mut alice, "the end", ended).await), end);
    });
}

#[test]
fn a_flag_that_falls_ends_the_game_and_refuses_the_late_move() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        let (mut alice, mut bob, game) = after_first_move(&server, &dirs).await;
        clock.advance(Duration::from_secs(5 * 60));
        let late = ClientMessage::Move { game, ply: 1, mv: "e4-d4".into() };
        bob.send(&late).await.unwrap();
        let end = GameEnd { winner: Some("vikings".into()), reason: "time".into() };
        assert_eq!(end_of(expect(&mut alice, "the end", ended).await), end);
        assert_eq!(end_of(expect(&mut bob, "the end", ended).await), end);
    });
}

#[test]
fn chat_is_cleaned_passed_to_the_game_and_limited_in_rate() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, mut bob, game) = game_between(&server, &dirs, SideChoice::Vikings).await;
        let said = ClientMessage::Chat { game: Some(game), text: "good\u{1b}[2J luck\u{202e}".into() };
        alice.send(&said).await.unwrap();
        let heard = expect(&mut bob, "chat", |m| matches!(m, ServerMessage::Chat { .. })).await;
        assert_eq!(
            heard,
            ServerMessage::Chat { game: Some(game), from: "alice".into(), text: "good[2J luck".into() }
        );
        for _ in 0..4 {
            alice.send(&ClientMessage::Chat { game: None, text: "hello".into() }).await.unwrap();
        }
        let sixth = ClientMessage::Chat { game: None, text: "hello".into() };
        assert_eq!(refused(&mut alice, sixth).await, ErrorCode::RateLimited);
    });
}
