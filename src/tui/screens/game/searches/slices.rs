//! A page's searches: no thread, so the search runs a slice at a time
//! between the page's frames ([`Searches::step`]); the engine kept between
//! searches. The die's search is the terminal's only.

use std::sync::mpsc::Sender;
use web_time::Instant;

use obereg_engine::{Engine, Slices};

use crate::tui::AppEvent;
use crate::tui::screens::game::action::{Action, Report};
use crate::tui::screens::game::command::Think;

/// A search run a slice at a time ([`Slices`] of either board).
trait Slicing {
    /// One more slice; the last event is [`obereg_engine::Event::Done`].
    fn step(&mut self) -> obereg_engine::Event;
    /// The engine back.
    fn into_engine(self: Box<Self>) -> Engine;
}

impl<const N: usize> Slicing for Slices<N> {
    fn step(&mut self) -> obereg_engine::Event {
        Slices::step(self)
    }

    fn into_engine(self: Box<Self>) -> Engine {
        Slices::into_engine(*self)
    }
}

/// The searches of a page: the engine, and the search under way with its
/// id, if any.
pub struct Searches {
    engine: Option<Engine>,
    slices: Option<(u64, Box<dyn Slicing>)>,
}

impl Searches {
    /// Searches that answer through [`Searches::step`], not on a channel.
    pub fn new(_: Sender<AppEvent>) -> Searches {
        Searches { engine: None, slices: None }
    }

    /// Starts `think` in slices, with a fresh random seed for its level's
    /// noise.
    pub fn start<const N: usize>(&mut self, think: Think<N>) {
        self.settle();
        if think.die.is_some() {
            return;
        }
        let engine = self.engine.take().unwrap_or_default();
        let settings = think.level.settings(think.think_time, fastrand::u64(..));
        let started = Instant::now();
        let slices = Slices::new(engine, think.game, settings, move || started.elapsed());
        self.slices = Some((think.search, Box::new(slices)));
    }

    /// Runs a slice of the search under way, if there is one: what it
    /// found, for the screen.
    pub fn step(&mut self) -> Option<Action> {
        let (id, mut slices) = self.slices.take()?;
        let event = slices.step();
        if matches!(event, obereg_engine::Event::Done(_)) {
            self.engine = Some(slices.into_engine());
        } else {
            self.slices = Some((id, slices));
        }
        Some(Action::Search(id, Report::Thought(event)))
    }

    /// Ends the last search, its engine kept.
    pub fn settle(&mut self) {
        if let Some((_, slices)) = self.slices.take() {
            self.engine = Some(slices.into_engine());
        }
    }

    /// Ends the last search and forgets what the engine learnt of the game.
    pub fn new_game(&mut self) {
        self.settle();
        if let Some(engine) = self.engine.as_mut() {
            engine.new_game();
        }
    }
}
