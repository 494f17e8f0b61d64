//! The die variant (V2): rolls (D1), moves for a roll under both readings
//! (D2), passes (D3), the plain game's captures and ends (D4), perft with
//! fixed rolls against the rules reference's table, and the fast move
//! generation against the slow reference on random positions and rolls.

use crate::common::{mv, position, prince_captured_on, sq};
use crate::reference::Board;
use crate::reference::die::{moves_for_roll, perft_with_rolls as reference_perft};
use crate::reference::random::{self, Rng};
use obereg_rules::{
    DieRefusal, IllegalMove, Move, Position, Reading, Roll, Side, divide_with_rolls, perft_with_rolls,
};

fn roll(pips: u8) -> Roll {
    Roll::new(pips).expect("a roll from 1 to 6")
}

fn rolls(list: &[u8]) -> Vec<Roll> {
    list.iter().map(|&pips| roll(pips)).collect()
}

#[test]
fn d1_a_roll_is_one_to_six() {
    assert_eq!(Roll::ALL.map(Roll::pips), [1, 2, 3, 4, 5, 6]);
    assert_eq!(Roll::new(0), None);
    assert_eq!(Roll::new(7), None);
    assert_eq!("4".parse::<Roll>(), Ok(roll(4)));
    for bad in ["0", "7", "-1", "four", ""] {
        assert!(bad.parse::<Roll>().is_err(), "{bad}");
    }
    assert_eq!("exact".parse::<Reading>(), Ok(Reading::Exact));
    assert_eq!("up-to".parse::<Reading>(), Ok(Reading::UpTo));
    assert!("upto".parse::<Reading>().is_err());
    assert_eq!(Reading::default(), Reading::Exact);
    assert_eq!(Reading::UpTo.to_string(), "up-to");
}

/// A Viking on b2 with an open rank, the prince on e6 with open lines.
fn open_board(to_move: Side) -> Position {
    position("b2", "h8", "e6", to_move)
}

fn sorted(mut moves: Vec<Move>) -> Vec<String> {
    moves.sort();
    moves.iter().map(Move::to_string).collect()
}

#[test]
fn d2_exact_goes_exactly_the_roll() {
    let vikings = open_board(Side::Vikings);
    assert_eq!(sorted(vikings.legal_moves_for_roll(roll(3), Reading::Exact)), ["b2-e2", "b2-b5"]);
    // Six squares: one along the rank, one along the file.
    assert_eq!(sorted(vikings.legal_moves_for_roll(roll(6), Reading::Exact)), ["b2-h2", "b2-b8"]);
    assert_eq!(
        vikings.check_for_roll(mv("b2-b4"), roll(3), Reading::Exact),
        Err(DieRefusal::Distance { roll: roll(3), distance: 2, reading: Reading::Exact })
    );
    assert_eq!(vikings.check_for_roll(mv("b2-b5"), roll(3), Reading::Exact), Ok(()));
}

#[test]
fn d2_exact_moves_the_prince_only_on_one_to_three() {
    let varangians = open_board(Side::Varangians);
    let prince_moves = |pips| {
        varangians
            .legal_moves_for_roll(roll(pips), Reading::Exact)
            .into_iter()
            .filter(|m| m.from == sq("e6"))
            .count()
    };
    assert_eq!([1, 2, 3, 4, 5, 6].map(prince_moves), [4, 4, 4, 0, 0, 0]);
    assert_eq!(
        varangians.check_for_roll(mv("e6-e4"), roll(4), Reading::Exact),
        Err(DieRefusal::PrinceRests(roll(4)))
    );
    assert_eq!(
        varangians.check_for_roll(mv("e6-e2"), roll(4), Reading::Exact),
        Err(DieRefusal::Illegal(IllegalMove::PrinceTooFar))
    );
}

#[test]
fn d2_up_to_goes_at_most_the_roll_and_the_prince_at_most_three() {
    let vikings = open_board(Side::Vikings);
    let up_to = |pips| vikings.legal_moves_for_roll(roll(pips), Reading::UpTo).len();
    // b2 reaches a2, c2…i2, b1 and b3…b9: all but i2 and b9, seven away.
    assert_eq!(vikings.legal_moves().len(), 16);
    assert_eq!(up_to(6), 14);
    assert_eq!(up_to(1), 4);
    let varangians = open_board(Side::Varangians);
    let prince = |pips| {
        varangians
            .legal_moves_for_roll(roll(pips), Reading::UpTo)
            .into_iter()
            .filter(|m| m.from == sq("e6"))
            .count()
    };
    assert_eq!([1, 2, 3, 4, 5, 6].map(prince), [4, 8, 12, 12, 12, 12]);
    assert_eq!(
        vikings.check_for_roll(mv("b2-b6"), roll(3), Reading::UpTo),
        Err(DieRefusal::Distance { roll: roll(3), distance: 4, reading: Reading::UpTo })
    );
}

#[test]
fn d2_plain_rules_still_hold_under_the_die() {
    // R7: a Viking crosses the empty throne but may not stop on it.
    let vikings = position("e3", "a5", "b8", Side::Vikings);
    assert_eq!(
        vikings.check_for_roll(mv("e3-e5"), roll(2), Reading::Exact),
        Err(DieRefusal::Illegal(IllegalMove::Restricted(sq("e5"))))
    );
    assert_eq!(vikings.check_for_roll(mv("e3-e6"), roll(3), Reading::Exact), Ok(()));
    // R5: no jumping, whatever the roll.
    let blocked = position("e3 e4", "a5", "b8", Side::Vikings);
    assert_eq!(
        blocked.check_for_roll(mv("e3-e6"), roll(3), Reading::Exact),
        Err(DieRefusal::Illegal(IllegalMove::Blocked(sq("e4"))))
    );
}

#[test]
fn d3_no_move_for_the_roll_passes_the_turn() {
    let start = Position::start();
    for pips in [5, 6] {
        assert!(start.passes_with(roll(pips), Reading::Exact), "no Viking moves {pips} at the start");
        assert_eq!(perft_with_rolls(&start, &rolls(&[pips]), Reading::Exact), 1);
        let lines = divide_with_rolls(&start, &rolls(&[pips, 1]), Reading::Exact);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].0, None, "the pass is the only line");
        assert_eq!(lines[0].1, perft_with_rolls(&start.passed(), &rolls(&[1]), Reading::Exact));
    }
    assert!(!start.passes_with(roll(4), Reading::Exact));
    assert!(!start.passes_with(roll(6), Reading::UpTo));
    // The passed position is the same pieces with the other side to move.
    assert_eq!(start.passed().to_move(), Side::Varangians);
    assert_eq!(start.passed().passed(), start);
}

#[test]
fn d3_a_side_with_no_move_at_all_loses_rather_than_passes() {
    // The lone Viking a2 is walled in by guards on a3 and b2: R14, whatever the roll.
    let walled = position("a2", "a3 b2", "e6", Side::Vikings);
    assert!(walled.outcome().is_some());
    for pips in 1..=6 {
        assert!(!walled.passes_with(roll(pips), Reading::Exact));
        assert_eq!(perft_with_rolls(&walled, &rolls(&[pips, 1]), Reading::Exact), 0);
        assert!(divide_with_rolls(&walled, &rolls(&[pips]), Reading::UpTo).is_empty());
    }
}

#[test]
fn d4_captures_and_wins_are_the_plain_games() {
    // A Viking moving exactly 2 to d5 takes the guard on d6 against d7 (R8).
    let mut capture = position("b5 d7", "d6", "h2", Side::Vikings);
    capture.check_for_roll(mv("b5-d5"), roll(2), Reading::Exact).expect("two squares");
    assert_eq!(capture.play(mv("b5-d5")).expect("legal").captures, [sq("d6")]);
    // The prince escapes to a corner with a roll of exactly 2 (R12).
    let escape = position("e4", "", "a3", Side::Varangians);
    assert!(escape.legal_moves_for_roll(roll(2), Reading::Exact).contains(&mv("a3-a1")));
    // The Vikings capture the prince by custodian capture with the roll's length (R11c, R13).
    let mut hunt = position("c3 c6", "", "c4", Side::Vikings);
    hunt.check_for_roll(mv("c6-c5"), roll(1), Reading::Exact).expect("one square");
    assert_eq!(hunt.play(mv("c6-c5")).expect("legal").outcome, prince_captured_on("c4"));
}

const TABLE: [(&[u8], Reading, [u64; 4]); 9] = [
    (&[1, 1, 1, 1], Reading::Exact, [24, 392, 10_072, 189_856]),
    (&[2, 3, 4, 5], Reading::Exact, [24, 360, 2_472, 2_672]),
    (&[3, 1, 6, 2], Reading::Exact, [16, 248, 248, 3_672]),
    (&[4, 4, 4, 4], Reading::Exact, [8, 64, 440, 3_032]),
    (&[6, 6, 6, 6], Reading::Exact, [1, 1, 1, 1]),
    (&[2, 3, 4, 5], Reading::UpTo, [48, 2_256, 161_368, 8_917_792]),
    (&[3, 1, 6, 2], Reading::UpTo, [64, 1_024, 74_240, 2_471_744]),
    (&[4, 4, 4, 4], Reading::UpTo, [72, 3_944, 280_008, 15_161_368]),
    (&[6, 6, 6, 6], Reading::UpTo, [72, 3_944, 284_472, 15_769_768]),
];

#[test]
fn d1_d4_perft_with_fixed_rolls_matches_the_reference_table() {
    let start = Position::start();
    for (list, reading, expected) in TABLE {
        let all = rolls(list);
        let counts = [1, 2, 3, 4].map(|depth| perft_with_rolls(&start, &all[..depth], reading));
        assert_eq!(counts, expected, "rolls {list:?} {reading}");
    }
}

#[test]
fn d1_d4_divide_with_rolls_sums_to_perft() {
    let start = Position::start();
    for (list, reading, _) in TABLE {
        let all = rolls(&list[..3]);
        let lines = divide_with_rolls(&start, &all, reading);
        let total: u64 = lines.iter().map(|(_, count)| count).sum();
        assert_eq!(total, perft_with_rolls(&start, &all, reading), "rolls {list:?} {reading}");
    }
}

/// The slow reference agrees with the table, so agreeing with it means something.
#[test]
fn d1_d4_the_reference_matches_the_table_to_depth_3() {
    let start = Board::from_position(&Position::start());
    for (list, reading, expected) in TABLE {
        let exact = reading == Reading::Exact;
        let counts = [1, 2, 3].map(|depth| reference_perft(&start, &list[..depth], exact));
        assert_eq!(counts, expected[..3], "rolls {list:?} {reading}");
    }
}

/// Compares the moves for every roll and reading, the passes and a short
/// perft with random rolls in `position`; returns how many turns passed.
fn compare_rolls(position: &Position, rng: &mut Rng) -> usize {
    let board = Board::from_position(position);
    let mut passes = 0;
    for reading in [Reading::Exact, Reading::UpTo] {
        let exact = reading == Reading::Exact;
        for pips in 1..=6 {
            let mut fast = position.legal_moves_for_roll(roll(pips), reading);
            fast.sort();
            let mut slow = moves_for_roll(&board, pips, exact);
            slow.sort();
            assert_eq!(fast, slow, "moves for {pips} {reading} in {position} {}", position.to_move());
            let passes_here = board.outcome().is_none() && slow.is_empty();
            assert_eq!(position.passes_with(roll(pips), reading), passes_here);
            passes += usize::from(passes_here);
            for mv in slow {
                assert_eq!(position.check_for_roll(mv, roll(pips), reading), Ok(()), "{mv}");
            }
        }
        let list: Vec<u8> = (0..2).map(|_| 1 + rng.below(6) as u8).collect();
        let fast = perft_with_rolls(position, &rolls(&list), reading);
        assert_eq!(fast, reference_perft(&board, &list, exact), "perft {list:?} {reading} in {position}");
    }
    passes
}

#[test]
fn d1_d4_moves_for_rolls_match_the_reference_on_random_positions() {
    let mut rng = Rng::new(0x0D1E_0D1E);
    let mut positions = random::playouts(&mut rng, 10, 150);
    positions.extend((0..1_500).map(|_| random::crowded(&mut rng)));
    positions.extend((0..300).map(|_| random::walled_in(&mut rng)));
    let mut passes = 0;
    for position in &positions {
        passes += compare_rolls(position, &mut rng);
    }
    assert!(positions.len() >= 3_000, "{}", positions.len());
    assert!(passes >= 500, "only {passes} passes met");
}
