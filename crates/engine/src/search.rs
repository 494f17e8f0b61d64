//! Iterative deepening: searches one ply deeper each time, reports each
//! completed depth, and keeps the best move of the last one when stopped.

use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use web_time::Instant;

use crate::draw::{contempt, draw_weighs_judgement};
use crate::eval::vikings_hunt;
use crate::level::{FULL_SIGHT, Level, Settings};
use crate::node::{INFINITY, MAX_PLY, Search, WIN, WON};
use crate::ordering::{Heuristics, MoveList, from_move, to_move};
use crate::time::{Clock, Limits, TimeSource};
use crate::tt::Table;
use obereg_rules::{Bitboard, Game, Move, Position, Rng, Side};

/// What the search knows after a completed depth (or at its end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The depth completed, in plies.
    pub depth: u32,
    /// The score for the side to move, in hundredths of a Viking; beyond
    /// ±29000 a forced win or loss (see [`Progress::win_in`]).
    pub score: i32,
    /// Positions visited so far.
    pub nodes: u64,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The principal variation: the best line for both sides, best move first.
    pub pv: Vec<Move>,
}

impl Progress {
    /// Plies to a forced end: positive when the side to move wins, negative
    /// when it loses, `None` when the score is not a forced result.
    pub fn win_in(&self) -> Option<i32> {
        match self.score {
            s if s >= WON => Some(WIN - s),
            s if s <= -WON => Some(-(WIN + s)),
            _ => None,
        }
    }

    /// Nodes per second so far.
    pub fn nodes_per_second(&self) -> u64 {
        (self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-6)) as u64
    }

    /// The best move, if the search found one.
    pub fn best(&self) -> Option<Move> {
        self.pv.first().copied()
    }
}

/// The engine: a transposition table and move-ordering memory kept from
/// one search to the next (within one game).
pub struct Engine {
    table: Table,
    heuristics: Heuristics,
    /// Moves refused in a position (by its hash): never proposed there again.
    refused: Vec<(u64, u16)>,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(32)
    }
}

impl Engine {
    /// An engine with a transposition table of about `megabytes` MB.
    pub fn new(megabytes: usize) -> Engine {
        Engine { table: Table::new(megabytes), heuristics: Heuristics::new(MAX_PLY), refused: Vec::new() }
    }

    /// Remembers that `mv` was refused in `position` (an OpenTafl host
    /// answered `error 2`): no later search of that position chooses it.
    pub fn refuse<const N: usize>(&mut self, position: &Position<N>, mv: Move) {
        if let Some(packed) = from_move::<N>(mv) {
            self.refused.push((position.hash(), packed));
        }
    }

    /// Forgets what earlier searches learned, so a new game starts alike
    /// whatever came before (needed for reproducible games).
    pub fn new_game(&mut self) {
        self.table.clear();
        self.heuristics = Heuristics::new(MAX_PLY);
        self.refused.clear();
    }

    /// Searches the game's current position for the side to move until a
    /// limit of `settings` is reached or `stop` is raised; calls `progress`
    /// after each completed depth. The result's `pv` is empty only when
    /// the game is over.
    pub fn search<const N: usize>(
        &mut self,
        game: &Game<N>,
        settings: &Settings,
        stop: Arc<AtomicBool>,
        progress: impl FnMut(&Progress),
    ) -> Progress {
        let started = Instant::now();
        self.search_on_clock(game, settings, stop, progress, move || started.elapsed())
    }

    /// [`Engine::search`] reading its time limit from `elapsed` (the time
    /// since the search began) instead of the system clock, so that a test
    /// can say how the time passes.
    pub fn search_on_clock<const N: usize>(
        &mut self,
        game: &Game<N>,
        settings: &Settings,
        stop: Arc<AtomicBool>,
        mut progress: impl FnMut(&Progress),
        elapsed: impl Fn() -> Duration + 'static,
    ) -> Progress {
        self.heuristics.age();
        let root = *game.position();
        let settings = &hunting(settings, &root);
        let refused =
            self.refused.iter().filter(|(hash, _)| *hash == root.hash()).map(|&(_, mv)| mv).collect();
        let hashes: Vec<u64> = game.positions().iter().map(|p| p.hash()).collect();
        let elapsed: Rc<dyn Fn() -> Duration> = Rc::new(elapsed);
        let clock = Clock::start(settings.limits, stop, elapsed_source(&elapsed));
        let mut search = fresh(&mut self.table, &mut self.heuristics, clock, hashes, settings);
        search.repetition_rule = game.repetition_rule();
        search.refused = refused;
        search.refused.extend(overlooked(&root, settings));
        let mut result = Progress { depth: 0, score: 0, nodes: 0, elapsed: Duration::ZERO, pv: Vec::new() };
        if game.outcome().is_some() {
            return result;
        }
        // No search for the judgement where no draw by repetition can be
        // scored, or where its price is the same whatever the judgement says.
        let judged = if search.repetition_rule && draw_weighs_judgement(settings.contempt) {
            judge(&root, settings, search.clock.stop_flag(), elapsed_source(&elapsed))
        } else {
            Judgement::default()
        };
        // The judgement's nodes count against the search's budget.
        search.nodes = judged.nodes;
        search.contempt = contempt(&root, judged.score, settings.contempt);
        let boundary = last_capture(game);
        let mut depth = 1;
        while search.clock.may_deepen(depth) {
            search.root_best = 0;
            let score = search.negamax(&root, depth as i32, -INFINITY, INFINITY, 0, boundary);
            if search.clock.stopped() {
                if search.root_best != 0 && search.root_best != search_best::<N>(&result) {
                    result.pv = vec![to_move::<N>(search.root_best)];
                }
                break;
            }
            result.depth = depth;
            result.score = score;
            result.pv = search.pv[0][..search.pv_len[0]].iter().map(|&mv| to_move::<N>(mv)).collect();
            result.nodes = search.nodes;
            result.elapsed = search.clock.elapsed();
            progress(&result);
            if score.abs() >= WON && (WIN - score.abs()) as u32 <= depth {
                break; // A forced result within the horizon: deeper can't change it.
            }
            depth += 1;
        }
        if result.pv.is_empty() {
            result.pv = first_move(&root, search.heuristics, &search.refused).into_iter().collect();
        }
        result.nodes = search.nodes;
        result.elapsed = search.clock.elapsed();
        result
    }
}

/// How deep [`judge`] looks.
const JUDGE_DEPTH: i32 = 4;

/// The judgement takes at most this share of a search's node and time
/// budget (one in four): the rest is the search's own.
const JUDGE_SHARE: u32 = 4;

/// What [`judge`] found: the root's worth and the nodes it cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Judgement {
    score: i32,
    nodes: u64,
}

/// What `root` is worth to its side to move when no draw by repetition is
/// in view: a search of up to [`JUDGE_DEPTH`] plies with R15 off, on a
/// table of its own (its scores would be wrong where R15 is on). A draw is
/// priced against it (see [`contempt`]). It keeps within a share
/// ([`JUDGE_SHARE`]) of the budget of `settings`, and judges by the
/// deepest search it finished (even, 0, if none).
fn judge<const N: usize>(
    root: &Position<N>,
    settings: &Settings,
    stop: Arc<AtomicBool>,
    elapsed: TimeSource,
) -> Judgement {
    let Limits { nodes, time, .. } = settings.limits;
    let limits = Limits {
        depth: None,
        nodes: nodes.map(|nodes| nodes / u64::from(JUDGE_SHARE)),
        time: time.map(|time| time / JUDGE_SHARE),
    };
    let mut table = Table::new(1);
    let mut heuristics = Heuristics::new(MAX_PLY);
    let clock = Clock::start(limits, stop, elapsed);
    let mut search = fresh(&mut table, &mut heuristics, clock, vec![root.hash()], settings);
    let mut score = 0;
    for depth in 1..=JUDGE_DEPTH {
        let judged = search.negamax(root, depth, -INFINITY, INFINITY, 0, 0);
        if search.clock.stopped() {
            break;
        }
        score = judged;
    }
    Judgement { score, nodes: search.nodes }
}

/// A time source that reads `elapsed`, for one of the clocks that share it.
fn elapsed_source(elapsed: &Rc<dyn Fn() -> Duration>) -> TimeSource {
    let elapsed = Rc::clone(elapsed);
    Box::new(move || elapsed())
}

/// A search that has visited nothing yet, with the noise of `settings`,
/// R15 off, a draw costing nothing and no move refused.
fn fresh<'a>(
    table: &'a mut Table,
    heuristics: &'a mut Heuristics,
    clock: Clock,
    hashes: Vec<u64>,
    settings: &Settings,
) -> Search<'a> {
    Search {
        table,
        heuristics,
        clock,
        nodes: 0,
        stack: Vec::with_capacity(MAX_PLY * 128),
        hashes,
        repetition_rule: false,
        contempt: 0,
        noise: settings.noise,
        seed: settings.seed,
        pv: vec![[0; MAX_PLY]; MAX_PLY],
        pv_len: [0; MAX_PLY],
        root_best: 0,
        refused: Vec::new(),
    }
}

/// The best move of a result, packed (0 when none).
fn search_best<const N: usize>(result: &Progress) -> u16 {
    result.best().and_then(from_move::<N>).unwrap_or(0)
}

/// Some legal move not `refused`, for a search stopped before it finished a single one.
fn first_move<const N: usize>(root: &Position<N>, heuristics: &Heuristics, refused: &[u16]) -> Option<Move> {
    let mut stack = Vec::new();
    let mut moves = MoveList::generate(&mut stack, root, Bitboard(!0), Bitboard::EMPTY, 0, heuristics, 0);
    std::iter::from_fn(|| moves.pick(&mut stack))
        .map(|(mv, _)| mv)
        .find(|mv| !refused.contains(mv))
        .map(to_move::<N>)
}

/// The moves of `root` a search with `settings` overlooks (packed): each
/// legal move is seen with a chance of [`Settings::sight`] percent, drawn
/// from the seed, the position and the move, so the same search overlooks
/// the same moves; one move at least is always seen.
fn overlooked<const N: usize>(root: &Position<N>, settings: &Settings) -> Vec<u16> {
    if settings.sight >= FULL_SIGHT {
        return Vec::new();
    }
    let moves: Vec<u16> = root.legal_moves().into_iter().filter_map(from_move::<N>).collect();
    let seen = |mv: u16| {
        let mut draw =
            Rng::new(settings.seed ^ root.hash() ^ u64::from(mv).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        draw.below(100) < usize::from(settings.sight)
    };
    let mut overlooked: Vec<u16> = moves.iter().copied().filter(|&mv| !seen(mv)).collect();
    if overlooked.len() == moves.len() {
        overlooked.pop();
    }
    overlooked
}

/// The index of the first position after the game's last capture: no
/// position before it can occur again (the pieces are fewer), so R15 need
/// not look further back.
fn last_capture<const N: usize>(game: &Game<N>) -> usize {
    let pieces = |p: &Position<N>| p.occupied().count();
    let positions = game.positions();
    (1..positions.len()).rev().find(|&i| pieces(&positions[i]) != pieces(&positions[i - 1])).unwrap_or(0)
}

/// `settings` for the Vikings to move in a won endgame (many Vikings
/// against a prince with at most two guards): every level searches at
/// least as deep and as steadily as `normal`, so even `easy` converts it
/// instead of letting the prince slip out (a weaker level's blunders are
/// for the game, not for a game already won).
fn hunting<const N: usize>(settings: &Settings, root: &Position<N>) -> Settings {
    if root.to_move() != Side::Vikings || !vikings_hunt(root) {
        return *settings;
    }
    // The `normal` level's depth and noise, the least a won endgame is hunted with.
    let normal = Level::Normal.settings(None, settings.seed);
    let least = normal.limits.depth.unwrap_or(0);
    let depth = settings.limits.depth.map(|depth| depth.max(least));
    Settings {
        limits: Limits { depth, ..settings.limits },
        noise: settings.noise.min(normal.noise),
        sight: FULL_SIGHT,
        ..*settings
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::CHECK_EVERY;

    fn judged(nodes: Option<u64>) -> Judgement {
        let settings = Settings { limits: Limits { nodes, ..Limits::default() }, ..Settings::default() };
        let stop = Arc::new(AtomicBool::new(false));
        judge(&Position::<9>::start(), &settings, stop, Box::new(|| Duration::ZERO))
    }

    #[test]
    fn the_judgement_keeps_within_its_share_of_a_node_budget() {
        let unbounded = judged(None);
        assert!(unbounded.nodes > 8_000, "the full judgement costs {} nodes", unbounded.nodes);
        for budget in [4_000, 8_000, 20_000] {
            let bounded = judged(Some(budget));
            let share = budget / u64::from(JUDGE_SHARE);
            assert!(bounded.nodes <= share + CHECK_EVERY, "{budget}: {} nodes", bounded.nodes);
        }
    }

    #[test]
    fn a_search_with_a_node_budget_counts_its_judgement_in_it() {
        let game = Game::new(Position::<9>::start());
        for budget in [4_000, 30_000] {
            let settings = Settings {
                limits: Limits { nodes: Some(budget), ..Limits::default() },
                ..Settings::default()
            };
            let judgement = judged(Some(budget)).nodes;
            let mut first = None;
            let result = Engine::new(1).search(&game, &settings, Arc::new(AtomicBool::new(false)), |p| {
                first.get_or_insert(p.nodes);
            });
            assert!(result.nodes <= budget + CHECK_EVERY, "{budget}: {} nodes", result.nodes);
            assert!(first.is_some_and(|first| first > judgement), "{budget}: {first:?} after {judgement}");
        }
    }
}
