//! The game in the terminal: two players at one keyboard (hot seat), or a
//! person against the computer, or the computer against itself.
//!
//! Data flows one way: a terminal event becomes an [`Action`] in
//! [`input::action_for`] (pure), [`App::update`] changes the state, and
//! `impl Widget for &App` draws it. [`run`] wires this to a real terminal.

mod action;
mod app;
mod computer;
mod config;
mod events;
pub mod geometry;
pub mod input;
mod players;
mod render;
mod terminal;
mod theme;
mod update;

pub use action::{Action, Direction};
pub use app::{App, Mode, Notice};
pub use computer::{HINT_TIME, Purpose, Report, SearchStatus, WATCH_PAUSE};
pub use config::{ConfigError, GameConfig, MAX_NAME, computer_name};
pub use events::AppEvent;
pub use players::Players;
pub use terminal::{TerminalGuard, restore};
pub use theme::{Glyphs, Theme};

use std::process::ExitCode;
use std::sync::mpsc;

use anyhow::Context;

use crate::i18n::Messages;

/// Plays games in the terminal until the players quit. The terminal is
/// restored on every way out.
///
/// # Errors
/// When the terminal cannot be set up, drawn on or read.
pub fn run(config: &GameConfig) -> anyhow::Result<ExitCode> {
    let context = Messages::new(config.lang).text("error-terminal");
    let mut guard = TerminalGuard::enter().context(context.clone())?;
    let (sender, events) = mpsc::channel();
    events::spawn_sources(&sender).context(context.clone())?;
    let size = guard.terminal.size().context(context.clone())?;
    let mut app = App::new(config, (size.width, size.height));
    app.connect(sender);
    loop {
        guard.terminal.draw(|frame| frame.render_widget(&app, frame.area())).context(context.clone())?;
        if app.should_quit() {
            return Ok(ExitCode::SUCCESS);
        }
        // Blocks until something happens: an idle game uses no CPU.
        match events.recv() {
            Ok(AppEvent::Terminal(event)) => {
                if let Some(action) = input::action_for(&event, app.mode(), app.size()) {
                    app.update(action);
                }
            }
            // The shell's convention: 128 + the signal number.
            Ok(AppEvent::Signal(signal)) => return Ok(ExitCode::from(128 + signal as u8)),
            Ok(AppEvent::InputFailed(error)) => return Err(error).context(context),
            Ok(AppEvent::Search(id, report)) => app.update(Action::Search(id, report)),
            Err(mpsc::RecvError) => return Ok(ExitCode::SUCCESS),
        }
    }
}
