//! A Swiss of nine over four rounds against pairings worked by hand from
//! the rules of `swiss/mod.rs`, and the rules kept over random results.

use std::collections::BTreeSet;

use obereg_tournament::standing::{self, TieBreaks};
use obereg_tournament::{Game, Outcome, Round, swiss};

use super::random_cases::{CASES, for_random_cases};

/// A round from (Vikings, Varangians, outcome) in pairing numbers
/// (1-based) and the bye's.
fn round(games: &[(usize, usize, Outcome)], bye: usize) -> Round {
    Round {
        games: games
            .iter()
            .map(|&(v, w, outcome)| Game { vikings: v - 1, varangians: w - 1, outcome: Some(outcome) })
            .collect(),
        bye: Some(bye - 1),
    }
}

/// The round as paired, without outcomes, in pairing numbers.
fn paired(round: &Round) -> (Vec<(usize, usize)>, Option<usize>) {
    (round.games.iter().map(|g| (g.vikings + 1, g.varangians + 1)).collect(), round.bye.map(|b| b + 1))
}

#[test]
fn a_swiss_of_nine_over_four_rounds_pairs_as_worked_by_hand() {
    use Outcome::{Draw, Varangians as Var, Vikings as Vik};
    let everyone: Vec<usize> = (0..9).collect();
    // Round 1: one group; the bye to 9; S1 1–4 against S2 5–8; player 1
    // the Vikings on board 1, the sides alternating down the boards.
    // Round 2 (1, 2, 8, 9 on 1 point; 3, 7 on ½; 4, 5, 6 on 0): the bye
    // to 6; 1–8 and 2–9; 3 and 7 met, so both float to 4 and 5: 3–4,
    // 7–5. Sides: 1 and 8 both had the Vikings, the higher (1) gets its
    // wish; 7 and 5 both want the Vikings, 7 is higher.
    // Round 3 (1: 2; 2, 9: 1½; 4, 5, 6, 8: 1; 3, 7: ½): the bye to 7;
    // 1 floats, meets 2, 9 floats to the group of 1 point: S1 9, 4 against
    // S2 5, 6, 8 floats to 3. Sides: 5 (Varangians twice) absolutely wants
    // the Vikings over 9's strong wish; 6 strongly wants the Varangians
    // over 4's mild wish; 8 (Vikings twice) the Varangians.
    // Round 4 (1: 2½; 2, 5, 6, 8: 2; 7, 9: 1½; 4: 1; 3: ½): the bye to 3;
    // 1 floats into 2, 5, 6, 8, whose lowest (8) floats: S1 1, 2 against
    // S2 5, 6, but 1 met 5, so 1–6, 2–5; 8–7; 9 floats to 4.
    let worked = [
        (vec![(1, 5, Vik), (6, 2, Var), (3, 7, Draw), (8, 4, Vik)], 9),
        (vec![(8, 1, Var), (2, 9, Draw), (4, 3, Vik), (7, 5, Var)], 6),
        (vec![(1, 2, Draw), (5, 9, Vik), (4, 6, Var), (3, 8, Var)], 7),
        (vec![(6, 1, Vik), (2, 5, Draw), (7, 8, Vik), (9, 4, Var)], 3),
    ];
    let mut rounds: Vec<Round> = Vec::new();
    for (games, bye) in worked {
        let expected = round(&games, bye);
        let next = swiss::pair(9, &everyone, &rounds);
        assert_eq!(paired(&next), paired(&expected), "round {}", rounds.len() + 1);
        rounds.push(expected);
    }
    // The table after four rounds, by points then Buchholz cut-1: 6 on 3
    // (opponents 2: 2½, the bye: 0, 4: 2, 1: 2½ → 7 less 0, 14 halves);
    // 1, 2, 5 and 7 on 2½ with Buchholz 8 (1: 10 less 2), 8 (2: 9½ less
    // 1½), 7½ (5: 9 less 1½) and 6 (7: 6 less the bye).
    let table = standing::table(9, &rounds, TieBreaks::Swiss);
    let top: Vec<(usize, u32, u32)> =
        table[..5].iter().map(|l| (l.player + 1, l.points, l.buchholz_cut1)).collect();
    assert_eq!(top, [(6, 6, 14), (1, 5, 16), (2, 5, 16), (5, 5, 15), (7, 5, 12)]);
    assert_eq!((table[0].as_vikings, table[0].as_varangians), (2, 2));
}

#[test]
fn a_swiss_never_pairs_twice_and_gives_each_bye_to_someone_without_one() {
    for_random_cases(CASES / 4, |rng| {
        let players = rng.usize(3..=16);
        let count = (players - 1).min(rng.usize(1..=6));
        let everyone: Vec<usize> = (0..players).collect();
        let outcomes = [Outcome::Vikings, Outcome::Varangians, Outcome::Draw];
        let mut rounds: Vec<Round> = Vec::new();
        let mut met = BTreeSet::new();
        for _ in 0..count.min(players / 2) {
            let mut next = swiss::pair(players, &everyone, &rounds);
            assert_eq!(next.games.len(), players / 2);
            assert_eq!(next.bye.is_some(), players % 2 == 1);
            if let Some(bye) = next.bye {
                assert!(rounds.iter().all(|round| round.bye != Some(bye)), "a second bye for {bye}");
                let points = standing::points(players, &rounds);
                let without: Vec<usize> =
                    everyone.iter().copied().filter(|p| rounds.iter().all(|r| r.bye != Some(*p))).collect();
                let lowest = without.iter().map(|&p| points[p]).min().unwrap();
                assert!(points[bye] <= lowest + 4, "the bye to {bye} on {} halves", points[bye]);
            }
            let mut seen = BTreeSet::new();
            for game in &mut next.games {
                assert!(seen.insert(game.vikings) && seen.insert(game.varangians));
                assert!(met.insert((game.vikings.min(game.varangians), game.vikings.max(game.varangians))));
                game.outcome = Some(outcomes[rng.usize(..3)]);
            }
            rounds.push(next);
        }
        for player in 0..players {
            let sides: Vec<bool> = rounds
                .iter()
                .flat_map(|r| &r.games)
                .filter_map(|g| {
                    (g.vikings == player).then_some(true).or((g.varangians == player).then_some(false))
                })
                .collect();
            let vikings = sides.iter().filter(|&&v| v).count();
            assert!(vikings.abs_diff(sides.len() - vikings) <= 2, "player {player}: {sides:?}");
        }
    });
}
