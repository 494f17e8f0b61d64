//! A guest gone with the connection, or not back yet in a game the host
//! resumed: the host's clock runs on for the side to move through a drop
//! (`clock.rs`), and once the guest has been away for
//! [`CLAIM_AFTER`], or for the time its clock has left if that is less,
//! the host's player may claim the game (`y`, a win off the board) or wait
//! as long again (Esc). Only the host decides a result: the guest learns
//! of the claim when it joins again.

use std::time::Duration;

use obereg_session::End;

use crate::tui::network::remote::{Away, LinkState, Role};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::{NetNotice, Notice};

/// How long a guest gone with the connection is waited for before the
/// host's player may claim the game.
pub const CLAIM_AFTER: Duration = Duration::from_secs(60);

impl<const N: usize> App<N> {
    /// Host: the guest's connection was lost just now: the wait begins.
    pub(super) fn guest_gone(&mut self, commands: &mut Vec<Command<N>>) {
        let (now, wait) = (self.now, self.claim_wait());
        let Some(remote) = self.remote.as_mut().filter(|remote| remote.role == Role::Host) else { return };
        remote.away = Some(Away { since: now, claim_at: now + wait, offered: false });
        commands.push(Command::After(wait, Action::StillAway));
    }

    /// Host, at the start of a resumed game its guest had joined (it has
    /// moves): the guest is away until it joins again, and the wait begins.
    pub(super) fn on_begin(&mut self, commands: &mut Vec<Command<N>>) {
        let waiting = self.remote.as_ref().is_some_and(|remote| remote.link == LinkState::Waiting);
        let played = self.game().depth(self.game().current()) > 0;
        if waiting && played && self.game().outcome().is_none() {
            self.guest_gone(commands);
        }
    }

    /// How long the guest is waited for from now: [`CLAIM_AFTER`], or the
    /// time its clock has left if less (when its clock runs, its flag
    /// falls first and the game ends on time).
    fn claim_wait(&self) -> Duration {
        let theirs = self.remote.as_ref().map(|remote| remote.theirs());
        match (self.clock, theirs) {
            (Some(clock), Some(side)) => clock.left(side, self.now).min(CLAIM_AFTER),
            _ => CLAIM_AFTER,
        }
    }

    /// Host: offers the claim when the guest is still away at its time.
    pub(super) fn check_away(&mut self) {
        let (now, going_on) = (self.now, self.game().outcome().is_none());
        let Some(remote) = self.remote.as_mut() else { return };
        let lost = matches!(remote.link, LinkState::Lost(_) | LinkState::Waiting);
        let Some(away) = remote.away.as_mut().filter(|away| lost && going_on && !away.offered) else {
            return;
        };
        if now >= away.claim_at {
            away.offered = true;
            self.notice = Notice::Net(NetNotice::Away(now.saturating_sub(away.since)));
        }
    }

    /// Whether a game between two terminals ended with the host's claim of
    /// the game of a guest gone too long (a server's game is not: the
    /// server decides how those end).
    pub(in crate::tui) fn claimed(&self) -> bool {
        let Some(remote) = self.remote.as_ref().filter(|remote| !remote.lobby) else { return false };
        let host = if remote.role == Role::Host { remote.local } else { remote.theirs() };
        self.game().outcome() == Some(End::Abandoned(host.opponent()).outcome())
    }

    /// Whether the claim is offered now.
    pub(super) fn claim_offered(&self) -> bool {
        self.remote.as_ref().and_then(|remote| remote.away).is_some_and(|away| away.offered)
    }

    /// Host: `y` to the offer: the game is this player's, won off the board.
    pub(super) fn claim(&mut self, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        remote.away = None;
        let outcome = End::Abandoned(remote.theirs()).outcome();
        self.end(outcome, commands);
        self.notice = Notice::Net(NetNotice::Claimed);
    }

    /// Host: Esc to the offer: the guest is waited for as long again.
    pub(super) fn wait_longer(&mut self, commands: &mut Vec<Command<N>>) {
        let (now, wait) = (self.now, self.claim_wait());
        let Some(away) = self.remote.as_mut().and_then(|remote| remote.away.as_mut()) else { return };
        away.offered = false;
        away.claim_at = now + wait;
        commands.push(Command::After(wait, Action::StillAway));
        self.notice = Notice::Net(NetNotice::ConnectionLost);
    }
}
