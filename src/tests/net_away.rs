//! A guest gone with the connection: the host's player is offered to claim
//! the game after a minute, or after the time the guest's clock has left
//! if less, and may wait longer instead; the claim is the host's result,
//! which the guest learns when it joins again.

use std::time::Duration;

use obereg_rules::{Outcome, Side, WinReason};

use crate::lang::Lang;
use crate::tests::common::{SIZE, config, press};
use crate::tests::net_pair::Pair;
use crate::tests::render::{draw, screen_text};
use crate::tui::network::remote::PeerEvent;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::link::{Hosting, hosting};
use crate::tui::screens::game::notice::{NetNotice, Notice};
use crate::tui::screens::game::update;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn offered(pair: &Pair) -> bool {
    matches!(pair.host.notice(), Notice::Net(NetNotice::Away(_)))
}

#[test]
fn a_guest_gone_a_minute_may_be_claimed_by_the_host_and_learns_it_on_rejoining() {
    let mut pair = Pair::new(None);
    pair.play("d9-d7");
    pair.cut();
    pair.wait(secs(59));
    assert!(!offered(&pair), "{:?}", pair.host.notice());
    pair.wait(secs(1));
    assert_eq!(pair.host.notice(), &Notice::Net(NetNotice::Away(secs(60))));
    assert!(!matches!(pair.guest.notice(), Notice::Net(NetNotice::Away(_))), "only the host decides");
    pair.host_presses("y");
    let claimed = Outcome::Win { winner: Side::Vikings, reason: WinReason::OffTheBoard };
    assert_eq!(pair.host.game().outcome(), Some(claimed));
    assert_eq!(pair.host.notice(), &Notice::Net(NetNotice::Claimed));
    pair.rejoin();
    assert_eq!(pair.guest.game().outcome(), Some(claimed), "the host's result");
    assert_eq!(pair.guest.notice(), &Notice::Net(NetNotice::Claimed));
    let [host, guest] = [&pair.host, &pair.guest].map(|app| screen_text(&draw(app, 100, 35)));
    assert!(host.contains("You claimed the game"), "{host}");
    assert!(guest.contains("the host (Ihor) claimed the game"), "{guest}");
}

#[test]
fn a_servers_game_won_off_the_board_is_not_called_a_claim() {
    let mut pair = Pair::new(None);
    pair.guest.connect(crate::tui::network::remote::Remote {
        lobby: true,
        ..pair.guest.remote().cloned().unwrap()
    });
    pair.play("d9-d7");
    pair.cut();
    pair.wait(secs(60));
    pair.host_presses("y");
    pair.rejoin();
    assert_eq!(pair.guest.notice(), &Notice::Ended);
    let guest = screen_text(&draw(&pair.guest, 100, 35));
    assert!(!guest.contains("claimed"), "{guest}");
}

#[test]
fn in_a_cut_the_host_is_told_it_waits_for_the_guest_and_that_the_clock_runs_on() {
    let mut pair = Pair::new(None);
    pair.cut();
    let [host, guest] = [&pair.host, &pair.guest].map(|app| screen_text(&draw(app, 100, 35)));
    assert!(host.contains("waiting for Olha to come back"), "{host}");
    assert!(guest.contains("Connection lost, reconnecting"), "{guest}");
}

#[test]
fn the_host_is_told_to_look_again_when_the_minute_is_over() {
    let mut pair = Pair::new(None);
    pair.play("d9-d7");
    let commands = pair.host_does(Action::Peer(PeerEvent::Lost));
    assert!(commands.contains(&Command::After(secs(60), Action::StillAway)), "{commands:?}");
}

#[test]
fn with_less_time_on_the_gone_guests_clock_the_claim_comes_sooner_and_esc_waits_as_long_again() {
    let mut pair = Pair::new(Some("5+0".parse().unwrap()));
    pair.play("d9-d7");
    pair.wait(secs(270));
    pair.play("f5-f7");
    pair.cut();
    pair.wait(secs(29));
    assert!(!offered(&pair));
    pair.wait(secs(1));
    assert_eq!(pair.host.notice(), &Notice::Net(NetNotice::Away(secs(30))), "the guest's 30 s");
    pair.host_presses("<Esc>");
    assert!(!offered(&pair));
    assert_eq!(pair.host.game().outcome(), None);
    pair.wait(secs(29));
    assert!(!offered(&pair));
    pair.wait(secs(1));
    assert_eq!(pair.host.notice(), &Notice::Net(NetNotice::Away(secs(60))), "offered again");
    pair.rejoin();
    assert!(!offered(&pair), "the guest is back");
    pair.host_presses("y");
    assert_eq!(pair.host.game().outcome(), None, "nothing to claim");
}

#[test]
fn a_gone_guest_whose_clock_runs_out_first_loses_on_time() {
    let mut pair = Pair::new(Some("1+0".parse().unwrap()));
    pair.play("d9-d7");
    pair.wait(secs(4));
    pair.cut();
    pair.wait(secs(56));
    let on_time = Outcome::Win { winner: Side::Vikings, reason: WinReason::Time };
    assert_eq!(pair.host.game().outcome(), Some(on_time));
    assert!(!offered(&pair));
    pair.rejoin();
    assert_eq!(pair.guest.game().outcome(), Some(on_time));
}

#[test]
fn a_resumed_game_whose_guest_does_not_come_back_may_be_claimed_after_a_minute() {
    let mut pair = Pair::new(None);
    pair.play("d9-d7");
    // The host's program is killed; started again from its record, it waits.
    let saved = obereg_record::GameRecord::read_otg(&pair.host.record().to_otg()).expect("the record");
    let mut host: App = App::with_record(&config(Lang::En), SIZE, saved);
    let Hosting { mut remote, .. } =
        hosting(host.record(), None, Side::Vikings, None, true).expect("a hosting");
    remote.invitation = vec!["obereg join 127.0.0.1:4711 7KQ2-M9WX".into()];
    host.connect(remote);
    let _ = update(&mut host, Action::Now(Duration::ZERO));
    let commands = update(&mut host, Action::Begin);
    assert!(commands.contains(&Command::After(secs(60), Action::StillAway)), "{commands:?}");
    let _ = update(&mut host, Action::Now(secs(60)));
    let _ = update(&mut host, Action::StillAway);
    assert_eq!(host.notice(), &Notice::Net(NetNotice::Away(secs(60))));
    press(&mut host, "y");
    let claimed = Outcome::Win { winner: Side::Vikings, reason: WinReason::OffTheBoard };
    assert_eq!(host.game().outcome(), Some(claimed));
    let screen = screen_text(&draw(&host, 100, 35));
    assert!(screen.contains("You claimed the game"), "{screen}");
    assert!(!screen.contains("obereg join"), "no invitation over the end of the game: {screen}");
}

#[test]
fn a_new_hosted_game_waits_for_its_first_guest_without_offering_a_claim() {
    let mut host: App = App::new(&config(Lang::En), SIZE);
    let Hosting { remote, .. } = hosting(host.record(), None, Side::Vikings, None, true).expect("a hosting");
    host.connect(remote);
    let commands = update(&mut host, Action::Begin);
    assert!(!commands.contains(&Command::After(secs(60), Action::StillAway)), "{commands:?}");
    let _ = update(&mut host, Action::Now(secs(600)));
    assert!(!matches!(host.notice(), Notice::Net(NetNotice::Away(_))));
}
