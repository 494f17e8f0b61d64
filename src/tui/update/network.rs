//! The updates of a game over the network: what the other player sends
//! (moves checked under the rules, offers, takebacks, resignation, chat,
//! clocks, the host's rolls in a die game, the connection's ups and downs)
//! and what this player asks of them. The moves played here are sent by
//! [`super::update()`].

use obereg_net::{Arrival, CHAT_LIMIT, ClockState, Message, Turn, Welcome, arrival, plain_text, rejoin};
use obereg_record::{GameRecord, GameTree};
use obereg_rules::{Clock, Move, Outcome, RulesString, Side, WinReason};

use super::super::app::App;
use super::super::command::{Command, Shared};
use super::super::die::DieTurn;
use super::super::link::{GAME_TAG, HOST_TAG, turns};
use super::super::notice::{NetNotice, Notice};
use super::super::players::Players;
use super::super::remote::{LinkState, PeerEvent, Request, Trouble};
use super::super::storage::Effect;

impl<const N: usize> App<N> {
    /// Handles what the network reported.
    pub(super) fn on_peer(&mut self, event: PeerEvent, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        match event {
            PeerEvent::GuestJoined(join) => {
                remote.link = LinkState::Connected;
                let side = remote.theirs();
                let name = if join.name.is_empty() { self.messages.side(side) } else { join.name };
                self.players.rename(side, name.clone());
                self.record.set_player(side, &name);
                self.notice = Notice::Net(NetNotice::Joined(name));
                commands.push(Command::Store(Effect::Autosave));
            }
            PeerEvent::Welcomed(welcome) => self.welcomed(welcome, commands),
            PeerEvent::Received(message) => self.on_message(message, commands),
            PeerEvent::Lost => {
                remote.link = LinkState::Lost(0);
                self.notice = Notice::Net(NetNotice::ConnectionLost);
            }
            PeerEvent::Reconnecting(tries) => remote.link = LinkState::Lost(tries),
            PeerEvent::GaveUp(trouble) => {
                remote.link = LinkState::GaveUp(trouble);
                self.notice = Notice::Net(NetNotice::Failed(trouble));
            }
        }
    }

    /// The guest is welcomed: the game is the host's, with the moves this
    /// side played meanwhile sent again; every move is checked here too.
    fn welcomed(&mut self, welcome: Welcome, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        if welcome.rules.parse::<RulesString>().and_then(|rules| rules.board_side()).ok() != Some(N) {
            remote.link = LinkState::GaveUp(Trouble::OtherBoard);
            self.notice = Notice::Net(NetNotice::Failed(Trouble::OtherBoard));
            return;
        }
        let joined = rejoin(&turns(self.record.game()), remote.game, &welcome);
        remote.game = welcome.game;
        remote.local = welcome.host_side.opponent();
        remote.link = LinkState::Connected;
        let named =
            |name: &str, side| if name.is_empty() { self.messages.side(side) } else { name.to_string() };
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
        if !joined.moves.iter().all(|turn| replay(record.game_mut(), *turn)) {
            remote.link = LinkState::GaveUp(Trouble::Broken);
            self.notice = Notice::Net(NetNotice::Failed(Trouble::Broken));
            return;
        }
        for (number, turn) in joined.resend {
            commands.extend(turn.mv.map(|mv| Command::Send(Message::Move { number, mv })));
        }
        let local = remote.local;
        self.die = DieTurn::of(record.game());
        self.record = record;
        if let Some(roll) = welcome.roll {
            self.take_roll(roll, commands);
        }
        self.players = Players::new(vikings, varangians);
        self.clock = welcome.time_control.map(|control| match welcome.clocks {
            Some(state) => Clock::resumed(control, state.vikings, state.varangians),
            None => Clock::new(control),
        });
        let (clock, die) = (welcome.time_control, welcome.die);
        self.notice = Notice::Net(NetNotice::Welcomed { host, side: local, clock, die });
        commands.push(Command::Store(Effect::Autosave));
    }

    fn on_message(&mut self, message: Message, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        let theirs = remote.theirs();
        match message {
            Message::Move { number, mv } => self.their_move(number, mv, commands),
            Message::Roll { number, roll } => self.hosts_roll(number, roll, commands),
            Message::DrawOffer => {
                remote.asked = Some(Request::Draw);
                self.draw_offer = Some(theirs);
                self.notice = Notice::DrawOffered(theirs);
            }
            Message::TakebackRequest => {
                remote.asked = Some(Request::Takeback);
                self.notice = Notice::Net(NetNotice::TakebackAsked);
            }
            Message::DrawAnswer(yes) | Message::TakebackAnswer(yes) => {
                let asked = remote.asking.take();
                self.answered(asked, yes, commands);
            }
            Message::Resign => {
                let outcome = Outcome::Win { winner: remote.local, reason: WinReason::Resignation };
                self.end(outcome, commands);
            }
            Message::Chat(line) => {
                let name = self.players.name(theirs).to_string();
                remote.chat = Some((name, line));
                self.notice = Notice::Net(NetNotice::Chat);
                if !remote.quiet {
                    commands.push(Command::Bell);
                }
            }
            Message::Clock(state) => {
                let now = self.now;
                if let Some(clock) = self.clock.as_mut() {
                    clock.set_left(state.vikings, state.varangians, now);
                }
            }
            Message::Join(_) | Message::Welcome(_) | Message::Busy | Message::Ping => {}
        }
    }

    /// The other player's move `number`: played when it is the next, under
    /// the rules; a move already here (sent again) is let be.
    fn their_move(&mut self, number: u32, mv: Move, commands: &mut Vec<Command<N>>) {
        let depth = self.game().depth(self.game().current());
        match arrival(number, depth) {
            Arrival::Again => {}
            Arrival::Ahead => self.notice = Notice::Net(NetNotice::Failed(Trouble::Broken)),
            Arrival::Next => {
                self.record.game_mut().to_end();
                let their_turn =
                    self.remote.as_ref().is_some_and(|r| self.position().to_move() == r.theirs());
                let position = *self.position();
                let allowed = match (self.die.as_ref(), self.roll()) {
                    (None, _) => position.check(mv).is_ok(),
                    (Some(die), Some(roll)) => position.check_for_roll(mv, roll, die.reading).is_ok(),
                    (Some(_), None) => false,
                };
                if !their_turn || !allowed {
                    self.notice = Notice::Net(NetNotice::Failed(Trouble::Broken));
                    return;
                }
                self.play(mv, commands);
                if self.remote.as_ref().is_some_and(|remote| !remote.quiet) {
                    commands.push(Command::Bell);
                }
            }
        }
    }

    /// The other player answered what this one asked.
    fn answered(&mut self, asked: Option<Request>, yes: bool, commands: &mut Vec<Command<N>>) {
        match (asked, yes) {
            (Some(Request::Draw), true) => self.accept_draw(commands),
            (Some(Request::Takeback), true) => self.take_back_one(commands),
            (Some(Request::Draw), false) => self.notice = Notice::DrawDeclined,
            (Some(Request::Takeback), false) => self.notice = Notice::Net(NetNotice::TakebackDeclined),
            (None, _) => {}
        }
    }

    /// `y` or Esc to what the other player asked: answers it.
    pub(super) fn answer(&mut self, yes: bool, commands: &mut Vec<Command<N>>) {
        let Some(asked) = self.remote.as_mut().and_then(|remote| remote.asked.take()) else { return };
        self.draw_offer = None;
        let message = match asked {
            Request::Draw => Message::DrawAnswer(yes),
            Request::Takeback => Message::TakebackAnswer(yes),
        };
        commands.push(Command::Send(message));
        match (asked, yes) {
            (Request::Draw, true) => self.accept_draw(commands),
            (Request::Takeback, true) => self.take_back_one(commands),
            (Request::Draw, false) => self.notice = Notice::DrawDeclined,
            (Request::Takeback, false) => self.notice = Notice::Net(NetNotice::TakebackDeclined),
        }
    }

    /// Asks the other player for `request` (`d` a draw, `u` a takeback).
    pub(super) fn ask(&mut self, request: Request, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        if request == Request::Takeback && self.record.game().depth(self.record.game().current()) == 0 {
            self.notice = Notice::NothingToUndo;
            return;
        }
        remote.asking = Some(request);
        commands.push(Command::Send(match request {
            Request::Draw => Message::DrawOffer,
            Request::Takeback => Message::TakebackRequest,
        }));
        self.notice = Notice::Net(NetNotice::Asked(request));
    }

    /// Takes back the last move, as both players agreed; in a die game the
    /// passes after it too, and its roll is given back, at both ends alike.
    fn take_back_one(&mut self, commands: &mut Vec<Command<N>>) {
        self.record.game_mut().to_end();
        if self.die.is_some() {
            let undone = self.undo_die_turns();
            if !undone.is_empty() {
                self.notice = Notice::Net(NetNotice::TakenBack(undone.join(" ")));
                commands.push(Command::Store(Effect::Autosave));
            }
            return;
        }
        let game = self.record.game_mut();
        let undone = game.record(game.current()).map(ToString::to_string);
        if game.undo().is_some() {
            self.notice = Notice::Net(NetNotice::TakenBack(undone.unwrap_or_default()));
            commands.push(Command::Store(Effect::Autosave));
        }
    }

    /// Ends the game with `outcome` (a resignation), if it is still going on.
    pub(super) fn end(&mut self, outcome: Outcome, commands: &mut Vec<Command<N>>) {
        if self.record.game_mut().end(outcome) {
            self.notice = Notice::Ended;
            self.selected = None;
            commands.push(Command::Store(Effect::Autosave));
        }
    }

    /// `R`: resigns when pressed a second time; the player at this terminal
    /// over the network, the side to move at one keyboard.
    pub(super) fn resign(&mut self, commands: &mut Vec<Command<N>>) {
        if self.game().outcome().is_some() {
            return;
        }
        if !self.resign_armed {
            self.resign_armed = true;
            self.notice = Notice::ResignConfirm;
            return;
        }
        let loser = self.remote.as_ref().map_or(self.game().position().to_move(), |remote| remote.local);
        self.end(Outcome::Win { winner: loser.opponent(), reason: WinReason::Resignation }, commands);
        if self.remote.is_some() {
            commands.push(Command::Send(Message::Resign));
        }
    }

    /// Sends the chat line typed.
    pub(super) fn send_chat(&mut self, text: &str, commands: &mut Vec<Command<N>>) {
        let line = plain_text(text, CHAT_LIMIT);
        let Some(remote) = self.remote.as_mut().filter(|_| !line.is_empty()) else { return };
        let name = self.players.name(remote.local).to_string();
        remote.chat = Some((name, line.clone()));
        self.notice = Notice::Net(NetNotice::Chat);
        commands.push(Command::Send(Message::Chat(line)));
    }

    /// After a move played here: the move and the clocks go to the other player.
    pub(super) fn send_move(&mut self, number: usize, commands: &mut Vec<Command<N>>) {
        let Some(played) = self.record.game().record(self.record.game().current()) else { return };
        commands.push(Command::Send(Message::Move { number: number as u32, mv: played.mv }));
        if let Some(state) = self.clock_state() {
            commands.push(Command::Send(Message::Clock(state)));
        }
    }

    /// Tells the link how the game stands.
    pub(super) fn share(&self, commands: &mut Vec<Command<N>>) {
        let Some(remote) = &self.remote else { return };
        let (game, moves, clocks) = (remote.game, turns(self.record.game()), self.clock_state());
        commands.push(Command::Share(Shared { game, moves, clocks, roll: self.roll() }));
    }

    fn clock_state(&self) -> Option<ClockState> {
        let clock = self.clock?;
        let left = |side| clock.left(side, self.now);
        Some(ClockState {
            vikings: left(Side::Vikings),
            varangians: left(Side::Varangians),
            running: clock.running(),
        })
    }

    /// Whether a move or an offer here must wait: it is the other player's
    /// turn, they are not connected, or the board shows an earlier position.
    pub(super) fn waits_for_remote(&self) -> bool {
        let Some(remote) = &self.remote else { return false };
        remote.link != LinkState::Connected
            || self.awaits_roll()
            || self.is_reviewing()
            || (self.game().outcome().is_none() && self.game().position().to_move() != remote.local)
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
