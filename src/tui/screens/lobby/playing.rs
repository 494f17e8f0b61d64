//! A server's game at the table: the board screens' [`App`] as the guest
//! of a network game whose host is the server, fed what the server says
//! through its [`Seat`], its moves and offers sent through the link. A
//! spectator's keys that would take a turn are kept from it.

use std::path::PathBuf;
use std::sync::mpsc::Sender;
use web_time::Instant;

use crate::tui::keys::Event;
use obereg_protocol::{GameState, ServerMessage};
use obereg_record::Store;
use obereg_rules::Side;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::tui::AppEvent;
use crate::tui::config::GameConfig;
use crate::tui::network::online::Connection;
use crate::tui::network::online::game::{Seat, name_of};
use crate::tui::network::remote::{LinkState, Remote, Role};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::link::{self, Link};
use crate::tui::screens::game::perform::{Performer, Plays};
use crate::tui::screens::game::running::Running;
use crate::tui::screens::{Next, left};

/// A game of either board at the table.
pub enum Table {
    /// On the 9×9 board.
    Nine(Seated<9>),
    /// On the 11×11 board.
    Eleven(Seated<11>),
}

/// A game on the `N`×`N` board, and this terminal's seat at it.
pub struct Seated<const N: usize> {
    game: Running<App<N>, N>,
    seat: Seat,
}

/// `$body` with `$seated` bound to the game of either board.
macro_rules! each {
    ($table:expr, $seated:ident => $body:expr) => {
        match $table {
            Table::Nine($seated) => $body,
            Table::Eleven($seated) => $body,
        }
    };
}

/// What the table needs to open a game.
pub struct Opening<'a> {
    /// This run's options (the words, the theme, the bell).
    pub config: &'a GameConfig,
    /// The player's name on the server.
    pub me: &'a str,
    /// The screen's size.
    pub size: (u16, u16),
    /// The loop's channel.
    pub sender: &'a Sender<AppEvent>,
    /// The connection to the server.
    pub connection: &'a Connection,
    /// Where the game is autosaved (apart from the game at this keyboard).
    pub store: Option<PathBuf>,
}

impl Table {
    /// The game `state` opened at the table; none on a board the game
    /// does not know.
    pub fn open(state: &GameState, opening: &Opening<'_>) -> Option<Table> {
        match state.info.board {
            9 => Some(Table::Nine(Seated::open(state, opening))),
            11 => Some(Table::Eleven(Seated::open(state, opening))),
            _ => None,
        }
    }

    /// The game's number.
    pub fn game(&self) -> u64 {
        each!(self, seated => seated.seat.game)
    }

    /// The squares on a side of its board.
    pub fn side(&self) -> u16 {
        each!(self, seated => seated.game.state().board_side())
    }

    /// Whether it is a correspondence game (days a move, no clocks shown).
    pub fn correspondence(&self) -> bool {
        each!(self, seated => seated.seat.correspondence)
    }

    /// Whether this terminal only watches.
    pub fn watching(&self) -> bool {
        each!(self, seated => seated.seat.side.is_none())
    }

    /// Tells the game what the server said about it.
    pub fn on_server(&mut self, message: &ServerMessage, me: &str) {
        each!(self, seated => seated.on_server(message, me));
    }

    /// Handles a terminal event; returns what the game asks for: to leave
    /// the app, or to leave the table (Esc, `L`).
    pub fn on_terminal(&mut self, event: &Event) -> Option<Next> {
        each!(self, seated => seated.on_terminal(event))
    }

    /// Handles what a worker reports (the clocks' timer).
    pub fn on_action(&mut self, action: Action) {
        each!(self, seated => seated.game.on_action(action));
    }

    /// Leaves as `q` does.
    pub fn quit(&mut self) {
        each!(self, seated => seated.game.quit());
    }

    /// When the earliest timer is due, if one is set.
    pub fn next_timer(&self) -> Option<Instant> {
        each!(self, seated => seated.game.next_timer())
    }

    /// Handles the timers due now.
    pub fn fire_timers(&mut self) {
        each!(self, seated => seated.game.fire_timers());
    }
}

impl<const N: usize> Seated<N> {
    fn open(state: &GameState, opening: &Opening<'_>) -> Seated<N> {
        let config = GameConfig { menu: true, ..opening.config.clone() };
        let mut seat = Seat::of(state, opening.me);
        let mut app = App::new(&config, opening.size);
        app.connect(remote(&seat, state, config.quiet));
        let link = Link::Online(seat.game, opening.connection.clone());
        let performer =
            Performer::new(opening.store.clone().map(Store::new), opening.sender.clone(), Some(link), None);
        let mut game = Running::new(app, performer);
        for event in seat.events::<N>(&ServerMessage::Game(state.clone()), opening.me) {
            game.on_action(Action::Peer(event));
        }
        Seated { game, seat }
    }

    fn on_server(&mut self, message: &ServerMessage, me: &str) {
        for event in self.seat.events::<N>(message, me) {
            self.game.on_action(Action::Peer(event));
        }
    }

    fn on_terminal(&mut self, event: &Event) -> Option<Next> {
        let action = self.game.state().action_for(event)?;
        if self.seat.side.is_some() || !takes_a_turn(&action) {
            self.game.handle(action);
        }
        left(self.game.state())
    }
}

/// The game's view of its link: the guest of a host that is the server; a
/// spectator sits as the Varangians' player, and its keys that take a turn
/// are kept from the game.
fn remote(seat: &Seat, state: &GameState, quiet: bool) -> Remote {
    let local = seat.side.unwrap_or(Side::Varangians);
    let mut remote = link::remote(Role::Guest, local, LinkState::Connecting, seat.game, Vec::new(), quiet);
    remote.name = name_of(state, local);
    remote.watching = seat.side.is_none();
    remote.lobby = true;
    remote
}

/// Whether `action` plays or answers in the game: not a spectator's to do.
fn takes_a_turn(action: &Action) -> bool {
    crate::tui::screens::game::update::takes_a_turn(action)
        || matches!(
            action,
            Action::Undo | Action::Redo | Action::Resign | Action::Hint | Action::NewGame | Action::Rematch
        )
}

impl Widget for &Table {
    fn render(self, area: Rect, buf: &mut Buffer) {
        each!(self, seated => seated.game.render(area, buf));
    }
}
