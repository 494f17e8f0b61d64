//! Register, log in, the back-off after failed logins, the session token,
//! a guest.

use std::time::Duration;

use obereg_server::ManualNow;
use obereg_server::protocol::{ClientMessage, ErrorCode, ServerMessage, SideChoice};

use crate::support::{
    Dirs, EPOCH, Running, clients, connect, expect, refused, registered, start_game, terms,
};

fn login(name: &str, password: &str) -> ClientMessage {
    ClientMessage::Login { name: name.to_string(), password: password.into() }
}

#[test]
fn register_then_log_in_by_password_in_any_case_and_by_token() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (_alice, token) = registered(&server, &dirs.client("a"), "Alice").await;
        assert_eq!(token.expose().len(), 64);
        assert_eq!(format!("{token:?}"), "Secret(hidden)");
        let mut again = connect(&server, &dirs.client("a")).await;
        let taken = ClientMessage::Register { name: "alice".into(), password: "another password".into() };
        assert_eq!(refused(&mut again, taken).await, ErrorCode::NameTaken);
        assert_eq!(refused(&mut again, login("alice", "wrong password")).await, ErrorCode::LoginFailed);
        again.send(&login("ALICE", "correct horse")).await.unwrap();
        let answer = expect(&mut again, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        assert!(matches!(answer, ServerMessage::LoggedIn { name, guest: false, .. } if name == "Alice"));
        let mut third = connect(&server, &dirs.client("a")).await;
        third.send(&ClientMessage::Resume { token }).await.unwrap();
        let answer = expect(&mut third, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        assert!(matches!(answer, ServerMessage::LoggedIn { name, .. } if name == "Alice"));
        let mut fourth = connect(&server, &dirs.client("a")).await;
        let forged = ClientMessage::Resume { token: "0".repeat(64).into() };
        assert_eq!(refused(&mut fourth, forged).await, ErrorCode::LoginFailed);
    });
}

#[test]
fn names_with_control_characters_or_out_of_length_and_short_passwords_are_refused() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let mut client = connect(&server, &dirs.client("a")).await;
        for name in
            ["al\u{7}ice", "a", "a-name-far-too-long-for-the-lobby", "bob smith", "\u{202e}evil", "guest-1"]
        {
            let register = ClientMessage::Register { name: name.into(), password: "long enough".into() };
            assert_eq!(refused(&mut client, register).await, ErrorCode::BadName, "{name:?}");
        }
        let register = ClientMessage::Register { name: "Борис".into(), password: "short".into() };
        assert_eq!(refused(&mut client, register).await, ErrorCode::BadPassword);
        let register = ClientMessage::Register { name: "Борис".into(), password: "long enough".into() };
        client.send(&register).await.unwrap();
        expect(&mut client, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        // Unique ignoring case in any script, not only ASCII's.
        let mut other = connect(&server, &dirs.client("b")).await;
        let shouting = ClientMessage::Register { name: "БОРИС".into(), password: "long enough".into() };
        assert_eq!(refused(&mut other, shouting).await, ErrorCode::NameTaken);
        other.send(&login("борис", "long enough")).await.unwrap();
        let answer = expect(&mut other, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        assert!(matches!(answer, ServerMessage::LoggedIn { name, .. } if name == "Борис"));
    });
}

#[test]
fn failed_logins_back_off_per_address_and_account_until_the_clock_moves_on() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = Running::start(&dirs.server(), &clock);
    clients().block_on(async {
        drop(registered(&server, &dirs.client("a"), "alice").await);
        drop(registered(&server, &dirs.client("b"), "bob").await);
        let mut client = connect(&server, &dirs.client("a")).await;
        for _ in 0..3 {
            assert_eq!(refused(&mut client, login("alice", "guessing")).await, ErrorCode::LoginFailed);
        }
        // Three failures: even the right password waits now.
        client.send(&login("alice", "correct horse")).await.unwrap();
        let answer = expect(&mut client, "an error", |m| matches!(m, ServerMessage::Error { .. })).await;
        assert_eq!(answer, ServerMessage::Error { code: ErrorCode::TryLater, detail: Some("1".into()) });
        // Another account from the same address is not held back.
        client.send(&login("bob", "correct horse")).await.unwrap();
        expect(&mut client, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        clock.advance(Duration::from_secs(1));
        let mut later = connect(&server, &dirs.client("a")).await;
        later.send(&login("alice", "correct horse")).await.unwrap();
        expect(&mut later, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
    });
}

#[test]
fn a_guest_plays_unrated_games_without_an_account() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let mut guest = connect(&server, &dirs.client("g")).await;
        guest.send(&ClientMessage::Guest).await.unwrap();
        let answer = expect(&mut guest, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        let ServerMessage::LoggedIn { name, guest: true, token: None } = answer else { panic!("{answer:?}") };
        assert!(name.starts_with("guest-"));
        let rated = obereg_server::protocol::ChallengeTerms { rated: true, ..terms(SideChoice::Vikings) };
        assert_eq!(refused(&mut guest, ClientMessage::Challenge(rated)).await, ErrorCode::BadChallenge);
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        let game = start_game(&mut guest, &mut alice, terms(SideChoice::Vikings)).await;
        crate::support::play(&mut guest, &mut alice, game, 0, "a6-a8").await;
    });
}

#[test]
fn logins_on_one_connection_are_limited_in_rate_whatever_the_names() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let mut client = connect(&server, &dirs.client("a")).await;
        for n in 0..10 {
            assert_eq!(
                refused(&mut client, login(&format!("nobody{n}"), "guessing")).await,
                ErrorCode::LoginFailed
            );
        }
        assert_eq!(refused(&mut client, login("nobody10", "guessing")).await, ErrorCode::RateLimited);
    });
}
