//! Rate limits: a bucket of tokens that fills again with time, on the
//! server's injected clock.

use std::time::Duration;

/// At most `burst` actions at once, then one every `every`.
#[derive(Clone, Copy, Debug)]
pub struct Bucket {
    burst: u32,
    every: Duration,
    tokens: u32,
    since: Duration,
}

impl Bucket {
    /// A full bucket at `now`.
    pub fn new(burst: u32, every: Duration, now: Duration) -> Bucket {
        Bucket { burst, every, tokens: burst, since: now }
    }

    /// Takes a token at `now`; false when none is left.
    pub fn take(&mut self, now: Duration) -> bool {
        let elapsed = now.saturating_sub(self.since);
        let earned = if self.every.is_zero() {
            self.burst
        } else {
            u32::try_from(elapsed.as_millis() / self.every.as_millis()).unwrap_or(u32::MAX)
        };
        if earned > 0 {
            self.tokens = self.tokens.saturating_add(earned).min(self.burst);
            self.since = now;
        }
        match self.tokens.checked_sub(1) {
            Some(left) => {
                self.tokens = left;
                true
            }
            None => false,
        }
    }
}
