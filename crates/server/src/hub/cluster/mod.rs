//! The hub as one node of several (`--bus`): the players of the other
//! nodes stand in its lobby as proxies, connections whose messages go to
//! their node over the bus, so the lobby, challenges, games and watching
//! work for them as for the players here. A player's message about a game
//! or challenge held elsewhere goes to the node that holds it; each game
//! is decided by the one node that owns it in the store. A node remembers
//! which games owned elsewhere its players watch, so that when another
//! node takes one over they are shown it again from there
//! (`watching.rs`); one node holds the tournaments (`directing.rs`).

mod directing;
mod watching;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use tokio::sync::mpsc;

use super::{ConnId, Hub, Known, Player};
use crate::bus::Bus;
use crate::bus::wire::{Deliver, Forward, Inbound, Lobby, Taken, Target, forwarded};
use crate::protocol::{ChallengeInfo, ClientMessage, ServerMessage};
use crate::store::name_key;
use crate::time::millis;

/// How long a node owns its games unless it renews them (every tick).
pub const LEASE: Duration = Duration::from_secs(15);

/// How long another node may say nothing before its players and
/// challenges leave this lobby, in the machine's own time.
const NODE_SILENCE: Duration = Duration::from_secs(10);

/// The most other nodes heard at once.
const MAX_NODES: usize = 256;

/// How many messages may wait for a proxy's node.
const PROXY_QUEUE: usize = 1024;

/// The first number of a proxy's connection, far above the server's own.
const FIRST_PROXY: ConnId = 1 << 62;

/// This node among the others.
pub(super) struct Cluster {
    bus: Bus,
    lease: Duration,
    /// The proxies of the other nodes' players, by node and name key.
    proxies: HashMap<(String, String), ConnId>,
    /// The other nodes heard from: their challenges, and when last heard.
    nodes: HashMap<String, (Vec<ChallengeInfo>, Instant)>,
    /// The games owned elsewhere that this node's connections watch, the
    /// latest last.
    watching: HashMap<ConnId, Vec<u64>>,
    /// Whether this node holds the tournaments' role: it answers for
    /// every tournament and pairs their rounds.
    directs: bool,
    next_proxy: ConnId,
}

impl Cluster {
    /// This node on `bus`, owning its games for `lease` at a time.
    pub(super) fn new(bus: Bus, lease: Duration) -> Cluster {
        let (proxies, nodes, watching) = (HashMap::new(), HashMap::new(), HashMap::new());
        Cluster { bus, lease, proxies, nodes, watching, directs: false, next_proxy: FIRST_PROXY }
    }
}

/// The first number of a node's challenges: drawn at random, so the
/// nodes' challenges have numbers apart (below 2^53, exact in JSON for
/// every client).
pub(super) fn first_challenge() -> u64 {
    let mut bytes = [0u8; 4];
    let _ = getrandom::fill(&mut bytes);
    (u64::from(u32::from_le_bytes(bytes)) << 20) + 1
}

impl Hub {
    /// The node's name and its games' lease, with a bus.
    pub(super) fn claim(&self) -> Option<(String, Duration)> {
        self.cluster.as_ref().map(|cluster| (cluster.bus.node().to_string(), cluster.lease))
    }

    /// The open challenges of the other nodes.
    pub(super) fn remote_challenges(&self) -> impl Iterator<Item = &ChallengeInfo> + '_ {
        self.cluster.iter().flat_map(|cluster| cluster.nodes.values().flat_map(|(challenges, _)| challenges))
    }

    /// Passes the message of the player on `conn` (a connection here) to
    /// the node that holds what it names, when that is not this one;
    /// whether it did.
    pub(super) async fn pass_on(&mut self, conn: ConnId, message: &ClientMessage) -> bool {
        let (Some(cluster), Some(target)) = (&self.cluster, forwarded(message)) else { return false };
        let Some(player) = self.conns.get(&conn).filter(|c| c.node.is_none()).map(|c| c.player.clone())
        else {
            return false;
        };
        let forward = Forward { node: cluster.bus.node().to_string(), player, message: message.clone() };
        match target {
            Target::Game(game) if !self.games.contains_key(&game) => {
                cluster.bus.to_owner(game, &forward).await;
                if let (ClientMessage::Watch { .. }, Some(cluster)) = (message, self.cluster.as_mut()) {
                    cluster.watches(conn, game);
                }
            }
            Target::Challenge(id) if !self.challenges.contains_key(&id) => {
                cluster.bus.to_holder(id, &forward).await;
            }
            Target::Tournaments if !cluster.directs => cluster.bus.to_director(&forward).await,
            _ => return false,
        }
        true
    }

    /// Acts on what another node said.
    pub(super) async fn heard(&mut self, inbound: Inbound) {
        match inbound {
            Inbound::Lobby(lobby) => self.heard_lobby(lobby).await,
            Inbound::Forward(forward) => self.decide(forward).await,
            Inbound::Taken(Taken { game, .. }) => self.watch_again(game).await,
            Inbound::Deliver(Deliver { to, message }) => {
                if let (ServerMessage::Ended { game, .. }, Some(cluster)) = (&message, self.cluster.as_mut())
                {
                    cluster.watchers(*game);
                }
                let here: Vec<ConnId> =
                    self.by_name.get(&name_key(&to)).into_iter().flatten().copied().collect();
                for conn in here {
                    if self.conns.get(&conn).is_some_and(|c| c.node.is_none()) {
                        self.send(conn, message.clone());
                    }
                }
            }
        }
    }

    /// Another node's lobby: its players stand here as proxies, its
    /// challenges are listed.
    async fn heard_lobby(&mut self, lobby: Lobby) {
        let Some(cluster) = self.cluster.as_mut() else { return };
        if lobby.node == cluster.bus.node()
            || (!cluster.nodes.contains_key(&lobby.node) && cluster.nodes.len() >= MAX_NODES)
        {
            return;
        }
        let Lobby { node, players, challenges } = lobby;
        cluster.nodes.insert(node.clone(), (challenges, Instant::now()));
        let online: std::collections::HashSet<String> = players.iter().map(|p| name_key(&p.name)).collect();
        let gone: Vec<(String, String)> =
            cluster.proxies.keys().filter(|(n, key)| *n == node && !online.contains(key)).cloned().collect();
        self.drop_proxies(&gone);
        for player in players {
            self.proxy(&node, player).await;
        }
    }

    /// A player's message from another node, decided here when this node
    /// holds what it names.
    async fn decide(&mut self, forward: Forward) {
        let here = match forwarded(&forward.message) {
            Some(Target::Game(game)) => self.games.contains_key(&game),
            Some(Target::Challenge(id)) => self.challenges.contains_key(&id),
            Some(Target::Tournaments) => self.cluster.as_ref().is_some_and(|cluster| cluster.directs),
            None => false,
        };
        if !here || self.cluster.as_ref().is_none_or(|cluster| forward.node == cluster.bus.node()) {
            return;
        }
        let conn = self.proxy(&forward.node, forward.player).await;
        if let Err((code, detail)) = self.dispatch(conn, forward.message).await {
            self.send(conn, ServerMessage::Error { code, detail });
        }
    }

    /// The proxy of `player` on `node`, made when missing.
    async fn proxy(&mut self, node: &str, player: Player) -> ConnId {
        let key = (node.to_string(), name_key(&player.name));
        let Some(cluster) = self.cluster.as_mut() else { return 0 };
        if let Some(conn) = cluster.proxies.get(&key).filter(|conn| self.conns.contains_key(conn)) {
            return *conn;
        }
        let conn = cluster.next_proxy;
        cluster.next_proxy += 1;
        cluster.proxies.insert(key, conn);
        let (tx, mut rx) = mpsc::channel::<ServerMessage>(PROXY_QUEUE);
        let (bus, to, name) = (cluster.bus.clone(), node.to_string(), player.name.clone());
        tokio::spawn(async move {
            while let Some(message) = rx.recv().await {
                bus.deliver(&to, &name, message).await;
            }
        });
        let known = Known::read(&self.db, player.account).await;
        self.learn(&player, known);
        self.joined(conn, player, tx);
        if let Some(proxy) = self.conns.get_mut(&conn) {
            proxy.node = Some(node.to_string());
        }
        conn
    }

    /// The nodes `gone` leave the lobby: their challenges, and their
    /// players' proxies as a closed connection does.
    fn forget_nodes(&mut self, gone: &[String]) {
        let Some(cluster) = self.cluster.as_mut() else { return };
        cluster.nodes.retain(|node, _| !gone.contains(node));
        let proxies: Vec<(String, String)> =
            cluster.proxies.keys().filter(|(node, _)| gone.contains(node)).cloned().collect();
        self.drop_proxies(&proxies);
    }

    /// The proxies `gone` leave, as a closed connection does.
    fn drop_proxies(&mut self, gone: &[(String, String)]) {
        for key in gone {
            if let Some(conn) = self.cluster.as_mut().and_then(|cluster| cluster.proxies.remove(key)) {
                self.left(conn);
            }
        }
    }

    /// The games whose owner's lease ran out (the owner stopped, or lost
    /// the store), taken over where this node can claim them: resumed as
    /// after a restart, and their players here given them back.
    async fn take_over(&mut self) {
        let Some((node, lease)) = self.claim() else { return };
        let at = millis(self.now());
        let taken = self.db.call(move |store| {
            let (mut taken, mut stopped) = (Vec::new(), Vec::new());
            for (id, owner) in store.expired_games(at)? {
                if store.claim_game(id, &node, at, lease)? {
                    taken.extend(store.open_game(id)?);
                    stopped.push(owner);
                }
            }
            Ok((taken, stopped))
        });
        let (taken, stopped) = taken.await.unwrap_or_default();
        // The owners whose leases ran out are gone: their players with them.
        self.forget_nodes(&stopped);
        for kept in taken {
            let Ok(id) = u64::try_from(kept.id) else { continue };
            if self.games.contains_key(&id) {
                continue;
            }
            let names = kept.game.names.clone();
            self.resume(kept);
            self.say_taken(id).await;
            self.watch_again(id).await;
            for name in names {
                let conns: Vec<ConnId> = self.by_name.get(&name_key(&name)).cloned().unwrap_or_default();
                if !conns.is_empty() {
                    self.came_back(&name);
                }
                for conn in conns {
                    self.send_state(conn, id);
                    self.tell_restart(conn, id, &name);
                }
            }
        }
    }

    /// Every tick: this node's lobby said, its heartbeat and its games'
    /// leases kept, the games of a node gone taken over, and the nodes
    /// silent too long forgotten.
    pub(super) async fn cluster_tick(&mut self) {
        self.direct_tournaments().await;
        self.take_over().await;
        let now = millis(self.now());
        let Some(cluster) = self.cluster.as_ref() else { return };
        let silent: Vec<String> = cluster
            .nodes
            .iter()
            .filter(|(_, (_, seen))| seen.elapsed() > NODE_SILENCE)
            .map(|(node, _)| node.clone())
            .collect();
        let (node, lease) = (cluster.bus.node().to_string(), cluster.lease);
        let until = now.saturating_add(millis(lease));
        drop(self.db.write(move |store| {
            store.beat(&node, now)?;
            store.renew_games(&node, until)
        }));
        self.forget_nodes(&silent);
        let players: Vec<Player> = self
            .by_name
            .values()
            .filter_map(|conns| conns.iter().filter_map(|c| self.conns.get(c)).find(|c| c.node.is_none()))
            .map(|c| c.player.clone())
            .collect();
        let challenges = self.challenges.values().cloned().collect();
        if let Some(cluster) = &self.cluster {
            let lobby = Lobby { node: cluster.bus.node().to_string(), players, challenges };
            cluster.bus.say_lobby(&lobby).await;
        }
    }
}
