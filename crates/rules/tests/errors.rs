//! Every way a move or a position can be refused, each named by its own error.

use crate::common::{mv, play, position, sq};
use obereg_rules::{IllegalMove, Move, Piece, Position, PositionError, Side};

/// Plays `text` and expects `error`, with the position left as it was.
fn refused(position: &Position, text: &str, error: IllegalMove) {
    let mut after = *position;
    assert_eq!(after.play(mv(text)), Err(error), "{text} in {position}");
    assert_eq!(&after, position, "a refused move changes nothing");
    assert!(!position.legal_moves().contains(&mv(text)));
}

#[test]
fn illegal_move_game_over() {
    let mut escaped = position("e2", "", "b1", Side::Varangians);
    play(&mut escaped, "b1-a1");
    refused(&escaped, "e2-e3", IllegalMove::GameOver);
}

#[test]
fn illegal_move_off_board() {
    let start = Position::start();
    refused(&start, "j4-h4", IllegalMove::OffBoard(sq("j4")));
    refused(&start, "a4-a10", IllegalMove::OffBoard(sq("a10")));
}

#[test]
fn illegal_move_no_piece() {
    refused(&Position::start(), "c3-c4", IllegalMove::NoPiece(sq("c3")));
}

#[test]
fn illegal_move_not_your_piece() {
    let error = IllegalMove::NotYourPiece { square: sq("e3"), owner: Side::Varangians };
    refused(&Position::start(), "e3-d3", error);
    assert_eq!(error.to_string(), "the piece on e3 belongs to the varangians");
}

#[test]
fn illegal_move_not_straight() {
    refused(&Position::start(), "a4-b3", IllegalMove::NotStraight);
}

#[test]
fn illegal_move_occupied() {
    refused(&Position::start(), "a4-a5", IllegalMove::Occupied(sq("a5")));
}

#[test]
fn illegal_move_blocked() {
    refused(&Position::start(), "a5-a3", IllegalMove::Blocked(sq("a4")));
    refused(&Position::start(), "d1-d6", IllegalMove::Blocked(sq("d5")));
}

#[test]
fn illegal_move_prince_too_far() {
    refused(&position("a2", "", "c3", Side::Varangians), "c3-c7", IllegalMove::PrinceTooFar);
}

#[test]
fn illegal_move_restricted() {
    let board = position("a3", "e3", "h8", Side::Vikings);
    refused(&board, "a3-a1", IllegalMove::Restricted(sq("a1")));
    let guards = position("a3", "e3", "h8", Side::Varangians);
    refused(&guards, "e3-e5", IllegalMove::Restricted(sq("e5")));
}

#[test]
fn illegal_moves_name_their_rule() {
    for (error, rule) in [
        (IllegalMove::NotStraight, "R5"),
        (IllegalMove::Occupied(sq("a5")), "R5"),
        (IllegalMove::Blocked(sq("a4")), "R5"),
        (IllegalMove::PrinceTooFar, "R6"),
        (IllegalMove::Restricted(sq("e5")), "R7"),
    ] {
        assert!(error.to_string().contains(rule), "{error}");
    }
}

/// The start record with one rank (counted from 1) replaced.
fn start_with_rank(rank: usize, row: &str) -> String {
    let mut rows: Vec<&str> = "3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3".split('/').collect();
    rows[rank - 1] = row;
    format!("/{}/", rows.join("/"))
}

fn record_error(record: &str) -> PositionError {
    Position::<9>::from_record(record, Side::Vikings).expect_err(record)
}

#[test]
fn position_error_not_a_record() {
    assert_eq!(record_error("3ttt3/4t4"), PositionError::NotARecord);
    assert_eq!(record_error(""), PositionError::NotARecord);
}

#[test]
fn position_error_wrong_rank_count() {
    assert_eq!(record_error("/9/9/9/9/4K4/9/9/9/"), PositionError::RankCount { found: 8, expected: 9 });
    let ten = "/9/9/9/9/4K4/9/9/9/9/9/";
    assert_eq!(record_error(ten), PositionError::RankCount { found: 10, expected: 9 });
}

#[test]
fn position_error_wrong_square_count_names_the_rank() {
    let long = record_error(&start_with_rank(4, "t3T4t"));
    assert_eq!(long, PositionError::SquareCount { rank: 4, found: 10, expected: 9 });
    assert!(long.to_string().contains("rank 4"), "{long}");
    let short = record_error(&start_with_rank(7, "4T3"));
    assert_eq!(short, PositionError::SquareCount { rank: 7, found: 8, expected: 9 });
}

#[test]
fn position_error_unknown_character_names_it_and_its_rank() {
    let error = record_error(&start_with_rank(2, "4x4"));
    assert_eq!(error, PositionError::UnknownCharacter { character: 'x', rank: 2 });
    assert!(error.to_string().contains("`x`") && error.to_string().contains("rank 2"), "{error}");
}

#[test]
fn position_error_no_prince() {
    assert_eq!(record_error(&start_with_rank(5, "ttTT1TTtt")), PositionError::NoPrince);
}

#[test]
fn position_error_two_princes() {
    assert_eq!(record_error(&start_with_rank(1, "3tKt3")), PositionError::TooManyPrinces(2));
}

#[test]
fn position_problems_are_all_named_the_first_as_from_pieces_names_it() {
    let pieces = [(sq("e5"), Piece::Viking), (sq("a1"), Piece::Guard), (sq("c3"), Piece::Viking)];
    let expected = [
        PositionError::NoPrince,
        PositionError::OnRestrictedSquare(sq("a1")),
        PositionError::OnRestrictedSquare(sq("e5")),
    ];
    assert_eq!(Position::<9>::problems(pieces), expected);
    assert_eq!(Position::<9>::from_pieces(pieces, Side::Vikings), Err(PositionError::NoPrince));
    let start: obereg_rules::Setup = obereg_rules::START_RECORD.parse().unwrap();
    assert_eq!(Position::<9>::problems(start.pieces), []);
}

#[test]
fn position_error_piece_on_throne_or_exit() {
    let guard_on_throne = start_with_rank(5, "ttTTTTKtt");
    assert_eq!(record_error(&guard_on_throne), PositionError::OnRestrictedSquare(sq("e5")));
    let viking_on_exit = start_with_rank(9, "3ttt2t");
    assert_eq!(record_error(&viking_on_exit), PositionError::OnRestrictedSquare(sq("i9")));
}

#[test]
fn position_error_too_many_vikings() {
    let error = record_error(&start_with_rank(3, "t3T4"));
    assert_eq!(error, PositionError::TooManyVikings { found: 17, most: 16 });
}

#[test]
fn position_error_too_many_guards() {
    let error = record_error(&start_with_rank(3, "T3T4"));
    assert_eq!(error, PositionError::TooManyGuards { found: 9, most: 8 });
}

#[test]
fn position_error_prince_on_exit() {
    let error = record_error(&start_with_rank(5, "ttTT1TTtt").replacen("/3ttt3/", "/K2ttt3/", 1));
    assert_eq!(error, PositionError::PrinceOnExit(sq("a1")));
}

#[test]
fn position_error_from_pieces_square_used_twice_or_off_the_board() {
    let twice = [(sq("e5"), Piece::Prince), (sq("c3"), Piece::Viking), (sq("c3"), Piece::Guard)];
    assert_eq!(
        Position::<9>::from_pieces(twice, Side::Vikings),
        Err(PositionError::DoublyOccupied(sq("c3")))
    );
    let off = [(sq("e5"), Piece::Prince), (sq("j9"), Piece::Viking)];
    assert_eq!(Position::<9>::from_pieces(off, Side::Vikings), Err(PositionError::OffBoard(sq("j9"))));
}

#[test]
fn moves_off_the_board_are_refused_by_check_too() {
    let start = Position::start();
    let mv = Move { from: sq("a4"), to: sq("k4") };
    assert_eq!(start.check(mv), Err(IllegalMove::OffBoard(sq("k4"))));
}
