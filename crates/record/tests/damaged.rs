//! Damaged, hand-edited and foreign records: each fails with the line, the
//! turn and what is wrong, and OpenTafl's own forms load.

use crate::games::record_after;
use obereg_record::{GameRecord, Problem, RecordError, VariationFault};
use obereg_rules::{IllegalMove, RulesError, Side};

/// Six plies; the turns stand on lines 7, 8 and 9.
fn sample() -> String {
    record_after(&["a4-a3", "c5-c4", "d9-d7", "g5-g6", "d7-d8", "g6-g7"]).to_otg()
}

fn error_of(text: &str) -> RecordError {
    GameRecord::from_otg(text).expect_err("a damaged record")
}

#[test]
fn an_empty_file_is_refused() {
    for text in ["", "\n", "  \n\n\t"] {
        assert_eq!(error_of(text).problem, Problem::Empty);
    }
}

#[test]
fn garbage_bytes_are_refused_with_their_line() {
    let error = GameRecord::from_bytes(&[0xff, 0xfe, 0x00, 0x9c, b'[']).unwrap_err();
    assert_eq!(error.problem, Problem::NotText(0));
    let mut bytes = sample().into_bytes();
    bytes.splice(120..120, [0xc3, 0x28]);
    assert!(matches!(GameRecord::from_bytes(&bytes).unwrap_err().problem, Problem::NotText(120)));
    let with_nul = sample().replace("2. d9-d7", "2. d9\0-d7");
    assert_eq!(error_of(&with_nul).line, Some(8));
}

#[test]
fn a_file_cut_in_the_middle_of_a_move_is_truncated_at_its_turn() {
    let text = sample();
    let cut = &text[..text.len() - 4];
    let error = error_of(cut);
    assert_eq!((error.line, error.turn), (Some(9), Some(3)), "{error}");
    assert_eq!(error.problem, Problem::Truncated("a move".to_string()));
}

#[test]
fn a_file_cut_in_the_tags_is_truncated() {
    let text = sample();
    let cut = &text[..text.find("start:").unwrap()];
    let error = error_of(cut);
    assert_eq!(error.line, Some(5));
    assert_eq!(error.problem, Problem::Truncated("a tag".to_string()));
}

#[test]
fn a_file_cut_anywhere_never_panics_and_never_loads_as_more_than_it_holds() {
    let text = sample();
    for end in 0..text.len() {
        if let Ok(record) = GameRecord::from_otg(&text[..end]) {
            let game = record.game();
            assert!(game.depth(game.current()) <= 6);
        }
    }
}

#[test]
fn an_illegal_move_names_its_turn_line_and_rule() {
    let text = sample().replace("3. d7-d8", "3. d7-d2");
    let error = error_of(&text);
    assert_eq!((error.line, error.turn), (Some(9), Some(3)));
    assert!(matches!(
        error.problem,
        Problem::Illegal { side: Side::Vikings, reason: IllegalMove::Blocked(_), .. }
    ));
    assert!(error.to_string().starts_with("line 9, turn 3: the vikings' move d7-d2 is illegal"), "{error}");
}

#[test]
fn a_move_for_the_wrong_side_is_named() {
    let error = error_of(&sample().replace("2. d9-d7 g5-g6", "2. g5-g6 d9-d7"));
    assert_eq!((error.line, error.turn), (Some(8), Some(2)));
    assert!(matches!(error.problem, Problem::WrongSide { side: Side::Vikings, owner: Side::Varangians, .. }));
}

#[test]
fn rules_other_than_obereg_are_refused_naming_the_entry() {
    let error = error_of(&sample().replace("ks:c", "ks:y"));
    assert_eq!(error.line, Some(5));
    assert!(matches!(error.problem, Problem::Rules(RulesError::NotObereg { ref key, .. }) if key == "ks"));
    let no_rules: String =
        sample().lines().filter(|l| !l.starts_with("[rules:")).map(|l| format!("{l}\n")).collect();
    assert_eq!(error_of(&no_rules).problem, Problem::MissingRules);
}

#[test]
fn bad_tags_are_refused_with_their_line() {
    let cases = [
        ("[result:?]", "[result ?]", Problem::BadTag("[result ?]".into())),
        ("[result:?]", "[result:?]\n[result:1]", Problem::DuplicateTag("result".into())),
    ];
    for (from, to, problem) in cases {
        let error = error_of(&sample().replacen(from, to, 1));
        assert_eq!(error.problem, problem, "{to}");
        assert!(error.line.is_some_and(|line| line <= 5), "{to}: {error}");
    }
}

#[test]
fn broken_notation_and_turn_numbers_are_named() {
    let cases = [
        ("2. d9-d7", "2. d9d7", Some(2)),
        ("2. d9-d7", "4. d9-d7", Some(2)),
        ("2. d9-d7 g5-g6", "2. d9-d7 g5-g6 a3-a2", Some(2)),
        ("1. a4-a3 c5-c4", "1. a4-a3\n", Some(1)),
        ("a4-a3", "a4-a3xa2", Some(1)),
        ("a4-a3", "a4-a3++", Some(1)),
    ];
    for (from, to, turn) in cases {
        let error = error_of(&sample().replacen(from, to, 1));
        assert_eq!(error.turn, turn, "{to}: {error}");
        assert!(error.line.is_some(), "{to}");
    }
}

#[test]
fn a_result_the_moves_contradict_is_refused() {
    // The Vikings capture the prince on g5; the tag gives the win to the Varangians.
    let moves = ["b5-b4", "g5-g6", "b4-b8", "e6-d6", "b8-b4", "f5-f4", "f1-h1", "e5-g5", "f9-f5"];
    let text = record_after(&moves).to_otg();
    let error = error_of(&text.replace("[result:1]", "[result:-1]"));
    assert_eq!(error.line, Some(4));
    assert!(matches!(error.problem, Problem::ResultMismatch { .. }), "{error}");
}

#[test]
fn opentafl_form_loads_tags_reordered_rules_shortened_commentary_and_marks() {
    let text = "[rules:dim:9 ks:c surf:n spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1, \
                start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/]\n\
                [compiler:OpenTafl]\n[time-control:600 3:30]\n[date:2016.04.02]\n[result:?]\n\n\
                1. a4-a3 c5-c4\n[A quiet start.|The guard steps aside,\nleaving the prince room.]\n\
                2. d9-d7 c4-c2-\n3. d7-d8+ c2-c3\n";
    let record = GameRecord::from_otg(text).expect("OpenTafl's form");
    assert_eq!(record.game().depth(record.game().current()), 6);
    assert_eq!(record.tag("compiler"), Some("OpenTafl"));
    let again = record.to_otg();
    assert!(again.starts_with("[rules:dim:9 ks:c surf:n spd:-1"), "{again}");
    assert_eq!(GameRecord::from_otg(&again).unwrap().to_otg(), again, "stable once written");
}

#[test]
fn an_unclosed_comment_is_a_cut_file() {
    let error = error_of(&format!("{}[a comment that never ends", sample()));
    assert_eq!(error.problem, Problem::Truncated("a comment".into()));
}

/// The sample with `lines` after its second turn (line 8): they start on line 9.
fn with_variation(lines: &str) -> String {
    sample().replace("2. d9-d7 g5-g6\n", &format!("2. d9-d7 g5-g6\n{lines}"))
}

#[test]
fn an_illegal_move_in_a_variation_names_its_turn_line_and_rule() {
    // After 1. a4-a3 c5-c4 the guard has left c5.
    let error = error_of(&with_variation("2a.1.1a. d9-d8 c5-c3\n"));
    assert_eq!((error.line, error.turn), (Some(9), Some(2)), "{error}");
    let reason = IllegalMove::NoPiece("c5".parse().unwrap());
    assert!(
        matches!(error.problem, Problem::Illegal { side: Side::Varangians, reason: r, .. } if r == reason)
    );
    let error = error_of(&with_variation("2a.1.1a. d9-d8 e7-g7\n2a.1.2a. a5-a6\n"));
    assert_eq!((error.line, error.turn), (Some(10), Some(3)), "{error}");
    assert!(matches!(error.problem, Problem::Illegal { side: Side::Vikings, .. }), "{error}");
}

#[test]
fn damaged_variation_lines_say_what_is_wrong() {
    let cases = [
        ("2a.x.1a. d9-d8\n", VariationFault::NotAnAddress),
        ("5a.1.1a. d9-d8\n", VariationFault::NoBranch),
        ("2a.2.1a. d9-d8\n", VariationFault::OutOfOrder("2a.1.1a".into())),
        ("2a.1.2a. d9-d8\n", VariationFault::OutOfOrder("2a.1.1a".into())),
        ("2a.1.1a. d9-d8 g5-g7\n2a.1.3a. d8-d9\n", VariationFault::OutOfOrder("2a.1.2a".into())),
        ("2a.1.1a. d9-d7\n", VariationFault::Repeats("d9-d7".parse().unwrap())),
        ("2a.1.1a. d9-d8 .....\n", VariationFault::Padding),
        ("2b.1.1a. ..... ..... g5-g7\n", VariationFault::Padding),
        ("2a.1.1a.\n", VariationFault::NoMove),
        ("2a.1.1a. d9-d8 g5-g7\n2a.1.1a.1.1a. e7-g7\n", VariationFault::OutOfOrder("2a.1.1a.1.1b".into())),
        ("2a.1.1a. d9-d8\n2a.1.1a.1.1a. ..... e7-g7\n", VariationFault::NothingBeside),
    ];
    for (lines, fault) in cases {
        let error = error_of(&with_variation(lines));
        let Problem::Variation { fault: found, .. } = &error.problem else { panic!("{lines}: {error}") };
        assert_eq!((found, error.line.is_some()), (&fault, true), "{lines}: {error}");
        assert!(error.to_string().contains("the variation `"), "{error}");
    }
    let extra = error_of(&with_variation("2a.1.1a. d9-d8 g5-g7 d8-d9\n"));
    assert_eq!(extra.problem, Problem::ExtraMove("d8-d9".into()));
    let beside_nothing = error_of(&format!("{}3a.1.1a.1.1a. e2-e1\n", sample()));
    assert_eq!(
        beside_nothing.problem,
        Problem::Variation { address: "3a.1.1a.1.1a.".into(), fault: VariationFault::NoBranch }
    );
}

/// The record read from `text`, with the problems of the tags it dropped.
fn dropped_from(text: &str) -> (GameRecord, Vec<RecordError>) {
    let record = GameRecord::from_otg(text).expect("the record loads");
    let dropped = record.dropped_tags().to_vec();
    (record, dropped)
}

#[test]
fn a_cursor_tag_naming_no_position_is_dropped_with_its_line() {
    let plain = GameRecord::from_otg(&sample()).unwrap();
    for address in ["7a", "2a.1.1a", "2a.1.1a.1.2a", "x"] {
        let text = sample().replace("]\n\n1.", &format!("]\n[obereg-current:{address}]\n\n1."));
        let (record, dropped) = dropped_from(&text);
        assert_eq!(dropped.len(), 1, "{address}");
        assert_eq!(dropped[0].line, Some(6), "{}", dropped[0]);
        assert!(matches!(&dropped[0].problem, Problem::UnknownPosition { address: a, .. } if a == address));
        assert_eq!(record.game().current(), plain.game().current(), "play goes on at the end");
        assert_eq!(record.to_otg(), sample(), "written back without the tag");
    }
    let agreed = sample().replace("]\n\n1.", "]\n[obereg-agreed:1b 9a]\n\n1.");
    let (record, dropped) = dropped_from(&agreed);
    assert!(
        matches!(&dropped[..], [RecordError { problem: Problem::UnknownPosition { address, .. }, .. }] if address == "9a")
    );
    assert!(record.to_otg().contains("[obereg-agreed:1b]"), "the address that names a position stays");
    // Redo leads on from where play goes on, never elsewhere.
    let text = with_variation("2a.1.1a. d9-d8\n")
        .replace("]\n\n1.", "]\n[obereg-current:2b]\n[obereg-redo:2a.1.1a]\n\n1.");
    let (record, dropped) = dropped_from(&text);
    assert!(
        matches!(&dropped[..], [RecordError { problem: Problem::UnknownPosition { tag, .. }, .. }] if tag == "obereg-redo")
    );
    assert!(!record.to_otg().contains("obereg-redo"));
}

#[test]
fn a_record_without_dropped_tags_says_so() {
    assert!(GameRecord::from_otg(&sample()).unwrap().dropped_tags().is_empty());
}

#[test]
fn a_variation_file_cut_anywhere_never_panics() {
    let text = with_variation("2a.1.1a. d9-d8 e7-g7\n2a.1.1a.1.1a. ..... g5-g7\n2a.1.2a. d8-d9\n");
    assert!(GameRecord::from_otg(&text).is_ok(), "the whole file loads");
    for end in 0..text.len() {
        if let Err(error) = GameRecord::from_otg(&text[..end]) {
            assert!(!error.to_string().is_empty());
        }
    }
}

#[test]
fn a_record_saved_by_a_windows_editor_loads() {
    let edited = format!("\u{feff}{}", sample().replace('\n', "\r\n"));
    let record = GameRecord::from_bytes(edited.as_bytes()).expect("line breaks and mark of another system");
    assert_eq!(record.to_otg(), sample());
}
