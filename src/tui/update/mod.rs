//! Every change of the game in the terminal: [`update`] applies one
//! [`Action`] to the [`App`] and returns the [`Command`]s the game loop must
//! perform. It starts no thread, reads no clock and draws no random number,
//! so its tests need no terminal, thread or sleep.
//!
//! The files here split it by concept: the board (picking, moving, the
//! prompt, draws), the history (undo, redo, review, new games, the offer to
//! resume) and the computer (searches, hints, the watch pause).

mod board;
mod computer;
mod history;

use super::action::Action;
use super::app::{App, Mode};
use super::command::Command;
use super::notice::Notice;
use super::storage::{Effect, Stored};

/// Applies `action` to `app` and says what the game loop must do about it.
/// An action that means nothing now (a move after the end, a rematch
/// during play) changes nothing, and a move or an offer while the computer
/// is to move is refused politely. Then the computer starts thinking if it
/// is to move.
#[must_use = "the game loop must perform the commands"]
pub fn update(app: &mut App, action: Action) -> Vec<Command> {
    let mut commands = Vec::new();
    if app.computer_to_move() && takes_a_turn(&action) {
        app.notice = Notice::ComputerThinking;
        return commands;
    }
    app.apply(action, &mut commands);
    app.think_if_computer_to_move(&mut commands);
    commands
}

impl App {
    fn apply(&mut self, action: Action, commands: &mut Vec<Command>) {
        match action {
            Action::Quit => self.quit = true,
            Action::Resize(columns, rows) => self.size = (columns, rows),
            Action::ToggleHelp => self.help = !self.help,
            Action::MoveCursor(direction) => self.move_cursor(direction),
            Action::Choose => self.choose(self.cursor, commands),
            Action::Click(square) => {
                self.cursor = square;
                self.choose(square, commands);
            }
            Action::Cancel => self.cancel(),
            Action::OpenPrompt if self.mode() == Mode::Play => self.prompt = Some(String::new()),
            Action::PromptInput(c) => self.type_char(c),
            Action::PromptBackspace => {
                self.prompt.as_mut().map(String::pop);
            }
            Action::PromptSubmit => self.submit_prompt(commands),
            Action::Paste(text) => self.paste(&text),
            Action::Hint => self.ask_hint(commands),
            Action::Search(id, report) => self.on_search(id, report, commands),
            Action::OfferDraw => self.offer_draw(),
            Action::AcceptDraw if self.draw_offer.is_some() && self.mode() == Mode::Play => {
                self.accept_draw(commands)
            }
            Action::NewGame if self.mode() == Mode::Over => self.restart(false, commands),
            Action::Rematch if self.mode() == Mode::Over => self.restart(true, commands),
            Action::Undo
            | Action::Redo
            | Action::Back
            | Action::Forward
            | Action::ToStart
            | Action::ToEnd => {
                self.step(&action, commands);
            }
            Action::Save => commands.push(Command::Store(Effect::Save)),
            Action::Resume | Action::Decline => self.answer_offer(action == Action::Resume, commands),
            // A quiet autosave leaves the notice of the move that caused it.
            Action::Stored(Stored::Autosaved | Stored::SetAside(None)) => {}
            Action::Stored(stored) => self.notice = Notice::Stored(stored),
            Action::OpenPrompt | Action::AcceptDraw | Action::NewGame | Action::Rematch | Action::Begin => {}
        }
    }
}

/// Whether `action` is a move or an offer, which only the side to move makes.
fn takes_a_turn(action: &Action) -> bool {
    matches!(
        action,
        Action::Choose
            | Action::Click(_)
            | Action::OpenPrompt
            | Action::PromptSubmit
            | Action::OfferDraw
            | Action::AcceptDraw
    )
}
