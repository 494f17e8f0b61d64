//! The bot's integration tests: a real server on 127.0.0.1, port 0, a
//! temporary data directory, the bot with a tiny node budget, and test
//! clients of the server's client library.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

mod die;
#[path = "../../server/tests/die_support.rs"]
#[allow(dead_code, reason = "the server's die game as a client sees it, of which these tests use a part")]
mod die_support;
mod draw;
mod games;
mod opponent;
mod relay;
#[path = "../../server/tests/support.rs"]
#[allow(dead_code, reason = "the server's test support, of which these tests use a part")]
mod support;
mod takeback;
mod tournament;
