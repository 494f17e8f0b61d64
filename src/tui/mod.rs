//! The game in the terminal: two players at one keyboard (hot seat), or a
//! person against the computer, or the computer against itself.
//!
//! Data flows one way: a terminal event becomes an [`Action`] in
//! [`input::action_for`] (pure), [`update()`] changes the [`App`] and returns
//! [`command::Command`]s, and `impl Widget for &App` draws it. [`run`] wires this to
//! a real terminal: its [`perform::Performer`] does the commands (files,
//! the engine's thread, timers) and feeds their results back as actions.
//!
//! The one state of the game is a [`obereg_record::GameRecord`]: its move
//! tree gives play, undo and redo, variations and review, and its tags the
//! players' names, so what is saved is always what is on the screen.

mod action;
mod app;
mod command;
mod computer;
mod config;
mod die;
mod events;
pub mod geometry;
pub mod input;
mod link;
mod notice;
mod perform;
mod players;
mod remote;
mod render;
mod roller;
mod storage;
mod terminal;
mod theme;
mod timers;
mod update;

pub use action::Action;
pub use app::App;
pub use config::GameConfig;
pub use update::update;

#[cfg(test)]
pub use {
    action::Report,
    app::Mode,
    command::{Command, Think},
    computer::{Purpose, TICK, WATCH_PAUSE},
    die::ROLL_FRAME,
    notice::{NetNotice, Notice},
    remote::{LinkState, PeerEvent, Remote, Role},
    storage::{Effect, StoreFailure, Stored, perform},
    timers::Timers,
};

use std::process::ExitCode;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Instant;

use anyhow::Context;

use events::AppEvent;
use perform::Performer;
use storage::Start;
use terminal::TerminalGuard;

/// Plays games in the terminal until the players quit. The terminal is
/// restored on every way out. The game is autosaved after every change.
///
/// # Errors
/// When the terminal cannot be set up, drawn on or read, or the `--load`
/// file cannot be opened (nothing is drawn then and the file is untouched).
pub fn run(config: &GameConfig) -> anyhow::Result<ExitCode> {
    let messages = &config.messages;
    let start = Start::prepare(&config.opening).map_err(|error| anyhow::anyhow!(error.describe(messages)))?;
    let context = messages.text("error-terminal");
    let mut guard = TerminalGuard::enter().context(context.clone())?;
    let (sender, events) = mpsc::channel();
    events::spawn_sources(&sender).context(context.clone())?;
    let size = guard.terminal.size().context(context.clone())?;
    let Start { store, game, offer, reports } = start;
    let mut app = match (game, offer) {
        (Some(record), _) => App::with_record(config, (size.width, size.height), record),
        (None, Some(unfinished)) => App::offering(config, (size.width, size.height), unfinished),
        (None, None) => App::new(config, (size.width, size.height)),
    };
    let link = match &config.network {
        Some(network) => {
            let opened = link::open(network, app.record(), app.clock().copied(), config.quiet, &sender)
                .map_err(|error| anyhow::anyhow!(messages.net_error(&error)))?;
            app.connect(opened.remote);
            Some(opened.link)
        }
        None => None,
    };
    let mut performer = Performer::new(store, sender, link, config.seed);
    performer.handle(&mut app, Action::Begin);
    for report in reports {
        performer.handle(&mut app, Action::Stored(report));
    }
    loop {
        guard.terminal.draw(|frame| frame.render_widget(&app, frame.area())).context(context.clone())?;
        if app.should_quit() {
            return Ok(ExitCode::SUCCESS);
        }
        // Blocks until something happens or a timer is due: an idle game
        // uses no CPU.
        let event = match performer.next_timer() {
            Some(due) => events.recv_timeout(due.saturating_duration_since(Instant::now())),
            None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match event {
            Ok(AppEvent::Terminal(event)) => {
                if let Some(action) = input::action_for(&event, app.mode(), app.size()) {
                    performer.handle(&mut app, action);
                }
            }
            // The shell's convention: 128 + the signal number.
            Ok(AppEvent::Signal(signal)) => return Ok(ExitCode::from(128 + signal as u8)),
            Ok(AppEvent::InputFailed(error)) => return Err(error).context(context),
            Ok(AppEvent::Action(action)) => performer.handle(&mut app, action),
            Err(RecvTimeoutError::Timeout) => performer.fire_timers(&mut app),
            Err(RecvTimeoutError::Disconnected) => return Ok(ExitCode::SUCCESS),
        }
    }
}
