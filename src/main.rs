//! The `obereg` binary: parses the command line and runs the game or a
//! headless command.

use std::process::ExitCode;

use clap::Parser;
use obereg::cli::{Cli, Command};
use obereg::headless;

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(error) => {
            eprintln!("obereg: {error:#}");
            ExitCode::from(2)
        }
    }
}

fn run() -> anyhow::Result<ExitCode> {
    let cli = Cli::parse();
    let mut out = std::io::stdout().lock();
    match cli.command {
        Some(Command::Perft { depth, divide, position }) => {
            headless::perft(depth, divide, &position, &mut out)?
        }
        Some(Command::Moves { position }) => headless::moves(&position, &mut out)?,
        Some(Command::Analyze { position, time, depth }) => {
            headless::analyze(&position, time, depth, &mut out)?
        }
        Some(Command::Match { vikings, varangians, games, time, seed }) => {
            headless::play_match(&headless::MatchSetup { vikings, varangians, games, time, seed }, &mut out)?
        }
        Some(Command::Engine) => obereg::engine::run(std::io::stdin().lock(), &mut out)?,
        None => anyhow::bail!("the terminal game is not built yet"),
    }
    Ok(ExitCode::SUCCESS)
}
