//! The bot plays a game with the die: it accepts the challenge, waits for
//! the server's roll of each of its turns and plays a move for that roll
//! (the engine's die search), the server passing the turns that allow none.

use obereg_bot::Event;
use obereg_rules::{Rng, Side};
use obereg_server::protocol::{ClientMessage, ServerMessage, SideChoice};
use obereg_server::{Limits, ManualNow};

use crate::die_support::{DieGame, die_terms};
use crate::opponent::{bot_event, start_bot};
use crate::support::{Dirs, EPOCH, Running, SILENCE, clients, expect, registered};

/// The most messages the game is read for before the test fails.
const MOST_MESSAGES: usize = 4_000;

/// The turns after which the test client resigns if the game goes on.
const MOST_PLIES: usize = 300;

#[test]
fn the_bot_plays_a_die_game_with_a_move_for_each_roll_to_its_end() {
    let dirs = Dirs::new();
    // The clock stands still, so the pace must leave room (as `opponent::server`).
    let limits = Limits { burst: 10_000, ..Limits::default() };
    let server = Running::start_as(&dirs.server(), &ManualNow::at(EPOCH), |server| {
        server.with_limits(limits).with_dice(11)
    });
    clients().block_on(async {
        let mut events = start_bot(&server.addr, &dirs.client("bot"), "hrafn", 1);
        bot_event(&mut events, |e| matches!(e, Event::LoggedIn { .. })).await;
        let (mut alice, _) = registered(&server, &dirs.client("a"), "alice").await;
        alice.send(&ClientMessage::Challenge(die_terms(SideChoice::Varangians))).await.unwrap();
        let started = expect(&mut alice, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
        let ServerMessage::Game(state) = started else { unreachable!() };
        assert!(state.info.die && state.info.bots.len() == 1, "{:?}", state.info);
        let game = state.info.game;
        let mut seen = DieGame::of(&state);
        let mut rng = Rng::new(5);
        let (mut bot_moves, mut ended) = (0, None);
        for _ in 0..MOST_MESSAGES {
            let message = tokio::time::timeout(SILENCE, alice.receive()).await.expect("silence").unwrap();
            let bot_moved = matches!(&message, ServerMessage::Moved { record, .. } if record != "pass")
                && seen.mover() == Side::Vikings;
            // Every turn checked: the bot's moves fit the roll it was told.
            seen.take(&message);
            bot_moves += usize::from(bot_moved);
            if let ServerMessage::Ended { end, .. } = message {
                ended = Some(end);
                break;
            }
            let my_turn = matches!(message, ServerMessage::Rolled { .. }) && seen.mover() == Side::Varangians;
            if my_turn {
                let ply = u32::try_from(seen.game.plies()).unwrap();
                let mv = if seen.game.plies() >= MOST_PLIES {
                    ClientMessage::Resign { game }
                } else {
                    ClientMessage::Move { game, ply, mv: seen.choose(&mut rng).to_string() }
                };
                alice.send(&mv).await.unwrap();
            }
        }
        let end = ended.expect("the game ended");
        assert!(bot_moves > 0, "the bot moved");
        assert!(!state.rated);
        let finished = bot_event(&mut events, |e| matches!(e, Event::Ended { .. })).await;
        assert_eq!(finished, Event::Ended { game, end });
    });
}
