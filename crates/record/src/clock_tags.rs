//! The clocks in a record, as OpenTafl writes them: `[time-control:600 0/0
//! 5i]` (base, no overtime, increment, in seconds) and `[time-remaining:580
//! 0/0, 590 0/0]` (the attackers' time left, then the defenders', each with
//! its overtime part). OpenTafl loads only the form with the comma; the
//! form without it, which obereg once wrote, is read too.

use std::time::Duration;

use obereg_rules::{Clock, Side, TimeControl};

use crate::otg::GameRecord;

/// The tag of the time control.
const CONTROL_TAG: &str = "time-control";

/// The tag of the time left.
const REMAINING_TAG: &str = "time-remaining";

impl<const N: usize> GameRecord<N> {
    /// The clocks the record was saved with, stopped: the time control and
    /// each side's time left (to the millisecond when obereg wrote it, the
    /// full base when the record does not say).
    pub fn clock(&self) -> Option<Clock> {
        let control = TimeControl::from_opentafl(self.tag(CONTROL_TAG)?)?;
        let whole = self.tag(REMAINING_TAG).and_then(remaining);
        Some(match self.time_left_millis(whole).or(whole) {
            Some((vikings, varangians)) => Clock::resumed(control, vikings, varangians),
            None => Clock::new(control),
        })
    }

    /// The record's time control when it names clocks that [`GameRecord::clock`]
    /// does not keep, as OpenTafl's overtime periods (`[time-control:20
    /// 3/3]`, main time then three 3-second periods); `None` when it names
    /// none, or clocks that are all zero (OpenTafl's untimed game).
    pub fn clock_not_kept(&self) -> Option<&str> {
        let control = self.tag(CONTROL_TAG)?;
        let untimed = control
            .split(|c: char| !c.is_ascii_digit())
            .all(|number| number.trim_start_matches('0').is_empty());
        (self.clock().is_none() && !untimed).then_some(control)
    }

    /// Writes `clock` as it stands at `now` into the tags. Whole seconds, as
    /// OpenTafl keeps them, rounded up: a resumed game never starts with a
    /// clock already run out that had time left. A tag of obereg's own
    /// keeps the milliseconds.
    pub fn set_clock(&mut self, clock: &Clock, now: Duration) {
        let seconds = |side| clock.left(side, now).as_millis().div_ceil(1000);
        let left = format!("{} 0/0, {} 0/0", seconds(Side::Vikings), seconds(Side::Varangians));
        self.set_tag(CONTROL_TAG, &clock.control().to_opentafl());
        self.set_tag(REMAINING_TAG, &left);
        self.set_time_left_millis(clock, now);
    }
}

/// Reads `580 0/0, 590 0/0` (or `580 0/0 590 0/0`): the attackers' seconds
/// left, then the defenders'; the overtime parts are not read.
fn remaining(text: &str) -> Option<(Duration, Duration)> {
    let (vikings, varangians) = match text.split_once(',') {
        Some((vikings, varangians)) => {
            (vikings.split_whitespace().next()?, varangians.split_whitespace().next()?)
        }
        None => match text.split_whitespace().collect::<Vec<_>>().as_slice() {
            [vikings, _, varangians, _] => (*vikings, *varangians),
            _ => return None,
        },
    };
    Some((Duration::from_secs(vikings.parse().ok()?), Duration::from_secs(varangians.parse().ok()?)))
}
