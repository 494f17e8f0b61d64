//! Berger tables, and a round robin's crosstable and tie-breaks against
//! a computation written again here from the games.

use std::collections::{BTreeMap, BTreeSet};

use obereg_tournament::standing::{self, TieBreaks};
use obereg_tournament::{Game, Outcome, Round, round_robin};

use super::random_cases::{CASES, for_random_cases};

/// The games of a round as (Vikings, Varangians) pairing numbers (1-based).
fn boards(round: &Round) -> Vec<(usize, usize)> {
    round.games.iter().map(|game| (game.vikings + 1, game.varangians + 1)).collect()
}

#[test]
fn six_players_follow_fides_berger_table() {
    // FIDE's Berger table for 5 or 6 players, white (the Vikings) first.
    let fide = [
        vec![(1, 6), (2, 5), (3, 4)],
        vec![(6, 4), (5, 3), (1, 2)],
        vec![(2, 6), (3, 1), (4, 5)],
        vec![(6, 5), (1, 4), (2, 3)],
        vec![(3, 6), (4, 2), (5, 1)],
    ];
    let rounds = round_robin::rounds(6, false);
    assert_eq!(rounds.iter().map(boards).collect::<Vec<_>>(), fide);
    assert!(rounds.iter().all(|round| round.bye.is_none()));
}

#[test]
fn four_and_eight_players_follow_fides_berger_tables() {
    let four = [vec![(1, 4), (2, 3)], vec![(4, 3), (1, 2)], vec![(2, 4), (3, 1)]];
    assert_eq!(round_robin::rounds(4, false).iter().map(boards).collect::<Vec<_>>(), four);
    let eight = round_robin::rounds(8, false);
    assert_eq!(boards(&eight[0]), [(1, 8), (2, 7), (3, 6), (4, 5)]);
    assert_eq!(boards(&eight[1]), [(8, 5), (6, 4), (7, 3), (1, 2)]);
    assert_eq!(boards(&eight[6]), [(4, 8), (5, 3), (6, 2), (7, 1)]);
}

#[test]
fn an_odd_round_robin_gives_each_player_one_bye() {
    let rounds = round_robin::rounds(5, false);
    assert_eq!(rounds.len(), 5);
    let byes: BTreeSet<usize> = rounds.iter().filter_map(|round| round.bye).collect();
    assert_eq!(byes, (0..5).collect());
    assert!(rounds.iter().all(|round| round.games.len() == 2));
}

#[test]
fn every_pair_meets_once_and_twice_in_a_double_with_both_sides() {
    for players in 2..=12 {
        let single = round_robin::rounds(players, false);
        let mut met = BTreeMap::new();
        for game in single.iter().flat_map(|round| &round.games) {
            *met.entry((game.vikings.min(game.varangians), game.vikings.max(game.varangians)))
                .or_insert(0) += 1;
        }
        assert_eq!(met.len(), players * (players - 1) / 2, "{players} players");
        assert!(met.values().all(|&count| count == 1));
        let double = round_robin::rounds(players, true);
        let mut sides = BTreeSet::new();
        for game in double.iter().flat_map(|round| &round.games) {
            assert!(
                sides.insert((game.vikings, game.varangians)),
                "{players}: a pair twice with the same sides"
            );
        }
        assert_eq!(sides.len(), players * (players - 1));
        // Each player's sides differ by at most one over a single cycle.
        for player in 0..players {
            let vikings = single.iter().flat_map(|r| &r.games).filter(|g| g.vikings == player).count();
            let varangians = single.iter().flat_map(|r| &r.games).filter(|g| g.varangians == player).count();
            assert!(vikings.abs_diff(varangians) <= 1, "{players}: player {player} {vikings}/{varangians}");
        }
    }
}

/// The rounds with an outcome drawn for every game.
fn played(rng: &mut fastrand::Rng, players: usize, double: bool) -> Vec<Round> {
    let outcomes = [Outcome::Vikings, Outcome::Varangians, Outcome::Draw];
    round_robin::rounds(players, double)
        .into_iter()
        .map(|round| Round {
            games: round
                .games
                .iter()
                .map(|game| Game { outcome: Some(outcomes[rng.usize(..3)]), ..*game })
                .collect(),
            bye: round.bye,
        })
        .collect()
}

#[test]
fn a_round_robins_crosstable_and_tie_breaks_match_a_computation_from_the_games() {
    for_random_cases(CASES, |rng| {
        let players = rng.usize(2..=8);
        let double = rng.bool();
        let rounds = played(rng, players, double);
        // Written again: scores as f64 from a list of (a, b, a's score).
        let mut results: Vec<(usize, usize, f64)> = Vec::new();
        let mut byes = vec![0.0; players];
        for round in &rounds {
            if let Some(bye) = round.bye {
                byes[bye] += 1.0;
            }
            for game in &round.games {
                let score = match game.outcome.unwrap() {
                    Outcome::Vikings => 1.0,
                    Outcome::Varangians => 0.0,
                    Outcome::Draw => 0.5,
                };
                results.push((game.vikings, game.varangians, score));
                results.push((game.varangians, game.vikings, 1.0 - score));
            }
        }
        let total: Vec<f64> = (0..players)
            .map(|p| byes[p] + results.iter().filter(|r| r.0 == p).map(|r| r.2).sum::<f64>())
            .collect();
        let sb: Vec<f64> = (0..players)
            .map(|p| results.iter().filter(|r| r.0 == p).map(|r| r.2 * total[r.1]).sum())
            .collect();
        let direct: Vec<f64> = (0..players)
            .map(|p| results.iter().filter(|r| r.0 == p && total[r.1] == total[p]).map(|r| r.2).sum())
            .collect();
        let mut order: Vec<usize> = (0..players).collect();
        order.sort_by(|&a, &b| {
            (total[b], direct[b], sb[b]).partial_cmp(&(total[a], direct[a], sb[a])).unwrap().then(a.cmp(&b))
        });

        let table = standing::table(players, &rounds, TieBreaks::RoundRobin);
        assert_eq!(table.iter().map(|line| line.player).collect::<Vec<_>>(), order);
        for line in &table {
            let p = line.player;
            assert_eq!(f64::from(line.points) / 2.0, total[p]);
            assert_eq!(f64::from(line.sonneborn_berger) / 4.0, sb[p]);
            assert_eq!(f64::from(line.direct) / 2.0, direct[p]);
            let side = |vikings: bool| -> f64 {
                let games = rounds.iter().flat_map(|r| &r.games);
                games
                    .filter(|g| if vikings { g.vikings == p } else { g.varangians == p })
                    .map(|g| match (g.outcome.unwrap(), vikings) {
                        (Outcome::Draw, _) => 0.5,
                        (Outcome::Vikings, true) | (Outcome::Varangians, false) => 1.0,
                        _ => 0.0,
                    })
                    .sum()
            };
            assert_eq!(f64::from(line.as_vikings) / 2.0, side(true));
            assert_eq!(f64::from(line.as_varangians) / 2.0, side(false));
        }
        let cross = standing::crosstable(players, &rounds);
        for (a, row) in cross.iter().enumerate() {
            for (b, cell) in row.iter().enumerate() {
                let mine: Vec<f64> = results.iter().filter(|r| r.0 == a && r.1 == b).map(|r| r.2).collect();
                let told: Vec<f64> = cell.iter().map(|&h| f64::from(h) / 2.0).collect();
                assert_eq!(told, mine, "{a} against {b}");
            }
        }
    });
}
