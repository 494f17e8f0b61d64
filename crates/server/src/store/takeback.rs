//! Moves taken back by consent.

use rusqlite::{OptionalExtension, params};

use super::{Store, StoreError};

impl Store {
    /// Keeps only the first `plies` moves of `game`, the side to move's
    /// clock starting at `now_ms`, in one transaction; returns the clocks
    /// as they stood after the last move kept (`start` when none is).
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn take_back(
        &mut self,
        game: i64,
        plies: u32,
        start: [u64; 2],
        now_ms: u64,
    ) -> Result<[u64; 2], StoreError> {
        let tx = self.conn.savepoint()?;
        let left = match plies.checked_sub(1) {
            None => start,
            Some(last) => tx
                .query_row(
                    "SELECT vikings_left_ms, varangians_left_ms FROM moves WHERE game = ?1 AND ply = ?2",
                    params![game, last],
                    |row| Ok([row.get(0)?, row.get(1)?]),
                )
                .optional()?
                .unwrap_or(start),
        };
        tx.execute("DELETE FROM moves WHERE game = ?1 AND ply >= ?2", params![game, plies])?;
        tx.execute("UPDATE games SET turn_ms = ?2 WHERE id = ?1", params![game, now_ms])?;
        tx.commit()?;
        Ok(left)
    }
}
