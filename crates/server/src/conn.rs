//! One client's connection over either transport: the `hello` within its
//! deadline, the pace of all its messages, logging in, the rate limits of
//! each kind, then messages passed to the hub and the hub's answers
//! written back. A bad message closes this connection only.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use obereg_client::transport::{Inbound, Outbound, Transport};
use obereg_client::wire::{WireError, parse};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::mpsc;
use tokio::time::Instant;

use crate::account::Holder;
use crate::admit::Full;
use crate::auth::{Auth, LoggedIn, Refusal, token_hash};
use crate::hub::{ConnId, Event, Known, Player};
use crate::limit::{Bucket, Limits, Pace, Pass};
use crate::protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage};
use crate::store::Db;
use crate::time::Now;

/// How many messages may wait to be written to one connection; a client
/// that reads slower than that is closed.
const QUEUE: usize = 256;

/// What a connection shares with the rest of the server.
#[derive(Clone)]
pub struct Shared {
    /// The accounts.
    pub auth: Auth,
    /// The database, where a player's ratings are read as they log in.
    pub db: Db,
    /// The hub's channel.
    pub hub: mpsc::Sender<Event>,
    /// The server's clock.
    pub now: Arc<dyn Now>,
    /// The limits of every connection.
    pub limits: Limits,
    /// The operator's numbers.
    pub metrics: crate::metrics::Metrics,
}

/// The rate limits of each kind of request on one connection.
struct Kinds {
    /// Registering and logging in, each of which costs a password hash.
    logins: Bucket,
    chat: Bucket,
    challenges: Bucket,
    /// Players' pages, leaderboards and records, each a database read.
    lookups: Bucket,
}

impl Kinds {
    /// Full buckets at `now`.
    fn new(now: Duration) -> Kinds {
        Kinds {
            logins: Bucket::new(10, Duration::from_secs(3), now),
            chat: Bucket::new(5, Duration::from_secs(2), now),
            challenges: Bucket::new(5, Duration::from_secs(12), now),
            lookups: Bucket::new(10, Duration::from_secs(1), now),
        }
    }
}

/// What the reading task passes on.
enum Read {
    /// A message within the pace.
    Message(ClientMessage),
    /// One over the pace, refused unread.
    Limited,
    /// Too many over the pace: the end.
    Flooding,
    /// The end, or a message that breaks the protocol.
    Broken(WireError),
}

/// Reads messages until the connection ends, each checked against the
/// pace before it is even parsed.
async fn read_all<S>(mut inbound: Inbound<S>, to: mpsc::Sender<Read>, now: Arc<dyn Now>, limits: Limits)
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let mut pace = Pace::new(&limits, now.now());
    loop {
        let read = match inbound.next().await {
            Ok(bytes) => match pace.pass(now.now()) {
                Pass::Yes => match parse(&bytes) {
                    Ok(Some(message)) => Read::Message(message),
                    Ok(None) => continue,
                    Err(error) => Read::Broken(error),
                },
                Pass::Refused => Read::Limited,
                Pass::Flooding => Read::Flooding,
            },
            Err(error) => Read::Broken(error),
        };
        let last = matches!(read, Read::Flooding | Read::Broken(_));
        if to.send(read).await.is_err() || last {
            return;
        }
    }
}

/// Serves one client on `transport` until it closes, breaks the protocol
/// or says no `hello` by `hello_by`.
pub async fn serve<S>(transport: Transport<S>, peer: IpAddr, conn: ConnId, shared: Shared, hello_by: Instant)
where
    S: AsyncRead + AsyncWrite + Send + Unpin + 'static,
{
    let (inbound, mut writer) = transport.split();
    let (in_tx, mut incoming) = mpsc::channel(16);
    // The reader is a task of its own: reading a message is not
    // cancel-safe, so it is never raced against the writer.
    let reading = tokio::spawn(read_all(inbound, in_tx, Arc::clone(&shared.now), shared.limits));
    let (tx, mut outgoing) = mpsc::channel(QUEUE);
    let kinds = Kinds::new(shared.now.now());
    let mut session =
        Session { peer, conn, shared, tx: Some(tx), player: None, holder: None, hello: false, kinds };
    loop {
        let carry_on = tokio::select! {
            read = incoming.recv() => match read {
                Some(Read::Message(message)) => session.receive(message, &mut writer).await,
                Some(Read::Limited) => rate_limited(&mut writer).await,
                Some(Read::Flooding) => refuse(&mut writer, ErrorCode::Flooding).await,
                Some(Read::Broken(WireError::TooLong)) => refuse(&mut writer, ErrorCode::TooLong).await,
                Some(Read::Broken(WireError::Malformed)) => refuse(&mut writer, ErrorCode::Malformed).await,
                Some(Read::Broken(_)) | None => false,
            },
            out = outgoing.recv() => match out {
                Some(message) => writer.write(&message).await.is_ok(),
                None => false,
            },
            () = tokio::time::sleep_until(hello_by), if !session.hello => false,
        };
        if !carry_on {
            break;
        }
    }
    reading.abort();
    if session.player.is_some() {
        let _ = session.shared.hub.send(Event::Left { conn }).await;
    }
    writer.close().await;
}

/// Writes an error that closes the connection; always false (stop).
async fn refuse<S>(writer: &mut Outbound<S>, code: ErrorCode) -> bool
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let _ = writer.write(&ServerMessage::Error { code, detail: None }).await;
    false
}

/// Tells a connection over a cap which one, and closes it.
pub(crate) async fn refuse_full<S>(transport: Transport<S>, full: Full)
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let (_, mut writer) = transport.split();
    let refusal =
        ServerMessage::Error { code: ErrorCode::TooManyConnections, detail: Some(full.word().into()) };
    let _ = writer.write(&refusal).await;
    writer.close().await;
}

/// Writes the refusal of a request over the rate limit; false when the
/// connection failed.
async fn rate_limited<S>(writer: &mut Outbound<S>) -> bool
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let refusal = ServerMessage::Error { code: ErrorCode::RateLimited, detail: None };
    writer.write(&refusal).await.is_ok()
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
    /// The account's session this connection holds (none for a guest).
    holder: Option<Holder>,
    hello: bool,
    kinds: Kinds,
}

impl Session {
    /// Acts on one message; false when the connection must close.
    async fn receive<S: AsyncRead + AsyncWrite + Unpin>(
        &mut self,
        message: ClientMessage,
        writer: &mut Outbound<S>,
    ) -> bool {
        if !self.hello {
            return match message {
                ClientMessage::Hello { version } if version == PROTOCOL_VERSION => {
                    self.hello = true;
                    writer.write(&ServerMessage::Welcome { version: PROTOCOL_VERSION }).await.is_ok()
                }
                _ => refuse(writer, ErrorCode::Version).await,
            };
        }
        if self.player.is_some() {
            return match message {
                ClientMessage::Logout { .. }
                | ClientMessage::ChangePassword { .. }
                | ClientMessage::DeleteAccount { .. } => self.own(message, writer).await,
                message => self.forward(message, writer).await,
            };
        }
        let login = matches!(
            message,
            ClientMessage::Register { .. }
                | ClientMessage::RegisterBot { .. }
                | ClientMessage::Login { .. }
                | ClientMessage::Resume { .. }
        );
        if login && !self.kinds.logins.take(self.shared.now.now()) {
            return rate_limited(writer).await;
        }
        let auth = &self.shared.auth;
        let result = match message {
            ClientMessage::Register { name, password } => {
                auth.register(self.peer, name, password).await.map(account)
            }
            ClientMessage::RegisterBot { name, password, level, rating } => {
                auth.register_bot(self.peer, name, password, level, rating).await.map(account)
            }
            ClientMessage::Login { name, password } => {
                auth.login(self.peer, name, password).await.map(account)
            }
            ClientMessage::Resume { token } => auth.resume(token).await.map(account),
            ClientMessage::Guest => Ok((Player { name: guest_name(), account: None }, None)),
            ClientMessage::Ping => return writer.write(&ServerMessage::Pong).await.is_ok(),
            _ => Err((ErrorCode::NotLoggedIn, None)),
        };
        self.logged_in(result, writer).await
    }

    /// Answers a login; on success tells the hub who this is.
    async fn logged_in<S: AsyncRead + AsyncWrite + Unpin>(
        &mut self,
        result: Result<Login, Refusal>,
        writer: &mut Outbound<S>,
    ) -> bool {
        let answer = match result {
            Ok((player, token)) => {
                self.holder = player.account.zip(token.as_ref()).map(|(account, token)| Holder {
                    account,
                    name: player.name.clone(),
                    token_hash: token_hash(token.expose()),
                });
                // Read here, so the hub never waits for the disk; before
                // the answer, so the hub hears of the player as soon after
                // it as it did without the read.
                let known = Known::read(&self.shared.db, player.account).await;
                let answer = ServerMessage::LoggedIn {
                    name: player.name.clone(),
                    guest: player.account.is_none(),
                    token,
                };
                if writer.write(&answer).await.is_err() {
                    return false;
                }
                self.player = Some(player.clone());
                let Some(tx) = self.tx.take() else { return false };
                let joined = Event::Joined { conn: self.conn, player, tx, known };
                return self.shared.hub.send(joined).await.is_ok();
            }
            Err((code, detail)) => {
                self.shared.metrics.refused_login(code);
                ServerMessage::Error { code, detail }
            }
        };
        writer.write(&answer).await.is_ok()
    }

    /// Acts on a player's own account: logs out, changes the password or
    /// deletes the account; false when the connection must close (after a
    /// logout or a deletion).
    async fn own<S: AsyncRead + AsyncWrite + Unpin>(
        &mut self,
        message: ClientMessage,
        writer: &mut Outbound<S>,
    ) -> bool {
        let Some(holder) = self.holder.clone() else {
            let refusal = ServerMessage::Error { code: ErrorCode::NotLoggedIn, detail: None };
            return writer.write(&refusal).await.is_ok();
        };
        let asks_password = !matches!(message, ClientMessage::Logout { .. });
        if asks_password && !self.kinds.logins.take(self.shared.now.now()) {
            return rate_limited(writer).await;
        }
        let auth = &self.shared.auth;
        // What it answers, whether this connection closes, and whether the
        // account's other connections close too.
        let (answer, close, others) = match message {
            ClientMessage::Logout { everywhere } => {
                (auth.logout(&holder, everywhere).await.map(|()| ServerMessage::LoggedOut), true, everywhere)
            }
            ClientMessage::ChangePassword { password, new_password } => {
                let changed = auth.change_password(self.peer, &holder, password, new_password).await;
                (changed.map(|ended| ServerMessage::PasswordChanged { ended }), false, true)
            }
            ClientMessage::DeleteAccount { password } => {
                let deleted = auth.delete_account(self.peer, &holder, password).await;
                (deleted.map(|()| ServerMessage::AccountDeleted), true, true)
            }
            _ => return true,
        };
        match answer {
            Ok(answer) => {
                let written = writer.write(&answer).await.is_ok();
                if others {
                    let ended = Event::SessionsEnded { account: holder.account, keep: Some(self.conn) };
                    let _ = self.shared.hub.send(ended).await;
                }
                written && !close
            }
            Err((code, detail)) => {
                self.shared.metrics.refused_login(code);
                writer.write(&ServerMessage::Error { code, detail }).await.is_ok()
            }
        }
    }

    /// Passes a logged-in player's message to the hub, within the limits.
    async fn forward<S: AsyncRead + AsyncWrite + Unpin>(
        &mut self,
        message: ClientMessage,
        writer: &mut Outbound<S>,
    ) -> bool {
        let now = self.shared.now.now();
        let within = match &message {
            ClientMessage::Chat { .. } => self.kinds.chat.take(now),
            ClientMessage::Challenge(_) => self.kinds.challenges.take(now),
            ClientMessage::Player { .. }
            | ClientMessage::Leaderboard { .. }
            | ClientMessage::Record { .. } => self.kinds.lookups.take(now),
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
