//! The bots' accounts (made by `Store::create`): the level each plays at.
//! Every bot's account is made with a level (`register_bot`), so each is
//! shown as a bot.

use super::{Row, Store, StoreError, args};
use crate::protocol::Bot;

impl Store {
    /// Keeps the level `account` plays at and its rating; false (and
    /// nothing kept) when the account is not a bot's.
    ///
    /// # Errors
    /// When the database fails.
    pub fn set_bot_level(&mut self, account: i64, level: &str, rating: u32) -> Result<bool, StoreError> {
        let sql = "UPDATE accounts SET bot_level = ?2, bot_rating = ?3 WHERE id = ?1 AND bot = 1";
        Ok(self.conn.execute(sql, args![account, level, rating])? == 1)
    }

    /// The bot `account` is, if it is a bot's.
    ///
    /// # Errors
    /// When the database fails.
    pub fn bot(&self, account: i64) -> Result<Option<Bot>, StoreError> {
        let sql = "SELECT name, bot_level, bot_rating FROM accounts \
                   WHERE id = ?1 AND bot = 1 AND bot_level IS NOT NULL AND bot_rating IS NOT NULL";
        self.conn.query_opt(sql, args![account])?.as_ref().map(bot_row).transpose()
    }

    /// Every bot that has said its level.
    ///
    /// # Errors
    /// When the database fails.
    pub fn bots(&self) -> Result<Vec<Bot>, StoreError> {
        let sql = "SELECT name, bot_level, bot_rating FROM accounts \
                   WHERE bot = 1 AND bot_level IS NOT NULL AND bot_rating IS NOT NULL";
        self.conn.query(sql, &[])?.iter().map(bot_row).collect()
    }
}

/// A bot from a row of `name, bot_level, bot_rating`.
fn bot_row(row: &Row) -> Result<Bot, StoreError> {
    Ok(Bot { name: row.get(0)?, level: row.get(1)?, rating: row.get(2)? })
}
