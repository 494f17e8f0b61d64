//! Sessions in the database, and what ends them: an idle time and a
//! greatest age, a logout, a new password, an account deleted (its games
//! kept under a retired name).

use std::time::Duration;

use rusqlite::{OptionalExtension, params};

use super::accounts::account_row;
use super::{Account, Store, StoreError};
use crate::time::millis;

/// How long a session lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lifetime {
    /// Unused this long, it ends.
    pub idle: Duration,
    /// This long after its login, it ends however used.
    pub max_age: Duration,
}

/// What deleting an account did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Retired {
    /// The account is gone; its finished games stand under this name.
    Done(String),
    /// It has games not finished: nothing was changed.
    Unfinished,
}

impl Lifetime {
    /// The oldest login and last use still alive at `now_ms`.
    fn bounds(self, now_ms: u64) -> (u64, u64) {
        (now_ms.saturating_sub(millis(self.max_age)), now_ms.saturating_sub(millis(self.idle)))
    }
}

impl Store {
    /// Keeps a session: the hash of its token, never the token.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn add_session(&mut self, token_hash: &[u8], account: i64, now_ms: u64) -> Result<(), StoreError> {
        let sql = "INSERT INTO sessions (token_hash, account, created_ms, used_ms) VALUES (?1, ?2, ?3, ?3)";
        self.conn.execute(sql, params![token_hash, account, now_ms])?;
        Ok(())
    }

    /// The account of a session alive at `now_ms`, its use noted; a
    /// session past its `lifetime` is removed instead.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn session_account(
        &mut self,
        token_hash: &[u8],
        now_ms: u64,
        lifetime: Lifetime,
    ) -> Result<Option<Account>, StoreError> {
        let (born_after, used_after) = lifetime.bounds(now_ms);
        let sql = "SELECT a.id, a.name, a.password FROM sessions s JOIN accounts a ON a.id = s.account \
                   WHERE s.token_hash = ?1 AND s.created_ms > ?2 AND s.used_ms > ?3";
        let account =
            self.conn.query_row(sql, params![token_hash, born_after, used_after], account_row).optional()?;
        if account.is_some() {
            let sql = "UPDATE sessions SET used_ms = ?2 WHERE token_hash = ?1";
            self.conn.execute(sql, params![token_hash, now_ms])?;
        } else {
            self.end_session(token_hash)?;
        }
        Ok(account)
    }

    /// Ends one session.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn end_session(&mut self, token_hash: &[u8]) -> Result<(), StoreError> {
        self.conn.execute("DELETE FROM sessions WHERE token_hash = ?1", params![token_hash])?;
        Ok(())
    }

    /// Ends every session of `account` but `keep` (if any); how many ended.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn end_sessions(&mut self, account: i64, keep: Option<&[u8]>) -> Result<usize, StoreError> {
        let sql = "DELETE FROM sessions WHERE account = ?1 AND (?2 IS NULL OR token_hash <> ?2)";
        Ok(self.conn.execute(sql, params![account, keep])?)
    }

    /// Notes a health check at `now_ms`: a write, so it fails when the
    /// store takes none.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn check_health(&mut self, now_ms: u64) -> Result<(), StoreError> {
        let sql = "INSERT INTO health (id, checked_ms) VALUES (1, ?1) \
                   ON CONFLICT(id) DO UPDATE SET checked_ms = excluded.checked_ms";
        self.conn.execute(sql, params![now_ms])?;
        Ok(())
    }

    /// Removes every session past its `lifetime` at `now_ms`; how many.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn remove_expired(&mut self, now_ms: u64, lifetime: Lifetime) -> Result<usize, StoreError> {
        let (born_after, used_after) = lifetime.bounds(now_ms);
        let sql = "DELETE FROM sessions WHERE created_ms <= ?1 OR used_ms <= ?2";
        Ok(self.conn.execute(sql, params![born_after, used_after])?)
    }

    /// Gives `account` a new password hash and ends its other sessions
    /// than `keep`, in one transaction; how many ended.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn set_password(&mut self, account: i64, hash: &str, keep: &[u8]) -> Result<usize, StoreError> {
        let tx = self.conn.transaction()?;
        tx.execute("UPDATE accounts SET password = ?2 WHERE id = ?1", params![account, hash])?;
        let sql = "DELETE FROM sessions WHERE account = ?1 AND token_hash <> ?2";
        let ended = tx.execute(sql, params![account, keep])?;
        tx.commit()?;
        Ok(ended)
    }

    /// Deletes `account`, unless it has a game not finished: its sessions
    /// and ratings go, its password can never match again, and its name is
    /// free; its finished games stay in the archive under the name
    /// `(retired N)`, which no one can register.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn retire(&mut self, account: i64) -> Result<Retired, StoreError> {
        let tx = self.conn.transaction()?;
        let sql = "SELECT COUNT(*) FROM games WHERE reason IS NULL AND (vikings_account = ?1 OR varangians_account = ?1)";
        let unfinished: i64 = tx.query_row(sql, params![account], |row| row.get(0))?;
        if unfinished > 0 {
            return Ok(Retired::Unfinished);
        }
        let old: String =
            tx.query_row("SELECT name FROM accounts WHERE id = ?1", params![account], |row| row.get(0))?;
        let name = format!("(retired {account})");
        tx.execute("DELETE FROM sessions WHERE account = ?1", params![account])?;
        tx.execute("DELETE FROM ratings WHERE account = ?1", params![account])?;
        let sql = "UPDATE accounts SET name = ?2, name_key = ?2, password = '' WHERE id = ?1";
        tx.execute(sql, params![account, name])?;
        tx.execute("UPDATE games SET vikings = ?2 WHERE vikings_account = ?1", params![account, name])?;
        tx.execute("UPDATE games SET varangians = ?2 WHERE varangians_account = ?1", params![account, name])?;
        tx.execute("UPDATE chat SET author = ?1 WHERE author = ?2", params![name, old])?;
        tx.commit()?;
        Ok(Retired::Done(name))
    }
}
