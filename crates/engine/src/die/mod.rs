//! The computer in the die variant (V2): an expectimax search. The side to
//! move knows its own roll (a decision node: the best move for that roll,
//! or the pass, D3); below it, each later turn is a chance node, the mean
//! over the six rolls of the best the side can do with each. Iterative
//! deepening keeps the move of the last completed depth; the limits are
//! the plain game's ([`Settings`]), so the lower levels stop at a depth or
//! a node count and replay the same games for the same seed.
//!
//! R15 holds as in the plain game (D4): a move or a pass back to a
//! position that already stood twice in the game draws, scored with the
//! plain search's contempt. A position that stood once is judged as any
//! other: with the dice the other side cannot force it to come again.

mod player;

pub use player::{DieComputer, DiePlayer, DieRandom, die_player_for};

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::draw::{contempt, repetition_score};
use crate::eval::evaluate;
use crate::level::Level;
use crate::level::Settings;
use crate::node::WIN;
use crate::search::Progress;
use crate::tactics::Roads;
use crate::time::{Clock, Limits};
use obereg_rules::{Move, Outcome, Position, Reading, Roll, Side, Square, mix, repetition_draw};

/// The result of a die search: the move for the roll (none: the turn
/// passes or the game is over), its expected score for the side to move
/// in hundredths of a Viking, the depth completed and the nodes visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DieChoice {
    /// The move chosen.
    pub best: Option<Move>,
    /// Its expected score.
    pub score: i32,
    /// The deepest completed search, in decision plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

/// The settings of `level` in the die game: expectimax grows six times
/// wider per ply than the plain search, so each level looks fewer plies
/// ahead (beginner and easy 1, normal 2, hard 3 within three million nodes, max by time).
pub fn die_settings(level: Level, think_time: Option<std::time::Duration>, seed: u64) -> Settings {
    let plain = level.settings(think_time, seed);
    let (depth, nodes) = match level {
        Level::Beginner | Level::Easy => (Some(1), None),
        Level::Normal => (Some(2), None),
        Level::Hard => (Some(3), Some(3_000_000)),
        Level::Max => (None, None),
    };
    Settings { limits: Limits { depth, nodes, ..plain.limits }, ..plain }
}

impl DieChoice {
    /// This choice as a search's progress after `elapsed`: its move is the
    /// whole principal variation (what follows depends on the rolls).
    pub fn progress(&self, elapsed: std::time::Duration) -> Progress {
        let pv = self.best.into_iter().collect();
        Progress { depth: self.depth, score: self.score, nodes: self.nodes, elapsed, pv }
    }
}

/// A turn of a die game as the search sees it.
#[derive(Clone, Copy, Debug)]
pub struct RolledTurn<'a, const N: usize = 9> {
    /// The position; its side to move has rolled.
    pub position: &'a Position<N>,
    /// The roll it got.
    pub roll: Roll,
    /// How the die is read.
    pub reading: Reading,
    /// The hashes of the game's positions up to this one, this one
    /// included, for R15; empty when the rule is off.
    pub history: &'a [u64],
}

/// Chooses the move of the side to move of `turn`; `on_depth` hears the
/// choice of every depth completed. Stops early when `stop` is raised.
pub fn choose_for_roll<const N: usize>(
    turn: RolledTurn<N>,
    settings: &Settings,
    stop: Arc<AtomicBool>,
    mut on_depth: impl FnMut(&DieChoice),
) -> DieChoice {
    let RolledTurn { position, roll, reading, history } = turn;
    let moves = position.legal_moves_for_roll(roll, reading);
    let started = web_time::Instant::now();
    let clock = Clock::start(settings.limits, stop, Box::new(move || started.elapsed()));
    let mut search = Expectimax {
        reading,
        clock,
        nodes: 0,
        settings: *settings,
        known: HashMap::new(),
        drawing: stood_twice(history),
        // No quiescence here to judge the position: a draw costs what it
        // costs a side that is even.
        contempt: contempt(position, 0, settings.contempt),
    };
    let mut choice = DieChoice { best: moves.first().copied(), score: 0, depth: 0, nodes: 0 };
    if moves.len() < 2 {
        return choice;
    }
    let mut depth = 1;
    while search.clock.may_deepen(depth) {
        // Wins are scored by their distance from the root, which differs
        // from one depth to the next: each depth starts afresh.
        search.known.clear();
        let mut best = (i32::MIN, None);
        for &mv in &moves {
            let mut child = *position;
            child.play_unchecked(mv);
            let score = -search.chance(&child, depth - 1, 1);
            if search.clock.stopped() {
                break;
            }
            if score > best.0 {
                best = (score, Some(mv));
            }
        }
        if search.clock.stopped() {
            break;
        }
        choice = DieChoice { best: best.1, score: best.0, depth, nodes: search.nodes };
        on_depth(&choice);
        depth += 1;
    }
    DieChoice { nodes: search.nodes, ..choice }
}

/// One die search: its limits and the nodes it has visited.
struct Expectimax {
    reading: Reading,
    clock: Clock,
    nodes: u64,
    settings: Settings,
    /// The values of chance nodes already searched, by position hash and
    /// depth: the same position is often reached by moves in another order.
    known: HashMap<(u64, u32), i32>,
    /// The positions that stood twice in the game: a third time draws (R15).
    drawing: HashSet<u64>,
    /// What a draw costs the side to move at the root.
    contempt: i32,
}

/// The hashes in `history` whose next occurrence R15 draws.
fn stood_twice(history: &[u64]) -> HashSet<u64> {
    let mut seen = HashMap::new();
    for &hash in history {
        *seen.entry(hash).or_insert(0) += 1;
    }
    seen.into_iter()
        .filter(|&(_, count)| repetition_draw(count + 1).is_some())
        .map(|(hash, _)| hash)
        .collect()
}

impl Expectimax {
    /// The expected score for the side to move of `position`, before its
    /// roll, looking `depth` more decision plies ahead; `ply` from the root.
    fn chance<const N: usize>(&mut self, position: &Position<N>, depth: u32, ply: i32) -> i32 {
        self.nodes += 1;
        let stopping = self.clock.must_stop(self.nodes);
        if let Some(outcome) = position.outcome() {
            return ended(outcome, position, ply);
        }
        if self.drawing.contains(&position.hash()) {
            return repetition_score(self.contempt, ply as usize);
        }
        if depth == 0 || stopping {
            return self.evaluate(position, ply);
        }
        if let Some(&value) = self.known.get(&(position.hash(), depth)) {
            return value;
        }
        let total: i32 = Roll::ALL.iter().map(|&roll| self.decide(position, roll, depth, ply)).sum();
        let value = total / Roll::ALL.len() as i32;
        // A value cut short by the limits is not kept.
        if !self.clock.stopped() && depth > 1 {
            self.known.insert((position.hash(), depth), value);
        }
        value
    }

    /// The best score the side to move of `position` reaches with `roll`.
    fn decide<const N: usize>(&mut self, position: &Position<N>, roll: Roll, depth: u32, ply: i32) -> i32 {
        let mut best = None;
        position.for_each_piece_targets_for_roll(roll, self.reading, |from, targets| {
            for to in targets {
                let mut child = *position;
                child.play_indices(from, to);
                let score = -self.chance(&child, depth - 1, ply + 1);
                best = Some(best.map_or(score, |best: i32| best.max(score)));
            }
        });
        // No move for the roll: the turn passes (D3).
        best.unwrap_or_else(|| -self.chance(&position.passed(), depth - 1, ply + 1))
    }

    /// The evaluation of a position whose game goes on, with this search's
    /// noise (the same for the same position and seed).
    fn evaluate<const N: usize>(&self, position: &Position<N>, ply: i32) -> i32 {
        let Some(roads) = Roads::of(position) else { return -(WIN - ply) };
        let noise = self.settings.noise;
        let mut value = evaluate(position, &roads);
        if noise != 0 {
            let spread = 2 * noise as u64 + 1;
            value += (mix(position.hash() ^ self.settings.seed) % spread) as i32 - noise;
        }
        // The Varangians about to roll, an exit in the prince's reach: some
        // rolls win at once (D2, R12).
        let escapes = escape_rolls(&roads, self.reading);
        if position.to_move() == Side::Varangians && escapes > 0 {
            let sides = Roll::ALL.len() as i32;
            return (escapes * (WIN - ply - 1) + (sides - escapes) * value) / sides;
        }
        value
    }
}

/// How many of the six rolls let the prince reach an exit in one move
/// (under `exact` one roll for each distance, under `up-to` every roll as
/// long as the nearest).
fn escape_rolls(roads: &Roads, reading: Reading) -> i32 {
    let prince = Square::from_index(roads.prince, 9);
    let mut distances = 0u8;
    for exit in roads.exits {
        if let Some(distance) = prince.line_distance(Square::from_index(exit, 9)) {
            distances |= 1 << distance;
        }
    }
    match reading {
        Reading::Exact => distances.count_ones() as i32,
        Reading::UpTo if distances == 0 => 0,
        Reading::UpTo => 7 - distances.trailing_zeros() as i32,
    }
}

/// The score of an ended game for the side to move, `ply` plies from the
/// root: the sooner a win, the better.
fn ended<const N: usize>(outcome: Outcome, position: &Position<N>, ply: i32) -> i32 {
    match outcome.winner() {
        Some(winner) if winner == position.to_move() => WIN - ply,
        Some(_) => -(WIN - ply),
        None => 0,
    }
}
