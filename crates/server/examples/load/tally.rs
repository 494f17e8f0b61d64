//! What the players count: moves, games, errors and every move's relay
//! latency.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use crate::nodes::Route;

/// What everyone counts.
#[derive(Default)]
pub struct Tally {
    /// Moves the opponent heard of.
    pub moves: AtomicU64,
    /// Games that ended by the rules or by a resignation at the ply limit.
    pub finished: AtomicU64,
    /// Challenges made again because the challenger's node did not know
    /// the partner yet.
    pub repeated: AtomicU64,
    /// Every relay latency.
    latencies: Mutex<Vec<Latency>>,
    /// When the games have settled: the start, when every game begins at
    /// once, is over.
    pub settled_from: std::sync::OnceLock<Instant>,
    /// When each move (game, ply) was sent.
    sent: Mutex<HashMap<(u64, u32), Instant>>,
    /// Errors by kind.
    errors: Mutex<BTreeMap<String, u64>>,
}

impl Tally {
    /// Counts an error of `kind`.
    pub fn error(&self, kind: &str) {
        if let Ok(mut errors) = self.errors.lock() {
            *errors.entry(kind.to_string()).or_default() += 1;
        }
    }

    /// The errors by kind.
    pub fn errors(&self) -> BTreeMap<String, u64> {
        self.errors.lock().map(|errors| errors.clone()).unwrap_or_default()
    }

    /// The relay latencies seen, in microseconds, sorted: of every move,
    /// or only of those sent once the games had settled; of the games of
    /// every route, or of one.
    pub fn latencies(&self, settled: bool, route: Option<Route>) -> Vec<u32> {
        let kept = self.latencies.lock().map(|l| l.clone()).unwrap_or_default();
        let mut latencies: Vec<u32> = kept
            .iter()
            .filter(|l| (l.settled || !settled) && route.is_none_or(|route| l.route == route))
            .map(|l| l.micros)
            .collect();
        latencies.sort_unstable();
        latencies
    }

    /// Notes that the move at `ply` of `game` is being sent now.
    pub fn sending(&self, game: u64, ply: u32) {
        if let Ok(mut sent) = self.sent.lock() {
            sent.insert((game, ply), Instant::now());
        }
    }

    /// The opponent heard of the move at `ply` of `game`, a game of
    /// `route`.
    pub fn relayed(&self, game: u64, ply: u32, route: Route) {
        let sent = self.sent.lock().ok().and_then(|mut sent| sent.remove(&(game, ply)));
        if let Some(sent) = sent {
            let micros = u32::try_from(sent.elapsed().as_micros()).unwrap_or(u32::MAX);
            let settled = self.settled_from.get().is_some_and(|from| sent >= *from);
            if let Ok(mut latencies) = self.latencies.lock() {
                latencies.push(Latency { micros, settled, route });
            }
            self.moves.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// One move's relay latency.
#[derive(Clone, Copy)]
struct Latency {
    /// From the move sent to the opponent's `moved`, in microseconds.
    micros: u32,
    /// Whether the move was sent once the games had settled.
    settled: bool,
    /// Where the game's players are.
    route: Route,
}
