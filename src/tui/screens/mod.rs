//! The screens of the terminal app, one folder each. A screen owns its
//! state, keys, update, view and tests, and asks for another screen by
//! returning a [`Go`]; screens never import each other (ARCHITECTURE.md,
//! "Screens").

pub mod free_board;
pub mod game;
pub mod menu;

use std::sync::mpsc::Sender;
use std::time::Instant;

use crossterm::event::Event;
use obereg_engine::Level;
use obereg_net::JoinCode;
use obereg_rules::Side;
use ratatui::Frame;

use super::action::Action;
use super::app::App;
use super::config::GameConfig;
use super::events::AppEvent;
use super::storage::Start;
use super::theme::Theme;
use crate::cli::Board;
use crate::i18n::Messages;
use crate::puzzle::Puzzle;
use free_board::FreeBoardScreen;
use game::{AnyGame, Game};
use menu::{Menu, MenuView};

/// The screen the loop shows: the one it draws and hands every event to.
pub enum Screen {
    /// The start menu.
    Menu(Menu),
    /// A game of either board.
    Game(Box<AnyGame>),
    /// The free board.
    FreeBoard(Box<FreeBoardScreen>),
}

impl Screen {
    /// The screen `config` asks for, opened from `start` (its files) on
    /// `board`, with `chosen` (its puzzles), on a screen of `size`; its
    /// events come on `sender`'s channel.
    ///
    /// # Errors
    /// When the network link cannot be opened.
    pub fn open(
        config: &GameConfig,
        prepared: (Start, Board, Vec<Puzzle>),
        size: (u16, u16),
        sender: &Sender<AppEvent>,
    ) -> anyhow::Result<Screen> {
        let (game, reports) = AnyGame::open(config, prepared, size, sender)?;
        let mut screen = match (&config.free_board, game) {
            (Some((setup, to_move)), AnyGame::Nine(game)) => {
                let (app, performer) = game.into_parts();
                Screen::FreeBoard(Box::new(FreeBoardScreen::open(app, setup.clone(), *to_move, performer)))
            }
            (_, game) => Screen::Game(Box::new(game)),
        };
        for report in reports {
            // What the files reported only shows; it asks for no other screen.
            let _ = screen.on_action(Action::Stored(report));
        }
        Ok(screen)
    }

    /// The screen after an event: the free board played on is its game.
    pub fn settled(self) -> Screen {
        match self {
            Screen::FreeBoard(board) if board.played_on() => {
                let (app, performer) = board.into_game();
                Screen::Game(Box::new(AnyGame::Nine(Game::from_parts(app, performer))))
            }
            screen => screen,
        }
    }

    /// Draws the screen on `frame`, in `messages`' words and `theme`'s looks.
    pub fn draw(&self, frame: &mut Frame, messages: &Messages, theme: &Theme) {
        match self {
            Screen::Menu(menu) => frame.render_widget(&MenuView { menu, messages, theme }, frame.area()),
            Screen::Game(game) => frame.render_widget(&**game, frame.area()),
            Screen::FreeBoard(screen) => frame.render_widget(screen.board(), frame.area()),
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
            Screen::FreeBoard(board) => {
                board.on_terminal(event);
                board.go()
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
            Screen::FreeBoard(board) => {
                board.on_action(action);
                board.go()
            }
        }
    }

    /// When the screen's earliest timer is due, if it has one.
    pub fn next_timer(&self) -> Option<Instant> {
        match self {
            Screen::Menu(_) => None,
            Screen::Game(game) => game.next_timer(),
            Screen::FreeBoard(board) => board.next_timer(),
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
            Screen::FreeBoard(board) => {
                board.fire_timers();
                board.go()
            }
        }
    }

    /// Leaves the screen because the run ends (a signal): a game keeps
    /// the time spent on the move in progress.
    pub fn quit(&mut self) {
        match self {
            Screen::Menu(_) => {}
            Screen::Game(game) => game.quit(),
            Screen::FreeBoard(board) => board.quit(),
        }
    }
}

/// What a screen playing on `app` asks the loop for when the player left
/// it: the app (`q`), or the menu behind it (Esc).
fn left<const N: usize>(app: &App<N>) -> Option<Go> {
    if app.should_quit() {
        Some(Go::Quit)
    } else if app.wants_menu() {
        Some(Go::Menu)
    } else {
        None
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
