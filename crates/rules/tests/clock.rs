//! The Fischer clock, driven by hand: no test sleeps.

use std::time::Duration;

use obereg_rules::{
    Clock, DrawReason, Outcome, Position, Side, TimeControl, TimeControlError, WinReason, clock_text,
    flag_fall,
};

use crate::common::position;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn ten_plus_five() -> TimeControl {
    "10+5".parse().unwrap()
}

#[test]
fn a_time_control_reads_minutes_and_seconds_and_writes_them_back() {
    let control = ten_plus_five();
    assert_eq!(control, TimeControl { base: secs(600), increment: secs(5) });
    assert_eq!(control.to_string(), "10+5");
    assert_eq!("3".parse::<TimeControl>().unwrap().increment, Duration::ZERO);
    for bad in
        ["", "+5", "10+", "ten", "10+5+1", "-3+2", "99999+0", "0:5+2", "0:60+2", "0.33+2", "1.+0", "10++5"]
    {
        assert_eq!(bad.parse::<TimeControl>(), Err(TimeControlError::Form(bad.to_string())), "{bad:?}");
    }
}

#[test]
fn a_base_of_seconds_is_written_minutes_colon_seconds_or_as_part_of_a_minute() {
    for (text, base, written) in [
        ("0:30+2", 30, "0:30+2"),
        ("0.5+2", 30, "0:30+2"),
        ("1:05+2", 65, "1:05+2"),
        ("2.25+2", 135, "2:15+2"),
    ] {
        let control: TimeControl = text.parse().unwrap();
        assert_eq!(control, TimeControl { base: secs(base), increment: secs(2) }, "{text}");
        assert_eq!(control.to_string(), written);
        assert_eq!(written.parse::<TimeControl>(), Ok(control), "{written} reads back");
    }
}

#[test]
fn a_base_of_no_time_is_refused_for_that_reason() {
    for zero in ["0+2", "0+0", "0", "0:00+5", "0.0+1"] {
        assert_eq!(zero.parse::<TimeControl>(), Err(TimeControlError::NoBase(zero.to_string())), "{zero:?}");
    }
}

#[test]
fn the_opentafl_time_control_tag_round_trips() {
    let control = ten_plus_five();
    assert_eq!(control.to_opentafl(), "600 0/0 5i");
    assert_eq!(TimeControl::from_opentafl(&control.to_opentafl()), Some(control));
    assert_eq!(TimeControl::from_opentafl("600 30/3 5i"), None, "overtime periods are not kept");
    assert_eq!(TimeControl::from_opentafl("rubbish"), None);
}

#[test]
fn the_running_clock_counts_down_and_the_other_stands() {
    let mut clock = Clock::new(ten_plus_five());
    clock.start(Side::Vikings, secs(100));
    assert_eq!(clock.left(Side::Vikings, secs(130)), secs(570));
    assert_eq!(clock.left(Side::Varangians, secs(130)), secs(600));
    assert_eq!(clock.running(), Some(Side::Vikings));
}

#[test]
fn a_move_adds_the_increment_and_starts_the_opponent() {
    let mut clock = Clock::new(ten_plus_five());
    clock.start(Side::Vikings, secs(0));
    clock.moved(Side::Vikings, secs(20));
    assert_eq!(clock.left(Side::Vikings, secs(50)), secs(585));
    assert_eq!(clock.left(Side::Varangians, secs(50)), secs(570));
    assert_eq!(clock.running(), Some(Side::Varangians));
}

#[test]
fn stopping_keeps_the_time_used_and_no_more() {
    let mut clock = Clock::new(ten_plus_five());
    clock.start(Side::Varangians, secs(0));
    clock.stop(secs(40));
    assert_eq!(clock.running(), None);
    assert_eq!(clock.left(Side::Varangians, secs(4000)), secs(560), "a stopped clock does not run");
    clock.start(Side::Varangians, secs(5000));
    assert_eq!(clock.left(Side::Varangians, secs(5010)), secs(550));
}

#[test]
fn the_flag_falls_when_the_time_is_used_up_and_no_increment_saves_it() {
    let mut clock = Clock::new("1+5".parse().unwrap());
    clock.start(Side::Vikings, secs(0));
    assert_eq!(clock.flag(secs(59)), None);
    assert_eq!(clock.flag(secs(61)), Some(Side::Vikings));
    clock.moved(Side::Vikings, secs(61));
    assert_eq!(clock.left(Side::Vikings, secs(61)), Duration::ZERO);
}

#[test]
fn a_resumed_clock_starts_stopped_with_the_time_saved() {
    let clock = Clock::resumed(ten_plus_five(), secs(12), secs(345));
    assert_eq!(clock.running(), None);
    assert_eq!(clock.left(Side::Vikings, secs(999)), secs(12));
    assert_eq!(clock.left(Side::Varangians, secs(999)), secs(345));
}

#[test]
fn the_other_players_clock_message_sets_both_times() {
    let mut clock = Clock::new(ten_plus_five());
    clock.start(Side::Vikings, secs(0));
    clock.set_left(secs(300), secs(200), secs(10));
    assert_eq!(clock.left(Side::Vikings, secs(15)), secs(295));
    assert_eq!(clock.left(Side::Varangians, secs(15)), secs(200));
}

#[test]
fn flag_fall_loses_against_a_side_that_can_still_win() {
    let start = Position::start();
    let lost = flag_fall(Side::Varangians, &start);
    assert_eq!(lost, Outcome::Win { winner: Side::Vikings, reason: WinReason::Time });
}

#[test]
fn flag_fall_draws_when_the_vikings_have_nothing_left_to_win_with() {
    let bare = position("", "c3", "e5", Side::Varangians);
    assert_eq!(flag_fall(Side::Varangians, &bare), Outcome::Draw(DrawReason::Time));
    assert_eq!(
        flag_fall(Side::Vikings, &bare),
        Outcome::Win { winner: Side::Varangians, reason: WinReason::Time }
    );
}

#[test]
fn the_clock_shows_tenths_under_ten_seconds() {
    assert_eq!(clock_text(Duration::from_millis(9_460)), "9.4");
    assert_eq!(clock_text(Duration::from_millis(10_900)), "0:10");
    assert_eq!(clock_text(secs(605)), "10:05");
    assert_eq!(clock_text(secs(3_900)), "1:05:00");
    assert_eq!(clock_text(Duration::ZERO), "0.0");
}
