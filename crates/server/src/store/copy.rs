//! `obereg server migrate-store`: a community's data copied from one store
//! into another, empty one (SQLite's into PostgreSQL's, say), in one
//! transaction, then checked: the same rows in every table, and every
//! finished game's moves played again by the rules.

use super::conn::Conn;
use super::{Location, Store, StoreError, Value, args};

/// The tables, each after those its rows refer to, with their columns.
const TABLES: &[(&str, &str)] = &[
    ("accounts", "id, name, name_key, password, bot, created_ms, bot_level, bot_rating"),
    ("sessions", "token_hash, account, created_ms, used_ms"),
    ("ratings", "account, category, rating, deviation, volatility, games, won, lost, drawn"),
    (
        "games",
        "id, board, die, rated, clock, vikings, varangians, vikings_account, varangians_account, started_ms, \
         vikings_left_ms, varangians_left_ms, winner, reason, ended_ms, die_seed, turn_ms",
    ),
    ("moves", "game, ply, record, played_ms, vikings_left_ms, varangians_left_ms"),
    ("chat", "id, game, author, text, said_ms"),
    ("health", "id, checked_ms"),
    ("tournaments", "id, terms, organiser, stage, created_ms, started_ms, ended_ms"),
    ("tournament_entrants", "tournament, name_key, name, account, rating, bot, entered_ms, seed, withdrawn"),
    ("tournament_games", "tournament, round, board, vikings, varangians, game"),
];

/// The tables whose `id` the database gives: the next is set after the copy.
const NUMBERED: &[&str] = &["accounts", "games", "chat"];

/// What a copy holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Copied {
    /// Each table and its rows, the same in both stores.
    pub tables: Vec<(&'static str, u64)>,
    /// The finished games whose moves the rules played again.
    pub replayed: u64,
}

/// Why a copy failed.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    /// A store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The SQLite file to copy is missing.
    #[error("{0} does not exist")]
    NoSource(String),
    /// The store copied into has data already.
    #[error("{0} is not empty: its table {1} has rows")]
    NotEmpty(String, &'static str),
    /// The copy has other rows than the original.
    #[error("the table {table} has {from} rows but its copy {to}")]
    Counts {
        /// The table.
        table: &'static str,
        /// Its rows in the original.
        from: u64,
        /// In the copy.
        to: u64,
    },
    /// A finished game's moves do not play by the rules.
    #[error("the moves of game {0} do not play")]
    Replay(i64),
}

/// Copies the store at `from` into the empty one at `to` (its schema made
/// first), checks the copy, and says what it holds.
///
/// # Errors
/// [`CopyError`] says what failed; a copy that failed leaves `to` empty.
pub fn copy_store(from: &Location, to: &Location) -> Result<Copied, CopyError> {
    if let Location::Sqlite(path) = from
        && !path.is_file()
    {
        return Err(CopyError::NoSource(from.to_string()));
    }
    let source = Store::connect(from)?;
    let target = Store::connect(to)?;
    for (table, _) in TABLES {
        if count(&target, table)? > 0 {
            return Err(CopyError::NotEmpty(to.to_string(), table));
        }
    }
    target.conn.atomic(|| {
        for (table, columns) in TABLES {
            copy_table(&source, &target, table, columns)?;
        }
        if matches!(target.conn, Conn::Postgres(_)) {
            for table in NUMBERED {
                let sql = format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE(MAX(id), 0) + 1, false) \
                     FROM {table}"
                );
                target.conn.query(&sql, &[])?;
            }
        }
        Ok(())
    })?;
    let mut tables = Vec::new();
    for (table, _) in TABLES {
        let (from, to) = (count(&source, table)?, count(&target, table)?);
        if from != to {
            return Err(CopyError::Counts { table, from, to });
        }
        tables.push((*table, to));
    }
    Ok(Copied { tables, replayed: replay(&target)? })
}

/// Copies every row of `table` (its `columns`).
fn copy_table(source: &Store, target: &Store, table: &str, columns: &str) -> Result<(), StoreError> {
    let width = columns.split(',').count();
    let places: Vec<String> = (1..=width).map(|n| format!("?{n}")).collect();
    let insert = format!("INSERT INTO {table} ({columns}) VALUES ({})", places.join(", "));
    for row in source.conn.query(&format!("SELECT {columns} FROM {table}"), &[])? {
        let values: Vec<Value> = (0..width).map(|index| row.get(index)).collect::<Result<_, _>>()?;
        let params: Vec<&dyn super::Param> = values.iter().map(|value| value as &dyn super::Param).collect();
        target.conn.execute(&insert, &params)?;
    }
    Ok(())
}

/// The rows of `table`.
fn count(store: &Store, table: &str) -> Result<u64, StoreError> {
    store.conn.query_one(&format!("SELECT COUNT(*) FROM {table}"), args![])?.get(0)
}

/// Plays every finished game of `store` again by the rules; how many.
fn replay(store: &Store) -> Result<u64, CopyError> {
    let mut replayed = 0;
    for row in store.conn.query("SELECT id FROM games WHERE reason IS NOT NULL ORDER BY id", &[])? {
        let id: i64 = row.get(0)?;
        let finished = store.finished_game(id)?.ok_or(CopyError::Replay(id))?;
        crate::archive::otg(&finished).ok_or(CopyError::Replay(id))?;
        replayed += 1;
    }
    Ok(replayed)
}
