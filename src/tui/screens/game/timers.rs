//! The game loop's timers: actions due at a moment (the spinner's turn,
//! the end of the watch pause). The loop waits for its channel only until
//! the earliest one, so no thread sleeps for them.

use web_time::Instant;

use super::action::Action;

/// Actions waiting for their moment, in the order they were set.
#[derive(Debug, Default)]
pub struct Timers {
    pending: Vec<(Instant, Action)>,
}

impl Timers {
    /// `action` is due at `at`.
    pub fn set(&mut self, at: Instant, action: Action) {
        self.pending.push((at, action));
    }

    /// When the earliest timer is due, if any is set.
    pub fn next(&self) -> Option<Instant> {
        self.pending.iter().map(|(at, _)| *at).min()
    }

    /// Takes the actions due by `now`, earliest first.
    pub fn due(&mut self, now: Instant) -> Vec<Action> {
        let (mut due, waiting): (Vec<_>, Vec<_>) = self.pending.drain(..).partition(|(at, _)| *at <= now);
        self.pending = waiting;
        due.sort_by_key(|(at, _)| *at);
        due.into_iter().map(|(_, action)| action).collect()
    }
}
