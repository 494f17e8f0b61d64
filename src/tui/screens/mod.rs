//! The screens of the terminal app, one folder each. A screen owns its
//! state, keys, update, view and tests, and asks for another screen by
//! returning a [`Go`]; screens never import each other (ARCHITECTURE.md,
//! "Screens").

mod driven;
pub mod free_board;
pub mod game;
pub mod lessons;
pub mod lobby;
pub mod menu;
pub mod puzzles;
pub mod settings;

use std::sync::mpsc::Sender;
use web_time::Instant;

use crate::tui::keys::Event;
use obereg_engine::Level;
use obereg_net::JoinCode;
use obereg_rules::Side;
use ratatui::Frame;

use super::action::Action;
use super::app::App;
use super::config::GameConfig;
use super::events::AppEvent;
use super::online::ConnEvent;
use super::puzzles::load_progress;
use super::storage::{Opening, Start};
use super::theme::Theme;
use crate::cli::Board;
use crate::i18n::Messages;
use crate::puzzle::Puzzle;
use crate::settings::Settings;
use driven::Driven;
use free_board::FreeBoard;
use game::AnyGame;
use lessons::{Lessons, Loaded};
use lobby::{LobbyScreen, LobbyView};
use menu::{Menu, MenuView};
use puzzles::{PuzzleRun, Puzzles};
use settings::SettingsPage;

/// The screen the loop shows: the one it draws and hands every event to.
pub enum Screen {
    /// The start menu.
    Menu(Menu),
    /// A game of either board.
    Game(Box<AnyGame>),
    /// The free board.
    FreeBoard(Box<Driven<FreeBoard>>),
    /// The puzzles.
    Puzzles(Box<Driven<Puzzles>>),
    /// The lessons.
    Lessons(Box<Driven<Lessons>>),
    /// The settings that stay.
    Settings(Box<SettingsPage>),
    /// The lobby of online play, and its game at the table.
    Lobby(Box<LobbyScreen>),
}

/// `$body` with `$driven` bound to the screen of each variant that plays
/// on the board; the other screens (the menu, the settings, the lobby) by the
/// arms after.
macro_rules! on_screen {
    ($screen:expr, $driven:ident => $body:expr, $($(#[$only:meta])* $other:pat => $otherwise:expr),+) => {
        match $screen {
            Screen::Game($driven) => $body,
            Screen::FreeBoard($driven) => $body,
            Screen::Puzzles($driven) => $body,
            Screen::Lessons($driven) => $body,
            $($(#[$only])* $other => $otherwise),+
        }
    };
}

impl Screen {
    /// The screen `config` asks for, opened from `start` (its files) on
    /// `board`, with `chosen` (its puzzles), on a screen of `size`; its
    /// events come on `sender`'s channel. The lessons and the puzzles read
    /// their progress from the data directory first.
    ///
    /// # Errors
    /// When the network link cannot be opened.
    pub fn open(
        config: &GameConfig,
        (mut start, board, chosen): (Start, Board, Vec<Puzzle>),
        size: (u16, u16),
        sender: &Sender<AppEvent>,
    ) -> anyhow::Result<Screen> {
        let progress = (config.opening == Opening::Puzzles).then(|| {
            let (progress, report) = load_progress(start.store.as_ref());
            start.reports.extend(report);
            progress
        });
        let stars = config.lessons.map(|reset| Loaded::read(start.store.as_ref(), reset));
        let (game, reports) = AnyGame::open(config, start, board, size, sender)?;
        let mut screen = match (game, &config.free_board, progress, stars) {
            (AnyGame::Nine(game), _, _, Some(stars)) => {
                let (app, performer) = game.into_parts();
                Screen::Lessons(Box::new(Driven::new(Lessons::open(app, stars), performer)))
            }
            (AnyGame::Nine(game), _, Some(progress), None) => {
                let (app, performer) = game.into_parts();
                let puzzles = Puzzles::open(app, PuzzleRun::new(chosen, progress));
                Screen::Puzzles(Box::new(Driven::new(puzzles, performer)))
            }
            (AnyGame::Nine(game), Some((setup, to_move)), None, None) => {
                let (app, performer) = game.into_parts();
                let board = FreeBoard::open(app, setup.clone(), *to_move);
                Screen::FreeBoard(Box::new(Driven::new(board, performer)))
            }
            (game, ..) => Screen::Game(Box::new(game)),
        };
        for report in reports {
            // What the files reported only shows; it asks for no other screen.
            let _ = screen.on_action(Action::Stored(report));
        }
        Ok(screen)
    }

    /// The screen after an event: the free board played on is its game.
    pub fn settle(&mut self) {
        let Screen::FreeBoard(board) = self else { return };
        if !board.state().played_on() {
            return;
        }
        // A menu for no terminal stands in while the board becomes its game.
        let Screen::FreeBoard(board) = std::mem::replace(self, Screen::Menu(Menu::new(None, (0, 0)))) else {
            return;
        };
        let (board, performer) = board.into_parts();
        *self = Screen::Game(Box::new(AnyGame::Nine(Driven::new(board.into_game(), performer))));
    }

    /// Draws the screen on `frame`, in `messages`' words and `theme`'s looks.
    pub fn draw(&self, frame: &mut Frame, messages: &Messages, theme: &Theme) {
        let area = frame.area();
        on_screen!(self, screen => frame.render_widget(&**screen, area),
            Screen::Menu(menu) => frame.render_widget(&MenuView { menu, messages, theme }, area),
            Screen::Settings(page) => frame.render_widget(&page.view(messages, theme), area),
            Screen::Lobby(screen) => frame.render_widget(&LobbyView { screen, messages, theme }, area))
    }

    /// Handles a terminal event; returns what the screen then asks for.
    pub fn on_terminal(&mut self, event: &Event) -> Option<Go> {
        on_screen!(self, screen => {
            screen.on_terminal(event);
            screen.go()
        },
        Screen::Menu(menu) => menu::action_for(event, menu).and_then(|action| menu.update(action)),
        Screen::Settings(page) => page.on_terminal(event),
        Screen::Lobby(lobby) => lobby.on_terminal(event))
    }

    /// Handles what a worker reports (a search, the network); the menu
    /// and the settings drop what an earlier screen left behind.
    pub fn on_action(&mut self, action: Action) -> Option<Go> {
        on_screen!(self, screen => {
            screen.on_action(action);
            screen.go()
        },
        Screen::Lobby(lobby) => {
            lobby.on_action(action);
            None
        }, _ => None)
    }

    /// Handles what the connection to an online server reports: the
    /// lobby's; other screens drop what an earlier lobby left behind.
    pub fn on_online(&mut self, event: ConnEvent) -> Option<Go> {
        match self {
            Screen::Lobby(lobby) => lobby.on_online(event),
            _ => None,
        }
    }

    /// When the screen's earliest timer is due, if it has one.
    pub fn next_timer(&self) -> Option<Instant> {
        on_screen!(self, screen => screen.next_timer(),
            Screen::Lobby(lobby) => lobby.next_timer(),
            _ => None)
    }

    /// Handles the timers due now; returns what the screen then asks for.
    pub fn fire_timers(&mut self) -> Option<Go> {
        on_screen!(self, screen => {
            screen.fire_timers();
            screen.go()
        },
        Screen::Lobby(lobby) => {
            lobby.fire_timers();
            None
        }, _ => None)
    }

    /// Runs a slice of the computer's search, if one is under way (a
    /// page's, between frames); returns what the screen then asks for.
    #[cfg(target_arch = "wasm32")]
    pub fn work(&mut self) -> Option<Go> {
        on_screen!(self, screen => if screen.work() { screen.go() } else { None }, _ => None)
    }

    /// What the screen is, in the words of the page's title
    /// (`page-title`'s `screen`).
    #[cfg(target_arch = "wasm32")]
    pub fn kind(&self) -> &'static str {
        match self {
            Screen::Menu(_) => "menu",
            Screen::Game(_) => "game",
            Screen::FreeBoard(_) => "board",
            Screen::Puzzles(_) => "puzzles",
            Screen::Lessons(_) => "lessons",
            Screen::Settings(_) => "settings",
            Screen::Lobby(_) => "online",
        }
    }

    /// For a page to keep: the game on screen as an `.otg` text while it
    /// goes on, `Some(None)` once it is over; `None` on the other screens.
    #[cfg(target_arch = "wasm32")]
    pub fn unfinished(&self) -> Option<Option<String>> {
        match self {
            Screen::Game(game) => Some(game.unfinished()),
            _ => None,
        }
    }

    /// Leaves the screen because the run ends (a signal): a game keeps
    /// the time spent on the move in progress.
    pub fn quit(&mut self) {
        on_screen!(self, screen => screen.quit(),
            Screen::Lobby(lobby) => lobby.quit(),
            _ => {});
    }
}

/// What a screen playing on the board asks the loop for by itself (the
/// menu and leaving are asked through its `App`).
pub trait Asks {
    /// The screen the player asked for, if any.
    fn asks(&self) -> Option<Go>;
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
    /// The settings that stay.
    Settings,
    /// These settings kept: in the config file, and for the rest of this run.
    Keep(Settings),
    /// The lobby of online play, on this server (else the one remembered,
    /// else it asks).
    Online(Option<String>),
    /// Back to the start menu.
    Menu,
    /// Leave the app.
    Quit,
}
