//! The `obereg` program as a library: the binary (`main.rs`) calls
//! `main` (in `program.rs`); the modules stay private. Built for the
//! browser (`wasm32`, `scripts/build-web`), it is the page's: the same
//! screens, without the terminal, the command line, the headless commands,
//! the server and the bot.

#[cfg(not(target_arch = "wasm32"))]
mod bot;
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod forget;
#[cfg(not(target_arch = "wasm32"))]
mod headless;
mod i18n;
mod lang;
#[cfg(not(target_arch = "wasm32"))]
mod program;
mod puzzle;
mod puzzle_theme;
#[cfg(not(target_arch = "wasm32"))]
mod serve;
mod settings;
mod tui;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
mod web_storage;

#[cfg(test)]
mod tests;

#[cfg(not(target_arch = "wasm32"))]
pub use program::main;
#[cfg(target_arch = "wasm32")]
pub use web::main;
