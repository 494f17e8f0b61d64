//! Terminal events to the lobby's actions: pure, no state changed.

use crate::tui::keys::{Event, KeyCode, KeyModifiers};

use super::{Lobby, LobbyAction, Login, Phase};

/// What a terminal `event` asks of `lobby`; `None` for what means nothing.
/// Ctrl-C leaves, and `q` where nothing is typed; Esc goes back.
pub fn action_for(event: &Event, lobby: &Lobby) -> Option<LobbyAction> {
    match event {
        Event::Key(key) => {
            if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
                return Some(LobbyAction::Quit);
            }
            let typing = match &lobby.phase {
                Phase::Address(_) | Phase::Chat(_) | Phase::Login(Login::Form { .. }) => true,
                Phase::Account(account) => account.typing(),
                _ => false,
            };
            let action = match key.code {
                KeyCode::Up => LobbyAction::Up,
                KeyCode::Down => LobbyAction::Down,
                KeyCode::Left => LobbyAction::Left,
                KeyCode::Right => LobbyAction::Right,
                KeyCode::Tab | KeyCode::BackTab => LobbyAction::Next,
                KeyCode::Enter => LobbyAction::Choose,
                KeyCode::Esc => LobbyAction::Back,
                KeyCode::Backspace => LobbyAction::Erase,
                KeyCode::PageDown => LobbyAction::NextPage,
                KeyCode::PageUp => LobbyAction::PreviousPage,
                KeyCode::Char(c) if typing => LobbyAction::Type(c),
                KeyCode::Char(']') => LobbyAction::NextPage,
                KeyCode::Char('[') => LobbyAction::PreviousPage,
                KeyCode::Char('q') => LobbyAction::Quit,
                KeyCode::Char(c) => LobbyAction::Key(c.to_ascii_lowercase()),
                _ => return None,
            };
            Some(action)
        }
        Event::Resize(columns, rows) => Some(LobbyAction::Resize(*columns, *rows)),
        _ => None,
    }
}
