//! The updates that move through the game's history: undo and redo,
//! review, and the answer to the offer to resume an unfinished game.

use super::action::Action;
use super::app::{App, Mode, Notice, players_of};
use super::storage::Effect;

impl App {
    /// Undo, redo, or a step of review. Undo and redo change the game and
    /// so are autosaved; review only changes the position on the board.
    pub(super) fn step(&mut self, action: &Action) {
        if !matches!(self.mode(), Mode::Play | Mode::Over) {
            return;
        }
        let take_back = self.moves_to_take_back();
        let game = self.record.game_mut();
        match action {
            Action::Undo => {
                self.computer.stop();
                let mut undone = Vec::new();
                for _ in 0..take_back {
                    undone.extend(game.record(game.current()).map(ToString::to_string));
                    game.undo();
                }
                undone.reverse();
                self.notice = if undone.is_empty() {
                    Notice::NothingToUndo
                } else {
                    self.effects.push(Effect::Autosave);
                    Notice::Undone(undone.join(", "))
                };
            }
            Action::Redo => {
                self.notice = match game.redo() {
                    Some(node) => {
                        self.effects.push(Effect::Autosave);
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

    /// The answer to the dialog at start: resume the unfinished game with
    /// its players, or keep it as a saved file and play the new game.
    pub(super) fn answer_offer(&mut self, resume: bool) {
        let Some(unfinished) = self.offer.take() else { return };
        if resume {
            self.players = players_of(&unfinished, &self.players);
            self.record = unfinished;
            self.notice = Notice::Continued { finished: false };
        } else {
            self.effects.push(Effect::SetAside);
        }
    }
}
