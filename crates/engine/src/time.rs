//! Limits of a search (depth, nodes, time, an outside stop) and the clock
//! that enforces them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How long a search may go on. Any limit left out does not bound it; the
/// search also stops when its stop flag is raised.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// The most nodes (positions visited); deterministic, unlike time.
    pub nodes: Option<u64>,
    /// The most thinking time.
    pub time: Option<Duration>,
}

/// The thinking time a clock allows one move: a thirtieth of the time
/// `left` plus most of the `increment` (or overtime period) the move earns,
/// at least 50 ms, at most a minute, never more than half of what is left.
pub fn share_of_clock(left: Duration, increment: Duration) -> Duration {
    let share = left / 30 + increment * 4 / 5;
    share.min(left / 2).clamp(Duration::from_millis(50), Duration::from_secs(60))
}

/// The deepest a search ever goes.
pub(crate) const MAX_DEPTH: u32 = 64;

/// How often (in nodes) the clock and the stop flag are looked at: at
/// millions of nodes per second this is well under a millisecond.
pub(crate) const CHECK_EVERY: u64 = 1024;

/// How much longer than the last depth the next one is taken to be when
/// there is no earlier depth to compare with.
const GROWTH_GUESS: f64 = 3.0;

/// The bounds of the growth from one depth to the next that a prediction
/// believes: a depth settled by the table can take almost no time, which
/// says little about the next one.
const GROWTH_BOUNDS: (f64, f64) = (1.5, 8.0);

/// Whether a depth begun `elapsed` into a search of `budget` will likely
/// finish in time, judging by how long the `last` depth took and how much
/// longer it took than the one `before` it.
pub(crate) fn next_depth_fits(elapsed: Duration, last: Duration, before: Duration, budget: Duration) -> bool {
    let growth = if before.is_zero() {
        GROWTH_GUESS
    } else {
        (last.as_secs_f64() / before.as_secs_f64()).clamp(GROWTH_BOUNDS.0, GROWTH_BOUNDS.1)
    };
    elapsed + last.mul_f64(growth) <= budget
}

/// What a search reads the time from: the time since it began.
pub(crate) type TimeSource = Box<dyn Fn() -> Duration>;

/// Watches the limits while a search runs.
pub(crate) struct Clock {
    time: TimeSource,
    limits: Limits,
    stop: Arc<AtomicBool>,
    stopped: bool,
    /// When the depth under way began, and how long the one before took.
    depth_began: Duration,
    last_depth: Duration,
}

impl Clock {
    /// Starts the clock now, reading the time from `time`.
    pub(crate) fn start(limits: Limits, stop: Arc<AtomicBool>, time: TimeSource) -> Clock {
        Clock { time, limits, stop, stopped: false, depth_began: Duration::ZERO, last_depth: Duration::ZERO }
    }

    /// The flag that stops the search from outside.
    pub(crate) fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Time since the start.
    pub(crate) fn elapsed(&self) -> Duration {
        (self.time)()
    }

    /// Whether the search must stop now, after `nodes` nodes; once true,
    /// stays true.
    #[inline]
    pub(crate) fn must_stop(&mut self, nodes: u64) -> bool {
        if !self.stopped && nodes.is_multiple_of(CHECK_EVERY) {
            self.stopped = self.stop.load(Ordering::Relaxed)
                || self.limits.nodes.is_some_and(|most| nodes >= most)
                || self.limits.time.is_some_and(|most| self.elapsed() >= most);
        }
        self.stopped
    }

    /// Whether the search stopped before its natural end.
    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }

    /// Whether another iteration of depth `depth` may begin (called once
    /// before each): not past the depth limit, and (when time is limited)
    /// likely to finish within it, so no time goes into a depth whose
    /// result would be thrown away.
    pub(crate) fn may_deepen(&mut self, depth: u32) -> bool {
        let now = self.elapsed();
        let last = now - self.depth_began;
        let before = std::mem::replace(&mut self.last_depth, last);
        self.depth_began = now;
        !self.stopped
            && depth <= self.limits.depth.unwrap_or(MAX_DEPTH).min(MAX_DEPTH)
            && self.limits.time.is_none_or(|most| next_depth_fits(now, last, before, most))
            && !self.stop.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn ms(milliseconds: u64) -> Duration {
        Duration::from_millis(milliseconds)
    }

    #[test]
    fn a_depth_that_grows_as_the_last_did_and_ends_in_time_is_begun() {
        // Depths of 0.4 s then 1.2 s (three times longer): the next takes
        // about 3.6 s, so at 2.7 s of 5 s it would not finish, at 1.3 s it would.
        assert!(!next_depth_fits(ms(2_700), ms(1_200), ms(400), ms(5_000)));
        assert!(next_depth_fits(ms(1_300), ms(1_200), ms(400), ms(5_000)));
    }

    #[test]
    fn past_half_the_time_a_depth_that_will_finish_is_still_begun() {
        // The old rule stopped at half the time; a cheap next depth is worth it.
        assert!(next_depth_fits(ms(3_000), ms(500), ms(250), ms(5_000)));
    }

    #[test]
    fn an_unknown_growth_is_guessed_and_an_extreme_one_is_bounded() {
        assert!(!next_depth_fits(ms(100), ms(400), Duration::ZERO, ms(1_000)));
        assert!(next_depth_fits(ms(100), ms(200), Duration::ZERO, ms(1_000)));
        // A depth after one settled by the table (1 ms) counts as 8× at most…
        assert!(next_depth_fits(ms(100), ms(100), ms(1), ms(1_000)));
        // …and one quicker than the depth before it as 1.5× at least.
        assert!(!next_depth_fits(ms(900), ms(100), ms(200), ms(1_000)));
    }
}
