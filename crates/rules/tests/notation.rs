//! OTN move records as OpenTafl writes them: the prince's letter `K` before
//! his square when he moves and when he is captured.

use crate::common::{mv, play, position, sq};
use obereg_rules::{EndMark, MoveRecord, Side};

fn record(text: &str) -> MoveRecord {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_prince_move_is_written_with_his_letter() {
    let mut board = position("b1", "", "e5", Side::Varangians);
    let played = play(&mut board, "e5-e8");
    assert_eq!(MoveRecord::new(mv("e5-e8"), &played).to_string(), "Ke5-e8");
}

#[test]
fn a_captured_prince_is_written_with_his_letter() {
    let mut board = position("d6 e7 f4", "", "e6", Side::Vikings);
    let played = play(&mut board, "f4-f6");
    assert_eq!(MoveRecord::new(mv("f4-f6"), &played).to_string(), "f4-f6xKe6++");
}

#[test]
fn only_the_prince_among_several_captured_pieces_has_the_letter() {
    let mut board = position("b5 d6 d4 c7", "c6", "d5", Side::Vikings);
    let played = play(&mut board, "b5-c5");
    assert_eq!(MoveRecord::new(mv("b5-c5"), &played).to_string(), "b5-c5xKd5/c6++");
}

#[test]
fn opentafl_records_with_piece_letters_are_read() {
    let prince = record("Ke5-e8");
    assert!(prince.prince_moved);
    assert_eq!(prince.mv, mv("e5-e8"));
    let captured = record("b5-c5xKd5/b4++");
    assert_eq!(captured.captures, vec![sq("d5"), sq("b4")]);
    assert_eq!(captured.prince_captured, Some(sq("d5")));
    assert_eq!(captured.end, Some(EndMark::PrinceCaptured));
    assert_eq!(record("f4-f6xKe6++").prince_captured, Some(sq("e6")));
    assert_eq!(record("td9-d6xTc6/Te6").captures, vec![sq("c6"), sq("e6")], "letters of plain pieces too");
}

#[test]
fn records_with_letters_read_back_as_written() {
    for text in ["Ke5-e8", "f4-f6xKe6++", "b5-c5xKd5/b4++", "Kd5-d7xc7--", "d9-d6xc6/e6"] {
        assert_eq!(record(text).to_string(), text);
    }
}

#[test]
fn a_letter_in_the_wrong_place_or_twice_is_refused() {
    for text in ["e5K-e8", "f4-f6xKe6/Kd6++", "f4-f6xe6K", "Kf4-f6xKKe6"] {
        assert!(text.parse::<MoveRecord>().is_err(), "{text}");
    }
}
