//! A screen that plays on the shared board, with the `Performer` that does
//! what it asks (files, the engine's thread, timers, the network link):
//! the loop's side of every such screen, written once.

use web_time::Instant;

use crate::tui::keys::Event;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::perform::{Performer, Plays};
use crate::tui::screens::{Asks, Go, left};

/// A screen's state `S` and the hands that do what it asks.
pub struct Driven<S> {
    state: S,
    performer: Performer,
}

impl<S> Widget for &Driven<S>
where
    for<'a> &'a S: Widget,
{
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.state.render(area, buf);
    }
}

impl<S> Driven<S> {
    /// `state`, done by `performer`.
    pub fn new(state: S, performer: Performer) -> Driven<S> {
        Driven { state, performer }
    }

    /// The screen's state, for drawing.
    pub fn state(&self) -> &S {
        &self.state
    }

    /// The state and its hands, for the screen that goes on with them.
    pub fn into_parts(self) -> (S, Performer) {
        (self.state, self.performer)
    }

    /// Feeds `action` to the screen and performs what it asks.
    pub fn handle<const N: usize>(&mut self, action: S::Action)
    where
        S: Plays<N>,
    {
        self.performer.handle(&mut self.state, action);
    }

    /// What the screen asks of the loop: to leave the app or for the menu
    /// behind it, or the screen it asks for by itself.
    pub fn go<const N: usize>(&self) -> Option<Go>
    where
        S: Plays<N> + Asks,
    {
        left(self.state.app()).or_else(|| self.state.asks())
    }

    /// Handles a terminal event through the screen's keys.
    pub fn on_terminal<const N: usize>(&mut self, event: &Event)
    where
        S: Plays<N>,
    {
        if let Some(action) = self.state.action_for(event) {
            self.performer.handle(&mut self.state, action);
        }
    }

    /// Handles what a worker (a search, the network) reports.
    pub fn on_action<const N: usize>(&mut self, action: Action)
    where
        S: Plays<N>,
    {
        self.performer.handle(&mut self.state, action.into());
    }

    /// Leaves as `q` does, the time spent on the move in progress kept.
    pub fn quit<const N: usize>(&mut self)
    where
        S: Plays<N>,
    {
        self.performer.handle(&mut self.state, Action::Quit.into());
    }

    /// When the earliest timer is due, if one is set.
    pub fn next_timer(&self) -> Option<Instant> {
        self.performer.next_timer()
    }

    /// Runs a slice of the search under way (a page's, between frames);
    /// whether one ran.
    #[cfg(target_arch = "wasm32")]
    pub fn work<const N: usize>(&mut self) -> bool
    where
        S: Plays<N>,
    {
        self.performer.work(&mut self.state)
    }

    /// Handles the timers due now.
    pub fn fire_timers<const N: usize>(&mut self)
    where
        S: Plays<N>,
    {
        self.performer.fire_timers(&mut self.state);
    }
}
