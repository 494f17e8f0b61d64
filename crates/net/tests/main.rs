//! The network crate's tests, on this machine's loopback only, every loop
//! bounded: the join code, the messages and their decoder, refusals, and a
//! game carried through a proxy that drops, delays and cuts the connection.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

mod common;
#[path = "../../rules/tests/random_cases.rs"]
mod random_cases;

mod acceptor;
mod code;
mod messages;
mod proxy;
mod refusals;
mod rejoin;
