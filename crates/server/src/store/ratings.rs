//! Ratings in the database: a rated game's end rates its two players in
//! the transaction that keeps the end (one game, one Glicko-2 rating
//! period); a player's ratings; the leaderboard.

use obereg_glicko::Rating;

use super::conn::Conn;
use super::{Store, StoreError, args};
use crate::protocol::{Category, ClockTerms, LEADERS_DEVIATION, Leader, RatingLine};

/// A rating in one category and the rated games behind it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// The Glicko-2 rating.
    pub rating: Rating,
    /// Rated games won.
    pub won: u32,
    /// Lost.
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
}

impl Standing {
    /// A newcomer's: Glicko-2's 1500, deviation 350, volatility 0.06, no game.
    pub const NEW: Standing = Standing { rating: Rating::NEW, won: 0, lost: 0, drawn: 0 };

    /// As a line of a player's page.
    pub fn line(self, category: Category) -> RatingLine {
        RatingLine {
            category,
            rating: rounded(self.rating.rating),
            deviation: rounded(self.rating.deviation),
            games: self.won + self.lost + self.drawn,
            won: self.won,
            lost: self.lost,
            drawn: self.drawn,
        }
    }
}

/// Two players' ratings after a rated game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rerated {
    /// The game's category.
    pub category: Category,
    /// The Vikings' player's account, then the Varangians'.
    pub accounts: [i64; 2],
    /// Their ratings after the game, in the same order.
    pub ratings: [Rating; 2],
}

/// A rating as the protocol shows it: whole points.
pub fn rounded(value: f64) -> i32 {
    // A float to an integer saturates in Rust; a rating stays far inside.
    value.round() as i32
}

/// Rates the ended `game` if it is rated and between two accounts: each
/// player against the other's rating before it. `winner` is `vikings`,
/// `varangians` or none (a draw). Runs in the caller's transaction.
pub(super) fn rate_game(conn: &Conn, game: i64, winner: Option<&str>) -> Result<Option<Rerated>, StoreError> {
    let sql = "SELECT board, die, rated, clock, vikings_account, varangians_account FROM games WHERE id = ?1";
    let Some(row) = conn.query_opt(sql, args![game])? else { return Ok(None) };
    let clock: String = row.get(3)?;
    let accounts: [Option<i64>; 2] = [row.get(4)?, row.get(5)?];
    let (board, die, rated): (u8, bool, bool) = (row.get(0)?, row.get(1)?, row.get(2)?);
    let (true, [Some(vikings), Some(varangians)]) = (rated, accounts) else { return Ok(None) };
    let Ok(clock) = serde_json::from_str::<ClockTerms>(&clock) else { return Ok(None) };
    let Some(category) = Category::of(board, die, clock) else { return Ok(None) };
    let accounts = [vikings, varangians];
    let before = [standing(conn, vikings, category)?, standing(conn, varangians, category)?];
    let vikings_score = match winner {
        Some("vikings") => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    let scores = [vikings_score, 1.0 - vikings_score];
    let mut ratings = [Rating::NEW; 2];
    for me in 0..2 {
        ratings[me] = before[me].rating.after(&[(before[1 - me].rating, scores[me])]);
        let [won, lost, drawn] = [1.0, 0.0, 0.5].map(|score| i64::from(scores[me] == score));
        conn.execute(
            "INSERT INTO ratings (account, category, rating, deviation, volatility, games, won, lost, drawn) \
             VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7, ?8) \
             ON CONFLICT (account, category) DO UPDATE SET rating = excluded.rating, \
             deviation = excluded.deviation, volatility = excluded.volatility, games = ratings.games + 1, \
             won = ratings.won + excluded.won, lost = ratings.lost + excluded.lost, \
             drawn = ratings.drawn + excluded.drawn",
            args![
                accounts[me],
                category.name(),
                ratings[me].rating,
                ratings[me].deviation,
                ratings[me].volatility,
                won,
                lost,
                drawn
            ],
        )?;
    }
    Ok(Some(Rerated { category, accounts, ratings }))
}

/// The standing of `account` in `category` (a newcomer's without a row).
fn standing(conn: &Conn, account: i64, category: Category) -> Result<Standing, StoreError> {
    let sql = "SELECT rating, deviation, volatility, won, lost, drawn FROM ratings \
               WHERE account = ?1 AND category = ?2";
    let Some(row) = conn.query_opt(sql, args![account, category.name()])? else { return Ok(Standing::NEW) };
    let rating = Rating { rating: row.get(0)?, deviation: row.get(1)?, volatility: row.get(2)? };
    Ok(Standing { rating, won: row.get(3)?, lost: row.get(4)?, drawn: row.get(5)? })
}

impl Store {
    /// The standings of `account` in each category, in the order of
    /// [`Category::ALL`].
    ///
    /// # Errors
    /// When the database fails.
    pub fn standings(&self, account: i64) -> Result<[Standing; 3], StoreError> {
        let mut standings = [Standing::NEW; 3];
        for (slot, category) in standings.iter_mut().zip(Category::ALL) {
            *slot = standing(&self.conn, account, category)?;
        }
        Ok(standings)
    }

    /// The `count` best players of `category` whose deviation is at most
    /// [`LEADERS_DEVIATION`], best first (equal ratings by name).
    ///
    /// # Errors
    /// When the database fails.
    pub fn leaderboard(&self, category: Category, count: u32) -> Result<Vec<Leader>, StoreError> {
        let sql = "SELECT a.name, a.bot, r.rating, r.deviation, r.games FROM ratings r \
                   JOIN accounts a ON a.id = r.account WHERE r.category = ?1 AND r.deviation <= ?2 \
                   ORDER BY r.rating DESC, a.name_key LIMIT ?3";
        let rows = self.conn.query(sql, args![category.name(), LEADERS_DEVIATION, count])?;
        rows.iter()
            .map(|row| {
                Ok(Leader {
                    name: row.get(0)?,
                    bot: row.get(1)?,
                    rating: rounded(row.get(2)?),
                    deviation: rounded(row.get(3)?),
                    games: row.get(4)?,
                })
            })
            .collect()
    }
}
