//! One game of a match with the die (V2): the dice follow the match's
//! seed, each side chooses a move for its roll or the turn passes (D3),
//! and R12–R15 end it as in the plain game.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::{MOVE_LIMIT, MatchSetup, kind_seed};
use obereg_engine::{RolledTurn, die_player_for};
use obereg_rules::{Outcome, Position, Reading, Rng, Roll, earlier_occurrences, mix, repetition_draw};

/// Keeps the dice's stream apart from the players' seeds.
const DICE: u64 = 0xD1CE_D1CE;

/// Plays one die game from the start; returns how it ended (`None` at the
/// move limit) and how many plies it took, passes included.
#[expect(
    clippy::expect_used,
    reason = "no human in a match, and players choose moves for their roll: invariants of the program"
)]
pub(super) fn play_die_game<const N: usize>(
    setup: &MatchSetup,
    reading: Reading,
    seed: u64,
) -> (Option<Outcome>, usize) {
    let mut players = [setup.vikings, setup.varangians].map(|kind| {
        die_player_for::<N>(kind, setup.time, mix(seed ^ kind_seed(kind))).expect("no human in a match")
    });
    let mut dice = Rng::new(mix(seed ^ DICE));
    let stop = Arc::new(AtomicBool::new(false));
    let mut positions = vec![Position::<N>::initial()];
    while let Some(&position) = positions.last().filter(|_| positions.len() <= MOVE_LIMIT) {
        if let Some(outcome) = position.outcome() {
            return (Some(outcome), positions.len() - 1);
        }
        let roll = Roll::ALL[dice.below(Roll::ALL.len())];
        let history: Vec<u64> = positions.iter().map(Position::hash).collect();
        let turn = RolledTurn { position: &position, roll, reading, history: &history };
        let mut next = position;
        match players[position.to_move() as usize].choose(turn, Arc::clone(&stop)) {
            Some(mv) => {
                next.check_for_roll(mv, roll, reading).expect("a move for the roll");
                next.play_unchecked(mv);
            }
            None => next = position.passed(),
        }
        positions.push(next);
        if let Some(draw) = repetition_draw(1 + earlier_occurrences(&positions, 0).count()) {
            return (Some(draw), positions.len() - 1);
        }
    }
    (None, MOVE_LIMIT)
}
