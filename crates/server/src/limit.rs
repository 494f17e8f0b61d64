//! Rate limits: a bucket of tokens that fills again with time, on the
//! server's injected clock; the limits of every connection and the pace
//! of its messages.

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

/// The limits of every connection (`PROTOCOL.md`, "Limits").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The time from connecting to `hello`, TLS handshake included; a
    /// connection silent that long is closed.
    pub hello: Duration,
    /// Messages of any kind on one connection at once …
    pub burst: u32,
    /// … then one every this long.
    pub every: Duration,
    /// Messages refused over the rate before the connection is closed as a
    /// flood; one more is forgiven every [`Limits::forgive`].
    pub strikes: u32,
    /// How often a refusal is forgiven.
    pub forgive: Duration,
    /// Connections from one address at once.
    pub per_address: usize,
    /// Connections in all at once.
    pub total: usize,
    /// Accounts registered from one address (an IPv6 network of 64 bits)
    /// in an hour ([`crate::signup::WINDOW`]).
    pub registrations: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            hello: Duration::from_secs(10),
            burst: 20,
            every: Duration::from_millis(100),
            strikes: 20,
            forgive: Duration::from_secs(10),
            per_address: 32,
            total: 10_000,
            registrations: 5,
        }
    }
}

/// Whether a connection's next message may be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// Within the rate.
    Yes,
    /// Over it: refused unread.
    Refused,
    /// Over it once too often: the connection closes.
    Flooding,
}

/// The pace of one connection's messages, all kinds together.
#[derive(Clone, Copy, Debug)]
pub struct Pace {
    messages: Bucket,
    strikes: Bucket,
}

impl Pace {
    /// Full buckets at `now`.
    pub fn new(limits: &Limits, now: Duration) -> Pace {
        Pace {
            messages: Bucket::new(limits.burst, limits.every, now),
            strikes: Bucket::new(limits.strikes, limits.forgive, now),
        }
    }

    /// Whether a message that came at `now` may be read.
    pub fn pass(&mut self, now: Duration) -> Pass {
        if self.messages.take(now) {
            Pass::Yes
        } else if self.strikes.take(now) {
            Pass::Refused
        } else {
            Pass::Flooding
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_connection_over_the_rate_is_refused_then_closed_as_a_flood_and_forgiven_with_time() {
        let limits = Limits { burst: 2, strikes: 3, ..Limits::default() };
        let start = Duration::from_secs(100);
        let mut pace = Pace::new(&limits, start);
        let passes: Vec<Pass> = (0..6).map(|_| pace.pass(start)).collect();
        use Pass::{Flooding, Refused, Yes};
        assert_eq!(passes, [Yes, Yes, Refused, Refused, Refused, Flooding]);
        let later = start + limits.every;
        assert_eq!(pace.pass(later), Yes);
        let forgiven: Vec<Pass> = (0..4).map(|_| pace.pass(later + limits.forgive)).collect();
        assert_eq!(forgiven, [Yes, Yes, Refused, Flooding], "the buckets filled again, one refusal forgiven");
    }
}
