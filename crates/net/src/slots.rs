//! Slots at the host's door: a limit on how many connections are served
//! at once, in all and from any one address, so that one stranger's crowd
//! of connections leaves room for everyone else.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// The places taken, in all and by the address they were taken from.
#[derive(Debug, Default)]
struct Taken {
    total: usize,
    by_source: HashMap<IpAddr, usize>,
}

/// A number of places, with a limit for each address.
pub(crate) struct Slots {
    taken: Arc<Mutex<Taken>>,
    limit: usize,
    per_source: usize,
}

/// A place taken, given back when dropped.
pub(crate) struct Slot {
    taken: Arc<Mutex<Taken>>,
    source: IpAddr,
}

impl Slots {
    /// `limit` places, at most `per_source` of them taken from one address.
    pub(crate) fn new(limit: usize, per_source: usize) -> Slots {
        Slots { taken: Arc::default(), limit, per_source }
    }

    /// A place for a connection from `source`, if one is free.
    pub(crate) fn take(&self, source: IpAddr) -> Option<Slot> {
        let mut taken = self.taken.lock().ok()?;
        let mine = taken.by_source.get(&source).copied().unwrap_or(0);
        if taken.total >= self.limit || mine >= self.per_source {
            return None;
        }
        taken.total += 1;
        taken.by_source.insert(source, mine + 1);
        Some(Slot { taken: Arc::clone(&self.taken), source })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let Ok(mut taken) = self.taken.lock() else { return };
        taken.total = taken.total.saturating_sub(1);
        if let Some(mine) = taken.by_source.get_mut(&self.source) {
            *mine = mine.saturating_sub(1);
            if *mine == 0 {
                taken.by_source.remove(&self.source);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::net::{IpAddr, Ipv4Addr};

    use super::Slots;

    fn address(n: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(192, 0, 2, n))
    }

    #[test]
    fn one_address_takes_no_more_than_its_share_and_leaves_room_for_others() {
        let places = Slots::new(4, 2);
        let crowd: Vec<_> = (0..2).map(|_| places.take(address(1)).unwrap()).collect();
        assert!(places.take(address(1)).is_none());
        assert!(places.take(address(2)).is_some());
        drop(crowd);
    }

    #[test]
    fn no_more_places_than_the_limit_and_a_place_given_back_is_free_again() {
        let places = Slots::new(3, 2);
        let mut taken: Vec<_> = (1..=3).map(|n| places.take(address(n)).unwrap()).collect();
        assert!(places.take(address(4)).is_none());
        taken.pop();
        assert!(places.take(address(4)).is_some());
        assert_eq!(places.taken.lock().unwrap().by_source.len(), 2, "a given-back address is forgotten");
    }
}
