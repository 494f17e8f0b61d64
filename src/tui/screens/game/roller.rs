//! The game loop's hands for the die (V2): rolls from the system's
//! randomness (or a seeded stream with `--seed`), and the computer's die
//! search on a thread of its own, answering as any search does.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use web_time::Instant;

use obereg_engine::{Event as SearchEvent, RolledTurn, choose_for_roll, die_settings};
use obereg_rules::{Rng, Roll};

use super::action::{Action, Report};
use super::command::{DieSearch, Think};
use crate::tui::AppEvent;

/// Where the rolls come from.
pub struct Dice(Option<Rng>);

impl Dice {
    /// Rolls from `seed`, the same every run; without one, from the
    /// system's randomness.
    pub fn new(seed: Option<u64>) -> Dice {
        Dice(seed.map(Rng::new))
    }

    /// The next roll.
    pub fn roll(&mut self) -> Roll {
        let index = match self.0.as_mut() {
            Some(rng) => rng.below(Roll::ALL.len()),
            None => fastrand::usize(..Roll::ALL.len()),
        };
        Roll::ALL[index]
    }
}

/// Starts the die search of `think` for the turn `die` on a thread; each
/// depth it completes comes back as the search's [`SearchEvent::Progress`], its
/// answer as [`SearchEvent::Done`]. Raising the returned flag stops it.
pub fn think_with_die<const N: usize>(
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
