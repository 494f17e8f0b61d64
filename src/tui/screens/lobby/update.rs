//! The lobby's pure update: keys and the server's messages in, its state
//! changed and what it asks of its screen out.

use obereg_protocol::{
    CHAT_LIMIT, Category, ClientMessage, ErrorCode, GameState, LEADERS_MAX, ServerMessage,
};

use super::form::FORM_ROWS;
use super::{Account, Asked, ChallengeForm, Lobby, LobbyAction, Login, MAX_ADDRESS, Phase, Said, Tab};
use crate::tui::network::online::{ConnEvent, Failure};
use crate::tui::screens::Next;

impl Lobby {
    /// Applies `action`; returns what it asks of the screen.
    pub fn update(&mut self, action: LobbyAction) -> Vec<Asked> {
        match action {
            LobbyAction::Resize(columns, rows) => {
                self.size = (columns, rows);
                Vec::new()
            }
            LobbyAction::Quit => vec![Asked::Next(Next::Quit)],
            LobbyAction::Conn(event) => self.on_conn(*event),
            LobbyAction::LeftTable => {
                self.table = None;
                vec![Asked::Send(self.lobby_again())]
            }
            action => self.on_key(action),
        }
    }

    fn on_key(&mut self, action: LobbyAction) -> Vec<Asked> {
        match &mut self.phase {
            Phase::Address(typed) => match action {
                LobbyAction::Type(c) if !c.is_control() && typed.chars().count() < MAX_ADDRESS => {
                    typed.push(c)
                }
                LobbyAction::Erase => {
                    typed.pop();
                }
                LobbyAction::Choose if typed.trim().is_empty() => self.said = Some(Said::NoAddress),
                LobbyAction::Choose => {
                    self.server = typed.trim().to_string();
                    self.phase = Phase::Connecting;
                    self.said = None;
                    return vec![Asked::Connect(self.server.clone())];
                }
                LobbyAction::Back => return vec![Asked::Next(Next::Menu)],
                _ => {}
            },
            Phase::Trust(_) => match action {
                LobbyAction::Key('y') => {
                    self.phase = Phase::Connecting;
                    return vec![Asked::Trust(true)];
                }
                LobbyAction::Key('n') | LobbyAction::Back => {
                    self.phase = Phase::Failed(Failure::NotTrusted);
                    return vec![Asked::Trust(false)];
                }
                _ => {}
            },
            Phase::Login(_) => return self.on_login_key(action),
            Phase::Challenge(form) => match action {
                LobbyAction::Up => form.row = (form.row + FORM_ROWS - 1) % FORM_ROWS,
                LobbyAction::Down | LobbyAction::Next => form.row = (form.row + 1) % FORM_ROWS,
                LobbyAction::Left => form.change(-1),
                LobbyAction::Right | LobbyAction::Key(' ') => form.change(1),
                LobbyAction::Row(row) if row == form.row => form.change(1),
                LobbyAction::Row(row) if row < FORM_ROWS => form.row = row,
                LobbyAction::Choose => {
                    let terms = form.terms();
                    self.phase = Phase::Lists;
                    self.tab = Tab::Challenges;
                    return vec![Asked::Send(ClientMessage::Challenge(terms))];
                }
                LobbyAction::Back => self.phase = Phase::Lists,
                _ => {}
            },
            Phase::Chat(typed) => match action {
                LobbyAction::Type(c) if !c.is_control() && typed.chars().count() < CHAT_LIMIT => {
                    typed.push(c)
                }
                LobbyAction::Erase => drop(typed.pop()),
                LobbyAction::Choose => {
                    let text = typed.trim().to_string();
                    self.phase = Phase::Lists;
                    if !text.is_empty() {
                        return vec![Asked::Send(ClientMessage::Chat { game: None, text })];
                    }
                }
                LobbyAction::Back => self.phase = Phase::Lists,
                _ => {}
            },
            Phase::Lists => return self.on_list_key(action),
            Phase::Account(_) => return self.on_account_key(action),
            Phase::Failed(_) => match action {
                LobbyAction::Key('a') => self.phase = Phase::Address(self.server.clone()),
                LobbyAction::Back => return vec![Asked::Next(Next::Menu)],
                _ => {}
            },
            Phase::Connecting | Phase::LoggingIn => {
                if action == LobbyAction::Back {
                    return vec![Asked::Next(Next::Menu)];
                }
            }
        }
        Vec::new()
    }

    fn on_login_key(&mut self, action: LobbyAction) -> Vec<Asked> {
        let Phase::Login(login) = &mut self.phase else { return Vec::new() };
        if *login == Login::Choose {
            match action {
                LobbyAction::Key('g') => return self.log_in(ClientMessage::Guest),
                LobbyAction::Key('l') => *login = Login::form(false),
                LobbyAction::Key('r') => *login = Login::form(true),
                LobbyAction::Back => return vec![Asked::Next(Next::Menu)],
                _ => {}
            }
            return Vec::new();
        }
        match action {
            LobbyAction::Type(c) | LobbyAction::Key(c) => login.type_char(c),
            LobbyAction::Erase => login.erase(),
            LobbyAction::Next | LobbyAction::Down | LobbyAction::Up => login.next_field(),
            LobbyAction::Back => *login = Login::Choose,
            LobbyAction::Choose => match login.message() {
                Ok(message) => {
                    let retry = login.retyped();
                    let asked = self.log_in(message);
                    self.retry = Some(retry);
                    return asked;
                }
                Err(key) => self.said = Some(Said::Form(key)),
            },
            _ => {}
        }
        Vec::new()
    }

    /// Sends `message` to log in and waits for the answer.
    fn log_in(&mut self, message: ClientMessage) -> Vec<Asked> {
        self.phase = Phase::LoggingIn;
        self.said = None;
        self.retry = None;
        vec![Asked::Send(message)]
    }

    fn on_list_key(&mut self, action: LobbyAction) -> Vec<Asked> {
        if let Some(asked) = self.tournament_key(&action) {
            return asked;
        }
        let rows = self.rows();
        let count = Tab::ALL.len();
        let at = Tab::ALL.iter().position(|tab| *tab == self.tab).unwrap_or(0);
        match action {
            LobbyAction::Up => self.row = self.row.saturating_sub(1),
            LobbyAction::Down => self.row = (self.row + 1).min(rows.saturating_sub(1)),
            LobbyAction::Row(at) if at == self.row && at < rows => return self.choose(),
            LobbyAction::Row(at) if at < rows => self.row = at,
            LobbyAction::NextPage => return self.next_page(),
            LobbyAction::PreviousPage => return self.previous_page(),
            LobbyAction::Left => return self.show(Tab::ALL[(at + count - 1) % count]),
            LobbyAction::Right | LobbyAction::Next => return self.show(Tab::ALL[(at + 1) % count]),
            LobbyAction::Key(c @ '1'..='7') => {
                let tab = Tab::ALL[usize::from(c as u8 - b'1')];
                return self.show(tab);
            }
            LobbyAction::Key('n') => {
                // On another player's row, a challenge to that player by name.
                let opponent = match self.tab {
                    Tab::Players => self.players.get(self.row).filter(|name| !self.is_me(name)).cloned(),
                    _ => None,
                };
                if self.tab != Tab::Players || opponent.is_some() {
                    self.phase = Phase::Challenge(ChallengeForm { opponent, ..ChallengeForm::default() });
                }
            }
            LobbyAction::Key('r') => return vec![Asked::Send(self.lobby_again())],
            LobbyAction::Key('t') => self.phase = Phase::Chat(String::new()),
            LobbyAction::Key('x') => return self.cancel(),
            LobbyAction::Key('p') => return self.player_page(),
            LobbyAction::Key('a') if self.has_account() => self.phase = Phase::Account(Account::Choose),
            LobbyAction::Key('c') if self.tab == Tab::Leaders => {
                let at = Category::ALL.iter().position(|category| *category == self.category).unwrap_or(0);
                self.category = Category::ALL[(at + 1) % Category::ALL.len()];
                return self.show(Tab::Leaders);
            }
            LobbyAction::Choose => return self.choose(),
            LobbyAction::Back => return vec![Asked::Next(Next::Menu)],
            _ => {}
        }
        Vec::new()
    }

    /// Shows `tab`, asking the server for what it lists.
    fn show(&mut self, tab: Tab) -> Vec<Asked> {
        (self.tab, self.row) = (tab, 0);
        match tab {
            Tab::Leaders => {
                vec![Asked::Send(ClientMessage::Leaderboard { category: self.category, count: LEADERS_MAX })]
            }
            Tab::Player => self.page_of(self.me.as_ref().map(|(name, _)| name.clone())),
            Tab::Tournaments => {
                (self.tournament, self.opening) = (None, None);
                vec![Asked::Send(ClientMessage::Tournaments)]
            }
            _ => vec![Asked::Send(self.lobby_again())],
        }
    }

    /// Enter on the highlighted row: accept the challenge, open your game,
    /// watch the live game, or the player's page.
    fn choose(&mut self) -> Vec<Asked> {
        let row = self.row;
        match self.tab {
            Tab::Challenges => match self.challenges.get(row) {
                Some(challenge) if self.is_me(&challenge.from) => Vec::new(),
                Some(challenge) => {
                    vec![Asked::Send(ClientMessage::Accept { challenge: challenge.challenge })]
                }
                None => Vec::new(),
            },
            Tab::Yours => match self.yours.get(row) {
                Some(game) => {
                    self.table = Some(game.info.game);
                    vec![Asked::Play(game.clone())]
                }
                None => Vec::new(),
            },
            Tab::Live => match self.live.get(row) {
                Some(game) => {
                    self.watching = Some(game.game);
                    vec![Asked::Send(ClientMessage::Watch { game: game.game })]
                }
                None => Vec::new(),
            },
            Tab::Players | Tab::Leaders => self.player_page(),
            Tab::Player | Tab::Tournaments => Vec::new(),
        }
    }

    /// `x`: cancels your challenge highlighted.
    fn cancel(&mut self) -> Vec<Asked> {
        match self.challenges.get(self.row).filter(|_| self.tab == Tab::Challenges) {
            Some(challenge) if self.is_me(&challenge.from) => {
                vec![Asked::Send(ClientMessage::Cancel { challenge: challenge.challenge })]
            }
            _ => Vec::new(),
        }
    }

    /// `p`: the page of the player highlighted (the challenger, a player
    /// online, a leader), else your own.
    fn player_page(&mut self) -> Vec<Asked> {
        let row = self.row;
        let name = match self.tab {
            Tab::Challenges => self.challenges.get(row).map(|challenge| challenge.from.clone()),
            Tab::Players => self.players.get(row).cloned(),
            Tab::Leaders => self.leaders.get(row).map(|leader| leader.name.clone()),
            _ => None,
        };
        let name = name.or_else(|| self.me.as_ref().map(|(name, _)| name.clone()));
        (self.tab, self.row) = (Tab::Player, 0);
        self.page_of(name)
    }

    /// Asks for the page of `name`, if there is a name and it has one.
    fn page_of(&mut self, name: Option<String>) -> Vec<Asked> {
        match name.filter(|name| !name.starts_with("guest-")) {
            Some(name) => vec![Asked::Send(ClientMessage::Player { name, page: 0 })],
            None => {
                self.page = None;
                Vec::new()
            }
        }
    }

    fn is_me(&self, name: &str) -> bool {
        self.me.as_ref().is_some_and(|(me, _)| me == name)
    }

    fn on_conn(&mut self, event: ConnEvent) -> Vec<Asked> {
        match event {
            ConnEvent::TrustAsked(fingerprint) => self.phase = Phase::Trust(fingerprint),
            ConnEvent::Open => return self.opened(),
            ConnEvent::NowPublic => self.said = Some(Said::NowPublic),
            ConnEvent::Received(message) => return self.on_server(message),
            ConnEvent::Lost(seconds) => {
                // Closed by the server after a logout: that stays said.
                if !matches!(self.said, Some(Said::LoggedOut | Said::AccountDeleted)) {
                    self.said = Some(Said::Lost(seconds));
                }
                if !matches!(self.phase, Phase::Lists | Phase::Challenge(_)) {
                    self.phase = Phase::Connecting;
                }
            }
            ConnEvent::Failed(failure) => {
                // Nothing tries again any more.
                if matches!(self.said, Some(Said::Lost(_))) {
                    self.said = None;
                }
                (self.phase, self.table) = (Phase::Failed(failure), None);
            }
        }
        Vec::new()
    }

    /// Connected: logs in again by itself with the token kept (or as a
    /// guest again), else asks how.
    fn opened(&mut self) -> Vec<Asked> {
        match (&self.token, &self.me) {
            (Some(token), _) => self.log_in(ClientMessage::Resume { token: token.as_str().into() }),
            (None, Some((_, true))) => self.log_in(ClientMessage::Guest),
            _ => {
                self.phase = Phase::Login(Login::Choose);
                Vec::new()
            }
        }
    }

    fn on_server(&mut self, message: ServerMessage) -> Vec<Asked> {
        if let Some(asked) = self.account_answer(&message) {
            return asked;
        }
        let Some(message) = self.on_tournament(message) else { return Vec::new() };
        match message {
            ServerMessage::LoggedIn { name, guest, token } => {
                let mut asked = vec![Asked::Send(self.lobby_again())];
                if let Some(token) = token {
                    self.token = Some(token.expose().to_string());
                    asked.push(Asked::KeepToken(token.expose().to_string()));
                }
                // The line about the server's new certificate stays.
                if self.said != Some(Said::NowPublic) {
                    self.said = Some(if self.was_in { Said::Back } else { Said::YourMove(self.your_move()) });
                }
                (self.me, self.was_in) = (Some((name, guest)), true);
                if !matches!(self.phase, Phase::Challenge(_)) {
                    self.phase = Phase::Lists;
                }
                return asked;
            }
            ServerMessage::Error { code, detail } => return self.refused(code, detail),
            ServerMessage::Lobby { players, challenges, games, ratings, bots, from, counts } => {
                (self.players, self.challenges, self.live) = (players, challenges, games);
                (self.ratings, self.bots) = (ratings, bots);
                let asked = self.paged(from, counts);
                self.row = self.row.min(self.rows().saturating_sub(1));
                return asked;
            }
            ServerMessage::Challenge(challenge) => {
                if self.is_me(&challenge.from) {
                    self.said = Some(Said::ChallengeOpen);
                }
                let known = self.challenges.iter().any(|open| open.challenge == challenge.challenge);
                if !known && self.challenge_came() {
                    self.challenges.push(challenge);
                }
            }
            ServerMessage::ChallengeGone { challenge } => {
                self.challenge_went();
                self.challenges.retain(|open| open.challenge != challenge);
                self.row = self.row.min(self.rows().saturating_sub(1));
            }
            ServerMessage::Game(state) => return self.game(state),
            ServerMessage::Moved { game, ply, clocks, .. } => {
                if let Some(yours) = self.yours.iter_mut().find(|yours| yours.info.game == game) {
                    yours.info.plies = ply + 1;
                    yours.clocks = clocks;
                    yours.to_move = if ply.is_multiple_of(2) { "varangians" } else { "vikings" }.to_string();
                }
            }
            ServerMessage::Ended { game, end } => {
                if self.table == Some(game) || self.yours.iter().any(|yours| yours.info.game == game) {
                    self.said = Some(Said::Ended(end));
                }
                self.yours.retain(|yours| yours.info.game != game);
            }
            ServerMessage::Chat { game: None, from, text } => self.said = Some(Said::Chat(from, text)),
            ServerMessage::Player(page) => self.page = Some(page),
            ServerMessage::Leaderboard { players, .. } => self.leaders = players,
            _ => {}
        }
        Vec::new()
    }

    /// A game's state: one of yours is kept in your list, and a game that
    /// just began (or the one asked to watch) opens at the table.
    fn game(&mut self, state: GameState) -> Vec<Asked> {
        let id = state.info.game;
        let mine =
            self.me.as_ref().is_some_and(|(me, _)| state.info.vikings == *me || state.info.varangians == *me);
        let known = self.yours.iter().any(|yours| yours.info.game == id);
        if mine {
            self.yours.retain(|yours| yours.info.game != id);
            self.yours.push(state.clone());
        }
        let begins = mine && !known && state.moves.is_empty();
        let watched = self.watching == Some(id);
        if self.table.is_none() && (begins || watched) {
            self.watching = None;
            self.table = Some(id);
            return vec![Asked::Play(state)];
        }
        Vec::new()
    }

    /// The server refused something: said; a token that no longer logs in
    /// is forgotten and the login asked again.
    fn refused(&mut self, code: ErrorCode, detail: Option<String>) -> Vec<Asked> {
        self.said = Some(Said::Refused(code, detail));
        self.account_refused();
        let logging_in = self.phase == Phase::LoggingIn;
        if logging_in && self.token.take().is_some() {
            self.phase = Phase::Login(Login::Choose);
            return vec![Asked::ForgetToken];
        }
        if logging_in {
            self.phase = Phase::Login(self.retry.take().unwrap_or(Login::Choose));
        }
        Vec::new()
    }
}
