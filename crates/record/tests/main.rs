//! The record crate's tests: the game tree, .otg round trips, damaged
//! files and the data-directory store.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

mod games;
#[path = "../../rules/tests/random_cases.rs"]
mod random_cases;

mod board11;
mod clock_millis;
mod clocks;
mod damaged;
mod die;
mod opentafl;
mod round_trip;
mod store;
mod tree;
mod variations;
