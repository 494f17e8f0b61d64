//! Both ends of a network game hold the same game after any drop: the
//! line's version carries takebacks across, the welcome carries the
//! result and the clocks as they stand, and the host alone keeps the time.

use std::time::Duration;

use obereg_net::{ClockState, Message};
use obereg_record::{GameRecord, Store};
use obereg_rules::{DrawReason, Outcome, Side, WinReason};

use crate::tests::net_pair::Pair;
use crate::tui::network::remote::PeerEvent;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::notice::{NetNotice, Notice};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn opened() -> Pair {
    let mut pair = Pair::new(None);
    for mv in ["d9-d7", "f5-f7", "f1-f3"] {
        pair.play(mv);
    }
    pair
}

fn assert_same(pair: &Pair) {
    let [host, guest] = pair.lines();
    assert_eq!(host, guest, "the host's game and the guest's differ");
}

#[test]
fn a_takeback_whose_word_is_lost_in_a_cut_stays_taken_back_after_the_rejoin() {
    let mut pair = opened();
    pair.guest_presses("u");
    pair.deliver();
    pair.host_presses("y");
    pair.cut();
    pair.rejoin();
    assert_same(&pair);
    assert_eq!(pair.lines()[1].0, ["d9-d7"], "the guest's f5-f7 and the reply to it");
    pair.play("f5-f7");
    assert_same(&pair);
}

/// The move list as either end shows it: the line and what redo would play.
fn move_list(app: &crate::tui::screens::game::app::App) -> Vec<String> {
    app.game().game_turns().iter().filter_map(|(_, record)| record.map(ToString::to_string)).collect()
}

#[test]
fn after_a_takeback_and_a_rejoin_both_ends_show_the_same_move_list() {
    for guest_asks in [true, false] {
        let mut pair = opened();
        pair.presses(!guest_asks, "u");
        pair.deliver();
        pair.presses(guest_asks, "y");
        pair.deliver();
        assert_eq!(move_list(&pair.host), move_list(&pair.guest), "before the cut, guest asks: {guest_asks}");
        pair.cut();
        pair.rejoin();
        // The asker's last move goes, with the reply to it.
        let kept: &[&str] = if guest_asks { &["d9-d7"] } else { &["d9-d7", "f5-f7"] };
        assert_eq!(move_list(&pair.host), kept, "guest asks: {guest_asks}");
        assert_eq!(move_list(&pair.guest), move_list(&pair.host), "guest asks: {guest_asks}");
    }
}

#[test]
fn a_line_taken_back_and_played_again_to_the_same_length_replaces_the_guests() {
    let mut pair = opened();
    pair.host_presses("u");
    pair.deliver();
    pair.guest_presses("y");
    let yes = pair.take_to_host();
    pair.host_does(Action::Peer(PeerEvent::Received(yes)));
    pair.play_in_flight("d1-d3");
    // The takeback and the move after it are lost: the guest holds as many
    // moves as the host, of another line.
    pair.cut();
    pair.rejoin();
    assert_same(&pair);
    assert_eq!(pair.lines()[1].0, ["d9-d7", "f5-f7", "d1-d3"]);
    pair.play("e3-c3");
    assert_same(&pair);
}

#[test]
fn a_guests_yes_to_the_hosts_takeback_lost_in_a_cut_is_asked_again_and_both_agree() {
    let mut pair = opened();
    pair.host_presses("u");
    pair.deliver();
    pair.guest_presses("y");
    pair.cut();
    pair.rejoin();
    assert_same(&pair);
    assert_eq!(pair.guest.notice(), &Notice::Net(NetNotice::TakebackAsked), "asked again");
    pair.guest_presses("y");
    pair.deliver();
    assert_same(&pair);
    assert_eq!(pair.lines()[0].0, ["d9-d7", "f5-f7"]);
}

#[test]
fn a_guests_move_made_on_a_line_since_taken_back_is_not_played_at_the_host() {
    let mut pair = opened();
    // The guest asks to take back its f5-f7 (and f1-f3, the reply) and,
    // before any answer, moves.
    pair.guest_presses("u");
    pair.play_in_flight("e3-c3");
    let request = pair.take_to_host();
    pair.host_does(Action::Peer(PeerEvent::Received(request)));
    // The host agrees before the guest's move arrives: that move was made
    // on a line taken back since.
    pair.host_presses("y");
    pair.deliver();
    assert_same(&pair);
    assert_eq!(pair.lines()[0].0, ["d9-d7"]);
    assert_ne!(pair.host.notice(), &Notice::Net(NetNotice::MoveRefused), "a move overtaken is no fault");
}

#[test]
fn a_draw_the_host_agreed_to_reaches_a_guest_whose_answer_was_lost() {
    let mut pair = opened();
    pair.guest_presses("d");
    pair.deliver();
    pair.host_presses("y");
    pair.cut();
    pair.rejoin();
    assert_same(&pair);
    assert_eq!(pair.guest.game().outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(pair.guest.notice(), &Notice::Ended);
}

#[test]
fn a_resignation_lost_in_a_cut_ends_the_game_at_both_ends_after_the_rejoin() {
    for host_resigns in [true, false] {
        let mut pair = opened();
        pair.presses(host_resigns, "RR");
        pair.cut();
        pair.rejoin();
        assert_same(&pair);
        let winner = if host_resigns { Side::Varangians } else { Side::Vikings };
        let outcome = Outcome::Win { winner, reason: WinReason::Resignation };
        assert_eq!(pair.host.game().outcome(), Some(outcome), "host resigns: {host_resigns}");
    }
}

#[test]
fn both_players_resigning_in_a_cut_leave_the_guest_one_record_with_the_hosts_result() {
    let dir = tempfile::TempDir::new().expect("a directory");
    let mut pair = opened();
    pair.guest_store = Some(Store::new(dir.path()));
    pair.cut();
    pair.guest_presses("RR");
    pair.host_presses("RR");
    pair.rejoin();
    assert_same(&pair);
    let hosts = Outcome::Win { winner: Side::Varangians, reason: WinReason::Resignation };
    assert_eq!(pair.guest.game().outcome(), Some(hosts));
    let history = pair.guest_store.as_ref().and_then(|store| store.history().ok()).unwrap_or_default();
    assert_eq!(history.len(), 1, "one game, one record: {history:?}");
    let filed = GameRecord::<9>::read_otg(&std::fs::read_to_string(&history[0]).expect("the record"));
    assert_eq!(filed.expect("a record").game().outcome(), Some(hosts), "the host's result");
}

#[test]
fn a_loss_on_time_is_the_hosts_word_and_a_cut_does_not_lose_it() {
    let mut pair = Pair::new(Some("1+0".parse().unwrap()));
    pair.play("d9-d7");
    pair.wait(secs(59));
    assert_eq!(pair.guest.game().outcome(), None);
    pair.cut();
    pair.rejoin();
    pair.wait(secs(2));
    assert_eq!(pair.host.game().outcome().and_then(Outcome::winner), Some(Side::Vikings));
    let sent = pair.take_all_to_guest();
    assert!(sent.iter().any(|m| matches!(m, Message::Ended(_))), "{sent:?}");
    assert_eq!(pair.guest.game().outcome(), None, "the guest's own clock ends nothing");
    pair.cut();
    pair.rejoin();
    assert_same(&pair);
}

#[test]
fn a_guests_clock_message_sets_no_clock_at_the_host() {
    let mut pair = Pair::new(Some("5+0".parse().unwrap()));
    pair.play("d9-d7");
    let forged = ClockState { vikings: Duration::from_millis(1), varangians: secs(3600), running: None };
    pair.host_does(Action::Peer(PeerEvent::Received(Message::Clock(forged))));
    pair.wait(secs(1));
    assert_eq!(pair.host.game().outcome(), None, "the host's time is its own");
    assert_eq!(pair.host.time_left(Side::Vikings), Some(secs(300)));
    assert_eq!(pair.host.time_left(Side::Varangians), Some(secs(299)));
}

#[test]
fn the_guests_clock_shows_the_hosts_figures_after_each_move() {
    let mut pair = Pair::new(Some("5+0".parse().unwrap()));
    pair.wait(secs(10));
    pair.play("d9-d7");
    pair.wait(secs(20));
    pair.play("f5-f7");
    for side in [Side::Vikings, Side::Varangians] {
        assert_eq!(pair.guest.time_left(side), pair.host.time_left(side), "{side:?}");
    }
    assert_eq!(pair.guest.time_left(Side::Varangians), Some(secs(280)));
}

#[test]
fn a_cut_during_the_guests_move_charges_the_guest_for_the_time_the_link_was_down() {
    let mut pair = Pair::new(Some("10+0".parse().unwrap()));
    pair.play("d9-d7");
    pair.wait(secs(60));
    pair.cut();
    pair.wait(secs(30));
    assert_eq!(
        pair.host.time_left(Side::Varangians),
        Some(secs(510)),
        "the host's clock ran through the cut"
    );
    assert_eq!(pair.host.time_left(Side::Vikings), Some(secs(600)), "only the side to move is charged");
    pair.rejoin();
    assert_eq!(pair.guest.time_left(Side::Varangians), Some(secs(510)), "the guest is told the time charged");
    pair.wait(secs(5));
    for side in [Side::Vikings, Side::Varangians] {
        assert_eq!(pair.guest.time_left(side), pair.host.time_left(side), "{side:?}");
    }
    assert_eq!(pair.host.time_left(Side::Varangians), Some(secs(505)));
}

#[test]
fn the_host_plays_its_move_during_a_cut_and_the_guest_gets_it_with_the_clocks_on_rejoining() {
    let mut pair = Pair::new(Some("10+0".parse().unwrap()));
    pair.play("d9-d7");
    pair.play("f5-f7");
    pair.cut();
    pair.wait(secs(20));
    pair.play("f1-f3");
    pair.wait(secs(10));
    assert_eq!(pair.host.time_left(Side::Vikings), Some(secs(580)));
    assert_eq!(pair.host.time_left(Side::Varangians), Some(secs(590)));
    pair.rejoin();
    assert_same(&pair);
    assert_eq!(pair.guest.time_left(Side::Varangians), Some(secs(590)));
    assert_eq!(pair.guest.time_left(Side::Vikings), Some(secs(580)));
}
