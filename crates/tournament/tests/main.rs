//! The tournaments' pairings and tables, against tables worked by hand
//! and computations written again here.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

#[path = "../../rules/tests/random_cases.rs"]
mod random_cases;

mod arena;
mod round_robin;
mod swiss;
