//! The die over the network (V2), through `update` with no network: the
//! host rolls every turn with its seeded die, asking the loop for nothing,
//! and sends each roll numbered like the moves; the guest never rolls and
//! takes the host's; both ends check each move against its roll (D2) and
//! pass alike (D3). The seed itself: `net_dice.rs`.

use obereg_net::{Message, Turn, Welcome};
use obereg_rules::{Reading, Roll, Side};
use obereg_session::Dice;

use crate::lang::Lang;
use crate::tests::common::{SIZE, config, press, start, type_move};
use crate::tests::network::{hosts_welcome, mv, played, receive, remote, sent};
use crate::tui::GameConfig;
use crate::tui::network::remote::{LinkState, PeerEvent, Remote, Role};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::{NetNotice, Notice};
use crate::tui::screens::game::update;

pub(super) fn roll(pips: u8) -> Roll {
    Roll::new(pips).expect("a roll")
}

fn asks_for_a_roll(commands: &[Command]) -> bool {
    commands.contains(&Command::Roll)
}

/// The first seed whose die rolls `pips` for the first turns, in order.
pub(super) fn seed_rolling(pips: &[u8]) -> i64 {
    let rolls = |seed| (0..).zip(pips).all(|(ply, &pips)| Dice::from_seed(seed).roll(ply) == roll(pips));
    (0..).find(|&seed| rolls(seed)).expect("a seed")
}

/// A host of a die game (exact) playing the Vikings, its guest
/// connected, its die `dice`, begun: the first turn rolled.
pub(super) fn die_host_of(dice: Dice) -> (App, Vec<Command>) {
    let config = GameConfig { die: Some(Reading::Exact), ..config(Lang::En) };
    let mut app = App::new(&config, SIZE);
    app.connect(Remote { dice: Some(dice), ..remote(Role::Host, Side::Vikings) });
    let commands = update(&mut app, Action::Begin);
    assert!(!asks_for_a_roll(&commands), "the host rolls by itself");
    (app, commands)
}

/// A host whose die rolls `pips` for the first turns.
fn die_host(pips: &[u8]) -> (App, Vec<Command>) {
    die_host_of(Dice::from_seed(seed_rolling(pips)))
}

/// A guest (started without `--die`) welcomed into a die game holding `moves`,
/// with `pending` the roll of the turn under way.
fn die_guest(moves: Vec<Turn>, pending: Option<Roll>) -> (App, Vec<Command>) {
    let mut app = start(Lang::En);
    app.connect(Remote { game: 0, link: LinkState::Connecting, ..remote(Role::Guest, Side::Varangians) });
    let welcome = Welcome {
        die: Some(Reading::Exact),
        roll: pending,
        moves,
        time_control: None,
        clocks: None,
        ..hosts_welcome()
    };
    let commands = update(&mut app, Action::Peer(PeerEvent::Welcomed(welcome)));
    (app, commands)
}

fn rolled_move(text: &str, pips: u8) -> Turn {
    Turn { mv: Some(mv(text)), roll: Some(roll(pips)) }
}

#[test]
fn v2_the_hosts_roll_goes_to_the_guest_numbered_by_turn_for_both_sides() {
    let (mut app, commands) = die_host(&[4, 2]);
    assert_eq!(sent(&commands), [Message::Roll { number: 0, roll: roll(4) }]);
    let shared = commands.iter().position(|c| matches!(c, Command::Share(s) if s.roll == Some(roll(4))));
    let sent_at = commands.iter().position(|c| matches!(c, Command::Send(_)));
    assert!(shared.is_some() && shared < sent_at, "the link knows the roll before it is sent: {commands:?}");
    let commands = type_move(&mut app, "b5-b1");
    assert_eq!(
        sent(&commands),
        [
            Message::Move { version: 0, number: 0, mv: mv("b5-b1") },
            Message::Roll { number: 1, roll: roll(2) }
        ],
        "the host rolls the guest's turn too, after the move"
    );
    let commands = receive(&mut app, Message::Move { version: 0, number: 1, mv: mv("f5-f7") });
    assert_eq!(played(&app), ["b5-b1", "f5-f7"]);
    assert!(
        matches!(sent(&commands).first(), Some(Message::Roll { number: 2, .. })),
        "and the host's own turn after it: {commands:?}"
    );
    assert!(!asks_for_a_roll(&commands));
}

#[test]
fn v2_the_guest_never_rolls_and_plays_the_hosts_roll() {
    let (mut app, commands) = die_guest(Vec::new(), Some(roll(4)));
    assert!(!asks_for_a_roll(&commands));
    assert_eq!(app.die().map(|die| die.reading), Some(Reading::Exact), "the host's die, learned");
    assert_eq!(app.roll(), Some(roll(4)), "the roll of the host's turn under way");
    assert!(app.status_text().contains("The host rolls the die for both sides"), "{}", app.status_text());
    let commands = receive(&mut app, Message::Move { version: 0, number: 0, mv: mv("b5-b1") });
    assert!(!asks_for_a_roll(&commands), "the guest waits for the host's roll");
    assert_eq!((played(&app), app.roll()), (vec!["b5-b1".to_string()], None));
    receive(&mut app, Message::Roll { number: 1, roll: roll(2) });
    let again = receive(&mut app, Message::Roll { number: 1, roll: roll(5) });
    assert!(!asks_for_a_roll(&again));
    assert_eq!(app.roll(), Some(roll(2)), "a roll sent again changes nothing");
    let commands = type_move(&mut app, "f5-f7");
    assert_eq!(sent(&commands), [Message::Move { version: 0, number: 1, mv: mv("f5-f7") }]);
    assert!(!asks_for_a_roll(&commands));
    receive(&mut app, Message::Roll { number: 5, roll: roll(3) });
    assert_eq!(app.notice(), &Notice::Net(NetNotice::RollRefused), "a roll out of turn");
}

#[test]
fn v2_a_move_that_breaks_the_roll_is_refused_at_both_ends() {
    let (mut host, _) = die_host(&[4, 2]);
    type_move(&mut host, "b5-b1");
    // f5-f8 is a rook's move, but three squares on a roll of two.
    receive(&mut host, Message::Move { version: 0, number: 1, mv: mv("f5-f8") });
    assert_eq!(played(&host), ["b5-b1"]);
    assert_eq!(host.notice(), &Notice::Net(NetNotice::MoveRefused));
    let (mut guest, _) = die_guest(vec![rolled_move("b5-b1", 4)], Some(roll(2)));
    let commands = type_move(&mut guest, "f5-f8");
    assert!(sent(&commands).is_empty(), "nothing goes across");
    assert!(matches!(guest.notice(), Notice::DieRefused { .. }), "{:?}", guest.notice());
    let (mut early, _) = die_guest(vec![rolled_move("b5-b1", 4)], None);
    receive(&mut early, Message::Move { version: 0, number: 1, mv: mv("f5-f7") });
    assert_eq!(played(&early), ["b5-b1"], "no move before its roll");
}

#[test]
fn v2_a_guest_who_moves_before_the_hosts_roll_is_told_to_wait_for_it() {
    let (mut guest, _) = die_guest(vec![rolled_move("b5-b1", 4)], None);
    let commands = type_move(&mut guest, "f5-f7");
    assert!(sent(&commands).is_empty() && !asks_for_a_roll(&commands));
    assert_eq!(guest.notice(), &Notice::Net(NetNotice::AwaitingRoll));
    assert_eq!(guest.status_text(), "The host's roll of the die has not come yet: wait for it.");
    receive(&mut guest, Message::Roll { number: 1, roll: roll(2) });
    type_move(&mut guest, "f5-f7");
    assert_eq!(played(&guest), ["b5-b1", "f5-f7"]);
}

#[test]
fn v2_a_pass_goes_across_by_its_roll_and_both_ends_pass() {
    let (host, commands) = die_host(&[6, 2]);
    assert_eq!(
        sent(&commands),
        [Message::Roll { number: 0, roll: roll(6) }, Message::Roll { number: 1, roll: roll(2) }],
        "no move is sent for a pass, and the guest's turn is rolled next at once"
    );
    assert!(host.game().is_pass(host.game().current()));
    assert_eq!(host.roll(), Some(roll(2)));
    let (mut guest, _) = die_guest(Vec::new(), None);
    receive(&mut guest, Message::Roll { number: 0, roll: roll(6) });
    assert!(guest.game().is_pass(guest.game().current()), "the guest passes the same turn");
    receive(&mut guest, Message::Roll { number: 1, roll: roll(2) });
    assert_eq!(guest.roll(), Some(roll(2)));
    let commands = type_move(&mut guest, "f5-f7");
    assert_eq!(sent(&commands), [Message::Move { version: 0, number: 1, mv: mv("f5-f7") }]);
}

#[test]
fn v2_a_rejoin_carries_the_passes_the_roll_under_way_and_the_move_the_host_lacks() {
    let pass = Turn { mv: None, roll: Some(roll(6)) };
    let (mut guest, _) = die_guest(vec![pass], Some(roll(2)));
    assert!(guest.game().is_pass(guest.game().current()));
    assert_eq!(guest.roll(), Some(roll(2)));
    type_move(&mut guest, "f5-f7");
    let _ = update(&mut guest, Action::Peer(PeerEvent::Lost));
    let again = Welcome {
        die: Some(Reading::Exact),
        from: 1,
        moves: Vec::new(),
        // The host's roll of the turn it lacks, which the guest played.
        roll: Some(roll(2)),
        time_control: None,
        clocks: None,
        ..hosts_welcome()
    };
    let commands = update(&mut guest, Action::Peer(PeerEvent::Welcomed(again)));
    assert_eq!(sent(&commands), [Message::Move { version: 0, number: 1, mv: mv("f5-f7") }]);
    assert_eq!(guest.game().roll(guest.game().current()), Some(roll(2)), "the move keeps its roll");
    assert_eq!(guest.roll(), None, "the host rolls the next turn");
}

#[test]
fn v2_a_takeback_agreed_gives_the_move_its_roll_back_and_rolls_nothing() {
    let (mut host, _) = die_host(&[4, 2]);
    type_move(&mut host, "b5-b1");
    press(&mut host, "u");
    let commands = receive(&mut host, Message::TakebackAnswer(true));
    assert!(played(&host).is_empty(), "b5-b1 taken back");
    assert_eq!(host.roll(), Some(roll(4)), "its roll is the turn's again");
    assert!(!sent(&commands).iter().any(|m| matches!(m, Message::Roll { .. })), "{commands:?}");
}
