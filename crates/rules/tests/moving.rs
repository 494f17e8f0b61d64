//! R5–R7: how pieces move.

use crate::common::{is_legal, mv, play, position, sq, squares};
use obereg_rules::{IllegalMove, Position, Side, Square};

fn sorted(mut list: Vec<Square>) -> Vec<Square> {
    list.sort();
    list
}

#[test]
fn r5_a_piece_moves_any_number_of_empty_squares_along_a_rank_or_file() {
    let open = position("c3", "", "h8", Side::Vikings);
    let expected = squares("c1 c2 c4 c5 c6 c7 c8 c9 a3 b3 d3 e3 f3 g3 h3 i3");
    assert_eq!(sorted(open.targets(sq("c3"))), sorted(expected.clone()));
    let moves: Vec<Square> = open.legal_moves().iter().filter(|m| m.from == sq("c3")).map(|m| m.to).collect();
    assert_eq!(sorted(moves), sorted(expected));
    assert_eq!(open.check(mv("c3-d4")), Err(IllegalMove::NotStraight));
}

#[test]
fn r5_a_piece_may_not_jump_over_or_land_on_another() {
    let blocked = position("c3 c6", "f3", "h8", Side::Vikings);
    assert_eq!(sorted(blocked.targets(sq("c3"))), sorted(squares("c1 c2 c4 c5 a3 b3 d3 e3")));
    assert_eq!(blocked.check(mv("c3-c8")), Err(IllegalMove::Blocked(sq("c6"))));
    assert_eq!(blocked.check(mv("c3-g3")), Err(IllegalMove::Blocked(sq("f3"))));
    assert_eq!(blocked.check(mv("c3-c6")), Err(IllegalMove::Occupied(sq("c6"))));
    assert_eq!(blocked.check(mv("c3-f3")), Err(IllegalMove::Occupied(sq("f3"))));
    assert!(is_legal(&blocked, "c3-e3"));
}

#[test]
fn r6_the_prince_moves_at_most_three_squares() {
    let open = position("a8", "", "c3", Side::Varangians);
    let expected = squares("c1 c2 c4 c5 c6 a3 b3 d3 e3 f3");
    assert_eq!(sorted(open.targets(sq("c3"))), sorted(expected));
    assert_eq!(open.check(mv("c3-c7")), Err(IllegalMove::PrinceTooFar));
    assert_eq!(open.check(mv("c3-g3")), Err(IllegalMove::PrinceTooFar));
    assert!(is_legal(&open, "c3-c6"));
}

#[test]
fn r6_the_limit_is_the_princes_alone() {
    let open = position("a8", "c3", "h7", Side::Varangians);
    assert!(is_legal(&open, "c3-c9"), "a guard goes the whole file");
    assert!(is_legal(&open, "c3-i3"), "a guard goes the whole rank");
    let vikings = position("c3", "", "h7", Side::Vikings);
    assert!(is_legal(&vikings, "c3-c9"), "so does a Viking");
}

#[test]
fn r7_only_the_prince_stops_on_the_throne() {
    let near = position("e3", "c5", "h7", Side::Vikings);
    assert_eq!(near.check(mv("e3-e5")), Err(IllegalMove::Restricted(sq("e5"))));
    assert!(!near.targets(sq("e3")).contains(&sq("e5")));
    let guard = position("a2", "c5", "h7", Side::Varangians);
    assert_eq!(guard.check(mv("c5-e5")), Err(IllegalMove::Restricted(sq("e5"))));
    let prince = position("a2", "", "e3", Side::Varangians);
    assert!(is_legal(&prince, "e3-e5"));
}

#[test]
fn r7_only_the_prince_stops_on_an_exit() {
    let corner = position("a3 b1", "i7", "e7", Side::Vikings);
    assert_eq!(corner.check(mv("a3-a1")), Err(IllegalMove::Restricted(sq("a1"))));
    assert_eq!(corner.check(mv("b1-a1")), Err(IllegalMove::Restricted(sq("a1"))));
    let mut guard = corner;
    play(&mut guard, "b1-b2");
    assert_eq!(guard.check(mv("i7-i9")), Err(IllegalMove::Restricted(sq("i9"))));
    let prince = position("a2", "", "c9", Side::Varangians);
    assert!(is_legal(&prince, "c9-a9"));
}

#[test]
fn r7_any_piece_passes_over_the_empty_throne() {
    let viking = position("e2", "", "h7", Side::Vikings);
    assert!(is_legal(&viking, "e2-e8"));
    assert!(is_legal(&viking, "e2-e6"));
    let guard = position("a2", "b5", "h7", Side::Varangians);
    assert!(is_legal(&guard, "b5-i5"));
    assert!(is_legal(&guard, "b5-f5"));
}

#[test]
fn r7_nobody_passes_over_the_occupied_throne() {
    let viking = position("e2", "", "e5", Side::Vikings);
    assert_eq!(viking.check(mv("e2-e8")), Err(IllegalMove::Blocked(sq("e5"))));
    assert_eq!(viking.targets(sq("e2")).iter().filter(|s| s.rank() > 4 && s.file() == 4).count(), 0);
}

#[test]
fn r7_the_prince_may_return_to_the_throne() {
    let mut game = position("a2", "", "e5", Side::Varangians);
    play(&mut game, "e5-e7");
    play(&mut game, "a2-a3");
    assert!(is_legal(&game, "e7-e5"));
    play(&mut game, "e7-e5");
    assert_eq!(game.prince(), Some(Position::<9>::throne()));
}
