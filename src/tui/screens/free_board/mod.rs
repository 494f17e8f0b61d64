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

use crate::tui::keys::Event;
use obereg_rules::{Clock, Piece, Setup, Side, Square};

use super::{BoardScreen, Next};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::input;
use crate::tui::screens::game::perform::Plays;
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
    #[cfg(test)]
    pub fn into_game(self) -> App<N> {
        self.app
    }
}

/// Once play went on from it, the free board is its game: the game's
/// keys, changes, drawing and wishes.
impl<const N: usize> BoardScreen for FreeBoard<N> {
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        "board"
    }

    fn asks(&self) -> Option<Next> {
        self.played_on.then(|| self.app.asks()).flatten()
    }

    #[cfg(target_arch = "wasm32")]
    fn unfinished(&self) -> Option<Option<String>> {
        self.played_on.then(|| self.app.unfinished()).flatten()
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
        match action {
            BoardAction::Shared(action) if self.played_on => {
                crate::tui::screens::game::update(&mut self.app, action)
            }
            _ if self.played_on => Vec::new(),
            action => FreeBoard::update(self, action),
        }
    }

    fn action_for(&self, event: &Event) -> Option<BoardAction> {
        if self.played_on {
            return input::action_for(event, &self.app).map(BoardAction::Shared);
        }
        keys::action_for(event, &self.app)
    }
}
