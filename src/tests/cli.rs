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

#[test]
fn an_sprt_is_two_elo_differences_the_smaller_first() {
    assert_eq!(crate::cli::parse_sprt("0,10"), Ok((0.0, 10.0)));
    assert_eq!(crate::cli::parse_sprt("-5, 5"), Ok((-5.0, 5.0)));
    for bad in ["10,0", "5", "a,b", "0,inf"] {
        assert!(crate::cli::parse_sprt(bad).is_err(), "{bad}");
    }
}
