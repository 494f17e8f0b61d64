//! The engine crate's tests: search limits and reports, and the tactics
//! each level must find.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

mod board11;
mod clock_share;
mod contempt;
mod die;
mod endgames;
mod fortress;
mod repeated_captures;
mod repetition;
mod search;
mod tactics;
