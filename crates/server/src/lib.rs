//! The Obereg server.
//!
//! The server (`obereg server`) keeps accounts, a lobby and games decided
//! by `obereg-rules`, speaks the protocol of `PROTOCOL.md` (one JSON object
//! a line, or a WebSocket text frame) over TLS, and keeps everything in
//! SQLite: a move is in the database before anyone hears of it; with a
//! domain its certificate comes from an ACME authority ([`acme`]). Its
//! clients connect with `obereg-client`, which checks a certificate from a
//! public authority the normal way, pins any other on first use and
//! refuses a changed one.
//!
//! The shape: the door ([`admit`], [`front`]) caps the connections and
//! tells a WebSocket from lines (`obereg_client::transport`) and from a request for the
//! browser's page ([`web`]); a task per connection
//! ([`conn`]) reads messages, logs in and applies the rate limits; one
//! task, the hub, owns the lobby and the live games; the database runs on
//! blocking threads ([`store::Db`]).

pub mod account;
pub mod acme;
pub mod admit;
pub mod archive;
pub mod auth;
pub mod bundle;
pub mod bus;
pub mod conn;
pub mod dice;
pub mod front;
pub mod health;
pub mod hub;
pub mod limit;
pub mod metrics;
pub mod protocol;
pub mod server;
pub mod signup;
pub mod store;
pub mod table;
pub mod time;
pub mod tls;
pub mod web;

pub use limit::Limits;
pub use server::{Config, DEFAULT_PORT, Ready, Server, ServerError, run_blocking};
pub use time::{ManualNow, Now, SystemNow};
