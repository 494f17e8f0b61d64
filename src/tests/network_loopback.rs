//! A hostile guest on loopback, built on `obereg-net`'s public interface:
//! the host keeps the time, and a clock message from the guest that says
//! "the host has a millisecond" sets nothing.

use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

use obereg_net::{ClockState, Event as NetEvent, Guest, Join, Message};
use obereg_rules::Side;

use crate::lang::Lang;
use crate::tests::common::config;
use crate::tests::net_ends::{open_host, quick};
use crate::tui::GameConfig;
use crate::tui::network::remote::PeerEvent;
use crate::tui::screens::game::action::Action;

#[test]
fn a_hostile_guests_clock_message_ends_nothing_and_sets_no_clock_at_the_host() {
    let game = GameConfig { clock: Some("5+0".parse().unwrap()), ..config(Lang::En) };
    let (mut host, code, address) = open_host(&game, None);
    let (sender, guest_events) = channel();
    let join = Join { name: "Mallory".into(), game: 0, version: 0, moves: 0 };
    let hostile = Guest::join(address.to_string(), code, join, quick(), sender);
    let deadline = Instant::now() + Duration::from_secs(20);
    let left = || deadline.saturating_duration_since(Instant::now());
    let forged = ClockState {
        vikings: Duration::from_millis(1),
        varangians: Duration::from_secs(3600),
        running: None,
    };
    // The guest is told when it is welcomed; then it speaks.
    loop {
        match guest_events.recv_timeout(left()) {
            Ok(NetEvent::Welcomed(_)) => break,
            Ok(_) => {}
            Err(_) => panic!("the hostile guest was never welcomed"),
        }
    }
    hostile.send(&Message::Clock(forged));
    hostile.send(&Message::Chat("your flag fell".into()));
    // The host takes its link's reports as they come, until the chat.
    while host.app.remote().and_then(|remote| remote.chat.as_ref()).is_none() {
        let Ok(event) = host.events.recv_timeout(left()) else {
            panic!("the hostile guest's messages never arrived");
        };
        if let Some(peer) = PeerEvent::of(event) {
            host.act(Action::Peer(peer));
        }
    }
    host.act(Action::Now(Duration::from_secs(1)));
    assert_eq!(host.app.game().outcome(), None, "the game goes on");
    assert_eq!(host.app.time_left(Side::Vikings), Some(Duration::from_secs(299)), "the host's own measure");
    assert_eq!(host.app.time_left(Side::Varangians), Some(Duration::from_secs(300)));
}
