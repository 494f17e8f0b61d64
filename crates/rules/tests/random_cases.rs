//! Random cases for the property tests. A property runs on many cases,
//! each drawn from a seed of its own; a failing case prints its seed, and
//! `OBEREG_SEED=<seed> cargo test <name>` tries that one case again.
//! The record and network crates' tests include this file too.

// Each test binary that includes this file uses only some of its helpers.
#![allow(dead_code)]

use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};

/// How many cases a property is tried on, unless it asks for another number.
pub const CASES: usize = 256;

/// Runs `property` on `cases` random cases, or on the one case whose seed
/// `OBEREG_SEED` gives.
pub fn for_random_cases(cases: usize, property: impl Fn(&mut fastrand::Rng)) {
    let seeds: Vec<u64> = match std::env::var("OBEREG_SEED") {
        Ok(seed) => vec![seed.parse().unwrap_or_else(|_| panic!("OBEREG_SEED={seed} is not a seed"))],
        Err(_) => {
            let mut seeds = fastrand::Rng::new();
            (0..cases).map(|_| seeds.u64(..)).collect()
        }
    };
    for seed in seeds {
        let case = catch_unwind(AssertUnwindSafe(|| property(&mut fastrand::Rng::with_seed(seed))));
        if let Err(failure) = case {
            eprintln!("the failing case: OBEREG_SEED={seed}");
            resume_unwind(failure);
        }
    }
}

/// Up to `longest` characters, each drawn from `alphabet`.
pub fn text_of(rng: &mut fastrand::Rng, alphabet: &str, longest: usize) -> String {
    let alphabet: Vec<char> = alphabet.chars().collect();
    (0..rng.usize(..=longest)).map(|_| alphabet[rng.usize(..alphabet.len())]).collect()
}

/// Up to `longest` characters of any kind.
pub fn any_text(rng: &mut fastrand::Rng, longest: usize) -> String {
    (0..rng.usize(..=longest)).map(|_| rng.char(..)).collect()
}

/// Up to `longest` bytes of any value.
pub fn any_bytes(rng: &mut fastrand::Rng, longest: usize) -> Vec<u8> {
    (0..rng.usize(..=longest)).map(|_| rng.u8(..)).collect()
}
