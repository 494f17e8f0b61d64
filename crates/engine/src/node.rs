//! The recursive part of the search: principal variation search with a
//! transposition table, null-move and late-move reductions, and a
//! quiescence search over captures and escape threats.

use crate::draw::repetition_score;
use crate::eval::evaluate;
use crate::ordering::{Heuristics, MoveList, Scored, unpack};
use crate::tactics::{Roads, capture_squares};
use crate::time::{Clock, MAX_DEPTH};
use crate::tt::{Bound, Entry, Table};
use obereg_rules::{Bitboard, Position, Side, earlier_occurrences, mix};

/// The score of a won game at the root; a win `n` plies away scores
/// `WIN - n`, so the search prefers the quickest win and the slowest loss.
pub const WIN: i32 = 30_000;
/// Scores beyond this are wins or losses found by the search.
pub(crate) const WON: i32 = WIN - 1_000;
/// Above every score.
pub(crate) const INFINITY: i32 = 32_000;
/// The longest line the search follows, quiescence included.
pub(crate) const MAX_PLY: usize = MAX_DEPTH as usize + 16;
/// How many plies of captures and escape threats the quiescence search follows.
const QUIESCENCE_PLIES: usize = 8;

/// Where a node stands in the search: depth left, window, ply, the first
/// hash that can repeat (R15), and whether it is on the principal variation.
#[derive(Clone, Copy)]
struct Node {
    depth: i32,
    window: (i32, i32),
    ply: usize,
    boundary: usize,
    in_pv: bool,
}

/// The state of one search: the tables it fills, its limits and the path.
pub(crate) struct Search<'a> {
    pub table: &'a mut Table,
    pub heuristics: &'a mut Heuristics,
    pub clock: Clock,
    pub nodes: u64,
    /// Moves of every node on the path (see [`MoveList`]).
    pub stack: Vec<Scored>,
    /// The hashes of the game's positions, then of the search path (R15).
    pub hashes: Vec<u64>,
    /// Whether R15 is in force.
    pub repetition_rule: bool,
    /// What a draw by repetition costs the side to move at the root (see [`contempt`](crate::draw::contempt)).
    pub contempt: i32,
    /// Evaluation noise: up to this much either way.
    pub noise: i32,
    pub seed: u64,
    /// The principal variation of each ply (triangular table).
    pub pv: Vec<[u16; MAX_PLY]>,
    pub pv_len: [usize; MAX_PLY],
    /// The best root move of the iteration under way, once one is known.
    pub root_best: u16,
    /// Root moves the host refused: never chosen.
    pub refused: Vec<u16>,
}

impl Search<'_> {
    /// The score of `position` for the side to move, searching `depth`
    /// plies and then quiescence; `boundary` is the first index of
    /// `hashes` since the last capture (earlier positions can't recur).
    pub(crate) fn negamax<const N: usize>(
        &mut self,
        position: &Position<N>,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        boundary: usize,
    ) -> i32 {
        self.pv_len[ply] = ply;
        self.nodes += 1;
        if self.clock.must_stop(self.nodes) {
            return 0;
        }
        if ply > 0 && self.is_repetition(boundary) {
            return repetition_score(self.contempt, ply);
        }
        let Some(roads) = Roads::of(position) else { return -(WIN - ply as i32) };
        if ply > 0 && position.to_move() == Side::Varangians && !roads.exits.is_empty() {
            return WIN - ply as i32 - 1;
        }
        if depth <= 0 || ply >= MAX_PLY - QUIESCENCE_PLIES - 1 {
            return self.quiescence(position, alpha, beta, ply, 0);
        }
        let in_pv = beta - alpha > 1;
        let entry = self.table.probe(position.hash());
        if let Some(score) = entry.and_then(|e| table_cut(e, depth, (alpha, beta), ply)).filter(|_| !in_pv) {
            return score;
        }
        if !in_pv && ply > 0 && depth >= 3 && self.null_move_cuts(position, &roads, depth, beta, ply) {
            return beta;
        }
        let table_move = entry.map_or(0, |e| e.mv);
        let captures = capture_squares(position);
        let mut moves = MoveList::generate(
            &mut self.stack,
            position,
            Bitboard(!0),
            captures,
            table_move,
            self.heuristics,
            ply,
        );
        if moves.len() == 0 {
            moves.release(&mut self.stack);
            return -(WIN - ply as i32); // R14: no legal move loses.
        }
        let node = Node { depth, window: (alpha, beta), ply, boundary, in_pv };
        let result = self.search_moves(position, &mut moves, node);
        moves.release(&mut self.stack);
        // A stopped search's scores mean nothing; 0 keeps them harmless.
        let Some((best, best_move, bound)) = result else { return 0 };
        self.table.store(position.hash(), best_move, to_table(best, ply), depth, bound);
        best
    }

    /// Searches a node's moves best first; `None` when the search was stopped.
    fn search_moves<const N: usize>(
        &mut self,
        position: &Position<N>,
        moves: &mut MoveList,
        node: Node,
    ) -> Option<(i32, u16, Bound)> {
        let Node { depth, window: (mut alpha, beta), ply, boundary, in_pv } = node;
        let (mut best, mut best_move, mut searched) = (-INFINITY, 0, 0);
        while let Some((mv, quiet)) = moves.pick(&mut self.stack) {
            if ply == 0 && self.refused.contains(&mv) {
                continue;
            }
            // Late quiet moves are searched a ply shallower outside the principal
            // variation, and very late ones (past the twelfth) a ply shallower anywhere.
            let late = !in_pv && quiet && depth >= 3 && searched >= 4;
            let very_late = quiet && depth >= 5 && searched >= 12;
            let reduction = i32::from(late) + i32::from(very_late);
            let score = self.child(position, mv, depth, (alpha, beta), ply, boundary, (searched, reduction));
            if self.clock.stopped() {
                return None;
            }
            searched += 1;
            if score <= best {
                continue;
            }
            (best, best_move) = (score, mv);
            if score > alpha {
                alpha = score;
                self.extend_pv(ply, mv);
                if ply == 0 {
                    self.root_best = mv;
                }
                if score >= beta {
                    if quiet {
                        self.heuristics.reward(position.to_move(), mv, ply, depth);
                    }
                    return Some((best, best_move, Bound::Lower));
                }
            }
        }
        let bound = if alpha > node.window.0 { Bound::Exact } else { Bound::Upper };
        Some((best, best_move, bound))
    }

    /// Plays `mv` and scores the child: a null window after the first move,
    /// re-searched at full depth and window when it beats alpha.
    #[allow(clippy::too_many_arguments)]
    fn child<const N: usize>(
        &mut self,
        position: &Position<N>,
        mv: u16,
        depth: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
        boundary: usize,
        (searched, reduction): (usize, i32),
    ) -> i32 {
        let (from, to) = unpack(mv);
        let mut child = *position;
        let captured = child.play_indices(from, to);
        self.pv_len[ply + 1] = ply + 1;
        if let Some(score) = decided(&child, ply) {
            return score;
        }
        self.hashes.push(child.hash());
        let boundary = if captured.is_empty() { boundary } else { self.hashes.len() - 1 };
        let mut score;
        if searched == 0 {
            score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, boundary);
        } else {
            score = -self.negamax(&child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, boundary);
            if score > alpha && reduction > 0 {
                score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, boundary);
            }
            if score > alpha && score < beta {
                score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, boundary);
            }
        }
        self.hashes.pop();
        score
    }

    /// Null-move pruning: if the opponent, moving twice, still can't bring
    /// the score below `beta`, this node is good enough to cut.
    fn null_move_cuts<const N: usize>(
        &mut self,
        position: &Position<N>,
        roads: &Roads,
        depth: i32,
        beta: i32,
        ply: usize,
    ) -> bool {
        if beta.abs() >= WON || self.evaluate(position, roads) < beta {
            return false;
        }
        let passed = position.passed();
        self.hashes.push(passed.hash());
        // A pass breaks every repetition: nothing before it can recur.
        let boundary = self.hashes.len() - 1;
        let score = -self.negamax(&passed, depth - 3, -beta, -beta + 1, ply + 1, boundary);
        self.hashes.pop();
        !self.clock.stopped() && score >= beta && score < WON
    }

    /// The quiescence search: the static value, unless a capture or an
    /// escape threat changes it; when the prince threatens to escape, the
    /// Vikings must block or capture him (no standing pat).
    fn quiescence<const N: usize>(
        &mut self,
        position: &Position<N>,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
    ) -> i32 {
        self.pv_len[ply] = ply;
        self.nodes += 1;
        if self.clock.must_stop(self.nodes) {
            return 0;
        }
        let Some(roads) = Roads::of(position) else { return -(WIN - ply as i32) };
        let threat = !roads.exits.is_empty();
        if threat && position.to_move() == Side::Varangians {
            return WIN - ply as i32 - 1; // R12 next move.
        }
        let stand = self.evaluate(position, &roads);
        if qply >= QUIESCENCE_PLIES {
            return stand;
        }
        let mut best = -INFINITY;
        let captures = capture_squares(position);
        let wanted = if threat {
            roads.stoppers(position)
        } else {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            let threats = if position.to_move() == Side::Varangians {
                roads.approaches & roads.reach
            } else {
                Bitboard::EMPTY
            };
            captures | threats
        };
        let mut moves =
            MoveList::generate(&mut self.stack, position, wanted, captures, 0, self.heuristics, ply);
        if threat && moves.len() == 0 {
            moves.release(&mut self.stack);
            return -(WIN - ply as i32 - 2); // The escape can't be stopped.
        }
        while let Some((mv, _)) = moves.pick(&mut self.stack) {
            let (from, to) = unpack(mv);
            let mut child = *position;
            child.play_indices(from, to);
            let score = match decided(&child, ply) {
                Some(score) => score,
                None => -self.quiescence(&child, -beta, -alpha, ply + 1, qply + 1),
            };
            if self.clock.stopped() {
                break;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if score >= beta {
                    break;
                }
            }
        }
        moves.release(&mut self.stack);
        best
    }

    /// The evaluation plus this search's noise (the same for the same
    /// position and seed, so a noisy level stays consistent within a game).
    #[inline]
    fn evaluate<const N: usize>(&self, position: &Position<N>, roads: &Roads) -> i32 {
        let value = evaluate(position, roads);
        if self.noise == 0 {
            return value;
        }
        let spread = 2 * self.noise as u64 + 1;
        value + (mix(position.hash() ^ self.seed) % spread) as i32 - self.noise
    }

    /// R15 in the search: the position now (the last hash) already stood
    /// since the last capture, on the search path or in the game before
    /// the root, with the same side to move. Either way the other side can
    /// repeat it until R15 draws the game, so it scores as a draw at once:
    /// a side ahead does not walk back into a position it has left.
    #[inline]
    fn is_repetition(&self, boundary: usize) -> bool {
        self.repetition_rule && earlier_occurrences(&self.hashes, boundary).next().is_some()
    }

    /// Makes `mv` followed by the child's line the line of `ply`.
    #[inline]
    fn extend_pv(&mut self, ply: usize, mv: u16) {
        let end = self.pv_len[ply + 1].max(ply + 1);
        let (upper, lower) = self.pv.split_at_mut(ply + 1);
        upper[ply][ply] = mv;
        upper[ply][ply + 1..end].copy_from_slice(&lower[0][ply + 1..end]);
        self.pv_len[ply] = end;
    }
}

/// The score for the mover of a child whose game is over: the prince
/// captured (R13, the Vikings won) or escaped (R12, the Varangians won).
#[inline]
fn decided<const N: usize>(child: &Position<N>, ply: usize) -> Option<i32> {
    child.prince_gone_or_out().then_some(WIN - ply as i32 - 1)
}

/// The stored score when it settles this node: searched deep enough, and
/// exact or a bound beyond the window.
fn table_cut(entry: Entry, depth: i32, (alpha, beta): (i32, i32), ply: usize) -> Option<i32> {
    let score = from_table(entry.score, ply);
    let settles = i32::from(entry.depth) >= depth
        && match entry.bound {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        };
    settles.then_some(score)
}

/// A score as stored: wins counted from this node, not from the root.
fn to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s >= WON => s + ply as i32,
        s if s <= -WON => s - ply as i32,
        s => s,
    }
}

/// A stored score seen from `ply`.
fn from_table(score: i16, ply: usize) -> i32 {
    match i32::from(score) {
        s if s >= WON => s - ply as i32,
        s if s <= -WON => s + ply as i32,
        s => s,
    }
}
