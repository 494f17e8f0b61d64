//! The lessons' keys: in the list up and down choose and Enter opens; in a
//! lesson the cursor, picking and the prompt are the game's, `?` hints and
//! PgUp, PgDn scroll its text; a tap on a lesson of the list opens it; after the last lesson `p` and `a` lead on.
//! The prompt and the help are the game's.

use crate::tui::keys::{Event, KeyCode, KeyModifiers, MouseButton, MouseEventKind};

use super::{LessonAction, Lessons, view};
use crate::tui::screens::game::action::{Action, Direction, Scroll};
use crate::tui::screens::game::input;

/// What a terminal `event` asks of `lessons`; `None` for events that mean
/// nothing there.
pub fn action_for<const N: usize>(event: &Event, lessons: &Lessons<N>) -> Option<LessonAction> {
    let app = &lessons.app;
    let on_board = !app.overlaid();
    match event {
        Event::Key(key) if !key.modifiers.contains(KeyModifiers::CONTROL) && on_board => {
            lesson_key(key.code, lessons)
        }
        Event::Mouse(mouse) if on_board => match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) if lessons.course.open => {
                let square = input::square_at(mouse, app.size(), app.board_side())?;
                Some(LessonAction::Shared(Action::Click(square)))
            }
            MouseEventKind::Down(MouseButton::Left) => {
                view::lesson_at(app, &lessons.course, mouse.column, mouse.row).map(LessonAction::Open)
            }
            _ => None,
        },
        _ => input::action_for(event, app).map(LessonAction::Shared),
    }
}

/// The key `code` in the list or, when one is open, in a lesson.
fn lesson_key<const N: usize>(code: KeyCode, lessons: &Lessons<N>) -> Option<LessonAction> {
    let open = lessons.course.open;
    let shared = |action| Some(LessonAction::Shared(action));
    match code {
        KeyCode::Up | KeyCode::Char('k') => shared(Action::MoveCursor(Direction::Up)),
        KeyCode::Down | KeyCode::Char('j') => shared(Action::MoveCursor(Direction::Down)),
        KeyCode::Left | KeyCode::Char('h') if open => shared(Action::MoveCursor(Direction::Left)),
        KeyCode::Right | KeyCode::Char('l') if open => shared(Action::MoveCursor(Direction::Right)),
        KeyCode::Enter | KeyCode::Char(' ') => shared(Action::Choose),
        KeyCode::Char('m') if open => shared(Action::OpenPrompt),
        KeyCode::Char('?') if open => Some(LessonAction::Hint),
        KeyCode::PageUp if open => Some(LessonAction::Scroll(Scroll::PageUp)),
        KeyCode::PageDown if open => Some(LessonAction::Scroll(Scroll::PageDown)),
        KeyCode::Char('p') if lessons.all_done() => Some(LessonAction::Puzzles),
        KeyCode::Char('a') if lessons.all_done() => Some(LessonAction::PlayComputer),
        KeyCode::Char('?') | KeyCode::F(1) => shared(Action::ToggleHelp),
        KeyCode::Esc => shared(Action::Cancel),
        KeyCode::Char('q') => shared(Action::Quit),
        _ => None,
    }
}
