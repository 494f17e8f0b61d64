//! The updates that move through the game's history: undo and redo,
//! review, a new game or a rematch, and the answer to the offer to resume
//! an unfinished game.

use obereg_record::{GameRecord, GameTree, NodeId};
use obereg_rules::{Position, Side};

use crate::tui::files::storage::Effect;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::{App, players_of, tag_players};
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::die::DieTurn;
use crate::tui::screens::game::notice::Notice;

impl<const N: usize> App<N> {
    /// Undo, redo, or a step of review. Undo and redo change the game and
    /// so are autosaved; review only changes the position on the board.
    pub(super) fn step(&mut self, action: &Action, commands: &mut Vec<Command<N>>) {
        if self.overlaid() {
            return;
        }
        let take_back = self.moves_to_take_back();
        let on_time = self.ended_on_time();
        let game = self.record.game_mut();
        match action {
            // A fallen flag is final: the moves could be taken back, the time could not.
            Action::Undo if on_time => self.notice = Notice::TimeIsFinal,
            // After an agreed draw, undo takes back the agreement only.
            Action::Undo if game.withdraw_agreement() => {
                commands.push(Command::Store(Effect::Autosave));
                self.notice = Notice::AgreementWithdrawn;
            }
            Action::Undo => {
                if self.computer.search.take().is_some() {
                    commands.push(Command::StopThinking);
                }
                let undone = if self.die.is_none() {
                    let to = game.depth(game.current()).saturating_sub(take_back);
                    self.undo_turns(|game, _| game.depth(game.current()) > to)
                } else if take_back > 0 {
                    // Passes are plies too: back to a person's last move, by turns.
                    self.undo_die_turns()
                } else {
                    Vec::new()
                };
                self.notice = if undone.is_empty() {
                    Notice::NothingToUndo
                } else {
                    commands.push(Command::Store(Effect::Autosave));
                    Notice::Undone(undone.join(", "))
                };
            }
            Action::Redo => {
                self.notice = match game.redo() {
                    Some(node) => {
                        commands.push(Command::Store(Effect::Autosave));
                        // The next turn rolls afresh.
                        self.die = DieTurn::of(game);
                        Notice::Redone(game.record(node).map(ToString::to_string).unwrap_or_default())
                    }
                    None => Notice::NothingToRedo,
                };
            }
            Action::Back => _ = game.back(),
            Action::Forward => _ = game.forward(),
            Action::ToStart => game.to_start(),
            _ => game.to_end(),
        }
        // The board shows another position: what was picked up or offered
        // there no longer stands.
        self.selected = None;
        self.prompt = None;
        self.draw_offer = None;
    }

    /// How many moves undo takes back: until a person is to move again,
    /// at least one of theirs. Between two people one; against the
    /// computer back to the person's last turn; with both sides the
    /// computer's, none.
    fn moves_to_take_back(&self) -> usize {
        let game = self.game();
        let now = game.position().to_move();
        let side_after = |count: usize| if count.is_multiple_of(2) { now } else { now.opponent() };
        (1..=game.depth(game.current())).find(|&count| self.players.is_human(side_after(count))).unwrap_or(0)
    }

    /// `L`: the lessons are asked of the loop, wherever a new 9×9 game at
    /// one keyboard could begin instead: after the end, before the first
    /// move, or at the offer to resume (the unfinished game stays where it
    /// is, offered again by the menu and at the next start).
    pub(super) fn learn(&mut self) {
        let here = (!self.help && self.offer.is_some()) || self.at_the_end() || self.not_started();
        if self.lessons_offered() && here {
            self.to_lessons = true;
        }
    }

    /// Leaves the game that has ended (counted in the match score) for a
    /// new one from the start, the sides swapped for a rematch.
    pub(super) fn restart(&mut self, swap_sides: bool, commands: &mut Vec<Command<N>>) {
        if let Some(outcome) = self.game().outcome() {
            self.players.record(outcome);
        }
        if swap_sides {
            let side_names = [Side::Vikings, Side::Varangians].map(|side| self.messages.side(side));
            self.players.swap_sides([&side_names[0], &side_names[1]]);
        }
        let name = |side| self.players.name(side).to_string();
        let (vikings, varangians) = (name(Side::Vikings), name(Side::Varangians));
        self.record = GameRecord::on_board(&vikings, &varangians, self.today);
        if let Some(die) = self.die.as_ref() {
            self.record = self.record.clone().with_die(die.reading);
            self.die = DieTurn::of(self.record.game());
        }
        tag_players(&mut self.record, &self.players);
        self.reset_clock();
        if self.computer.search.take().is_some() {
            commands.push(Command::StopThinking);
        }
        self.computer.hint = None;
        commands.push(Command::ForgetGame);
        self.cursor = Position::<N>::throne();
        self.selected = None;
        self.draw_offer = None;
        self.notice = Notice::Welcome;
    }

    /// The answer to the dialog at start: resume the unfinished game with
    /// its players, or keep it as a saved file and play the new game.
    pub(super) fn answer_offer(&mut self, resume: bool, commands: &mut Vec<Command<N>>) {
        let Some(unfinished) = self.offer.take() else { return };
        if resume {
            self.players = players_of(&unfinished, &self.players, &self.named, &self.messages);
            self.clock = unfinished.clock().or(self.clock);
            self.record = unfinished;
            self.die = DieTurn::resumed(&self.record);
            tag_players(&mut self.record, &self.players);
            self.notice = Notice::Continued { finished: false, flags_ignored: false };
        } else {
            commands.push(Command::Store(Effect::SetAside));
        }
    }
}

impl<const N: usize> App<N> {
    /// Takes back turns, one at a time, while the game has one and `more`
    /// says so, told the turn taken back before (none at first); in a die
    /// game the earliest turn taken back gives its roll back to the turn
    /// under way. Returns the moves taken back, in the order played.
    pub(super) fn undo_turns(
        &mut self,
        mut more: impl FnMut(&GameTree<N>, Option<NodeId>) -> bool,
    ) -> Vec<String> {
        let (mut undone, mut restored, mut last) = (Vec::new(), None, None);
        loop {
            let game = self.record.game_mut();
            let node = game.current();
            if !more(game, last) || game.undo().is_none() {
                break;
            }
            undone.extend(game.record(node).map(ToString::to_string));
            restored = game.roll(node);
            last = Some(node);
        }
        self.give_roll_back(restored);
        undone.reverse();
        undone
    }
}
