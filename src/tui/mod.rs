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
#[cfg(any(test, target_arch = "wasm32"))]
mod cell_look;
mod chosen;
pub(crate) mod command;
pub(crate) mod computer;
pub(crate) mod config;
pub(crate) mod die;
mod events;
pub mod geometry;
mod help;
pub mod input;
mod key_line;
pub(crate) mod keys;
mod lesson_miss;
mod lessons;
pub(crate) mod link;
pub(crate) mod notice;
pub(crate) mod online;
#[cfg(target_arch = "wasm32")]
mod page;
mod palette;
pub(crate) mod perform;
mod players;
#[cfg(any(test, target_arch = "wasm32"))]
pub(crate) mod pointer;
pub(crate) mod progress_file;
pub(crate) mod puzzles;
pub(crate) mod remote;
mod render;
mod roller;
mod run;
mod screens;
#[cfg(not(target_arch = "wasm32"))]
mod sources;
pub(crate) mod storage;
mod stored_text;
#[cfg(not(target_arch = "wasm32"))]
mod terminal;
mod theme;
pub(crate) mod timers;
mod update;
mod wrap;

#[cfg(target_arch = "wasm32")]
pub use cell_look::cell_css;
pub use config::GameConfig;
#[cfg(target_arch = "wasm32")]
pub use page::Page;
pub use update::update;

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{self, RecvTimeoutError};

#[cfg(not(target_arch = "wasm32"))]
use anyhow::Context;
#[cfg(not(target_arch = "wasm32"))]
use web_time::Instant;

use crate::cli::Board;
use crate::i18n::text_arg;
pub use screens::settings::Kept;

use events::AppEvent;
#[cfg(not(target_arch = "wasm32"))]
use run::{Flow, Input, Run};
use storage::Start;
#[cfg(not(target_arch = "wasm32"))]
use terminal::TerminalGuard;

/// What a game's screen is opened from: its files, its board and its puzzles.
type Prepared = (Start, Board, Vec<crate::puzzle::Puzzle>);

/// Plays games in the terminal until the players quit. The terminal is
/// restored on every way out. The game is autosaved after every change.
/// When no flag named a game, the run opens on the start menu, and each
/// game it opens returns to it; its settings screen changes what is `kept`.
///
/// # Errors
/// When the terminal cannot be set up, drawn on or read, or the `--load`
/// file cannot be opened (nothing is drawn then and the file is untouched).
#[cfg(not(target_arch = "wasm32"))]
pub fn run(config: &GameConfig, kept: Kept<'_>) -> anyhow::Result<ExitCode> {
    let prepared = if config.menu || config.online.is_some() { None } else { Some(prepare(config)?) };
    let shell = Shell::enter(&config.messages)?;
    let Shell { mut guard, sender, events, context } = shell;
    let size = guard.terminal.size().context(context.clone())?;
    let mut run = Run::open(config.clone(), kept, prepared, (size.width, size.height), sender)?;
    loop {
        guard.terminal.draw(|frame| run.draw(frame)).context(context.clone())?;
        // Blocks until something happens or a timer is due: an idle screen
        // uses no CPU.
        let event = match run.next_timer() {
            Some(due) => events.recv_timeout(due.saturating_duration_since(Instant::now())),
            None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let input = match event {
            Ok(AppEvent::Terminal(event)) => Input::Terminal(event),
            Ok(AppEvent::Signal(signal)) => Input::Signal(signal),
            Ok(AppEvent::InputFailed(error)) => return Err(error).context(context),
            Ok(AppEvent::Action(action)) => Input::Action(action),
            Ok(AppEvent::Online(event)) => Input::Online(event),
            Err(RecvTimeoutError::Timeout) => Input::TimersDue,
            Err(RecvTimeoutError::Disconnected) => return Ok(ExitCode::SUCCESS),
        };
        if let Flow::Quit(code) = run.on(input)? {
            return Ok(code);
        }
    }
}

/// What a game's run needs before the terminal is taken: its files, its
/// board and its puzzles.
///
/// # Errors
/// When the `--load` file cannot be opened, the board asked for is not the
/// game's, or no puzzle is of the kind asked for.
fn prepare(config: &GameConfig) -> anyhow::Result<Prepared> {
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
