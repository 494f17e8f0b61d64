//! The hub driven by hand, without connections: players joined as events
//! with channels of their own, so hundreds cost nothing.

#![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;

use super::{ConnId, Event, Hub, Known, Player};
use crate::ManualNow;
use crate::protocol::{
    ChallengeTerms, ClientMessage, ClockTerms, LobbyCounts, MAX_LINE, ServerMessage, SideChoice,
};
use crate::store::{Db, Store};

/// Room for every message a test's connection is sent.
const OUTBOX: usize = 4096;

/// A hub over a new database in a temporary directory.
pub(super) async fn new_hub() -> (tempfile::TempDir, Db, Hub) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::new(Store::open(dir.path()).unwrap()).unwrap();
    let now = Arc::new(ManualNow::at(Duration::from_secs(1_780_000_000)));
    let hub = Hub::open(db.clone(), now).await.unwrap();
    (dir, db, hub)
}

/// `name` joins as a guest on `conn`: what the hub sends it.
pub(super) async fn join(hub: &mut Hub, conn: ConnId, name: &str) -> mpsc::Receiver<ServerMessage> {
    let (tx, rx) = mpsc::channel(OUTBOX);
    let player = Player { name: name.to_string(), account: None };
    hub.handle(Event::Joined { conn, player, tx, known: Known::default() }).await;
    rx
}

/// Everything sent to a connection so far.
pub(super) fn drained(outbox: &mut mpsc::Receiver<ServerMessage>) -> Vec<ServerMessage> {
    std::iter::from_fn(|| outbox.try_recv().ok()).collect()
}

/// The length of `message` as a line, its newline included.
fn line_length(message: &ServerMessage) -> usize {
    serde_json::to_string(message).unwrap().len() + 1
}

/// A name of the most characters, each of the most bytes (an alphanumeric
/// character of four bytes), told apart by `n`.
fn widest_name(n: usize) -> String {
    let digits = format!("{n:03}");
    let mut name: String = "𝟘".repeat(crate::protocol::NAME_MAX - digits.len());
    name.push_str(&digits);
    name
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap()
}

/// Unrated terms of a live 5-minute game, open to anyone.
pub(super) fn open_terms() -> ChallengeTerms {
    ChallengeTerms {
        board: 9,
        die: false,
        clock: ClockTerms::Fischer { minutes: 5, seconds: 0 },
        rated: false,
        side: SideChoice::Lot,
        opponent: None,
    }
}

/// The lobby's page from `from`, as `conn` is sent it.
async fn lobby_page(
    hub: &mut Hub,
    conn: ConnId,
    outbox: &mut mpsc::Receiver<ServerMessage>,
    from: LobbyCounts,
) -> ServerMessage {
    drained(outbox);
    hub.handle(Event::Message { conn, message: ClientMessage::LobbyPage { from } }).await;
    let said = drained(outbox);
    let [lobby @ ServerMessage::Lobby { .. }] = said.as_slice() else { panic!("{said:?}") };
    assert!(line_length(lobby) <= MAX_LINE, "{} bytes", line_length(lobby));
    lobby.clone()
}

#[test]
fn the_lobby_of_three_hundred_players_with_the_widest_names_comes_in_pages_that_fit_in_a_line() {
    runtime().block_on(async {
        let (_dir, _db, mut hub) = new_hub().await;
        let mut outboxes = Vec::new();
        for n in 0..300 {
            outboxes.push(join(&mut hub, n, &widest_name(n as usize)).await);
            hub.handle(Event::Message { conn: n, message: ClientMessage::Challenge(open_terms()) }).await;
        }
        // 60 games: the last 60 players take the first 60 challenges.
        for n in 0..60 {
            let accept = ClientMessage::Accept { challenge: n + 1 };
            hub.handle(Event::Message { conn: 299 - n, message: accept }).await;
        }
        // The games kept.
        while let Some(kept) = hub.keeping.next().await {
            hub.kept(kept).await;
        }
        hub.handle(Event::Message { conn: 0, message: ClientMessage::Lobby }).await;
        let said = drained(&mut outboxes[0]);
        let Some(first @ ServerMessage::Lobby { counts, from, .. }) = said.last() else { panic!("{said:?}") };
        assert!(line_length(first) <= MAX_LINE, "{} bytes", line_length(first));
        assert_eq!(*from, LobbyCounts::default());
        assert_eq!(*counts, LobbyCounts { players: 300, challenges: 240, games: 60 });
        let (mut players, mut challenges, mut games) = (Vec::new(), Vec::new(), Vec::new());
        let mut from = LobbyCounts::default();
        for _ in 0..300 {
            let page = lobby_page(&mut hub, 0, &mut outboxes[0], from).await;
            let ServerMessage::Lobby { players: p, challenges: c, games: g, counts: all, .. } = page else {
                unreachable!()
            };
            assert_eq!(all, *counts);
            assert!(!(p.is_empty() && c.is_empty() && g.is_empty()) || from == all, "{from:?}");
            from.players += p.len() as u32;
            from.challenges += c.len() as u32;
            from.games += g.len() as u32;
            players.extend(p);
            challenges.extend(c.into_iter().map(|c| c.challenge));
            games.extend(g.into_iter().map(|g| g.game));
            if from == all {
                break;
            }
        }
        let names: Vec<String> = (0..300).map(widest_name).collect();
        assert_eq!(players, names);
        assert_eq!(challenges, (61..=300).collect::<Vec<u64>>());
        assert_eq!(games.len(), 60);
        assert!(games.is_sorted(), "{games:?}");
    });
}

/// A running hub's players: what each is sent, by connection.
struct Running {
    events: mpsc::Sender<Event>,
    outboxes: Vec<mpsc::Receiver<ServerMessage>>,
}

impl Running {
    /// `hub` run in a task, with `names` joined as guests on connections
    /// 0, 1, … in turn.
    async fn start(hub: Hub, names: &[&str]) -> Running {
        let (events, incoming) = mpsc::channel(OUTBOX);
        tokio::spawn(hub.run(incoming));
        let mut outboxes = Vec::new();
        for (conn, name) in (0..).zip(names) {
            let (tx, rx) = mpsc::channel(OUTBOX);
            let player = Player { name: (*name).to_string(), account: None };
            events.send(Event::Joined { conn, player, tx, known: Known::default() }).await.unwrap();
            outboxes.push(rx);
        }
        Running { events, outboxes }
    }

    /// The player on `conn` sends `message`.
    async fn says(&self, conn: ConnId, message: ClientMessage) {
        self.events.send(Event::Message { conn, message }).await.unwrap();
    }

    /// Waits for a message to `conn` that `wanted` accepts.
    async fn expect(&mut self, conn: ConnId, wanted: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
        let outbox = &mut self.outboxes[usize::try_from(conn).unwrap()];
        for _ in 0..100 {
            let message = tokio::time::timeout(SILENCE, outbox.recv()).await.unwrap().unwrap();
            if wanted(&message) {
                return message;
            }
        }
        panic!("nothing wanted in 100 messages");
    }

    /// Whether `conn` is answered `pong` to a `ping` within a bounded
    /// number of turns of the hub's task: whether the hub goes on.
    async fn answers_ping(&mut self, conn: ConnId) -> bool {
        self.says(conn, ClientMessage::Ping).await;
        let outbox = &mut self.outboxes[usize::try_from(conn).unwrap()];
        for _ in 0..1000 {
            tokio::task::yield_now().await;
            while let Ok(message) = outbox.try_recv() {
                if message == ServerMessage::Pong {
                    return true;
                }
            }
        }
        false
    }

    /// `challenger` opens a challenge, and `taker` sees it: its number.
    async fn challenges(&mut self, challenger: ConnId, taker: ConnId) -> u64 {
        drained(&mut self.outboxes[usize::try_from(taker).unwrap()]);
        self.says(challenger, ClientMessage::Challenge(open_terms())).await;
        match self.expect(taker, |m| matches!(m, ServerMessage::Challenge(_))).await {
            ServerMessage::Challenge(info) => info.challenge,
            _ => unreachable!(),
        }
    }
}

/// A guard far above any answer's time, so a broken test fails instead of
/// hanging: not a measure of speed.
const SILENCE: Duration = Duration::from_secs(120);

fn game_state(m: &ServerMessage) -> bool {
    matches!(m, ServerMessage::Game(_))
}

#[test]
#[allow(clippy::await_holding_lock, reason = "the disk is held on purpose while the hub goes on")]
fn the_hub_goes_on_with_other_games_while_a_game_is_created_and_one_ends_on_their_way_to_the_disk() {
    runtime().block_on(async {
        let (_dir, db, hub) = new_hub().await;
        let mut hub = Running::start(hub, &["alice", "bob", "carol", "dave"]).await;
        let challenge = hub.challenges(0, 1).await;
        hub.says(1, ClientMessage::Accept { challenge }).await;
        let ServerMessage::Game(first) = hub.expect(0, game_state).await else { unreachable!() };
        let (game, alice_moves) = (first.info.game, first.info.vikings == "alice");
        let (mover, other) = if alice_moves { (0, 1) } else { (1, 0) };
        let challenge = hub.challenges(2, 3).await;
        // The disk held: carol's game is on its way, and a move of
        // alice's game goes on its way beside it.
        let commits = db.commits();
        let held = db.hold();
        hub.says(3, ClientMessage::Accept { challenge }).await;
        hub.says(mover, ClientMessage::Move { game, ply: 0, mv: "a6-a8".into() }).await;
        assert!(hub.answers_ping(mover).await, "the hub waited for carol's game to be kept");
        drop(held);
        hub.expect(2, game_state).await;
        hub.expect(3, game_state).await;
        hub.expect(other, |m| matches!(m, ServerMessage::Moved { .. })).await;
        assert_eq!(db.commits() - commits, 1, "kept in one transaction");
        // The disk held again: alice's game ends on its way, and the hub
        // goes on meanwhile.
        let held = db.hold();
        hub.says(other, ClientMessage::Resign { game }).await;
        assert!(hub.answers_ping(2).await, "the hub waited for alice's game's end to be kept");
        drop(held);
        let ended = hub.expect(mover, |m| matches!(m, ServerMessage::Ended { .. })).await;
        assert!(matches!(ended, ServerMessage::Ended { end, .. } if end.reason == "resignation"));
    });
}

#[test]
fn a_game_the_disk_refuses_at_its_start_leaves_the_challenge_open_and_says_so() {
    runtime().block_on(async {
        let (_dir, db, hub) = new_hub().await;
        let mut hub = Running::start(hub, &["alice", "bob"]).await;
        db.run("CREATE TRIGGER full BEFORE INSERT ON games BEGIN SELECT RAISE(ABORT, 'full'); END;").unwrap();
        let challenge = hub.challenges(0, 1).await;
        hub.says(1, ClientMessage::Accept { challenge }).await;
        let refused = hub.expect(1, |m| matches!(m, ServerMessage::Error { .. })).await;
        assert_eq!(refused, ServerMessage::Error { code: crate::protocol::ErrorCode::Storage, detail: None });
        let again = hub.expect(1, |m| matches!(m, ServerMessage::Challenge(_))).await;
        assert!(matches!(again, ServerMessage::Challenge(info) if info.challenge == challenge));
        db.run("DROP TRIGGER full;").unwrap();
        hub.says(1, ClientMessage::Accept { challenge }).await;
        hub.expect(0, game_state).await;
        hub.expect(1, game_state).await;
    });
}

#[test]
#[allow(clippy::await_holding_lock, reason = "the disk is held on purpose while the hub goes on")]
fn a_player_logging_in_with_an_account_never_holds_up_the_hub_while_the_disk_is_busy() {
    runtime().block_on(async {
        let (_dir, db, hub) = new_hub().await;
        let mut hub = Running::start(hub, &["alice", "bob"]).await;
        let challenge = hub.challenges(0, 1).await;
        hub.says(1, ClientMessage::Accept { challenge }).await;
        hub.expect(0, game_state).await;
        // The disk held: carol logs in with her account meanwhile, her
        // ratings read on her connection's way to the hub.
        let held = db.hold();
        let (tx, mut carol) = mpsc::channel(OUTBOX);
        let player = Player { name: "carol".to_string(), account: Some(1) };
        let db_again = db.clone();
        let reading = tokio::spawn(async move { Known::read(&db_again, player.account).await });
        let known = Known { ratings: Some([obereg_glicko::Rating::NEW; 3]), bot: None };
        hub.events.send(Event::Joined { conn: 2, player, tx, known }).await.unwrap();
        assert!(hub.answers_ping(0).await, "the hub waited for carol's account to be read");
        assert!(!reading.is_finished(), "the disk was not held");
        drop(held);
        assert_eq!(reading.await.unwrap().ratings, Some([obereg_glicko::Rating::NEW; 3]));
        hub.says(2, ClientMessage::Lobby).await;
        let lobby = tokio::time::timeout(SILENCE, carol.recv()).await.unwrap().unwrap();
        let ServerMessage::Lobby { players, ratings, .. } = lobby else { panic!("{lobby:?}") };
        assert_eq!(players.len(), 3);
        assert_eq!(ratings.get("carol"), Some(&[1500; 3]));
    });
}
