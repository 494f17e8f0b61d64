//! The die over the network (V2): the host is the authority for the dice.
//! It rolls every turn, for both sides, as the game at one keyboard does,
//! and sends each roll numbered like the moves; the guest never rolls, and
//! takes the host's roll of the turn under way (a pass when nothing can
//! move that far, D3, at both ends alike).

use obereg_net::Message;
use obereg_rules::Roll;
use obereg_session::{Arrival, arrival};

use crate::tui::network::remote::Role;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::{NetNotice, Notice};

impl<const N: usize> App<N> {
    /// Whether a roll is asked for here in a network game: at the host
    /// only, for every turn while the game goes on.
    pub(super) fn rolls_here(&self) -> bool {
        self.hosts() && self.game().outcome().is_none()
    }

    /// Guest: whether this player is to move in a die game and the host's
    /// roll has not come yet, so nothing can be played.
    pub(super) fn awaits_roll(&self) -> bool {
        let own_turn = self.remote.as_ref().is_some_and(|remote| {
            remote.role == Role::Guest && self.game().position().to_move() == remote.local
        });
        own_turn && self.die.is_some() && self.roll().is_none() && self.game().outcome().is_none()
    }

    /// Host: the roll of turn `number` goes to the guest, after the link
    /// learns it for a (re)join, so a guest welcomed meanwhile has it
    /// either way (a second copy is known by its number).
    pub(super) fn send_roll(&self, number: usize, roll: Roll, commands: &mut Vec<Command<N>>) {
        if self.hosts() {
            self.share(commands);
            commands.push(Command::Send(Message::Roll { number: number as u32, roll }));
        }
    }

    /// Guest: the host's roll for turn `number`, taken when it is the roll
    /// of the turn under way; a roll sent again is let be.
    pub(super) fn hosts_roll(&mut self, number: u32, roll: Roll, commands: &mut Vec<Command<N>>) {
        let from_host = self.remote.as_ref().is_some_and(|remote| remote.role == Role::Guest);
        let depth = self.game().depth(self.game().current());
        match arrival(number, depth) {
            Arrival::Next if from_host && self.die.is_some() => self.take_roll(roll, commands),
            Arrival::Again if from_host => {}
            _ => self.notice = Notice::Net(NetNotice::RollRefused),
        }
    }
}
