//! The die over the network (V2): the host is the authority for the dice.
//! It rolls every turn, for both sides, with the seeded die of the game
//! (`obereg_session::Dice`, as a server's game rolls): the roll of a turn
//! follows from the seed and the turn's number, so a turn taken back and
//! played again, or a game resumed from the host's record, rolls the same.
//! It sends each roll numbered like the moves; the guest never rolls, and
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
    /// Host: rolls the turn under way while it has no roll and the game
    /// goes on, the seeded die's roll of the turn's number; a turn passed
    /// (D3) has the next one rolled at once. The guest rolls nothing.
    pub(super) fn roll_as_host(&mut self, commands: &mut Vec<Command<N>>) {
        let Some(dice) = self.remote.as_ref().and_then(|remote| remote.dice) else { return };
        while self.game().outcome().is_none() && self.die.as_ref().is_some_and(|die| die.roll.is_none()) {
            let ply = self.game().depth(self.game().current());
            self.take_roll(dice.roll(ply as u32), commands);
        }
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
