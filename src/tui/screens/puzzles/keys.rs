//! The puzzles' keys: `n` the next puzzle, `u` another try, `s` the
//! solution, `t` a hint; the cursor, picking, the prompt and the help are
//! the game's.

use crate::tui::keys::{Event, KeyCode, KeyModifiers};

use super::{PuzzleAction, Puzzles};
use crate::tui::screens::game::input;

/// What a terminal `event` asks of `puzzles`; `None` for events that mean
/// nothing there.
pub fn action_for<const N: usize>(event: &Event, puzzles: &Puzzles<N>) -> Option<PuzzleAction> {
    let app = &puzzles.app;
    if let Event::Key(key) = event
        && !key.modifiers.contains(KeyModifiers::CONTROL)
        && !app.help_open()
        && app.prompt().is_none()
    {
        let own = match key.code {
            KeyCode::Char('n') => Some(PuzzleAction::Next),
            KeyCode::Char('u') => Some(PuzzleAction::Again),
            KeyCode::Char('s') => Some(PuzzleAction::Solution),
            KeyCode::Char('t') => Some(PuzzleAction::Hint),
            KeyCode::Char('a') => Some(PuzzleAction::PlayComputer),
            _ => None,
        };
        if own.is_some() {
            return own;
        }
    }
    input::action_for(event, app).map(PuzzleAction::Shared)
}
