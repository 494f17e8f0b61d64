//! The lobby through its keys, the connection's events and the server's
//! messages (pure: what it shows and asks), and its drawing.

mod account;
mod pages;
mod talk;
mod taps;
mod tournaments;

use std::sync::mpsc;

use crate::tui::keys::{Event, KeyCode, KeyEvent, KeyModifiers};
use obereg_protocol::{
    ChallengeInfo, ChallengeTerms, ClientMessage, ClockTerms, ErrorCode, GameEnd, GameInfo, GameState,
    Secret, ServerMessage, SideChoice,
};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::{
    Asked, Lobby, LobbyAction, LobbyScreen, LobbyView, Login, LoginField, Phase, Said, Tab, action_for,
};
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::tui::config::GameConfig;
use crate::tui::drawing::theme::Theme;
use crate::tui::network::online::{ConnEvent, Failure};
use crate::tui::screens::Next;

fn key(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

/// What `keys` ask of the lobby, all of it.
fn press(lobby: &mut Lobby, keys: &[KeyCode]) -> Vec<Asked> {
    let mut asked = Vec::new();
    for code in keys {
        if let Some(action) = action_for(&key(*code), lobby) {
            asked.extend(lobby.update(action));
        }
    }
    asked
}

/// What typing `text` asks of the lobby.
fn type_text(lobby: &mut Lobby, text: &str) -> Vec<Asked> {
    let keys: Vec<KeyCode> = text.chars().map(KeyCode::Char).collect();
    press(lobby, &keys)
}

/// The connection's `event` as the lobby's action.
fn conn(event: ConnEvent) -> LobbyAction {
    LobbyAction::Conn(Box::new(event))
}

fn server(lobby: &mut Lobby, message: ServerMessage) -> Vec<Asked> {
    lobby.update(conn(ConnEvent::Received(message)))
}

fn logged_in(name: &str, guest: bool, token: Option<&str>) -> ServerMessage {
    ServerMessage::LoggedIn { name: name.into(), guest, token: token.map(Secret::from) }
}

/// A lobby connected to `srv:1` and logged in as `name`.
fn lobby_of(name: &str) -> Lobby {
    let mut lobby = Lobby::new(Some("srv:1".into()), None, (100, 35));
    lobby.update(conn(ConnEvent::Open));
    server(&mut lobby, logged_in(name, false, None));
    lobby
}

fn terms(clock: ClockTerms) -> ChallengeTerms {
    ChallengeTerms { board: 9, die: false, clock, rated: false, side: SideChoice::Lot, opponent: None }
}

fn challenge(number: u64, from: &str) -> ChallengeInfo {
    let terms = terms(ClockTerms::Fischer { minutes: 10, seconds: 5 });
    ChallengeInfo { challenge: number, from: from.into(), terms, rating: Some(1612), bot: None }
}

fn game(number: u64, vikings: &str, varangians: &str, moves: &[&str]) -> GameState {
    let to_move = if moves.len().is_multiple_of(2) { "vikings" } else { "varangians" };
    GameState {
        info: GameInfo {
            game: number,
            board: 9,
            vikings: vikings.into(),
            varangians: varangians.into(),
            plies: moves.len() as u32,
            bots: Vec::new(),
            die: false,
        },
        clock: ClockTerms::Correspondence { days: 3 },
        rated: false,
        moves: moves.iter().map(|mv| mv.to_string()).collect(),
        clocks: [259_200_000, 259_200_000],
        to_move: to_move.into(),
        die: None,
    }
}

#[test]
fn without_a_server_it_asks_for_one_and_connects_to_what_is_typed() {
    let mut lobby = Lobby::new(None, None, (100, 35));
    assert_eq!(lobby.phase, Phase::Address(String::new()));
    assert!(press(&mut lobby, &[KeyCode::Enter]).is_empty());
    assert_eq!(lobby.said, Some(Said::NoAddress));
    type_text(&mut lobby, "127.0.0.1:6237");
    assert_eq!(press(&mut lobby, &[KeyCode::Enter]), vec![Asked::Connect("127.0.0.1:6237".into())]);
    assert_eq!(lobby.phase, Phase::Connecting);
    let mut other = Lobby::new(None, None, (100, 35));
    assert_eq!(press(&mut other, &[KeyCode::Esc]), vec![Asked::Next(Next::Menu)]);
}

#[test]
fn a_new_fingerprint_is_asked_y_trusts_it_and_n_refuses_it() {
    let mut lobby = Lobby::new(Some("srv:1".into()), None, (100, 35));
    lobby.update(conn(ConnEvent::TrustAsked("AB:CD".into())));
    assert_eq!(lobby.phase, Phase::Trust("AB:CD".into()));
    assert_eq!(press(&mut lobby, &[KeyCode::Char('y')]), vec![Asked::Trust(true)]);
    let mut doubting = Lobby::new(Some("srv:1".into()), None, (100, 35));
    doubting.update(conn(ConnEvent::TrustAsked("AB:CD".into())));
    assert_eq!(press(&mut doubting, &[KeyCode::Char('n')]), vec![Asked::Trust(false)]);
    assert_eq!(doubting.phase, Phase::Failed(Failure::NotTrusted));
    // `a` asks for another address after a failure.
    press(&mut doubting, &[KeyCode::Char('a')]);
    assert_eq!(doubting.phase, Phase::Address("srv:1".into()));
}

#[test]
fn connected_with_a_token_it_resumes_and_without_one_asks_how_to_log_in() {
    let mut kept = Lobby::new(Some("srv:1".into()), Some("ab12".into()), (100, 35));
    let asked = kept.update(conn(ConnEvent::Open));
    assert_eq!(asked, vec![Asked::Send(ClientMessage::Resume { token: Secret::from("ab12") })]);
    assert_eq!(kept.phase, Phase::LoggingIn);
    let mut new = Lobby::new(Some("srv:1".into()), None, (100, 35));
    assert!(new.update(conn(ConnEvent::Open)).is_empty());
    assert_eq!(new.phase, Phase::Login(Login::Choose));
    assert_eq!(press(&mut new, &[KeyCode::Char('g')]), vec![Asked::Send(ClientMessage::Guest)]);
}

#[test]
fn registering_asks_the_password_twice_and_sends_it_once_then_keeps_the_token() {
    let mut lobby = Lobby::new(Some("srv:1".into()), None, (100, 35));
    lobby.update(conn(ConnEvent::Open));
    press(&mut lobby, &[KeyCode::Char('r')]);
    type_text(&mut lobby, "alice");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "secret123");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "secret124");
    assert!(press(&mut lobby, &[KeyCode::Enter]).is_empty(), "passwords that differ are not sent");
    assert_eq!(lobby.said, Some(Said::Form("online-passwords-differ")));
    type_text(&mut lobby, "secret123");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "secret123");
    let asked = press(&mut lobby, &[KeyCode::Enter]);
    let sent = ClientMessage::Register { name: "alice".into(), password: Secret::from("secret123") };
    assert_eq!(asked, vec![Asked::Send(sent)]);
    let asked = server(&mut lobby, logged_in("alice", false, Some("beef")));
    assert_eq!(asked, vec![Asked::Send(ClientMessage::Lobby), Asked::KeepToken("beef".into())]);
    assert_eq!((lobby.phase.clone(), lobby.me.clone()), (Phase::Lists, Some(("alice".into(), false))));
}

#[test]
fn a_refused_login_is_said_and_a_token_that_no_longer_logs_in_is_forgotten() {
    let mut lobby = Lobby::new(Some("srv:1".into()), Some("old".into()), (100, 35));
    lobby.update(conn(ConnEvent::Open));
    let refused = ServerMessage::Error { code: ErrorCode::LoginFailed, detail: None };
    assert_eq!(server(&mut lobby, refused.clone()), vec![Asked::ForgetToken]);
    assert_eq!(lobby.phase, Phase::Login(Login::Choose));
    press(&mut lobby, &[KeyCode::Char('l')]);
    type_text(&mut lobby, "alice");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "wrong-one");
    press(&mut lobby, &[KeyCode::Enter]);
    let later = ServerMessage::Error { code: ErrorCode::TryLater, detail: Some("4".into()) };
    assert!(server(&mut lobby, later).is_empty(), "no token is left to forget");
    assert_eq!(lobby.said, Some(Said::Refused(ErrorCode::TryLater, Some("4".into()))));
    // The form again, the name kept, the password to type again.
    let Phase::Login(Login::Form { register: false, name, password, field, .. }) = &lobby.phase else {
        panic!("{:?}", lobby.phase)
    };
    assert_eq!((name.as_str(), password.as_str(), *field), ("alice", "", LoginField::Password));
    type_text(&mut lobby, "right-one");
    let asked = press(&mut lobby, &[KeyCode::Enter]);
    let sent = ClientMessage::Login { name: "alice".into(), password: Secret::from("right-one") };
    assert_eq!(asked, vec![Asked::Send(sent)]);
}

#[test]
fn a_challenge_is_made_in_the_form_and_the_die_refused_by_the_server_is_said() {
    let mut lobby = lobby_of("alice");
    press(&mut lobby, &[KeyCode::Char('n')]);
    assert!(matches!(lobby.phase, Phase::Challenge(_)));
    // 11×11, the next clock (15+10), rated, the Vikings, the die.
    let keys = [KeyCode::Right, KeyCode::Down, KeyCode::Right, KeyCode::Down, KeyCode::Right];
    press(&mut lobby, &keys);
    press(&mut lobby, &[KeyCode::Down, KeyCode::Right, KeyCode::Down, KeyCode::Right]);
    let asked = press(&mut lobby, &[KeyCode::Enter]);
    let terms = ChallengeTerms {
        board: 11,
        die: true,
        clock: ClockTerms::Fischer { minutes: 15, seconds: 10 },
        rated: true,
        side: SideChoice::Vikings,
        opponent: None,
    };
    assert_eq!(asked, vec![Asked::Send(ClientMessage::Challenge(terms))]);
    server(&mut lobby, ServerMessage::Error { code: ErrorCode::Unsupported, detail: None });
    assert_eq!(lobby.said, Some(Said::Refused(ErrorCode::Unsupported, None)));
    assert_eq!(lobby.phase, Phase::Lists);
}

#[test]
fn enter_accepts_anothers_challenge_and_x_cancels_ones_own() {
    let mut lobby = lobby_of("alice");
    server(&mut lobby, ServerMessage::Challenge(challenge(7, "bob")));
    server(&mut lobby, ServerMessage::Challenge(challenge(8, "alice")));
    assert_eq!(lobby.said, Some(Said::ChallengeOpen));
    assert!(press(&mut lobby, &[KeyCode::Char('x')]).is_empty(), "not hers to cancel");
    assert_eq!(
        press(&mut lobby, &[KeyCode::Enter]),
        vec![Asked::Send(ClientMessage::Accept { challenge: 7 })]
    );
    assert!(press(&mut lobby, &[KeyCode::Down, KeyCode::Enter]).is_empty(), "her own is not accepted");
    assert_eq!(
        press(&mut lobby, &[KeyCode::Char('x')]),
        vec![Asked::Send(ClientMessage::Cancel { challenge: 8 })]
    );
    server(&mut lobby, ServerMessage::ChallengeGone { challenge: 8 });
    assert_eq!((lobby.challenges.len(), lobby.row), (1, 0));
}

#[test]
fn a_game_that_begins_opens_at_the_table_and_leaving_it_asks_for_the_lobby_again() {
    let mut lobby = lobby_of("alice");
    let state = game(3, "bob", "alice", &[]);
    assert_eq!(server(&mut lobby, ServerMessage::Game(state.clone())), vec![Asked::Play(state)]);
    assert_eq!(lobby.table, Some(3));
    let end = GameEnd { winner: Some("vikings".into()), reason: "resignation".into() };
    server(&mut lobby, ServerMessage::Ended { game: 3, end: end.clone() });
    assert_eq!(lobby.said, Some(Said::Ended(end)));
    assert_eq!(lobby.update(LobbyAction::LeftTable), vec![Asked::Send(ClientMessage::Lobby)]);
    assert_eq!(lobby.table, None);
}

#[test]
fn your_games_say_whose_move_it_is_follow_the_moves_and_open_with_enter() {
    let mut lobby = lobby_of("alice");
    // On logging in, a game in play (moves made) is listed, not opened.
    assert!(server(&mut lobby, ServerMessage::Game(game(4, "alice", "bob", &["a6-a8"]))).is_empty());
    assert!(server(&mut lobby, ServerMessage::Game(game(5, "carol", "alice", &["a6-a8"]))).is_empty());
    assert_eq!(lobby.your_move(), 1);
    let clocks = [1, 2];
    server(&mut lobby, ServerMessage::Moved { game: 4, ply: 1, record: "e4-d4".into(), clocks, roll: None });
    assert_eq!(lobby.your_move(), 2);
    press(&mut lobby, &[KeyCode::Char('2')]);
    assert_eq!(lobby.tab, Tab::Yours);
    let asked = press(&mut lobby, &[KeyCode::Enter]);
    assert!(matches!(&asked[..], [Asked::Play(state)] if state.info.game == 4 && state.moves.len() == 1));
}

#[test]
fn a_live_game_chosen_is_watched_once_the_server_sends_it() {
    let mut lobby = lobby_of("alice");
    let live = game(9, "bob", "carol", &["a6-a8"]);
    let lobby_message = ServerMessage::Lobby {
        players: vec!["alice".into(), "bob".into(), "carol".into()],
        challenges: Vec::new(),
        games: vec![live.info.clone()],
        ratings: Default::default(),
        bots: Vec::new(),
        from: Default::default(),
        counts: Default::default(),
    };
    server(&mut lobby, lobby_message);
    press(&mut lobby, &[KeyCode::Char('3')]);
    assert_eq!(press(&mut lobby, &[KeyCode::Enter]), vec![Asked::Send(ClientMessage::Watch { game: 9 })]);
    assert_eq!(server(&mut lobby, ServerMessage::Game(live.clone())), vec![Asked::Play(live)]);
}

#[test]
fn a_lost_connection_is_said_and_it_logs_in_again_by_itself() {
    let mut lobby = lobby_of("guest-1");
    lobby.me = Some(("guest-1".into(), true));
    lobby.update(conn(ConnEvent::Lost(2)));
    assert_eq!(lobby.said, Some(Said::Lost(2)));
    assert_eq!(lobby.update(conn(ConnEvent::Open)), vec![Asked::Send(ClientMessage::Guest)]);
    server(&mut lobby, logged_in("guest-2", true, None));
    assert_eq!(lobby.said, Some(Said::Back));
}

/// The lobby drawn on a screen of `size`, in `lang`.
fn drawn(lobby: Lobby, lang: Lang, (width, height): (u16, u16)) -> String {
    let (sender, _events) = mpsc::channel();
    let config = GameConfig::two_people("Vikings", "Varangians", Messages::new(lang));
    let screen = LobbyScreen::unconnected(lobby, &config, &sender);
    let theme = Theme::new(false, false, Default::default());
    let view = LobbyView { screen: &screen, messages: &config.messages, theme: &theme };
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| frame.render_widget(&view, frame.area())).unwrap();
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..height {
        for x in 0..width {
            text.push_str(buffer[(x, y)].symbol());
        }
        text.push('\n');
    }
    text
}

#[test]
fn the_fingerprint_is_shown_whole_and_a_password_as_dots() {
    let mut lobby = Lobby::new(Some("srv:1".into()), None, (100, 35));
    lobby.update(conn(ConnEvent::TrustAsked("75:61:E4:B6".into())));
    let text = drawn(lobby.clone(), Lang::Uk, (100, 35));
    assert!(text.contains("75:61:E4:B6"), "{text}");
    assert!(text.contains("Перше з'єднання з srv:1"), "{text}");
    lobby.update(conn(ConnEvent::Open));
    press(&mut lobby, &[KeyCode::Char('l')]);
    type_text(&mut lobby, "alice");
    press(&mut lobby, &[KeyCode::Tab]);
    type_text(&mut lobby, "hunter22");
    let text = drawn(lobby, Lang::En, (64, 15));
    assert!(text.contains("Password: ••••••••"), "{text}");
    assert!(!text.contains("hunter22"), "{text}");
}

#[test]
fn a_changed_certificate_is_said_loudly_with_both_fingerprints() {
    let mut lobby = Lobby::new(Some("srv:1".into()), None, (100, 35));
    let changed = Failure::Changed { known: "AA:AA".into(), offered: "BB:BB".into(), file: "/d/k".into() };
    lobby.update(conn(ConnEvent::Failed(changed)));
    let text = drawn(lobby, Lang::Ru, (100, 35));
    assert!(text.contains("СЕРТИФИКАТ srv:1 ИЗМЕНИЛСЯ: был AA:AA, теперь BB:BB"), "{text}");
}

#[test]
fn a_changed_certificate_names_the_file_and_the_command_and_nothing_tries_again() {
    let mut lobby = lobby_of("alice");
    lobby.table = Some(3);
    lobby.update(conn(ConnEvent::Lost(8)));
    let file = "/home/a/.local/share/obereg/known_servers";
    let changed = Failure::Changed { known: "AA:AA".into(), offered: "BB:BB".into(), file: file.into() };
    lobby.update(conn(ConnEvent::Failed(changed.clone())));
    // Nothing more happens at the table: the lobby says why.
    assert_eq!((lobby.said.clone(), lobby.table), (None, None));
    let text = drawn(lobby.clone(), Lang::En, (100, 35));
    assert!(!text.contains("trying again"), "{text}");
    for lang in [Lang::En, Lang::Uk, Lang::Ru] {
        let said = super::words::failed(&changed, "srv:1", &Messages::new(lang));
        assert!(said.contains("obereg online --forget-server srv:1"), "{said}");
        assert!(said.contains(file), "{said}");
    }
}

#[test]
fn the_lists_show_the_challengers_terms_and_rating() {
    let mut lobby = lobby_of("alice");
    server(&mut lobby, ServerMessage::Challenge(challenge(7, "bob")));
    let mut with_the_die = challenge(8, "carol");
    with_the_die.terms.die = true;
    server(&mut lobby, ServerMessage::Challenge(with_the_die));
    let uk = drawn(lobby.clone(), Lang::Uk, (100, 35));
    assert!(uk.contains("carol (1612) · 9×9 · 10+5 · без рейтингу · з кубиком"), "{uk}");
    let text = drawn(lobby, Lang::En, (100, 35));
    assert!(text.contains("> bob (1612) · 9×9 · 10+5 · unrated · sides by lot"), "{text}");
    assert!(text.contains("carol (1612) · 9×9 · 10+5 · unrated · with the die · sides by lot"), "{text}");
    assert!(text.contains("you: alice · your move in 0 games"), "{text}");
}

#[test]
fn a_whole_fingerprint_is_shown_on_a_small_screen_cut_between_its_bytes() {
    let fingerprint =
        "75:61:E4:B6:5A:53:59:24:B7:98:F2:0C:FC:B2:5B:6C:FF:1A:6E:27:C8:7E:90:9B:2C:4E:38:C5:57:3B:C6:EE";
    let mut lobby = Lobby::new(Some("127.0.0.1:6237".into()), None, (64, 15));
    lobby.update(conn(ConnEvent::TrustAsked(fingerprint.into())));
    let text = drawn(lobby, Lang::En, (64, 15));
    let rows: Vec<&str> = text
        .lines()
        .map(str::trim_end)
        .filter(|line| !line.is_empty() && line.chars().all(|c| c.is_ascii_hexdigit() || c == ':'))
        .collect();
    assert!(rows.len() > 1 && rows.iter().all(|row| row.len() <= 64), "{text}");
    assert_eq!(rows.join(":"), fingerprint, "{text}");
}

#[test]
fn the_leaderboard_asks_for_its_category_and_c_the_next() {
    use obereg_protocol::Category;
    let mut lobby = lobby_of("alice");
    let asked = press(&mut lobby, &[KeyCode::Char('5')]);
    let board = |category| vec![Asked::Send(ClientMessage::Leaderboard { category, count: 25 })];
    assert_eq!(asked, board(Category::Live9));
    assert_eq!(press(&mut lobby, &[KeyCode::Char('c')]), board(Category::Live11));
    assert_eq!(
        press(&mut lobby, &[KeyCode::Char('c'), KeyCode::Char('c')]),
        [board(Category::Correspondence), board(Category::Live9)].concat()
    );
    press(&mut lobby, &[KeyCode::Char('c')]);
    let text = drawn(lobby, Lang::En, (100, 35));
    assert!(text.contains("Live 11×11 · c another category"), "{text}");
}

#[test]
fn a_server_now_certified_by_a_public_authority_is_said_in_one_line_that_stays() {
    let mut lobby = lobby_of("alice");
    lobby.update(conn(ConnEvent::NowPublic));
    lobby.update(conn(ConnEvent::Open));
    server(&mut lobby, logged_in("alice", false, None));
    assert_eq!(lobby.said, Some(Said::NowPublic));
    let text = drawn(lobby, Lang::En, (160, 35));
    assert!(text.contains("This server's certificate now comes from a public authority"), "{text}");
}
