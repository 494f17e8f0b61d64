//! Thinking on another thread, so a screen stays alive: the search reports
//! each depth through a callback and stops at once when asked.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::level::Level;
use crate::level::Settings;
use crate::search::{Engine, Progress};
use obereg_rules::{Game, Move};

/// What a thinking engine reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A depth was completed.
    Progress(Progress),
    /// The search ended (by its limits or by [`Thinking::stop`]); the
    /// result's best move is the answer (none when the game is over).
    Done(Progress),
}

/// A search running on its own thread.
pub struct Thinking {
    stop: Arc<AtomicBool>,
    handle: Option<JoinHandle<Engine>>,
}

impl Thinking {
    /// Starts `engine` searching `game` on a new thread; `report` is called
    /// on that thread with each [`Event`], [`Event::Done`] last. Typical use
    /// sends the events over a channel to the UI loop.
    pub fn start<const N: usize>(
        mut engine: Engine,
        game: Game<N>,
        settings: Settings,
        mut report: impl FnMut(Event) + Send + 'static,
    ) -> Thinking {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let handle = std::thread::spawn(move || {
            let result =
                engine.search(&game, &settings, flag, |progress| report(Event::Progress(progress.clone())));
            report(Event::Done(result));
            engine
        });
        Thinking { stop, handle: Some(handle) }
    }

    /// Asks the search to stop now; it answers with [`Event::Done`] within
    /// a fraction of a millisecond of search.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the thread has finished.
    pub fn is_finished(&self) -> bool {
        self.handle.as_ref().is_none_or(JoinHandle::is_finished)
    }

    /// Waits for the thread and takes the engine back (its table helps the
    /// next search of the same game).
    #[expect(
        clippy::expect_used,
        reason = "a thinking thread is joined once: an invariant of the program, not outside input"
    )]
    pub fn join(mut self) -> Engine {
        let handle = self.handle.take().expect("a thinking thread is joined once");
        handle.join().unwrap_or_default()
    }
}

impl Drop for Thinking {
    /// A search nobody waits for stops instead of running on.
    fn drop(&mut self) {
        self.stop();
    }
}

/// A good move for the side to move of `game` within `budget`, searched as
/// the strongest level does; `None` when the game is over.
pub fn hint<const N: usize>(game: &Game<N>, budget: Duration) -> Option<Move> {
    let settings = Level::Max.settings(Some(budget), 0);
    Engine::new(16).search(game, &settings, Arc::new(AtomicBool::new(false)), |_| {}).best()
}
