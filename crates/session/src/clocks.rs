//! The clocks as one end tells the other: the time left of each side and
//! which clock runs, carried forward to a later time by the caller's clock.

use std::time::Duration;

use obereg_rules::{Clock, Side};

/// The time left on both clocks and which one runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockState {
    /// The Vikings' time left.
    pub vikings: Duration,
    /// The Varangians' time left.
    pub varangians: Duration,
    /// The side whose clock runs, if one does.
    pub running: Option<Side>,
}

impl ClockState {
    /// `clock` as it stands at `now`.
    pub fn of(clock: &Clock, now: Duration) -> ClockState {
        ClockState {
            vikings: clock.left(Side::Vikings, now),
            varangians: clock.left(Side::Varangians, now),
            running: clock.running(),
        }
    }

    /// These clocks `spent` later: the running side has used that time
    /// (never below zero), the other has not.
    pub fn after(self, spent: Duration) -> ClockState {
        let used =
            |side, left: Duration| if self.running == Some(side) { left.saturating_sub(spent) } else { left };
        ClockState {
            vikings: used(Side::Vikings, self.vikings),
            varangians: used(Side::Varangians, self.varangians),
            running: self.running,
        }
    }
}
