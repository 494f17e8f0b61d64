//! The Swiss: the main rules of the Dutch system (FIDE C.04.3), simplified.
//!
//! - The players are ranked by points, then by pairing number (the seed).
//! - With an odd number, the bye goes to the lowest-ranked player who has
//!   not had one and without whom the others can be paired; it scores as a
//!   win (`standing.rs`).
//! - Score groups are paired from the top. A bracket is the group with the
//!   players floated down to it; with an odd number its lowest-ranked
//!   player that lets the rest be paired floats down to the next group.
//!   The bracket's top half (S1) meets its bottom half (S2) in order,
//!   S1's first against S2's first; when that repeats a game, S2 is
//!   transposed (its orders tried in lexicographic order), and then any
//!   exchange between the halves is tried (simplified: FIDE orders its
//!   exchanges by the sum of the pairing numbers moved; here the top
//!   player takes the first partner that works). When the bracket cannot
//!   be paired at all, its two lowest-ranked players more float down.
//! - No two players meet twice. If a round cannot be paired so (a small
//!   Swiss near its end), it is paired without that rule rather than not
//!   at all.
//! - The sides: `sides.rs`. The boards are ordered by the higher score of
//!   their two players, then by the higher rank.
//!
//! Not kept from FIDE: the quality criteria between equally valid
//! pairings beyond the order above (C.04.3 C.6–C.13), a strong or mild
//! side preference as a reason to choose another pairing, and the special
//! rules of the last round.

mod sides;

use std::collections::HashSet;

use super::{Game, Halves, Player, Round, standing};

/// The most tries a round's pairing makes before giving up a rule: a
/// bound on the search, large enough never to be met by a normal Swiss.
const TRIES: u32 = 200_000;

/// Which rules a pairing may give up, when a round cannot be paired with
/// them all: first the sides, then the repeats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Given {
    /// Every rule kept.
    Nothing,
    /// Two players who must both have the same side may meet.
    Sides,
    /// Players may meet again.
    Repeats,
}

/// What the pairing of one round knows.
struct Draw<'a> {
    rounds: &'a [Round],
    points: Vec<Halves>,
    wishes: Vec<sides::Preference>,
    met: HashSet<(Player, Player)>,
    given: Given,
    tries: u32,
}

impl Draw<'_> {
    /// Whether `a` and `b` may meet.
    fn may_meet(&self, a: Player, b: Player) -> bool {
        (self.given >= Given::Repeats || !self.met.contains(&(a.min(b), a.max(b))))
            && (self.given >= Given::Sides || !sides::clash(self.wishes[a], self.wishes[b]))
    }

    /// Counts one try; false once the budget is spent.
    fn try_more(&mut self) -> bool {
        self.tries += 1;
        self.tries <= TRIES
    }
}

/// The next round of a Swiss among `present` (the players still in it,
/// any order), after `rounds`. Of `players` entrants in all.
pub fn pair(players: usize, present: &[Player], rounds: &[Round]) -> Round {
    let points = standing::points(players, rounds);
    let mut ranked: Vec<Player> = present.iter().copied().filter(|&player| player < players).collect();
    ranked.sort_by(|&a, &b| points[b].cmp(&points[a]).then(a.cmp(&b)));
    ranked.dedup();
    let met = rounds
        .iter()
        .flat_map(|round| round.games.iter())
        .map(|game| (game.vikings.min(game.varangians), game.vikings.max(game.varangians)))
        .collect();
    let wishes = sides::preferences(players, rounds);
    let mut draw = Draw { rounds, points, wishes, met, given: Given::Nothing, tries: 0 };
    for given in [Given::Nothing, Given::Sides, Given::Repeats] {
        draw.given = given;
        draw.tries = 0;
        if let Some(round) = with_bye(&mut draw, &ranked) {
            return round;
        }
    }
    Round::default()
}

/// The round with the bye (if the number is odd) given by the rule.
fn with_bye(draw: &mut Draw, ranked: &[Player]) -> Option<Round> {
    if ranked.len().is_multiple_of(2) {
        return pairs(draw, ranked, None);
    }
    let had_bye = |player: &Player| draw.rounds.iter().any(|round| round.bye == Some(*player));
    let mut candidates: Vec<Player> = ranked.iter().rev().copied().filter(|p| !had_bye(p)).collect();
    candidates.extend(ranked.iter().rev().copied().filter(had_bye));
    for bye in candidates {
        let rest: Vec<Player> = ranked.iter().copied().filter(|&player| player != bye).collect();
        if let Some(round) = pairs(draw, &rest, Some(bye)) {
            return Some(round);
        }
    }
    None
}

/// The games of an even number of ranked players, boards ordered and
/// sides given.
fn pairs(draw: &mut Draw, ranked: &[Player], bye: Option<Player>) -> Option<Round> {
    let mut found = brackets(draw, ranked, Vec::new())?;
    let rank = |player: Player| ranked.iter().position(|&p| p == player).unwrap_or(usize::MAX);
    found
        .sort_by_key(|&(a, b)| (std::cmp::Reverse(draw.points[a].max(draw.points[b])), rank(a).min(rank(b))));
    let games = found
        .iter()
        .enumerate()
        .map(|(board, &(a, b))| {
            let (higher, lower) = if rank(a) < rank(b) { (a, b) } else { (b, a) };
            let (vikings, varangians) = sides::allot(
                (higher, draw.wishes[higher]),
                (lower, draw.wishes[lower]),
                draw.rounds.is_empty(),
                board,
            );
            Game::paired(vikings, varangians)
        })
        .collect();
    Some(Round { games, bye })
}

/// Pairs `ranked` (the players below the brackets already paired, in rank
/// order) with `floaters` come down from above.
fn brackets(draw: &mut Draw, ranked: &[Player], floaters: Vec<Player>) -> Option<Vec<(Player, Player)>> {
    if !draw.try_more() {
        return None;
    }
    let Some(&top) = ranked.first() else {
        return if floaters.is_empty() { Some(Vec::new()) } else { None };
    };
    let group = ranked.iter().take_while(|&&player| draw.points[player] == draw.points[top]).count();
    let rest = &ranked[group..];
    let mut bracket = floaters;
    bracket.extend_from_slice(&ranked[..group]);
    for floating in floats(bracket.len(), rest.is_empty()) {
        let stays: Vec<Player> =
            bracket.iter().enumerate().filter(|(at, _)| !floating.contains(at)).map(|(_, &p)| p).collect();
        let down: Vec<Player> = floating.iter().map(|&at| bracket[at]).collect();
        let mut on = |draw: &mut Draw, pairs: &[(Player, Player)]| {
            brackets(draw, rest, down.clone()).map(|mut below| {
                below.splice(0..0, pairs.iter().copied());
                below
            })
        };
        let (s1, s2) = stays.split_at(stays.len() / 2);
        for pool in [Pool::Halves(s1.to_vec(), s2.to_vec()), Pool::Any(stays.clone())] {
            if let Some(found) = pair_pool(draw, &pool, &mut Vec::new(), &mut on) {
                return Some(found);
            }
        }
    }
    None
}

/// The places of a bracket of `size` (in rank order) that may float
/// down, in the order tried: none when even; when odd, one, its
/// lowest-ranked first; then the bottom two, four, … more. None float
/// from the `last` bracket.
fn floats(size: usize, last: bool) -> Vec<Vec<usize>> {
    let odd = size % 2;
    let mut choices: Vec<Vec<usize>> = Vec::new();
    if odd == 0 {
        choices.push(Vec::new());
    }
    if last {
        return choices;
    }
    if odd == 1 {
        choices.extend((0..size).rev().map(|at| vec![at]));
    }
    choices.extend((odd + 2..=size).step_by(2).map(|down| (size - down..size).collect()));
    choices
}

/// The continuation of a bracket once its pairs are chosen.
type Then<'f> = dyn FnMut(&mut Draw, &[(Player, Player)]) -> Option<Vec<(Player, Player)>> + 'f;

/// The players of a bracket still to pair, and how.
#[derive(Clone)]
enum Pool {
    /// S1 against S2's orders in lexicographic order.
    Halves(Vec<Player>, Vec<Player>),
    /// Any pairing: the top player with the first partner that works, and
    /// so on down.
    Any(Vec<Player>),
}

impl Pool {
    /// The next player to pair and their partners, in the order tried.
    fn next(&self) -> Option<(Player, &[Player])> {
        match self {
            Pool::Halves(s1, s2) => s1.first().map(|&first| (first, s2.as_slice())),
            Pool::Any(stays) => stays.split_first().map(|(&first, others)| (first, others)),
        }
    }

    /// The pool once its next player is paired with its `at`th partner.
    fn without(&self, at: usize) -> Pool {
        match self {
            Pool::Halves(s1, s2) => {
                let mut s2 = s2.clone();
                s2.remove(at);
                Pool::Halves(s1[1..].to_vec(), s2)
            }
            Pool::Any(stays) => {
                let mut left = stays[1..].to_vec();
                left.remove(at);
                Pool::Any(left)
            }
        }
    }
}

/// The pairings of `pool` in its order, each passed to `then` until one
/// goes through.
fn pair_pool(
    draw: &mut Draw,
    pool: &Pool,
    chosen: &mut Vec<(Player, Player)>,
    then: &mut Then,
) -> Option<Vec<(Player, Player)>> {
    let Some((first, partners)) = pool.next() else { return then(draw, chosen) };
    for (at, &partner) in partners.iter().enumerate() {
        if !draw.may_meet(first, partner) || !draw.try_more() {
            continue;
        }
        chosen.push((first, partner));
        let found = pair_pool(draw, &pool.without(at), chosen, then);
        chosen.pop();
        if found.is_some() {
            return found;
        }
    }
    None
}
