//! The archive's side of the database: a player's page, with their
//! ratings, their results and their finished games, newest first.

use rusqlite::{OptionalExtension, params};

use super::{Store, StoreError, name_key};
use crate::protocol::{Category, PAGE_GAMES, PastGame, PlayerPage, Tally};

/// The finished games of the account `?1`.
const THEIRS: &str = "(vikings_account = ?1 OR varangians_account = ?1) AND reason IS NOT NULL";

impl Store {
    /// The page of the player `name` (any case), with the `page`-th
    /// [`PAGE_GAMES`] of their finished games; none without such an account.
    ///
    /// # Errors
    /// When SQLite fails.
    pub fn player_page(&self, name: &str, page: u32) -> Result<Option<PlayerPage>, StoreError> {
        let sql = "SELECT id, name, bot FROM accounts WHERE name_key = ?1";
        let row = self.conn.query_row(sql, params![name_key(name)], |row| {
            Ok((row.get::<_, i64>(0)?, row.get::<_, String>(1)?, row.get::<_, bool>(2)?))
        });
        let Some((account, name, bot)) = row.optional()? else { return Ok(None) };
        let standings = self.standings(account)?;
        let ratings = Category::ALL.into_iter().zip(standings).map(|(c, s)| s.line(c)).collect();
        let total = self.conn.query_row(
            &format!(
                "SELECT COUNT(*), \
                 COALESCE(SUM((vikings_account = ?1 AND winner = 'vikings') \
                 OR (varangians_account = ?1 AND winner = 'varangians')), 0), \
                 COALESCE(SUM(winner IS NULL), 0) FROM games WHERE {THEIRS}"
            ),
            params![account],
            |row| {
                let (games, won, drawn): (u32, u32, u32) = (row.get(0)?, row.get(1)?, row.get(2)?);
                Ok(Tally { games, won, lost: games - won - drawn, drawn })
            },
        )?;
        let mut statement = self.conn.prepare(&format!(
            "SELECT id, board, rated, vikings, varangians, vikings_account = ?1, winner, reason, ended_ms \
             FROM games WHERE {THEIRS} ORDER BY ended_ms DESC, id DESC LIMIT ?2 OFFSET ?3"
        ))?;
        let offset = u64::from(page) * u64::from(PAGE_GAMES);
        let rows = statement.query_map(params![account, PAGE_GAMES + 1, offset], |row| {
            let names: [String; 2] = [row.get(3)?, row.get(4)?];
            let vikings: bool = row.get(5)?;
            let winner: Option<String> = row.get(6)?;
            let (side, opponent) = if vikings { ("vikings", &names[1]) } else { ("varangians", &names[0]) };
            let result = match winner.as_deref() {
                None => "drawn",
                Some(won) if won == side => "won",
                Some(_) => "lost",
            };
            Ok(PastGame {
                game: row.get(0)?,
                board: row.get(1)?,
                rated: row.get(2)?,
                side: side.to_string(),
                opponent: opponent.clone(),
                result: result.to_string(),
                reason: row.get(7)?,
                ended: row.get(8)?,
            })
        })?;
        let mut games = rows.collect::<Result<Vec<_>, _>>()?;
        let more = games.len() > PAGE_GAMES as usize;
        games.truncate(PAGE_GAMES as usize);
        Ok(Some(PlayerPage { name, bot, ratings, total, page, games, more }))
    }
}
