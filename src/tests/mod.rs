//! Tests of the game's state, input, rendering and effects, without a
//! terminal: key sequences through `update`, frames in a `TestBackend`.

mod common;
mod computer_common;

mod app;
mod cli;
mod clocks;
mod computer;
mod die;
mod files;
mod network;
mod panel;
mod prompt;
mod record;
mod render;
mod resume;
mod timers;
