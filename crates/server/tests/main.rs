//! The server's integration tests: a real server on 127.0.0.1, port 0, a
//! temporary data directory and a clock moved by hand; clients of the
//! crate's own client library, or raw TLS for the bad bytes.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

use obereg_server::store::{Location, NewGame, Store};

mod accounts;
mod acme;
mod archive;
mod away;
mod backup;
mod bots;
mod closing;
mod cluster;
mod die;
mod die_support;
mod games;
mod limits;
mod load_tool;
mod lobby;
mod metrics;
/// The tests' NATS server; the cluster's tests here never stop it.
#[allow(dead_code, reason = "stopping it is the fault run's, in the game's tests")]
mod nats;
mod pebble;
mod private;
mod ratings;
mod restart;
mod sessions;
/// The tests' PostgreSQL, as the store's own tests start it.
#[path = "../src/store/testing.rs"]
#[allow(dead_code, unused_macros, unused_imports, reason = "the cluster's test uses its PostgreSQL only")]
mod store_testing;
mod support;
mod takeback;
mod tournaments;
mod trust;
mod web;
mod websocket;
mod wire;
