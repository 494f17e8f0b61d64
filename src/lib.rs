//! Obereg («Оберіг» / «Оберег»): Varangians against Vikings, a tafl game on a
//! 9×9 board, with its rules engine, terminal game, records and computer
//! opponent.
#![deny(missing_docs)]

pub mod ai;
pub mod cli;
pub mod engine;
pub mod headless;
pub mod i18n;
pub mod record;
pub mod rules;
pub mod tui;
