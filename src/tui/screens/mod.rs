//! The screens of the terminal app, one folder each. A screen owns its
//! state, keys, update, view and tests, and asks for another screen by
//! returning a [`Go`]; screens never import each other (ARCHITECTURE.md,
//! "Screens").

pub mod game;
pub mod menu;

use std::time::Instant;

use crossterm::event::Event;
use obereg_engine::Level;
use obereg_net::JoinCode;
use obereg_rules::Side;
use ratatui::Frame;

use super::action::Action;
use super::theme::Theme;
use crate::i18n::Messages;
use game::AnyGame;
use menu::{Menu, MenuView};

/// The screen the loop shows: the one it draws and hands every event to.
pub enum Screen {
    /// The start menu.
    Menu(Menu),
    /// A game of either board.
    Game(Box<AnyGame>),
}

impl Screen {
    /// Draws the screen on `frame`, in `messages`' words and `theme`'s looks.
    pub fn draw(&self, frame: &mut Frame, messages: &Messages, theme: &Theme) {
        match self {
            Screen::Menu(menu) => frame.render_widget(&MenuView { menu, messages, theme }, frame.area()),
            Screen::Game(game) => frame.render_widget(&**game, frame.area()),
        }
    }

    /// Handles a terminal event; returns what the screen then asks for.
    pub fn on_terminal(&mut self, event: &Event) -> Option<Go> {
        match self {
            Screen::Menu(menu) => menu::action_for(event, menu).and_then(|action| menu.update(action)),
            Screen::Game(game) => {
                game.on_terminal(event);
                game.go()
            }
        }
    }

    /// Handles what a worker reports (a search, the network); a screen
    /// without workers drops what an earlier one left behind.
    pub fn on_action(&mut self, action: Action) -> Option<Go> {
        match self {
            Screen::Menu(_) => None,
            Screen::Game(game) => {
                game.on_action(action);
                game.go()
            }
        }
    }

    /// When the screen's earliest timer is due, if it has one.
    pub fn next_timer(&self) -> Option<Instant> {
        match self {
            Screen::Menu(_) => None,
            Screen::Game(game) => game.next_timer(),
        }
    }

    /// Handles the timers due now; returns what the screen then asks for.
    pub fn fire_timers(&mut self) -> Option<Go> {
        match self {
            Screen::Menu(_) => None,
            Screen::Game(game) => {
                game.fire_timers();
                game.go()
            }
        }
    }

    /// Leaves the screen because the run ends (a signal): a game keeps
    /// the time spent on the move in progress.
    pub fn quit(&mut self) {
        if let Screen::Game(game) = self {
            game.quit();
        }
    }
}

/// What a screen asks the loop for: another screen, or to leave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Go {
    /// The unfinished game of an earlier run, resumed.
    Continue,
    /// A new game for two people at this keyboard.
    Keyboard,
    /// A new game against the computer, the person playing `side`.
    Computer {
        /// The side the person plays.
        side: Side,
        /// How strong the computer plays.
        level: Level,
    },
    /// The lessons.
    Lessons,
    /// The puzzles.
    Puzzles,
    /// The free board, at the start position.
    FreeBoard,
    /// A game hosted here for a player at another terminal.
    Host,
    /// The game hosted at `address`, joined with `code`.
    Join {
        /// The host's address and port, as the host shows them.
        address: String,
        /// The join code the host shows.
        code: JoinCode,
    },
    /// The start menu.
    Menu,
    /// Leave the app.
    Quit,
}
