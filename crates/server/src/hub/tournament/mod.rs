//! Tournaments on the server: the hub keeps each one's entrants and
//! rounds, pairs them with `obereg-tournament`, starts their games as
//! normal games of its terms, and keeps every step in the store
//! (`store/tournaments.rs`) before it tells anyone, so that after a
//! restart a tournament goes on where it was and no round is paired
//! twice. `entry.rs` the players' messages, `rounds.rs` the rounds.

mod entry;
mod listing;
mod rounds;

use std::collections::{BTreeMap, HashMap};

use obereg_tournament::arena::Arena;
use obereg_tournament::{Game, Outcome, Round};

use super::Hub;
use crate::protocol::{Format, Stage, TournamentTerms};
use crate::store::{KeptTournament, NewEntrant, Store, StoreError, TOURNAMENTS};

/// One tournament as the hub holds it.
pub(super) struct Tourney {
    /// Its number.
    id: u64,
    terms: TournamentTerms,
    organiser: String,
    stage: Stage,
    /// The entrants: by entry while it is open, by seed once started;
    /// each with whether they withdrew.
    entrants: Vec<(NewEntrant, bool)>,
    /// The rounds paired (an arena: each pairing made), their outcomes
    /// as the games ended.
    rounds: Vec<Round>,
    /// The game numbers of each round's games, in their order.
    games: Vec<Vec<u64>>,
    /// When it started, in the server's milliseconds.
    started_ms: Option<u64>,
    /// An arena's players, points and waiting.
    arena: Option<Arena>,
}

impl Tourney {
    /// Whether no game of it is being played.
    fn is_quiet(&self) -> bool {
        self.rounds.iter().all(Round::is_over)
    }

    /// The arena's window in milliseconds, if it is one.
    fn window_ms(&self) -> Option<u64> {
        match self.terms.format {
            Format::Arena { minutes } => Some(u64::from(minutes) * 60_000),
            _ => None,
        }
    }

    /// The seed of the entrant `name`, if they are in.
    fn seed_of(&self, name: &str) -> Option<usize> {
        let key = crate::store::name_key(name);
        self.entrants.iter().position(|(entrant, _)| crate::store::name_key(&entrant.name) == key)
    }
}

/// The hub's tournaments.
#[derive(Default)]
pub(super) struct Tournaments {
    by_id: BTreeMap<u64, Tourney>,
    /// Each tournament game's tournament, round and board.
    by_game: HashMap<u64, (u64, usize, usize)>,
    /// Whether one may have a round to pair or an end to keep.
    due: bool,
}

impl Tournaments {
    /// Whether a tournament may have something to do.
    pub(super) fn is_due(&self) -> bool {
        self.due
    }
}

/// A game's end as the store keeps it: `vikings`, `varangians`, or none
/// for a draw.
fn outcome_of(winner: Option<&str>) -> Outcome {
    match winner {
        Some("vikings") => Outcome::Vikings,
        Some("varangians") => Outcome::Varangians,
        _ => Outcome::Draw,
    }
}

/// A tournament from the store; none when its terms cannot be read.
fn from_kept(kept: KeptTournament, now_ms: u64) -> Option<Tourney> {
    let terms: TournamentTerms = serde_json::from_str(&kept.terms).ok()?;
    let stage = match kept.stage.as_str() {
        "open" => Stage::Open,
        "playing" => Stage::Playing,
        _ => Stage::Over,
    };
    let mut rounds: Vec<Round> = Vec::new();
    let mut games: Vec<Vec<u64>> = Vec::new();
    let mut ended: Vec<(u64, Game, Outcome)> = Vec::new();
    for board in &kept.games {
        let at = usize::try_from(board.round).ok()?.checked_sub(1)?;
        while rounds.len() <= at {
            rounds.push(Round::default());
            games.push(Vec::new());
        }
        let vikings = usize::try_from(board.seeds.0).ok()?;
        let (Some(varangians), Some(game)) = (board.seeds.1, board.game) else {
            rounds[at].bye = Some(vikings);
            continue;
        };
        let outcome = board.over.as_ref().map(|winner| outcome_of(winner.as_deref()));
        let paired = Game { vikings, varangians: usize::try_from(varangians).ok()?, outcome };
        if let Some(outcome) = outcome {
            ended.push((board.ended_ms.unwrap_or(0), paired, outcome));
        }
        rounds[at].games.push(paired);
        games[at].push(u64::try_from(game).ok()?);
    }
    let mut tourney = Tourney {
        id: u64::try_from(kept.id).ok()?,
        terms,
        organiser: kept.organiser,
        stage,
        entrants: kept.entrants,
        rounds,
        games,
        started_ms: kept.started_ms,
        arena: None,
    };
    if let (Some(window), Some(started)) = (tourney.window_ms(), tourney.started_ms) {
        tourney.arena = Some(rounds::arena_again(&tourney, started + window, &mut ended, now_ms));
    }
    Some(tourney)
}

impl Hub {
    /// Runs `write`, a write of the tournaments, on the store: with several
    /// nodes only while this node holds their role (renewed in the same
    /// call), so that a node cut off past its lease writes nothing of
    /// them.
    fn directed<T, F>(&self, write: F) -> impl Future<Output = Result<T, StoreError>> + Send + 'static
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
    {
        let (db, claim, now_ms) = (self.db.clone(), self.claim(), crate::time::millis(self.now()));
        async move {
            db.call(move |store| {
                store.keep_holding(TOURNAMENTS, claim.as_ref(), now_ms)?;
                write(store)
            })
            .await
        }
    }

    /// Takes up the tournaments the store holds: those under way go on.
    pub(super) async fn resume_tournaments(&mut self) -> Result<(), StoreError> {
        let kept = self.db.call(|store| store.tournaments()).await?;
        let now_ms = crate::time::millis(self.now());
        for tourney in kept.into_iter().filter_map(|kept| from_kept(kept, now_ms)) {
            for (round, ids) in tourney.games.iter().enumerate() {
                for (board, game) in ids.iter().enumerate() {
                    self.tournaments.by_game.insert(*game, (tourney.id, round, board));
                }
            }
            self.tournaments.by_id.insert(tourney.id, tourney);
        }
        self.tournaments.due = true;
        Ok(())
    }

    /// The tick: fallen flags, and the tournaments that start at a time
    /// or whose arena's window closes.
    pub(super) fn check_deadlines_and_tournaments(&mut self) {
        self.check_deadlines();
        self.tournaments.due = true;
    }

    /// A game ended: if it is a tournament's, its outcome is the
    /// tournament's, and the next round may be paired.
    pub(super) fn tournament_game_over(&mut self, game: u64, winner: Option<&str>) {
        let Some(&(id, round, board)) = self.tournaments.by_game.get(&game) else { return };
        let now_ms = crate::time::millis(self.now());
        let Some(tourney) = self.tournaments.by_id.get_mut(&id) else { return };
        let Some(paired) = tourney.rounds.get_mut(round).and_then(|r| r.games.get_mut(board)) else { return };
        // Learned once: from the game's own end, or from the store.
        if paired.outcome.is_some() {
            return;
        }
        let outcome = outcome_of(winner);
        paired.outcome = Some(outcome);
        let paired = *paired;
        if let Some(arena) = &mut tourney.arena {
            arena.finish(&paired, outcome, now_ms);
            for (seed, (_, left)) in tourney.entrants.iter().enumerate() {
                if *left {
                    arena.set_waiting(seed, None);
                }
            }
        }
        self.tournaments.due = true;
        self.tell_tournament(id);
    }
}
