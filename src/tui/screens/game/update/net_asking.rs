//! What the players of a network game ask of each other — a draw, a
//! takeback — by the rules of `obereg-session`'s offers, kept in
//! [`crate::tui::network::asking`]: asking what the other asked agrees to
//! it, an answer counts only for the request it names while that stands,
//! and a turn played or taken back lets every request lapse. What both
//! agree to is the host's to make, and the guest follows its word: a draw
//! ends the game ([`Message::Ended`]), so that an answer overtaken by a
//! move ends it at neither end; a takeback takes back the asker's last
//! move, with what came after it ([`Message::TakenBack`]).

use obereg_net::Message;
use obereg_rules::Side;
use obereg_session::{Asked, End, turns_to_take_back};

use crate::tui::files::storage::Effect;
use crate::tui::network::asking::{Request, answer_message, asking_message};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::link::turns;
use crate::tui::screens::game::notice::{NetNotice, Notice};

impl<const N: usize> App<N> {
    /// `d` or `u`: asks the other player for `request`, or agrees to it
    /// when they had asked the same. A takeback needs a move of this
    /// player's to take back.
    pub(super) fn ask(&mut self, request: Request, commands: &mut Vec<Command<N>>) {
        let Some(local) = self.remote.as_ref().map(|remote| remote.local) else { return };
        if request == Request::Takeback && self.turns_to_take_back(local) == 0 {
            self.notice = Notice::NothingToUndo;
            return;
        }
        let Some(remote) = self.remote.as_mut() else { return };
        commands.push(Command::Send(asking_message(request)));
        match remote.asking.offers.ask(request, local) {
            Asked::Agreed => self.agreed(request, local.opponent(), commands),
            Asked::Standing => self.notice = Notice::Net(NetNotice::Asked(request)),
        }
    }

    /// The other player asks for `request`: it stands, to be answered
    /// here, or both agree, this player having asked the same first.
    pub(super) fn heard(&mut self, request: Request, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        let (local, theirs) = (remote.local, remote.theirs());
        match remote.asking.heard(request, theirs) {
            Asked::Agreed => self.agreed(request, local, commands),
            Asked::Standing => {
                self.notice = match request {
                    Request::Draw => Notice::DrawOffered(theirs),
                    Request::Takeback => Notice::Net(NetNotice::TakebackAsked),
                }
            }
        }
    }

    /// The other player answers this one's `request`: the answer counts
    /// while the request stands, and is let be when it does not.
    pub(super) fn answered(&mut self, request: Request, yes: bool, commands: &mut Vec<Command<N>>) {
        let Some(remote) = self.remote.as_mut() else { return };
        let (local, theirs) = (remote.local, remote.theirs());
        match remote.asking.offers.answer(request, theirs, yes) {
            Some(true) => self.agreed(request, local, commands),
            Some(false) => self.declined(request),
            None => {}
        }
    }

    /// `y` or Esc to what the other player asked: answers it. The host
    /// says yes by doing it: its word is the draw or the takeback made.
    pub(super) fn answer(&mut self, yes: bool, commands: &mut Vec<Command<N>>) {
        let hosts = self.hosts();
        let Some(remote) = self.remote.as_mut() else { return };
        let (local, theirs) = (remote.local, remote.theirs());
        let Some(request) = remote.asking.question(local) else { return };
        remote.asking.offers.answer(request, local, yes);
        if !(yes && hosts) {
            commands.push(Command::Send(answer_message(request, yes)));
        }
        if yes {
            self.agreed(request, theirs, commands);
        } else {
            self.declined(request);
        }
    }

    /// Both players agreed to what `asker` asked: the host ends the game
    /// in a draw and says so, or takes back; the guest waits for its word.
    fn agreed(&mut self, request: Request, asker: Side, commands: &mut Vec<Command<N>>) {
        match request {
            _ if !self.hosts() => {}
            Request::Draw => {
                self.accept_draw(commands);
                commands.push(Command::Send(Message::Ended(End::Agreed.outcome())));
            }
            Request::Takeback => self.take_back(asker, commands),
        }
    }

    fn declined(&mut self, request: Request) {
        self.notice = match request {
            Request::Draw => Notice::DrawDeclined,
            Request::Takeback => Notice::Net(NetNotice::TakebackDeclined),
        };
    }

    /// How many turns a takeback `asker` asked for undoes: their last
    /// move, with the reply and the passes after it; 0 without one.
    fn turns_to_take_back(&self, asker: Side) -> usize {
        let passes: Vec<bool> = turns(self.record.game()).iter().map(|turn| turn.mv.is_none()).collect();
        turns_to_take_back(&passes, self.position().to_move(), asker)
    }

    /// Host: takes back `asker`'s last move, as both players agreed, with
    /// what came after it; in a die game the earliest roll taken back is
    /// given back. The move list ends there. The line's version goes up,
    /// and the guest is told the line as it now stands.
    fn take_back(&mut self, asker: Side, commands: &mut Vec<Command<N>>) {
        self.record.game_mut().to_end();
        let mut left = self.turns_to_take_back(asker);
        let undone = self.undo_turns(|_, _| {
            let more = left > 0;
            left = left.saturating_sub(1);
            more
        });
        if undone.is_empty() {
            return;
        }
        // No redo over the network: the guest's list, rebuilt from the
        // host's line after a drop, never shows the moves taken back.
        self.record.game_mut().forget_redo();
        self.lapse_requests();
        self.notice = Notice::Net(NetNotice::TakenBack(undone.join(" ")));
        let version = self.next_version();
        let turns = self.game().depth(self.game().current()) as u32;
        commands.push(Command::Send(Message::TakenBack { version, turns }));
        commands.push(Command::Store(Effect::Autosave));
    }

    /// A turn was played or taken back: what either player asked lapses.
    pub(in crate::tui) fn lapse_requests(&mut self) {
        if let Some(remote) = self.remote.as_mut() {
            remote.asking.offers.lapse();
        }
    }
}
