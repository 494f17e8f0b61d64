//! A player of the cluster's tests, as a careful client plays: it knows
//! every node's address, and when its node dies, or says nothing it
//! waits for, it connects to the next one and resumes its session. It
//! keeps its game's moves as it was told them, so that the tests can hold
//! them against the archive.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use obereg_client::{Client, Keyed, Trust};
use obereg_protocol::{ClientMessage, ErrorCode, GameEnd, Secret, ServerMessage};

/// How long one wait for a message lasts before the player looks again.
const POLL: Duration = Duration::from_millis(250);

/// How long a move sent may go unanswered before it is sent again.
const RESEND: Duration = Duration::from_secs(2);

/// How long a player waits for word of its game before it asks whether
/// the game is over, and then connects again.
const QUIET: Duration = Duration::from_secs(4);

/// How long a node may take to answer a login.
const LOGIN: Duration = Duration::from_secs(5);

/// What a player does on its turn.
pub enum Turn {
    /// Plays this move.
    Move(String),
    /// Resigns.
    Resign,
}

/// One player and its connection.
pub struct Player {
    /// Its name.
    pub name: String,
    token: Option<Secret>,
    nodes: Vec<String>,
    at: usize,
    dir: PathBuf,
    client: Option<Client>,
    /// Its game's moves, as it was told them.
    pub moves: Vec<String>,
    /// Its game's end, when it was told it.
    pub end: Option<GameEnd>,
    /// How many times it connected again.
    pub reconnections: u32,
    /// The line it said in its game's chat, once, if it did.
    pub said: Option<String>,
    /// Whether it heard its line back from the game.
    pub heard_itself: bool,
}

impl Player {
    /// `name`, registered on the node `at` of `nodes`, its certificates
    /// pinned in `dir`.
    ///
    /// # Panics
    /// When the node does not register it.
    pub async fn register(name: &str, nodes: Vec<String>, at: usize, dir: PathBuf) -> Player {
        let mut player = Player {
            name: name.into(),
            token: None,
            nodes,
            at,
            dir,
            client: None,
            moves: Vec::new(),
            end: None,
            reconnections: 0,
            said: None,
            heard_itself: false,
        };
        let password = "correct horse".to_string().into();
        let logged_in = player.log_in(ClientMessage::Register { name: name.into(), password }).await;
        assert!(logged_in, "{name} was not registered");
        player
    }

    /// Connects to the current node and sends `login`: whether the node
    /// logged it in (and gave it a token to resume with).
    async fn log_in(&mut self, login: ClientMessage) -> bool {
        let address = self.nodes[self.at].clone();
        let Ok((mut client, trust)) = Client::connect(&address, &self.dir).await else { return false };
        if let Trust::New(fingerprint) = trust {
            Keyed::known_servers(&self.dir).set(&address, &fingerprint).unwrap();
        }
        if client.send(&login).await.is_err() {
            return false;
        }
        let deadline = Instant::now() + LOGIN;
        while let Ok(Ok(message)) = tokio::time::timeout_at(deadline.into(), client.receive()).await {
            if let ServerMessage::LoggedIn { token, .. } = message {
                self.token = token.or(self.token.take());
                self.client = Some(client);
                return true;
            }
        }
        false
    }

    /// Connects again, to the next node that answers, and resumes its
    /// session; tries until `deadline`.
    ///
    /// # Panics
    /// When no node took it back by then.
    pub async fn reconnect(&mut self, deadline: Instant) {
        self.client = None;
        while Instant::now() < deadline {
            self.at = (self.at + 1) % self.nodes.len();
            let token = self.token.clone().expect("a registered player's token");
            if self.log_in(ClientMessage::Resume { token }).await {
                self.reconnections += 1;
                return;
            }
            tokio::time::sleep(POLL).await;
        }
        panic!("{} found no node to connect to", self.name);
    }

    /// Sends `message`; a connection that fails is dropped.
    pub async fn send(&mut self, message: &ClientMessage) {
        if let Some(client) = self.client.as_mut()
            && client.send(message).await.is_err()
        {
            self.client = None;
        }
    }

    /// The next message within `wait`; none when there is none, or the
    /// connection failed (then dropped).
    pub async fn receive(&mut self, wait: Duration) -> Option<ServerMessage> {
        let client = self.client.as_mut()?;
        match tokio::time::timeout(wait, client.receive()).await {
            Ok(Ok(message)) => Some(message),
            Ok(Err(_)) => {
                self.client = None;
                None
            }
            Err(_) => None,
        }
    }

    /// Asks the lobby until it lists `name`, by `deadline`.
    ///
    /// # Panics
    /// When it never does.
    pub async fn sees(&mut self, name: &str, deadline: Instant) {
        while Instant::now() < deadline {
            self.send(&ClientMessage::Lobby).await;
            while let Some(message) = self.receive(POLL).await {
                if matches!(&message, ServerMessage::Lobby { players, .. } if players.iter().any(|p| p == name))
                {
                    return;
                }
            }
        }
        panic!("{} never saw {name} in the lobby", self.name);
    }

    /// The next message `wanted` accepts, by `deadline`.
    ///
    /// # Panics
    /// When none came.
    pub async fn expect(
        &mut self,
        what: &str,
        deadline: Instant,
        wanted: impl Fn(&ServerMessage) -> bool,
    ) -> ServerMessage {
        while Instant::now() < deadline {
            if let Some(message) = self.receive(POLL).await.filter(&wanted) {
                return message;
            }
        }
        panic!("{} was never told {what}", self.name);
    }

    /// Plays `game` on the Vikings' side or not, saying one line in its
    /// chat once two moves are played (never again, even when it is not
    /// heard back: a line is said once or lost), each turn as `turn` says
    /// from the moves so far (none: the game is over by them, and its end
    /// is awaited) after thinking for `think`, until the game ends or the player learns it
    /// is over, through any outage of its node, by `deadline`.
    ///
    /// # Panics
    /// When the game has not ended by then.
    pub async fn play(
        &mut self,
        game: u64,
        vikings: bool,
        turn: impl Fn(&[String]) -> Option<Turn>,
        think: Duration,
        deadline: Instant,
    ) {
        let (mut sent, mut heard, mut asked_over): (Option<(usize, Instant)>, Instant, bool) =
            (None, Instant::now(), false);
        while Instant::now() < deadline {
            if self.client.is_none() {
                self.reconnect(deadline).await;
                heard = Instant::now();
                continue;
            }
            let ply = self.moves.len();
            if self.said.is_none() && ply >= 2 {
                let text = format!("good game from {}", self.name);
                self.send(&ClientMessage::Chat { game: Some(game), text: text.clone() }).await;
                self.said = Some(text);
            }
            let due = sent.is_none_or(|(sent_ply, at)| sent_ply != ply || at.elapsed() > RESEND);
            if ply % 2 == usize::from(!vikings) && due {
                let message = match turn(&self.moves) {
                    Some(Turn::Move(mv)) => {
                        Some(ClientMessage::Move { game, ply: u32::try_from(ply).unwrap(), mv })
                    }
                    Some(Turn::Resign) => Some(ClientMessage::Resign { game }),
                    None => None,
                };
                if let Some(message) = message {
                    if sent.is_none_or(|(sent_ply, _)| sent_ply != ply) {
                        tokio::time::sleep(think).await;
                    }
                    self.send(&message).await;
                    sent = Some((ply, Instant::now()));
                }
            }
            match self.receive(POLL).await {
                Some(ServerMessage::Game(state)) if state.info.game == game => {
                    self.moves = state.moves;
                    heard = Instant::now();
                }
                Some(ServerMessage::Moved { game: g, ply, record, .. }) if g == game => {
                    match usize::try_from(ply).unwrap().cmp(&self.moves.len()) {
                        std::cmp::Ordering::Equal => self.moves.push(record),
                        // A move it was not told: the whole game again.
                        std::cmp::Ordering::Greater => self.client = None,
                        std::cmp::Ordering::Less => {}
                    }
                    heard = Instant::now();
                }
                Some(ServerMessage::Ended { game: g, end }) if g == game => {
                    self.end = Some(end);
                    return;
                }
                Some(ServerMessage::Chat { game: Some(g), from, text }) if g == game && from == self.name => {
                    self.heard_itself |= self.said.as_ref() == Some(&text);
                }
                // Archived: the game ended while the player was away.
                Some(ServerMessage::Record { game: g, .. }) if g == game => return,
                Some(ServerMessage::Error { code: ErrorCode::NoSuchGame, .. }) if asked_over => {
                    asked_over = false;
                    self.client = None;
                }
                // A move or a resignation refused: what stands is asked again.
                Some(ServerMessage::Error { .. }) => self.client = None,
                Some(_) => {}
                None if heard.elapsed() > QUIET => {
                    heard = Instant::now();
                    if asked_over {
                        asked_over = false;
                        self.client = None;
                    } else {
                        self.send(&ClientMessage::Record { game }).await;
                        asked_over = true;
                    }
                }
                None => {}
            }
        }
        panic!("{}'s game {game} did not end", self.name);
    }

    /// Watches `game` until it ends: its moves, `seen` those seen so far.
    /// When its own node dies it asks to watch again from another; when
    /// the game's owner dies, the node that takes the game over shows it
    /// again unasked.
    ///
    /// # Panics
    /// When the game has not ended by `deadline`.
    pub async fn watch_to_the_end(
        &mut self,
        game: u64,
        mut seen: Vec<String>,
        deadline: Instant,
    ) -> Vec<String> {
        while Instant::now() < deadline {
            if self.client.is_none() {
                self.reconnect(deadline).await;
                self.send(&ClientMessage::Watch { game }).await;
            }
            match self.receive(POLL).await {
                Some(ServerMessage::Game(state)) if state.info.game == game => seen = state.moves,
                Some(ServerMessage::Moved { game: g, ply, record, .. })
                    if g == game && usize::try_from(ply).unwrap() == seen.len() =>
                {
                    seen.push(record);
                }
                Some(ServerMessage::Ended { game: g, .. }) if g == game => return seen,
                _ => {}
            }
        }
        panic!("{} never saw game {game} end", self.name);
    }
}
