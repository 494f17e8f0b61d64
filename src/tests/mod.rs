//! Tests of the game's state, input, rendering and effects, without a
//! terminal: key sequences through `update`, frames in a `TestBackend`.

mod common;
mod computer_common;

mod app;
mod board11;
mod cli;
mod clocks;
mod computer;
mod config;
mod die;
mod files;
mod free_board;
mod lesson_screens;
mod lessons;
mod manual;
mod names;
mod network;
mod network_die;
mod panel;
mod prompt;
mod puzzle_play;
mod puzzles;
mod record;
mod render;
mod resume;
mod saving;
mod screen_keys;
mod small_screen;
mod timers;
