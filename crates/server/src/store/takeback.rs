//! Moves taken back by consent.

use super::{Store, StoreError, args};

impl Store {
    /// Keeps only the first `plies` moves of `game`, the side to move's
    /// clock starting at `now_ms`, in one transaction; returns the clocks
    /// as they stood after the last move kept (`start` when none is).
    ///
    /// # Errors
    /// When the database fails.
    pub fn take_back(
        &mut self,
        game: i64,
        plies: u32,
        start: [u64; 2],
        now_ms: u64,
    ) -> Result<[u64; 2], StoreError> {
        let conn = &self.conn;
        conn.atomic(|| {
            let left = match plies.checked_sub(1) {
                None => None,
                Some(last) => conn.query_opt(
                    "SELECT vikings_left_ms, varangians_left_ms FROM moves WHERE game = ?1 AND ply = ?2",
                    args![game, last],
                )?,
            };
            let left = match left {
                Some(row) => [row.get(0)?, row.get(1)?],
                None => start,
            };
            conn.execute("DELETE FROM moves WHERE game = ?1 AND ply >= ?2", args![game, plies])?;
            conn.execute("UPDATE games SET turn_ms = ?2 WHERE id = ?1", args![game, now_ms])?;
            Ok(left)
        })
    }
}
