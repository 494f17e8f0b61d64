//! The game over the network, without a network: what the other player
//! sends arrives as actions, what is played here comes out as commands.

use obereg_net::{ClockState, Join, Message, Welcome};
use obereg_rules::{Move, Outcome, Side, WinReason};

use crate::lang::Lang;
use crate::tests::common::{press, start, type_move};
use crate::tui::network::asking::Asking;
use crate::tui::network::remote::{LinkState, PeerEvent, Remote, Role, Trouble};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::{NetNotice, Notice};
use crate::tui::screens::game::update;

pub(super) fn remote(role: Role, local: Side) -> Remote {
    Remote {
        role,
        local,
        link: LinkState::Connected,
        game: 9,
        version: 0,
        invitation: Vec::new(),
        code: None,
        asking: Asking::default(),
        chat: None,
        quiet: false,
        name: "Olha".into(),
        watching: false,
        lobby: false,
        away: None,
        dice: None,
    }
}

/// A host playing the Vikings, its guest connected.
fn host() -> App {
    let mut app = start(Lang::En);
    app.connect(remote(Role::Host, Side::Vikings));
    app
}

pub(super) fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// The moves of the game, as played.
pub(super) fn played(app: &App) -> Vec<String> {
    app.game().line(app.game().current()).iter().map(|(_, record)| record.mv.to_string()).collect()
}

pub(super) fn receive(app: &mut App, message: Message) -> Vec<Command> {
    update(app, Action::Peer(PeerEvent::Received(message)))
}

pub(super) fn sent(commands: &[Command]) -> Vec<Message> {
    commands
        .iter()
        .filter_map(|command| if let Command::Send(m) = command { Some(m.clone()) } else { None })
        .collect()
}

#[test]
fn a_move_played_here_goes_to_the_other_player_with_its_number() {
    let mut app = host();
    let commands = type_move(&mut app, "d9-d7");
    assert_eq!(sent(&commands), [Message::Move { version: 0, number: 0, mv: mv("d9-d7") }]);
    assert!(
        commands
            .iter()
            .any(|command| matches!(command, Command::Share(shared) if shared.moves == [mv("d9-d7").into()]))
    );
}

#[test]
fn on_the_other_players_turn_nothing_is_played_here() {
    let mut app = host();
    type_move(&mut app, "d9-d7");
    let commands = type_move(&mut app, "f5-f7");
    assert!(sent(&commands).is_empty());
    assert_eq!(app.notice(), &Notice::Net(NetNotice::TheirTurn));
    assert_eq!(played(&app), ["d9-d7"]);
}

#[test]
fn the_other_players_move_is_played_once_with_a_bell_even_when_sent_again() {
    let mut app = host();
    type_move(&mut app, "d9-d7");
    let commands = receive(&mut app, Message::Move { version: 0, number: 1, mv: mv("f5-f7") });
    assert!(commands.contains(&Command::Bell));
    assert!(sent(&commands).is_empty(), "their move is not sent back");
    receive(&mut app, Message::Move { version: 0, number: 1, mv: mv("f5-f7") });
    assert_eq!(played(&app), ["d9-d7", "f5-f7"]);
}

#[test]
fn a_move_the_rules_forbid_is_not_played_and_the_screen_says_so_without_a_closed_connection() {
    let mut app = host();
    type_move(&mut app, "d9-d7");
    receive(&mut app, Message::Move { version: 0, number: 1, mv: mv("e5-e9") });
    assert_eq!(played(&app), ["d9-d7"]);
    assert_eq!(app.notice(), &Notice::Net(NetNotice::MoveRefused));
    assert_eq!(app.remote().unwrap().link, LinkState::Connected, "the connection stays open");
    let screen = crate::tests::render::screen_text(&crate::tests::render::draw(&app, 160, 40));
    assert!(screen.contains("it was not played"), "{screen}");
    assert!(!screen.contains("closed"), "{screen}");
}

#[test]
fn while_the_connection_is_lost_the_guest_waits_and_the_host_plays_on() {
    let mut guest = start(Lang::En);
    guest.connect(remote(Role::Guest, Side::Vikings));
    let _ = update(&mut guest, Action::Peer(PeerEvent::Lost));
    type_move(&mut guest, "d9-d7");
    assert!(played(&guest).is_empty(), "nothing played");
    assert_eq!(guest.notice(), &Notice::Net(NetNotice::NotConnected));
    let mut host = host();
    let _ = update(&mut host, Action::Peer(PeerEvent::Lost));
    let commands = type_move(&mut host, "d9-d7");
    assert_eq!(played(&host), ["d9-d7"], "the guest gets it when it joins again");
    assert!(commands.iter().any(|command| matches!(command, Command::Share(_))), "{commands:?}");
}

#[test]
fn a_draw_offered_by_the_other_player_is_accepted_with_y() {
    let mut app = host();
    receive(&mut app, Message::DrawOffer);
    let commands = press(&mut app, "y");
    assert_eq!(sent(&commands), [Message::Ended(Outcome::Draw(obereg_rules::DrawReason::Agreement))]);
    assert_eq!(app.game().outcome(), Some(Outcome::Draw(obereg_rules::DrawReason::Agreement)));
}

#[test]
fn a_takeback_asked_here_happens_only_when_the_other_agrees() {
    let mut app = host();
    type_move(&mut app, "d9-d7");
    let commands = press(&mut app, "u");
    assert_eq!(sent(&commands), [Message::TakebackRequest]);
    assert_eq!(played(&app), ["d9-d7"], "nothing taken back before the answer");
    receive(&mut app, Message::TakebackAnswer(false));
    assert_eq!(played(&app), ["d9-d7"]);
    press(&mut app, "u");
    receive(&mut app, Message::TakebackAnswer(true));
    assert!(played(&app).is_empty(), "nothing played");
    // Redo is for one keyboard: the notice does not offer it.
    assert_eq!(app.status_text(), "Taken back, as you both agreed: d9-d7.");
    press(&mut app, "r");
    assert!(played(&app).is_empty(), "r plays nothing again");
}

#[test]
fn resigning_takes_r_twice_and_tells_the_other_player() {
    let mut app = host();
    let first = press(&mut app, "R");
    assert!(sent(&first).is_empty() && app.game().outcome().is_none());
    assert_eq!(app.notice(), &Notice::ResignConfirm);
    let second = press(&mut app, "R");
    assert_eq!(sent(&second), [Message::Resign]);
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Win { winner: Side::Varangians, reason: WinReason::Resignation })
    );
}

#[test]
fn after_the_end_of_a_network_game_l_does_not_open_the_lessons() {
    // The lessons are for a game at one keyboard: opened here, their new
    // game would go on without the other player, who would refuse its moves.
    let mut app = host();
    press(&mut app, "RR");
    assert!(app.game().outcome().is_some());
    let over = crate::tests::render::screen_text(&crate::tests::render::draw(&app, 100, 35));
    assert!(!over.contains("L lessons") && over.contains("s rematch"), "{over}");
    press(&mut app, "L");
    assert!(!app.wants_lessons());
}

#[test]
fn another_key_between_the_two_rs_does_not_resign() {
    let mut app = host();
    press(&mut app, "RhR");
    assert!(app.game().outcome().is_none());
}

#[test]
fn chat_goes_out_as_plain_text_and_comes_in_with_the_others_name() {
    let mut app = host();
    let _ = update(
        &mut app,
        Action::Peer(PeerEvent::GuestJoined(Join { name: "Olha".into(), game: 9, version: 0, moves: 0 })),
    );
    let commands = press(&mut app, "chello<Enter>");
    assert_eq!(sent(&commands), [Message::Chat("hello".into())]);
    receive(&mut app, Message::Chat("good luck".into()));
    assert_eq!(app.remote().unwrap().chat, Some(("Olha".into(), "good luck".into())));
}

/// The host's welcome: Ihor hosts the Vikings with 5+3 clocks and has played d9-d7.
pub(super) fn hosts_welcome() -> Welcome {
    Welcome {
        name: "Ihor".into(),
        host_side: Side::Vikings,
        rules: obereg_rules::RulesString::obereg().to_string(),
        time_control: Some("5+3".parse().unwrap()),
        clocks: Some(ClockState {
            vikings: std::time::Duration::from_secs(250),
            varangians: std::time::Duration::from_secs(280),
            running: None,
        }),
        die: None,
        roll: None,
        result: None,
        game: 9,
        version: 0,
        from: 0,
        more: 0,
        moves: vec![mv("d9-d7").into()],
    }
}

/// V1: a guest on the 9×9 board does not take an 11×11 host's game: it
/// says the boards differ and leaves the link.
#[test]
fn v1_a_guest_refuses_a_host_on_another_board() {
    let mut app = start(Lang::En);
    app.connect(Remote { game: 0, link: LinkState::Connecting, ..remote(Role::Guest, Side::Varangians) });
    let welcome =
        Welcome { rules: obereg_rules::RulesString::obereg_on::<11>().to_string(), ..hosts_welcome() };
    let commands = update(&mut app, Action::Peer(PeerEvent::Welcomed(welcome)));
    assert!(!commands.iter().any(|command| matches!(command, Command::Send(_))), "{commands:?}");
    assert_eq!(app.remote().map(|remote| remote.link.clone()), Some(LinkState::GaveUp(Trouble::OtherBoard)));
    assert_eq!(app.notice(), &Notice::Net(NetNotice::Failed(Trouble::OtherBoard)));
    assert_eq!(app.game().depth(app.game().current()), 0, "no move of the host's game taken");
}

#[test]
fn a_guest_welcomed_takes_the_hosts_game_and_sends_again_the_move_the_host_lacks() {
    let mut app = start(Lang::En);
    app.connect(Remote { game: 0, link: LinkState::Connecting, ..remote(Role::Guest, Side::Varangians) });
    let welcome = hosts_welcome();
    let _ = update(&mut app, Action::Peer(PeerEvent::Welcomed(welcome.clone())));
    assert_eq!(played(&app), ["d9-d7"]);
    assert_eq!(app.players().name(Side::Vikings), "Ihor");
    assert_eq!(app.time_left(Side::Vikings), Some(std::time::Duration::from_secs(250)));
    type_move(&mut app, "f5-f7");
    // The connection drops before the host got f5-f7: the rejoin sends it again.
    let _ = update(&mut app, Action::Peer(PeerEvent::Lost));
    let again = Welcome { from: 1, moves: Vec::new(), ..welcome };
    let commands = update(&mut app, Action::Peer(PeerEvent::Welcomed(again)));
    assert_eq!(sent(&commands), [Message::Move { version: 0, number: 1, mv: mv("f5-f7") }]);
    assert_eq!(played(&app), ["d9-d7", "f5-f7"]);
}

/// A server's game opened from the lobby says that Esc goes back to the
/// lobby, not to the start menu.
#[test]
fn the_footer_of_a_servers_game_says_esc_goes_back_to_the_lobby() {
    let footer = |lang, lobby| {
        let config = crate::tui::GameConfig { menu: true, ..crate::tests::common::config(lang) };
        let mut app: App = App::new(&config, crate::tests::common::SIZE);
        app.connect(Remote {
            game: 0,
            link: LinkState::Connecting,
            lobby,
            ..remote(Role::Guest, Side::Varangians)
        });
        let _ = update(&mut app, Action::Peer(PeerEvent::Welcomed(hosts_welcome())));
        crate::tests::render::screen_text(&crate::tests::render::draw(&app, 100, 35))
    };
    let text = footer(Lang::En, true);
    assert!(text.contains("Esc lobby") && !text.contains("Esc menu"), "{text}");
    assert!(footer(Lang::Uk, true).contains("Esc лобі"));
    assert!(footer(Lang::En, false).contains("Esc menu"), "a game at another terminal goes back to the menu");
}

/// A spectator of a server's game is told whose game it watches, not a
/// side of its own, and its panel says it watches.
#[test]
fn a_spectator_welcomed_is_told_it_watches_and_plays_no_side() {
    let mut app = start(Lang::En);
    let watching = Remote {
        game: 0,
        link: LinkState::Connecting,
        watching: true,
        name: "Olha".into(),
        ..remote(Role::Guest, Side::Varangians)
    };
    app.connect(watching);
    let _ = update(&mut app, Action::Peer(PeerEvent::Welcomed(hosts_welcome())));
    assert_eq!(app.notice(), &Notice::Net(NetNotice::Watching));
    let text = crate::tests::render::screen_text(&crate::tests::render::draw(&app, 140, 35));
    assert!(text.contains("You are watching Ihor (the Vikings) against Olha (the Varangians)."), "{text}");
    assert!(text.contains("Watching: the moves are the players'"), "{text}");
    assert!(!text.contains("you play the"), "{text}");
}

#[test]
fn the_hosts_invitation_clears_what_would_show_against_its_frame() {
    let mut app = start(Lang::Uk);
    // Moves in the panel's list, beside where the frame is drawn.
    for _ in 0..12 {
        let mv = app.position().legal_moves()[0];
        type_move(&mut app, &mv.to_string());
    }
    app.connect(Remote {
        link: LinkState::Waiting,
        invitation: vec!["obereg join 192.168.1.5:4711 7KQ2-M9WX".into()],
        ..remote(Role::Host, Side::Vikings)
    });
    let screen = crate::tests::render::screen_text(&crate::tests::render::draw(&app, 100, 30));
    let rows: Vec<Vec<char>> = screen.lines().map(|row| row.chars().collect()).collect();
    let framed: Vec<&Vec<char>> = rows.iter().filter(|row| row.contains(&'│')).collect();
    assert!(framed.len() >= 3, "{screen}");
    for row in framed {
        let left = row.iter().position(|c| *c == '│').unwrap();
        let right = row.iter().rposition(|c| *c == '│').unwrap();
        let before = left.checked_sub(1).map(|at| row[at]);
        let after = &row[right + 1..];
        assert!(
            before.is_none_or(|c| c == ' ') && after.iter().all(|c| *c == ' '),
            "beside the frame:\n{screen}"
        );
    }
}
