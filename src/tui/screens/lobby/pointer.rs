//! Taps and clicks in the lobby's lists: a tap on a tab shows it (as its
//! number does), a tap on a row highlights it and a tap on the row
//! highlighted opens it (as Enter does); in the challenge form, a tap on a
//! question highlights it and on the question highlighted changes it. Pure: where the view draws the
//! tabs and the rows, read back from the lobby and the screen's size.

use crate::i18n::Messages;
use crate::tui::keys::{Event, MouseButton, MouseEventKind};

use super::form::FORM_ROWS;
use super::{Lobby, LobbyAction, Phase, Tab};

/// The rows above the list: the title, the tabs, the list's page.
const HEADER: usize = 3;
/// The row of the challenge form's first question.
const FORM_TOP: usize = 3;
/// What stands between two tabs.
const TAB_GAP: usize = 2;

/// What a tap or a click `event` asks of `lobby` drawn in `messages`'
/// words on a screen of `rows` rows; `None` off the tabs and the rows.
pub fn tapped(event: &Event, lobby: &Lobby, messages: &Messages, rows: u16) -> Option<LobbyAction> {
    let Event::Mouse(mouse) = event else { return None };
    if mouse.kind != MouseEventKind::Down(MouseButton::Left) {
        return None;
    }
    let (column, row) = (usize::from(mouse.column), usize::from(mouse.row));
    match lobby.phase {
        Phase::Lists => {}
        // Under the title, its page's line and the form's title.
        Phase::Challenge(_) => {
            return (FORM_TOP..FORM_TOP + FORM_ROWS).contains(&row).then(|| LobbyAction::Row(row - FORM_TOP));
        }
        _ => return None,
    }
    // As the view scrolls the list: the highlighted row stays in the room
    // above the news and the keys, the lines above it scrolled away.
    let room = usize::from(rows.saturating_sub(2));
    let skip = (HEADER + lobby.row + 1).saturating_sub(room);
    if row == 1 && skip == 0 {
        return tab_at(lobby, messages, column).map(|at| LobbyAction::Key(char::from(b'1' + at as u8)));
    }
    if row >= room {
        return None;
    }
    let at = (skip + row).checked_sub(HEADER)?;
    (at < lobby.rows()).then_some(LobbyAction::Row(at))
}

/// The index of the tab drawn at `column` of the tabs' line.
fn tab_at(lobby: &Lobby, messages: &Messages, column: usize) -> Option<usize> {
    let mut start = 0;
    for (at, tab) in Tab::ALL.iter().enumerate() {
        let brackets = if *tab == lobby.tab { 2 } else { 0 };
        let width = format!("{} {}", at + 1, messages.text(tab.words())).chars().count() + brackets;
        if (start..start + width).contains(&column) {
            return Some(at);
        }
        start += width + TAB_GAP;
    }
    None
}
