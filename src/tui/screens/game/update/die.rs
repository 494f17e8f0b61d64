//! The updates of the die (V2): asking the loop for a roll before each
//! turn, the roll coming back (a pass when nothing can move that far,
//! D3), the frames of its animation, and the roll a move taken back had.
//! Over the network the loop is asked for none: the host rolls its seeded
//! die itself and the guest takes the host's rolls (`net_die.rs`).

use obereg_rules::{DieRefusal, Move, Played};

use crate::tui::files::storage::Effect;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::die::{DieTurn, ROLL_FRAME, ROLL_FRAMES, ROLL_TAG};
use crate::tui::screens::game::notice::Notice;

impl<const N: usize> App<N> {
    /// After every update: rolls the turn that has no roll, while the game
    /// goes on at the current position: over the network the host rolls
    /// its seeded die, at one keyboard the loop is asked for the roll.
    pub(super) fn roll_if_needed(&mut self, commands: &mut Vec<Command<N>>) {
        if self.remote.is_some() {
            return self.roll_as_host(commands);
        }
        // The help and the prompt open over a turn waiting for its roll.
        let over_a_turn = self.help || (self.offer.is_none() && (self.prompt.is_some() || !self.is_over()));
        let waiting = over_a_turn && !self.is_reviewing();
        let Some(die) = self.die.as_mut() else { return };
        if waiting && die.roll.is_none() && !die.asked {
            die.asked = true;
            commands.push(Command::Roll);
        }
    }

    /// The roll asked for came.
    pub(super) fn on_rolled(&mut self, roll: obereg_rules::Roll, commands: &mut Vec<Command<N>>) {
        let Some(die) = self.die.as_mut().filter(|die| die.asked) else { return };
        die.asked = false;
        self.take_roll(roll, commands);
    }

    /// `roll` is the roll of the turn under way, unless it has one or the
    /// game is over: the side to move plays it, or the turn passes.
    pub(super) fn take_roll(&mut self, roll: obereg_rules::Roll, commands: &mut Vec<Command<N>>) {
        let side = self.game().position().to_move();
        let over = self.game().outcome().is_some();
        let Some(die) = self.die.as_mut().filter(|die| die.roll.is_none() && !over) else {
            return;
        };
        die.roll = Some(roll);
        die.spinning = ROLL_FRAMES;
        commands.push(Command::After(ROLL_FRAME, Action::DieFrame));
        self.selected = None;
        self.notice = Notice::Rolled { side, roll };
        self.record.game_mut().to_end();
        let ply = self.game().depth(self.game().current());
        self.record.set_tag(ROLL_TAG, &format!("{ply} {roll}"));
        commands.push(Command::Store(Effect::Autosave));
        self.send_roll(ply, roll, commands);
        if self.record.game_mut().pass(roll).is_ok() {
            if let Some(die) = self.die.as_mut() {
                die.roll = None;
            }
            self.record.remove_tag(ROLL_TAG);
            self.lapse_requests();
            self.notice = Notice::Passed { side, roll };
        }
    }

    /// A frame of the roll animation has shown.
    pub(super) fn on_die_frame(&mut self, commands: &mut Vec<Command<N>>) {
        if let Some(die) = self.die.as_mut().filter(|die| die.spinning > 0) {
            die.spinning -= 1;
            if die.spinning > 0 {
                commands.push(Command::After(ROLL_FRAME, Action::DieFrame));
            }
        }
    }

    /// Plays `mv` with the roll in a die game, plainly in another.
    pub(super) fn play_turn(&mut self, mv: Move) -> Result<Played, DieRefusal> {
        let Some(die) = self.die.as_ref() else { return Ok(self.record.game_mut().play(mv)?) };
        // The roll is the current turn's: a move from an earlier position is not played with it.
        if self.is_reviewing() {
            self.record.game_mut().to_end();
        }
        let roll = die.roll.ok_or(DieRefusal::Illegal(obereg_rules::IllegalMove::GameOver))?;
        let played = self.record.game_mut().play_rolled(mv, roll)?;
        if let Some(die) = self.die.as_mut() {
            die.roll = None;
        }
        // The roll is the move's now (`[obereg-rolls:…]`), no longer the turn's under way.
        self.record.remove_tag(ROLL_TAG);
        Ok(played)
    }

    /// Takes back the turns up to a person's last move, the passes after it
    /// too, and gives that move's roll back; returns the moves taken back.
    pub(super) fn undo_die_turns(&mut self) -> Vec<String> {
        let players = self.players.clone();
        self.undo_turns(|game, last| {
            // The side that played `node`: the side to move before it.
            let a_persons_move = |node| {
                let mover = game.position_at(game.parent(node).unwrap_or(node)).to_move();
                !game.is_pass(node) && players.is_human(mover)
            };
            !last.is_some_and(a_persons_move)
        })
    }

    /// After turns were taken back: the first of them gives its roll back
    /// to the turn under way, which is not rolled again.
    pub(super) fn give_roll_back(&mut self, restored: Option<obereg_rules::Roll>) {
        if let Some(die) = self.die.as_mut() {
            *die = DieTurn { roll: restored, asked: false, spinning: 0, ..*die };
        }
        if let Some(roll) = restored {
            let ply = self.game().depth(self.game().current());
            self.record.set_tag(ROLL_TAG, &format!("{ply} {roll}"));
        }
    }
}
