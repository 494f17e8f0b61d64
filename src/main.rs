//! The `obereg` binary: parses the command line and runs the game or a
//! headless command.

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};
mod cli;
mod headless;
mod i18n;
mod lang;
mod tui;

#[cfg(test)]
mod tests;

use cli::{Cli, Command};
use i18n::Messages;
use lang::Lang;

fn main() -> ExitCode {
    // The language must be known before clap runs, for a translated --help;
    // it is chosen here once, and its catalogue built once and passed down.
    let lang = Lang::from_args_or_env(std::env::args_os(), |name| std::env::var(name).ok());
    let messages = Messages::new(lang);
    match run(&messages) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("{}", i18n::describe_error(&messages, &error));
            ExitCode::from(2)
        }
    }
}

fn run(messages: &Messages) -> anyhow::Result<ExitCode> {
    let matches = match i18n::localize_command(Cli::command(), messages).try_get_matches() {
        Ok(matches) => matches,
        // --help and --version are not errors: clap prints them.
        Err(error) if !error.use_stderr() => {
            error.print()?;
            return Ok(ExitCode::SUCCESS);
        }
        Err(error) => return Err(error.into()),
    };
    let cli = Cli::from_arg_matches(&matches)?;
    let mut out = std::io::stdout().lock();
    match cli.command {
        Some(Command::Perft { depth, divide, ref position, ref die }) => {
            headless::perft(depth, divide, position, die, &mut out)?
        }
        Some(Command::Moves { ref position, ref die }) => headless::moves(position, die, &mut out)?,
        None | Some(Command::Host(_) | Command::Join(_)) => {
            drop(out);
            let config =
                tui::GameConfig::new(&cli, |name| std::env::var(name).ok(), fastrand::bool, messages)
                    .map_err(|error| anyhow::Error::msg(error.describe(messages)))?;
            return tui::run(&config);
        }
        Some(Command::Replay { ref file }) => headless::replay(file, &mut out)?,
        Some(Command::Analyze { ref position, time, depth, ref die }) => {
            headless::analyze(position, time, depth, die, &mut out)?
        }
        Some(Command::Match { vikings, varangians, games, time, seed, die }) => headless::play_match(
            &headless::MatchSetup { vikings, varangians, games, time, seed, die },
            &mut out,
        )?,
        Some(Command::Engine) => {
            obereg_engine::protocol::run(std::io::BufReader::new(std::io::stdin()), &mut out)?
        }
    }
    Ok(ExitCode::SUCCESS)
}
