//! Properties that hold for every input: notation round-trips, parsers that
//! never panic, and invariants along random games.

use crate::common::PRINCE_LIMIT_RECORD;
use obereg_rules::{EndMark, Move, MoveRecord, Piece, Position, START_RECORD, Setup, Side, Square};
use proptest::prelude::*;

fn square() -> impl Strategy<Value = Square> {
    (0u8..11, 0u8..11).prop_map(|(file, rank)| Square::new(file, rank).expect("below the largest board"))
}

fn a_move() -> impl Strategy<Value = Move> {
    (square(), square()).prop_map(|(from, to)| Move { from, to })
}

fn move_record() -> impl Strategy<Value = MoveRecord> {
    let end =
        prop_oneof![Just(None), Just(Some(EndMark::PrinceEscaped)), Just(Some(EndMark::PrinceCaptured))];
    let captures =
        proptest::collection::btree_set(square(), 0..4).prop_map(|set| set.into_iter().collect::<Vec<_>>());
    (a_move(), any::<bool>(), captures, any::<prop::sample::Index>(), end).prop_map(
        |(mv, prince_moved, captures, prince, end)| {
            // The prince, when captured, is one of the captured squares.
            let prince_captured = (end == Some(EndMark::PrinceCaptured) && !captures.is_empty())
                .then(|| captures[prince.index(captures.len())]);
            MoveRecord { mv, prince_moved, captures, prince_captured, end }
        },
    )
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::Vikings), Just(Side::Varangians)]
}

/// Any playable 9×9 position: up to 24 pieces on random squares.
fn position() -> impl Strategy<Value = Position> {
    let piece = prop_oneof![Just(Piece::Viking), Just(Piece::Guard)];
    let others = proptest::collection::vec((0u8..81, piece), 0..24);
    (0u8..81, others, side()).prop_filter_map("not a playable position", |(prince, others, to_move)| {
        let at = |index: u8| Square::new(index % 9, index / 9).expect("on the board");
        let mut pieces = vec![(at(prince), Piece::Prince)];
        for (index, piece) in others {
            if pieces.iter().all(|&(square, _)| square != at(index)) {
                pieces.push((at(index), piece));
            }
        }
        Position::from_pieces(pieces, to_move).ok()
    })
}

/// Text made mostly of the characters notation uses, to reach deep into the parsers.
fn notation_like() -> impl Strategy<Value = String> {
    prop_oneof![any::<String>(), "[a-lKTtx0-9/+ -]{0,40}", "/[0-9tTK/]{0,60}/"]
}

proptest! {
    #[test]
    fn square_display_and_parse_round_trip(square in square()) {
        prop_assert_eq!(square.to_string().parse::<Square>(), Ok(square));
    }

    #[test]
    fn move_display_and_parse_round_trip(mv in a_move()) {
        prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
    }

    #[test]
    fn move_record_display_and_parse_round_trip(record in move_record()) {
        prop_assert_eq!(record.to_string().parse::<MoveRecord>(), Ok(record));
    }

    #[test]
    fn side_display_and_parse_round_trip(side in side()) {
        prop_assert_eq!(side.to_string().parse::<Side>(), Ok(side));
    }

    #[test]
    fn position_record_round_trip(position in position()) {
        let record = position.to_string();
        prop_assert_eq!(Position::from_record(&record, position.to_move()), Ok(position));
        let setup: Setup = record.parse().expect("a written record parses");
        prop_assert_eq!(setup.pieces.len() as u32, [Piece::Viking, Piece::Guard, Piece::Prince].map(|p| position.count(p)).iter().sum::<u32>());
    }

    #[test]
    fn parsing_any_text_never_panics(text in notation_like()) {
        let _ = text.parse::<Square>();
        let _ = text.parse::<Move>();
        let _ = text.parse::<MoveRecord>();
        let _ = text.parse::<Side>();
        let _ = text.parse::<Setup<9>>();
        let _ = text.parse::<Setup<11>>();
        let _ = Position::<9>::from_record(&text, Side::Vikings);
        let _ = Position::<11>::from_record(&text, Side::Varangians);
    }

    #[test]
    fn invariants_hold_along_random_games(choices in proptest::collection::vec(any::<u32>(), 1..200), from_start in any::<bool>()) {
        let record = if from_start { START_RECORD } else { PRINCE_LIMIT_RECORD };
        let to_move = if from_start { Side::Vikings } else { Side::Varangians };
        let mut position = Position::<9>::from_record(record, to_move).expect("a valid record");
        for choice in choices {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let before = position;
            let mv = moves[choice as usize % moves.len()];
            let played = position.play(mv).expect("a generated move is legal");
            check_move(&before, &position, mv, played.captures.len())?;
            check_restricted_squares(&position)?;
            if position.outcome().is_none() {
                // The record of a finished game holds no prince or one on an exit,
                // which no record may; every other position rebuilds exactly.
                let rebuilt = Position::from_record(&position.to_string(), position.to_move()).expect("a valid record");
                prop_assert_eq!(rebuilt.hash(), position.hash(), "incremental hash after {} in {}", mv, before);
                prop_assert_eq!(rebuilt, position);
            }
        }
    }
}

/// Counts of Vikings, guards and princes.
fn counts(position: &Position) -> [u32; 3] {
    [Piece::Viking, Piece::Guard, Piece::Prince].map(|piece| position.count(piece))
}

/// A move takes no piece of the side that made it (R10), adds none, and
/// takes as many enemies as it reports.
fn check_move(before: &Position, after: &Position, mv: Move, captured: usize) -> Result<(), TestCaseError> {
    let (old, new) = (counts(before), counts(after));
    for (piece, (old, new)) in
        [Piece::Viking, Piece::Guard, Piece::Prince].into_iter().zip(old.into_iter().zip(new))
    {
        prop_assert!(new <= old, "{:?} grew after {} in {}", piece, mv, before);
        if piece.side() == before.to_move() {
            prop_assert_eq!(new, old, "{:?} of the mover lost after {} in {}", piece, mv, before);
        }
    }
    let lost: u32 = old.iter().sum::<u32>() - new.iter().sum::<u32>();
    prop_assert_eq!(lost as usize, captured, "captures after {} in {}", mv, before);
    Ok(())
}

/// No piece but the prince on the throne or an exit (R7).
fn check_restricted_squares(position: &Position) -> Result<(), TestCaseError> {
    for name in ["e5", "a1", "i1", "a9", "i9"] {
        let square: Square = name.parse().expect("a square");
        let piece = position.piece_at(square);
        prop_assert!(
            piece.is_none() || piece == Some(Piece::Prince),
            "{:?} on {} in {}",
            piece,
            name,
            position
        );
    }
    Ok(())
}

/// The 11×11 layout of the known variants, Vikings to move.
const ELEVEN_RECORD: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

proptest! {
    #[test]
    fn move_counts_match_the_move_lists_on_both_boards(choices in proptest::collection::vec(any::<u32>(), 1..200)) {
        let mut nine = Position::<9>::start();
        let mut eleven = Position::<11>::from_record(ELEVEN_RECORD, Side::Vikings).expect("a valid record");
        for choice in choices {
            let (nine_moves, eleven_moves) = (nine.legal_moves(), eleven.legal_moves());
            prop_assert_eq!(nine.count_legal_moves(), nine_moves.len() as u64, "in {}", nine);
            prop_assert_eq!(eleven.count_legal_moves(), eleven_moves.len() as u64, "in {}", eleven);
            if nine_moves.is_empty() || eleven_moves.is_empty() {
                break;
            }
            nine.play_unchecked(nine_moves[choice as usize % nine_moves.len()]);
            eleven.play_unchecked(eleven_moves[choice as usize % eleven_moves.len()]);
        }
    }
}
