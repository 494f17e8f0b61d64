//! The `obereg` binary as a person's shell runs it: the command line in
//! every language, the headless commands, the engine protocol, files, and
//! the terminal game in a pseudo-terminal.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "a test fails by panicking")]

#[path = "../crates/record/tests/games.rs"]
mod games;
#[path = "../crates/rules/tests/common.rs"]
mod rules_common;
mod run;

mod analyze_match;
mod board11;
mod cli_errors;
mod engine_protocol;
mod files;
mod help;
mod learn;
mod modules;
mod network;
mod perft_moves;
mod pty;
mod pty_board11;
mod pty_clock;
mod pty_die;
mod pty_menu;
mod pty_puzzles;
mod replay;
