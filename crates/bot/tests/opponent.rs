//! A test client that plays random legal moves against the bot and checks
//! each of the bot's moves by the rules; and the bot itself, started.

use std::path::Path;

use obereg_bot::{BotConfig, Event};
use obereg_client::Client;
use obereg_engine::Level;
use obereg_rules::{Game, MoveRecord, Position, Rng, Side};
use obereg_server::protocol::{ClientMessage, GameEnd, ServerMessage};
use obereg_server::{Limits, ManualNow};

use crate::support::{Dirs, EPOCH, Running, SILENCE};
use tokio::sync::mpsc;

/// The bot's node budget a move: tiny, so the tests think little.
pub const NODES: u64 = 2_000;

/// The most messages a game is read for before the test fails.
const MOST_MESSAGES: usize = 4_000;

/// The most plies the test client plays before it resigns.
const MOST_PLIES: usize = 300;

/// The bot `name` at `level` on `server`, with its data in `dir`, started
/// on the current runtime: its events come on the receiver.
pub fn start_bot(server: &str, dir: &Path, name: &str, games: usize) -> mpsc::UnboundedReceiver<Event> {
    let config = BotConfig {
        server: server.to_string(),
        dir: dir.to_path_buf(),
        name: name.to_string(),
        level: Level::Easy,
        games,
        nodes: Some(NODES),
    };
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(obereg_bot::run(config, move |event| {
        let _ = tx.send(event);
    }));
    rx
}

/// Waits for the bot's event that `wanted` accepts.
pub async fn bot_event(
    events: &mut mpsc::UnboundedReceiver<Event>,
    wanted: impl Fn(&Event) -> bool,
) -> Event {
    for _ in 0..100 {
        let event = tokio::time::timeout(std::time::Duration::from_secs(120), events.recv())
            .await
            .expect("the bot said nothing for two minutes")
            .expect("the bot stopped");
        if wanted(&event) {
            return event;
        }
    }
    panic!("not the bot's event wanted in 100");
}

/// What a game against the bot came to.
pub struct Played {
    /// The end the server sent.
    pub end: GameEnd,
    /// The bot's moves, each legal by the rules.
    pub bot_moves: usize,
}

/// Plays `game` on the N×N board as `me` with random legal moves (seed
/// `seed`) until it ends, offering the bot a draw before the first move.
/// Every move of the bot is played by the rules here and must be legal and
/// recorded as the rules record it, its clock not run out.
pub async fn play_out<const N: usize>(client: &mut Client, game: u64, me: Side, seed: u64) -> Played {
    let mut rules = Game::<N>::new(Position::<N>::initial());
    let mut rng = Rng::new(seed);
    let bot = me.opponent();
    let mut bot_moves = 0;
    client.send(&ClientMessage::Draw { game }).await.unwrap();
    if me == Side::Vikings {
        random_move(client, game, &rules, &mut rng).await;
    }
    for _ in 0..MOST_MESSAGES {
        let message = tokio::time::timeout(SILENCE, client.receive()).await;
        match message.expect("the server said nothing for too long").unwrap() {
            ServerMessage::Moved { game: g, ply, record, clocks, .. } if g == game => {
                let mover = rules.position().to_move();
                assert_eq!(ply as usize, rules.moves().len());
                let read: MoveRecord = record.parse().unwrap();
                let played = rules.play(read.mv);
                assert!(played.is_ok(), "{mover:?} played {record}, refused: {played:?}");
                assert_eq!(rules.moves().last().unwrap().to_string(), record);
                if mover == bot {
                    bot_moves += 1;
                    assert!(clocks[usize::from(bot == Side::Varangians)] > 0, "{clocks:?}");
                }
                if rules.outcome().is_none() && rules.position().to_move() == me {
                    if rules.moves().len() >= MOST_PLIES {
                        client.send(&ClientMessage::Resign { game }).await.unwrap();
                    } else {
                        random_move(client, game, &rules, &mut rng).await;
                    }
                }
            }
            ServerMessage::Ended { game: g, end } if g == game => return Played { end, bot_moves },
            _ => {}
        }
    }
    panic!("game {game} did not end in {MOST_MESSAGES} messages");
}

/// Sends a random legal move of the side to move.
async fn random_move<const N: usize>(client: &mut Client, game: u64, rules: &Game<N>, rng: &mut Rng) {
    let moves = rules.position().legal_moves();
    let mv = moves[rng.below(moves.len())];
    let ply = u32::try_from(rules.moves().len()).unwrap();
    client.send(&ClientMessage::Move { game, ply, mv: mv.to_string() }).await.unwrap();
}

/// A server for the bot's tests. Their clock stands still, so the pace of
/// a connection's messages (a bucket that refills with the server's clock)
/// never refills: the bot, which answers at once at its tiny budget, gets
/// room for every message of its games.
pub fn server(dirs: &Dirs) -> Running {
    let limits = Limits { burst: 10_000, ..Limits::default() };
    Running::start_with(&dirs.server(), &ManualNow::at(EPOCH), limits)
}
