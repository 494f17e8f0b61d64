//! Everything the game loop waits for arrives on one channel: terminal
//! events from a reader thread, signals from a signal thread, and actions
//! from the loop's own workers (the engine's reports). The loop blocks on
//! the channel (or until its next timer), so an idle game uses no CPU. A
//! new source of actions (a network peer) is one more thread sending
//! [`AppEvent::Action`] on the same channel.

use std::io;
use std::sync::mpsc::Sender;
use std::thread;

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use super::action::Action;

/// Something the game loop must react to.
#[derive(Debug)]
pub enum AppEvent {
    /// A key, a mouse click, a resize.
    Terminal(crossterm::event::Event),
    /// SIGTERM, SIGHUP or SIGINT: leave, restoring the terminal.
    Signal(i32),
    /// Reading the terminal failed; the game cannot go on.
    InputFailed(io::Error),
    /// An action from one of the loop's workers, for [`super::update()`].
    Action(Action),
    /// The connection to an online server reported something.
    Online(super::online::ConnEvent),
}

/// Starts the threads that feed `events`; they end when the receiver is
/// dropped (or with the process).
///
/// # Errors
/// When the signal handlers cannot be registered or a thread not started.
pub fn spawn_sources(events: &Sender<AppEvent>) -> io::Result<()> {
    let terminal = events.clone();
    thread::Builder::new().name("terminal-input".into()).spawn(move || {
        loop {
            // `read` blocks until the terminal has something: no polling.
            let event = match crossterm::event::read() {
                Ok(event) => AppEvent::Terminal(event),
                Err(error) => AppEvent::InputFailed(error),
            };
            let failed = matches!(event, AppEvent::InputFailed(_));
            if terminal.send(event).is_err() || failed {
                break;
            }
        }
    })?;
    let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    let signal_events = events.clone();
    thread::Builder::new().name("signals".into()).spawn(move || {
        for signal in signals.forever() {
            if signal_events.send(AppEvent::Signal(signal)).is_err() {
                break;
            }
        }
    })?;
    Ok(())
}
