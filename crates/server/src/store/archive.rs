//! The archive's side of the database: a player's page, with their
//! ratings, their results and their finished games, newest first.

use super::{Store, StoreError, args, name_key};
use crate::protocol::{Category, PAGE_GAMES, PastGame, PlayerPage, Tally};

/// The finished games of the account `?1`.
const THEIRS: &str = "(vikings_account = ?1 OR varangians_account = ?1) AND reason IS NOT NULL";

impl Store {
    /// The page of the player `name` (any case), with the `page`-th
    /// [`PAGE_GAMES`] of their finished games; none without such an account.
    ///
    /// # Errors
    /// When the database fails.
    pub fn player_page(&self, name: &str, page: u32) -> Result<Option<PlayerPage>, StoreError> {
        let sql = "SELECT id, name, bot FROM accounts WHERE name_key = ?1";
        let Some(row) = self.conn.query_opt(sql, args![name_key(name)])? else { return Ok(None) };
        let (account, name, bot): (i64, String, bool) = (row.get(0)?, row.get(1)?, row.get(2)?);
        let standings = self.standings(account)?;
        let ratings = Category::ALL.into_iter().zip(standings).map(|(c, s)| s.line(c)).collect();
        let row = self.conn.query_one(
            &format!(
                "SELECT COUNT(*), \
                 CAST(COALESCE(SUM(CASE WHEN (vikings_account = ?1 AND winner = 'vikings') \
                 OR (varangians_account = ?1 AND winner = 'varangians') THEN 1 ELSE 0 END), 0) AS BIGINT), \
                 CAST(COALESCE(SUM(CASE WHEN winner IS NULL THEN 1 ELSE 0 END), 0) AS BIGINT) \
                 FROM games WHERE {THEIRS}"
            ),
            args![account],
        )?;
        let (games, won, drawn): (u32, u32, u32) = (row.get(0)?, row.get(1)?, row.get(2)?);
        let total = Tally { games, won, lost: games - won - drawn, drawn };
        let sql = format!(
            "SELECT id, board, rated, vikings, varangians, vikings_account = ?1, winner, reason, ended_ms \
             FROM games WHERE {THEIRS} ORDER BY ended_ms DESC, id DESC LIMIT ?2 OFFSET ?3"
        );
        let offset = u64::from(page) * u64::from(PAGE_GAMES);
        let rows = self.conn.query(&sql, args![account, PAGE_GAMES + 1, offset])?;
        let rows = rows.iter().map(|row| {
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
        });
        let mut games = rows.collect::<Result<Vec<_>, StoreError>>()?;
        let more = games.len() > PAGE_GAMES as usize;
        games.truncate(PAGE_GAMES as usize);
        Ok(Some(PlayerPage { name, bot, ratings, total, page, games, more }))
    }
}
