//! Both ends of a network game holding the same game: the guest rebuilds
//! the host's game from the welcome (the line of its version, the result,
//! the clocks as they stand), and takes back what the host took back; the
//! host raises the line's version with each takeback.

use obereg_net::{Message, Turn, Welcome, rejoin};
use obereg_record::{GameRecord, GameTree};
use obereg_rules::{Clock, RulesString, Side};
use obereg_session::End;

use crate::tui::files::storage::Effect;
use crate::tui::network::remote::{LinkState, Trouble};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::die::DieTurn;
use crate::tui::screens::game::link::{GAME_TAG, HOST_TAG, LINE_TAG, turns};
use crate::tui::screens::game::notice::{NetNotice, Notice};
use crate::tui::screens::game::players::{Players, heard_name};

impl<const N: usize> App<N> {
    /// The guest is welcomed: the game is the host's, its line, its result
    /// and its clocks, with the moves this side played meanwhile on the
    /// same version of the line sent again, and so a resignation made here
    /// the host has not heard of, and what this side asked; every move is
    /// checked here too. A game that had ended here is filed again, once,
    /// with the host's result.
    pub(super) fn welcomed(&mut self, welcome: Welcome, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        if welcome.rules.parse::<RulesString>().and_then(|rules| rules.board_side()).ok() != Some(N) {
            remote.link = LinkState::GaveUp(Trouble::OtherBoard);
            self.notice = Notice::Net(NetNotice::Failed(Trouble::OtherBoard));
            return;
        }
        let joined = rejoin(&turns(self.record.game()), remote.game, remote.version, &welcome);
        let same_game = remote.game == welcome.game;
        // A game this end saw end was filed into the history: it is filed
        // again as the host has it, in place of that record.
        let filed = same_game && self.record.game().outcome().is_some();
        let resigned =
            same_game && self.record.game().outcome() == Some(End::Resigned(remote.local).outcome());
        remote.game = welcome.game;
        remote.version = welcome.version;
        remote.local = welcome.host_side.opponent();
        remote.link = LinkState::Connected;
        let named = |name: &str, side| heard_name(name, side, &self.messages);
        let host = named(&welcome.name, welcome.host_side);
        let guest = named(&remote.name, remote.local);
        let (vikings, varangians) =
            if welcome.host_side == Side::Vikings { (host.clone(), guest) } else { (guest, host.clone()) };
        let record = GameRecord::on_board(&vikings, &varangians, self.today);
        let mut record = match welcome.die {
            Some(reading) => record.with_die(reading),
            None => record,
        };
        record.set_tag(GAME_TAG, &welcome.game.to_string());
        record.set_tag(HOST_TAG, welcome.host_side.name());
        if welcome.version > 0 {
            record.set_tag(LINE_TAG, &welcome.version.to_string());
        }
        if !joined.turns.iter().all(|turn| replay(record.game_mut(), *turn)) {
            remote.link = LinkState::GaveUp(Trouble::Broken);
            self.notice = Notice::Net(NetNotice::Failed(Trouble::Broken));
            return;
        }
        let (version, resent) = (welcome.version, joined.resend.len());
        for (number, turn) in joined.resend {
            commands.extend(turn.mv.map(|mv| Command::Send(Message::Move { version, number, mv })));
        }
        if let Some(outcome) = welcome.result {
            record.game_mut().end(outcome);
        } else if resigned && record.game().outcome().is_none() {
            record.game_mut().end(End::Resigned(remote.local).outcome());
            commands.push(Command::Send(Message::Resign));
        }
        commands.extend(remote.asking.asked_again(remote.local).map(Command::Send));
        let local = remote.local;
        self.die = DieTurn::of(record.game());
        self.record = record;
        // The host's roll is of the turn after its line: when the guest
        // holds that turn (sent again above), the roll is already in it.
        if let Some(roll) = welcome.roll.filter(|_| resent == 0) {
            self.take_roll(roll, commands);
        }
        self.players = Players::new(vikings, varangians);
        self.clock = welcome.time_control.map(|control| match welcome.clocks {
            Some(state) => Clock::resumed(control, state.vikings, state.varangians),
            None => Clock::new(control),
        });
        let (clock, die) = (welcome.time_control, welcome.die);
        let watching = self.remote.as_ref().is_some_and(|remote| remote.watching);
        self.notice = match self.game().outcome() {
            Some(_) if self.claimed() => Notice::Net(NetNotice::Claimed),
            Some(_) => Notice::Ended,
            None if watching => Notice::Net(NetNotice::Watching),
            None => Notice::Net(NetNotice::Welcomed { host, side: local, clock, die }),
        };
        commands.push(Command::Store(if filed { Effect::Refile } else { Effect::Autosave }));
    }

    /// Guest: the host took back turns, as both players agreed, or a move
    /// made here after the game ended: the line keeps its first `turns`
    /// turns (the move list ends there, as the host's does) and has version
    /// `version` now.
    pub(super) fn taken_back(&mut self, version: u32, turns: usize, commands: &mut Vec<Command<N>>) {
        self.record.game_mut().to_end();
        // After the end: a move this end made before it heard of the end,
        // taken back; the game filed with it leaves the history.
        let filed = self.game().outcome().is_some();
        if turns > self.game().depth(self.game().current()) {
            self.notice = Notice::Net(NetNotice::MoveRefused);
            return;
        }
        let undone = self.undo_turns(|game, _| game.depth(game.current()) > turns);
        self.record.game_mut().forget_redo();
        self.set_version(version);
        self.lapse_requests();
        self.notice = Notice::Net(NetNotice::TakenBack(undone.join(" ")));
        commands.push(Command::Store(if filed { Effect::Refile } else { Effect::Autosave }));
    }

    /// Host: the line changes (a takeback): its version goes up; returns the new one.
    pub(super) fn next_version(&mut self) -> u32 {
        let version = self.remote.as_ref().map_or(0, |remote| remote.version).saturating_add(1);
        self.set_version(version);
        version
    }

    /// The line's version is `version` now, at this end and in its record.
    fn set_version(&mut self, version: u32) {
        if let Some(remote) = self.remote.as_mut() {
            remote.version = version;
            self.record.set_tag(LINE_TAG, &version.to_string());
        }
    }
}

/// Plays `turn` of the host's game in `game`: a move (with its roll in a
/// die game) or a pass; false when the rules or the die refuse it.
fn replay<const N: usize>(game: &mut GameTree<N>, turn: Turn) -> bool {
    match (turn.mv, turn.roll, game.die()) {
        (Some(mv), None, None) => game.play(mv).is_ok(),
        (Some(mv), Some(roll), Some(_)) => game.play_rolled(mv, roll).is_ok(),
        (None, Some(roll), Some(_)) => game.pass(roll).is_ok(),
        _ => false,
    }
}
