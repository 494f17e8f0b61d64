//! The game screen: a game at one keyboard, against the computer or at
//! another terminal, on either board. Its state is the shared [`App`] of
//! the board-play layer, driven by the [`Performer`] that does its
//! commands (files, the engine's thread, timers, the network link).
//!
//! One state, one pure function and the loop's hands:
//!
//! ```text
//! terminal event ─▶ input::action_for ─▶ Action ─┐
//! engine report, timer, file result ─▶ Action ───┤
//!                                                ▼
//!                       update(&mut App, Action) -> Vec<Command>
//!                                │                    │
//!                      impl Widget for &App      Performer (the loop's hands)
//!                        (render/, reads)      files, engine thread,
//!                                              timers, random seeds
//!                                                     │
//!                                                     └─▶ Action …
//! ```
//!
//! - `app/`: [`App`], the state (the game record, players, cursor, prompt,
//!   notice, the computer's search as data); its read-only accessors there
//!   and in `app/board_view.rs`, `app/die_view.rs`, `app/analysis_view.rs`;
//!   `app/record_players.rs` the players as a record names them. Nothing
//!   outside `update/` changes it.
//! - `action.rs`: [`Action`], everything that can happen to the game: a
//!   player's key or click, and what came of a command.
//! - `command.rs`: `Command`, everything `update` asks of the outside
//!   world: files, searches, timers, the network, the die's rolls.
//! - `update/`: [`update()`] and the changes it makes, split by concept. It
//!   starts no thread, reads no clock and draws no random number, so its
//!   tests (`src/tests/`) drive it with key sequences and fabricated
//!   reports and check the commands it returns.
//! - `perform.rs`: the [`Performer`]. It feeds an action to `update`,
//!   performs the commands (a file written answers at once with
//!   `Action::Stored`; a search answers later over the channel; a timer is
//!   kept in `timers.rs` and the loop waits only until the earliest one) and
//!   feeds the results back.
//! - The clocks: the `Performer` says the time (`Action::Now`) before each
//!   action of a game with clocks, so `update/clock.rs` runs the pure
//!   `obereg_rules::Clock` without reading a clock itself.
//! - The die (V2): at one keyboard `update` asks for `Command::Roll`
//!   before each turn (`update/die.rs`), and the `Performer` answers with
//!   `Action::Rolled` from the system's randomness or `--seed`
//!   (`roller.rs`). Over the network the host rolls in `update` itself,
//!   with the game's seeded die (`obereg_session::Dice`, its seed kept in
//!   the host's record), and the guest takes the host's rolls
//!   (`update/net_die.rs`).
//! - The network game: `link.rs` opens the host's listener or the guest's
//!   connection before the terminal is taken and passes what the network
//!   reports on as `Action::Peer`; the other player's state is
//!   `tui/network/remote.rs`, its changes `update/network.rs`,
//!   `update/net_sync.rs`, `update/net_die.rs` and `update/net_away.rs`.
//!
//! The board size stays a const generic (`App<N>`): [`AnyGame`] holds a
//! game of either board, as `obereg_record::AnyRecord` holds a record, so
//! every layer below stays monomorphic and fast.

pub(crate) mod action;
pub(crate) mod app;
pub(crate) mod command;
pub(crate) mod computer;
pub(crate) mod die;
pub(crate) mod help;
pub mod input;
pub(crate) mod link;
pub(crate) mod notice;
pub(crate) mod perform;
pub(crate) mod players;
pub(crate) mod render;
pub(crate) mod roller;
pub(crate) mod running;
mod searches;
pub(crate) mod timers;
pub(crate) mod update;

pub use update::update;

use std::sync::mpsc::Sender;
use web_time::Instant;

use obereg_record::AnyRecord;
use ratatui::Frame;

use super::{BoardScreen, Next, Screen, ScreenEvent};
use crate::cli::Board;
use crate::i18n::Messages;
use crate::tui::AppEvent;
use crate::tui::config::GameConfig;
use crate::tui::drawing::theme::Theme;
use crate::tui::files::storage::{Start, Stored};
use action::Action;
use app::App;
use perform::Performer;
use running::Running;

/// A game on the `N`×`N` board and the hands that do what it asks.
pub type Game<const N: usize> = Running<App<N>, N>;

/// A game of either board: the size is chosen at run time, and each arm
/// runs the game's code for its board.
pub enum AnyGame {
    /// On the 9×9 board (R1).
    Nine(Game<9>),
    /// On the 11×11 board (V1).
    Eleven(Game<11>),
}

/// `$body` with `$game` bound to the game of either board.
macro_rules! each {
    ($any:expr, $game:ident => $body:expr) => {
        match $any {
            AnyGame::Nine($game) => $body,
            AnyGame::Eleven($game) => $body,
        }
    };
}

impl AnyGame {
    /// The game `config` asks for on `board`, from `start` (its files) on
    /// a screen of `size`; its events come on `sender`'s channel; with what
    /// the files reported, for the screen that opens over it to tell.
    ///
    /// # Errors
    /// When the network link cannot be opened.
    pub fn open(
        config: &GameConfig,
        start: Start,
        board: Board,
        size: (u16, u16),
        sender: &Sender<AppEvent>,
    ) -> anyhow::Result<(AnyGame, Vec<Stored>)> {
        Ok(match board {
            Board::Nine => {
                let (game, reports) = open(config, start, size, sender)?;
                (AnyGame::Nine(game), reports)
            }
            Board::Eleven => {
                let (game, reports) = open(config, start, size, sender)?;
                (AnyGame::Eleven(game), reports)
            }
        })
    }
}

impl Screen for AnyGame {
    fn draw(&self, frame: &mut Frame, messages: &Messages, theme: &Theme) {
        each!(self, game => game.draw(frame, messages, theme));
    }

    fn on(&mut self, event: ScreenEvent) -> Option<Next> {
        each!(self, game => game.on(event))
    }

    fn next_timer(&self) -> Option<Instant> {
        each!(self, game => game.next_timer())
    }

    fn quit(&mut self) {
        each!(self, game => game.quit());
    }

    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        "game"
    }

    #[cfg(target_arch = "wasm32")]
    fn unfinished(&self) -> Option<Option<String>> {
        each!(self, game => Screen::unfinished(game))
    }
}

impl<const N: usize> BoardScreen for App<N> {
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        "game"
    }

    /// Besides the menu and leaving (through its `App`), a game asks for
    /// the lessons (`L`).
    fn asks(&self) -> Option<Next> {
        self.wants_lessons().then_some(Next::Lessons)
    }

    /// The game's record as an `.otg` text while it goes on (a page keeps
    /// it in the browser's storage).
    #[cfg(target_arch = "wasm32")]
    fn unfinished(&self) -> Option<Option<String>> {
        Some((!self.is_over()).then(|| self.record().to_otg()))
    }
}

/// The game `config` asks for, begun: a loaded or resumed game, the offer
/// of the unfinished one or a new game, joined to the network when it is
/// played there. What the files reported
/// is returned, not yet told.
fn open<const N: usize>(
    config: &GameConfig,
    start: Start,
    size: (u16, u16),
    sender: &Sender<AppEvent>,
) -> anyhow::Result<(Game<N>, Vec<Stored>)> {
    let Start { store, game, offer, mut reports } = start;
    reports.extend(config.settings_trouble.clone().map(Stored::Settings));
    let (game, offer) = (game.and_then(AnyRecord::on_board::<N>), offer.and_then(AnyRecord::on_board::<N>));
    let mut app = match (game, offer) {
        (Some(record), _) => App::with_record(config, size, record),
        (None, Some(unfinished)) => App::offering(config, size, unfinished),
        (None, None) => App::new(config, size),
    };
    let link = match &config.network {
        Some(network) => {
            let opened =
                link::open(network, app.record(), app.clock().copied(), config.seed, config.quiet, sender)
                    .map_err(|error| anyhow::anyhow!(config.messages.net_error(&error)))?;
            app.connect(opened.remote);
            Some(opened.link)
        }
        None => None,
    };
    let mut performer = Performer::new(store, sender.clone(), link, config.seed);
    performer.handle(&mut app, Action::Begin);
    Ok((Running::new(app, performer), reports))
}
