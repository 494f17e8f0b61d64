//! Group commit: the server's writes go to one thread, which keeps all
//! those waiting in one transaction, so one flush to the disk (the cost of
//! a commit with `synchronous=FULL`) keeps the moves of many games at once.
//! Each write is answered only once its transaction is committed; the
//! writes are kept in the order they were queued. On SQLite another thread
//! copies the log into the database file, so a commit flushes the log only.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use rusqlite::Connection;

use super::Store;
use super::conn::Conn;
use crate::metrics::StoreMetrics;

/// The most writes kept in one transaction.
const MOST_IN_ONE: usize = 1024;

/// What a queued write does once its transaction ends: told whether it
/// was committed.
pub(super) type Answer = Box<dyn FnOnce(bool) + Send>;

/// A queued write: it runs inside the open transaction and returns how to
/// answer once the transaction ends. Dropping it unrun answers "failed".
pub(super) type Job = Box<dyn FnOnce(&mut Store) -> Answer + Send>;

/// How often the log is copied into the database, off the writer's way.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);
/// The log's size, in pages, past which the checkpoint thread holds the
/// writer back for the log's last pages, so the log starts again.
const LOG_PAGES_TO_RESTART: i64 = 1000;
/// The log's size, in pages, past which a commit copies it itself: only
/// when the checkpoint thread cannot keep up (SQLite's own default is 1000).
const LOG_PAGES_AT_MOST: i64 = 20_000;

/// Starts the writer thread over `store`, and the thread that copies the
/// log into the database beside it; both end once every sender of the
/// returned channel is gone. `commits` counts the writer's transactions,
/// `metrics` the writes it takes from its queue and its transactions' time.
pub(super) fn start(
    store: Arc<Mutex<Store>>,
    commits: Arc<AtomicU64>,
    metrics: StoreMetrics,
) -> std::io::Result<Sender<Job>> {
    let path = match &store.lock().map_err(|_| std::io::Error::other("the store's lock"))?.conn {
        Conn::Sqlite(conn) => {
            conn.pragma_update(None, "wal_autocheckpoint", LOG_PAGES_AT_MOST)
                .map_err(std::io::Error::other)?;
            conn.path().map(PathBuf::from)
        }
        Conn::Postgres(_) => None,
    };
    if let Some(path) = path {
        let alive = Arc::downgrade(&store);
        std::thread::Builder::new()
            .name("obereg-db-checkpoint".into())
            .spawn(move || checkpoints(&path, &alive))?;
    }
    let (jobs, queue) = channel();
    std::thread::Builder::new()
        .name("obereg-db-writer".into())
        .spawn(move || run(&store, &queue, &commits, &metrics))?;
    Ok(jobs)
}

/// Copies the log into the database now and then on a connection of its
/// own, without waiting for the writer (a passive checkpoint), so a commit
/// never waits for the database file's flush. A log that writes keep
/// growing is copied to its end between two of the writer's transactions
/// (holding the store) and emptied, so the next one starts it again;
/// until the store is gone.
fn checkpoints(path: &Path, store: &Weak<Mutex<Store>>) {
    let Ok(conn) = Connection::open(path) else { return };
    // Never wait for a reader (a backup) while the writer is held back.
    if conn.busy_timeout(Duration::ZERO).is_err() {
        return;
    }
    let checkpoint = |mode: &str| {
        let sql = format!("PRAGMA wal_checkpoint({mode})");
        conn.query_row(&sql, [], |row| row.get::<_, i64>(1)).unwrap_or(0)
    };
    while store.strong_count() > 0 {
        std::thread::sleep(CHECKPOINT_EVERY);
        if checkpoint("PASSIVE") > LOG_PAGES_TO_RESTART
            && let Some(held) = store.upgrade()
            && let Ok(_writer_waits) = held.lock()
        {
            checkpoint("TRUNCATE");
        }
    }
}

/// Takes the writes waiting, keeps them in one transaction, answers them;
/// again until the queue closes.
fn run(store: &Mutex<Store>, queue: &Receiver<Job>, commits: &AtomicU64, metrics: &StoreMetrics) {
    while let Ok(first) = queue.recv() {
        let Ok(mut store) = store.lock() else { return };
        // Taken once the store is ours: everything queued meanwhile joins.
        let mut jobs = vec![first];
        while jobs.len() < MOST_IN_ONE {
            match queue.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        metrics.queue.dec_by(i64::try_from(jobs.len()).unwrap_or(i64::MAX));
        let started = Instant::now();
        if store.conn.begin().is_err() {
            continue;
        }
        let answers: Vec<Answer> = jobs
            .into_iter()
            .map(|job| {
                let marked = store.conn.before_write();
                let answer = job(&mut store);
                store.conn.after_write(marked);
                answer
            })
            .collect();
        let committed = store.conn.commit();
        commits.fetch_add(1, Ordering::Relaxed);
        metrics.write.observe(started.elapsed().as_secs_f64());
        drop(store);
        for answer in answers {
            answer(committed);
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

    use super::super::{Db, Store};

    /// A database with one game in it, a runtime to wait on, and the game.
    fn one_game() -> (tempfile::TempDir, Db, tokio::runtime::Runtime, i64) {
        let dir = tempfile::tempdir().unwrap();
        let (db, runtime, game) = one_game_in(Store::open(dir.path()).unwrap());
        (dir, db, runtime, game)
    }

    /// `store` with one game in it, a runtime to wait on, and the game.
    fn one_game_in(store: Store) -> (Db, tokio::runtime::Runtime, i64) {
        let db = Db::new(store).unwrap();
        let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
        let game = super::super::testing::unrated_game();
        let id = runtime.block_on(db.write(move |store| store.create_game(&game, 0))).unwrap();
        (db, runtime, id)
    }

    /// The moves the database keeps of `game`.
    fn moves(db: &Db, runtime: &tokio::runtime::Runtime) -> Vec<String> {
        let games = runtime.block_on(db.call(|store| store.open_games())).unwrap();
        games.into_iter().flat_map(|game| game.moves).collect()
    }

    #[test]
    fn writes_queued_while_the_store_is_busy_are_kept_in_one_transaction_in_their_order() {
        super::super::testing::on_both_stores!(|store: Store| {
            let (db, runtime, game) = one_game_in(store);
            let before = db.commits();
            let busy = db.store.lock().unwrap();
            let writes: Vec<_> = (0..10u32)
                .map(|ply| {
                    db.write(move |store| {
                        store.add_move(game, ply, &format!("a{}-a8", ply % 5 + 1), 0, [0, 0])
                    })
                })
                .collect();
            drop(busy);
            for write in writes {
                runtime.block_on(write).unwrap();
            }
            assert_eq!(db.commits() - before, 1);
            let kept: Vec<String> = (0..10).map(|ply| format!("a{}-a8", ply % 5 + 1)).collect();
            assert_eq!(moves(&db, &runtime), kept);
        });
    }

    #[test]
    fn the_log_is_copied_into_the_database_file_by_a_thread_of_its_own() {
        let (dir, db, runtime, game) = one_game();
        let file = dir.path().join(super::super::DATABASE_FILE);
        let size = || std::fs::metadata(&file).unwrap().len();
        let before = size();
        let busy = db.store.lock().unwrap();
        let writes: Vec<_> = (0..2000u32)
            .map(|ply| db.write(move |store| store.add_move(game, ply, "a6-a8", 0, [0, 0])))
            .collect();
        drop(busy);
        for write in writes {
            runtime.block_on(write).unwrap();
        }
        // A few checkpoint periods at most; SQLite would copy this small a
        // log only once it reached 1000 pages.
        let grown = (0..200).any(|_| {
            std::thread::sleep(super::CHECKPOINT_EVERY / 10);
            size() > before
        });
        assert!(grown, "the database file stayed at {before} bytes");
    }

    #[test]
    fn a_log_that_writes_keep_growing_is_emptied_between_two_transactions() {
        let (dir, db, runtime, game) = one_game();
        let log = dir.path().join(format!("{}-wal", super::super::DATABASE_FILE));
        let size = || std::fs::metadata(&log).map(|m| m.len()).unwrap_or(0);
        let long = "a".repeat(500);
        let mut most = 0;
        let mut emptied = false;
        // Well over the 1000 pages of 4 KiB, in writes that never stop
        // long: each round about 100 KiB.
        for round in 0..400u32 {
            let record = long.clone();
            let write = db.write(move |store| {
                (0..200).try_for_each(|n| store.add_move(game, round * 200 + n, &record, 0, [0, 0]))
            });
            runtime.block_on(write).unwrap();
            most = most.max(size());
            if most > 1000 * 4096 && size() < most {
                emptied = true;
                break;
            }
        }
        assert!(emptied, "the log grew to {most} bytes and stayed");
    }

    #[test]
    fn a_write_that_fails_leaves_the_others_of_its_transaction_kept() {
        super::super::testing::on_both_stores!(|store: Store| {
            let (db, runtime, game) = one_game_in(store);
            let busy = db.store.lock().unwrap();
            let first = db.write(move |store| store.add_move(game, 0, "a6-a8", 0, [0, 0]));
            let again = db.write(move |store| store.add_move(game, 0, "a4-a2", 0, [0, 0]));
            let second = db.write(move |store| store.add_move(game, 1, "e4-d4", 0, [0, 0]));
            drop(busy);
            runtime.block_on(first).unwrap();
            assert!(runtime.block_on(again).unwrap_err().is_constraint());
            runtime.block_on(second).unwrap();
            assert_eq!(moves(&db, &runtime), ["a6-a8", "e4-d4"]);
        });
    }
}
