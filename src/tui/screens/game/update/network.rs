//! The updates of a game over the network: what the other player sends
//! (moves checked under the rules, offers, takebacks, resignation, chat,
//! clocks, the host's rolls in a die game, the connection's ups and downs)
//! and what this player asks of them. The moves played here are sent by
//! [`super::update()`].

use obereg_net::{CHAT_LIMIT, ClockState, Message, plain_text};
use obereg_rules::{Move, Outcome, Side};
use obereg_session::{Arrival, End, arrival};

use crate::tui::files::storage::Effect;
use crate::tui::network::asking::Request;
use crate::tui::network::remote::{LinkState, PeerEvent, Role};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::{Command, Shared};
use crate::tui::screens::game::link::{CODE_TAG, SEED_TAG, turns};
use crate::tui::screens::game::notice::{NetNotice, Notice};
use crate::tui::screens::game::players::heard_name;

impl<const N: usize> App<N> {
    /// Handles what the network reported.
    pub(super) fn on_peer(&mut self, event: PeerEvent, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        match event {
            PeerEvent::GuestJoined(join) => {
                remote.link = LinkState::Connected;
                remote.away = None;
                let side = remote.theirs();
                let name = heard_name(&join.name, side, &self.messages);
                self.players.rename(side, name.clone());
                self.record.set_player(side, &name);
                self.notice = Notice::Net(NetNotice::Joined(name));
                commands.push(Command::Store(Effect::Autosave));
                // What the host asked and the guest may not have seen is asked again.
                commands.extend(remote.asking.asked_again(remote.local).map(Command::Send));
            }
            PeerEvent::Welcomed(welcome) => self.welcomed(welcome, commands),
            PeerEvent::Received(message) => self.on_message(message, commands),
            PeerEvent::Lost => {
                remote.link = LinkState::Lost(0);
                self.notice = Notice::Net(NetNotice::ConnectionLost);
                self.guest_gone(commands);
            }
            PeerEvent::Reconnecting(tries) => remote.link = LinkState::Lost(tries),
            PeerEvent::GaveUp(trouble) => {
                remote.link = LinkState::GaveUp(trouble);
                self.notice = Notice::Net(NetNotice::Failed(trouble));
            }
        }
    }

    fn on_message(&mut self, message: Message, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        let (theirs, guest) = (remote.theirs(), remote.role == Role::Guest);
        match message {
            Message::Move { version, number, mv } => self.their_move(version, number, mv, commands),
            Message::TakenBack { version, turns } if guest => {
                self.taken_back(version, turns as usize, commands)
            }
            Message::Ended(outcome) if guest => self.end(outcome, commands),
            Message::Roll { number, roll } => self.hosts_roll(number, roll, commands),
            Message::DrawOffer => self.heard(Request::Draw, commands),
            Message::TakebackRequest => self.heard(Request::Takeback, commands),
            Message::DrawAnswer(yes) => self.answered(Request::Draw, yes, commands),
            Message::TakebackAnswer(yes) => self.answered(Request::Takeback, yes, commands),
            Message::Resign => self.end(End::Resigned(theirs).outcome(), commands),
            Message::Chat(line) => {
                let name = self.players.name(theirs).to_string();
                remote.chat = Some((name, line));
                self.notice = Notice::Net(NetNotice::Chat);
                if !remote.quiet {
                    commands.push(Command::Bell);
                }
            }
            // The host keeps the time: a guest's figures count for nothing.
            Message::Clock(state) if guest => {
                let now = self.now;
                if let Some(clock) = self.clock.as_mut() {
                    clock.set_left(state.vikings, state.varangians, now);
                }
            }
            Message::Join(_)
            | Message::Welcome(_)
            | Message::Busy
            | Message::Ping
            | Message::Clock(_)
            | Message::TakenBack { .. }
            | Message::Ended(_)
            | Message::Line(_) => {}
        }
    }

    /// The other player's move `number` on the line of `version`: played
    /// when it is the next on this line, under the rules; a move already
    /// here (sent again) is let be, and so is one made on a line since
    /// taken back. At the host, a guest's move after the game ended (made
    /// before the guest heard of the end: an agreed draw, say) never
    /// counted: the guest is told to take it back, and the end again.
    fn their_move(&mut self, version: u32, number: u32, mv: Move, commands: &mut Vec<Command<N>>) {
        let depth = self.game().depth(self.game().current());
        let ours = self.remote.as_ref().map_or(0, |remote| remote.version);
        if version < ours {
            return;
        }
        match arrival(number, depth) {
            Arrival::Again => {}
            Arrival::Ahead => self.notice = Notice::Net(NetNotice::MoveRefused),
            Arrival::Next => {
                self.record.game_mut().to_end();
                if let Some(outcome) = self.game().outcome().filter(|_| self.hosts()) {
                    let turns = u32::try_from(self.game().depth(self.game().current())).unwrap_or(u32::MAX);
                    commands.push(Command::Send(Message::TakenBack { version: ours, turns }));
                    commands.push(Command::Send(Message::Ended(outcome)));
                    return;
                }
                let their_turn =
                    self.remote.as_ref().is_some_and(|r| self.position().to_move() == r.theirs());
                let position = *self.position();
                let allowed = match (self.die.as_ref(), self.roll()) {
                    (None, _) => position.check(mv).is_ok(),
                    (Some(die), Some(roll)) => position.check_for_roll(mv, roll, die.reading).is_ok(),
                    (Some(_), None) => false,
                };
                if !their_turn || !allowed || version != ours {
                    self.notice = Notice::Net(NetNotice::MoveRefused);
                    return;
                }
                self.play(mv, commands);
                if self.remote.as_ref().is_some_and(|remote| !remote.quiet) {
                    commands.push(Command::Bell);
                }
            }
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
        self.end(End::Resigned(loser).outcome(), commands);
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

    /// After move `number` was played: a move played here goes to the
    /// other player, and the host sends its clocks after either player's
    /// move (the host keeps the time).
    pub(super) fn send_move(&mut self, number: usize, from_here: bool, commands: &mut Vec<Command<N>>) {
        let Some(played) = self.record.game().record(self.record.game().current()) else { return };
        let Some(remote) = &self.remote else { return };
        if from_here {
            let (version, number, mv) = (remote.version, number as u32, played.mv);
            commands.push(Command::Send(Message::Move { version, number, mv }));
        }
        if let Some(state) = self.clock_state().filter(|_| remote.role == Role::Host) {
            commands.push(Command::Send(Message::Clock(state)));
        }
    }

    /// Tells the link how the game stands.
    pub(super) fn share(&self, commands: &mut Vec<Command<N>>) {
        let Some(remote) = &self.remote else { return };
        let (game, version, moves, clocks) =
            (remote.game, remote.version, turns(self.record.game()), self.clock_state());
        let result = self.game().outcome();
        commands.push(Command::Share(Shared { game, version, moves, clocks, roll: self.roll(), result }));
    }

    /// What the link must learn again when it changes: the line's length
    /// and version, the result, and whether a clock runs.
    pub(super) fn standing(&self) -> (usize, u32, Option<Outcome>, Option<Side>) {
        let version = self.remote.as_ref().map_or(0, |remote| remote.version);
        let running = self.clock.and_then(|clock| clock.running());
        (self.game().depth(self.game().current()), version, self.game().outcome(), running)
    }

    /// A finished game is never resumed: its record, filed into the
    /// history, keeps no join code and no die's seed (its rolls are its
    /// turns'), and is the same at both ends.
    pub(super) fn forget_hosting(&mut self) {
        self.record.remove_tag(CODE_TAG);
        self.record.remove_tag(SEED_TAG);
    }

    /// Whether this terminal hosts the network game.
    pub(super) fn hosts(&self) -> bool {
        self.remote.as_ref().is_some_and(|remote| remote.role == Role::Host)
    }

    pub(super) fn clock_state(&self) -> Option<ClockState> {
        self.clock.map(|clock| ClockState::of(&clock, self.now))
    }

    /// Whether a move or an offer here must wait: it is the other player's
    /// turn, they are not connected, or the board shows an earlier position.
    /// The host plays on through a lost connection, its clock running: the
    /// guest gets the move when it joins again.
    pub(super) fn waits_for_remote(&self) -> bool {
        let Some(remote) = &self.remote else { return false };
        let plays_on = remote.role == Role::Host && matches!(remote.link, LinkState::Lost(_));
        !(remote.link == LinkState::Connected || plays_on)
            || self.awaits_roll()
            || self.is_reviewing()
            || (self.game().outcome().is_none() && self.game().position().to_move() != remote.local)
    }
}
