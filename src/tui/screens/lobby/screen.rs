//! The lobby screen at work: its pure [`Lobby`], the connection that does
//! what it asks, and the game open at the table, which gets the server's
//! words about it first. The server's address and the session tokens are
//! kept where online play keeps things ([`Keeping`]).

use std::sync::mpsc::Sender;
use web_time::Instant;

use crate::tui::keys::Event;
use obereg_protocol::{ErrorCode, ServerMessage};

use super::LobbyView;
use super::playing::{Opening, Table};
use super::{Asked, Lobby, LobbyAction, Phase, action_for};
use crate::i18n::Messages;
use crate::tui::AppEvent;
use crate::tui::config::GameConfig;
use crate::tui::drawing::theme::Theme;
use crate::tui::network::online::{ConnEvent, Connection, Failure, Keeping};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::{Next, Screen, ScreenEvent};
use ratatui::Frame;

/// What the table says below the board: the opponent away or back, the
/// server restarted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableSaid {
    /// This player left; they lose unless back within these seconds.
    Away(String, u64),
    /// This player is back.
    Back(String),
    /// The server was down and the clocks stood still.
    Restarted,
    /// The server refused what was asked: why, and its detail.
    Refused(ErrorCode, Option<String>),
    /// A correspondence game: the milliseconds left for the move under way.
    Deadline(u64),
    /// The connection was lost; it tries again in these seconds.
    Lost(u64),
    /// The connection is back, logged in again.
    Reconnected,
}

/// The lobby, its connection and the game at its table.
pub struct LobbyScreen {
    /// The lobby's state.
    pub lobby: Lobby,
    /// The game open at the table.
    pub table: Option<Table>,
    /// What the table says below the board.
    pub table_said: Option<TableSaid>,
    connection: Option<Connection>,
    config: GameConfig,
    sender: Sender<AppEvent>,
    keeping: Option<Keeping>,
}

impl LobbyScreen {
    /// The lobby of `server` (else the one remembered, else asked for) on a
    /// screen of `size`, with this run's `config`; the connection reports
    /// on `sender`.
    pub fn open(
        config: &GameConfig,
        server: Option<String>,
        size: (u16, u16),
        sender: &Sender<AppEvent>,
    ) -> LobbyScreen {
        let keeping = Keeping::open();
        let server = server.or_else(|| keeping.as_ref()?.server());
        let mut screen = LobbyScreen {
            lobby: Lobby::new(server.clone(), None, size),
            table: None,
            table_said: None,
            connection: None,
            config: config.clone(),
            sender: sender.clone(),
            keeping,
        };
        if let Some(server) = server {
            screen.perform(Asked::Connect(server));
        }
        screen
    }

    /// `lobby` on a screen not connected, with no data directory: for the
    /// tests of its drawing.
    #[cfg(test)]
    pub fn unconnected(lobby: Lobby, config: &GameConfig, sender: &Sender<AppEvent>) -> LobbyScreen {
        LobbyScreen {
            lobby,
            table: None,
            table_said: None,
            connection: None,
            config: config.clone(),
            sender: sender.clone(),
            keeping: None,
        }
    }

    /// Handles a terminal event; returns the screen asked for.
    pub fn on_terminal(&mut self, event: &Event) -> Option<Next> {
        if let Some(table) = self.table.as_mut() {
            return match table.on_terminal(event) {
                Some(Next::Quit) => Some(Next::Quit),
                Some(_) => {
                    (self.table, self.table_said) = (None, None);
                    self.act(LobbyAction::LeftTable)
                }
                None => None,
            };
        }
        let rows = self.lobby.size.1;
        let action = action_for(event, &self.lobby)
            .or_else(|| super::pointer::tapped(event, &self.lobby, &self.config.messages, rows))?;
        self.act(action)
    }

    /// Handles what the connection reports.
    pub fn on_online(&mut self, event: ConnEvent) -> Option<Next> {
        // The connection ended for good: nothing more happens at the
        // table, and the lobby says why.
        if matches!(event, ConnEvent::Failed(_)) {
            (self.table, self.table_said) = (None, None);
        }
        if let Some(table) = self.table.as_mut() {
            if let ConnEvent::Received(message) = &event {
                let me = self.lobby.me.as_ref().map(|(me, _)| me.clone()).unwrap_or_default();
                table.on_server(message, &me);
            }
            let (game, correspondence) = (table.game(), table.correspondence());
            let news = table_news(&event, game, correspondence, self.table_said.as_ref());
            self.table_said = news.or(self.table_said.take());
        }
        self.act(LobbyAction::Conn(Box::new(event)))
    }

    /// Handles what a worker reports (the game's timers).
    pub fn on_action(&mut self, action: Action) {
        if let Some(table) = self.table.as_mut() {
            table.on_action(action);
        }
    }

    /// When the game's earliest timer is due, if one is set.
    pub fn next_timer(&self) -> Option<Instant> {
        self.table.as_ref().and_then(Table::next_timer)
    }

    /// Handles the game's timers due now.
    pub fn fire_timers(&mut self) {
        if let Some(table) = self.table.as_mut() {
            table.fire_timers();
        }
    }

    /// Leaves because the run ends.
    pub fn quit(&mut self) {
        if let Some(table) = self.table.as_mut() {
            table.quit();
        }
    }

    fn act(&mut self, action: LobbyAction) -> Option<Next> {
        let mut go = None;
        for asked in self.lobby.update(action) {
            go = go.or(self.perform(asked));
        }
        go
    }

    /// Does what the lobby asked.
    fn perform(&mut self, asked: Asked) -> Option<Next> {
        let server = self.lobby.server.clone();
        match asked {
            Asked::Connect(server) => self.connect(server),
            Asked::Trust(yes) => self.connection.iter().for_each(|connection| connection.trust(yes)),
            Asked::Send(message) => {
                self.connection.iter().for_each(|connection| connection.send(message.clone()))
            }
            Asked::KeepToken(token) => {
                self.keeping.iter().for_each(|keeping| keeping.keep_token(&server, &token))
            }
            Asked::ForgetToken => self.keeping.iter().for_each(|keeping| keeping.forget_token(&server)),
            Asked::Play(state) => {
                let me = self.lobby.me.as_ref().map(|(me, _)| me.clone()).unwrap_or_default();
                if let Some(connection) = &self.connection {
                    let opening = Opening {
                        config: &self.config,
                        me: &me,
                        size: self.lobby.size,
                        sender: &self.sender,
                        connection,
                        store: self.keeping.as_ref().and_then(Keeping::games),
                    };
                    self.table = Table::open(&state, &opening);
                }
                if self.table.is_none() {
                    return self.act(LobbyAction::LeftTable);
                }
            }
            Asked::Next(go) => return Some(go),
        }
        None
    }

    /// Connects to `server`, remembering it, with the token kept for it.
    fn connect(&mut self, server: String) {
        let Some(keeping) = &self.keeping else {
            self.lobby.phase = Phase::Failed(Failure::Keep(self.config.messages.text("online-no-data-dir")));
            return;
        };
        keeping.remember(&server);
        self.lobby.set_token(keeping.token(&server));
        let sender = self.sender.clone();
        let tell = move |event| sender.send(AppEvent::Online(event)).is_ok();
        self.connection = Some(Connection::open(server, keeping, tell));
    }
}

/// What `event` says at the table of `game` (a correspondence game or
/// not), after `was`, if anything: the opponent away or back, the server
/// restarted or refusing, the time left for the move, the connection lost
/// and back.
fn table_news(
    event: &ConnEvent,
    game: u64,
    correspondence: bool,
    was: Option<&TableSaid>,
) -> Option<TableSaid> {
    let message = match event {
        ConnEvent::Lost(seconds) => return Some(TableSaid::Lost(*seconds)),
        ConnEvent::Received(message) => message,
        _ => return None,
    };
    // The clocks are the Vikings' and the Varangians': the side to move's counts.
    let deadline = |left: u64| correspondence.then_some(TableSaid::Deadline(left));
    match message {
        ServerMessage::LoggedIn { .. } if matches!(was, Some(TableSaid::Lost(_))) => {
            Some(TableSaid::Reconnected)
        }
        ServerMessage::Away { game: at, player, grace } if *at == game => {
            Some(TableSaid::Away(player.clone(), *grace))
        }
        ServerMessage::Back { game: at, player } if *at == game => Some(TableSaid::Back(player.clone())),
        ServerMessage::Restarted { game: at } if *at == game => Some(TableSaid::Restarted),
        ServerMessage::Error { code, detail } => Some(TableSaid::Refused(*code, detail.clone())),
        ServerMessage::Game(state) if state.info.game == game => {
            deadline(state.clocks[usize::from(state.to_move != "vikings")])
        }
        ServerMessage::Moved { game: at, ply, clocks, .. } if *at == game => {
            deadline(clocks[(*ply as usize + 1) % 2])
        }
        ServerMessage::TakenBack { game: at, plies, clocks } if *at == game => {
            deadline(clocks[*plies as usize % 2])
        }
        _ => None,
    }
}

impl Screen for LobbyScreen {
    #[cfg(target_arch = "wasm32")]
    fn kind(&self) -> &'static str {
        "online"
    }

    fn draw(&self, frame: &mut Frame, messages: &Messages, theme: &Theme) {
        frame.render_widget(&LobbyView { screen: self, messages, theme }, frame.area());
    }

    fn on(&mut self, event: ScreenEvent) -> Option<Next> {
        match event {
            ScreenEvent::Terminal(event) => self.on_terminal(&event),
            ScreenEvent::Online(event) => self.on_online(event),
            ScreenEvent::Action(action) => {
                self.on_action(action);
                None
            }
            ScreenEvent::TimersDue => {
                self.fire_timers();
                None
            }
            #[cfg(target_arch = "wasm32")]
            ScreenEvent::Frame => None,
        }
    }

    fn next_timer(&self) -> Option<Instant> {
        LobbyScreen::next_timer(self)
    }

    fn quit(&mut self) {
        LobbyScreen::quit(self);
    }
}

#[cfg(test)]
mod tests {
    use obereg_protocol::{ErrorCode, Secret, ServerMessage};

    use super::{TableSaid, table_news};
    use crate::tui::network::online::ConnEvent;

    fn news(message: ServerMessage, correspondence: bool, was: Option<&TableSaid>) -> Option<TableSaid> {
        table_news(&ConnEvent::Received(message), 3, correspondence, was)
    }

    #[test]
    fn the_table_says_the_connection_lost_and_back_and_the_servers_words_about_its_game() {
        assert_eq!(table_news(&ConnEvent::Lost(4), 3, false, None), Some(TableSaid::Lost(4)));
        let logged_in =
            ServerMessage::LoggedIn { name: "bob".into(), guest: false, token: Some(Secret::from("t")) };
        assert_eq!(news(logged_in.clone(), false, Some(&TableSaid::Lost(4))), Some(TableSaid::Reconnected));
        assert_eq!(news(logged_in, false, None), None);
        let away = ServerMessage::Away { game: 3, player: "ann".into(), grace: 120 };
        assert_eq!(news(away, false, None), Some(TableSaid::Away("ann".into(), 120)));
        assert_eq!(news(ServerMessage::Away { game: 4, player: "x".into(), grace: 1 }, false, None), None);
        assert_eq!(news(ServerMessage::Restarted { game: 3 }, false, None), Some(TableSaid::Restarted));
        let refused = ServerMessage::Error { code: ErrorCode::NothingToTakeBack, detail: None };
        assert_eq!(news(refused, false, None), Some(TableSaid::Refused(ErrorCode::NothingToTakeBack, None)));
        // A correspondence game: the time left for the move of the side to move.
        let moved =
            ServerMessage::Moved { game: 3, ply: 0, record: "a6-a8".into(), clocks: [5, 7], roll: None };
        assert_eq!(news(moved.clone(), true, None), Some(TableSaid::Deadline(7)));
        assert_eq!(news(moved, false, None), None);
    }
}
