//! Two ends of a network game in one test, without a network: what either
//! sends is carried to the other in order while they are connected and is
//! lost in a cut; a (re)join welcomes the guest from the host's table as
//! the host's link would, on a clock the test sets.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use obereg_net::{HostedGame, Join, Message};
use obereg_record::Store;
use obereg_rules::{Side, TimeControl};

use crate::lang::Lang;
use crate::tests::common::{SIZE, config, press, type_move};
use crate::tests::network::remote;
use crate::tui::GameConfig;
use crate::tui::files::storage;
use crate::tui::network::remote::{LinkState, PeerEvent, Role};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::link::set_table;
use crate::tui::screens::game::update;

/// The host (Vikings) and its guest, and what travels between them.
pub(super) struct Pair {
    pub host: App,
    pub guest: App,
    /// What the host's link holds for a (re)join.
    pub table: HostedGame,
    /// What the guest's link says it holds when it joins.
    join: Join,
    connected: bool,
    to_guest: VecDeque<Message>,
    to_host: VecDeque<Message>,
    /// The time of the test's clock, for both ends.
    now: Duration,
    /// The guest's data directory, when the test gives it one: the guest's
    /// files are written there as its game loop would write them.
    pub guest_store: Option<Store>,
    origin: Instant,
}

impl Pair {
    /// A host and a guest, `control` on the clocks if any, joined.
    pub fn new(control: Option<TimeControl>) -> Pair {
        let game = GameConfig { clock: control, ..config(Lang::En) };
        let (mut host, mut guest) = (App::new(&game, SIZE), App::new(&config(Lang::En), SIZE));
        host.connect(crate::tui::network::remote::Remote {
            link: LinkState::Waiting,
            ..remote(Role::Host, Side::Vikings)
        });
        guest.connect(crate::tui::network::remote::Remote {
            link: LinkState::Connecting,
            game: 0,
            ..remote(Role::Guest, Side::Varangians)
        });
        let table = HostedGame {
            name: "Ihor".into(),
            host_side: Some(Side::Vikings),
            rules: obereg_rules::RulesString::obereg().to_string(),
            time_control: control,
            clocks: None,
            game: 9,
            ..HostedGame::default()
        };
        let join = Join { name: "Olha".into(), game: 0, version: 0, moves: 0 };
        let mut pair = Pair {
            host,
            guest,
            table,
            join,
            connected: false,
            to_guest: VecDeque::new(),
            to_host: VecDeque::new(),
            now: Duration::ZERO,
            origin: Instant::now(),
            guest_store: None,
        };
        pair.host_does(Action::Now(Duration::ZERO));
        pair.guest_does(Action::Now(Duration::ZERO));
        pair.host_does(Action::Begin);
        pair.rejoin();
        pair
    }

    /// The host does `action`; what it sends is in flight.
    pub fn host_does(&mut self, action: Action) -> Vec<Command> {
        let commands = update(&mut self.host, action);
        self.carry(true, &commands);
        commands
    }

    /// The guest does `action`; what it sends is in flight.
    pub fn guest_does(&mut self, action: Action) -> Vec<Command> {
        let commands = update(&mut self.guest, action);
        self.carry(false, &commands);
        commands
    }

    /// The host presses `keys` (as [`press`] reads them).
    pub fn host_presses(&mut self, keys: &str) -> Vec<Command> {
        let commands = press(&mut self.host, keys);
        self.carry(true, &commands);
        commands
    }

    /// The guest presses `keys` (as [`press`] reads them).
    pub fn guest_presses(&mut self, keys: &str) -> Vec<Command> {
        let commands = press(&mut self.guest, keys);
        self.carry(false, &commands);
        commands
    }

    /// The host (`host`) or the guest presses `keys`.
    pub fn presses(&mut self, host: bool, keys: &str) -> Vec<Command> {
        if host { self.host_presses(keys) } else { self.guest_presses(keys) }
    }

    /// The side to move plays `mv` at its terminal, and it arrives.
    pub fn play(&mut self, mv: &str) {
        self.play_in_flight(mv);
        self.deliver();
    }

    /// The side to move plays `mv` at its terminal; it is in flight.
    pub fn play_in_flight(&mut self, mv: &str) {
        let (app, from_host) = match self.host.game().position().to_move() {
            Side::Vikings => (&mut self.host, true),
            Side::Varangians => (&mut self.guest, false),
        };
        let commands = type_move(app, mv);
        self.carry(from_host, &commands);
    }

    fn carry(&mut self, from_host: bool, commands: &[Command]) {
        for command in commands {
            match command {
                Command::Send(message) if self.connected => match from_host {
                    true => self.to_guest.push_back(message.clone()),
                    false => self.to_host.push_back(message.clone()),
                },
                Command::Share(shared) if from_host => {
                    set_table(&mut self.table, shared, self.origin + self.now)
                }
                Command::Share(shared) => {
                    (self.join.game, self.join.version) = (shared.game, shared.version);
                    self.join.moves = shared.moves.len() as u32;
                }
                Command::Store(effect) if !from_host => {
                    let _ = storage::perform(self.guest_store.as_mut(), *effect, self.guest.record());
                }
                _ => {}
            }
        }
    }

    /// Everything in flight arrives, and what it makes either end send.
    pub fn deliver(&mut self) {
        // Each message answers at most a few: a thousand is far beyond any exchange here.
        for _ in 0..1000 {
            if let Some(message) = self.to_guest.pop_front() {
                self.guest_does(Action::Peer(PeerEvent::Received(message)));
            } else if let Some(message) = self.to_host.pop_front() {
                self.host_does(Action::Peer(PeerEvent::Received(message)));
            } else {
                return;
            }
        }
        panic!("the two ends never stopped talking");
    }

    /// The connection is cut: what is in flight is lost, both ends notice.
    pub fn cut(&mut self) {
        self.connected = false;
        self.to_guest.clear();
        self.to_host.clear();
        self.host_does(Action::Peer(PeerEvent::Lost));
        self.guest_does(Action::Peer(PeerEvent::Lost));
    }

    /// The guest joins (again): welcomed from the host's table as it stands
    /// now, then the host hears of it, as the host's link does.
    pub fn rejoin(&mut self) {
        self.connected = true;
        let welcome = self.table.welcome(&self.join, self.origin + self.now);
        self.host_does(Action::Peer(PeerEvent::GuestJoined(self.join.clone())));
        let queued = std::mem::take(&mut self.to_guest);
        self.guest_does(Action::Peer(PeerEvent::Welcomed(welcome)));
        self.to_guest.extend(queued);
        self.deliver();
    }

    /// Takes the next message in flight to the host, undelivered.
    pub fn take_to_host(&mut self) -> Message {
        self.to_host.pop_front().expect("a message in flight to the host")
    }

    /// Takes every message in flight to the guest, undelivered.
    pub fn take_all_to_guest(&mut self) -> Vec<Message> {
        self.to_guest.drain(..).collect()
    }

    /// The test's clock moves on by `by`, at both ends.
    pub fn wait(&mut self, by: Duration) {
        self.now += by;
        let now = self.now;
        self.host_does(Action::Now(now));
        self.guest_does(Action::Now(now));
    }

    /// Both ends' game lines, as move texts, and results.
    pub fn lines(&self) -> [(Vec<String>, Option<obereg_rules::Outcome>); 2] {
        [&self.host, &self.guest].map(|app| {
            let line = app.game().line(app.game().current()).iter().map(|(_, r)| r.mv.to_string()).collect();
            (line, app.game().outcome())
        })
    }
}
