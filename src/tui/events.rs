//! Everything the game loop waits for arrives on one channel: terminal
//! events from a reader thread, signals from a signal thread, and actions
//! from the loop's own workers (the engine's reports). The loop blocks on
//! the channel (or until its next timer), so an idle game uses no CPU. A
//! new source of actions (a network peer) is one more thread sending
//! [`AppEvent::Action`] on the same channel. The terminal's threads are in
//! `sources.rs`.

use std::io;

use super::action::Action;
use super::keys::Event;

/// Something the game loop must react to.
#[derive(Debug)]
pub enum AppEvent {
    /// A key, a mouse click, a resize.
    Terminal(Event),
    /// SIGTERM, SIGHUP or SIGINT: leave, restoring the terminal.
    Signal(i32),
    /// Reading the terminal failed; the game cannot go on.
    InputFailed(io::Error),
    /// An action from one of the loop's workers, for [`super::update()`].
    Action(Action),
    /// The connection to an online server reported something.
    Online(super::online::ConnEvent),
}
