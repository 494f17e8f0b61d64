//! What the link tests share: quick timings, a host and a guest on
//! loopback, and waiting for an event with a guard against hanging.

use std::net::TcpListener;
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use obereg_net::{Event, Guest, Host, HostedGame, Join, JoinCode, Message, Timing};
use obereg_rules::Side;

/// How long a test waits for one event before it fails rather than hangs.
pub const GUARD: Duration = Duration::from_secs(20);

/// Short waits, so the tests run quickly.
pub fn quick() -> Timing {
    Timing {
        tick: Duration::from_millis(20),
        ping: Duration::from_millis(100),
        silence: Duration::from_millis(800),
        patience: Duration::from_secs(2),
        penalty: Duration::from_millis(10),
        forgive: Duration::from_secs(1),
        backoff: Duration::from_millis(20),
        max_wait: Duration::from_millis(200),
        attempts: 50,
    }
}

/// A host on a free loopback port with a fresh code.
pub fn host(timing: Timing) -> (Host, JoinCode, Receiver<Event>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let code = JoinCode::fresh().unwrap();
    let table = HostedGame {
        name: "Ingvar".into(),
        host_side: Some(Side::Vikings),
        rules: "obereg".into(),
        game: 7,
        ..HostedGame::default()
    };
    let (events, receiver) = channel();
    (Host::open(listener, code.clone(), table, timing, events).unwrap(), code, receiver)
}

/// A guest joining `address` with `code`.
pub fn guest(address: String, code: JoinCode, timing: Timing) -> (Guest, Receiver<Event>) {
    let (events, receiver) = channel();
    let join = Join { name: "Olga".into(), game: 0, version: 0, moves: 0 };
    (Guest::join(address, code, join, timing, events), receiver)
}

/// The first event that `wanted` picks out, skipping others.
pub fn wait_for<T>(events: &Receiver<Event>, mut wanted: impl FnMut(Event) -> Option<T>) -> T {
    let deadline = std::time::Instant::now() + GUARD;
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        let event = events.recv_timeout(left).expect("the awaited event did not come");
        if let Some(found) = wanted(event) {
            return found;
        }
    }
}

/// The rightful guest joins `host` and hears the host's chat.
pub fn rightful_guest_joins(host: &Host, code: JoinCode, timing: Timing) {
    let (_guest, events) = guest(host.address().to_string(), code, timing);
    let welcome = wait_for(&events, |event| match event {
        Event::Welcomed(welcome) => Some(welcome),
        _ => None,
    });
    assert_eq!(welcome.name, "Ingvar");
    assert!(host.send(&Message::Chat("welcome".into())));
    let chat = wait_for(&events, |event| match event {
        Event::Received(Message::Chat(line)) => Some(line),
        _ => None,
    });
    assert_eq!(chat, "welcome");
}
