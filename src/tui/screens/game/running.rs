//! A screen that plays on the shared board, with the `Performer` that does
//! what it asks (files, the engine's thread, timers, the network link):
//! the loop's side of every such screen, written once, as a [`Screen`].

use web_time::Instant;

use crate::tui::keys::Event;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::i18n::Messages;
use crate::tui::drawing::theme::Theme;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::perform::{Performer, Plays};
use crate::tui::screens::{BoardScreen, Next, Screen, ScreenEvent, left};

/// A screen's state `S` on the `N`×`N` board and the hands that do what
/// it asks.
pub struct Running<S, const N: usize> {
    state: S,
    performer: Performer,
}

impl<S, const N: usize> Widget for &Running<S, N>
where
    for<'a> &'a S: Widget,
{
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.state.render(area, buf);
    }
}

impl<S: Plays<N>, const N: usize> Running<S, N> {
    /// `state`, done by `performer`.
    pub fn new(state: S, performer: Performer) -> Running<S, N> {
        Running { state, performer }
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
    pub fn handle(&mut self, action: S::Action) {
        self.performer.handle(&mut self.state, action);
    }

    /// Handles what a worker (a search, the network) reports.
    pub fn on_action(&mut self, action: Action) {
        self.performer.handle(&mut self.state, action.into());
    }

    /// Leaves as `q` does, the time spent on the move in progress kept.
    pub fn quit(&mut self) {
        self.performer.handle(&mut self.state, Action::Quit.into());
    }

    /// When the earliest timer is due, if one is set.
    pub fn next_timer(&self) -> Option<Instant> {
        self.performer.next_timer()
    }

    /// Handles the timers due now.
    pub fn fire_timers(&mut self) {
        self.performer.fire_timers(&mut self.state);
    }

    /// Handles a terminal event through the screen's keys.
    fn on_terminal(&mut self, event: &Event) {
        if let Some(action) = self.state.action_for(event) {
            self.performer.handle(&mut self.state, action);
        }
    }
}

impl<S, const N: usize> Screen for Running<S, N>
where
    S: Plays<N> + BoardScreen + 'static,
    for<'a> &'a S: Widget,
{
    fn draw(&self, frame: &mut Frame, _: &Messages, _: &Theme) {
        frame.render_widget(self, frame.area());
    }

    /// What the screen then asks of the loop: to leave the app or for the
    /// menu behind it, or the screen it asks for by itself.
    fn on(&mut self, event: ScreenEvent) -> Option<Next> {
        match event {
            ScreenEvent::Terminal(event) => self.on_terminal(&event),
            ScreenEvent::Action(action) => self.on_action(action),
            ScreenEvent::Online(_) => return None,
            ScreenEvent::TimersDue => self.fire_timers(),
            #[cfg(target_arch = "wasm32")]
            ScreenEvent::Frame => {
                if !self.performer.work(&mut self.state) {
                    return None;
                }
            }
        }
        left(self.state.app()).or_else(|| self.state.asks())
    }

    fn next_timer(&self) -> Option<Instant> {
        Running::next_timer(self)
    }

    fn quit(&mut self) {
        Running::quit(self);
    }

    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        self.state.kind()
    }

    #[cfg(target_arch = "wasm32")]
    fn unfinished(&self) -> Option<Option<String>> {
        self.state.unfinished()
    }
}
