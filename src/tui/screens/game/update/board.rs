//! The updates on the board: the cursor, picking up and putting down, the
//! move prompt, and draws offered and accepted.

use obereg_rules::{DieRefusal, IllegalMove, Move, Side, Square};

use crate::tui::files::storage::Effect;
use crate::tui::screens::game::action::Direction;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::Notice;

/// The longest text the move prompt takes: more is never a move.
const PROMPT_LIMIT: usize = 16;

impl<const N: usize> App<N> {
    /// The side not to move.
    fn opponent(&self) -> Side {
        self.position().to_move().opponent()
    }

    pub(super) fn move_cursor(&mut self, direction: Direction) {
        let (file, rank) = (self.cursor.file(), self.cursor.rank());
        let last = N as u8 - 1;
        let (file, rank) = match direction {
            Direction::Up => (file, (rank + 1).min(last)),
            Direction::Down => (file, rank.saturating_sub(1)),
            Direction::Left => (file.saturating_sub(1), rank),
            Direction::Right => ((file + 1).min(last), rank),
        };
        self.cursor = Square::new(file, rank).unwrap_or(self.cursor);
    }

    /// Enter, Space or a click on `square`: pick up a piece of the side to
    /// move (or switch to another), put the picked piece down, or say why not.
    pub(super) fn choose(&mut self, square: Square, commands: &mut Vec<Command<N>>) {
        if !self.playing() {
            return;
        }
        if let Some(mv) = self.pick(square) {
            self.play(mv, commands);
        }
    }

    /// Picking on `square`: pick up a piece of the side to move (or switch
    /// to another, or put it back), or say why the square can't be picked.
    /// Returns the move when the picked piece is put down on `square`; the
    /// game, the lessons or another screen decide what becomes of it.
    pub(in crate::tui) fn pick(&mut self, square: Square) -> Option<Move> {
        let position = *self.position();
        let own = position.piece_at(square).filter(|piece| piece.side() == position.to_move());
        match (own, self.selected) {
            (Some(_), Some(from)) if from == square => self.selected = None,
            (Some(piece), _) => {
                self.selected = Some(square);
                let count = self.targets_of(square).len();
                self.notice = if count == 0 {
                    Notice::Stuck { piece, square }
                } else {
                    Notice::Selected { piece, square, count }
                };
            }
            (None, Some(from)) => return Some(Move { from, to: square }),
            // Nothing picked up: the rules say why this square can't be
            // picked (no piece, or the other side's piece).
            (None, None) => {
                if let Err(error) = position.check(Move { from: square, to: square }) {
                    self.refuse(error);
                }
            }
        }
        None
    }

    /// Plays `mv` for the side to move, or says why it is refused.
    pub(super) fn play(&mut self, mv: Move, commands: &mut Vec<Command<N>>) {
        if self.play_unsaved(mv) {
            commands.push(Command::Store(Effect::Autosave));
        }
    }

    /// Plays `mv` on the board and says so, or says why it is refused;
    /// returns whether it was played. Nothing is saved: the game saves
    /// it, the free board does not.
    pub(in crate::tui) fn play_unsaved(&mut self, mv: Move) -> bool {
        let side = self.position().to_move();
        match self.play_turn(mv) {
            Ok(_) => {
                let record = self.last_move().map(ToString::to_string).unwrap_or_default();
                self.notice = Notice::Played { side, record };
                self.selected = None;
                self.prompt = None;
                self.draw_offer = None;
                self.lapse_requests();
                true
            }
            Err(DieRefusal::Illegal(error)) => {
                self.refuse(error);
                false
            }
            Err(refusal) => {
                self.notice = Notice::DieRefused { refusal, mover: side };
                false
            }
        }
    }

    pub(in crate::tui) fn refuse(&mut self, error: IllegalMove) {
        self.notice = Notice::Refused { error, mover: self.position().to_move() };
    }

    pub(super) fn cancel(&mut self, commands: &mut Vec<Command<N>>) {
        if self.help {
            self.help = false;
        } else if self.prompt.is_some() {
            self.prompt = None;
        } else if self.draw_offer.take().is_some() {
            self.notice = Notice::DrawDeclined;
        } else if self.at_the_end() && self.outcome().is_some() && !(self.banner_hidden && self.from_menu) {
            // The dialog covers the middle of the board: Esc shows the final position, and again the result.
            self.banner_hidden = !self.banner_hidden;
        } else if self.selected.is_none() && self.from_menu {
            self.back_to_menu(commands);
        } else {
            self.selected = None;
        }
    }

    pub(super) fn type_char(&mut self, c: char) {
        if let Some(text) = self.prompt.as_mut().filter(|text| text.chars().count() < PROMPT_LIMIT) {
            text.push(c);
        }
    }

    /// Pasted text goes into the open prompt, its first line only and never
    /// played until Enter; with the prompt closed it is ignored, so a paste
    /// can never act as keys (`d`, `y`, `s` would offer, accept, rematch).
    pub(super) fn paste(&mut self, text: &str) {
        if self.prompt.is_none() {
            self.notice = Notice::PasteIgnored;
            return;
        }
        for c in text.lines().next().unwrap_or_default().trim().chars().filter(|c| !c.is_control()) {
            self.type_char(c);
        }
    }

    pub(super) fn submit_prompt(&mut self, commands: &mut Vec<Command<N>>) {
        if let Some(mv) = self.typed_move() {
            self.play(mv, commands);
        }
    }

    /// The move typed into the prompt, or `None` with the notice saying
    /// why the text is no move.
    pub(in crate::tui) fn typed_move(&mut self) -> Option<Move> {
        let text = self.prompt.clone()?;
        match text.trim().parse::<Move>() {
            Ok(mv) => Some(mv),
            Err(error) => {
                self.notice = Notice::BadNotation(error);
                None
            }
        }
    }

    /// `d`: the side to move offers a draw; the computer, which plays every
    /// game to its end, declines at once.
    pub(super) fn offer_draw(&mut self) {
        if !self.playing() || self.is_reviewing() {
            return;
        }
        if self.players.is_human(self.opponent()) {
            self.draw_offer = Some(self.position().to_move());
            self.notice = Notice::DrawOffered(self.position().to_move());
        } else {
            self.notice = Notice::ComputerDeclinesDraw;
        }
    }

    pub(super) fn accept_draw(&mut self, commands: &mut Vec<Command<N>>) {
        self.draw_offer = None;
        if self.record.game_mut().agree_draw() {
            commands.push(Command::Store(Effect::Autosave));
        }
        self.notice = Notice::Ended;
        self.selected = None;
    }
}
