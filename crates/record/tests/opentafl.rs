//! Records written the way OpenTafl's serializer writes them: piece letters
//! (`Ke5-g5`, `xKg5`), its own tags, dates in either form, tags in any
//! order. They replay, and writing them back gives the same file.

use obereg_record::GameRecord;
use obereg_rules::{Outcome, RulesString, Side, WinReason};

/// A game OpenTafl ended by capturing the prince on g5.
const MOVES: &str = "1. b5-b4 g5-g6\n2. b4-b8 e6-d6\n3. b8-b4 f5-f4\n4. f1-h1 Ke5-g5\n5. f9-f5xKg5++\n";

fn rules() -> String {
    RulesString::obereg().to_string()
}

/// The tags as OpenTafl's serializer puts them, date first, rules last.
fn opentafl_record(date: &str) -> String {
    format!(
        "[date:{date}]\n[result:1]\n[compiler:OpenTafl]\n[time-control:5:00/30*3/0]\n\
         [time-remaining:4:32 4:41]\n[rules:{}]\n\n{MOVES}",
        rules()
    )
}

fn load(text: &str) -> GameRecord {
    GameRecord::from_otg(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn a_game_opentafl_ends_by_capturing_the_prince_replays() {
    for date in ["2026.11.30", "2026-11-30"] {
        let record = load(&opentafl_record(date));
        let outcome = record.game().outcome();
        assert!(
            matches!(
                outcome,
                Some(Outcome::Win { winner: Side::Vikings, reason: WinReason::PrinceCaptured(_) })
            ),
            "{outcome:?}"
        );
        assert_eq!(record.tag("date"), Some(date));
    }
}

#[test]
fn a_record_opentafl_wrote_is_written_back_unchanged() {
    for date in ["2026.11.30", "2026-11-30"] {
        let text = opentafl_record(date);
        assert_eq!(load(&text).to_otg(), text);
    }
}

#[test]
fn tags_in_any_order_are_kept_in_their_order() {
    let text = format!("[rules:{}]\n[compiler:OpenTafl]\n[result:1]\n[date:2026-11-30]\n\n{MOVES}", rules());
    assert_eq!(load(&text).to_otg(), text);
}

#[test]
fn the_prince_letters_are_written_as_opentafl_writes_them() {
    let plain = MOVES.replace("Ke5-g5", "e5-g5").replace("xKg5", "xg5");
    let written = load(&format!("[rules:{}]\n\n{plain}", rules())).to_otg();
    assert!(written.ends_with(MOVES), "{written}");
}

#[test]
fn values_obereg_does_not_need_are_kept_verbatim() {
    for (tag, value) in [("date", "30 November 2026"), ("date", ""), ("result", "1-0"), ("compiler", "x:y")] {
        let result = if tag == "result" { String::new() } else { "[result:?]\n".to_string() };
        let text = format!("[{tag}:{value}]\n{result}[rules:{}]\n\n1. b5-b4 g5-g6\n", rules());
        let record = load(&text);
        assert_eq!(record.tag(tag), Some(value));
        assert_eq!(record.to_otg(), text, "{tag}:{value}");
    }
}

#[test]
fn a_result_that_is_no_code_gives_way_to_the_result_of_the_moves() {
    let text = format!("[result:1-0]\n[rules:{}]\n\n{MOVES}", rules());
    assert!(load(&text).to_otg().starts_with("[result:1]\n"));
}

#[test]
fn a_tag_obereg_does_not_replay_may_come_twice() {
    let text = format!("[date:2026.11.30]\n[date:2026-11-30]\n[result:1]\n[rules:{}]\n\n{MOVES}", rules());
    assert_eq!(load(&text).to_otg(), text);
}

/// A game saved by OpenTafl itself: its rules string gives the start as
/// `starti:` (rows in reverse order), each turn ends with a space and is
/// followed by an empty commentary `[|]`, as in OpenTafl's own saved games.
fn opentafl_save(result: &str, moves: &str) -> String {
    let rules = "dim:9 name:Obereg surf:n atkf:y ks:c spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1, \
                 cenp:tcnkmgTCNKMG corh:tcnkmgTCNKMG cenh:tcnkmg cenhe:tcnkmgTCNKMG \
                 starti:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
    let turns: String = moves.lines().map(|turn| format!("{turn} \n[|]\n\n")).collect();
    format!(
        "[date:2026.11.30]\n[result:{result}]\n[compiler:OpenTafl]\n[time-control:600 0/0 5i]\n\
         [time-remaining:563 0/0, 571 0/0]\n[rules:{rules}]\n\n{turns}"
    )
}

#[test]
fn a_game_opentafl_saved_with_an_inverted_start_replays() {
    let record = load(&opentafl_save("1", MOVES));
    assert!(
        matches!(record.game().outcome(), Some(Outcome::Win { winner: Side::Vikings, .. })),
        "{:?}",
        record.game().outcome()
    );
    assert!(record.tag("rules").is_some_and(|rules| rules.contains(" starti:/")), "kept as read");
    let clock = record.clock().expect("its clock");
    let left = clock.left(Side::Varangians, std::time::Duration::ZERO);
    assert_eq!(left, std::time::Duration::from_secs(571));
}

#[test]
fn a_win_opentafl_wrote_as_decided_off_the_board_loads_and_is_written_back_as_it_was() {
    // A resignation or a loss on time, as OpenTafl saves it: the result, moves that do not end the game.
    for (code, winner) in [("1", Side::Vikings), ("-1", Side::Varangians)] {
        let text = opentafl_save(code, "1. b5-b4 g5-g6\n2. b4-b8 e6-d6");
        let record = load(&text);
        let decided = Outcome::Win { winner, reason: WinReason::OffTheBoard };
        assert_eq!(record.game().outcome(), Some(decided), "[result:{code}]");
        let written = record.to_otg();
        assert!(written.contains(&format!("\n[result:{code}]\n")), "{written}");
        assert!(!written.contains("obereg-ended"), "no tag of obereg's added: {written}");
        assert_eq!(load(&written).game().outcome(), Some(decided));
    }
}

#[test]
fn opentafls_overtime_clock_is_named_as_one_obereg_does_not_keep() {
    let with_control = |control: &str| {
        let text = opentafl_save("?", "1. b5-b4 g5-g6").replace("600 0/0 5i", control);
        load(&text)
    };
    // Main time with three 3-second overtime periods, as in OpenTafl's files.
    let overtime = with_control("20 3/3");
    assert_eq!(overtime.clock(), None);
    assert_eq!(overtime.clock_not_kept(), Some("20 3/3"));
    assert_eq!(with_control("600 0/0 5i").clock_not_kept(), None, "kept");
    assert_eq!(with_control("0 0/0 0i").clock_not_kept(), None, "untimed");
    assert_eq!(load(&format!("[rules:{}]\n\n{MOVES}", rules())).clock_not_kept(), None, "no clock");
}
