//! The two ends of a network game for the loopback tests: each an `App`
//! whose commands go through a real `Host` or `Guest`, and whose link's
//! reports come back as actions, as the game loop would do them.

use std::collections::VecDeque;
use std::net::TcpListener;
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use obereg_net::{Event as NetEvent, Guest, Host, Join, JoinCode, Timing, Turn};
use obereg_record::GameRecord;
use obereg_rules::{Outcome, Roll, Side};

use crate::lang::Lang;
use crate::tests::common::{SIZE, config, press};
use crate::tests::net_proxy::Relay;
use crate::tests::network::remote;
use crate::tui::GameConfig;
use crate::tui::files::storage::Effect;
use crate::tui::network::remote::{LinkState, PeerEvent, Remote, Role};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::link::{Hosting, hosting, set_table, turns};
use crate::tui::screens::game::update;

/// Quick waits, so that reconnections take milliseconds.
pub(super) fn quick() -> Timing {
    Timing {
        tick: Duration::from_millis(10),
        ping: Duration::from_millis(50),
        silence: Duration::from_millis(600),
        patience: Duration::from_secs(2),
        penalty: Duration::from_millis(5),
        forgive: Duration::from_secs(1),
        backoff: Duration::from_millis(10),
        max_wait: Duration::from_millis(100),
        attempts: 200,
    }
}

/// One end's link.
pub(super) enum Wire {
    Host(Host),
    Guest(Guest),
}

/// One end: its game, what its link reports, and (host) the record as it
/// was last autosaved.
pub(super) struct End {
    pub app: App,
    pub events: Receiver<NetEvent>,
    pub wire: Wire,
    pub saved: String,
}

impl End {
    /// Applies `action` and does what the update asks, as the game loop would.
    pub(super) fn act(&mut self, action: Action) {
        let commands = update(&mut self.app, action);
        self.perform(commands);
    }

    pub(super) fn keys(&mut self, keys: &str) {
        let commands = press(&mut self.app, keys);
        self.perform(commands);
    }

    /// Does `commands` as the loop would; the host rolls by itself, so no
    /// end asks for a roll.
    pub(super) fn perform(&mut self, commands: Vec<Command>) {
        let mut queue = VecDeque::from(commands);
        // Animation frames bring a few more: far below the bound.
        for _ in 0..10_000 {
            let Some(command) = queue.pop_front() else { return };
            let more = match command {
                Command::Send(message) => {
                    match &self.wire {
                        Wire::Host(host) => host.send(&message),
                        Wire::Guest(guest) => guest.send(&message),
                    };
                    continue;
                }
                Command::Share(shared) => {
                    match &self.wire {
                        Wire::Host(host) => host.update(|table| set_table(table, &shared, Instant::now())),
                        Wire::Guest(guest) => {
                            guest.set_progress(shared.game, shared.version, shared.moves.len() as u32);
                        }
                    }
                    continue;
                }
                Command::Store(Effect::Autosave | Effect::Save) => {
                    self.saved = self.app.record().to_otg();
                    continue;
                }
                Command::After(_, action) if action != Action::ClockTick => action,
                _ => continue,
            };
            queue.extend(update(&mut self.app, more));
        }
        panic!("the commands never ended");
    }

    /// Handles what the link has reported.
    pub(super) fn pump(&mut self) {
        while let Ok(event) = self.events.try_recv() {
            if let Some(peer) = PeerEvent::of(event) {
                self.act(Action::Peer(peer));
            }
        }
    }

    /// Waits up to `within` for what the network reports, then takes it
    /// and whatever came with it; whether anything came.
    pub(super) fn wait(&mut self, within: Duration) -> bool {
        let Ok(event) = self.events.recv_timeout(within) else { return false };
        if let Some(peer) = PeerEvent::of(event) {
            self.act(Action::Peer(peer));
        }
        self.pump();
        true
    }

    pub(super) fn connected(&self) -> bool {
        self.app.remote().is_some_and(|remote| remote.link == LinkState::Connected)
    }

    /// The line as text, for a failure's message.
    pub(super) fn shown(&self) -> String {
        let (line, outcome) = self.holds();
        let text: Vec<String> = line
            .iter()
            .map(|turn| {
                format!(
                    "{}/{}",
                    turn.mv.map_or("pass".into(), |mv| mv.to_string()),
                    turn.roll.map_or(0, Roll::pips)
                )
            })
            .collect();
        format!("{} {outcome:?} v{}", text.join(" "), self.app.remote().map_or(0, |remote| remote.version))
    }

    /// What both ends must hold alike: the line and the result.
    pub(super) fn holds(&self) -> (Vec<Turn>, Option<Outcome>) {
        (turns(self.app.game()), self.app.game().outcome())
    }
}

/// A host of the Vikings on a free loopback port: a new game of `game`
/// with a fresh code (and in a die game a die of `game.seed`, as `--seed`
/// gives it), or the one `saved` with its code and die (as `obereg host
/// --resume` does).
pub(super) fn open_host(game: &GameConfig, saved: Option<&str>) -> (End, JoinCode, std::net::SocketAddr) {
    let mut app = match saved {
        Some(text) => App::with_record(game, SIZE, GameRecord::read_otg(text).expect("the autosaved record")),
        None => App::new(game, SIZE),
    };
    let Hosting { table, remote, code } =
        hosting(app.record(), app.clock().copied(), Side::Vikings, game.seed, true).expect("a hosting");
    let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let (sender, events) = channel();
    let host = Host::open(listener, code.clone(), table, quick(), sender).expect("a host");
    let address = host.address();
    app.connect(remote);
    let saved = app.record().to_otg();
    let mut end = End { app, events, wire: Wire::Host(host), saved };
    end.act(Action::Begin);
    (end, code, address)
}

/// A guest joining through `relay` with `code`, holding nothing yet.
pub(super) fn open_guest(relay: &Relay, code: &JoinCode) -> End {
    let mut app = App::new(&config(Lang::En), SIZE);
    let (sender, events) = channel();
    let join = Join { name: "Olha".into(), game: 0, version: 0, moves: 0 };
    let guest = Guest::join(relay.address.to_string(), code.clone(), join, quick(), sender);
    app.connect(Remote { link: LinkState::Connecting, game: 0, ..remote(Role::Guest, Side::Varangians) });
    End { app, events, wire: Wire::Guest(guest), saved: String::new() }
}
