//! The clocks as they stand, carried to a later time.

use std::time::Duration;

use obereg_rules::{Clock, Side, TimeControl};
use obereg_session::ClockState;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn only_the_running_side_spends_the_time_and_never_below_zero() {
    let state = ClockState { vikings: secs(60), varangians: secs(50), running: Some(Side::Varangians) };
    let later = state.after(secs(20));
    assert_eq!(
        (later.vikings, later.varangians, later.running),
        (secs(60), secs(30), Some(Side::Varangians))
    );
    assert_eq!(state.after(secs(90)).varangians, Duration::ZERO);
    let stopped = ClockState { running: None, ..state };
    assert_eq!(stopped.after(secs(20)), stopped);
}

#[test]
fn a_clock_is_read_at_the_time_the_caller_gives() {
    let mut clock = Clock::new(TimeControl { base: secs(300), increment: secs(2) });
    clock.start(Side::Vikings, secs(10));
    clock.moved(Side::Vikings, secs(40));
    let state = ClockState::of(&clock, secs(45));
    assert_eq!(
        state,
        ClockState { vikings: secs(272), varangians: secs(295), running: Some(Side::Varangians) }
    );
}
