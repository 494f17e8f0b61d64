//! The tests of one networked game's state machine: the line and its
//! catching up, takebacks, offers, clocks, the die and the game itself.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

mod clocks;
mod dice;
mod line;
mod offers;
mod session;
mod takeback;
