//! The round robin: FIDE's Berger tables.
//!
//! With `n` players (one more, a bye, when `n` is odd), player `n` stays
//! put and the others `1..n-1` turn around it: in round `r` two of them,
//! `a` and `b`, meet when `a + b ≡ r + 1 (mod n - 1)`, and the one left
//! over meets player `n`. Player `n` has the Vikings in the even rounds;
//! of the others, `a` has the Vikings when `b - a (mod n - 1)` is odd.
//! This gives FIDE's tables exactly (round 1 of six: 1–6, 2–5, 3–4). A
//! double round robin plays the same rounds again with the sides swapped,
//! so each pair plays both sides.

use super::{Game, Round};

/// The rounds of a round robin of `players` entrants, single or double.
/// Fewer than two players have no rounds.
pub fn rounds(players: usize, double: bool) -> Vec<Round> {
    if players < 2 {
        return Vec::new();
    }
    let table = players + players % 2;
    let first: Vec<Round> = (1..table).map(|round| berger_round(players, table, round)).collect();
    let mut all = first.clone();
    if double {
        all.extend(first.into_iter().map(|round| Round {
            games: round.games.iter().map(|game| Game::paired(game.varangians, game.vikings)).collect(),
            bye: round.bye,
        }));
    }
    all
}

/// Round `round` (1-based) of the Berger table of `table` places, with
/// the place past `players` (if any) a bye.
fn berger_round(players: usize, table: usize, round: usize) -> Round {
    let turning = table - 1;
    // The places 1..=turning, as residues: place `turning` is residue 0.
    let target = (round + 1) % turning;
    let mut games = Vec::new();
    let mut bye = None;
    let mut meet = |vikings: usize, varangians: usize| {
        if vikings > players {
            bye = Some(varangians - 1);
        } else if varangians > players {
            bye = Some(vikings - 1);
        } else {
            games.push(Game::paired(vikings - 1, varangians - 1));
        }
    };
    // Player `table` first: it is board 1 in FIDE's tables.
    let alone = (1..=turning).find(|&a| (2 * a) % turning == target).unwrap_or(turning);
    if round.is_multiple_of(2) {
        meet(table, alone);
    } else {
        meet(alone, table);
    }
    // Then the pairs, in the order of FIDE's boards: from the one next to
    // `alone` outwards.
    for step in 1..=(turning - 1) / 2 {
        let a = residue_place(alone + turning - step, turning);
        let b = residue_place(alone + step, turning);
        if (b + turning - a) % turning % 2 == 1 {
            meet(a, b);
        } else {
            meet(b, a);
        }
    }
    Round { games, bye }
}

/// The place (1..=turning) of a number counted around the circle.
fn residue_place(value: usize, turning: usize) -> usize {
    match value % turning {
        0 => turning,
        rest => rest,
    }
}
