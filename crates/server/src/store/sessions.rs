//! Sessions in the database, and what ends them: an idle time and a
//! greatest age, a logout, a new password, an account deleted (its games
//! kept under a retired name).

use std::time::Duration;

use super::accounts::account_row;
use super::conn::Conn;
use super::{Account, Store, StoreError, args};
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
    /// When the database fails.
    pub fn add_session(&mut self, token_hash: &[u8], account: i64, now_ms: u64) -> Result<(), StoreError> {
        let sql = "INSERT INTO sessions (token_hash, account, created_ms, used_ms) VALUES (?1, ?2, ?3, ?3)";
        self.conn.execute(sql, args![token_hash, account, now_ms])?;
        Ok(())
    }

    /// The account of a session alive at `now_ms`, its use noted; a
    /// session past its `lifetime` is removed instead.
    ///
    /// # Errors
    /// When the database fails.
    pub fn session_account(
        &mut self,
        token_hash: &[u8],
        now_ms: u64,
        lifetime: Lifetime,
    ) -> Result<Option<Account>, StoreError> {
        let (born_after, used_after) = lifetime.bounds(now_ms);
        let sql = "SELECT a.id, a.name, a.password FROM sessions s JOIN accounts a ON a.id = s.account \
                   WHERE s.token_hash = ?1 AND s.created_ms > ?2 AND s.used_ms > ?3";
        let row = self.conn.query_opt(sql, args![token_hash, born_after, used_after])?;
        let account = row.as_ref().map(account_row).transpose()?;
        if account.is_some() {
            let sql = "UPDATE sessions SET used_ms = ?2 WHERE token_hash = ?1";
            self.conn.execute(sql, args![token_hash, now_ms])?;
        } else {
            self.end_session(token_hash)?;
        }
        Ok(account)
    }

    /// Ends one session.
    ///
    /// # Errors
    /// When the database fails.
    pub fn end_session(&mut self, token_hash: &[u8]) -> Result<(), StoreError> {
        self.conn.execute("DELETE FROM sessions WHERE token_hash = ?1", args![token_hash])?;
        Ok(())
    }

    /// Ends every session of `account` but `keep` (if any); how many ended.
    ///
    /// # Errors
    /// When the database fails.
    pub fn end_sessions(&mut self, account: i64, keep: Option<&[u8]>) -> Result<usize, StoreError> {
        end_sessions(&self.conn, account, keep)
    }

    /// Notes a health check at `now_ms`: a write, so it fails when the
    /// store takes none.
    ///
    /// # Errors
    /// When the database fails.
    pub fn check_health(&mut self, now_ms: u64) -> Result<(), StoreError> {
        let sql = "INSERT INTO health (id, checked_ms) VALUES (1, ?1) \
                   ON CONFLICT(id) DO UPDATE SET checked_ms = excluded.checked_ms";
        self.conn.execute(sql, args![now_ms])?;
        Ok(())
    }

    /// Removes every session past its `lifetime` at `now_ms`; how many.
    ///
    /// # Errors
    /// When the database fails.
    pub fn remove_expired(&mut self, now_ms: u64, lifetime: Lifetime) -> Result<usize, StoreError> {
        let (born_after, used_after) = lifetime.bounds(now_ms);
        let sql = "DELETE FROM sessions WHERE created_ms <= ?1 OR used_ms <= ?2";
        Ok(count(self.conn.execute(sql, args![born_after, used_after])?))
    }

    /// Gives `account` a new password hash and ends its other sessions
    /// than `keep`, in one transaction; how many ended.
    ///
    /// # Errors
    /// When the database fails.
    pub fn set_password(&mut self, account: i64, hash: &str, keep: &[u8]) -> Result<usize, StoreError> {
        let conn = &self.conn;
        conn.atomic(|| {
            conn.execute("UPDATE accounts SET password = ?2 WHERE id = ?1", args![account, hash])?;
            end_sessions(conn, account, Some(keep))
        })
    }

    /// Deletes `account`, unless it has a game not finished: its sessions
    /// and ratings go, its password can never match again, and its name is
    /// free; its finished games stay in the archive under the name
    /// `(retired N)`, which no one can register.
    ///
    /// # Errors
    /// When the database fails.
    pub fn retire(&mut self, account: i64) -> Result<Retired, StoreError> {
        let conn = &self.conn;
        conn.atomic(|| {
            let sql = "SELECT COUNT(*) FROM games WHERE reason IS NULL \
                       AND (vikings_account = ?1 OR varangians_account = ?1)";
            let unfinished: i64 = conn.query_one(sql, args![account])?.get(0)?;
            if unfinished > 0 {
                return Ok(Retired::Unfinished);
            }
            let old: String =
                conn.query_one("SELECT name FROM accounts WHERE id = ?1", args![account])?.get(0)?;
            let name = format!("(retired {account})");
            conn.execute("DELETE FROM sessions WHERE account = ?1", args![account])?;
            conn.execute("DELETE FROM ratings WHERE account = ?1", args![account])?;
            let sql = "UPDATE accounts SET name = ?2, name_key = ?2, password = '' WHERE id = ?1";
            conn.execute(sql, args![account, name])?;
            conn.execute("UPDATE games SET vikings = ?2 WHERE vikings_account = ?1", args![account, name])?;
            conn.execute(
                "UPDATE games SET varangians = ?2 WHERE varangians_account = ?1",
                args![account, name],
            )?;
            conn.execute("UPDATE chat SET author = ?1 WHERE author = ?2", args![name, old])?;
            Ok(Retired::Done(name))
        })
    }
}

/// Ends every session of `account` on `conn` but `keep` (if any); how many.
fn end_sessions(conn: &Conn, account: i64, keep: Option<&[u8]>) -> Result<usize, StoreError> {
    let ended = match keep {
        None => conn.execute("DELETE FROM sessions WHERE account = ?1", args![account])?,
        Some(keep) => {
            let sql = "DELETE FROM sessions WHERE account = ?1 AND token_hash <> ?2";
            conn.execute(sql, args![account, keep])?
        }
    };
    Ok(count(ended))
}

/// A count of rows as the callers take it.
fn count(rows: u64) -> usize {
    usize::try_from(rows).unwrap_or(usize::MAX)
}
