//! OTN rules strings: Obereg's own, OpenTafl's shortened forms, and strings
//! that describe other games.

use obereg_rules::{OberegRules, Position, RulesError, RulesString};

#[test]
fn obereg_rules_string_describes_obereg_from_the_start() {
    let rules = RulesString::obereg().check_obereg().expect("Obereg's own string is Obereg");
    assert_eq!(rules.start, Position::start());
    assert!(rules.repetition_draw);
}

#[test]
fn rules_string_round_trips_through_text() {
    let text = RulesString::obereg().to_string();
    assert_eq!(text.parse::<RulesString>().unwrap().to_string(), text);
}

#[test]
fn opentafl_form_with_defaults_left_out_and_entries_reordered_is_obereg() {
    let text = "dim:9 spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1, ks:c surf:n tfr:i \
                start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
    let rules = text.parse::<RulesString>().unwrap().check_obereg().expect("defaults fill the rest");
    assert!(!rules.repetition_draw, "tfr:i switches R15 off");
}

/// The start as OpenTafl's saved games give it: `starti:`, the rows in
/// reverse order (here a start with one Viking moved, so the order shows).
#[test]
fn an_inverted_start_is_read_with_its_rows_in_reverse_order() {
    let plain = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/8t/3ttt3/";
    let inverted = "/3ttt3/8t/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
    let obereg = RulesString::obereg().to_string();
    let with = |entry: &str| {
        let text = obereg.replace(&format!("start:{}", Position::<9>::START_RECORD), entry);
        text.parse::<RulesString>().unwrap().check_obereg().unwrap_or_else(|e| panic!("{entry}: {e}")).start
    };
    let expected = with(&format!("start:{plain}"));
    assert_eq!(with(&format!("starti:{inverted}")), expected);
    assert_ne!(with(&format!("start:{inverted}")), expected, "the two records differ");
}

#[test]
fn opentafl_saved_game_rules_with_starti_are_obereg() {
    // In the order and form OpenTafl's rules serializer writes them: defaults left out, `starti:` last.
    let text = "dim:9 name:Obereg surf:n atkf:y ks:c spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1, \
                cenp:tcnkmgTCNKMG corh:tcnkmgTCNKMG cenh:tcnkmg cenhe:tcnkmgTCNKMG \
                starti:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
    let rules = text.parse::<RulesString>().unwrap().check_obereg().expect("OpenTafl's form of Obereg");
    assert_eq!(rules.start, Position::start());
}

fn refusal(text: &str) -> RulesError {
    text.parse::<RulesString>().unwrap().check_obereg().expect_err("not Obereg")
}

#[test]
fn other_games_are_refused_naming_the_entry() {
    let obereg = RulesString::obereg().to_string();
    for (from, to, key) in [
        ("dim:9", "dim:11", "dim"),
        ("ks:c", "ks:y", "ks"),
        ("esc:c", "esc:e", "esc"),
        (",3,", ",-1,", "spd"),
        ("cens:K", "cens:KT", "cens"),
    ] {
        match refusal(&obereg.replace(from, to)) {
            RulesError::NotObereg { key: named, .. } => assert_eq!(named, key),
            other => panic!("{to}: expected NotObereg, got {other:?}"),
        }
    }
}

#[test]
fn rules_string_without_start_or_with_a_bad_entry_is_refused() {
    assert_eq!(
        refusal("dim:9 ks:c surf:n spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1"),
        RulesError::Missing("start")
    );
    assert!(matches!("dim:9 nonsense".parse::<RulesString>(), Err(RulesError::BadEntry(_))));
    assert!(matches!(
        refusal(&RulesString::obereg().to_string().replace("/3ttt3/4t4/", "/3tKt3/4t4/")),
        RulesError::Start(_)
    ));
}

/// V1: the 11×11 string names `dim:11` and its start, reads back as the
/// 11×11 start, and is refused as a 9×9 game (and the other way round).
#[test]
fn v1_rules_string_of_the_11x11_board() {
    let eleven = RulesString::obereg_on::<11>();
    let text = eleven.to_string();
    assert!(text.starts_with("dim:11 name:Obereg-11 "), "{text}");
    assert!(text.ends_with(" start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/"));
    assert_eq!(eleven.board_side(), Ok(11));
    let rules: OberegRules<11> = eleven.check_obereg_on().expect("the 11×11 string is Obereg");
    assert_eq!(rules.start, Position::<11>::initial());
    assert!(matches!(eleven.check_obereg(), Err(RulesError::NotObereg { key, .. }) if key == "dim"));
    assert!(matches!(RulesString::obereg().check_obereg_on::<11>(), Err(RulesError::NotObereg { .. })));
    assert_eq!(RulesString::obereg().board_side(), Ok(9));
    let thirteen: RulesString = text.replace("dim:11", "dim:13").parse().unwrap();
    assert!(matches!(thirteen.board_side(), Err(RulesError::NotObereg { key, .. }) if key == "dim"));
}
