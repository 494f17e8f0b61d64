//! The free board's keys: pieces placed and removed, the set-up, the
//! engine, the record, play going on; the cursor, picking, the prompt and
//! the help are the game's. A left click picks, a right one places.

use crate::tui::keys::{Event, KeyCode, KeyModifiers, MouseButton, MouseEventKind};
use obereg_rules::Piece;

use super::BoardAction;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::input;

/// What a terminal `event` asks of the free board over `app`; `None` for
/// events that mean nothing there.
pub fn action_for<const N: usize>(event: &Event, app: &App<N>) -> Option<BoardAction> {
    match event {
        // Ctrl+C quits as in every screen, the prompt and the help type and scroll as in the game.
        Event::Key(key)
            if !key.modifiers.contains(KeyModifiers::CONTROL)
                && !app.help_open()
                && app.prompt().is_none() =>
        {
            editing_key(key.code).or_else(|| {
                let action = input::on_board(event, app, true);
                action.filter(|action| !matches!(action, Action::OpenChat)).map(BoardAction::Shared)
            })
        }
        Event::Mouse(mouse) => {
            let square = input::square_at(mouse, app.size(), app.board_side())?;
            match mouse.kind {
                MouseEventKind::Down(MouseButton::Left) => Some(BoardAction::Shared(Action::Click(square))),
                MouseEventKind::Down(MouseButton::Right) => Some(BoardAction::PlaceAt(square)),
            }
        }
        _ => input::action_for(event, app).map(BoardAction::Shared),
    }
}

/// The keys of the free board's own actions.
fn editing_key(code: KeyCode) -> Option<BoardAction> {
    let action = match code {
        KeyCode::Char('v') => BoardAction::Place(Piece::Viking),
        KeyCode::Char('g') => BoardAction::Place(Piece::Guard),
        KeyCode::Char('p') => BoardAction::Place(Piece::Prince),
        KeyCode::Char('x') | KeyCode::Delete | KeyCode::Backspace => BoardAction::Remove,
        KeyCode::Char('c') => BoardAction::Clear,
        KeyCode::Char('s') => BoardAction::Start,
        KeyCode::Char('t') => BoardAction::SwitchSide,
        KeyCode::Char('y') => BoardAction::Copy,
        KeyCode::Char('P') => BoardAction::PlayOn { computer: false },
        KeyCode::Char('A') => BoardAction::PlayOn { computer: true },
        KeyCode::Char('e') => BoardAction::Analyse,
        KeyCode::Char('m') => BoardAction::Shared(Action::OpenPrompt),
        _ => return None,
    };
    Some(action)
}
