//! The command line: clap's checks of the plain and every translated one.

use clap::CommandFactory;

use crate::cli::Cli;
use crate::i18n::{Messages, localize_command};
use crate::lang::Lang;

#[test]
fn the_command_line_is_consistent() {
    Cli::command().debug_assert();
}

#[test]
fn the_localised_command_lines_are_consistent() {
    for lang in Lang::ALL {
        localize_command(Cli::command(), &Messages::new(lang)).debug_assert();
    }
}
