//! Bots' accounts: made only by `register_bot`, a bot's for ever, their
//! level shown in the lobby, their challenges and their games.

use obereg_server::ManualNow;
use obereg_server::protocol::{Bot, ClientMessage, ErrorCode, ServerMessage, SideChoice};

use crate::support::{Dirs, EPOCH, Running, clients, connect, expect, refused, registered, terms};

/// `hard` as the engine rates it, as a bot would say it.
fn hard(name: &str) -> Bot {
    Bot { name: name.to_string(), level: "hard".into(), rating: 1925 }
}

/// Registering the bot `name` at `level` of `rating`.
fn register_bot(name: &str, level: &str, rating: u32) -> ClientMessage {
    let (name, level) = (name.to_string(), level.to_string());
    ClientMessage::RegisterBot { name, password: "correct horse".into(), level, rating }
}

/// The lobby as `client` sees it: the players and the bots among them.
async fn lobby(client: &mut obereg_client::Client) -> (Vec<String>, Vec<Bot>) {
    client.send(&ClientMessage::Lobby).await.unwrap();
    match expect(client, "the lobby", |m| matches!(m, ServerMessage::Lobby { .. })).await {
        ServerMessage::Lobby { players, bots, .. } => (players, bots),
        _ => unreachable!(),
    }
}

#[test]
fn a_bot_registered_as_one_is_shown_as_a_bot_with_its_level_in_the_lobby_its_challenges_and_games_at_once() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let first = Running::start(&dirs.server(), &clock);
    let runtime = clients();
    let token = runtime.block_on(async {
        let mut bot = connect(&first, &dirs.client("bot")).await;
        bot.send(&register_bot("Hrafn", "normal", 1523)).await.unwrap();
        let logged_in = expect(&mut bot, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        let ServerMessage::LoggedIn { token: Some(token), .. } = logged_in else { panic!("{logged_in:?}") };
        let (mut alice, _) = registered(&first, &dirs.client("a"), "alice").await;
        let normal = Bot { name: "Hrafn".into(), level: "normal".into(), rating: 1523 };
        let (players, bots) = lobby(&mut alice).await;
        // In order ignoring case.
        assert_eq!((players, bots), (vec!["alice".to_string(), "Hrafn".to_string()], vec![normal]));
        // The level said again, changed.
        bot.send(&ClientMessage::Bot { level: "hard".into(), rating: 1925 }).await.unwrap();
        bot.send(&ClientMessage::Ping).await.unwrap();
        expect(&mut bot, "pong", |m| matches!(m, ServerMessage::Pong)).await;
        assert_eq!(lobby(&mut alice).await.1, [hard("Hrafn")]);
        bot.send(&ClientMessage::Challenge(terms(SideChoice::Vikings))).await.unwrap();
        let offered = expect(&mut alice, "the challenge", |m| matches!(m, ServerMessage::Challenge(_))).await;
        let ServerMessage::Challenge(info) = offered else { unreachable!() };
        assert_eq!(info.bot, Some(hard("Hrafn")));
        alice.send(&ClientMessage::Accept { challenge: info.challenge }).await.unwrap();
        let started = expect(&mut alice, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let ServerMessage::Game(state) = started else { unreachable!() };
        assert_eq!(state.info.bots, [hard("Hrafn")]);
        token
    });
    first.kill();
    // Kept: after a restart the bot's game and lobby line still say so.
    let second = Running::start(&dirs.server(), &clock);
    runtime.block_on(async {
        let mut bot = connect(&second, &dirs.client("bot")).await;
        bot.send(&ClientMessage::Resume { token }).await.unwrap();
        let state = expect(&mut bot, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let ServerMessage::Game(state) = state else { unreachable!() };
        assert_eq!(state.info.bots, [hard("Hrafn")]);
        assert_eq!(lobby(&mut bot).await.1, [hard("Hrafn")]);
    });
}

#[test]
fn a_person_or_a_guest_cannot_say_they_are_a_bot_and_a_bot_is_made_only_with_a_sane_level() {
    let dirs = Dirs::new();
    let server = Running::start(&dirs.server(), &ManualNow::at(EPOCH));
    clients().block_on(async {
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        let claim = ClientMessage::Bot { level: "max".into(), rating: 2040 };
        assert_eq!(refused(&mut alice, claim.clone()).await, ErrorCode::BadBot);
        let mut guest = connect(&server, &dirs.client("g")).await;
        guest.send(&ClientMessage::Guest).await.unwrap();
        expect(&mut guest, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        assert_eq!(refused(&mut guest, claim).await, ErrorCode::BadBot);
        let mut bot = connect(&server, &dirs.client("bot")).await;
        assert_eq!(refused(&mut bot, register_bot("ALICE", "max", 2040)).await, ErrorCode::NameTaken);
        assert_eq!(refused(&mut bot, register_bot("hrafn", "max!", 2040)).await, ErrorCode::BadBot);
        bot.send(&register_bot("hrafn", "max", 2040)).await.unwrap();
        expect(&mut bot, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await;
        let long = ClientMessage::Bot { level: "x".repeat(17), rating: 1000 };
        assert_eq!(refused(&mut bot, long).await, ErrorCode::BadBot);
        let odd = ClientMessage::Bot { level: "hard\u{1b}".into(), rating: 1000 };
        assert_eq!(refused(&mut bot, odd).await, ErrorCode::BadBot);
        let high = ClientMessage::Bot { level: "max".into(), rating: 4001 };
        assert_eq!(refused(&mut bot, high).await, ErrorCode::BadBot);
        let max = Bot { name: "hrafn".into(), level: "max".into(), rating: 2040 };
        assert_eq!(lobby(&mut alice).await.1, [max]);
    });
}
