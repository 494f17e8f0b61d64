//! Tests of the game's state, input, rendering and effects, without a
//! terminal: key sequences through `update`, frames in a `TestBackend`.

pub(crate) mod common;
pub(crate) mod computer_common;

mod app;
mod board11;
mod cli;
mod clock_keeping;
mod clocks;
mod computer;
pub(crate) mod config;
mod die;
mod files;
mod fit;
mod kept_settings;
mod manual;
mod menu_behind;
pub(crate) mod names;
mod net_asking;
mod net_away;
mod net_dice;
mod net_ends;
mod net_pair;
mod net_proxy;
mod net_resume;
mod network;
mod network_die;
mod network_faults;
mod network_loopback;
mod network_sync;
mod online_die;
mod panel;
mod prompt;

mod record;
pub(crate) mod render;
mod resume;
mod saving;
pub(crate) mod screen_keys;
mod small_screen;
mod timers;
