//! The limit on registrations: at most so many new accounts from one
//! address (an IPv6 address counted by its network of 64 bits) in a
//! sliding hour, on the server's injected clock. Each registration costs a
//! password hash and an account kept for ever; past the limit the server
//! says how long to wait.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::Duration;

/// The window the limit counts registrations in.
pub const WINDOW: Duration = Duration::from_secs(60 * 60);
/// The most addresses remembered; past it those with no registration in
/// the window are forgotten, and if that is not enough, all.
const MAX_REMEMBERED: usize = 100_000;

/// The registrations of each address in the last [`WINDOW`].
#[derive(Debug, Default)]
pub struct Registrations {
    /// At most this many in a window from one address.
    limit: u32,
    seen: HashMap<IpAddr, VecDeque<Duration>>,
}

impl Registrations {
    /// At most `limit` registrations from one address in a [`WINDOW`].
    pub fn new(limit: u32) -> Registrations {
        Registrations { limit, seen: HashMap::new() }
    }

    /// Counts a registration from `peer` at `now`, or says how long it
    /// must wait for the next one.
    ///
    /// # Errors
    /// The wait, when the address has registered its limit in the window.
    pub fn admit(&mut self, peer: IpAddr, now: Duration) -> Result<(), Duration> {
        let source = obereg_net::source(peer);
        if self.seen.len() >= MAX_REMEMBERED && !self.seen.contains_key(&source) {
            self.seen.retain(|_, times| times.back().is_some_and(|last| *last + WINDOW > now));
            if self.seen.len() >= MAX_REMEMBERED {
                self.seen.clear();
            }
        }
        let times = self.seen.entry(source).or_default();
        while times.front().is_some_and(|first| *first + WINDOW <= now) {
            times.pop_front();
        }
        if times.len() >= usize::try_from(self.limit).unwrap_or(usize::MAX) {
            let first = times.front().copied().unwrap_or(now);
            return Err((first + WINDOW).saturating_sub(now));
        }
        times.push_back(now);
        Ok(())
    }
}

/// `wait` in whole seconds, rounded up, as `try_later`'s `detail` says it:
/// a client that waits that long is never early.
pub fn seconds(wait: Duration) -> String {
    wait.as_millis().div_ceil(1000).max(1).to_string()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

    use super::*;

    const START: Duration = Duration::from_secs(1_000_000);

    #[test]
    fn an_address_registers_its_limit_in_an_hour_then_waits_while_another_still_registers() {
        let mut registrations = Registrations::new(3);
        let one: IpAddr = [192, 0, 2, 1].into();
        let other: IpAddr = [192, 0, 2, 2].into();
        for minute in 0..3 {
            assert_eq!(registrations.admit(one, START + Duration::from_secs(60 * minute)), Ok(()));
        }
        let later = START + Duration::from_secs(600);
        assert_eq!(registrations.admit(one, later), Err(WINDOW - Duration::from_secs(600)));
        assert_eq!(registrations.admit(other, later), Ok(()));
        assert_eq!(registrations.admit(one, START + WINDOW), Ok(()), "the first has left the window");
    }

    #[test]
    fn an_ipv6_network_of_64_bits_counts_as_one_address() {
        let mut registrations = Registrations::new(1);
        let first: IpAddr = "2001:db8::1".parse().unwrap();
        let same: IpAddr = "2001:db8::ffff".parse().unwrap();
        let next: IpAddr = "2001:db8:0:1::1".parse().unwrap();
        assert_eq!(registrations.admit(first, START), Ok(()));
        assert!(registrations.admit(same, START).is_err());
        assert_eq!(registrations.admit(next, START), Ok(()));
    }

    #[test]
    fn a_wait_is_said_in_seconds_rounded_up() {
        assert_eq!(seconds(Duration::from_millis(1_500)), "2");
        assert_eq!(seconds(Duration::from_millis(1_999)), "2");
        assert_eq!(seconds(Duration::from_secs(4)), "4");
        assert_eq!(seconds(Duration::from_millis(3)), "1");
    }
}
