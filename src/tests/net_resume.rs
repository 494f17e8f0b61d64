//! `obereg host --resume` after the host's program was killed: the game's
//! record keeps its join code, so the guest, still trying the code it was
//! given, gets back in by itself, over a loopback relay.

use std::time::Duration;

use obereg_rules::Side;

use crate::lang::Lang;
use crate::tests::common::{SIZE, config, press, type_move};
use crate::tests::net_ends::{End, open_guest, open_host};
use crate::tests::net_proxy::Relay;
use crate::tui::network::remote::{LinkState, PeerEvent, Remote};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::link::{CODE_TAG, Hosting, hosting};

/// Lets both ends handle what their links report until `done` holds,
/// waiting on the guest's reports; false after a bounded number of waits.
fn talk(host: &mut End, guest: &mut End, done: impl Fn(&End, &End) -> bool) -> bool {
    for _ in 0..400 {
        host.pump();
        guest.pump();
        if done(host, guest) {
            return true;
        }
        if let Ok(event) = guest.events.recv_timeout(Duration::from_millis(25))
            && let Some(peer) = PeerEvent::of(event)
        {
            guest.act(Action::Peer(peer));
        }
    }
    false
}

fn together(host: &End, guest: &End) -> bool {
    host.connected() && guest.connected() && host.holds() == guest.holds()
}

#[test]
fn a_host_killed_and_resumed_keeps_its_code_and_the_waiting_guest_gets_back_in() {
    let game = config(Lang::En);
    let (mut host, code, address) = open_host(&game, None);
    let relay = Relay::to(address);
    let mut guest = open_guest(&relay, &code);
    assert!(talk(&mut host, &mut guest, together), "the first join");
    let commands = type_move(&mut host.app, "d9-d7");
    host.perform(commands);
    assert!(talk(&mut host, &mut guest, |h, g| together(h, g) && g.holds().0.len() == 1));
    // Killed: only what the host autosaved is left; the guest goes on trying.
    let saved = host.saved.clone();
    drop(host);
    let (mut host, resumed, address) = open_host(&game, Some(&saved));
    relay.retarget(address);
    relay.cut();
    assert!(
        talk(&mut host, &mut guest, together),
        "the guest got back in with its code: host {} / guest {}",
        host.shown(),
        guest.shown()
    );
    assert_eq!(resumed, code, "the record keeps the code");
    assert_eq!(guest.holds().0.len(), 1);
}

#[test]
fn the_record_keeps_the_code_while_the_game_goes_on_and_forgets_it_at_the_end() {
    let mut app: App = App::new(&config(Lang::En), SIZE);
    let Hosting { remote, code, .. } =
        hosting(app.record(), None, Side::Vikings, None, true).expect("a hosting");
    app.connect(Remote { link: LinkState::Connected, ..remote });
    type_move(&mut app, "d9-d7");
    assert_eq!(app.record().tag(CODE_TAG), Some(code.to_string().as_str()));
    press(&mut app, "RR");
    assert!(app.game().outcome().is_some());
    assert_eq!(app.record().tag(CODE_TAG), None, "a finished game's record keeps no code");
}
