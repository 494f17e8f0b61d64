//! A small seeded random generator (splitmix64): the same seed gives the
//! same games, on every machine.

use crate::zobrist::mix;

/// A seeded stream of random numbers.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A stream that starts from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next number of the stream.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// A number below `bound` (which must not be 0).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }
}
