//! The bot on a server: it logs in as a bot, shows its level's rating,
//! accepts challenges, plays several games at once with legal moves in
//! time, declines a draw it is not losing, and comes back after a drop.

use obereg_bot::Event;
use obereg_client::Client;
use obereg_engine::Level;
use obereg_rules::{Game, MoveRecord, Position, Side};
use obereg_server::protocol::{Bot, ChallengeTerms, ClientMessage, ServerMessage, SideChoice};

use crate::opponent::{bot_event, play_out, server, start_bot};
use crate::relay::Relay;
use crate::support::{Dirs, clients, expect, registered, terms};

/// The lobby's bots as `client` sees them, once the bot has said its
/// level: asked again, each time after the server's answer, a bounded
/// number of times, since the server tells the bot it is logged in just
/// before the lobby hears of it.
async fn bots_seen(client: &mut Client) -> Vec<Bot> {
    for _ in 0..100 {
        client.send(&ClientMessage::Lobby).await.unwrap();
        let lobby = expect(client, "the lobby", |m| matches!(m, ServerMessage::Lobby { .. })).await;
        let ServerMessage::Lobby { bots, .. } = lobby else { unreachable!() };
        if !bots.is_empty() {
            return bots;
        }
    }
    panic!("the bot never showed in the lobby");
}

/// `client` challenges with `terms` and gets the game the bot accepted.
async fn challenge(client: &mut Client, terms: ChallengeTerms) -> u64 {
    client.send(&ClientMessage::Challenge(terms)).await.unwrap();
    let started = expect(client, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
    let ServerMessage::Game(state) = started else { unreachable!() };
    assert_eq!(state.info.bots.len(), 1, "{:?}", state.info);
    state.info.game
}

#[test]
fn the_bot_plays_two_games_at_once_with_legal_moves_in_time_and_shows_as_a_bot_with_its_rating() {
    let dirs = Dirs::new();
    let server = server(&dirs);
    clients().block_on(async {
        let mut events = start_bot(&server.addr, &dirs.client("bot"), "hrafn", 2);
        let logged_in = bot_event(&mut events, |e| matches!(e, Event::LoggedIn { .. })).await;
        assert_eq!(logged_in, Event::LoggedIn { name: "hrafn".into(), registered: true });
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        let (mut bob, _) = registered(&server, &dirs.client("b"), "bob").await;
        let rating = Level::Easy.rating();
        assert_eq!(bots_seen(&mut alice).await, [Bot { name: "hrafn".into(), level: "easy".into(), rating }]);
        let on_eleven = ChallengeTerms { board: 11, ..terms(SideChoice::Varangians) };
        let alices = challenge(&mut alice, terms(SideChoice::Vikings)).await;
        let bobs = challenge(&mut bob, on_eleven).await;
        let (first, second) = tokio::join!(
            play_out::<9>(&mut alice, alices, Side::Vikings, 1),
            play_out::<11>(&mut bob, bobs, Side::Varangians, 2),
        );
        for played in [first, second] {
            assert!(played.bot_moves > 0);
            let reason = played.end.reason.as_str();
            assert!(!matches!(reason, "time" | "abandoned" | "agreement"), "{:?}", played.end);
        }
    });
}

#[test]
fn the_bot_comes_back_by_itself_after_its_connection_drops_and_plays_its_game_on() {
    let dirs = Dirs::new();
    let server = server(&dirs);
    clients().block_on(async {
        let relay = Relay::start(&server.addr).await;
        let mut events = start_bot(&relay.addr, &dirs.client("bot"), "hrafn", 1);
        bot_event(&mut events, |e| matches!(e, Event::LoggedIn { .. })).await;
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        bots_seen(&mut alice).await;
        let game = challenge(&mut alice, terms(SideChoice::Varangians)).await;
        let first = expect(&mut alice, "the bot's move", |m| matches!(m, ServerMessage::Moved { .. })).await;
        assert!(matches!(first, ServerMessage::Moved { ply: 0, .. }), "{first:?}");
        relay.cut();
        bot_event(&mut events, |e| matches!(e, Event::Lost { .. })).await;
        let back = bot_event(&mut events, |e| matches!(e, Event::LoggedIn { .. })).await;
        assert_eq!(back, Event::LoggedIn { name: "hrafn".into(), registered: false });
        let again = bot_event(&mut events, |e| matches!(e, Event::Playing { .. })).await;
        assert!(matches!(again, Event::Playing { game: g, .. } if g == game), "{again:?}");
        // The game goes on: the bot answers alice's move.
        let ServerMessage::Moved { record, .. } = first else { unreachable!() };
        let mut rules = Game::<9>::new(Position::<9>::initial());
        rules.play(record.parse::<MoveRecord>().unwrap().mv).unwrap();
        let reply = rules.position().legal_moves()[0].to_string();
        alice.send(&ClientMessage::Move { game, ply: 1, mv: reply }).await.unwrap();
        let answer = |m: &ServerMessage| matches!(m, ServerMessage::Moved { ply: 2, .. });
        expect(&mut alice, "the bot's answer", answer).await;
    });
}

#[test]
fn a_server_address_that_is_no_address_stops_the_bot_instead_of_trying_again() {
    let dirs = Dirs::new();
    let config = obereg_bot::BotConfig {
        server: "nonsense".into(),
        dir: dirs.client("bot"),
        name: "hrafn".into(),
        level: Level::Easy,
        games: 1,
        nodes: None,
    };
    // A guard far above the answer's time, not a measure: a bot that tried
    // again for ever would hang the test.
    let guard = std::time::Duration::from_secs(120);
    let stopped =
        clients().block_on(async { tokio::time::timeout(guard, obereg_bot::run(config, |_| {})).await });
    let stopped = stopped.expect("the bot kept trying a server address that is none");
    assert!(
        matches!(stopped, Err(obereg_bot::BotError::Address(ref address)) if address == "nonsense"),
        "{stopped:?}"
    );
}
