//! The game in the terminal: two players at one keyboard (hot seat), or a
//! person against the computer, or the computer against itself.
//!
//! Data flows one way: a terminal event becomes an [`action::Action`] in
//! [`input::action_for`] (pure), [`update()`] changes the [`app::App`] and returns
//! [`command::Command`]s, and `impl Widget for &App` draws it. [`run`] wires this to
//! a real terminal: its [`perform::Performer`] does the commands (files,
//! the engine's thread, timers) and feeds their results back as actions.
//!
//! The one state of the game is a [`obereg_record::GameRecord`]: its move
//! tree gives play, undo and redo, variations and review, and its tags the
//! players' names, so what is saved is always what is on the screen.

pub(crate) mod action;
pub(crate) mod app;
mod chosen;
pub(crate) mod command;
pub(crate) mod computer;
pub(crate) mod config;
pub(crate) mod die;
mod events;
pub mod geometry;
mod help;
pub mod input;
pub(crate) mod keys;
mod lesson_miss;
mod lessons;
pub(crate) mod link;
pub(crate) mod notice;
#[cfg(target_arch = "wasm32")]
mod page;
mod palette;
pub(crate) mod perform;
mod players;
pub(crate) mod progress_file;
pub(crate) mod puzzles;
pub(crate) mod remote;
mod render;
mod roller;
mod screens;
#[cfg(not(target_arch = "wasm32"))]
mod sources;
pub(crate) mod storage;
#[cfg(not(target_arch = "wasm32"))]
mod terminal;
mod theme;
pub(crate) mod timers;
mod update;
mod wrap;

pub use config::GameConfig;
#[cfg(target_arch = "wasm32")]
pub use page::Page;
pub use update::update;

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{self, RecvTimeoutError};
#[cfg(not(target_arch = "wasm32"))]
use web_time::Instant;

use anyhow::Context;

use crate::cli::Board;
use crate::i18n::text_arg;
pub use screens::settings::Kept;

use events::AppEvent;
use screens::menu::{Menu, Unfinished};
use screens::{Go, Screen};
use storage::{Opening, Start};
#[cfg(not(target_arch = "wasm32"))]
use terminal::TerminalGuard;

/// Plays games in the terminal until the players quit. The terminal is
/// restored on every way out. The game is autosaved after every change.
/// When no flag named a game, the run opens on the start menu, and each
/// game it opens returns to it; its settings screen changes what is `kept`.
///
/// # Errors
/// When the terminal cannot be set up, drawn on or read, or the `--load`
/// file cannot be opened (nothing is drawn then and the file is untouched).
#[cfg(not(target_arch = "wasm32"))]
pub fn run(config: &GameConfig, kept: &mut Kept<'_>) -> anyhow::Result<ExitCode> {
    let mut config = config.clone();
    let prepared = if config.menu { None } else { Some(prepare(&config)?) };
    let mut shell = Shell::enter(&config.messages)?;
    let mut screen = match prepared {
        Some(prepared) => Screen::open(&config, prepared, shell.size()?, &shell.sender)?,
        None => menu(&config, shell.size()?, None),
    };
    let mut theme = theme::Theme::new(config.ascii, config.color, config.theme);
    loop {
        shell
            .guard
            .terminal
            .draw(|frame| screen.draw(frame, &config.messages, &theme))
            .context(shell.context.clone())?;
        // Blocks until something happens or a timer is due: an idle screen
        // uses no CPU.
        let event = match screen.next_timer() {
            Some(due) => shell.events.recv_timeout(due.saturating_duration_since(Instant::now())),
            None => shell.events.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let go = match event {
            Ok(AppEvent::Terminal(event)) => screen.on_terminal(&event),
            // Quitting saves the time spent on the move in progress; the
            // exit code is the shell's convention: 128 + the signal number.
            Ok(AppEvent::Signal(signal)) => {
                screen.quit();
                return Ok(ExitCode::from(128 + signal as u8));
            }
            Ok(AppEvent::InputFailed(error)) => return Err(error).context(shell.context),
            Ok(AppEvent::Action(action)) => screen.on_action(action),
            Err(RecvTimeoutError::Timeout) => screen.fire_timers(),
            Err(RecvTimeoutError::Disconnected) => return Ok(ExitCode::SUCCESS),
        };
        screen = match go {
            None => screen.settled(),
            Some(Go::Quit) => return Ok(ExitCode::SUCCESS),
            Some(Go::Menu) => menu(&config, shell.size()?, None),
            Some(Go::Settings) => {
                match screens::settings::run(&config, kept, &mut shell.guard.terminal, &shell.events)? {
                    Ok(remade) => config = remade,
                    Err(code) => return Ok(code),
                }
                theme = theme::Theme::new(config.ascii, config.color, config.theme);
                menu(&config, shell.size()?, None)
            }
            Some(go) => {
                let chosen = config.chosen(&go);
                // The trouble with the settings file is told in the first game opened, not in each.
                config.settings_trouble = None;
                let opened = prepare(&chosen)
                    .and_then(|prepared| Screen::open(&chosen, prepared, shell.size()?, &shell.sender));
                match opened {
                    Ok(screen) => screen,
                    Err(error) => {
                        let why = crate::i18n::describe_error(&config.messages, &error);
                        menu(&config, shell.size()?, Some(why))
                    }
                }
            }
        };
    }
}

/// What a game's run needs before the terminal is taken: its files, its
/// board and its puzzles.
///
/// # Errors
/// When the `--load` file cannot be opened, the board asked for is not the
/// game's, or no puzzle is of the kind asked for.
fn prepare(config: &GameConfig) -> anyhow::Result<(Start, Board, Vec<crate::puzzle::Puzzle>)> {
    let messages = &config.messages;
    let describe = |error: storage::LoadError| anyhow::anyhow!(error.describe(messages));
    let mut start = Start::prepare(&config.opening).map_err(describe)?;
    let board = start.board(config.board, config.new_board, &config.opening).map_err(describe)?;
    Ok((start, board, chosen_puzzles(config)?))
}

/// The terminal, taken for the run, and the loop's one channel.
#[cfg(not(target_arch = "wasm32"))]
struct Shell {
    guard: TerminalGuard,
    sender: mpsc::Sender<AppEvent>,
    events: mpsc::Receiver<AppEvent>,
    /// What a failure of the terminal is called, in the player's language.
    context: String,
}

#[cfg(not(target_arch = "wasm32"))]
impl Shell {
    /// Takes the terminal and starts the sources of its events.
    ///
    /// # Errors
    /// When the output is no terminal or it cannot be set up.
    fn enter(messages: &crate::i18n::Messages) -> anyhow::Result<Shell> {
        let context = messages.text("error-terminal");
        if !terminal::is_one() {
            anyhow::bail!(messages.text("error-no-terminal"));
        }
        let guard = TerminalGuard::enter().context(context.clone())?;
        let (sender, events) = mpsc::channel();
        sources::spawn_sources(&sender).context(context.clone())?;
        Ok(Shell { guard, sender, events, context })
    }

    /// The terminal's size: columns, rows.
    ///
    /// # Errors
    /// When the terminal cannot say it.
    fn size(&self) -> anyhow::Result<(u16, u16)> {
        let size = self.guard.terminal.size().context(self.context.clone())?;
        Ok((size.width, size.height))
    }
}

/// The start menu on a screen of `size`, offering the unfinished game if
/// there is one; `failed`: why the last choice did not start.
fn menu(config: &GameConfig, size: (u16, u16), failed: Option<String>) -> Screen {
    let unfinished = Start::prepare(&Opening::Ask).ok().and_then(|start| start.offer).map(Unfinished::of);
    let mut menu = Menu::new(unfinished, size).with_level(config.level);
    if let Some(why) = failed {
        menu.failed(why);
    }
    Screen::Menu(menu)
}

/// The shipped puzzles `config` chooses, when it asks for puzzles.
///
/// # Errors
/// When none is of the theme and length asked for.
fn chosen_puzzles(config: &GameConfig) -> anyhow::Result<Vec<crate::puzzle::Puzzle>> {
    let Some(choice) = config.puzzles else { return Ok(Vec::new()) };
    // Every shipped file loads: the tests read each one.
    let all = crate::puzzle::shipped().map_err(|(name, error)| anyhow::anyhow!("{name}: {error}"))?;
    let chosen: Vec<_> = all.into_iter().filter(|puzzle| choice.admits(puzzle)).collect();
    if chosen.is_empty() {
        let theme = choice.theme.map_or("-", |theme| theme.name());
        let length = choice.length.map_or("-".to_string(), |length| length.to_string());
        let args = [text_arg("theme", theme), text_arg("length", length)];
        anyhow::bail!(config.messages.format("puzzle-none-chosen", &args));
    }
    Ok(chosen)
}
