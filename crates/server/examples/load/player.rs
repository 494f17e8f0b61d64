//! One simulated client: it logs in, then either plays random legal games
//! against its partner, challenging and accepting in turn, or waits in the
//! lobby, pinging now and then.

use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::Duration;

use obereg_rules::{Game, MoveRecord, Position, Reading, Rng, Roll, Side};
use obereg_server::protocol::{
    ChallengeTerms, ClientMessage, ClockTerms, ErrorCode, GameState, PASS, ServerMessage, SideChoice,
};
use tokio::time::{Instant as Deadline, sleep, sleep_until, timeout};

use crate::heard::Conn;
use crate::nodes::Route;
use crate::tally::Tally;

/// How long a player waits for a message beyond its partner's pace before
/// it counts an error.
const PATIENCE: Duration = Duration::from_secs(30);
/// How often an idle client pings.
const IDLE_PING: Duration = Duration::from_secs(20);
/// The password of the load tool's accounts.
const PASSWORD: &str = "load tool password";
/// How long a challenger waits before challenging again a partner its node
/// does not know yet: one of another node, until that node has told its
/// lobby (every second).
const UNKNOWN_PARTNER_WAIT: Duration = Duration::from_millis(500);
/// How many times it challenges such a partner again before it counts the
/// `no_such_player` as an error.
const UNKNOWN_PARTNER_TRIES: u32 = 20;

/// How a client logs in.
pub enum Login {
    /// As a guest.
    Guest,
    /// Registering an account of this name.
    Account(String),
}

/// A random name for this run's accounts, so a second run on the same
/// server does not find its names taken.
pub fn run_name() -> String {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    format!("ld{:06x}", Rng::new(u64::from(nanos.subsec_nanos())).next_u64() & 0xff_ffff)
}

/// Connects and logs in: the client and the name the server gave.
pub async fn open(server: &str, dir: &Path, login: Login) -> Result<(Conn, String), String> {
    let mut client = crate::heard::connect(server, dir).await?;
    let message = match login {
        Login::Guest => ClientMessage::Guest,
        Login::Account(name) => ClientMessage::Register { name, password: PASSWORD.into() },
    };
    client.send(&message).await.map_err(|error| error.to_string())?;
    match client.receive().await.map_err(|error| error.to_string())? {
        ServerMessage::LoggedIn { name, .. } => Ok((client, name)),
        ServerMessage::Error { code, .. } => Err(format!("login refused: {code:?}")),
        other => Err(format!("not logged in: {other:?}")),
    }
}

/// A player's partner and manners.
pub struct Pair {
    /// The partner's name.
    pub partner: String,
    /// Whether this player challenges first (and counts the games).
    pub challenger: bool,
    /// The pair's number, the seed of its random moves.
    pub seed: u64,
    /// How long it thinks before each move, on average: each time between
    /// half and one and a half times as long, so the games do not move in
    /// step.
    pub pace: Duration,
    /// It resigns instead of making a move after this many.
    pub plies: u32,
    /// Whether the pair plays with the die.
    pub die: bool,
    /// Whether the partner is on this player's node or another.
    pub route: Route,
}

/// The game a player is in.
struct Playing {
    id: u64,
    side: Side,
    game: Game<9>,
    /// A move or resignation was sent and the server has not answered yet.
    sent: bool,
    /// In a game with the die: `Some`, with the roll of the turn under way
    /// once the server has told it.
    die: Option<Option<Roll>>,
}

/// Plays games against the partner until `deadline`, then resigns the
/// game in play.
pub async fn play(client: (Conn, String), pair: Pair, deadline: Deadline, tally: std::sync::Arc<Tally>) {
    let (mut client, me) = client;
    let mut rng = Rng::new(pair.seed * 2 + u64::from(pair.challenger));
    let mut record = Record::default();
    let mut playing: Option<Playing> = None;
    if pair.challenger && client.send(&challenge(&pair.partner, pair.die)).await.is_err() {
        return tally.error("connection lost");
    }
    loop {
        if let Some(now) = playing.as_mut().filter(|p| p.my_move()) {
            if !pause(thinking(pair.pace, &mut rng), deadline).await {
                break;
            }
            let ply = u32::try_from(now.game.plies()).unwrap_or(u32::MAX);
            let moves = match now.die {
                Some(roll) => roll.map(|roll| now.game.position().legal_moves_for_roll(roll, Reading::Exact)),
                None => Some(now.game.position().legal_moves()),
            }
            .unwrap_or_default();
            let message = if ply >= pair.plies || moves.is_empty() {
                ClientMessage::Resign { game: now.id }
            } else {
                tally.sending(now.id, ply);
                ClientMessage::Move { game: now.id, ply, mv: moves[rng.below(moves.len())].to_string() }
            };
            if client.send(&message).await.is_err() {
                tally.error("connection lost");
                return;
            }
            now.sent = true;
        }
        let wait = pair.pace * 3 / 2 + PATIENCE;
        let message = tokio::select! {
            biased;
            () = sleep_until(deadline) => break,
            read = timeout(wait, client.receive()) => read,
        };
        let message = match message {
            Ok(Ok(message)) => message,
            Ok(Err(_)) => return tally.error("connection lost"),
            Err(_) => return tally.error("no message for 1.5 times the pace and 30 s"),
        };
        let reply = match answer(message, &mut playing, &mut record, &pair, &me, &tally) {
            Ok(reply) => reply,
            Err(()) => return,
        };
        let reply = match reply {
            Some(Reply::Now(reply)) => reply,
            Some(Reply::Later(reply)) if pause(UNKNOWN_PARTNER_WAIT, deadline).await => reply,
            Some(Reply::Later(_)) => break,
            None => continue,
        };
        if client.send(&reply).await.is_err() {
            return tally.error("connection lost");
        }
    }
    if let Some(now) = playing {
        let _ = client.send(&ClientMessage::Resign { game: now.id }).await;
    }
}

/// Waits `wait`, or until `deadline` if that comes first (the deadline
/// when both are due: nothing is sent or read after it, when the partner
/// resigns, so `no_such_game` is no error); whether it waited all of
/// `wait`.
async fn pause(wait: Duration, deadline: Deadline) -> bool {
    tokio::select! { biased; () = sleep_until(deadline) => false, () = sleep(wait) => true }
}

/// What a player has been through.
#[derive(Default)]
struct Record {
    /// The games it finished.
    games: u32,
    /// How many times its node did not know the partner it challenged.
    unknown_partner: u32,
}

/// What a player sends back.
enum Reply {
    /// At once.
    Now(ClientMessage),
    /// After [`UNKNOWN_PARTNER_WAIT`].
    Later(ClientMessage),
}

/// Follows one message of the server: what to send back, if anything;
/// an error (counted) when the player must stop.
fn answer(
    message: ServerMessage,
    playing: &mut Option<Playing>,
    record: &mut Record,
    pair: &Pair,
    me: &str,
    tally: &Tally,
) -> Result<Option<Reply>, ()> {
    match message {
        ServerMessage::Challenge(info) if info.from == pair.partner => {
            return Ok(Some(Reply::Now(ClientMessage::Accept { challenge: info.challenge })));
        }
        ServerMessage::Game(state) => *playing = start(&state, me),
        ServerMessage::Moved { game, ply, record, roll, .. } => {
            let Some(now) = playing.as_mut().filter(|p| p.id == game) else { return Ok(None) };
            let mover = now.game.position().to_move();
            if !apply(&mut now.game, &record, roll) {
                tally.error("a move the rules here refuse");
                return Err(());
            }
            if let Some(turn_roll) = now.die.as_mut() {
                *turn_roll = None;
            }
            if mover == now.side {
                now.sent = false;
            } else {
                tally.relayed(game, ply, pair.route);
            }
        }
        ServerMessage::Rolled { game, ply, roll } => {
            let Some(now) = playing.as_mut().filter(|p| p.id == game) else { return Ok(None) };
            if let Some(turn_roll) = now.die.as_mut().filter(|_| now.game.plies() == ply as usize) {
                *turn_roll = Roll::new(roll);
            }
        }
        ServerMessage::Ended { game, .. } if playing.as_ref().is_some_and(|p| p.id == game) => {
            *playing = None;
            record.games += 1;
            if pair.challenger {
                tally.finished.fetch_add(1, Ordering::Relaxed);
            }
            if record.games.is_multiple_of(2) == pair.challenger {
                return Ok(Some(Reply::Now(challenge(&pair.partner, pair.die))));
            }
        }
        // Only a challenge is answered so: the partner is on another node
        // that has not told its lobby to this one yet.
        ServerMessage::Error { code: ErrorCode::NoSuchPlayer, .. }
            if playing.is_none() && record.unknown_partner < UNKNOWN_PARTNER_TRIES =>
        {
            record.unknown_partner += 1;
            tally.repeated.fetch_add(1, Ordering::Relaxed);
            return Ok(Some(Reply::Later(challenge(&pair.partner, pair.die))));
        }
        ServerMessage::Error { code, .. } => tally.error(&format!("server said {code:?}")),
        _ => {}
    }
    Ok(None)
}

/// A challenge to the partner: an unrated 9×9 game, 10 minutes + 5
/// seconds, sides by lot, with the die or without.
fn challenge(partner: &str, die: bool) -> ClientMessage {
    let terms = ChallengeTerms {
        board: 9,
        die,
        clock: ClockTerms::Fischer { minutes: 10, seconds: 5 },
        rated: false,
        side: SideChoice::Lot,
        opponent: Some(partner.to_string()),
    };
    ClientMessage::Challenge(terms)
}

/// The game a `game` message starts (or gives back), for player `me`.
fn start(state: &GameState, me: &str) -> Option<Playing> {
    let side = if state.info.vikings == me { Side::Vikings } else { Side::Varangians };
    let mut game = Game::new(Position::<9>::initial());
    let rolls = state.die.as_ref().map(|die| die.rolls.as_slice()).unwrap_or_default();
    for (ply, record) in state.moves.iter().enumerate() {
        if !apply(&mut game, record, rolls.get(ply).copied()) {
            return None;
        }
    }
    let die = state.die.as_ref().map(|die| die.roll.and_then(Roll::new));
    Some(Playing { id: state.info.game, side, game, sent: false, die })
}

impl Playing {
    /// Whether this player is to move now: not while its move is on its
    /// way, nor once the rules ended the game (the server's `ended` follows).
    fn my_move(&self) -> bool {
        let rolled = self.die.is_none_or(|roll| roll.is_some());
        !self.sent && rolled && self.game.outcome().is_none() && self.game.position().to_move() == self.side
    }
}

/// How long to think this time: between half and one and a half `pace`.
fn thinking(pace: Duration, rng: &mut Rng) -> Duration {
    pace / 2 + pace.mul_f64(rng.below(1001) as f64 / 1000.0)
}

/// Plays a turn the server sent (with its roll, in a game with the die: a
/// move for it, or a pass); false when it does not read or play.
fn apply(game: &mut Game<9>, record: &str, roll: Option<u8>) -> bool {
    match roll.and_then(Roll::new) {
        Some(roll) if record == PASS => game.pass(roll, Reading::Exact).is_ok(),
        Some(roll) => record
            .parse::<MoveRecord>()
            .is_ok_and(|record| game.play_rolled(record.mv, roll, Reading::Exact).is_ok()),
        None => record.parse::<MoveRecord>().is_ok_and(|record| game.play(record.mv).is_ok()),
    }
}

/// Waits in the lobby until `deadline`, pinging now and then.
pub async fn idle(client: (Conn, String), deadline: Deadline, tally: std::sync::Arc<Tally>) {
    let (mut client, _) = client;
    loop {
        if !pause(IDLE_PING, deadline).await {
            return;
        }
        if client.send(&ClientMessage::Ping).await.is_err() {
            return tally.error("connection lost");
        }
        loop {
            match timeout(PATIENCE, client.receive()).await {
                Ok(Ok(ServerMessage::Pong)) => break,
                Ok(Ok(ServerMessage::Error { code, .. })) => tally.error(&format!("server said {code:?}")),
                Ok(Ok(_)) => {}
                Ok(Err(_)) => return tally.error("connection lost"),
                Err(_) => return tally.error("no pong in 30 s"),
            }
        }
    }
}
