//! The game in the terminal: two players at one keyboard (hot seat), or a
//! person against the computer, or the computer against itself.
//!
//! Data flows one way: a terminal event becomes an [`Action`] in
//! [`input::action_for`] (pure), [`App::update`] changes the state, and
//! `impl Widget for &App` draws it. [`run`] wires this to a real terminal
//! and performs the file [`storage::Effect`]s `update` queues (autosave, save).
//!
//! The one state of the game is a [`obereg_record::GameRecord`]: its move
//! tree gives play, undo and redo, variations and review, and its tags the
//! players' names, so what is saved is always what is on the screen.

mod action;
mod app;
mod computer;
mod config;
mod events;
pub mod geometry;
mod history;
pub mod input;
mod players;
mod render;
mod storage;
mod terminal;
mod theme;
mod update;

pub use action::Action;
pub use app::App;
pub use config::GameConfig;
pub use events::AppEvent;

#[cfg(test)]
pub use {
    app::{Mode, Notice},
    computer::{Purpose, Report, WATCH_PAUSE},
    storage::{Effect, StoreFailure, Stored, perform},
};

use std::process::ExitCode;
use std::sync::mpsc;

use anyhow::Context;

use crate::i18n::Messages;

use storage::Start;
use terminal::TerminalGuard;

/// Plays games in the terminal until the players quit. The terminal is
/// restored on every way out. The game is autosaved after every change.
///
/// # Errors
/// When the terminal cannot be set up, drawn on or read, or the `--load`
/// file cannot be opened (nothing is drawn then and the file is untouched).
pub fn run(config: &GameConfig) -> anyhow::Result<ExitCode> {
    let messages = Messages::new(config.lang);
    let start =
        Start::prepare(&config.opening).map_err(|error| anyhow::anyhow!(error.describe(&messages)))?;
    let context = messages.text("error-terminal");
    let mut guard = TerminalGuard::enter().context(context.clone())?;
    let (sender, events) = mpsc::channel();
    events::spawn_sources(&sender).context(context.clone())?;
    let size = guard.terminal.size().context(context.clone())?;
    let Start { mut store, game, offer, reports } = start;
    let mut app = match (game, offer) {
        (Some(record), _) => App::with_record(config, (size.width, size.height), record),
        (None, Some(unfinished)) => App::offering(config, (size.width, size.height), unfinished),
        (None, None) => App::new(config, (size.width, size.height)),
    };
    app.connect(sender);
    for report in reports {
        app.update(Action::Stored(report));
    }
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
        // The files are written before the next frame: a move on screen is
        // a move on disk.
        for effect in app.take_effects() {
            let stored = storage::perform(store.as_mut(), effect, app.record());
            app.update(Action::Stored(stored));
        }
    }
}
