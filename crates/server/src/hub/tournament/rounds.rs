//! A tournament's rounds: started, paired (the games made and the round
//! kept in one write before any game starts), and ended.
//!
//! - A round robin plays the Berger table's rounds in order, a Swiss pairs
//!   each round from the table once the last is over, both until their
//!   rounds are played; an arena pairs its waiting players as they come
//!   free until its window closes, and ends once its last game has.
//! - A player who withdrew is paired no more (a round robin takes no
//!   withdrawal once started: its table would be uneven).
//! - A player who does not come or leaves stays paired, and loses on time
//!   as in any game.

use obereg_tournament::arena::Arena;
use obereg_tournament::{Game, Outcome, Round, round_robin, swiss};

use super::super::Hub;
use super::Tourney;
use crate::dice::Dice;
use crate::protocol::{Format, Stage, Start};
use crate::store::{NewGame, PairedGame};
use crate::table::start_left;
use crate::time::millis;

/// An arena rebuilt after a restart: everyone in at its start, the games
/// that ended replayed in the order they ended, those playing not
/// waiting, the others waiting since `now_ms`.
pub(super) fn arena_again(
    tourney: &Tourney,
    closes: u64,
    ended: &mut [(u64, Game, Outcome)],
    now_ms: u64,
) -> Arena {
    let mut arena = Arena::new(closes);
    for _ in &tourney.entrants {
        arena.join(now_ms);
    }
    ended.sort_by_key(|(at, ..)| *at);
    for (_, game, outcome) in ended.iter() {
        arena.finish(game, *outcome, now_ms);
    }
    for seed in 0..tourney.entrants.len() {
        arena.set_waiting(seed, Some(now_ms));
    }
    let playing = tourney.rounds.iter().flat_map(|round| &round.games).filter(|game| game.outcome.is_none());
    for game in playing {
        arena.set_waiting(game.vikings, None);
        arena.set_waiting(game.varangians, None);
    }
    for (seed, (_, left)) in tourney.entrants.iter().enumerate() {
        if *left {
            arena.set_waiting(seed, None);
        }
    }
    arena
}

/// What a tournament has to do next.
enum Next {
    /// Nothing for now.
    Wait,
    /// Start with its entrants.
    Start,
    /// Pair this round.
    Pair(Round),
    /// End: its table is final.
    End,
}

/// What `tourney` has to do at `now_ms`.
fn next_step(tourney: &mut Tourney, now_ms: u64) -> Next {
    let players = tourney.entrants.len();
    match tourney.stage {
        Stage::Over => Next::Wait,
        Stage::Open => match tourney.terms.start {
            Start::At(at) if now_ms >= at => Next::Start,
            _ => Next::Wait,
        },
        Stage::Playing => {
            let quiet = tourney.is_quiet();
            if let Some(arena) = &mut tourney.arena {
                let games = arena.pair(now_ms);
                return if !games.is_empty() {
                    Next::Pair(Round { games, bye: None })
                } else if !arena.is_open(now_ms) && quiet {
                    Next::End
                } else {
                    Next::Wait
                };
            }
            match tourney.terms.format {
                _ if !quiet => Next::Wait,
                Format::RoundRobin { double } => {
                    match round_robin::rounds(players, double).into_iter().nth(tourney.rounds.len()) {
                        Some(round) => Next::Pair(round),
                        None => Next::End,
                    }
                }
                Format::Swiss { rounds } if tourney.rounds.len() < rounds as usize => {
                    let present: Vec<usize> =
                        (0..players).filter(|&seed| !tourney.entrants[seed].1).collect();
                    Next::Pair(swiss::pair(players, &present, &tourney.rounds))
                }
                _ => Next::End,
            }
        }
    }
}

impl Hub {
    /// Does what each tournament has to do now: starts it, pairs its next
    /// round, or ends it.
    pub(in crate::hub) async fn advance_tournaments(&mut self) {
        self.tournaments.due = false;
        let now_ms = millis(self.now());
        let ids: Vec<u64> = self.tournaments.by_id.keys().copied().collect();
        for id in ids {
            let Some(tourney) = self.tournaments.by_id.get_mut(&id) else { continue };
            match next_step(tourney, now_ms) {
                Next::Wait => {}
                Next::Start => self.start_tournament(id).await,
                Next::Pair(round) => self.pair_round(id, round).await,
                Next::End => self.end_tournament(id).await,
            }
        }
    }

    /// Starts tournament `id`: its entrants seeded by rating (then by
    /// entry), kept so; with fewer than two it ends at once.
    pub(super) async fn start_tournament(&mut self, id: u64) {
        let now_ms = millis(self.now());
        let Some(tourney) = self.tournaments.by_id.get_mut(&id) else { return };
        if tourney.entrants.len() < 2 {
            self.end_tournament(id).await;
            return;
        }
        let mut seeded = tourney.entrants.clone();
        seeded.sort_by_key(|(entrant, _)| std::cmp::Reverse(entrant.rating));
        let names: Vec<String> = seeded.iter().map(|(entrant, _)| entrant.name.clone()).collect();
        let row = i64::try_from(id).unwrap_or(i64::MAX);
        if self.directed(move |store| store.start_tournament(row, &names, now_ms)).await.is_err() {
            return;
        }
        let Some(tourney) = self.tournaments.by_id.get_mut(&id) else { return };
        tourney.entrants = seeded;
        tourney.stage = Stage::Playing;
        tourney.started_ms = Some(now_ms);
        if let Some(window) = tourney.window_ms() {
            let mut arena = Arena::new(now_ms + window);
            for _ in &tourney.entrants {
                arena.join(now_ms);
            }
            tourney.arena = Some(arena);
        }
        self.tournaments.due = true;
        self.tell_tournament(id);
    }

    /// Pairs `round` of tournament `id`: its games made and the round
    /// kept in one write; then the games start and the players get them.
    /// If the write fails nothing is paired, and the next tick tries again.
    async fn pair_round(&mut self, id: u64, round: Round) {
        let now_ms = millis(self.now());
        let Some(tourney) = self.tournaments.by_id.get(&id) else { return };
        let number = u32::try_from(tourney.rounds.len() + 1).unwrap_or(u32::MAX);
        let terms = tourney.terms.game();
        let Ok(clock) = serde_json::to_string(&terms.clock) else { return };
        let mut dice: Vec<Option<Dice>> = Vec::new();
        let mut boards: Vec<PairedGame> = Vec::new();
        for game in &round.games {
            let die = terms.die.then(|| self.seeds.next_dice());
            let [vikings, varangians] =
                [&tourney.entrants[game.vikings].0, &tourney.entrants[game.varangians].0];
            let new = NewGame {
                board: terms.board,
                rated: terms.rated,
                clock: clock.clone(),
                names: [vikings.name.clone(), varangians.name.clone()],
                accounts: [vikings.account, varangians.account],
                left_ms: start_left(terms.clock),
                die_seed: die.map(Dice::seed),
            };
            dice.push(die);
            let seeds = (seed(game.vikings), Some(seed(game.varangians)));
            boards.push(PairedGame { seeds, game: Some(new) });
        }
        if let Some(bye) = round.bye {
            boards.push(PairedGame { seeds: (seed(bye), None), game: None });
        }
        let row = i64::try_from(id).unwrap_or(i64::MAX);
        // With several nodes, the games paired are this node's.
        let owner = self.claim().map(|(node, lease)| (node, now_ms.saturating_add(millis(lease))));
        let kept = self
            .directed(move |store| {
                store.pair_round(
                    row,
                    number,
                    &boards,
                    now_ms,
                    owner.as_ref().map(|(node, until)| (node.as_str(), *until)),
                )
            })
            .await;
        let Ok(made) = kept else {
            self.unpaired(id, &round);
            return;
        };
        let ids: Vec<u64> = made.iter().flatten().filter_map(|game| u64::try_from(*game).ok()).collect();
        let at = {
            let Some(tourney) = self.tournaments.by_id.get_mut(&id) else { return };
            tourney.rounds.push(round.clone());
            tourney.games.push(ids.clone());
            tourney.rounds.len() - 1
        };
        for (board, (game, die)) in ids.iter().zip(dice).enumerate() {
            self.tournaments.by_game.insert(*game, (id, at, board));
            let Some(tourney) = self.tournaments.by_id.get(&id) else { return };
            let paired = round.games[board];
            let names = [paired.vikings, paired.varangians].map(|seed| tourney.entrants[seed].0.name.clone());
            self.seat(*game, terms.clone(), names, die);
        }
        self.tell_tournament(id);
    }

    /// A round that could not be kept: an arena's players wait again.
    fn unpaired(&mut self, id: u64, round: &Round) {
        let now_ms = millis(self.now());
        if let Some(arena) = self.tournaments.by_id.get_mut(&id).and_then(|t| t.arena.as_mut()) {
            for game in &round.games {
                arena.set_waiting(game.vikings, Some(now_ms));
                arena.set_waiting(game.varangians, Some(now_ms));
            }
        }
    }

    /// Ends tournament `id`: its table is final.
    async fn end_tournament(&mut self, id: u64) {
        let now_ms = millis(self.now());
        let row = i64::try_from(id).unwrap_or(i64::MAX);
        if self.directed(move |store| store.end_tournament(row, now_ms)).await.is_err() {
            return;
        }
        if let Some(tourney) = self.tournaments.by_id.get_mut(&id) {
            tourney.stage = Stage::Over;
        }
        self.tell_tournament(id);
    }
}

/// A seed as the store keeps it.
fn seed(place: usize) -> u32 {
    u32::try_from(place).unwrap_or(u32::MAX)
}
