//! What a node's players watch of games owned elsewhere, and games this
//! node lost: when another node takes a game over (or takes it back after
//! a restart) it says so on the bus, and the nodes whose players watched
//! the game ask its new owner to show it to them again; a node that finds
//! a game of its own taken over forgets it and passes its player's message
//! on to the owner.

use super::super::{ConnId, Hub};
use super::Cluster;
use crate::protocol::{ClientMessage, ServerMessage};

/// The most games owned elsewhere one connection is remembered watching.
const MOST_WATCHED: usize = 16;

impl Cluster {
    /// `conn` watches `game`, owned elsewhere.
    pub(super) fn watches(&mut self, conn: ConnId, game: u64) {
        let games = self.watching.entry(conn).or_default();
        games.retain(|g| *g != game);
        if games.len() == MOST_WATCHED {
            games.remove(0);
        }
        games.push(game);
    }

    /// The connections that watch `game`, forgotten as its watchers.
    pub(super) fn watchers(&mut self, game: u64) -> Vec<ConnId> {
        let mut watchers = Vec::new();
        for (conn, games) in &mut self.watching {
            if games.contains(&game) {
                games.retain(|g| *g != game);
                watchers.push(*conn);
            }
        }
        self.watching.retain(|_, games| !games.is_empty());
        watchers
    }
}

impl Hub {
    /// The game `game` has a new owner: this node's connections that
    /// watched it ask to watch it again, here when this node is the owner.
    pub(super) async fn watch_again(&mut self, game: u64) {
        let Some(cluster) = self.cluster.as_mut() else { return };
        for conn in cluster.watchers(game) {
            let watch = ClientMessage::Watch { game };
            if !self.pass_on(conn, &watch).await
                && let Err((code, detail)) = self.dispatch(conn, watch).await
            {
                self.send(conn, ServerMessage::Error { code, detail });
            }
        }
    }

    /// Tells the other nodes that this node took `game` (over, or back
    /// after a restart), so that their players watching it ask again.
    pub(in crate::hub) async fn say_taken(&mut self, game: u64) {
        if let Some(cluster) = &self.cluster {
            cluster.bus.say_taken(game).await;
        }
    }

    /// Another node owns `game` now: this node was cut off past its lease
    /// and the game taken over. It is forgotten here; its spectators here
    /// watch it from its owner, and `resend`, the player's message whose
    /// write found this out, goes on to the owner.
    pub(in crate::hub) async fn lose_game(&mut self, game: u64, resend: Option<(ConnId, ClientMessage)>) {
        let Some(live) = self.games.remove(&game) else { return };
        self.count_games();
        let here: Vec<ConnId> = live
            .spectators
            .iter()
            .copied()
            .filter(|conn| self.conns.get(conn).is_some_and(|c| c.node.is_none()))
            .collect();
        for conn in here {
            self.pass_on(conn, &ClientMessage::Watch { game }).await;
        }
        if let Some((conn, message)) = resend {
            self.pass_on(conn, &message).await;
        }
    }

    /// A connection here closed: it watches nothing now.
    pub(in crate::hub) fn forget_watcher(&mut self, conn: ConnId) {
        if let Some(cluster) = self.cluster.as_mut() {
            cluster.watching.remove(&conn);
        }
    }
}
