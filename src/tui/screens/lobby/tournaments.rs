//! The lobby's tournaments tab: the list, a tournament's page (its table
//! and its round), entering and withdrawing. A game the tournament pairs
//! for the player opens at the table as any game that begins
//! (`update.rs`).

use obereg_protocol::{ClientMessage, ServerMessage, TournamentPage};

use super::{Asked, Lobby, LobbyAction, Tab};

impl Lobby {
    /// A key on the tournaments tab, if the tab takes it: Enter opens the
    /// tournament highlighted, `e` enters and `w` withdraws from the one
    /// open or highlighted, Esc closes its page.
    pub(super) fn tournament_key(&mut self, action: &LobbyAction) -> Option<Vec<Asked>> {
        if self.tab != Tab::Tournaments {
            return None;
        }
        let chosen = match &self.tournament {
            Some(page) => Some(page.info.tournament),
            None => self.tournaments.get(self.row).map(|info| info.tournament),
        };
        let send = |message: ClientMessage| Some(vec![Asked::Send(message)]);
        match (action, chosen) {
            (LobbyAction::Choose, Some(tournament)) if self.tournament.is_none() => {
                (self.opening, self.row) = (Some(tournament), 0);
                send(ClientMessage::Tournament { tournament, round: 0 })
            }
            (LobbyAction::Key('e'), Some(tournament)) => send(ClientMessage::Enter { tournament }),
            (LobbyAction::Key('w'), Some(tournament)) => send(ClientMessage::Withdraw { tournament }),
            (LobbyAction::Back, _) if self.tournament.is_some() => {
                (self.tournament, self.opening, self.row) = (None, None, 0);
                send(ClientMessage::Tournaments)
            }
            (LobbyAction::Key('r'), _) => {
                let again = match chosen.filter(|_| self.tournament.is_some()) {
                    Some(tournament) => ClientMessage::Tournament { tournament, round: 0 },
                    None => ClientMessage::Tournaments,
                };
                send(again)
            }
            _ => None,
        }
    }

    /// The server's word on tournaments, if it is one: the list, or a
    /// page (kept when it is the one open or asked for; else its line in
    /// the list is brought up to date).
    pub(super) fn on_tournament(&mut self, message: ServerMessage) -> Option<ServerMessage> {
        match message {
            ServerMessage::TournamentList { tournaments } => self.tournaments = tournaments,
            ServerMessage::Tournament(page) => self.tournament_page(*page),
            other => return Some(other),
        }
        None
    }

    /// A tournament's page came.
    fn tournament_page(&mut self, page: TournamentPage) {
        let id = page.info.tournament;
        if let Some(line) = self.tournaments.iter_mut().find(|info| info.tournament == id) {
            *line = page.info.clone();
        }
        let open = self.tournament.as_ref().is_some_and(|shown| shown.info.tournament == id);
        if open || self.opening == Some(id) {
            self.opening = None;
            self.tournament = Some(page);
        }
    }
}
