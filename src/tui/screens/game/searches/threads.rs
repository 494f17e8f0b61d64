//! The terminal's searches: each on a thread of its own, its reports on
//! the loop's channel; the engine kept between searches, its table helps
//! the next one.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use obereg_engine::{Engine, Event as SearchEvent, RolledTurn, Thinking, choose_for_roll, die_settings};
use web_time::Instant;

use crate::tui::AppEvent;
use crate::tui::screens::game::action::{Action, Report};
use crate::tui::screens::game::command::{DieSearch, Think};

/// The searches of a terminal: the engine, the search running and the
/// die's search running, if any.
pub struct Searches {
    sender: Sender<AppEvent>,
    engine: Option<Engine>,
    thinking: Option<Thinking>,
    /// The stop flag of the running die search, if one runs.
    die_search: Option<Arc<AtomicBool>>,
}

impl Searches {
    /// Searches whose reports go on `sender`.
    pub fn new(sender: Sender<AppEvent>) -> Searches {
        Searches { sender, engine: None, thinking: None, die_search: None }
    }

    /// Starts `think`, with a fresh random seed for its level's noise.
    pub fn start<const N: usize>(&mut self, mut think: Think<N>) {
        self.settle();
        if let Some(die) = think.die.take() {
            self.die_search = Some(think_with_die(think, die, &self.sender));
            return;
        }
        let engine = self.engine.take().unwrap_or_default();
        let settings = think.level.settings(think.think_time, fastrand::u64(..));
        let (sender, id) = (self.sender.clone(), think.search);
        self.thinking = Some(Thinking::start(engine, think.game, settings, move |event| {
            // The game loop may be gone (the player quit): nobody to tell.
            let _ = sender.send(AppEvent::Action(Action::Search(id, Report::Thought(event))));
        }));
    }

    /// Ends the last search: a finished one gives its engine back, one
    /// still running is stopped and dropped (nothing waits for it).
    pub fn settle(&mut self) {
        if let Some(stop) = self.die_search.take() {
            stop.store(true, Ordering::Relaxed);
        }
        if let Some(thinking) = self.thinking.take().filter(Thinking::is_finished) {
            self.engine = Some(thinking.join());
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

/// Starts the die search of `think` for the turn `die` on a thread; each
/// depth it completes comes back as the search's [`SearchEvent::Progress`], its
/// answer as [`SearchEvent::Done`]. Raising the returned flag stops it.
fn think_with_die<const N: usize>(
    think: Think<N>,
    die: DieSearch,
    sender: &Sender<AppEvent>,
) -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    let (flag, sender) = (Arc::clone(&stop), sender.clone());
    let settings = die_settings(think.level, think.think_time, fastrand::u64(..));
    std::thread::spawn(move || {
        let started = Instant::now();
        // The game loop may be gone (the player quit): nobody to tell.
        let tell = |event| {
            let _ = sender.send(AppEvent::Action(Action::Search(think.search, Report::Thought(event))));
        };
        let DieSearch { roll, reading, history } = die;
        let turn = RolledTurn { position: think.game.position(), roll, reading, history: &history };
        let choice = choose_for_roll(turn, &settings, Arc::clone(&flag), |choice| {
            tell(SearchEvent::Progress(choice.progress(started.elapsed())));
        });
        if flag.load(Ordering::Relaxed) {
            return;
        }
        tell(SearchEvent::Done(choice.progress(started.elapsed())));
    });
    stop
}
