//! The bots' accounts (made by `Store::create`): the level each plays at.

use rusqlite::params;

use super::{Store, StoreError};
use crate::protocol::Bot;

impl Store {
    /// Keeps the level `account` plays at and its rating; false (and
    /// nothing kept) when the account is not a bot's.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn set_bot_level(&mut self, account: i64, level: &str, rating: u32) -> Result<bool, StoreError> {
        let sql = "UPDATE accounts SET bot_level = ?2, bot_rating = ?3 WHERE id = ?1 AND bot = 1";
        Ok(self.conn.execute(sql, params![account, level, rating])? == 1)
    }

    /// Every bot that has said its level.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn bots(&self) -> Result<Vec<Bot>, StoreError> {
        let sql = "SELECT name, bot_level, bot_rating FROM accounts \
                   WHERE bot = 1 AND bot_level IS NOT NULL AND bot_rating IS NOT NULL";
        let mut statement = self.conn.prepare(sql)?;
        let rows = statement
            .query_map([], |row| Ok(Bot { name: row.get(0)?, level: row.get(1)?, rating: row.get(2)? }))?;
        Ok(rows.collect::<Result<Vec<_>, _>>()?)
    }
}
