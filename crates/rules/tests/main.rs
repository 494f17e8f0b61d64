//! The rules crate's tests: one test per rule (named after its id in
//! `rules.md`), perft against the reference tables, a slow reference
//! implementation compared with the fast one, and property tests.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

mod common;
mod random_cases;
mod reference;

mod board;
mod capture;
mod clock;
mod die;
mod die_game;
mod end;
mod errors;
mod moving;
mod notation;
mod perft;
mod prince;
mod properties;
mod reference_comparison;
mod string;
