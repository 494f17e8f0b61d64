//! The program on the command line: parses it and runs the game in the
//! terminal or a headless command (the native build's only).

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

use crate::cli::{self, Cli, Command};
use crate::i18n::{self, Messages};
use crate::lang::Lang;
use crate::settings::trouble::Trouble;
use crate::settings::{Settings, SettingsFile};
use crate::{bot, headless, puzzle, serve, tui};

/// Parses the command line and runs the game or a headless command: the
/// whole of the `obereg` binary.
pub fn main() -> ExitCode {
    let var = |name: &str| std::env::var(name).ok();
    // The settings kept in the config file, read once; a damaged file has
    // been moved aside, and the defaults are used.
    let file = SettingsFile::find(var);
    let (settings, trouble) = file.as_ref().map(SettingsFile::load).unwrap_or_default();
    // The language must be known before clap runs, for a translated --help;
    // it is chosen here once, and its catalogue built once and passed down.
    let lang = Lang::from_args_or_env(std::env::args_os(), settings.lang, var);
    let messages = Messages::new(lang);
    match run(&messages, &settings, trouble, file) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("{}", i18n::describe_error(&messages, &error));
            ExitCode::from(2)
        }
    }
}

/// Runs what the command line asks for; the `settings` kept in `file` give
/// the game in the terminal what no flag gives, and it tells the `trouble`
/// with their file again in its status line.
fn run(
    messages: &Messages,
    settings: &Settings,
    trouble: Option<Trouble>,
    file: Option<SettingsFile>,
) -> anyhow::Result<ExitCode> {
    let command = i18n::localize_command(Cli::command(), messages);
    let matches = match command.clone().try_get_matches() {
        Ok(matches) => matches,
        // --help and --version are not errors: clap prints them.
        Err(error) if !error.use_stderr() => {
            error.print()?;
            return Ok(ExitCode::SUCCESS);
        }
        Err(error) => return Err(error.into()),
    };
    let cli = Cli::from_arg_matches(&matches)?;
    // The game in the terminal tells it on its first screen.
    if let Some(trouble) = trouble.as_ref().filter(|_| !cli.opens_terminal()) {
        eprintln!("{}", trouble.describe(messages));
    }
    let mut out = std::io::stdout().lock();
    let board = cli.board.unwrap_or_default();
    match cli.command {
        Some(Command::Perft { depth, divide, ref position, ref die }) => {
            headless::perft(board, depth, divide, position, die, &mut out)?
        }
        Some(Command::Moves { ref position, ref die }) => headless::moves(board, position, die, &mut out)?,
        Some(Command::Online(cli::OnlineArgs { forget_server: Some(ref server), .. })) => {
            crate::forget::forget_server(server, messages, &mut out)?
        }
        None
        | Some(
            Command::Host(_)
            | Command::Join(_)
            | Command::Online(_)
            | Command::Learn { .. }
            | Command::Board { .. }
            | Command::Puzzles(cli::PuzzlesArgs { check: None, .. }),
        ) => {
            drop(out);
            let var = |name: &str| std::env::var(name).ok();
            // The options for the settings kept, made again when the
            // settings screen changes them: the flags given still win.
            let remake = |settings: &Settings| {
                let messages = Messages::new(Lang::from_args_or_env(std::env::args_os(), settings.lang, var));
                tui::GameConfig::new(&cli, settings, var, fastrand::bool, &messages)
                    .map_err(|error| anyhow::Error::msg(error.describe(&messages)))
            };
            let config = remake(settings)?;
            let kept =
                tui::Kept { file, settings: *settings, env_lang: Lang::from_env(var), remake: &remake };
            return tui::run(&tui::GameConfig { settings_trouble: trouble, ..config }, kept);
        }
        Some(Command::Server(ref args)) => serve::serve(args, messages, &mut out)?,
        Some(Command::Bot(ref args)) => bot::run(args, messages, &mut out)?,
        Some(Command::Replay { ref file }) => headless::replay(file, cli.board, &mut out)?,
        Some(Command::Analyze { ref position, time, depth, ref die }) => {
            headless::analyze(board, position, time, depth, die, &mut out)?
        }
        Some(Command::Match { vikings, varangians, games, time, seed, die }) => {
            let setup = headless::MatchSetup { vikings, varangians, games, time, seed, board, die };
            headless::play_match(&setup, &mut out)?
        }
        Some(Command::Strength { ref player, ref opponent, openings, seed, sprt, threads }) => {
            let setup = headless::StrengthSetup {
                player: player.clone(),
                opponent: opponent.clone(),
                openings: openings.map(|count| count as usize),
                seed,
                board,
                sprt: sprt.map(|(elo0, elo1)| headless::Sprt { elo0, elo1 }),
                threads: threads as usize,
            };
            headless::play_strength(&setup, &mut out)?
        }
        Some(Command::GenOpenings { count, plies, seed }) => {
            let shipped = headless::SHIPPED;
            let recipe = headless::Recipe {
                count: count.map_or(shipped.count, |count| count as usize),
                plies: plies.map_or(shipped.plies, |plies| plies as usize),
                seed: seed.unwrap_or(shipped.seed),
            };
            headless::write_openings(board, recipe, &mut out)?
        }
        Some(Command::Engine) if cli.board.is_some() => {
            return Err(headless::CommandError::BoardOfHost.into());
        }
        Some(Command::Puzzles(cli::PuzzlesArgs { check: Some(cli::PuzzlesCommand::Check), .. })) => {
            let failed = puzzle::check_puzzles(puzzle::shipped_files(), messages, &mut out)?;
            return Ok(if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE });
        }
        Some(Command::GenPuzzles { games, seed, ref out_dir }) => {
            puzzle::generate_puzzles(games, seed, out_dir, &mut out)?
        }
        Some(Command::Completions { shell }) => headless::completions(shell, command, &mut out)?,
        Some(Command::Manual) => headless::manual(command, &messages.manual_headings(), &mut out)?,
        Some(Command::Engine) => {
            obereg_engine::protocol::run(std::io::BufReader::new(std::io::stdin()), &mut out)?
        }
    }
    Ok(ExitCode::SUCCESS)
}
