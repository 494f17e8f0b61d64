//! The free board: any set-up of pieces, moves tried on it with what each
//! would capture and by which rule, the engine asked, the record copied,
//! and play going on from it as a game. Its state and keys here, its set-up
//! in `set_up.rs`, its changes in `update.rs`, its drawing in `view.rs`.
//!
//! It plays on the shared board state (`App`): a playable set-up is the
//! app's game record, so the board widget, picking, the prompt and the
//! engine's search serve it unchanged.

mod keys;
mod set_up;
mod update;
mod view;

#[cfg(test)]
mod tests;

use std::time::Instant;

use crossterm::event::Event;
use obereg_rules::{Clock, Piece, Setup, Side, Square};

use super::{Go, left};
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::command::Command;
use crate::tui::perform::{Performer, Plays};
use set_up::SetUp;

/// What a key or click does on the free board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardAction {
    /// Put this piece on the cursor's square, or take it off if it is there.
    Place(Piece),
    /// A right click: the last piece placed goes on this square (or off).
    PlaceAt(Square),
    /// Take the piece off the cursor's square.
    Remove,
    /// Take every piece off.
    Clear,
    /// The start position.
    Start,
    /// The other side to move.
    SwitchSide,
    /// Copy the position record.
    Copy,
    /// The engine searches the position.
    Analyse,
    /// Play on from here: between two people, or against the computer.
    PlayOn {
        /// Whether the computer plays the side not to move.
        computer: bool,
    },
    /// What the board shares with the game: the cursor, picking, the
    /// prompt, the help, quitting, and what the loop reports.
    Shared(Action),
}

/// The free board on the `N`×`N` board: the shared board state it plays
/// on, the set-up being edited, the clocks kept aside for playing on (they
/// stand while the position is set up), and whether play went on from it
/// as a game.
#[derive(Debug)]
pub struct FreeBoard<const N: usize = 9> {
    app: App<N>,
    set_up: SetUp,
    clock: Option<Clock>,
    played_on: bool,
}

impl<const N: usize> FreeBoard<N> {
    /// The free board over `app`, with the pieces of `setup`, `to_move`
    /// to move.
    pub fn open(app: App<N>, setup: Setup, to_move: Side) -> FreeBoard<N> {
        let mut board = FreeBoard { app, set_up: SetUp::new(setup, to_move), clock: None, played_on: false };
        board.opened();
        board
    }

    /// The shared board state: the position, cursor, notice, players.
    pub fn app(&self) -> &App<N> {
        &self.app
    }

    /// Whether play went on from the set-up as a game (`P`, `A`).
    pub fn played_on(&self) -> bool {
        self.played_on
    }

    /// The game that play went on with.
    pub fn into_game(self) -> App<N> {
        self.app
    }

    /// What the free board asks of the loop: the menu, or to leave.
    pub fn go(&self) -> Option<Go> {
        left(&self.app)
    }
}

impl From<Action> for BoardAction {
    fn from(action: Action) -> BoardAction {
        BoardAction::Shared(action)
    }
}

impl<const N: usize> Plays<N> for FreeBoard<N> {
    type Action = BoardAction;

    fn app(&self) -> &App<N> {
        &self.app
    }

    fn update(&mut self, action: BoardAction) -> Vec<Command<N>> {
        FreeBoard::update(self, action)
    }
}

/// The free board's screen: the board and the hands that do what it asks
/// (the engine's search, the clipboard, the files).
pub struct FreeBoardScreen {
    board: FreeBoard,
    performer: Performer,
}

impl FreeBoardScreen {
    /// The free board with the pieces of `setup`, `to_move` to move, over
    /// `app`, begun by `performer`.
    pub fn open(app: App, setup: Setup, to_move: Side, mut performer: Performer) -> FreeBoardScreen {
        let mut board = FreeBoard::open(app, setup, to_move);
        performer.handle(&mut board, BoardAction::Shared(Action::Begin));
        FreeBoardScreen { board, performer }
    }

    /// What the free board asks of the loop.
    pub fn go(&self) -> Option<Go> {
        self.board.go()
    }

    /// Handles a terminal event.
    pub fn on_terminal(&mut self, event: &Event) {
        if let Some(action) = keys::action_for(event, &self.board.app) {
            self.performer.handle(&mut self.board, action);
        }
    }

    /// Handles what a worker (the engine's search) reports.
    pub fn on_action(&mut self, action: Action) {
        self.performer.handle(&mut self.board, BoardAction::Shared(action));
    }

    /// Leaves as `q` does.
    pub fn quit(&mut self) {
        self.performer.handle(&mut self.board, BoardAction::Shared(Action::Quit));
    }

    /// When the earliest timer is due, if one is set.
    pub fn next_timer(&self) -> Option<Instant> {
        self.performer.next_timer()
    }

    /// Handles the timers due now.
    pub fn fire_timers(&mut self) {
        self.performer.fire_timers(&mut self.board);
    }

    /// Whether play went on from the set-up as a game (`P`, `A`).
    pub fn played_on(&self) -> bool {
        self.board.played_on()
    }

    /// The game that play went on with, and its hands.
    pub fn into_game(self) -> (App, Performer) {
        (self.board.into_game(), self.performer)
    }

    /// The free board, for drawing.
    pub fn board(&self) -> &FreeBoard {
        &self.board
    }
}
