//! R11: capturing the prince: four on the throne, three beside it, two elsewhere.

use crate::common::{captures_of, play, position, prince_captured_on, sq, squares};
use obereg_rules::{Piece, Side};

#[test]
fn r11a_the_prince_on_the_throne_is_captured_by_four_vikings() {
    let mut board = position("d5 f5 e6 e2", "", "e5", Side::Vikings);
    let played = play(&mut board, "e2-e4");
    assert_eq!(played.captures, squares("e5"));
    assert_eq!(played.outcome, prince_captured_on("e5"));
    assert_eq!(board.prince(), None);
    assert_eq!(board.prince_captured_at(), Some(sq("e5")));
}

#[test]
fn r11a_three_vikings_around_the_throne_are_not_enough() {
    let three = position("d5 f5 e2", "", "e5", Side::Vikings);
    assert_eq!(captures_of(&three, "e2-e4"), squares(""), "e6 is empty");
    let guard = position("d5 f5 e2", "e6", "e5", Side::Vikings);
    assert_eq!(captures_of(&guard, "e2-e4"), squares(""), "a guard on e6 does not help");
}

#[test]
fn r11b_the_prince_beside_the_throne_is_captured_by_the_three_others() {
    let mut board = position("c5 d6 b4", "", "d5", Side::Vikings);
    let played = play(&mut board, "b4-d4");
    assert_eq!(played.captures, squares("d5"));
    assert_eq!(played.outcome, prince_captured_on("d5"));
}

#[test]
fn r11b_beside_the_throne_two_vikings_and_the_empty_throne_are_not_enough() {
    let line = position("a5", "", "d5", Side::Vikings);
    assert_eq!(captures_of(&line, "a5-c5"), squares(""), "the empty throne does not press like a Viking");
    let two = position("c5 b4", "", "d5", Side::Vikings);
    assert_eq!(captures_of(&two, "b4-d4"), squares(""), "d6 is empty");
    let guard = position("c5 b4", "d6", "d5", Side::Vikings);
    assert_eq!(captures_of(&guard, "b4-d4"), squares(""), "a guard on d6 does not help");
}

#[test]
fn r11b_a_guard_beside_the_throne_is_captured_by_two() {
    let board = position("a5", "d5", "h8", Side::Vikings);
    assert_eq!(captures_of(&board, "a5-c5"), squares("d5"), "unlike the prince");
}

#[test]
fn r11c_the_prince_away_from_the_throne_is_captured_by_two_vikings() {
    let mut board = position("b3 d1", "", "c3", Side::Vikings);
    let played = play(&mut board, "d1-d3");
    assert_eq!(played.captures, squares("c3"));
    assert_eq!(played.outcome, prince_captured_on("c3"));
    let two_away = position("c5 g2", "", "g5", Side::Vikings);
    assert_eq!(captures_of(&two_away, "g2-g4"), squares(""), "g6 is empty");
}

#[test]
fn r11c_the_prince_is_captured_against_a_corner_exit() {
    let mut board = position("c3", "", "b1", Side::Vikings);
    let played = play(&mut board, "c3-c1");
    assert_eq!(played.outcome, prince_captured_on("b1"));
    let mut file = position("a5", "", "a8", Side::Vikings);
    assert_eq!(play(&mut file, "a5-a7").outcome, prince_captured_on("a8"), "a9 is the exit beyond him");
}

#[test]
fn r11c_the_board_edge_does_not_capture_the_prince() {
    let board = position("b7", "", "a5", Side::Vikings);
    assert_eq!(captures_of(&board, "b7-b5"), squares(""));
}

#[test]
fn r11_the_viking_that_moved_must_be_one_of_those_around_him() {
    let enclosed = position("b3 d3 h9", "", "c3", Side::Vikings);
    assert_eq!(captures_of(&enclosed, "h9-h8"), squares(""), "c3 was enclosed before the move");
    let throne = position("d5 f5 e4 e6 a2", "", "e5", Side::Vikings);
    assert_eq!(captures_of(&throne, "a2-a3"), squares(""), "four around the throne, none moved");
}

#[test]
fn r11_guards_never_capture_the_prince() {
    let board = position("h9", "b3 d1", "c3", Side::Varangians);
    assert_eq!(captures_of(&board, "d1-d3"), squares(""));
    let viking_and_guard = position("d1", "b3", "c3", Side::Vikings);
    assert_eq!(captures_of(&viking_and_guard, "d1-d3"), squares(""), "a guard beyond him is no anvil");
}

#[test]
fn r11_capturing_the_prince_also_takes_guards_the_same_move_encloses() {
    let mut board = position("b3 d1", "d4", "c3", Side::Vikings);
    let played = play(&mut board, "d1-d3");
    assert_eq!(played.captures, squares("c3"), "d5 beyond d4 is empty");
    let mut both = position("b3 d1 d5", "d4", "c3", Side::Vikings);
    let played = play(&mut both, "d1-d3");
    assert_eq!(played.captures, squares("c3 d4"));
    assert_eq!(played.outcome, prince_captured_on("c3"));
    assert_eq!(both.count(Piece::Guard), 0);
}
