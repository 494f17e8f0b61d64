//! The game loop's timers, on moments chosen by the test (no clock waited
//! for): each action comes out once, when due, earliest first.

use std::time::{Duration, Instant};

use crate::tui::screens::game::action::{Action, Report};
use crate::tui::screens::game::timers::Timers;

#[test]
fn timers_give_their_actions_when_due_earliest_first() {
    let now = Instant::now();
    let mut timers = Timers::default();
    assert_eq!(timers.next(), None, "no timer, no wake-up: an idle game waits for input only");
    let later = Action::Search(1, Report::Paused);
    let sooner = Action::Search(1, Report::Tick);
    timers.set(now + Duration::from_millis(700), later.clone());
    timers.set(now + Duration::from_millis(125), sooner.clone());
    assert_eq!(timers.next(), Some(now + Duration::from_millis(125)));
    assert!(timers.due(now).is_empty(), "nothing is due yet");
    assert_eq!(timers.due(now + Duration::from_millis(125)), std::slice::from_ref(&sooner));
    assert_eq!(timers.next(), Some(now + Duration::from_millis(700)));
    timers.set(now + Duration::from_millis(200), sooner.clone());
    assert_eq!(timers.due(now + Duration::from_secs(1)), [sooner, later], "earliest first");
    assert_eq!(timers.next(), None);
}
