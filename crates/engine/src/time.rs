//! Limits of a search (depth, nodes, time, an outside stop) and the clock
//! that enforces them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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

/// The deepest a search ever goes.
pub(crate) const MAX_DEPTH: u32 = 64;

/// How often (in nodes) the clock and the stop flag are looked at: at
/// millions of nodes per second this is well under a millisecond.
const CHECK_EVERY: u64 = 1024;

/// Watches the limits while a search runs.
pub(crate) struct Clock {
    started: Instant,
    limits: Limits,
    stop: Arc<AtomicBool>,
    stopped: bool,
}

impl Clock {
    /// Starts the clock now.
    pub(crate) fn start(limits: Limits, stop: Arc<AtomicBool>) -> Clock {
        Clock { started: Instant::now(), limits, stop, stopped: false }
    }

    /// Time since the start.
    pub(crate) fn elapsed(&self) -> Duration {
        self.started.elapsed()
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

    /// Whether another iteration of depth `depth` may begin: not past the
    /// depth limit, and (when time is limited) less than half of the time
    /// spent, since the next iteration would most likely not finish.
    pub(crate) fn may_deepen(&self, depth: u32) -> bool {
        !self.stopped
            && depth <= self.limits.depth.unwrap_or(MAX_DEPTH).min(MAX_DEPTH)
            && self.limits.time.is_none_or(|most| self.elapsed() < most / 2)
            && !self.stop.load(Ordering::Relaxed)
    }
}
