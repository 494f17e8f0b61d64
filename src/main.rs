//! The `obereg` binary: parses the command line and runs the game or a
//! headless command.

use std::process::ExitCode;

use clap::Parser;
use clap::error::Error as UsageError;
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
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // --help and --version are not errors: clap prints them.
        Err(error) if !error.use_stderr() => {
            error.print()?;
            return Ok(ExitCode::SUCCESS);
        }
        Err(error) => anyhow::bail!(one_line(&error)),
    };
    let mut out = std::io::stdout().lock();
    match cli.command {
        Some(Command::Perft { depth, divide, position }) => {
            headless::perft(depth, divide, &position, &mut out)?
        }
        Some(Command::Moves { position }) => headless::moves(&position, &mut out)?,
        None => anyhow::bail!("the terminal game is not built yet"),
    }
    Ok(ExitCode::SUCCESS)
}

/// clap's message without its usage and tips: the lines before the first
/// blank one, joined, so a bad argument is reported on one line like any
/// other bad input.
fn one_line(error: &UsageError) -> String {
    let rendered = error.render().to_string();
    let message: Vec<&str> = rendered.lines().map(str::trim).take_while(|line| !line.is_empty()).collect();
    message.join(" ").trim_start_matches("error: ").to_string()
}
