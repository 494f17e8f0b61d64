//! The nodes of a community on one store (`--bus`): their heartbeats, and
//! which node owns each live game. A node owns a game while its lease runs;
//! taking it is one conditional statement, so two nodes can never both
//! hold an unexpired lease on the same game.

use std::time::Duration;

use super::{Store, StoreError, args};
use crate::time::millis;

/// The role of the node that answers for the tournaments and pairs their
/// rounds (`--bus`).
pub const TOURNAMENTS: &str = "tournaments";

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
        self.claim("game_owners", "game", args![game, node, now_ms.saturating_add(millis(lease)), now_ms])
    }

    /// Takes (or renews) `node`'s hold on the community's `role` for
    /// `lease` from `now_ms`, as [`Store::claim_game`] takes a game:
    /// whether `node` holds it now.
    ///
    /// # Errors
    /// When the database fails.
    pub fn claim_role(
        &mut self,
        role: &str,
        node: &str,
        now_ms: u64,
        lease: Duration,
    ) -> Result<bool, StoreError> {
        self.claim("roles", "role", args![role, node, now_ms.saturating_add(millis(lease)), now_ms])
    }

    /// With several nodes (`claim`: this node and its lease), renews this
    /// node's hold on `role` from `now_ms`, as a write in the role's name
    /// does first; alone, nothing.
    ///
    /// # Errors
    /// [`StoreError::NotOwner`] when another node holds the role; or when
    /// the database fails.
    pub fn keep_holding(
        &mut self,
        role: &str,
        claim: Option<&(String, Duration)>,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        kept(claim, |node, lease| self.claim_role(role, node, now_ms, lease))
    }

    /// Who holds `role`, if anyone ever did.
    ///
    /// # Errors
    /// When the database fails.
    pub fn role_holder(&mut self, role: &str) -> Result<Option<Owner>, StoreError> {
        let row = self.conn.query_opt("SELECT node, lease_ms FROM roles WHERE role = ?1", args![role])?;
        row.map(|row| Ok(Owner { node: row.get(0)?, lease_ms: row.get(1)? })).transpose()
    }

    /// The one conditional statement of a lease on `table`'s row keyed
    /// `key`, its values the key, the node, the lease's end and now: set
    /// when no node holds the row, the node holds it already, or the
    /// holder's lease ran out before now. Whether the node holds it now.
    fn claim(&mut self, table: &str, key: &str, values: &[&dyn super::Param]) -> Result<bool, StoreError> {
        let sql = format!(
            "INSERT INTO {table} ({key}, node, lease_ms) VALUES (?1, ?2, ?3) \
             ON CONFLICT ({key}) DO UPDATE SET node = excluded.node, lease_ms = excluded.lease_ms \
             WHERE {table}.node = excluded.node OR {table}.lease_ms < ?4"
        );
        let conn = &self.conn;
        conn.atomic(|| Ok(conn.execute(&sql, values)? == 1))
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
        kept(claim, |node, lease| self.claim_game(game, node, now_ms, lease))
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

/// Nothing alone (`claim` none); with several nodes, what `claims` says of
/// this node's claim: [`StoreError::NotOwner`] when another node holds
/// what it claims.
fn kept(
    claim: Option<&(String, Duration)>,
    claims: impl FnOnce(&str, Duration) -> Result<bool, StoreError>,
) -> Result<(), StoreError> {
    match claim {
        Some((node, lease)) if !claims(node, *lease)? => Err(StoreError::NotOwner),
        _ => Ok(()),
    }
}
