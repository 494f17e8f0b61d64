//! The moves on their way to the disk. The hub does not wait for a move to
//! be kept: it goes on with other games meanwhile, so the writer can keep
//! the moves of many games in one transaction; each move is told to the
//! players once kept. A game has at most one move on its way.

use std::collections::HashSet;
use std::future::Future;

use obereg_rules::{Clock, Outcome};
use tokio::task::JoinSet;

use super::ConnId;
use crate::protocol::ServerMessage;
use crate::store::StoreError;

/// A move played on the table and not yet kept.
pub(super) struct Move {
    /// Who played it.
    pub conn: ConnId,
    /// The game.
    pub game: u64,
    /// The moves before it.
    pub ply: u32,
    /// The clock before it, to put back (with the turns after `ply` taken
    /// back) if the move cannot be kept.
    pub before: Clock,
    /// What everyone is told once it is kept, in order: the move, the
    /// turns that passed after it and the next roll (the die).
    pub told: Vec<ServerMessage>,
    /// How the move ended the game, if it did.
    pub outcome: Option<Outcome>,
}

/// The moves being kept, and their games.
#[derive(Default)]
pub(super) struct Keeping {
    writes: JoinSet<(Move, bool)>,
    games: HashSet<u64>,
}

impl Keeping {
    /// Waits for `stored`, the write of `mv`.
    pub fn add(&mut self, mv: Move, stored: impl Future<Output = Result<(), StoreError>> + Send + 'static) {
        self.games.insert(mv.game);
        self.writes.spawn(async move { (mv, stored.await.is_ok()) });
    }

    /// Whether `game` has a move on its way.
    pub fn has(&self, game: u64) -> bool {
        self.games.contains(&game)
    }

    /// The next move whose write ended, and whether it was kept; none
    /// when no move is on its way. Safe to cancel.
    pub async fn next(&mut self) -> Option<(Move, bool)> {
        loop {
            // A task only fails by panicking, which waiting for a write does not.
            if let Ok((mv, stored)) = self.writes.join_next().await? {
                self.games.remove(&mv.game);
                return Some((mv, stored));
            }
        }
    }
}
