//! The hub: one task that owns the lobby and the live games, fed by the
//! connections over a channel, so no lock is held around the game state.
//! It asks the database ([`Db`]) to keep each move before it tells anyone.

mod away;
mod bots;
mod cluster;
mod keep;
mod lobby;
mod paging;
mod play;
mod standing;
mod takeback;
#[cfg(test)]
mod tests;
mod tournament;

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;

pub use cluster::LEASE;
pub use standing::Known;

use crate::metrics::Metrics;
use crate::protocol::{Bot, ChallengeInfo, ClientMessage, ErrorCode, ServerMessage};
use crate::store::{Db, StoreError, name_key};
use crate::table::Table;
use crate::time::Now;

/// A connection's number, given by the server.
pub type ConnId = u64;

/// How often the hub looks for fallen flags, in the server's own time.
const TICK: Duration = Duration::from_secs(1);

/// Who is logged in on a connection.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Player {
    /// The name shown.
    pub name: String,
    /// The account, or none for a guest.
    pub account: Option<i64>,
}

/// What a connection tells the hub.
#[derive(Debug)]
pub enum Event {
    /// A player logged in on a connection.
    Joined {
        /// The connection.
        conn: ConnId,
        /// Who.
        player: Player,
        /// Where the hub sends to it.
        tx: mpsc::Sender<ServerMessage>,
        /// Their ratings and bot, read by the connection.
        known: Known,
    },
    /// A message from a logged-in player.
    Message {
        /// The connection.
        conn: ConnId,
        /// The message, read but not yet checked.
        message: ClientMessage,
    },
    /// A connection closed.
    Left {
        /// The connection.
        conn: ConnId,
    },
    /// The sessions of an account ended (logged out everywhere, a new
    /// password, the account deleted): its connections close, but `keep`.
    SessionsEnded {
        /// The account.
        account: i64,
        /// The connection that stays, if any.
        keep: Option<ConnId>,
    },
    /// Another node said something (with `--bus`).
    Bus(crate::bus::wire::Inbound),
}

/// A logged-in connection.
struct Conn {
    player: Player,
    tx: mpsc::Sender<ServerMessage>,
    /// The node the player is connected to, for a proxy of another
    /// node's player; none for a connection here.
    node: Option<String>,
}

/// A game being played, with who plays and watches it.
struct Live {
    table: Table,
    info: crate::protocol::GameInfo,
    terms: crate::protocol::ChallengeTerms,
    spectators: Vec<ConnId>,
    /// Since when the Vikings' and the Varangians' player has had no
    /// connection (a live game only).
    away: [Option<Duration>; 2],
    /// Whether the Vikings' and the Varangians' player are yet to hear
    /// that the server was down (a live game resumed after a restart).
    restart_untold: [bool; 2],
    /// Whether its end is on its way to the disk: it takes nothing more.
    ending: bool,
}

impl Live {
    /// The side `name` plays in this game, if it plays (names compare
    /// ignoring case, as accounts do).
    fn side_of(&self, name: &str) -> Option<obereg_rules::Side> {
        let key = name_key(name);
        if name_key(&self.info.vikings) == key {
            Some(obereg_rules::Side::Vikings)
        } else if name_key(&self.info.varangians) == key {
            Some(obereg_rules::Side::Varangians)
        } else {
            None
        }
    }
}

/// The lobby and the games.
pub struct Hub {
    db: Db,
    now: Arc<dyn Now>,
    conns: HashMap<ConnId, Conn>,
    /// The connections of each player online, by name key (so in order
    /// ignoring case).
    by_name: BTreeMap<String, Vec<ConnId>>,
    challenges: BTreeMap<u64, ChallengeInfo>,
    next_challenge: u64,
    games: BTreeMap<u64, Live>,
    /// The ratings of the players online with an account, by name key, in
    /// the order of `Category::ALL`.
    ratings: HashMap<String, [obereg_glicko::Rating; 3]>,
    /// The bots' accounts by their names in lower case.
    bots: HashMap<String, Bot>,
    /// The moves on their way to the disk, told once kept.
    keeping: keep::Keeping,
    /// Where the seeds of new games' dice come from.
    seeds: crate::dice::Seeds,
    /// The operator's numbers: players, games, moves relayed.
    metrics: Metrics,
    /// The tournaments.
    tournaments: tournament::Tournaments,
    /// The other nodes, with `--bus`.
    cluster: Option<cluster::Cluster>,
}

impl Hub {
    /// A hub over `db` that resumes the games the database holds open.
    ///
    /// # Errors
    /// When the database cannot be read.
    pub async fn open(db: Db, now: Arc<dyn Now>) -> Result<Hub, StoreError> {
        Hub::open_on(db, now, None).await
    }

    /// A hub over `db` as one node on `bus` (owning its games for `lease`
    /// at a time), or alone without it; it resumes the open games it can
    /// own.
    ///
    /// # Errors
    /// When the database cannot be read.
    pub async fn open_on(
        db: Db,
        now: Arc<dyn Now>,
        bus: Option<(crate::bus::Bus, Duration)>,
    ) -> Result<Hub, StoreError> {
        let mut hub = Hub {
            db: db.clone(),
            now,
            conns: HashMap::new(),
            by_name: BTreeMap::new(),
            challenges: BTreeMap::new(),
            next_challenge: 1,
            games: BTreeMap::new(),
            ratings: HashMap::new(),
            bots: HashMap::new(),
            keeping: keep::Keeping::default(),
            seeds: crate::dice::Seeds::default(),
            metrics: Metrics::new(db.metrics()),
            tournaments: tournament::Tournaments::default(),
            cluster: None,
        };
        if let Some((bus, lease)) = bus {
            hub.cluster = Some(cluster::Cluster::new(bus, lease));
            hub.next_challenge = cluster::first_challenge();
        }
        let bots = hub.db.call(|store| store.bots()).await?;
        hub.bots = bots.into_iter().map(|bot| (name_key(&bot.name), bot)).collect();
        hub.resume_games().await?;
        // With several nodes, the tournaments are taken up by the node that
        // holds their role (its first tick).
        if hub.cluster.is_none() {
            hub.resume_tournaments().await?;
        }
        Ok(hub)
    }

    /// The dice of new games from a stream seeded with `seed` rather than
    /// from the system's randomness: the same rolls again (tests).
    pub fn with_dice(mut self, seed: u64) -> Hub {
        self.seeds = crate::dice::Seeds::Stream(obereg_rules::Rng::new(seed));
        self
    }

    /// The hub counting into `metrics`.
    pub fn with_metrics(mut self, metrics: Metrics) -> Hub {
        self.metrics = metrics;
        self.count_games();
        self
    }

    /// Handles events until every sender is gone, and looks for fallen
    /// flags every second.
    pub async fn run(mut self, mut events: mpsc::Receiver<Event>) {
        let mut tick = tokio::time::interval(TICK);
        loop {
            tokio::select! {
                event = events.recv() => match event {
                    Some(event) => self.handle(event).await,
                    None => return,
                },
                Some(kept) = self.keeping.next() => self.kept(kept).await,
                _ = tick.tick() => {
                    self.check_deadlines_and_tournaments();
                    self.cluster_tick().await;
                }
            }
            if self.tournaments.is_due() {
                self.advance_tournaments().await;
            }
        }
    }

    /// Handles one event.
    async fn handle(&mut self, event: Event) {
        match event {
            Event::Joined { conn, player, tx, known } => {
                self.learn(&player, known);
                self.joined(conn, player, tx);
            }
            Event::Left { conn } => self.left(conn),
            Event::SessionsEnded { account, keep } => {
                let ended: Vec<ConnId> = self
                    .conns
                    .iter()
                    .filter(|(conn, c)| c.player.account == Some(account) && Some(**conn) != keep)
                    .map(|(conn, _)| *conn)
                    .collect();
                // Forgotten, so their connections close.
                for conn in ended {
                    self.left(conn);
                }
            }
            Event::Bus(inbound) => self.heard(inbound).await,
            Event::Message { conn, message } => {
                if self.pass_on(conn, &message).await {
                    return;
                }
                if let Err((code, detail)) = self.dispatch(conn, message).await {
                    self.send(conn, ServerMessage::Error { code, detail });
                }
            }
        }
    }

    /// Acts on a logged-in player's message.
    async fn dispatch(
        &mut self,
        conn: ConnId,
        message: ClientMessage,
    ) -> Result<(), (ErrorCode, Option<String>)> {
        match message {
            ClientMessage::Challenge(terms) => self.challenge(conn, terms),
            ClientMessage::Cancel { challenge } => self.cancel(conn, challenge),
            ClientMessage::Accept { challenge } => self.accept(conn, challenge),
            ClientMessage::Move { game, ply, mv } => self.play_move(conn, game, ply, &mv).await,
            ClientMessage::Resign { game } => self.resign(conn, game),
            ClientMessage::Draw { game } => self.draw(conn, game),
            ClientMessage::Takeback { game } => self.takeback(conn, game),
            ClientMessage::Chat { game, text } => self.chat(conn, game, &text),
            ClientMessage::Watch { game } => self.watch(conn, game),
            ClientMessage::Bot { level, rating } => self.set_bot(conn, level, rating).await,
            ClientMessage::Lobby => {
                self.send_lobby(conn, crate::protocol::LobbyCounts::default());
                Ok(())
            }
            ClientMessage::LobbyPage { from } => {
                self.send_lobby(conn, from);
                Ok(())
            }
            ClientMessage::Ping => {
                self.send(conn, ServerMessage::Pong);
                Ok(())
            }
            lookup @ (ClientMessage::Player { .. }
            | ClientMessage::Leaderboard { .. }
            | ClientMessage::Record { .. }) => {
                self.look_up(conn, lookup);
                Ok(())
            }
            tournament @ (ClientMessage::Tournaments
            | ClientMessage::CreateTournament(_)
            | ClientMessage::Tournament { .. }
            | ClientMessage::Enter { .. }
            | ClientMessage::Withdraw { .. }
            | ClientMessage::StartTournament { .. }
            | ClientMessage::InviteBots { .. }) => self.tournament_message(conn, tournament).await,
            ClientMessage::Hello { .. }
            | ClientMessage::Register { .. }
            | ClientMessage::RegisterBot { .. }
            | ClientMessage::Login { .. }
            | ClientMessage::Resume { .. }
            | ClientMessage::Guest => Err((ErrorCode::AlreadyLoggedIn, None)),
            // The connection answers these itself; none reaches the hub.
            ClientMessage::Logout { .. }
            | ClientMessage::ChangePassword { .. }
            | ClientMessage::DeleteAccount { .. } => Err((ErrorCode::NotLoggedIn, None)),
        }
    }

    /// A player logged in: they get their games back.
    fn joined(&mut self, conn: ConnId, player: Player, tx: mpsc::Sender<ServerMessage>) {
        let name = player.name.clone();
        self.came_back(&name);
        self.by_name.entry(name_key(&player.name)).or_default().push(conn);
        self.conns.insert(conn, Conn { player, tx, node: None });
        self.metrics.players(self.by_name.len());
        let theirs: Vec<u64> =
            self.games.iter().filter(|(_, live)| live.side_of(&name).is_some()).map(|(id, _)| *id).collect();
        for game in theirs {
            self.send_state(conn, game);
            self.tell_restart(conn, game, &name);
        }
    }

    /// A connection closed: its challenges go, its spectating ends.
    fn left(&mut self, conn: ConnId) {
        let Some(gone) = self.conns.remove(&conn) else { return };
        self.forget_watcher(conn);
        let key = name_key(&gone.player.name);
        if let Some(conns) = self.by_name.get_mut(&key) {
            conns.retain(|c| *c != conn);
            if conns.is_empty() {
                self.by_name.remove(&key);
                self.ratings.remove(&key);
                self.withdraw_challenges_of(&gone.player.name);
                self.went_away(&gone.player.name);
            }
        }
        self.metrics.players(self.by_name.len());
        for live in self.games.values_mut() {
            live.spectators.retain(|c| *c != conn);
        }
    }

    /// Sends `message` to one connection; one that cannot keep up is
    /// forgotten, which closes it (the hub held its only sender).
    fn send(&mut self, conn: ConnId, message: ServerMessage) {
        let full = self.conns.get(&conn).is_some_and(|c| c.tx.try_send(message).is_err());
        if full {
            self.left(conn);
        }
    }

    /// Sends `message` to every connection of the player `name`.
    fn send_to_player(&mut self, name: &str, message: &ServerMessage) {
        let conns = self.by_name.get(&name_key(name)).cloned().unwrap_or_default();
        for conn in conns {
            self.send(conn, message.clone());
        }
    }

    /// The player on `conn`.
    fn player(&self, conn: ConnId) -> Result<Player, (ErrorCode, Option<String>)> {
        self.conns.get(&conn).map(|c| c.player.clone()).ok_or((ErrorCode::NotLoggedIn, None))
    }

    /// Counts the games in play, live and correspondence, for the operator.
    fn count_games(&self) {
        let correspondence = self
            .games
            .values()
            .filter(|live| matches!(live.terms.clock, crate::protocol::ClockTerms::Correspondence { .. }))
            .count();
        self.metrics.games("live", self.games.len() - correspondence);
        self.metrics.games("correspondence", correspondence);
    }

    /// The time now.
    fn now(&self) -> Duration {
        self.now.now()
    }
}
