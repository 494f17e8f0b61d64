//! A player that only defends, as OpenTafl's engine does with the Vikings:
//! it puts pieces on the squares that guard the exits, blocks the prince
//! and keeps its pieces safe, and otherwise shuffles. The Varangians must
//! beat it to be worth their level; a draw against it is a failure.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::player::Player;
use crate::search::Progress;
use crate::tactics::Tables;
use obereg_rules::{Bitboard, Game, Move, Position, Rng};

/// The defending player, its shuffles following a seed.
pub struct Fortress {
    rng: Rng,
}

impl Fortress {
    /// A fortress whose choices among equally good moves follow `seed`.
    pub fn new(seed: u64) -> Fortress {
        Fortress { rng: Rng::new(seed) }
    }
}

impl<const N: usize> Player<N> for Fortress {
    fn choose(&mut self, game: &Game<N>, _: Arc<AtomicBool>, _: &mut dyn FnMut(&Progress)) -> Option<Move> {
        if game.outcome().is_some() {
            return None;
        }
        let position = game.position();
        let ranked: Vec<(Move, Rank)> =
            position.legal_moves().into_iter().map(|mv| (mv, rank(position, mv))).collect();
        let best = ranked.iter().map(|&(_, rank)| rank).max()?;
        let choices: Vec<Move> =
            ranked.into_iter().filter(|&(_, rank)| rank == best).map(|(mv, _)| mv).collect();
        Some(choices[self.rng.below(choices.len())])
    }
}

/// How a defender likes a move, worst first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    /// The other side wins with its reply.
    Loses,
    /// The other side can take a piece with its reply.
    Hangs,
    /// Safe, but a piece leaves a square that guards an exit.
    Leaves,
    /// Safe.
    Safe,
    /// Safe, and a piece comes onto a square that guards an exit.
    Guards,
    /// Ends the game in the mover's favour (the prince taken or out).
    Wins,
}

/// The squares that guard the exits: diagonal to a corner, and two squares from it along an edge.
fn guard_squares<const N: usize>() -> Bitboard {
    Bitboard(Tables::<N>::DIAGONALS | Tables::<N>::EDGES)
}

/// What the defender thinks of `mv` in `position`, looking one reply ahead.
fn rank<const N: usize>(position: &Position<N>, mv: Move) -> Rank {
    let mut next = *position;
    next.play_unchecked(mv);
    if next.prince_gone_or_out() {
        return Rank::Wins;
    }
    let replies = next.legal_moves();
    let answer = |reply: &Move| {
        let mut after = next;
        let taken = after.play_unchecked(*reply);
        (after.prince_gone_or_out(), !taken.is_empty())
    };
    let answers: Vec<(bool, bool)> = replies.iter().map(answer).collect();
    if answers.iter().any(|&(ends, _)| ends) {
        return Rank::Loses;
    }
    if answers.iter().any(|&(_, takes)| takes) {
        return Rank::Hangs;
    }
    let guards = guard_squares::<N>();
    let on = |square: obereg_rules::Square| square.index(N).is_some_and(|index| guards.has(index));
    match (on(mv.from), on(mv.to)) {
        (false, true) => Rank::Guards,
        (true, false) => Rank::Leaves,
        _ => Rank::Safe,
    }
}
