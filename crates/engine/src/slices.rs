//! Thinking where there is no thread (a page in the browser): the search
//! runs in slices of at most [`SLICE_NODES`] nodes, each a whole iterative
//! deepening of its own, called one at a time between the page's frames.
//! The engine's transposition table carries what a slice found to the
//! next, so each slice gets past the depths the one before it finished and
//! further into the next; the search ends when a slice ends by itself
//! (the level's depth reached, a forced result), or the level's nodes or
//! time are spent in all, and answers with the deepest line any slice
//! completed. A slice starts again from depth 1, so the search gets less
//! deep in the same nodes than one on a thread (measured in the README).

use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::level::Settings;
use crate::search::{Engine, Progress};
use crate::think::Event;
use obereg_rules::Game;

/// The most nodes one slice searches: a few tens of milliseconds in a page.
pub const SLICE_NODES: u64 = 40_000;

/// A search of `game` run one slice at a time.
pub struct Slices<const N: usize> {
    engine: Engine,
    game: Game<N>,
    settings: Settings,
    /// The time since the search began.
    elapsed: Rc<dyn Fn() -> Duration>,
    /// The nodes the slices so far searched.
    nodes: u64,
    /// The deepest line a slice completed so far.
    deepest: Option<Progress>,
}

impl<const N: usize> Slices<N> {
    /// `engine` to search `game` within `settings`' limits, reading the
    /// time since the search began from `elapsed`.
    pub fn new(
        engine: Engine,
        game: Game<N>,
        settings: Settings,
        elapsed: impl Fn() -> Duration + 'static,
    ) -> Slices<N> {
        Slices { engine, game, settings, elapsed: Rc::new(elapsed), nodes: 0, deepest: None }
    }

    /// Searches one more slice: [`Event::Done`] with the answer when the
    /// search is over, else [`Event::Progress`]; both with the deepest
    /// line so far (its `nodes` those of all the slices).
    pub fn step(&mut self) -> Event {
        let limits = self.settings.limits;
        let left = limits.nodes.map(|nodes| nodes.saturating_sub(self.nodes));
        let cap = left.map_or(SLICE_NODES, |left| left.min(SLICE_NODES));
        let slice = Settings { limits: crate::time::Limits { nodes: Some(cap), ..limits }, ..self.settings };
        let elapsed = Rc::clone(&self.elapsed);
        let stop = Arc::new(AtomicBool::new(false));
        let result = self.engine.search_on_clock(&self.game, &slice, stop, |_| {}, move || elapsed());
        self.nodes += result.nodes;
        // A slice stopped before its first depth (the time was up) found nothing.
        let found = !result.pv.is_empty();
        let ended_by_itself = self.game.outcome().is_some() || (found && result.nodes < cap);
        let spent = left.is_some_and(|left| left <= SLICE_NODES)
            || limits.time.is_some_and(|time| (self.elapsed)() >= time);
        let deeper = found && self.deepest.as_ref().is_none_or(|deepest| result.depth >= deepest.depth);
        let mut deepest = match self.deepest.take() {
            Some(deepest) if !deeper => deepest,
            _ => result,
        };
        deepest.nodes = self.nodes;
        self.deepest = Some(deepest.clone());
        if ended_by_itself || spent { Event::Done(deepest) } else { Event::Progress(deepest) }
    }

    /// The engine back, its table kept for the next search of the game.
    pub fn into_engine(self) -> Engine {
        self.engine
    }
}

/// Searches `game` with `engine` in slices, one after the other, until
/// `nodes` are spent in all or a slice ends by itself: the computer's
/// search in a page run at once, to measure its speed (the benchmarks,
/// the page's own measure). Returns the answer, its `nodes` those of all
/// the slices and its `elapsed` read from `elapsed`.
pub fn sliced_search<const N: usize>(
    engine: Engine,
    game: Game<N>,
    nodes: u64,
    elapsed: impl Fn() -> Duration + 'static,
) -> Progress {
    let settings = Settings {
        limits: crate::time::Limits { nodes: Some(nodes), ..Default::default() },
        ..Settings::default()
    };
    let mut slices = Slices::new(engine, game, settings, elapsed);
    let mut last = slices.step();
    // Each slice but the last spends a whole slice's nodes.
    for _ in 1..nodes.div_ceil(SLICE_NODES) {
        if matches!(last, Event::Done(_)) {
            break;
        }
        last = slices.step();
    }
    match last {
        Event::Done(answer) | Event::Progress(answer) => answer,
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use crate::level::Level;
    use crate::time::Limits;
    use obereg_rules::Position;

    /// Steps `slices` until it answers, at most `most` times; the events.
    fn run<const N: usize>(slices: &mut Slices<N>, most: usize) -> Vec<Event> {
        let mut events = Vec::new();
        for _ in 0..most {
            let event = slices.step();
            let done = matches!(event, Event::Done(_));
            events.push(event);
            if done {
                break;
            }
        }
        events
    }

    #[test]
    fn a_search_of_many_slices_spends_the_levels_nodes_and_answers_a_legal_move() {
        let game = Game::new(Position::<9>::initial());
        let settings = Level::Hard.settings(None, 7);
        let mut slices = Slices::new(Engine::new(8), game.clone(), settings, || Duration::ZERO);
        let events = run(&mut slices, 100);
        let Some(Event::Done(answer)) = events.last() else { panic!("no answer in 100 slices") };
        let slices_run = 600_000usize.div_ceil(SLICE_NODES as usize);
        assert_eq!(events.len(), slices_run, "the level's 600 000 nodes, a slice at a time");
        assert!(answer.nodes >= 600_000 && answer.nodes < 600_000 + 2048 * slices_run as u64);
        let mv = answer.best().expect("a move from the start");
        assert!(game.position().legal_moves().contains(&mv), "{mv} is legal");
        let depths: Vec<u32> = events
            .iter()
            .map(|event| match event {
                Event::Progress(progress) | Event::Done(progress) => progress.depth,
            })
            .collect();
        assert!(depths.windows(2).all(|pair| pair[0] <= pair[1]), "never shallower: {depths:?}");
        assert!(depths.last() > depths.first(), "later slices see deeper: {depths:?}");
    }

    #[test]
    fn a_search_ends_with_the_slice_that_reaches_the_levels_depth() {
        let game = Game::new(Position::<9>::initial());
        let settings =
            Settings { limits: Limits { depth: Some(2), ..Limits::default() }, ..Settings::default() };
        let mut slices = Slices::new(Engine::new(8), game, settings, || Duration::ZERO);
        let events = run(&mut slices, 10);
        assert!(matches!(events.as_slice(), [Event::Done(progress)] if progress.depth == 2));
    }

    #[test]
    fn a_sliced_search_spends_its_nodes_at_once_and_answers_a_legal_move() {
        let game = Game::new(Position::<9>::initial());
        let answer = sliced_search(Engine::new(8), game.clone(), 200_000, || Duration::ZERO);
        let slices_run = 200_000u64.div_ceil(SLICE_NODES);
        assert!(answer.nodes >= 200_000 && answer.nodes < 200_000 + 2048 * slices_run, "{}", answer.nodes);
        let mv = answer.best().expect("a move from the start");
        assert!(game.position().legal_moves().contains(&mv), "{mv} is legal");
    }

    #[test]
    fn the_time_is_counted_from_the_first_slice() {
        let game = Game::new(Position::<9>::initial());
        let settings = Level::Max.settings(Some(Duration::from_secs(1)), 0);
        let now = Rc::new(Cell::new(Duration::ZERO));
        let clock = Rc::clone(&now);
        let mut slices = Slices::new(Engine::new(8), game, settings, move || clock.get());
        let Event::Progress(first) = slices.step() else { panic!("no time has passed: the search goes on") };
        now.set(Duration::from_millis(1500));
        let Event::Done(answer) = slices.step() else { panic!("the second's up: the search ends") };
        assert!(answer.depth >= first.depth && answer.best().is_some());
    }
}
