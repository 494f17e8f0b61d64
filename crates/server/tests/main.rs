//! The server's integration tests: a real server on 127.0.0.1, port 0, a
//! temporary data directory and a clock moved by hand; clients of the
//! crate's own client library, or raw TLS for the bad bytes.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

mod accounts;
mod acme;
mod archive;
mod away;
mod backup;
mod bots;
mod closing;
mod die;
mod die_support;
mod games;
mod limits;
mod load_tool;
mod lobby;
mod metrics;
mod pebble;
mod private;
mod ratings;
mod restart;
mod sessions;
mod support;
mod takeback;
mod tournaments;
mod trust;
mod web;
mod websocket;
mod wire;
