//! Accounts and their session tokens in the database.

use super::{Row, Store, StoreError, args, name_key};

/// An account as the database keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    /// Its row.
    pub id: i64,
    /// Its name, in the case it was registered with.
    pub name: String,
    /// The password's Argon2id PHC string.
    pub password: String,
}

impl Store {
    /// Makes an account.
    ///
    /// # Errors
    /// [`StoreError::NameTaken`] when the name is taken in any case.
    pub fn create_account(&mut self, name: &str, password: &str, now_ms: u64) -> Result<i64, StoreError> {
        self.create(name, password, None, now_ms)
    }

    /// Makes an account, a bot's (for ever) playing at the level of the
    /// rating `bot` gives; the server's `register` never asks for a bot's,
    /// only `register_bot` does.
    ///
    /// # Errors
    /// [`StoreError::NameTaken`] when the name is taken in any case.
    pub fn create(
        &mut self,
        name: &str,
        password: &str,
        bot: Option<&(String, u32)>,
        now_ms: u64,
    ) -> Result<i64, StoreError> {
        let sql = "INSERT INTO accounts (name, name_key, password, bot, bot_level, bot_rating, created_ms) \
                   VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)";
        let (level, rating) = (bot.map(|(level, _)| level), bot.map(|(_, rating)| rating));
        let values = args![name, name_key(name), password, bot.is_some(), level, rating, now_ms];
        match self.conn.insert(sql, values) {
            Err(error) if error.is_constraint() => Err(StoreError::NameTaken),
            inserted => inserted,
        }
    }

    /// The account of `name`, whatever its case.
    ///
    /// # Errors
    /// When the database fails.
    pub fn account(&self, name: &str) -> Result<Option<Account>, StoreError> {
        let sql = "SELECT id, name, password FROM accounts WHERE name_key = ?1";
        self.conn.query_opt(sql, args![name_key(name)])?.as_ref().map(account_row).transpose()
    }
}

/// An account from a row of `id, name, password`.
pub(super) fn account_row(row: &Row) -> Result<Account, StoreError> {
    Ok(Account { id: row.get(0)?, name: row.get(1)?, password: row.get(2)? })
}
