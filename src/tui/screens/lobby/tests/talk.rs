//! Talking to other players from the lobby: a challenge to a player by
//! name, and a line of lobby chat.

use crate::tui::keys::KeyCode;
use obereg_protocol::{CHAT_LIMIT, ChallengeTerms, ClientMessage, ClockTerms, ServerMessage};

use super::{drawn, lobby_of, press, server, terms, type_text};
use crate::lang::Lang;
use crate::tui::screens::lobby::{Asked, Phase};

#[test]
fn n_on_a_player_challenges_that_player_by_name() {
    let mut lobby = lobby_of("alice");
    let players = vec!["alice".to_string(), "bob".to_string()];
    let list = ServerMessage::Lobby {
        players,
        challenges: Vec::new(),
        games: Vec::new(),
        ratings: Default::default(),
        bots: Vec::new(),
        from: Default::default(),
        counts: Default::default(),
    };
    server(&mut lobby, list);
    press(&mut lobby, &[KeyCode::Char('4'), KeyCode::Char('n')]);
    assert_eq!(lobby.phase, Phase::Lists, "not oneself");
    press(&mut lobby, &[KeyCode::Down, KeyCode::Char('n')]);
    let uk = drawn(lobby.clone(), Lang::Uk, (100, 35));
    assert!(uk.contains("Виклик гравцеві bob"), "{uk}");
    let asked = press(&mut lobby, &[KeyCode::Enter]);
    let to_bob = ChallengeTerms {
        opponent: Some("bob".into()),
        ..terms(ClockTerms::Fischer { minutes: 10, seconds: 5 })
    };
    assert_eq!(asked, vec![Asked::Send(ClientMessage::Challenge(to_bob))]);
    // From the other lists, n is a challenge open to everyone.
    press(&mut lobby, &[KeyCode::Char('1'), KeyCode::Char('n')]);
    let Phase::Challenge(form) = &lobby.phase else { panic!("{:?}", lobby.phase) };
    assert_eq!(form.terms().opponent, None);
}

#[test]
fn t_types_a_line_of_lobby_chat_and_enter_says_it() {
    let mut lobby = lobby_of("alice");
    press(&mut lobby, &[KeyCode::Char('t')]);
    assert_eq!(lobby.phase, Phase::Chat(String::new()));
    // Letters are typed, not keys: q does not leave, n makes no challenge.
    type_text(&mut lobby, "anyone for a quick game");
    press(&mut lobby, &[KeyCode::Backspace]);
    let text = drawn(lobby.clone(), Lang::En, (64, 15));
    assert!(text.contains("Say: anyone for a quick gam"), "{text}");
    let asked = press(&mut lobby, &[KeyCode::Enter]);
    let said = ClientMessage::Chat { game: None, text: "anyone for a quick gam".into() };
    assert_eq!((asked, lobby.phase.clone()), (vec![Asked::Send(said)], Phase::Lists));
    // Nothing typed is nothing said; Esc goes back to the lists.
    press(&mut lobby, &[KeyCode::Char('t'), KeyCode::Char(' ')]);
    assert!(press(&mut lobby, &[KeyCode::Enter]).is_empty());
    press(&mut lobby, &[KeyCode::Esc]);
    assert_eq!(lobby.phase, Phase::Lists);
    // A line is kept to the server's limit.
    press(&mut lobby, &[KeyCode::Char('t')]);
    type_text(&mut lobby, &"a".repeat(CHAT_LIMIT + 5));
    assert_eq!(lobby.phase, Phase::Chat("a".repeat(CHAT_LIMIT)));
}

#[test]
fn a_guest_is_told_its_game_is_not_resumed_after_a_lost_connection() {
    let mut lobby = crate::tui::screens::lobby::Lobby::new(Some("srv:1".into()), None, (100, 35));
    lobby.update(super::conn(crate::tui::network::online::ConnEvent::Open));
    let text = drawn(lobby, Lang::Uk, (100, 35));
    assert!(text.contains("партію, перервану втратою з'єднання, не продовжити"), "{text}");
    let messages = crate::i18n::Messages::new(Lang::En);
    let lost = crate::tui::screens::lobby::screen::TableSaid::Lost(4);
    let said = |guest| crate::tui::screens::lobby::words::table_said(&lost, guest, &messages);
    assert_eq!(
        said(true),
        "The connection is lost, and a guest's game cannot be resumed: trying again in 4 s…"
    );
    assert_eq!(said(false), "The connection is lost: trying again in 4 s…");
}

#[test]
fn too_many_registrations_from_one_address_are_said_with_the_minutes_to_wait() {
    use obereg_protocol::ErrorCode;
    let said = |lang, seconds: &str| {
        let messages = crate::i18n::Messages::new(lang);
        let refused =
            crate::tui::screens::lobby::Said::Refused(ErrorCode::TooManyRegistrations, Some(seconds.into()));
        crate::tui::screens::lobby::words::said_line(&refused, &messages)
    };
    assert_eq!(
        said(Lang::En, "3599"),
        "Too many accounts were registered from this address lately: try again in 60 minutes, or log in to an account."
    );
    assert!(said(Lang::En, "30").contains("in a minute"));
    assert!(said(Lang::Uk, "121").contains("за 3 хвилини"), "{}", said(Lang::Uk, "121"));
    assert!(said(Lang::Ru, "300").contains("через 5 минут"), "{}", said(Lang::Ru, "300"));
}
