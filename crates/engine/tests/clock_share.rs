//! The computer divides its time by the clock.

use std::time::Duration;

use obereg_engine::share_of_clock;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn a_move_takes_a_thirtieth_of_the_time_left_and_most_of_the_increment() {
    assert_eq!(share_of_clock(secs(300), Duration::ZERO), secs(10));
    assert_eq!(share_of_clock(secs(300), secs(5)), secs(14));
}

#[test]
fn less_time_left_means_less_thinking() {
    assert!(share_of_clock(secs(30), secs(2)) < share_of_clock(secs(600), secs(2)));
}

#[test]
fn a_move_never_takes_half_the_time_left_nor_more_than_a_minute() {
    assert_eq!(share_of_clock(Duration::from_millis(400), secs(10)), Duration::from_millis(200));
    assert_eq!(share_of_clock(secs(24 * 3600), Duration::ZERO), secs(60));
    assert_eq!(share_of_clock(Duration::ZERO, Duration::ZERO), Duration::from_millis(50));
}
