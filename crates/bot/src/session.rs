//! One connection of the bot: it accepts the challenges it can play,
//! thinks on each of its games away from the connection (several at
//! once), answers draw offers, agrees to takebacks in unrated games, and
//! tells what happens.

use std::collections::{HashMap, HashSet};

use obereg_client::wire::WireError;
use obereg_client::{ClientError, Incoming, Outgoing};
use obereg_engine::Engine;
use obereg_protocol::name_key;
use obereg_protocol::{ChallengeInfo, ClientMessage, GameState, ServerMessage};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::mpsc;

use crate::login::LoggedIn;
use crate::seat::{Search, Seat, accepts_draw};
use crate::{BotConfig, Event};

/// The server's messages waiting to be read by the session.
const WAITING: usize = 64;

/// A search's result.
struct Thought {
    game: u64,
    /// The plies of the board searched.
    ply: u32,
    /// The seat's version when the search began.
    version: u64,
    best: Option<String>,
    score: i32,
    engine: Engine,
}

/// The bot's state on one connection.
struct Session<'a, S, R> {
    out: Outgoing<S>,
    me: String,
    config: &'a BotConfig,
    seats: HashMap<u64, Seat>,
    /// Challenges accepted whose game has not come yet.
    accepting: HashSet<u64>,
    thoughts: mpsc::UnboundedSender<Thought>,
    report: &'a mut R,
}

/// Plays on a logged-in connection until it drops; returns what happened.
pub(crate) async fn play(connection: LoggedIn, config: &BotConfig, report: &mut impl FnMut(Event)) -> String {
    let (client, me) = connection;
    let (incoming, out) = client.split();
    let (message_tx, mut messages) = mpsc::channel(WAITING);
    let reader = tokio::spawn(read(incoming, message_tx));
    let (thoughts, mut thought_rx) = mpsc::unbounded_channel();
    let mut session =
        Session { out, me, config, seats: HashMap::new(), accepting: HashSet::new(), thoughts, report };
    let mut result = session.start().await;
    while result.is_ok() {
        result = tokio::select! {
            message = messages.recv() => match message {
                Some(Ok(message)) => session.on_message(message).await,
                Some(Err(error)) => Err(error),
                None => Err(ClientError::Wire(WireError::Closed)),
            },
            Some(thought) = thought_rx.recv() => session.on_thought(thought).await,
        };
    }
    reader.abort();
    result.err().map(|error| error.to_string()).unwrap_or_default()
}

/// Reads the server's messages into `tx` until the connection ends (its
/// error last).
async fn read<S: AsyncRead + AsyncWrite + Unpin>(
    mut incoming: Incoming<S>,
    tx: mpsc::Sender<Result<ServerMessage, ClientError>>,
) {
    loop {
        let message = incoming.receive().await;
        let last = message.is_err();
        if tx.send(message).await.is_err() || last {
            return;
        }
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin + Send + 'static, R: FnMut(Event)> Session<'_, S, R> {
    /// Says the bot's level and asks for the open challenges.
    async fn start(&mut self) -> Result<(), ClientError> {
        let level = self.config.level;
        self.out
            .send(&ClientMessage::Bot { level: level.name().to_string(), rating: level.rating() })
            .await?;
        self.out.send(&ClientMessage::Lobby).await
    }

    /// Acts on one message of the server.
    async fn on_message(&mut self, message: ServerMessage) -> Result<(), ClientError> {
        match message {
            ServerMessage::Challenge(info) => self.consider(&info).await,
            ServerMessage::Lobby { challenges, .. } => {
                for info in &challenges {
                    self.consider(info).await?;
                }
                Ok(())
            }
            ServerMessage::ChallengeGone { challenge } => {
                self.accepting.remove(&challenge);
                Ok(())
            }
            ServerMessage::Game(state) => self.seat(&state).await,
            ServerMessage::Moved { game, ply, record, clocks, roll } => {
                let Some(seat) = self.seats.get_mut(&game) else { return Ok(()) };
                seat.clocks = clocks;
                seat.offer_waiting = false;
                if seat.board.plies() == ply && seat.board.play(&record, roll) {
                    self.think(game)
                } else {
                    // Out of step with the server: ask for the game again.
                    self.out.send(&ClientMessage::Watch { game }).await
                }
            }
            ServerMessage::Rolled { game, ply, roll } => {
                let Some(seat) = self.seats.get_mut(&game) else { return Ok(()) };
                seat.board.rolled(ply, roll);
                self.think(game)
            }
            ServerMessage::DrawOffered { game, by } if name_key(&by) != name_key(&self.me) => {
                self.offered(game).await
            }
            ServerMessage::TakebackOffered { game, by } if name_key(&by) != name_key(&self.me) => {
                match self.seats.get(&game) {
                    Some(seat) if !seat.rated => self.out.send(&ClientMessage::Takeback { game }).await,
                    _ => Ok(()),
                }
            }
            ServerMessage::TakenBack { game, plies, clocks } => {
                let Some(seat) = self.seats.get_mut(&game) else { return Ok(()) };
                seat.board.take_back_to(plies);
                seat.clocks = clocks;
                seat.version += 1;
                seat.offer_waiting = false;
                self.think(game)
            }
            ServerMessage::Ended { game, end } => {
                self.seats.remove(&game);
                (self.report)(Event::Ended { game, end });
                // A place is free: the challenges waiting may be taken.
                self.out.send(&ClientMessage::Lobby).await
            }
            ServerMessage::Error { code, .. } => {
                (self.report)(Event::Refused { code });
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Accepts a challenge the bot can play, while it has room for a game:
    /// not its own, open to it (with the die or without).
    async fn consider(&mut self, info: &ChallengeInfo) -> Result<(), ClientError> {
        let me = name_key(&self.me);
        let for_me = info.terms.opponent.as_ref().is_none_or(|name| name_key(name) == me);
        let room = self.seats.len() + self.accepting.len() < self.config.games;
        if name_key(&info.from) == me || !for_me || !room {
            return Ok(());
        }
        self.accepting.insert(info.challenge);
        self.out.send(&ClientMessage::Accept { challenge: info.challenge }).await
    }

    /// A game of the bot's as the server has it: taken as it is (it began,
    /// came back on login, or was out of step), and thought on if it is
    /// the bot's move.
    async fn seat(&mut self, state: &GameState) -> Result<(), ClientError> {
        let game = state.info.game;
        let Some(seat) = Seat::of(state, &self.me) else { return Ok(()) };
        match self.seats.get_mut(&game) {
            Some(kept) => {
                kept.board = seat.board;
                kept.clocks = seat.clocks;
                kept.version += 1;
            }
            None => {
                let opponent = seat.opponent(state);
                (self.report)(Event::Playing { game, opponent, side: seat.side });
                self.seats.insert(game, seat);
            }
        }
        self.think(game)
    }

    /// Starts thinking on `game` if it is the bot's move there.
    fn think(&mut self, game: u64) -> Result<(), ClientError> {
        let Some(seat) = self.seats.get_mut(&game) else { return Ok(()) };
        let Some(search) = seat.search(game, self.config.level, self.config.nodes) else { return Ok(()) };
        let thoughts = self.thoughts.clone();
        tokio::task::spawn_blocking(move || {
            let Search { game, board, settings, mut engine, version } = search;
            let (best, score) = board.search(&mut engine, &settings);
            let _ = thoughts.send(Thought { game, ply: board.plies(), version, best, score, engine });
        });
        Ok(())
    }

    /// A search ended: its move is played, or a draw offered meanwhile is
    /// accepted when the bot judges itself worse; a search of a board that
    /// has changed since is thrown away and begun again.
    async fn on_thought(&mut self, thought: Thought) -> Result<(), ClientError> {
        let Thought { game, ply, version, best, score, engine } = thought;
        let Some(seat) = self.seats.get_mut(&game) else { return Ok(()) };
        seat.engine_back(engine);
        if seat.board.plies() != ply || seat.version != version {
            return self.think(game);
        }
        seat.judgement = score;
        let accept = std::mem::take(&mut seat.offer_waiting) && accepts_draw(score);
        match best {
            _ if accept => self.out.send(&ClientMessage::Draw { game }).await,
            Some(mv) => self.out.send(&ClientMessage::Move { game, ply, mv }).await,
            None => Ok(()),
        }
    }

    /// The opponent offers a draw: answered by the bot's judgement, at once
    /// or when the search under way ends.
    async fn offered(&mut self, game: u64) -> Result<(), ClientError> {
        let Some(seat) = self.seats.get_mut(&game) else { return Ok(()) };
        if seat.thinking() {
            seat.offer_waiting = true;
            Ok(())
        } else if accepts_draw(seat.judgement) {
            self.out.send(&ClientMessage::Draw { game }).await
        } else {
            Ok(())
        }
    }
}
