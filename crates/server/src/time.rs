//! The server's clock, injected: the system's in the program, one a test
//! moves by hand, so back-off, rate limits and game clocks are tested
//! without waiting.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// What time it is, as time since the Unix epoch (stored in the database,
/// so correspondence deadlines survive a restart).
pub trait Now: Send + Sync + 'static {
    /// The time now.
    fn now(&self) -> Duration;
}

/// The system's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemNow;

impl Now for SystemNow {
    fn now(&self) -> Duration {
        SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default()
    }
}

/// A clock that stands still until moved; clones share the time.
#[derive(Clone, Debug, Default)]
pub struct ManualNow {
    millis: Arc<AtomicU64>,
}

impl ManualNow {
    /// A clock at `start`.
    pub fn at(start: Duration) -> ManualNow {
        let clock = ManualNow::default();
        clock.millis.store(millis(start), Ordering::SeqCst);
        clock
    }

    /// Moves the clock on by `by`.
    pub fn advance(&self, by: Duration) {
        self.millis.fetch_add(millis(by), Ordering::SeqCst);
    }
}

impl Now for ManualNow {
    fn now(&self) -> Duration {
        Duration::from_millis(self.millis.load(Ordering::SeqCst))
    }
}

/// `duration` in whole milliseconds, as the database keeps times.
pub fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}
