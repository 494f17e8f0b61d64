//! The updates of the clocks. The loop says the time ([`Action::Now`]);
//! the clock runs for the side to move while the game is on (over the
//! network from the guest's first join on, through a lost connection too:
//! pulling the cable stops no clock), a move adds the increment,
//! and a fallen flag ends the game (R: a loss, or a draw when the other
//! side cannot win, see [`obereg_rules::flag_fall`]).

use std::time::Duration;

use obereg_engine::share_of_clock;
use obereg_rules::{Clock, Side, flag_fall};

use crate::tui::files::storage::Effect;
use crate::tui::network::remote::{LinkState, Role};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::Notice;

/// How often the clocks are redrawn while one runs with tenths shown.
const FAST_TICK: Duration = Duration::from_millis(100);

/// How often the clocks are redrawn while one runs, with more than
/// [`TENTHS_BELOW`] left.
const SLOW_TICK: Duration = Duration::from_millis(500);

/// Below this, the clock shows tenths of a second.
const TENTHS_BELOW: Duration = Duration::from_secs(10);

/// How often a running clock is saved with the game (at the first tick
/// after it): a game killed in the middle of a move gets back at most this
/// and a tick of the time spent on it.
const KEEP_EVERY: Duration = Duration::from_secs(1);

impl<const N: usize> App<N> {
    /// The loop said the time: a flag may have fallen.
    pub(super) fn on_now(&mut self, now: Duration, commands: &mut Vec<Command<N>>) {
        self.now = now;
        self.check_flag(commands);
        self.check_away();
    }

    /// The clocks' timer fired: look at the flags and set it again, and
    /// save the time spent on the move now and then.
    pub(super) fn on_clock_tick(&mut self, commands: &mut Vec<Command<N>>) {
        self.ticking = false;
        self.check_flag(commands);
        if self.now.saturating_sub(self.clock_kept) >= KEEP_EVERY {
            self.keep_running_clock(commands);
        }
    }

    /// Saves the game when a clock runs, so that the time spent on the move
    /// in progress is not given back when the game is resumed: on quitting,
    /// and now and then while the player thinks. A game without a move yet
    /// is not saved: there is nothing to resume.
    pub(super) fn keep_running_clock(&mut self, commands: &mut Vec<Command<N>>) {
        let running = self.clock.is_some_and(|clock| clock.running().is_some());
        let moved = self.game().depth(self.game().current()) > 0;
        if running && moved && !commands.contains(&Command::Store(Effect::Autosave)) {
            commands.push(Command::Store(Effect::Autosave));
        }
    }

    /// After every action: `moved` is the side that has just moved, if one
    /// did (its clock gains the increment). Then the clock runs for the
    /// side to move if the game is on, else it stands; its timer is set
    /// while it runs.
    pub(super) fn settle_clock(&mut self, moved: Option<Side>, commands: &mut Vec<Command<N>>) {
        let on = self.clock_on();
        let to_move = self.game().position().to_move();
        let now = self.now;
        let Some(clock) = self.clock.as_mut() else { return };
        if let Some(side) = moved {
            clock.moved(side, now);
        }
        match (on, clock.running()) {
            (true, Some(side)) if side == to_move => {}
            (true, _) => clock.start(to_move, now),
            (false, Some(_)) => clock.stop(now),
            (false, None) => {}
        }
        if let Some(side) = clock.running().filter(|_| !self.ticking) {
            let fast = clock.left(side, now) < TENTHS_BELOW + SLOW_TICK;
            commands.push(Command::After(if fast { FAST_TICK } else { SLOW_TICK }, Action::ClockTick));
            self.ticking = true;
        }
    }

    /// Whether the clocks should run: a game going on, no dialog open, not
    /// the lessons or the free board, and over the network once both
    /// players are in the game, whether the connection holds or is lost
    /// (the host keeps the time through a drop; the guest shows it).
    fn clock_on(&self) -> bool {
        let joined = self
            .remote
            .as_ref()
            .is_none_or(|remote| matches!(remote.link, LinkState::Connected | LinkState::Lost(_)));
        self.game().outcome().is_none() && self.offer.is_none() && joined
    }

    /// Ends the game when the running clock has run out. Over the network
    /// the host keeps the time: it ends the game and tells the guest, whose
    /// own clock only shows the host's figures.
    fn check_flag(&mut self, commands: &mut Vec<Command<N>>) {
        let Some(flagged) = self.clock.and_then(|clock| clock.flag(self.now)) else { return };
        let guest = self.remote.as_ref().is_some_and(|remote| remote.role == Role::Guest);
        if self.game().outcome().is_some() || guest {
            return;
        }
        let outcome = flag_fall(flagged, self.game().position());
        if self.record.game_mut().end(outcome) {
            self.notice = Notice::Ended;
            self.selected = None;
            self.prompt = None;
            commands.push(Command::Store(Effect::Autosave));
            if self.remote.is_some() {
                commands.push(Command::Send(obereg_net::Message::Ended(outcome)));
            }
        }
    }

    /// The computer's thinking time from its clock, when the game has one.
    pub(super) fn clock_share(&self) -> Option<Duration> {
        let clock = self.clock?;
        let side = self.position().to_move();
        Some(share_of_clock(clock.left(side, self.now), clock.control().increment))
    }

    /// Writes the clocks into the record before it is saved, so a resumed
    /// game goes on with the time each side had.
    pub(super) fn stamp_clock(&mut self, commands: &[Command<N>]) {
        let saving = commands.iter().any(|command| {
            matches!(command, Command::Store(Effect::Autosave | Effect::Refile | Effect::Save))
        });
        if let Some(clock) = self.clock.filter(|_| saving) {
            self.record.set_clock(&clock, self.now);
            self.clock_kept = self.now;
        }
    }

    /// A new game: the clocks full again.
    pub(in crate::tui) fn reset_clock(&mut self) {
        self.clock = self.clock.map(|clock| Clock::new(clock.control()));
    }
}
