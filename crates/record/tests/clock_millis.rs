//! The time left to the millisecond (`[obereg-time-left:…]`): a clock
//! saved in the middle of a move comes back as it stood, and a record
//! without the tag, or whose whole seconds another program changed, reads
//! as before.

use std::time::Duration;

use crate::games::record_after;
use obereg_record::GameRecord;
use obereg_rules::{Clock, Side, TimeControl};

fn millis(ms: u64) -> Duration {
    Duration::from_millis(ms)
}

/// A 1+0 game whose Varangians have thought for 1.3 s at the save, the
/// Vikings having moved after 0.4 s.
fn saved_mid_move() -> String {
    let mut record = record_after(&["a4-a3"]);
    let mut clock = Clock::new("1+0".parse::<TimeControl>().unwrap());
    clock.start(Side::Vikings, Duration::ZERO);
    clock.moved(Side::Vikings, millis(400));
    record.set_clock(&clock, millis(1_700));
    record.to_otg()
}

#[test]
fn the_time_of_the_move_in_progress_is_kept_to_the_millisecond() {
    let text = saved_mid_move();
    assert!(text.contains("[obereg-time-left:59.600 58.700]\n"), "{text}");
    assert!(text.contains("60 0/0, 59 0/0"), "OpenTafl's tag keeps whole seconds: {text}");
    let clock = GameRecord::from_otg(&text).unwrap().clock().unwrap();
    assert_eq!(clock.left(Side::Vikings, Duration::ZERO), millis(59_600));
    assert_eq!(clock.left(Side::Varangians, Duration::ZERO), millis(58_700), "not the second above");
}

#[test]
fn a_record_without_the_tag_reads_its_whole_seconds() {
    let text = saved_mid_move().replace("[obereg-time-left:59.600 58.700]\n", "");
    let clock = GameRecord::from_otg(&text).unwrap().clock().unwrap();
    assert_eq!(clock.left(Side::Varangians, Duration::ZERO), millis(59_000));
}

#[test]
fn whole_seconds_changed_by_another_program_win_over_the_tag() {
    let text = saved_mid_move().replace("60 0/0, 59 0/0", "40 0/0, 30 0/0");
    let clock = GameRecord::from_otg(&text).unwrap().clock().unwrap();
    assert_eq!(clock.left(Side::Vikings, Duration::ZERO), millis(40_000));
    assert_eq!(clock.left(Side::Varangians, Duration::ZERO), millis(30_000));
}

#[test]
fn a_malformed_tag_is_not_read() {
    for bad in ["59.6001 58.7", "59.6", "x 58.7", "59.-6 58.7", "59.6 58.7 1"] {
        let text = saved_mid_move().replace("59.600 58.700", bad);
        let clock = GameRecord::from_otg(&text).unwrap().clock().unwrap();
        assert_eq!(clock.left(Side::Vikings, Duration::ZERO), millis(60_000), "{bad}");
    }
}
