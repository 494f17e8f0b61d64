//! One client's connection over any byte stream: the `hello`, logging in,
//! rate limits, then messages passed to the hub and the hub's answers
//! written back. A bad line closes this connection only.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, BufReader, WriteHalf};
use tokio::sync::mpsc;

use crate::auth::{Auth, LoggedIn, Refusal};
use crate::hub::{ConnId, Event, Player};
use crate::limit::Bucket;
use crate::protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage};
use crate::time::Now;
use crate::wire::{WireError, read_message, write_message};

/// How many messages may wait to be written to one connection; a client
/// that reads slower than that is closed.
const QUEUE: usize = 256;

/// What a connection shares with the rest of the server.
#[derive(Clone)]
pub struct Shared {
    /// The accounts.
    pub auth: Auth,
    /// The hub's channel.
    pub hub: mpsc::Sender<Event>,
    /// The server's clock.
    pub now: Arc<dyn Now>,
}

/// The rate limits of one connection.
struct Limits {
    /// Registering and logging in, each of which costs a password hash.
    logins: Bucket,
    chat: Bucket,
    challenges: Bucket,
}

impl Limits {
    /// Full buckets at `now`.
    fn new(now: Duration) -> Limits {
        Limits {
            logins: Bucket::new(10, Duration::from_secs(3), now),
            chat: Bucket::new(5, Duration::from_secs(2), now),
            challenges: Bucket::new(5, Duration::from_secs(12), now),
        }
    }
}

/// Serves one client on `stream` until it closes or breaks the protocol.
pub async fn serve<S>(stream: S, peer: IpAddr, conn: ConnId, shared: Shared)
where
    S: AsyncRead + AsyncWrite + Send + 'static,
{
    let (reader, mut writer) = tokio::io::split(stream);
    let (in_tx, mut incoming) = mpsc::channel(16);
    // The reader is a task of its own: reading a line is not cancel-safe,
    // so it is never raced against the writer.
    let reading = tokio::spawn(async move {
        let mut reader = BufReader::new(reader);
        loop {
            let read = read_message::<ClientMessage, _>(&mut reader).await;
            let last = read.is_err();
            if in_tx.send(read).await.is_err() || last {
                return;
            }
        }
    });
    let (tx, mut outgoing) = mpsc::channel(QUEUE);
    let limits = Limits::new(shared.now.now());
    let mut session = Session { peer, conn, shared, tx: Some(tx), player: None, hello: false, limits };
    loop {
        let carry_on = tokio::select! {
            read = incoming.recv() => match read {
                Some(Ok(message)) => session.receive(message, &mut writer).await,
                Some(Err(WireError::TooLong)) => refuse(&mut writer, ErrorCode::TooLong).await,
                Some(Err(WireError::Malformed)) => refuse(&mut writer, ErrorCode::Malformed).await,
                Some(Err(_)) | None => false,
            },
            out = outgoing.recv() => match out {
                Some(message) => write_message(&mut writer, &message).await.is_ok(),
                None => false,
            },
        };
        if !carry_on {
            break;
        }
    }
    reading.abort();
    if session.player.is_some() {
        let _ = session.shared.hub.send(Event::Left { conn }).await;
    }
    let _ = tokio::io::AsyncWriteExt::shutdown(&mut writer).await;
}

/// Writes an error that closes the connection; always false (stop).
async fn refuse<W: AsyncWrite>(writer: &mut WriteHalf<W>, code: ErrorCode) -> bool {
    let _ = write_message(writer, &ServerMessage::Error { code, detail: None }).await;
    false
}

/// Writes the refusal of a request over the rate limit; false when the
/// connection failed.
async fn rate_limited<W: AsyncWrite>(writer: &mut WriteHalf<W>) -> bool {
    let refusal = ServerMessage::Error { code: ErrorCode::RateLimited, detail: None };
    write_message(writer, &refusal).await.is_ok()
}

/// A connection's state.
struct Session {
    peer: IpAddr,
    conn: ConnId,
    shared: Shared,
    /// The hub's way to this connection, until it is handed to the hub at
    /// login: once the hub drops it, the connection closes.
    tx: Option<mpsc::Sender<ServerMessage>>,
    player: Option<Player>,
    hello: bool,
    limits: Limits,
}

impl Session {
    /// Acts on one message; false when the connection must close.
    async fn receive<W: AsyncWrite>(&mut self, message: ClientMessage, writer: &mut WriteHalf<W>) -> bool {
        if !self.hello {
            return match message {
                ClientMessage::Hello { version } if version == PROTOCOL_VERSION => {
                    self.hello = true;
                    write_message(writer, &ServerMessage::Welcome { version: PROTOCOL_VERSION }).await.is_ok()
                }
                _ => refuse(writer, ErrorCode::Version).await,
            };
        }
        if self.player.is_some() {
            return self.forward(message, writer).await;
        }
        let login = matches!(
            message,
            ClientMessage::Register { .. }
                | ClientMessage::RegisterBot { .. }
                | ClientMessage::Login { .. }
                | ClientMessage::Resume { .. }
        );
        if login && !self.limits.logins.take(self.shared.now.now()) {
            return rate_limited(writer).await;
        }
        let auth = &self.shared.auth;
        let result = match message {
            ClientMessage::Register { name, password } => auth.register(name, password).await.map(account),
            ClientMessage::RegisterBot { name, password, level, rating } => {
                auth.register_bot(name, password, level, rating).await.map(account)
            }
            ClientMessage::Login { name, password } => {
                auth.login(self.peer, name, password).await.map(account)
            }
            ClientMessage::Resume { token } => auth.resume(token).await.map(account),
            ClientMessage::Guest => Ok((Player { name: guest_name(), account: None }, None)),
            ClientMessage::Ping => return write_message(writer, &ServerMessage::Pong).await.is_ok(),
            _ => Err((ErrorCode::NotLoggedIn, None)),
        };
        self.logged_in(result, writer).await
    }

    /// Answers a login; on success tells the hub who this is.
    async fn logged_in<W: AsyncWrite>(
        &mut self,
        result: Result<Login, Refusal>,
        writer: &mut WriteHalf<W>,
    ) -> bool {
        let answer = match result {
            Ok((player, token)) => {
                let answer = ServerMessage::LoggedIn {
                    name: player.name.clone(),
                    guest: player.account.is_none(),
                    token,
                };
                if write_message(writer, &answer).await.is_err() {
                    return false;
                }
                self.player = Some(player.clone());
                let Some(tx) = self.tx.take() else { return false };
                let joined = Event::Joined { conn: self.conn, player, tx };
                return self.shared.hub.send(joined).await.is_ok();
            }
            Err((code, detail)) => ServerMessage::Error { code, detail },
        };
        write_message(writer, &answer).await.is_ok()
    }

    /// Passes a logged-in player's message to the hub, within the limits.
    async fn forward<W: AsyncWrite>(&mut self, message: ClientMessage, writer: &mut WriteHalf<W>) -> bool {
        let now = self.shared.now.now();
        let within = match &message {
            ClientMessage::Chat { .. } => self.limits.chat.take(now),
            ClientMessage::Challenge(_) => self.limits.challenges.take(now),
            _ => true,
        };
        if !within {
            return rate_limited(writer).await;
        }
        self.shared.hub.send(Event::Message { conn: self.conn, message }).await.is_ok()
    }
}

/// Who logged in and the token they keep (none for a guest).
type Login = (Player, Option<crate::protocol::Secret>);

/// The player and token of an account's login.
fn account(login: LoggedIn) -> Login {
    (Player { name: login.account.name, account: Some(login.account.id) }, Some(login.token))
}

/// A guest's name, made up by the server: `guest-` and eight hex digits.
fn guest_name() -> String {
    let mut bytes = [0u8; 4];
    let _ = getrandom::fill(&mut bytes);
    format!("guest-{:08x}", u32::from_be_bytes(bytes))
}
