//! One connection to the store, SQLite's or PostgreSQL's, and the few
//! calls every part of the store makes on it. Statements are written once,
//! with SQLite's numbered parameters (`?1`), which PostgreSQL reads as its
//! own (`$1`); their SQL is what both understand. A PostgreSQL connection
//! that the server closed (it restarted, say) is opened again at the next
//! statement: the statements on it when it closed fail, the next ones run.

use std::cell::{Cell, RefCell, RefMut};
use std::collections::HashMap;

use super::StoreError;
use super::value::{Param, Row, Value, from_postgres};

/// A connection to the store.
pub(super) enum Conn {
    /// A SQLite database file.
    Sqlite(rusqlite::Connection),
    /// A PostgreSQL database (boxed: its client is large).
    Postgres(Box<Postgres>),
}

/// A connection to PostgreSQL, and how deep in transactions it is.
pub(super) struct Postgres {
    /// The database's address, to connect again.
    url: String,
    /// The connection (its calls take it mutably; the store's take it shared).
    client: RefCell<postgres::Client>,
    /// Whether the connection closed: it is opened again before the next
    /// statement.
    closed: Cell<bool>,
    /// The statements prepared, by their SQL (SQLite's own cache's match).
    prepared: RefCell<HashMap<String, postgres::Statement>>,
    /// 0 outside a transaction, then one more for each savepoint in it.
    depth: Cell<u32>,
    /// Whether a statement failed since the last write began: PostgreSQL
    /// then refuses every other statement of the transaction until it is
    /// rolled back to a savepoint.
    failed: Cell<bool>,
}

impl Postgres {
    /// Connects to the database at `url`.
    ///
    /// # Errors
    /// When it cannot.
    pub(super) fn connect(url: &str) -> Result<Postgres, StoreError> {
        let client = RefCell::new(postgres::Client::connect(url, postgres::NoTls)?);
        let (url, prepared, closed) = (url.to_string(), RefCell::default(), Cell::new(false));
        Ok(Postgres { url, client, closed, prepared, depth: Cell::new(0), failed: Cell::new(false) })
    }

    /// The connection, opened again first if it closed (its statements
    /// prepared again, no transaction open on it).
    fn client(&self) -> Result<RefMut<'_, postgres::Client>, StoreError> {
        if self.closed.get() {
            let client = postgres::Client::connect(&self.url, postgres::NoTls)?;
            *self.client.borrow_mut() = client;
            self.prepared.borrow_mut().clear();
            self.depth.set(0);
            self.closed.set(false);
        }
        Ok(self.client.borrow_mut())
    }

    /// Runs statements without parameters.
    fn batch(&self, sql: &str) -> Result<(), StoreError> {
        let done = self.client()?.batch_execute(sql);
        self.noted(done)
    }

    /// `result`, its failure noted, and a connection that closed too.
    fn noted<T>(&self, result: Result<T, postgres::Error>) -> Result<T, StoreError> {
        if let Err(error) = &result {
            self.failed.set(true);
            if error.is_closed() || self.client.borrow().is_closed() {
                self.closed.set(true);
            }
        }
        Ok(result?)
    }

    /// `values` as the client takes them.
    fn refs(values: &[Value]) -> Vec<&(dyn postgres::types::ToSql + Sync)> {
        values.iter().map(|value| value as &(dyn postgres::types::ToSql + Sync)).collect()
    }

    /// The statement of `sql`, prepared once, with PostgreSQL's parameters
    /// (`$1` for `?1`).
    fn prepared(&self, sql: &str) -> Result<postgres::Statement, StoreError> {
        if let Some(statement) = self.prepared.borrow().get(sql) {
            return Ok(statement.clone());
        }
        let prepared = self.client()?.prepare(&sql.replace('?', "$"));
        let statement = self.noted(prepared)?;
        self.prepared.borrow_mut().insert(sql.to_string(), statement.clone());
        Ok(statement)
    }
}

impl Conn {
    /// Runs one statement; how many rows it changed.
    pub(super) fn execute(&self, sql: &str, args: &[&dyn Param]) -> Result<u64, StoreError> {
        match self {
            Conn::Sqlite(conn) => {
                let changed = conn.prepare_cached(sql)?.execute(sqlite_args(args))?;
                Ok(u64::try_from(changed).unwrap_or(u64::MAX))
            }
            Conn::Postgres(pg) => {
                let values = values(args);
                let refs = Postgres::refs(&values);
                let statement = pg.prepared(sql)?;
                let done = pg.client()?.execute(&statement, &refs);
                pg.noted(done)
            }
        }
    }

    /// The rows of one query.
    pub(super) fn query(&self, sql: &str, args: &[&dyn Param]) -> Result<Vec<Row>, StoreError> {
        match self {
            Conn::Sqlite(conn) => {
                let mut statement = conn.prepare_cached(sql)?;
                let width = statement.column_count();
                let mut rows = statement.query(sqlite_args(args))?;
                let mut read = Vec::new();
                while let Some(row) = rows.next()? {
                    let values = (0..width).map(|index| row.get_ref(index).map(Value::from));
                    read.push(Row(values.collect::<Result<_, _>>()?));
                }
                Ok(read)
            }
            Conn::Postgres(pg) => {
                let values = values(args);
                let refs = Postgres::refs(&values);
                let statement = pg.prepared(sql)?;
                let rows = pg.client()?.query(&statement, &refs);
                let rows = pg.noted(rows)?;
                let row = |row: &postgres::Row| {
                    (0..row.len()).map(|index| from_postgres(row, index)).collect::<Result<Vec<_>, _>>()
                };
                rows.iter().map(|values| row(values).map(Row)).collect()
            }
        }
    }

    /// The first row of one query, if any.
    pub(super) fn query_opt(&self, sql: &str, args: &[&dyn Param]) -> Result<Option<Row>, StoreError> {
        Ok(self.query(sql, args)?.into_iter().next())
    }

    /// The first row of one query, which must have one.
    pub(super) fn query_one(&self, sql: &str, args: &[&dyn Param]) -> Result<Row, StoreError> {
        self.query_opt(sql, args)?.ok_or(StoreError::NoRow)
    }

    /// Runs one `INSERT` into a table whose `id` the database gives, and
    /// returns that `id`.
    pub(super) fn insert(&self, sql: &str, args: &[&dyn Param]) -> Result<i64, StoreError> {
        match self {
            Conn::Sqlite(conn) => {
                self.execute(sql, args)?;
                Ok(conn.last_insert_rowid())
            }
            Conn::Postgres(_) => self.query_one(&format!("{sql} RETURNING id"), args)?.get(0),
        }
    }

    /// Runs statements without parameters (a migration's).
    pub(super) fn batch(&self, sql: &str) -> Result<(), StoreError> {
        match self {
            Conn::Sqlite(conn) => Ok(conn.execute_batch(sql)?),
            Conn::Postgres(pg) => pg.batch(sql),
        }
    }

    /// Runs `work` all or nothing: in a savepoint (a transaction of its
    /// own outside one), kept when it succeeds, rolled back when it fails.
    pub(super) fn atomic<T>(&self, work: impl FnOnce() -> Result<T, StoreError>) -> Result<T, StoreError> {
        let outermost = match self {
            Conn::Sqlite(_) => false,
            Conn::Postgres(pg) => pg.depth.get() == 0,
        };
        let (begin, keep, undo) = if outermost {
            ("BEGIN", "COMMIT", "ROLLBACK")
        } else {
            (
                "SAVEPOINT atomic",
                "RELEASE SAVEPOINT atomic",
                "ROLLBACK TO SAVEPOINT atomic; RELEASE SAVEPOINT atomic",
            )
        };
        self.batch(begin)?;
        self.deeper(1);
        let done = work();
        self.deeper(-1);
        match done {
            Ok(value) => {
                self.batch(keep)?;
                Ok(value)
            }
            Err(error) => {
                self.batch(undo)?;
                Err(error)
            }
        }
    }

    /// Begins the writer's transaction.
    pub(super) fn begin(&self) -> Result<(), StoreError> {
        match self {
            Conn::Sqlite(conn) => Ok(conn.execute_batch("BEGIN IMMEDIATE")?),
            Conn::Postgres(pg) => {
                pg.batch("BEGIN")?;
                pg.depth.set(1);
                Ok(())
            }
        }
    }

    /// Commits the writer's transaction (rolls it back if that fails);
    /// whether it was committed.
    pub(super) fn commit(&self) -> bool {
        let committed = self.batch("COMMIT").is_ok();
        if !committed {
            let _ = self.batch("ROLLBACK");
        }
        self.deeper(-1);
        committed
    }

    /// Marks the start of one of the writer's writes in its transaction:
    /// on PostgreSQL a savepoint, so that a write that fails is rolled back
    /// alone and the others of the transaction are kept, as on SQLite
    /// (which undoes a failed statement by itself). Whether one was made.
    pub(super) fn before_write(&self) -> bool {
        let Conn::Postgres(pg) = self else { return false };
        pg.failed.set(false);
        pg.batch("SAVEPOINT write").is_ok()
    }

    /// Ends the write begun by [`Conn::before_write`] (`marked`: its
    /// savepoint made): rolled back if a statement of it failed.
    pub(super) fn after_write(&self, marked: bool) {
        let Conn::Postgres(pg) = self else { return };
        if marked {
            let end = if pg.failed.get() {
                "ROLLBACK TO SAVEPOINT write; RELEASE SAVEPOINT write"
            } else {
                "RELEASE SAVEPOINT write"
            };
            let _ = pg.batch(end);
        }
    }

    /// Notes `change` more (or fewer) transactions open on PostgreSQL.
    fn deeper(&self, change: i32) {
        if let Conn::Postgres(pg) = self {
            pg.depth.set(pg.depth.get().saturating_add_signed(change));
        }
    }
}

/// The values of `args`, for either database.
fn values(args: &[&dyn Param]) -> Vec<Value> {
    args.iter().map(|arg| arg.value()).collect()
}

/// `args` for SQLite.
fn sqlite_args(args: &[&dyn Param]) -> rusqlite::ParamsFromIter<Vec<Value>> {
    rusqlite::params_from_iter(values(args))
}
