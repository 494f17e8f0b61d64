//! The nodes of a community on one store (`--bus`): their heartbeats, and
//! which node owns each live game. A node owns a game while its lease runs;
//! taking it is one conditional statement, so two nodes can never both
//! hold an unexpired lease on the same game.

use std::time::Duration;

use super::{Store, StoreError, args};
use crate::time::millis;

/// A game's owner as the store holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owner {
    /// The node's name.
    pub node: String,
    /// Until when its lease runs, unless renewed.
    pub lease_ms: u64,
}

impl Store {
    /// Notes that `node` is alive at `now_ms`.
    ///
    /// # Errors
    /// When the database fails.
    pub fn beat(&mut self, node: &str, now_ms: u64) -> Result<(), StoreError> {
        let sql = "INSERT INTO nodes (name, seen_ms) VALUES (?1, ?2) \
                   ON CONFLICT (name) DO UPDATE SET seen_ms = excluded.seen_ms";
        self.conn.execute(sql, args![node, now_ms])?;
        Ok(())
    }

    /// Takes (or renews) `node`'s ownership of `game` for `lease` from
    /// `now_ms`, in one transaction: only when no node owns it, `node`
    /// already does, or the owner's lease ran out before `now_ms`. Whether
    /// `node` owns it now.
    ///
    /// # Errors
    /// When the database fails.
    pub fn claim_game(
        &mut self,
        game: i64,
        node: &str,
        now_ms: u64,
        lease: Duration,
    ) -> Result<bool, StoreError> {
        let until = now_ms.saturating_add(millis(lease));
        let sql = "INSERT INTO game_owners (game, node, lease_ms) VALUES (?1, ?2, ?3) \
                   ON CONFLICT (game) DO UPDATE SET node = excluded.node, lease_ms = excluded.lease_ms \
                   WHERE game_owners.node = excluded.node OR game_owners.lease_ms < ?4";
        let conn = &self.conn;
        conn.atomic(|| Ok(conn.execute(sql, args![game, node, until, now_ms])? == 1))
    }

    /// With several nodes (`claim`: this node and its games' lease),
    /// renews this node's ownership of `game` from `now_ms`, as a write
    /// of the game does first in its transaction; alone, nothing.
    ///
    /// # Errors
    /// [`StoreError::NotOwner`] when another node owns the game; or when
    /// the database fails.
    pub fn keep_owning(
        &mut self,
        game: i64,
        claim: Option<&(String, Duration)>,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        match claim {
            Some((node, lease)) if !self.claim_game(game, node, now_ms, *lease)? => Err(StoreError::NotOwner),
            _ => Ok(()),
        }
    }

    /// Who owns `game`, if anyone ever did.
    ///
    /// # Errors
    /// When the database fails.
    pub fn owner(&mut self, game: i64) -> Result<Option<Owner>, StoreError> {
        let row =
            self.conn.query_opt("SELECT node, lease_ms FROM game_owners WHERE game = ?1", args![game])?;
        row.map(|row| Ok(Owner { node: row.get(0)?, lease_ms: row.get(1)? })).transpose()
    }

    /// Some of the games not over whose owner's lease ran out before
    /// `now_ms` (at most 64 at a time), by number, with that owner.
    ///
    /// # Errors
    /// When the database fails.
    pub fn expired_games(&mut self, now_ms: u64) -> Result<Vec<(i64, String)>, StoreError> {
        let sql = "SELECT o.game, o.node FROM game_owners o JOIN games g ON g.id = o.game \
                   WHERE g.reason IS NULL AND o.lease_ms < ?1 ORDER BY o.game LIMIT 64";
        self.conn.query(sql, args![now_ms])?.iter().map(|row| Ok((row.get(0)?, row.get(1)?))).collect()
    }

    /// Renews the lease of every game `node` owns until `until_ms`; how
    /// many.
    ///
    /// # Errors
    /// When the database fails.
    pub fn renew_games(&mut self, node: &str, until_ms: u64) -> Result<u64, StoreError> {
        self.conn.execute("UPDATE game_owners SET lease_ms = ?2 WHERE node = ?1", args![node, until_ms])
    }
}
