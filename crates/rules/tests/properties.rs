//! Properties that hold for every input: notation round-trips, parsers that
//! never panic, and invariants along random games.

use std::collections::BTreeSet;

use crate::common::PRINCE_LIMIT_RECORD;
use crate::random_cases::{CASES, any_text, for_random_cases, text_of};
use fastrand::Rng;
use obereg_rules::{EndMark, Move, MoveRecord, Piece, Position, START_RECORD, Setup, Side, Square};

fn square(rng: &mut Rng) -> Square {
    Square::new(rng.u8(0..11), rng.u8(0..11)).expect("below the largest board")
}

fn a_move(rng: &mut Rng) -> Move {
    Move { from: square(rng), to: square(rng) }
}

fn move_record(rng: &mut Rng) -> MoveRecord {
    let end = [None, Some(EndMark::PrinceEscaped), Some(EndMark::PrinceCaptured)][rng.usize(..3)];
    let captures: Vec<Square> =
        (0..rng.usize(..4)).map(|_| square(rng)).collect::<BTreeSet<_>>().into_iter().collect();
    // The prince, when captured, is one of the captured squares.
    let prince_captured = (end == Some(EndMark::PrinceCaptured) && !captures.is_empty())
        .then(|| captures[rng.usize(..captures.len())]);
    MoveRecord { mv: a_move(rng), prince_moved: rng.bool(), captures, prince_captured, end }
}

fn side(rng: &mut Rng) -> Side {
    if rng.bool() { Side::Vikings } else { Side::Varangians }
}

/// Any playable 9×9 position: up to 24 pieces on random squares.
fn position(rng: &mut Rng) -> Position {
    let at = |index: u8| Square::new(index % 9, index / 9).expect("on the board");
    loop {
        let mut pieces = vec![(at(rng.u8(0..81)), Piece::Prince)];
        for _ in 0..rng.usize(..24) {
            let (square, piece) = (at(rng.u8(0..81)), if rng.bool() { Piece::Viking } else { Piece::Guard });
            if pieces.iter().all(|&(taken, _)| taken != square) {
                pieces.push((square, piece));
            }
        }
        if let Ok(position) = Position::from_pieces(pieces, side(rng)) {
            return position;
        }
    }
}

/// Text made mostly of the characters notation uses, to reach deep into the parsers.
fn notation_like(rng: &mut Rng) -> String {
    match rng.u8(..3) {
        0 => any_text(rng, 40),
        1 => text_of(rng, "abcdefghijklKTtx0123456789/+ -", 40),
        _ => format!("/{}/", text_of(rng, "0123456789tTK/", 60)),
    }
}

#[test]
fn square_display_and_parse_round_trip() {
    for_random_cases(CASES, |rng| {
        let square = square(rng);
        assert_eq!(square.to_string().parse::<Square>(), Ok(square));
    });
}

#[test]
fn move_display_and_parse_round_trip() {
    for_random_cases(CASES, |rng| {
        let mv = a_move(rng);
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
    });
}

#[test]
fn move_record_display_and_parse_round_trip() {
    for_random_cases(CASES, |rng| {
        let record = move_record(rng);
        assert_eq!(record.to_string().parse::<MoveRecord>(), Ok(record));
    });
}

#[test]
fn side_display_and_parse_round_trip() {
    for_random_cases(CASES, |rng| {
        let side = side(rng);
        assert_eq!(side.to_string().parse::<Side>(), Ok(side));
    });
}

#[test]
fn position_record_round_trip() {
    for_random_cases(CASES, |rng| {
        let position = position(rng);
        let record = position.to_string();
        assert_eq!(Position::from_record(&record, position.to_move()), Ok(position));
        let setup: Setup = record.parse().expect("a written record parses");
        assert_eq!(setup.pieces.len() as u32, counts(&position).iter().sum::<u32>());
    });
}

#[test]
fn parsing_any_text_never_panics() {
    for_random_cases(CASES, |rng| {
        let text = notation_like(rng);
        let _ = text.parse::<Square>();
        let _ = text.parse::<Move>();
        let _ = text.parse::<MoveRecord>();
        let _ = text.parse::<Side>();
        let _ = text.parse::<Setup<9>>();
        let _ = text.parse::<Setup<11>>();
        let _ = Position::<9>::from_record(&text, Side::Vikings);
        let _ = Position::<11>::from_record(&text, Side::Varangians);
    });
}

#[test]
fn invariants_hold_along_random_games() {
    for_random_cases(CASES, |rng| {
        let from_start = rng.bool();
        let record = if from_start { START_RECORD } else { PRINCE_LIMIT_RECORD };
        let to_move = if from_start { Side::Vikings } else { Side::Varangians };
        let mut position = Position::<9>::from_record(record, to_move).expect("a valid record");
        for _ in 0..rng.usize(1..200) {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let before = position;
            let mv = moves[rng.usize(..moves.len())];
            let played = position.play(mv).expect("a generated move is legal");
            check_move(&before, &position, mv, played.captures.len());
            check_restricted_squares(&position);
            if position.outcome().is_none() {
                // The record of a finished game holds no prince or one on an exit,
                // which no record may; every other position rebuilds exactly.
                let rebuilt =
                    Position::from_record(&position.to_string(), position.to_move()).expect("a valid record");
                assert_eq!(rebuilt.hash(), position.hash(), "incremental hash after {mv} in {before}");
                assert_eq!(rebuilt, position);
            }
        }
    });
}

/// Counts of Vikings, guards and princes.
fn counts(position: &Position) -> [u32; 3] {
    [Piece::Viking, Piece::Guard, Piece::Prince].map(|piece| position.count(piece))
}

/// A move takes no piece of the side that made it (R10), adds none, and
/// takes as many enemies as it reports.
fn check_move(before: &Position, after: &Position, mv: Move, captured: usize) {
    let (old, new) = (counts(before), counts(after));
    for (piece, (old, new)) in
        [Piece::Viking, Piece::Guard, Piece::Prince].into_iter().zip(old.into_iter().zip(new))
    {
        assert!(new <= old, "{piece:?} grew after {mv} in {before}");
        if piece.side() == before.to_move() {
            assert_eq!(new, old, "{piece:?} of the mover lost after {mv} in {before}");
        }
    }
    let lost: u32 = old.iter().sum::<u32>() - new.iter().sum::<u32>();
    assert_eq!(lost as usize, captured, "captures after {mv} in {before}");
}

/// No piece but the prince on the throne or an exit (R7).
fn check_restricted_squares(position: &Position) {
    for name in ["e5", "a1", "i1", "a9", "i9"] {
        let square: Square = name.parse().expect("a square");
        let piece = position.piece_at(square);
        assert!(piece.is_none() || piece == Some(Piece::Prince), "{piece:?} on {name} in {position}");
    }
}

/// The 11×11 layout of the known variants, Vikings to move.
const ELEVEN_RECORD: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

#[test]
fn move_counts_match_the_move_lists_on_both_boards() {
    for_random_cases(CASES, |rng| {
        let mut nine = Position::<9>::start();
        let mut eleven = Position::<11>::from_record(ELEVEN_RECORD, Side::Vikings).expect("a valid record");
        for _ in 0..rng.usize(1..200) {
            let (nine_moves, eleven_moves) = (nine.legal_moves(), eleven.legal_moves());
            assert_eq!(nine.count_legal_moves(), nine_moves.len() as u64, "in {nine}");
            assert_eq!(eleven.count_legal_moves(), eleven_moves.len() as u64, "in {eleven}");
            if nine_moves.is_empty() || eleven_moves.is_empty() {
                break;
            }
            let choice = rng.usize(..);
            nine.play_unchecked(nine_moves[choice % nine_moves.len()]);
            eleven.play_unchecked(eleven_moves[choice % eleven_moves.len()]);
        }
    });
}
