//! A server in a runtime of its own (dropping it stops the server as a
//! kill would), and clients that read until the message they wait for.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use obereg_client::{Client, Keyed, Trust, connect_tls};
use obereg_server::protocol::{
    ChallengeTerms, ClientMessage, ClockTerms, Entry, Format, Secret, ServerMessage, SideChoice, Start,
    TournamentTerms,
};
use obereg_server::{Config, Limits, ManualNow, Server};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::runtime::Runtime;

/// The most messages read while waiting for one: the test fails instead
/// of reading forever.
pub const PATIENCE: usize = 50;

/// How long a test waits for any one message before it fails instead of
/// hanging: a guard far above any answer's time, not a measure of speed.
pub const SILENCE: std::time::Duration = std::time::Duration::from_secs(120);

/// The start of the test clock: some day in 2026.
pub const EPOCH: std::time::Duration = std::time::Duration::from_secs(1_780_000_000);

/// Seven plies from the start after which the Vikings have captured the
/// prince on e3, pressed against no throne (R11c, R13).
pub const CAPTURE: [&str; 7] = ["a6-a8", "e4-d4", "d1-d2", "e3-h3", "e8-b8", "e5-e3", "i4-e4"];

/// A running server.
pub struct Running {
    pub addr: String,
    pub fingerprint: String,
    /// The address of the operator's numbers, when asked for.
    pub metrics: Option<String>,
    runtime: Option<Runtime>,
}

impl Running {
    /// Starts a server on 127.0.0.1, port 0, keeping its data in `dir`.
    pub fn start(dir: &Path, clock: &ManualNow) -> Running {
        Running::start_with(dir, clock, Limits::default())
    }

    /// Starts a server as [`Running::start`] does, with `limits` on its
    /// connections.
    pub fn start_with(dir: &Path, clock: &ManualNow, limits: Limits) -> Running {
        Running::launch(config(dir, None), clock, limits)
    }

    /// Starts a server as [`Running::start`] does, the dice of its games
    /// from a stream seeded with `seed`: the same rolls every time.
    pub fn start_with_dice(dir: &Path, clock: &ManualNow, seed: u64) -> Running {
        Running::start_as(dir, clock, |server| server.with_dice(seed))
    }

    /// Starts a server as [`Running::start`] does, serving the page in `web`.
    pub fn start_web(dir: &Path, clock: &ManualNow, web: &Path) -> Running {
        Running::launch(config(dir, Some(web)), clock, Limits::default())
    }

    /// Starts a server of `config` with `limits` on its connections.
    pub fn launch(config: Config, clock: &ManualNow, limits: Limits) -> Running {
        Running::made(config, clock, |server| server.with_limits(limits))
    }

    /// Starts a server on 127.0.0.1, port 0, as `made` makes it.
    pub fn start_as(dir: &Path, clock: &ManualNow, made: impl FnOnce(Server) -> Server) -> Running {
        Running::made(config(dir, None), clock, made)
    }

    /// Starts a server of `config` as `made` makes it.
    pub fn made(config: Config, clock: &ManualNow, made: impl FnOnce(Server) -> Server) -> Running {
        let runtime =
            tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let server = made(runtime.block_on(Server::bind(config, Arc::new(clock.clone()))).unwrap());
        let addr = server.local_addr().unwrap().to_string();
        let fingerprint = server.fingerprint().to_string();
        let metrics = server.metrics_addr().map(|addr| addr.to_string());
        runtime.spawn(server.run());
        Running { addr, fingerprint, metrics, runtime: Some(runtime) }
    }

    /// Stops the server at once, as a kill would: no task finishes.
    pub fn kill(mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// A server's configuration: 127.0.0.1, port 0, its data in `dir`, the
/// page in `web`.
pub fn config(dir: &Path, web: Option<&Path>) -> Config {
    Config {
        web: web.map(Path::to_path_buf),
        ..Config::new("127.0.0.1:0".parse().unwrap(), dir.to_path_buf())
    }
}

/// Writes `request` on a fresh TLS connection and returns all the server
/// answers before it closes; the test fails if it stays open.
pub async fn http(server: &Running, dir: &Path, request: &[u8]) -> Vec<u8> {
    let (mut stream, _) = connect_tls(&server.addr, dir).await.unwrap();
    stream.write_all(request).await.unwrap();
    stream.flush().await.unwrap();
    let mut said = Vec::new();
    let read = tokio::time::timeout(SILENCE, stream.read_to_end(&mut said)).await;
    assert!(read.is_ok(), "the server kept the connection open for {SILENCE:?}");
    said
}

/// A temporary directory with a server's and clients' data directories.
pub struct Dirs {
    root: tempfile::TempDir,
}

impl Dirs {
    pub fn new() -> Dirs {
        Dirs { root: tempfile::tempdir().unwrap() }
    }

    pub fn server(&self) -> PathBuf {
        self.root.path().join("server")
    }

    /// The data directory of the client `name`.
    pub fn client(&self, name: &str) -> PathBuf {
        self.root.path().join(name)
    }
}

/// How a test client talks to the server: the terminal's lines, or the
/// browser's WebSocket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    Lines,
    WebSocket,
}

/// A client connected in lines and its certificate pinned.
pub async fn connect(server: &Running, dir: &Path) -> Client {
    connect_via(server, dir, Via::Lines).await
}

/// A client connected `via` a transport and its certificate pinned.
pub async fn connect_via(server: &Running, dir: &Path, via: Via) -> Client {
    let (client, trust) = match via {
        Via::Lines => Client::connect(&server.addr, dir).await.unwrap(),
        Via::WebSocket => Client::connect_websocket(&server.addr, dir).await.unwrap(),
    };
    if let Trust::New(fingerprint) = trust {
        assert_eq!(fingerprint, server.fingerprint);
        Keyed::known_servers(dir).set(&server.addr, &fingerprint).unwrap();
    }
    client
}

/// Reads until a message `wanted` accepts, and returns it.
pub async fn expect(
    client: &mut Client,
    what: &str,
    wanted: impl Fn(&ServerMessage) -> bool,
) -> ServerMessage {
    for _ in 0..PATIENCE {
        let message = tokio::time::timeout(SILENCE, client.receive())
            .await
            .unwrap_or_else(|_| panic!("no message for {SILENCE:?} while waiting for {what}"))
            .unwrap();
        if wanted(&message) {
            return message;
        }
    }
    panic!("no {what} in {PATIENCE} messages");
}

/// Sends `message` and returns the error code of the answer that is one;
/// a login or a move kept instead fails the test.
pub async fn refused(client: &mut Client, message: ClientMessage) -> obereg_server::protocol::ErrorCode {
    client.send(&message).await.unwrap();
    let answer = |m: &ServerMessage| {
        matches!(
            m,
            ServerMessage::Error { .. } | ServerMessage::LoggedIn { .. } | ServerMessage::Moved { .. }
        )
    };
    match expect(client, "an error", answer).await {
        ServerMessage::Error { code, .. } => code,
        other => panic!("{message:?} was not refused: {other:?}"),
    }
}

/// Registers `name` on a new connection and returns the client and its token.
pub async fn registered(server: &Running, dir: &Path, name: &str) -> (Client, Secret) {
    registered_via(server, dir, name, Via::Lines).await
}

/// Registers `name` on a new connection `via` a transport.
pub async fn registered_via(server: &Running, dir: &Path, name: &str, via: Via) -> (Client, Secret) {
    let mut client = connect_via(server, dir, via).await;
    let register = ClientMessage::Register { name: name.to_string(), password: "correct horse".into() };
    client.send(&register).await.unwrap();
    match expect(&mut client, "logged_in", |m| matches!(m, ServerMessage::LoggedIn { .. })).await {
        ServerMessage::LoggedIn { token: Some(token), .. } => (client, token),
        other => panic!("registered without a token: {other:?}"),
    }
}

/// Unrated Fischer 5+0 terms with the challenger on `side`.
pub fn terms(side: SideChoice) -> ChallengeTerms {
    ChallengeTerms {
        board: 9,
        die: false,
        clock: ClockTerms::Fischer { minutes: 5, seconds: 0 },
        rated: false,
        side,
        opponent: None,
    }
}

/// An unrated tournament of `format` for `players`, 5+0 on 9×9, starting
/// when full, open to anyone and to bots.
pub fn tournament_terms(format: Format, players: u32) -> TournamentTerms {
    TournamentTerms {
        name: "Winter tournament".into(),
        format,
        board: 9,
        die: false,
        clock: ClockTerms::Fischer { minutes: 5, seconds: 0 },
        rated: false,
        start: Start::WhenFull,
        players,
        entry: Entry::Anyone,
        bots: true,
    }
}

/// `challenger` opens `terms`, `taker` accepts: the game's number.
pub async fn start_game(challenger: &mut Client, taker: &mut Client, terms: ChallengeTerms) -> u64 {
    challenger.send(&ClientMessage::Challenge(terms)).await.unwrap();
    let ServerMessage::Challenge(info) =
        expect(taker, "a challenge", |m| matches!(m, ServerMessage::Challenge(_))).await
    else {
        unreachable!()
    };
    taker.send(&ClientMessage::Accept { challenge: info.challenge }).await.unwrap();
    let ServerMessage::Game(state) = expect(taker, "the game", |m| matches!(m, ServerMessage::Game(_))).await
    else {
        unreachable!()
    };
    expect(challenger, "the game", |m| matches!(m, ServerMessage::Game(_))).await;
    state.info.game
}

/// `mover` plays `mv` at `ply`; both sides see it kept. Returns the record.
pub async fn play(mover: &mut Client, other: &mut Client, game: u64, ply: u32, mv: &str) -> String {
    mover.send(&ClientMessage::Move { game, ply, mv: mv.to_string() }).await.unwrap();
    let moved = |m: &ServerMessage| matches!(m, ServerMessage::Moved { ply: p, .. } if *p == ply);
    expect(mover, "the move", moved).await;
    match expect(other, "the move", moved).await {
        ServerMessage::Moved { record, .. } => record,
        _ => unreachable!(),
    }
}

/// The moves of `line` played in turn from the start, `vikings` moving
/// first: their records.
pub async fn play_line(
    vikings: &mut Client,
    varangians: &mut Client,
    game: u64,
    line: &[&str],
) -> Vec<String> {
    let mut records = Vec::new();
    for (ply, mv) in (0..).zip(line) {
        let (mover, other) =
            if ply % 2 == 0 { (&mut *vikings, &mut *varangians) } else { (&mut *varangians, &mut *vikings) };
        records.push(play(mover, other, game, ply, mv).await);
    }
    records
}

/// A runtime for the clients, apart from the server's.
pub fn clients() -> Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap()
}

/// alice and bob registered, and alice's challenge on `side` accepted by
/// bob: their clients and the game's number.
pub async fn game_between(server: &Running, dirs: &Dirs, side: SideChoice) -> (Client, Client, u64) {
    let (mut alice, _) = registered(server, &dirs.client("a"), "alice").await;
    let (mut bob, _) = registered(server, &dirs.client("b"), "bob").await;
    let game = start_game(&mut alice, &mut bob, terms(side)).await;
    (alice, bob, game)
}

/// A game between alice (the Vikings) and bob after alice's first move,
/// `a6-a8`: their clients and the game's number.
pub async fn after_first_move(server: &Running, dirs: &Dirs) -> (Client, Client, u64) {
    let (mut alice, mut bob, game) = game_between(server, dirs, SideChoice::Vikings).await;
    play(&mut alice, &mut bob, game, 0, "a6-a8").await;
    (alice, bob, game)
}

/// Scrapes `GET /metrics` on `address`: each sample's value by its name
/// and labels, as the text says them.
pub async fn scrape(address: &str) -> BTreeMap<String, f64> {
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    stream.write_all(b"GET /metrics HTTP/1.1\r\nHost: metrics\r\n\r\n").await.unwrap();
    let mut text = String::new();
    let read = tokio::time::timeout(SILENCE, stream.read_to_string(&mut text)).await;
    assert!(read.is_ok(), "the scrape was not answered in {SILENCE:?}");
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200 OK"), "{head}");
    assert!(head.contains("Content-Type: text/plain; version=0.0.4"), "{head}");
    body.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| {
            let (name, value) = line.rsplit_once(' ').unwrap();
            (name.to_string(), value.parse().unwrap())
        })
        .collect()
}

/// The value of `name` in `numbers`, 0 when the server has not said it.
pub fn value(numbers: &BTreeMap<String, f64>, name: &str) -> f64 {
    numbers.get(name).copied().unwrap_or(0.0)
}
