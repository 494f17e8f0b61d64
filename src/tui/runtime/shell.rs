//! The app in a terminal: takes the terminal and the threads that feed the
//! loop's channel ([`Shell`]), then loops: draw, wait (for the channel or
//! the next timer) and step the [`Run`] on what came.

use std::process::ExitCode;
use std::sync::mpsc::{self, RecvTimeoutError};

use anyhow::Context;
use web_time::Instant;

use super::event_threads;
use super::run::{Flow, Input, Run};
use super::terminal::{self, TerminalGuard};
use crate::tui::screens::settings::Kept;
use crate::tui::{AppEvent, GameConfig, prepare};

/// Plays games in the terminal until the players quit. The terminal is
/// restored on every way out. The game is autosaved after every change.
/// When no flag named a game, the run opens on the start menu, and each
/// game it opens returns to it; its settings screen changes what is `kept`.
///
/// # Errors
/// When the terminal cannot be set up, drawn on or read, or the `--load`
/// file cannot be opened (nothing is drawn then and the file is untouched).
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

/// The terminal, taken for the run, and the loop's one channel.
struct Shell {
    guard: TerminalGuard,
    sender: mpsc::Sender<AppEvent>,
    events: mpsc::Receiver<AppEvent>,
    /// What a failure of the terminal is called, in the player's language.
    context: String,
}

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
        event_threads::spawn(&sender).context(context.clone())?;
        Ok(Shell { guard, sender, events, context })
    }
}
