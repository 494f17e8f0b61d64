//! Clocks and the endings the moves do not show (a clock run out, a
//! resignation) saved in the record and read back.

use std::time::Duration;

use crate::games::{new_record, record_after};
use obereg_record::GameRecord;
use obereg_rules::{Clock, DrawReason, Outcome, Side, TimeControl, WinReason};

#[test]
fn the_clocks_are_saved_as_opentafl_tags_and_restored_stopped() {
    let mut record = record_after(&["a4-a3"]);
    let mut clock = Clock::new("10+5".parse::<TimeControl>().unwrap());
    clock.start(Side::Vikings, Duration::ZERO);
    clock.moved(Side::Vikings, Duration::from_secs(20));
    record.set_clock(&clock, Duration::from_millis(30_400));
    let text = record.to_otg();
    assert!(text.contains("[time-control:600 0/0 5i]\n"), "{text}");
    assert!(text.contains("[time-remaining:585 0/0, 590 0/0]\n"), "{text}");
    let restored = GameRecord::from_otg(&text).unwrap().clock().unwrap();
    assert_eq!(restored.running(), None);
    assert_eq!(restored.left(Side::Vikings, Duration::from_secs(999)), Duration::from_secs(585));
    assert_eq!(restored.left(Side::Varangians, Duration::from_secs(999)), Duration::from_millis(589_600));
    assert_eq!(restored.control(), clock.control());
}

#[test]
fn the_time_left_is_written_with_the_comma_opentafl_needs_between_the_sides() {
    let mut record = new_record();
    let mut clock = Clock::new("1+0".parse::<TimeControl>().unwrap());
    clock.start(Side::Vikings, Duration::ZERO);
    clock.moved(Side::Vikings, Duration::from_secs(9));
    record.set_clock(&clock, Duration::from_secs(9));
    assert_eq!(record.tag("time-remaining"), Some("51 0/0, 60 0/0"));
}

#[test]
fn the_time_left_is_read_with_or_without_the_comma() {
    // The first as OpenTafl writes it (the interop notes), the second as obereg wrote it before.
    for (left, vikings, varangians) in
        [("63 0/0, 58 0/0", 63, 58), ("585 0/0 590 0/0", 585, 590), ("40 0/0,41 0/0", 40, 41)]
    {
        let mut record = new_record();
        record.set_tag("time-control", "600 0/0 5i");
        record.set_tag("time-remaining", left);
        let clock = GameRecord::from_otg(&record.to_otg()).unwrap().clock().unwrap();
        assert_eq!(clock.left(Side::Vikings, Duration::ZERO), Duration::from_secs(vikings), "{left}");
        assert_eq!(clock.left(Side::Varangians, Duration::ZERO), Duration::from_secs(varangians), "{left}");
    }
}

#[test]
fn a_record_without_clocks_has_none() {
    assert_eq!(new_record().clock(), None);
}

#[test]
fn a_time_control_without_time_left_starts_both_sides_full() {
    let mut record = new_record();
    record.set_tag("time-control", "300 0/0 2i");
    let clock = GameRecord::from_otg(&record.to_otg()).unwrap().clock().unwrap();
    assert_eq!(clock.left(Side::Varangians, Duration::ZERO), Duration::from_secs(300));
}

fn round_trip(outcome: Outcome, result: &str, word: &str) {
    let mut record = record_after(&["a4-a3", "c5-c4"]);
    assert!(record.game_mut().end(outcome));
    let text = record.to_otg();
    assert!(text.contains(&format!("[result:{result}]")), "{text}");
    assert!(text.contains(&format!("[obereg-ended:{word}]")), "{text}");
    let loaded = GameRecord::from_otg(&text).unwrap();
    assert_eq!(loaded.game().outcome(), Some(outcome));
    assert_eq!(loaded.to_otg(), text);
}

#[test]
fn a_loss_on_time_round_trips() {
    round_trip(Outcome::Win { winner: Side::Varangians, reason: WinReason::Time }, "-1", "time");
}

#[test]
fn a_draw_on_time_round_trips() {
    round_trip(Outcome::Draw(DrawReason::Time), "0", "time");
}

#[test]
fn a_resignation_round_trips() {
    round_trip(Outcome::Win { winner: Side::Vikings, reason: WinReason::Resignation }, "1", "resignation");
}

#[test]
fn an_ending_tag_that_does_not_fit_the_result_is_dropped_and_reported() {
    let text = record_after(&["a4-a3"]).to_otg().replace("[result:?]", "[result:?]\n[obereg-ended:time]");
    let record = GameRecord::from_otg(&text).unwrap();
    assert_eq!(record.game().outcome(), None, "an unfinished game is not ended by the tag");
    assert_eq!(record.dropped_tags().len(), 1);
}
