//! The screens of the terminal app, one folder each. A screen owns its
//! state, keys, update, view and tests, implements [`Screen`] (draw,
//! handle an event, its next timer) and asks for another screen by
//! returning a [`Next`]; the loop (`tui/runtime/run.rs`, and the page's
//! `runtime/page.rs`) knows screens only through the trait and turns each
//! [`Next`] into the next screen.
//!
//! The screens that play on the board (the game, the lessons, the
//! puzzles, the free board, the lobby's game) build on the game's
//! (`game/`): its state (`App`), pure update, drawing and
//! [`game::running::Running`], which makes any of them a [`Screen`] with
//! the `Performer` that does what it asks. Such a screen holds the `App`
//! it plays on, implements `Plays` (its actions, keys and update) and
//! [`BoardScreen`] (what it asks for by itself), and draws its parts
//! around the shared board through `render::Around`. Other screens never
//! import each other (`tests/modules.rs` checks the imports).
//!
//! There is no mode derived by priority: the game's keys go to the layer
//! on top of the board (the help, the offer to resume, the prompt;
//! `App::overlaid`), else to the board's keys of a game going on or of
//! its end, and each other screen maps its own keys first.
//!
//! # Adding a screen
//!
//! A folder `screens/<name>/` with `mod.rs` (its state, actions and
//! `impl Screen`; on the board, `Plays` and [`BoardScreen`] on a state
//! holding the `App` it plays on), `keys.rs`, `update.rs`, `view.rs` and
//! `tests.rs`. Outside it: its `pub mod` line here, the [`Next`] variant
//! that asks for it and its opening ([`standalone`] for a screen that needs
//! nothing but its words, else the run's `go`), an arm in
//! `GameConfig::for_choice` (`runtime/menu_choice.rs`), its menu entry
//! (`menu/mod.rs`) and its words in the three catalogues. The about
//! screen (`about/`) took its folder, four lines here, the menu's entry,
//! one arm in `menu_choice.rs` and the catalogues.

pub mod about;
pub mod free_board;
pub mod game;
pub mod lessons;
pub mod lobby;
pub mod menu;
pub mod puzzles;
pub mod settings;

use std::any::Any;
use std::sync::mpsc::Sender;
use web_time::Instant;

use crate::tui::keys::Event;
use obereg_engine::Level;
use obereg_net::JoinCode;
use obereg_rules::Side;
use ratatui::Frame;

use super::config::GameConfig;
use crate::cli::Board;
use crate::i18n::Messages;
use crate::puzzle::Puzzle;
use crate::settings::Settings;
use crate::tui::AppEvent;
use crate::tui::drawing::theme::Theme;
use crate::tui::files::storage::{Opening, Start};
use crate::tui::learning::puzzles::load_progress;
use crate::tui::network::online::ConnEvent;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use free_board::FreeBoard;
use game::AnyGame;
use game::running::Running;
use lessons::{Lessons, Loaded};
use puzzles::{PuzzleRun, Puzzles};
use settings::Kept;

/// What reaches the screen shown.
#[derive(Debug)]
pub enum ScreenEvent {
    /// A key, a click, a resize.
    Terminal(Event),
    /// What one of the screen's workers reports (a search, the network);
    /// a screen without workers drops what an earlier screen left behind.
    Action(Action),
    /// What the connection to an online server reports: the lobby's;
    /// other screens drop what an earlier lobby left behind.
    Online(ConnEvent),
    /// The screen's earliest timer is due.
    TimersDue,
    /// A page's frame: a slice of the computer's search runs, if one is
    /// under way.
    #[cfg(target_arch = "wasm32")]
    Frame,
}

/// A screen of the app: what the loop draws, hands every event to and
/// asks when to wake it. Every screen is one, and the loop knows no other.
pub trait Screen: Any {
    /// Draws the screen on `frame`, in `messages`' words and `theme`'s looks.
    fn draw(&self, frame: &mut Frame, messages: &Messages, theme: &Theme);

    /// Handles `event`; returns what the screen then asks the loop for.
    fn on(&mut self, event: ScreenEvent) -> Option<Next>;

    /// When the screen's earliest timer is due, if it has one.
    fn next_timer(&self) -> Option<Instant> {
        None
    }

    /// Leaves the screen because the run ends (a signal): a game keeps
    /// the time spent on the move in progress.
    #[cfg_attr(target_arch = "wasm32", expect(dead_code, reason = "a page is never left: its tab closes"))]
    fn quit(&mut self) {}

    /// Keeps `settings` (the screen asked for it with [`Next::Keep`]) in
    /// `kept` and makes this run's options again from them; `None` from
    /// a screen that keeps no settings.
    fn keep(
        &mut self,
        _settings: Settings,
        _kept: &mut Kept<'_>,
        _config: &GameConfig,
    ) -> Option<anyhow::Result<GameConfig>> {
        None
    }

    /// What the screen is, in the words of the page's title
    /// (`page-title`'s `screen`).
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str;

    /// For a page to keep: the game on screen as an `.otg` text while it
    /// goes on, `Some(None)` once it is over; `None` on the other screens.
    #[cfg(target_arch = "wasm32")]
    fn unfinished(&self) -> Option<Option<String>> {
        None
    }
}

/// The screen `config` asks for, opened from `start` (its files) on
/// `board`, with `chosen` (its puzzles), on a screen of `size`; its events
/// come on `sender`'s channel. The lessons and the puzzles read their
/// progress from the data directory first.
///
/// # Errors
/// When the network link cannot be opened.
pub fn open(
    config: &GameConfig,
    (mut start, board, chosen): (Start, Board, Vec<Puzzle>),
    size: (u16, u16),
    sender: &Sender<AppEvent>,
) -> anyhow::Result<Box<dyn Screen>> {
    let progress = (config.opening == Opening::Puzzles).then(|| {
        let (progress, report) = load_progress(start.store.as_ref());
        start.reports.extend(report);
        progress
    });
    let stars = config.lessons.map(|reset| Loaded::read(start.store.as_ref(), reset));
    let (game, reports) = AnyGame::open(config, start, board, size, sender)?;
    let mut screen: Box<dyn Screen> = match (game, &config.free_board, progress, stars) {
        (AnyGame::Nine(game), _, _, Some(stars)) => {
            let (app, performer) = game.into_parts();
            Box::new(Running::new(Lessons::open(app, stars), performer))
        }
        (AnyGame::Nine(game), _, Some(progress), None) => {
            let (app, performer) = game.into_parts();
            Box::new(Running::new(Puzzles::open(app, PuzzleRun::new(chosen, progress)), performer))
        }
        (AnyGame::Nine(game), Some((setup, to_move)), None, None) => {
            let (app, performer) = game.into_parts();
            Box::new(Running::new(FreeBoard::open(app, setup.clone(), *to_move), performer))
        }
        (game, ..) => Box::new(game),
    };
    for report in reports {
        // What the files reported only shows; it asks for no other screen.
        let _ = screen.on(ScreenEvent::Action(Action::Stored(report)));
    }
    Ok(screen)
}

/// The screen `go` asks for when it needs nothing but the words it is
/// drawn in: the loop opens it as it is; `None` for the others.
pub fn standalone(go: &Next) -> Option<Box<dyn Screen>> {
    match go {
        Next::About => Some(Box::new(about::About)),
        _ => None,
    }
}

/// What a screen playing on the board tells the loop by itself, besides
/// the menu and leaving (asked through its `App`).
pub trait BoardScreen {
    /// The screen the player asked for, if any.
    fn asks(&self) -> Option<Next>;

    /// What the screen is, in the words of the page's title.
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str;

    /// For a page to keep: the game played as an `.otg` text while it
    /// goes on, `Some(None)` once it is over; `None` when no game is played.
    #[cfg(target_arch = "wasm32")]
    fn unfinished(&self) -> Option<Option<String>> {
        None
    }
}

/// What a screen playing on `app` asks the loop for when the player left
/// it: the app (`q`), or the menu behind it (Esc).
fn left<const N: usize>(app: &App<N>) -> Option<Next> {
    if app.should_quit() {
        Some(Next::Quit)
    } else if app.wants_menu() {
        Some(Next::Menu)
    } else {
        None
    }
}

/// What a screen asks the loop for: another screen, or to leave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
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
    /// What the game is: its version, licence and guide.
    About,
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
