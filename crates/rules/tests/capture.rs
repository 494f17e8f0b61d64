//! R8–R10: custodial capture, hostile squares, and why moving into a trap is safe.

use crate::common::{captures_of, play, position, sq, squares};
use obereg_rules::{Piece, Side};

#[test]
fn r8_a_piece_between_the_mover_and_an_enemy_is_captured() {
    let board = position("b3 d1", "c3", "g7", Side::Vikings);
    let mut after = board;
    assert_eq!(play(&mut after, "d1-d3").captures, squares("c3"));
    assert_eq!(after.piece_at(sq("c3")), None);
    assert_eq!(after.count(Piece::Guard), 0);
    let guards = position("c3 g7", "b3 d1", "h2", Side::Varangians);
    assert_eq!(captures_of(&guards, "d1-d3"), squares("c3"), "guards capture Vikings the same way");
}

#[test]
fn r8_one_move_captures_several_pieces() {
    let board = position("c1 a3 e3 c5", "b3 d3 c4", "h8", Side::Vikings);
    assert_eq!(captures_of(&board, "c1-c3"), squares("b3 d3 c4"));
    let two = position("c1 a3 c5", "b3 d3 c4", "h8", Side::Vikings);
    assert_eq!(captures_of(&two, "c1-c3"), squares("b3 c4"), "d3 has a free square beyond");
}

#[test]
fn r8_diagonal_enclosure_never_captures() {
    let board = position("b2 d1", "c3", "h8", Side::Vikings);
    assert_eq!(captures_of(&board, "d1-d4"), squares(""), "b2 and d4 enclose c3 only diagonally");
    let corners = position("b4 d2 b2 e4", "c3", "h8", Side::Vikings);
    assert_eq!(captures_of(&corners, "e4-d4"), squares(""));
}

#[test]
fn r8_the_board_edge_is_not_hostile() {
    let edge = position("b5 d2", "a4 b1", "h8", Side::Vikings);
    assert_eq!(captures_of(&edge, "b5-b4"), squares(""), "a4 has only the edge beside it");
    assert_eq!(captures_of(&edge, "d2-b2"), squares(""), "b1 has only the edge below it");
}

#[test]
fn r8_a_piece_already_enclosed_stays_until_a_move_arrives_next_to_it() {
    let mut game = position("e3 g3 a8", "f3 i6", "h8", Side::Vikings);
    assert_eq!(play(&mut game, "a8-a7").captures, squares(""), "a move far away takes nothing");
    assert_eq!(game.piece_at(sq("f3")), Some(Piece::Guard));
    play(&mut game, "i6-i7");
    assert_eq!(play(&mut game, "g3-g2").captures, squares(""), "leaving the enclosure takes nothing");
    play(&mut game, "i7-i6");
    assert_eq!(play(&mut game, "g2-g3").captures, squares("f3"), "closing it again captures");
}

#[test]
fn r8_arriving_next_to_an_enclosed_piece_off_its_line_does_not_capture() {
    let board = position("e3 g3 f1", "f3", "h8", Side::Vikings);
    assert_eq!(captures_of(&board, "f1-f2"), squares(""), "f4 beyond f3 is empty");
}

#[test]
fn r9_an_enemy_piece_is_hostile_and_a_friendly_one_is_not() {
    let enemy = position("b3 d1", "c3", "h8", Side::Vikings);
    assert_eq!(captures_of(&enemy, "d1-d3"), squares("c3"));
    let friend = position("d1", "b3 c3", "h8", Side::Vikings);
    assert_eq!(captures_of(&friend, "d1-d3"), squares(""));
}

#[test]
fn r9_an_exit_is_hostile_to_guards() {
    let board = position("c3", "b1", "h8", Side::Vikings);
    assert_eq!(captures_of(&board, "c3-c1"), squares("b1"));
}

#[test]
fn r9_an_exit_is_hostile_to_vikings() {
    let board = position("i2", "g3", "e6", Side::Varangians);
    assert_eq!(captures_of(&board, "g3-i3"), squares("i2"));
}

#[test]
fn r9_the_empty_throne_is_hostile_to_guards() {
    let board = position("c3", "d5", "h8", Side::Vikings);
    assert_eq!(captures_of(&board, "c3-c5"), squares("d5"));
}

#[test]
fn r9_the_empty_throne_is_hostile_to_vikings() {
    let board = position("e4", "c3", "h8", Side::Varangians);
    assert_eq!(captures_of(&board, "c3-e3"), squares("e4"));
}

#[test]
fn r9_the_throne_holding_the_prince_is_hostile_to_vikings() {
    let board = position("e4", "c3", "e5", Side::Varangians);
    assert_eq!(captures_of(&board, "c3-e3"), squares("e4"), "the prince on it is armed");
}

#[test]
fn r9_the_throne_holding_the_prince_is_not_hostile_to_guards() {
    let board = position("c3", "d5", "e5", Side::Vikings);
    assert_eq!(captures_of(&board, "c3-c5"), squares(""));
}

#[test]
fn r9_the_armed_prince_captures_as_the_hammer() {
    let board = position("c3", "b3", "d1", Side::Varangians);
    assert_eq!(captures_of(&board, "d1-d3"), squares("c3"), "against a guard");
    let exit = position("b1", "", "c3", Side::Varangians);
    assert_eq!(captures_of(&exit, "c3-c1"), squares("b1"), "against an exit");
}

#[test]
fn r9_the_armed_prince_captures_as_the_anvil() {
    let board = position("c3", "d1", "b3", Side::Varangians);
    assert_eq!(captures_of(&board, "d1-d3"), squares("c3"));
}

#[test]
fn r10_moving_between_two_enemies_is_safe() {
    let mut board = position("b3 d3", "c1", "h8", Side::Varangians);
    assert_eq!(play(&mut board, "c1-c3").captures, squares(""));
    assert_eq!(board.piece_at(sq("c3")), Some(Piece::Guard));
    let mut viking = position("c1", "b3 d3", "h8", Side::Vikings);
    assert_eq!(play(&mut viking, "c1-c3").captures, squares(""));
    assert_eq!(viking.piece_at(sq("c3")), Some(Piece::Viking));
}

#[test]
fn r10_moving_between_an_enemy_and_an_exit_or_the_empty_throne_is_safe() {
    let mut exit = position("c1", "b3", "h8", Side::Varangians);
    assert_eq!(play(&mut exit, "b3-b1").captures, squares(""));
    assert_eq!(exit.piece_at(sq("b1")), Some(Piece::Guard));
    let mut throne = position("c5", "d2", "h8", Side::Varangians);
    assert_eq!(play(&mut throne, "d2-d5").captures, squares(""));
    assert_eq!(throne.piece_at(sq("d5")), Some(Piece::Guard));
}

#[test]
fn r10_the_prince_may_move_between_two_vikings() {
    let mut board = position("b3 d3", "", "c1", Side::Varangians);
    assert_eq!(play(&mut board, "c1-c3").outcome, None);
    assert_eq!(board.prince(), Some(sq("c3")));
}

#[test]
fn r10_a_move_never_captures_a_piece_of_the_side_that_moved() {
    let guards = position("b3", "c3 d1", "h8", Side::Varangians);
    assert_eq!(captures_of(&guards, "d1-d3"), squares(""), "c3 is a guard, b3 beyond it a Viking");
    let vikings = position("c3 d1", "b3", "h8", Side::Vikings);
    assert_eq!(captures_of(&vikings, "d1-d3"), squares(""), "c3 is a Viking, b3 beyond it a guard");
}
