//! R1–R4: the board, the sides, the start, the turns.

use crate::common::{mv, play, position, sq, squares};
use obereg_rules::{IllegalMove, Piece, Position, PositionError, START_RECORD, Side, Square};

#[test]
fn r1_board_is_nine_by_nine_with_throne_in_the_centre_and_exits_in_the_corners() {
    assert_eq!(Position::<9>::throne(), sq("e5"));
    let all: Vec<Square> =
        (0..9).flat_map(|rank| (0..9).filter_map(move |file| Square::new(file, rank))).collect();
    let thrones: Vec<Square> = all.iter().copied().filter(|&s| Position::<9>::is_throne(s)).collect();
    assert_eq!(thrones, squares("e5"));
    let exits: Vec<Square> = all.iter().copied().filter(|&s| Position::<9>::is_exit(s)).collect();
    assert_eq!(exits, squares("a1 i1 a9 i9"));
    assert_eq!(sq("a1").file(), 0);
    assert_eq!(sq("a1").rank(), 0, "a1 is bottom-left: rank 1 is the first row");
    for outside in ["j1", "a10", "k11"] {
        let pieces = [(sq("e5"), Piece::Prince), (sq(outside), Piece::Viking)];
        assert_eq!(
            Position::<9>::from_pieces(pieces, Side::Vikings),
            Err(PositionError::OffBoard(sq(outside)))
        );
        assert!(!Position::<9>::is_exit(sq(outside)) && !Position::<9>::is_throne(sq(outside)));
    }
}

#[test]
fn r2_sixteen_vikings_against_the_prince_and_eight_guards() {
    let start = Position::start();
    assert_eq!(start.count(Piece::Viking), 16);
    assert_eq!(start.count(Piece::Guard), 8);
    assert_eq!(start.count(Piece::Prince), 1);
    assert_eq!(Piece::Viking.side(), Side::Vikings);
    assert_eq!(Piece::Guard.side(), Side::Varangians);
    assert_eq!(Piece::Prince.side(), Side::Varangians);
    assert_eq!(Side::Vikings.opponent(), Side::Varangians);
    assert_eq!(Side::Varangians.opponent(), Side::Vikings);
}

#[test]
fn r3_start_position() {
    let start = Position::start();
    let mut vikings: Vec<Square> = start.squares_of(Piece::Viking).collect();
    vikings.sort();
    let mut expected = squares("d1 e1 f1 e2 d9 e9 f9 e8 a4 a5 a6 b5 i4 i5 i6 h5");
    expected.sort();
    assert_eq!(vikings, expected);
    let mut guards: Vec<Square> = start.squares_of(Piece::Guard).collect();
    guards.sort();
    let mut expected = squares("e3 e4 e6 e7 c5 d5 f5 g5");
    expected.sort();
    assert_eq!(guards, expected);
    assert_eq!(start.prince(), Some(sq("e5")));
    assert_eq!(start.to_string(), "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
    assert_eq!(start.to_string(), START_RECORD);
    assert_eq!(Position::from_record(START_RECORD, Side::Vikings), Ok(start));
}

#[test]
fn r4_vikings_move_first_then_the_sides_alternate() {
    let mut game = Position::start();
    assert_eq!(game.to_move(), Side::Vikings);
    let owner = Side::Varangians;
    assert_eq!(game.check(mv("e3-d3")), Err(IllegalMove::NotYourPiece { square: sq("e3"), owner }));
    play(&mut game, "a4-a3");
    assert_eq!(game.to_move(), Side::Varangians);
    let owner = Side::Vikings;
    assert_eq!(game.check(mv("a3-a2")), Err(IllegalMove::NotYourPiece { square: sq("a3"), owner }));
    play(&mut game, "e3-d3");
    assert_eq!(game.to_move(), Side::Vikings);
    play(&mut game, "a3-a2");
    assert_eq!(game.to_move(), Side::Varangians);
}

#[test]
fn r4_passing_is_not_allowed() {
    let mut lone = position("c3", "", "g7", Side::Vikings);
    assert_eq!(lone.check(mv("c3-c3")), Err(IllegalMove::NotStraight));
    assert!(lone.legal_moves().iter().all(|m| m.from != m.to));
    let before = lone;
    assert!(lone.play(mv("c3-c3")).is_err());
    assert_eq!(lone, before);
}
