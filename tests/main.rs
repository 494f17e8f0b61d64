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
mod doc_paths;
mod engine_protocol;
mod files;
mod guide_links;
mod help;
mod learn;
mod modules;
mod network;
mod nodes;
mod perft_moves;
mod pty;
mod pty_board11;
mod pty_clock;
mod pty_die;
mod pty_menu;
mod pty_online;
mod pty_puzzles;
mod pty_settings;
mod replay;
mod server;

/// The game's binary, kept from the player's own settings (`config.toml`
/// under `XDG_CONFIG_HOME`, here a folder that holds none): a test reads
/// none of them and moves none aside.
pub fn obereg() -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_obereg"));
    command.env("XDG_CONFIG_HOME", env!("CARGO_TARGET_TMPDIR"));
    command
}
