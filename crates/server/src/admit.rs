//! The caps on connections: so many from one address, so many in all. A
//! connection over a cap is told so and closed; a crowd over it that
//! would keep the server busy telling is closed without a word.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

use crate::limit::Limits;

/// How many connections over a cap are told so at once; past that, the
/// others are closed at once.
const TELLING: usize = 64;

/// Which cap a connection is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Full {
    /// Its address has as many connections as allowed.
    Address,
    /// The server has as many connections as allowed.
    Server,
}

impl Full {
    /// The word the protocol's `detail` says it with.
    pub fn word(self) -> &'static str {
        match self {
            Full::Address => "address",
            Full::Server => "server",
        }
    }
}

/// The connections open, by address, and those being told they are over
/// a cap.
#[derive(Debug, Default)]
struct Counts {
    by_address: HashMap<IpAddr, usize>,
    total: usize,
    telling: usize,
}

/// The door's count of connections; clones share it.
#[derive(Clone, Debug)]
pub struct Gate {
    counts: Arc<Mutex<Counts>>,
    per_address: usize,
    total: usize,
}

/// What a new connection is let in to do.
#[derive(Debug)]
pub enum Entry {
    /// Be served; the connection counts while the ticket lives.
    Admitted(Ticket),
    /// Be told which cap it is over, then closed.
    Refused(Ticket, Full),
    /// Nothing: closed at once.
    Dropped,
}

/// A place held at the gate until dropped.
#[derive(Debug)]
pub struct Ticket {
    counts: Arc<Mutex<Counts>>,
    /// The address of an admitted connection; none for one being refused.
    address: Option<IpAddr>,
}

impl Gate {
    /// A gate with the caps of `limits`.
    pub fn new(limits: &Limits) -> Gate {
        Gate { counts: Arc::default(), per_address: limits.per_address, total: limits.total }
    }

    /// Lets a connection from `address` in, or not; an IPv6 address counts
    /// as its network of 64 bits.
    pub fn enter(&self, address: IpAddr) -> Entry {
        let address = obereg_net::source(address);
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        let from_address = counts.by_address.get(&address).copied().unwrap_or(0);
        let full = if counts.total >= self.total {
            Some(Full::Server)
        } else if from_address >= self.per_address {
            Some(Full::Address)
        } else {
            None
        };
        let ticket = |address| Ticket { counts: Arc::clone(&self.counts), address };
        match full {
            None => {
                counts.by_address.insert(address, from_address + 1);
                counts.total += 1;
                Entry::Admitted(ticket(Some(address)))
            }
            Some(full) if counts.telling < TELLING => {
                counts.telling += 1;
                Entry::Refused(ticket(None), full)
            }
            Some(_) => Entry::Dropped,
        }
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(address) = self.address else {
            counts.telling = counts.telling.saturating_sub(1);
            return;
        };
        counts.total = counts.total.saturating_sub(1);
        if let Some(count) = counts.by_address.get_mut(&address) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                counts.by_address.remove(&address);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gate_holds_the_caps_of_one_address_and_of_all_and_frees_a_place_when_a_ticket_goes() {
        let gate = Gate::new(&Limits { per_address: 2, total: 3, ..Limits::default() });
        let (one, two): (IpAddr, IpAddr) = ("127.0.0.1".parse().unwrap(), "::1".parse().unwrap());
        let first = gate.enter(one);
        let _second = gate.enter(one);
        assert!(matches!(gate.enter(one), Entry::Refused(_, Full::Address)));
        let _third = gate.enter(two);
        assert!(matches!(gate.enter(two), Entry::Refused(_, Full::Server)));
        drop(first);
        let again = gate.enter(one);
        assert!(matches!(again, Entry::Admitted(_)), "{again:?}");
        let telling: Vec<Entry> = (0..TELLING).map(|_| gate.enter(two)).collect();
        assert!(telling.iter().all(|entry| matches!(entry, Entry::Refused(..))));
        assert!(matches!(gate.enter(two), Entry::Dropped), "past the ones being told, a crowd is dropped");
    }

    #[test]
    fn the_addresses_of_one_ipv6_network_of_64_bits_share_its_cap() {
        let gate = Gate::new(&Limits { per_address: 1, total: 3, ..Limits::default() });
        let one: IpAddr = "2001:db8::1".parse().unwrap();
        let _first = gate.enter(one);
        let same = gate.enter("2001:db8::2".parse().unwrap());
        assert!(matches!(same, Entry::Refused(_, Full::Address)), "{same:?}");
        let other = gate.enter("2001:db8:0:1::1".parse().unwrap());
        assert!(matches!(other, Entry::Admitted(_)), "{other:?}");
    }
}
