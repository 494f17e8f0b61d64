//! The command line: clap's checks of the plain and every translated one.

use clap::{CommandFactory, Parser};

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

#[test]
fn the_servers_caps_on_connections_are_the_libraries_unless_chosen_and_never_zero() {
    let server_args = |extra: &[&str]| {
        let args = [&["obereg", "server"], extra].concat();
        match Cli::try_parse_from(args).map(|cli| cli.command) {
            Ok(Some(crate::cli::Command::Server(args))) => Ok(crate::serve::limits(&args)),
            Ok(other) => panic!("{other:?}"),
            Err(error) => Err(error.kind()),
        }
    };
    assert_eq!(server_args(&[]), Ok(obereg_server::Limits::default()));
    let chosen = server_args(&["--max-per-address", "6000", "--max-connections", "7000"]).unwrap();
    assert_eq!((chosen.per_address, chosen.total), (6000, 7000));
    assert_eq!(chosen.burst, obereg_server::Limits::default().burst);
    for zero in ["--max-per-address", "--max-connections"] {
        assert_eq!(server_args(&[zero, "0"]), Err(clap::error::ErrorKind::ValueValidation), "{zero}");
    }
}
