//! Tournaments in the database: their terms, entrants and the games each
//! round paired. A round's games are made and its rows written in one
//! savepoint, so a restart finds a round whole or not at all.

use super::games::NewGame;
use super::{Row, Store, StoreError, args};

/// A player entering a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewEntrant {
    /// The name shown.
    pub name: String,
    /// The account, or none for a guest.
    pub account: Option<i64>,
    /// The rating in the tournament's category.
    pub rating: u32,
    /// A bot.
    pub bot: bool,
}

/// One board of a round being paired: a game to make, or a bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairedGame {
    /// The seeds of the Vikings' and the Varangians' players; none for
    /// the second: a bye.
    pub seeds: (u32, Option<u32>),
    /// The game to make (none for a bye).
    pub game: Option<NewGame>,
}

/// A board of a round as kept: its players' seeds, its game and how the
/// game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentGame {
    /// The round, 1 the first.
    pub round: u32,
    /// The board, 0 the first.
    pub board: u32,
    /// The seeds of the Vikings' and the Varangians' players (none: a bye).
    pub seeds: (u32, Option<u32>),
    /// The game's number (none for a bye).
    pub game: Option<i64>,
    /// Whether the game is over, and its winner then (`vikings`,
    /// `varangians`, none for a draw).
    pub over: Option<Option<String>>,
    /// When it ended.
    pub ended_ms: Option<u64>,
}

/// A tournament read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptTournament {
    /// Its number.
    pub id: i64,
    /// Its terms, as JSON.
    pub terms: String,
    /// Who made it.
    pub organiser: String,
    /// `open`, `playing` or `over`.
    pub stage: String,
    /// When it started.
    pub started_ms: Option<u64>,
    /// Its entrants, by seed once started (by entry before), each with
    /// whether they withdrew.
    pub entrants: Vec<(NewEntrant, bool)>,
    /// Its boards, round by round.
    pub games: Vec<TournamentGame>,
}

impl Store {
    /// Keeps a new tournament and returns its number: one more than the
    /// highest.
    ///
    /// # Errors
    /// When the database fails.
    pub fn create_tournament(
        &mut self,
        terms: &str,
        organiser: &str,
        now_ms: u64,
    ) -> Result<i64, StoreError> {
        let conn = &self.conn;
        conn.atomic(|| {
            let id: i64 = conn.query_one("SELECT COALESCE(MAX(id), 0) + 1 FROM tournaments", &[])?.get(0)?;
            conn.execute(
                "INSERT INTO tournaments (id, terms, organiser, stage, created_ms) VALUES (?1, ?2, ?3, 'open', ?4)",
                args![id, terms, organiser, now_ms],
            )?;
            Ok(id)
        })
    }

    /// Enters a player.
    ///
    /// # Errors
    /// When the database fails (the player already in included).
    pub fn enter_tournament(&mut self, id: i64, entrant: &NewEntrant, now_ms: u64) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO tournament_entrants (tournament, name_key, name, account, rating, bot, entered_ms) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            args![
                id,
                super::name_key(&entrant.name),
                entrant.name,
                entrant.account,
                entrant.rating,
                entrant.bot,
                now_ms
            ],
        )?;
        Ok(())
    }

    /// A player leaves: before the start their row goes; after, they are
    /// marked withdrawn.
    ///
    /// # Errors
    /// When the database fails.
    pub fn withdraw_from_tournament(&mut self, id: i64, name: &str, started: bool) -> Result<(), StoreError> {
        let sql = if started {
            "UPDATE tournament_entrants SET withdrawn = 1 WHERE tournament = ?1 AND name_key = ?2"
        } else {
            "DELETE FROM tournament_entrants WHERE tournament = ?1 AND name_key = ?2"
        };
        self.conn.execute(sql, args![id, super::name_key(name)])?;
        Ok(())
    }

    /// Starts a tournament with its entrants seeded in the order of
    /// `seeded` (their names).
    ///
    /// # Errors
    /// When the database fails.
    pub fn start_tournament(&mut self, id: i64, seeded: &[String], now_ms: u64) -> Result<(), StoreError> {
        let conn = &self.conn;
        conn.atomic(|| {
            conn.execute(
                "UPDATE tournaments SET stage = 'playing', started_ms = ?2 WHERE id = ?1",
                args![id, now_ms],
            )?;
            for (seed, name) in seeded.iter().enumerate() {
                conn.execute(
                    "UPDATE tournament_entrants SET seed = ?3 WHERE tournament = ?1 AND name_key = ?2",
                    args![id, super::name_key(name), seed],
                )?;
            }
            Ok(())
        })
    }

    /// Pairs round `round`: makes its games and keeps its boards, all or
    /// nothing; the games' numbers, board by board (none for a bye). With
    /// several nodes, `owner` (a node and the end of its lease) owns the
    /// games made.
    ///
    /// # Errors
    /// When the database fails (the round already paired included).
    pub fn pair_round(
        &mut self,
        id: i64,
        round: u32,
        boards: &[PairedGame],
        now_ms: u64,
        owner: Option<(&str, u64)>,
    ) -> Result<Vec<Option<i64>>, StoreError> {
        let conn = &self.conn;
        conn.atomic(|| {
            let mut games = Vec::new();
            for (board, paired) in boards.iter().enumerate() {
                let game = match &paired.game {
                    Some(new) => Some(super::games::insert_game(conn, new, now_ms)?),
                    None => None,
                };
                if let (Some(game), Some((node, until))) = (game, owner) {
                    let sql = "INSERT INTO game_owners (game, node, lease_ms) VALUES (?1, ?2, ?3)";
                    conn.execute(sql, args![game, node, until])?;
                }
                conn.execute(
                    "INSERT INTO tournament_games (tournament, round, board, vikings, varangians, game) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    args![id, round, board, paired.seeds.0, paired.seeds.1, game],
                )?;
                games.push(game);
            }
            Ok(games)
        })
    }

    /// The games of the tournaments under way that are over, with their
    /// winners: what the node that answers for the tournaments (`--bus`)
    /// learns of the games other nodes decided.
    ///
    /// # Errors
    /// When the database fails.
    pub fn ended_tournament_games(&self) -> Result<Vec<(i64, Option<String>)>, StoreError> {
        let sql = "SELECT g.id, g.winner FROM tournament_games t JOIN tournaments s ON s.id = t.tournament \
                   JOIN games g ON g.id = t.game WHERE s.stage = 'playing' AND g.reason IS NOT NULL";
        self.conn.query(sql, &[])?.iter().map(|row| Ok((row.get(0)?, row.get(1)?))).collect()
    }

    /// Marks a tournament over.
    ///
    /// # Errors
    /// When the database fails.
    pub fn end_tournament(&mut self, id: i64, now_ms: u64) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE tournaments SET stage = 'over', ended_ms = ?2 WHERE id = ?1",
            args![id, now_ms],
        )?;
        Ok(())
    }

    /// Every tournament, with its entrants and boards, the oldest first.
    ///
    /// # Errors
    /// When the database fails.
    pub fn tournaments(&self) -> Result<Vec<KeptTournament>, StoreError> {
        let sql = "SELECT id, terms, organiser, stage, started_ms FROM tournaments ORDER BY id";
        let rows = self.conn.query(sql, &[])?;
        let rows = rows.iter().map(|row| {
            Ok(KeptTournament {
                id: row.get(0)?,
                terms: row.get(1)?,
                organiser: row.get(2)?,
                stage: row.get(3)?,
                started_ms: row.get(4)?,
                entrants: Vec::new(),
                games: Vec::new(),
            })
        });
        let mut kept = rows.collect::<Result<Vec<_>, StoreError>>()?;
        for tournament in &mut kept {
            tournament.entrants = self.entrants(tournament.id)?;
            tournament.games = self.tournament_games(tournament.id)?;
        }
        Ok(kept)
    }

    /// A tournament's finished games, round by round, with their moves.
    ///
    /// # Errors
    /// When the database fails.
    pub fn tournament_finished_games(&self, id: i64) -> Result<Vec<super::FinishedGame>, StoreError> {
        let mut finished = Vec::new();
        for board in self.tournament_games(id)? {
            if let (Some(game), Some(_)) = (board.game, &board.over)
                && let Some(kept) = self.finished_game(game)?
            {
                finished.push(kept);
            }
        }
        Ok(finished)
    }

    /// A tournament's entrants, by seed, then by entry.
    fn entrants(&self, id: i64) -> Result<Vec<(NewEntrant, bool)>, StoreError> {
        let sql = "SELECT name, account, rating, bot, withdrawn FROM tournament_entrants WHERE tournament = ?1 \
                   ORDER BY seed NULLS FIRST, entered_ms, name_key";
        let entrant = |row: &Row| {
            let entrant =
                NewEntrant { name: row.get(0)?, account: row.get(1)?, rating: row.get(2)?, bot: row.get(3)? };
            Ok((entrant, row.get(4)?))
        };
        self.conn.query(sql, args![id])?.iter().map(entrant).collect()
    }

    /// A tournament's boards, round by round, with how their games ended.
    fn tournament_games(&self, id: i64) -> Result<Vec<TournamentGame>, StoreError> {
        let sql = "SELECT t.round, t.board, t.vikings, t.varangians, t.game, g.winner, g.reason, g.ended_ms \
                   FROM tournament_games t LEFT JOIN games g ON g.id = t.game \
                   WHERE t.tournament = ?1 ORDER BY t.round, t.board";
        let board = |row: &Row| {
            let reason: Option<String> = row.get(6)?;
            let winner: Option<String> = row.get(5)?;
            Ok(TournamentGame {
                round: row.get(0)?,
                board: row.get(1)?,
                seeds: (row.get(2)?, row.get(3)?),
                game: row.get(4)?,
                over: reason.map(|_| winner),
                ended_ms: row.get(7)?,
            })
        };
        self.conn.query(sql, args![id])?.iter().map(board).collect()
    }
}
