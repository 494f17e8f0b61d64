//! One search the host asked for (`play` or `analyze`): it thinks on its
//! own thread until its deadline, which a new `clock` line moves, and
//! begins no depth that would likely not finish by then.

use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use super::Input;
use crate::time::next_depth_fits;
use crate::{Engine, Level, Limits, Progress, Settings, Thinking};
use obereg_rules::{Game, Side};

/// What the host will be answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Purpose {
    /// `move …` for this side.
    Play(Side),
    /// `analysis 1 …`.
    Analyze,
}

/// A search under way.
pub(super) struct Task {
    /// Tells this task's reports from those of tasks abandoned before it.
    pub id: u64,
    pub purpose: Purpose,
    thinking: Thinking,
    started: Instant,
    deadline: Instant,
    stopping: bool,
    /// How far into the search the last depth ended, and how long it took.
    depth_ended: Duration,
    last_depth: Duration,
}

impl Task {
    /// Starts `engine` thinking about `game` from `now` for `budget`; its
    /// events come to `reports` as [`Input::Thought`] with `id`.
    pub(super) fn start<const N: usize>(
        (id, purpose): (u64, Purpose),
        engine: Engine,
        game: &Game<N>,
        (now, budget): (Instant, Duration),
        reports: &Sender<Input>,
    ) -> Task {
        // The deadline is kept here, not in the search, so a clock line can move it.
        let settings = Settings { limits: Limits::default(), ..Level::Max.settings(None, 0) };
        let reports = reports.clone();
        let thinking = Thinking::start(engine, game.clone(), settings, move |event| {
            let _ = reports.send(Input::Thought(id, event));
        });
        Task {
            id,
            purpose,
            thinking,
            started: now,
            deadline: now + budget,
            stopping: false,
            depth_ended: Duration::ZERO,
            last_depth: Duration::ZERO,
        }
    }

    /// When the search must be stopped, unless it already is.
    pub(super) fn deadline(&self) -> Option<Instant> {
        (!self.stopping).then_some(self.deadline)
    }

    /// Gives the search `budget` from `now` instead (the host's clock changed).
    pub(super) fn set_budget(&mut self, now: Instant, budget: Duration) {
        self.deadline = now + budget;
    }

    /// Stops the search; its answer follows as [`crate::Event::Done`].
    pub(super) fn stop(&mut self) {
        self.stopping = true;
        self.thinking.stop();
    }

    /// A depth was completed at `now`: stops when the next one would likely
    /// not finish before the deadline.
    pub(super) fn depth_done(&mut self, progress: &Progress, now: Instant) {
        let last = progress.elapsed.saturating_sub(self.depth_ended);
        let before = std::mem::replace(&mut self.last_depth, last);
        self.depth_ended = progress.elapsed;
        let budget = self.deadline.saturating_duration_since(self.started);
        if !next_depth_fits(now.saturating_duration_since(self.started), last, before, budget) {
            self.stop();
        }
    }

    /// The engine back from a search that has ended.
    pub(super) fn finish(self) -> Engine {
        self.thinking.join()
    }

    /// Stops the search, drops its answer and takes the engine back.
    pub(super) fn abandon(mut self) -> Engine {
        self.stop();
        self.thinking.join()
    }
}
