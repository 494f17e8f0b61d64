//! Every change of the game in the terminal: [`App::update`] applies one
//! [`Action`].

use obereg_record::{Date, GameRecord};
use obereg_rules::{IllegalMove, Move, Position, Square};

use super::action::{Action, Direction};
use super::app::{App, Mode, Notice, tag_computer_players};
use super::computer::takes_a_turn;
use super::storage::{Effect, Stored};

/// The longest text the move prompt takes: more is never a move.
const PROMPT_LIMIT: usize = 16;

impl App {
    /// Applies `action`; one that means nothing now (a move after the end,
    /// a rematch during play) changes nothing, and a move or an offer while
    /// the computer is to move is refused politely. Then the computer
    /// starts thinking if it is to move.
    pub fn update(&mut self, action: Action) {
        if self.computer_to_move() && takes_a_turn(&action) {
            self.notice = Notice::ComputerThinking;
            return;
        }
        self.apply(action);
        self.think_if_computer_to_move();
    }

    fn apply(&mut self, action: Action) {
        match action {
            Action::Quit => self.quit = true,
            Action::Resize(columns, rows) => self.size = (columns, rows),
            Action::ToggleHelp => self.help = !self.help,
            Action::MoveCursor(direction) => self.move_cursor(direction),
            Action::Choose => self.choose(self.cursor),
            Action::Click(square) => {
                self.cursor = square;
                self.choose(square);
            }
            Action::Cancel => self.cancel(),
            Action::OpenPrompt if self.mode() == Mode::Play => self.prompt = Some(String::new()),
            Action::PromptInput(c) => self.type_char(c),
            Action::PromptBackspace => {
                self.prompt.as_mut().map(String::pop);
            }
            Action::PromptSubmit => self.submit_prompt(),
            Action::Hint => self.ask_hint(),
            Action::Search(id, report) => self.on_search(id, report),
            Action::OfferDraw
                if self.mode() == Mode::Play
                    && !self.is_reviewing()
                    && !self.players.is_human(self.opponent()) =>
            {
                // The computer plays every game to its end: it declines at once.
                self.notice = Notice::ComputerDeclinesDraw;
            }
            Action::OfferDraw if self.mode() == Mode::Play && !self.is_reviewing() => {
                self.draw_offer = Some(self.position().to_move());
                self.notice = Notice::DrawOffered(self.position().to_move());
            }
            Action::AcceptDraw if self.draw_offer.is_some() && self.mode() == Mode::Play => {
                self.accept_draw()
            }
            Action::NewGame if self.mode() == Mode::Over => self.restart(false),
            Action::Rematch if self.mode() == Mode::Over => self.restart(true),
            Action::Undo
            | Action::Redo
            | Action::Back
            | Action::Forward
            | Action::ToStart
            | Action::ToEnd => {
                self.step(&action);
            }
            Action::Save => self.effects.push(Effect::Save),
            Action::Resume | Action::Decline => self.answer_offer(action == Action::Resume),
            // A quiet autosave leaves the notice of the move that caused it.
            Action::Stored(Stored::Autosaved | Stored::SetAside(None)) => {}
            Action::Stored(stored) => self.notice = Notice::Stored(stored),
            Action::OpenPrompt
            | Action::OfferDraw
            | Action::AcceptDraw
            | Action::NewGame
            | Action::Rematch => {}
        }
    }

    /// The side not to move.
    fn opponent(&self) -> obereg_rules::Side {
        self.position().to_move().opponent()
    }

    fn move_cursor(&mut self, direction: Direction) {
        let (file, rank) = (self.cursor.file(), self.cursor.rank());
        let last = 8;
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
    fn choose(&mut self, square: Square) {
        if self.mode() != Mode::Play {
            return;
        }
        let position = *self.position();
        let own = position.piece_at(square).filter(|piece| piece.side() == position.to_move());
        match (own, self.selected) {
            (Some(_), Some(from)) if from == square => self.selected = None,
            (Some(piece), _) => {
                self.selected = Some(square);
                let count = position.targets(square).len();
                self.notice = if count == 0 {
                    Notice::Stuck { piece, square }
                } else {
                    Notice::Selected { piece, square, count }
                };
            }
            (None, Some(from)) => self.play(Move { from, to: square }),
            // Nothing picked up: the rules say why this square can't be
            // picked (no piece, or the other side's piece).
            (None, None) => {
                if let Err(error) = position.check(Move { from: square, to: square }) {
                    self.refuse(error);
                }
            }
        }
    }

    /// Plays `mv` for the side to move, or says why it is refused.
    pub(super) fn play(&mut self, mv: Move) {
        let side = self.position().to_move();
        match self.record.game_mut().play(mv) {
            Ok(_) => {
                let record = self.last_move().map(ToString::to_string).unwrap_or_default();
                self.notice = Notice::Played { side, record };
                self.selected = None;
                self.prompt = None;
                self.draw_offer = None;
                self.effects.push(Effect::Autosave);
            }
            Err(error) => self.refuse(error),
        }
    }

    fn refuse(&mut self, error: IllegalMove) {
        self.notice = Notice::Refused { error, mover: self.position().to_move() };
    }

    fn cancel(&mut self) {
        if self.help {
            self.help = false;
        } else if self.prompt.is_some() {
            self.prompt = None;
        } else if self.draw_offer.take().is_some() {
            self.notice = Notice::DrawDeclined;
        } else {
            self.selected = None;
        }
    }

    fn type_char(&mut self, c: char) {
        if let Some(text) = self.prompt.as_mut().filter(|text| text.chars().count() < PROMPT_LIMIT) {
            text.push(c);
        }
    }

    fn submit_prompt(&mut self) {
        let Some(text) = self.prompt.clone() else { return };
        match text.trim().parse::<Move>() {
            Ok(mv) => self.play(mv),
            Err(error) => self.notice = Notice::BadNotation(error),
        }
    }

    fn accept_draw(&mut self) {
        self.draw_offer = None;
        if self.record.game_mut().agree_draw() {
            self.effects.push(Effect::Autosave);
        }
        self.notice = Notice::Ended;
        self.selected = None;
    }

    /// Leaves the game that has ended (counted in the match score) for a
    /// new one from the start, the sides swapped for a rematch.
    fn restart(&mut self, swap_sides: bool) {
        if let Some(outcome) = self.game().outcome() {
            self.players.record(outcome);
        }
        if swap_sides {
            self.players.swap_sides();
        }
        self.renew_record();
        self.computer.new_game();
        self.cursor = Position::<9>::throne();
        self.selected = None;
        self.draw_offer = None;
        self.notice = Notice::Welcome;
    }

    /// A new record from the start for the players on their sides now.
    fn renew_record(&mut self) {
        let name = |side| self.players.name(side).to_string();
        let (vikings, varangians) = (name(obereg_rules::Side::Vikings), name(obereg_rules::Side::Varangians));
        self.record = GameRecord::new(&vikings, &varangians, Date::today());
        tag_computer_players(&mut self.record, &self.players);
    }
}
