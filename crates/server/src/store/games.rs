//! Games, their moves and chat in the database.

use super::conn::Conn;
use super::ratings::{Rerated, rate_game};
use super::{Row, Store, StoreError, args};

/// A game about to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// 9 or 11.
    pub board: u8,
    /// Whether rated.
    pub rated: bool,
    /// The clock terms as JSON.
    pub clock: String,
    /// The players' names, the Vikings' first.
    pub names: [String; 2],
    /// Their accounts (none for a guest).
    pub accounts: [Option<i64>; 2],
    /// The milliseconds each side starts with (or the first move's).
    pub left_ms: [u64; 2],
    /// The seed of its die's rolls, in a game with the die.
    pub die_seed: Option<i64>,
}

/// A game read back from the database, with its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// Its number.
    pub id: i64,
    /// How it started.
    pub game: NewGame,
    /// Its moves in order, OTN with captures (the turns that passed in a
    /// game with the die are not kept: they follow from the rolls).
    pub moves: Vec<String>,
    /// The milliseconds left after the last move (as it started before
    /// any).
    pub left_ms: [u64; 2],
    /// When it started.
    pub started_ms: u64,
    /// When the side to move's clock started: its last move kept, its
    /// start, or a takeback since, whichever came last.
    pub last_ms: u64,
}

/// A finished game and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    /// The game and its moves.
    pub stored: StoredGame,
    /// `vikings`, `varangians`, or none for a draw.
    pub winner: Option<String>,
    /// Why it ended, as the protocol writes it.
    pub reason: String,
}

/// The columns [`game_row`] reads, in its order.
const GAME_COLUMNS: &str = "id, board, rated, clock, vikings, varangians, vikings_account, \
                            varangians_account, vikings_left_ms, varangians_left_ms, started_ms, die_seed, turn_ms";

/// A game from a row of [`GAME_COLUMNS`], without its moves.
fn game_row(row: &Row) -> Result<StoredGame, StoreError> {
    let left_ms = [row.get(8)?, row.get(9)?];
    let game = NewGame {
        board: row.get(1)?,
        rated: row.get(2)?,
        clock: row.get(3)?,
        names: [row.get(4)?, row.get(5)?],
        accounts: [row.get(6)?, row.get(7)?],
        left_ms,
        die_seed: row.get(11)?,
    };
    let started_ms: u64 = row.get(10)?;
    let last_ms = started_ms.max(row.get::<Option<u64>>(12)?.unwrap_or(0));
    Ok(StoredGame { id: row.get(0)?, game, moves: Vec::new(), left_ms, started_ms, last_ms })
}

/// Inserts a new game on `conn` and returns its number.
pub(super) fn insert_game(conn: &Conn, game: &NewGame, now_ms: u64) -> Result<i64, StoreError> {
    let sql = "INSERT INTO games (board, die, rated, clock, vikings, varangians, vikings_account, \
               varangians_account, started_ms, vikings_left_ms, varangians_left_ms, die_seed) \
               VALUES (?1, ?12, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)";
    conn.insert(
        sql,
        args![
            game.board,
            game.rated,
            game.clock,
            game.names[0],
            game.names[1],
            game.accounts[0],
            game.accounts[1],
            now_ms,
            game.left_ms[0],
            game.left_ms[1],
            game.die_seed,
            game.die_seed.is_some()
        ],
    )
}

impl Store {
    /// Keeps a new game and returns its number.
    ///
    /// # Errors
    /// When the database fails.
    pub fn create_game(&mut self, game: &NewGame, now_ms: u64) -> Result<i64, StoreError> {
        insert_game(&self.conn, game, now_ms)
    }

    /// Keeps a move with the clocks after it (one row; the game's row keeps
    /// the clocks it started with): once this returns the move survives a
    /// crash.
    ///
    /// # Errors
    /// When the database fails (a move of that ply already kept included).
    pub fn add_move(
        &mut self,
        game: i64,
        ply: u32,
        record: &str,
        now_ms: u64,
        left_ms: [u64; 2],
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO moves (game, ply, record, played_ms, vikings_left_ms, varangians_left_ms) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            args![game, ply, record, now_ms, left_ms[0], left_ms[1]],
        )?;
        Ok(())
    }

    /// Keeps how a game ended and, when it is rated, its players' new
    /// ratings, in one transaction: the end and the ratings are kept
    /// together or not at all. A game already ended is left as it was.
    ///
    /// # Errors
    /// When the database fails.
    pub fn end_game(
        &mut self,
        game: i64,
        winner: Option<&str>,
        reason: &str,
        now_ms: u64,
    ) -> Result<Option<Rerated>, StoreError> {
        let conn = &self.conn;
        conn.atomic(|| {
            let sql =
                "UPDATE games SET winner = ?2, reason = ?3, ended_ms = ?4 WHERE id = ?1 AND reason IS NULL";
            let ended = conn.execute(sql, args![game, winner, reason, now_ms])? == 1;
            if ended { rate_game(conn, game, winner) } else { Ok(None) }
        })
    }

    /// The games not over, with their moves, to resume after a restart.
    ///
    /// # Errors
    /// When the database fails.
    pub fn open_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE reason IS NULL ORDER BY id");
        let mut games = self.conn.query(&sql, &[])?.iter().map(game_row).collect::<Result<Vec<_>, _>>()?;
        for stored in &mut games {
            self.read_moves(stored)?;
        }
        Ok(games)
    }

    /// The game `game` with its moves, while it is not over.
    ///
    /// # Errors
    /// When the database fails.
    pub fn open_game(&self, game: i64) -> Result<Option<StoredGame>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1 AND reason IS NULL");
        let Some(row) = self.conn.query_opt(&sql, args![game])? else { return Ok(None) };
        let mut stored = game_row(&row)?;
        self.read_moves(&mut stored)?;
        Ok(Some(stored))
    }

    /// A finished game with its moves and how it ended.
    ///
    /// # Errors
    /// When the database fails.
    pub fn finished_game(&self, game: i64) -> Result<Option<FinishedGame>, StoreError> {
        let sql =
            format!("SELECT {GAME_COLUMNS}, winner, reason FROM games WHERE id = ?1 AND reason IS NOT NULL");
        let Some(row) = self.conn.query_opt(&sql, args![game])? else { return Ok(None) };
        let mut finished =
            FinishedGame { stored: game_row(&row)?, winner: row.get(13)?, reason: row.get(14)? };
        self.read_moves(&mut finished.stored)?;
        Ok(Some(finished))
    }

    /// Reads the moves of `stored`, the clocks after the last, and when it
    /// was played if that came later than what `stored` has.
    fn read_moves(&self, stored: &mut StoredGame) -> Result<(), StoreError> {
        let sql = "SELECT record, played_ms, vikings_left_ms, varangians_left_ms FROM moves \
                   WHERE game = ?1 ORDER BY ply";
        for row in self.conn.query(sql, args![stored.id])? {
            stored.moves.push(row.get(0)?);
            stored.last_ms = stored.last_ms.max(row.get(1)?);
            stored.left_ms = [row.get(2)?, row.get(3)?];
        }
        Ok(())
    }

    /// Keeps a chat line (in a game, or the lobby's).
    ///
    /// # Errors
    /// When the database fails.
    pub fn add_chat(
        &mut self,
        game: Option<i64>,
        author: &str,
        text: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        let sql = "INSERT INTO chat (game, author, text, said_ms) VALUES (?1, ?2, ?3, ?4)";
        self.conn.execute(sql, args![game, author, text, now_ms])?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

    use super::*;

    #[test]
    fn a_move_and_its_clocks_are_one_row_written_and_read_back_after_a_restart() {
        super::super::testing::on_both_stores!(|mut store: Store| {
            let new = super::super::testing::unrated_game();
            let game = store.create_game(&new, 0).unwrap();
            let changes = |store: &Store| match &store.conn {
                Conn::Sqlite(conn) => conn.total_changes(),
                Conn::Postgres(_) => 0,
            };
            let before = changes(&store);
            store.add_move(game, 0, "a6-a8", 5_000, [295_000, 300_000]).unwrap();
            if matches!(store.conn, Conn::Sqlite(_)) {
                assert_eq!(changes(&store) - before, 1, "rows written for one move");
            }
            store.add_move(game, 1, "e4-d4", 12_000, [295_000, 293_000]).unwrap();
            let [open] = store.open_games().unwrap().try_into().unwrap();
            assert_eq!(
                (open.left_ms, open.last_ms, open.game.left_ms),
                ([295_000, 293_000], 12_000, new.left_ms)
            );
            assert_eq!(store.take_back(game, 1, new.left_ms, 20_000).unwrap(), [295_000, 300_000]);
            let [open] = store.open_games().unwrap().try_into().unwrap();
            assert_eq!((open.moves.len(), open.left_ms, open.last_ms), (1, [295_000, 300_000], 20_000));
            assert_eq!(store.take_back(game, 0, new.left_ms, 30_000).unwrap(), new.left_ms);
            let [open] = store.open_games().unwrap().try_into().unwrap();
            assert_eq!((open.moves.len(), open.left_ms, open.last_ms), (0, new.left_ms, 30_000));
        });
    }
}
