//! The account's page: logging out here or everywhere, changing the
//! password and deleting the account, by keys, with the server's answers.

use super::*;
use crate::tui::screens::lobby::Account;

/// `alice`'s lobby with a token kept, on the account's page.
fn on_account_page() -> Lobby {
    let mut lobby = Lobby::new(Some("srv:1".into()), Some("tok".into()), (100, 35));
    lobby.update(conn(ConnEvent::Open));
    server(&mut lobby, logged_in("alice", false, None));
    press(&mut lobby, &[KeyCode::Char('a')]);
    lobby
}

#[test]
fn a_opens_the_account_page_for_an_account_and_not_for_a_guest() {
    assert_eq!(on_account_page().phase, Phase::Account(Account::Choose));
    let mut guest = lobby_of("guest-1");
    guest.me = Some(("guest-1".into(), true));
    press(&mut guest, &[KeyCode::Char('a')]);
    assert_eq!(guest.phase, Phase::Lists);
    let mut lobby = on_account_page();
    press(&mut lobby, &[KeyCode::Esc]);
    assert_eq!(lobby.phase, Phase::Lists);
}

#[test]
fn logging_out_forgets_the_token_keeps_its_word_through_the_close_and_asks_how_to_log_in() {
    for (key, everywhere) in [('o', false), ('e', true)] {
        let mut lobby = on_account_page();
        let asked = press(&mut lobby, &[KeyCode::Char(key)]);
        assert_eq!(asked, vec![Asked::Send(ClientMessage::Logout { everywhere })]);
        assert_eq!(server(&mut lobby, ServerMessage::LoggedOut), vec![Asked::ForgetToken]);
        assert_eq!(lobby.me, None);
        // The server closes the connection; the word stays.
        lobby.update(conn(ConnEvent::Lost(1)));
        assert_eq!(lobby.said, Some(Said::LoggedOut));
        // The next connection asks how to log in rather than resuming.
        assert_eq!(lobby.update(conn(ConnEvent::Open)), Vec::new());
        assert_eq!(lobby.phase, Phase::Login(Login::Choose));
    }
}

#[test]
fn the_new_password_is_typed_twice_and_sent_with_the_old_one() {
    let mut lobby = on_account_page();
    press(&mut lobby, &[KeyCode::Char('p')]);
    type_text(&mut lobby, "old-one1");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "new-one22");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "new-one2x");
    assert_eq!(press(&mut lobby, &[KeyCode::Enter]), Vec::new());
    assert_eq!(lobby.said, Some(Said::Form("online-passwords-differ")));
    type_text(&mut lobby, "new-one22");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "new-one22");
    let asked = press(&mut lobby, &[KeyCode::Enter]);
    let sent = ClientMessage::ChangePassword {
        password: Secret::from("old-one1"),
        new_password: Secret::from("new-one22"),
    };
    assert_eq!(asked, vec![Asked::Send(sent)]);
    assert_eq!(server(&mut lobby, ServerMessage::PasswordChanged { ended: 2 }), Vec::new());
    assert_eq!((lobby.phase.clone(), lobby.said.clone()), (Phase::Lists, Some(Said::PasswordChanged(2))));
    assert!(lobby.me.is_some(), "this session stays logged in");
}

#[test]
fn a_wrong_password_is_said_and_the_page_asks_again() {
    let mut lobby = on_account_page();
    press(&mut lobby, &[KeyCode::Char('p')]);
    type_text(&mut lobby, "wrong");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "new-one22");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "new-one22");
    press(&mut lobby, &[KeyCode::Enter]);
    server(&mut lobby, ServerMessage::Error { code: ErrorCode::LoginFailed, detail: None });
    assert_eq!(lobby.phase, Phase::Account(Account::Choose));
    assert_eq!(lobby.said, Some(Said::Refused(ErrorCode::LoginFailed, None)));
    assert!(lobby.me.is_some());
}

#[test]
fn deleting_asks_the_password_and_then_whether_for_good() {
    let mut lobby = on_account_page();
    press(&mut lobby, &[KeyCode::Char('d')]);
    type_text(&mut lobby, "secret-alice");
    assert_eq!(press(&mut lobby, &[KeyCode::Enter]), Vec::new());
    let text = drawn(lobby.clone(), Lang::Ru, (80, 24));
    assert!(text.contains("Удалить учётную запись alice навсегда?"), "{text}");
    assert!(!text.contains("secret-alice"), "{text}");
    let mut kept = lobby.clone();
    press(&mut kept, &[KeyCode::Char('n')]);
    assert_eq!(kept.phase, Phase::Lists);
    let asked = press(&mut lobby, &[KeyCode::Char('y')]);
    assert_eq!(
        asked,
        vec![Asked::Send(ClientMessage::DeleteAccount { password: Secret::from("secret-alice") })]
    );
    assert_eq!(server(&mut lobby, ServerMessage::AccountDeleted), vec![Asked::ForgetToken]);
    assert_eq!((lobby.me.clone(), lobby.said.clone()), (None, Some(Said::AccountDeleted)));
}

#[test]
fn the_account_page_and_its_keys_fit_80_columns_in_every_language() {
    for lang in [Lang::En, Lang::Uk, Lang::Ru] {
        let lobby = on_account_page();
        let text = drawn(lobby.clone(), lang, (80, 24));
        for line in text.lines().filter(|line| line.starts_with(['o', 'e', 'p', 'd'])) {
            assert!(line.trim_end().chars().count() < 80, "{line}");
        }
        let keys = Messages::new(lang).text("online-keys-account");
        assert!(text.contains(&keys), "{lang:?}: {text}");
        // The lists' keys name the page, on two rows if one is too narrow.
        let mut lists = lobby;
        press(&mut lists, &[KeyCode::Esc]);
        let text = drawn(lists, lang, (80, 24));
        let account = ["a account", "a обліковий запис", "a учётная запись"];
        assert!(account.iter().any(|words| text.contains(words)), "{lang:?}: {text}");
    }
}
