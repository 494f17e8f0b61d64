//! Taps and clicks in the lobby's lists, where the view draws the tabs
//! and the rows, on a wide screen and a phone's.

use obereg_protocol::{ClientMessage, ServerMessage};

use super::{challenge, drawn, lobby_of, server};
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::tui::keys::{Event, MouseButton, MouseEvent, MouseEventKind};
use crate::tui::screens::lobby::{Asked, Lobby, Tab, pointer};

/// The tap on the first place `what` is drawn in the lobby on a screen
/// of `size`; what it asks of the lobby, done.
fn tap_on(lobby: &mut Lobby, what: &str, size: (u16, u16)) -> Vec<Asked> {
    lobby.size = size;
    let text = drawn(lobby.clone(), Lang::En, size);
    let (row, line) = text.lines().enumerate().find(|(_, line)| line.contains(what)).expect(&text);
    let column = line[..line.find(what).expect("found")].chars().count() + 1;
    let kind = MouseEventKind::Down(MouseButton::Left);
    let tap = Event::Mouse(MouseEvent { kind, column: column as u16, row: row as u16 });
    let action = pointer::tapped(&tap, lobby, &Messages::new(Lang::En), size.1).expect(&text);
    lobby.update(action)
}

#[test]
fn a_tap_on_a_tab_shows_it_and_on_a_row_highlights_then_opens_it() {
    for size in [(100, 35), (48, 55)] {
        let mut lobby = lobby_of("alice");
        server(&mut lobby, ServerMessage::Challenge(challenge(7, "bob")));
        server(&mut lobby, ServerMessage::Challenge(challenge(8, "carol")));
        let _ = tap_on(&mut lobby, "Players", size);
        assert_eq!(lobby.tab, Tab::Players, "{size:?}");
        let _ = tap_on(&mut lobby, "Challenges", size);
        assert_eq!(lobby.tab, Tab::Challenges, "{size:?}");
        assert!(tap_on(&mut lobby, "carol", size).is_empty(), "{size:?}: the first tap highlights");
        assert_eq!(lobby.row, 1, "{size:?}");
        assert_eq!(
            tap_on(&mut lobby, "carol", size),
            vec![Asked::Send(ClientMessage::Accept { challenge: 8 })],
            "{size:?}: the second accepts, as Enter"
        );
    }
}

#[test]
fn in_the_challenge_form_a_tap_highlights_a_question_and_again_changes_it() {
    for size in [(100, 35), (48, 55)] {
        let mut lobby = lobby_of("alice");
        lobby.phase = crate::tui::screens::lobby::Phase::Challenge(Default::default());
        let _ = tap_on(&mut lobby, "Side:", size);
        let _ = tap_on(&mut lobby, "Side:", size);
        let text = drawn(lobby.clone(), Lang::En, size);
        assert!(text.contains("challenger plays the Vikings"), "{size:?}\n{text}");
    }
}

#[test]
fn a_tap_off_the_tabs_and_rows_asks_nothing() {
    let lobby = lobby_of("alice");
    let messages = Messages::new(Lang::En);
    let tap =
        |column, row| Event::Mouse(MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column, row });
    assert_eq!(pointer::tapped(&tap(0, 0), &lobby, &messages, 35), None, "the title");
    assert_eq!(pointer::tapped(&tap(99, 1), &lobby, &messages, 35), None, "past the tabs");
    assert_eq!(pointer::tapped(&tap(0, 5), &lobby, &messages, 35), None, "no row there");
}
