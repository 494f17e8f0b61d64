//! The wait before the host refuses a wrong code: it grows with the wrong
//! codes lately sent from the same address and wears off with time. Only
//! the failing connection waits; nobody else's opening is held up, so a
//! stranger guessing codes cannot keep the rightful guest out.
//!
//! Time is passed in, so the tests set it instead of waiting for it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Duration;

use web_time::Instant;

use crate::link::Timing;

/// How many addresses the host remembers; past it, the one quiet longest
/// is forgotten first, so no number of addresses makes the host hold more.
const REMEMBERED: usize = 4096;

/// The wrong codes of one address.
#[derive(Clone, Copy, Debug)]
struct Record {
    /// How many, counted when the last one came.
    count: u32,
    /// When the last one came.
    last: Instant,
}

impl Record {
    /// How many are still held against the address at `now`: one is
    /// forgiven for each `forgive` without a wrong code.
    fn held(&self, now: Instant, forgive: Duration) -> u32 {
        let quiet = now.saturating_duration_since(self.last);
        let forgiven = quiet.as_nanos().checked_div(forgive.as_nanos()).unwrap_or(u128::MAX);
        self.count.saturating_sub(u32::try_from(forgiven).unwrap_or(u32::MAX))
    }
}

/// Wrong codes lately, by the address they came from.
#[derive(Debug, Default)]
pub(crate) struct Penalties {
    records: HashMap<IpAddr, Record>,
}

impl Penalties {
    /// Counts a wrong code from `source` (see [`source`]) at `now`;
    /// returns how long its refusal is held back.
    pub(crate) fn wrong_code(&mut self, source: IpAddr, now: Instant, timing: &Timing) -> Duration {
        if !self.records.contains_key(&source) && self.records.len() >= REMEMBERED {
            self.forget(now, timing.forgive);
        }
        let held = self.records.get(&source).map_or(0, |record| record.held(now, timing.forgive));
        let count = held.saturating_add(1);
        self.records.insert(source, Record { count, last: now });
        timing.doubling(timing.penalty, count)
    }

    /// Forgets the addresses whose wrong codes have worn off, and if none
    /// has, the one quiet longest.
    fn forget(&mut self, now: Instant, forgive: Duration) {
        self.records.retain(|_, record| record.held(now, forgive) > 0);
        if self.records.len() >= REMEMBERED
            && let Some(oldest) = self.records.iter().min_by_key(|(_, record)| record.last).map(|(a, _)| *a)
        {
            self.records.remove(&oldest);
        }
    }
}

/// Where a connection comes from, as one guesser would hold it: an IPv4
/// address (a mapped one too), or the /64 network of an IPv6 address, since
/// one machine is given a whole /64. The server counts its limits by it too.
pub fn source(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        },
    }
}

#[cfg(test)]
mod tests {
    use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
    use std::time::Duration;

    use web_time::Instant;

    use super::{Penalties, REMEMBERED, source};
    use crate::link::Timing;

    const GUESSER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1));

    /// The penalties after five wrong codes from [`GUESSER`] at `now`.
    fn after_five_wrong_codes(timing: &Timing, now: Instant) -> Penalties {
        let mut penalties = Penalties::default();
        for _ in 0..5 {
            penalties.wrong_code(GUESSER, now, timing);
        }
        penalties
    }

    #[test]
    fn each_wrong_code_from_one_address_waits_longer_up_to_the_longest_wait() {
        let (timing, now) = (Timing::default(), Instant::now());
        let mut penalties = Penalties::default();
        let waits: Vec<Duration> = (0..8).map(|_| penalties.wrong_code(GUESSER, now, &timing)).collect();
        assert_eq!(waits[0], timing.penalty);
        assert_eq!(waits[1], timing.penalty * 2);
        assert!(waits.windows(2).all(|pair| pair[0] <= pair[1]), "{waits:?}");
        assert_eq!(waits[7], timing.max_wait);
    }

    #[test]
    fn the_wait_wears_off_with_time_without_wrong_codes() {
        let (timing, start) = (Timing::default(), Instant::now());
        let mut penalties = after_five_wrong_codes(&timing, start);
        let one_forgiven = start + timing.forgive * 4;
        assert_eq!(penalties.wrong_code(GUESSER, one_forgiven, &timing), timing.penalty * 2);
        let all_forgiven = one_forgiven + timing.forgive * 2;
        assert_eq!(penalties.wrong_code(GUESSER, all_forgiven, &timing), timing.penalty);
    }

    #[test]
    fn another_address_does_not_wait_for_a_guessers_wrong_codes() {
        let (timing, now) = (Timing::default(), Instant::now());
        let mut penalties = after_five_wrong_codes(&timing, now);
        let other = source(IpAddr::V6(Ipv6Addr::LOCALHOST));
        assert_eq!(penalties.wrong_code(other, now, &timing), timing.penalty);
    }

    #[test]
    fn one_ipv6_network_counts_as_one_guesser() {
        let (timing, now) = (Timing::default(), Instant::now());
        let mut penalties = Penalties::default();
        let first: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let second: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        penalties.wrong_code(source(first), now, &timing);
        assert_eq!(penalties.wrong_code(source(second), now, &timing), timing.penalty * 2);
    }

    #[test]
    fn however_many_addresses_guess_the_host_remembers_a_bounded_number() {
        let (timing, now) = (Timing::default(), Instant::now());
        let mut penalties = Penalties::default();
        for n in 0..(REMEMBERED as u32 + 100) {
            penalties.wrong_code(IpAddr::V4(Ipv4Addr::from(0x0A00_0000 + n)), now, &timing);
        }
        assert!(penalties.records.len() <= REMEMBERED);
    }
}
