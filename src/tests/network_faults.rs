//! The fault run: whole games between two ends over a faulty loopback
//! relay — connections cut, bytes lost, a takeback, a draw or a
//! resignation cut in the middle, die rolls, the host killed and resumed
//! from its autosaved record, the guest killed and joining again — and
//! after each fault and at each game's end both ends hold the same line
//! and the same result. Seeded, and bounded in steps and in time.

use std::time::{Duration, Instant};

use obereg_net::JoinCode;
use obereg_record::GameRecord;
use obereg_rules::{Reading, Rng, Side};

use crate::lang::Lang;
use crate::tests::common::{config, type_move};
use crate::tests::net_ends::{End, open_guest, open_host};
use crate::tests::net_proxy::Relay;
use crate::tui::GameConfig;
use crate::tui::screens::game::link::turns;

/// How long the two ends may take to agree after a step before the run fails.
const GUARD: Duration = Duration::from_secs(30);

/// What the run did, for the report.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    moves: usize,
    cuts: usize,
    losses: usize,
    host_kills: usize,
    guest_kills: usize,
    takeback_asks: usize,
    draw_offers: usize,
    resignations: usize,
}

struct Run {
    host: End,
    guest: End,
    relay: Relay,
    code: JoinCode,
    die: Option<Reading>,
    rng: Rng,
    tally: Tally,
}

impl Run {
    fn new(seed: u64, die: Option<Reading>) -> Run {
        let (host, code, address) =
            open_host(&GameConfig { die, seed: Some(seed), ..config(Lang::En) }, None);
        let relay = Relay::to(address);
        let guest = open_guest(&relay, &code);
        let mut run = Run { host, guest, relay, code, die, rng: Rng::new(seed), tally: Tally::default() };
        run.settle("the first join");
        run
    }

    /// Lets both ends talk until both are connected and hold the same
    /// line and result for a while; fails after [`GUARD`].
    fn settle(&mut self, after: &str) {
        let deadline = Instant::now() + GUARD;
        let mut agreeing = 0;
        while agreeing < 5 {
            self.host.pump();
            self.guest.pump();
            let agree =
                self.host.connected() && self.guest.connected() && self.host.holds() == self.guest.holds();
            agreeing = if agree { agreeing + 1 } else { 0 };
            assert!(
                Instant::now() < deadline,
                "after {after} the ends did not agree:\nhost  {:?}\nguest {:?}\n{:?}\n{:?} {:?} / {:?} {:?}",
                self.host.shown(),
                self.guest.shown(),
                self.tally,
                self.host.app.notice(),
                self.host.app.roll(),
                self.guest.app.notice(),
                self.guest.app.roll(),
            );
            // What this checks is quiet, that nothing more is on its way:
            // only a wait on each end's channel that hears nothing tells it.
            self.host.wait(Duration::from_millis(3));
            self.guest.wait(Duration::from_millis(2));
        }
    }

    /// Waits a little for the other end to have heard a request, on that
    /// end's channel (a request a fault lost is never heard: the wait ends).
    fn until_asked(&mut self, host_asked: bool) -> bool {
        let deadline = Instant::now() + Duration::from_secs(2);
        loop {
            self.host.pump();
            self.guest.pump();
            let end = if host_asked { &mut self.host } else { &mut self.guest };
            if end.app.remote().is_some_and(|remote| remote.asking.question(remote.local).is_some()) {
                return true;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            // Bounded, so that the other end is heard too meanwhile.
            end.wait(left.min(Duration::from_millis(20)));
        }
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.rng.below(100) < percent
    }

    /// One of the faults, now and then.
    fn fault(&mut self) {
        match self.rng.below(100) {
            0..10 => {
                self.relay.cut();
                self.tally.cuts += 1;
            }
            10..15 => {
                self.relay.lose_next();
                self.tally.losses += 1;
            }
            15..18 => self.kill_host(),
            18..21 => {
                self.guest = open_guest(&self.relay, &self.code);
                self.tally.guest_kills += 1;
            }
            _ => {}
        }
    }

    /// The host is killed and started again from its autosaved record, with
    /// the code the record keeps; a new guest joins again from nothing.
    fn kill_host(&mut self) {
        let saved = self.host.saved.clone();
        let dice = |end: &End| end.app.remote().and_then(|remote| remote.dice);
        let (host, code, address) =
            open_host(&GameConfig { die: self.die, ..config(Lang::En) }, Some(&saved));
        assert_eq!(dice(&host), dice(&self.host), "the record keeps the die's seed");
        self.host = host;
        self.relay.retarget(address);
        self.relay.cut();
        self.guest = open_guest(&self.relay, &code);
        self.code = code;
        self.tally.host_kills += 1;
    }

    /// The end of the player of `side`.
    fn end(&mut self, side: Side) -> &mut End {
        if side == Side::Vikings { &mut self.host } else { &mut self.guest }
    }

    /// A player asks for a takeback or a draw (`key`), and the other
    /// answers, with the connection cut in the middle now and then.
    fn ask(&mut self, key: &str) {
        let asker = if self.chance(50) { Side::Vikings } else { Side::Varangians };
        self.end(asker).keys(key);
        if !self.until_asked(asker == Side::Varangians) {
            return;
        }
        if self.chance(25) {
            self.relay.cut();
            self.tally.cuts += 1;
            return;
        }
        let answer = if self.chance(80) { "y" } else { "<Esc>" };
        self.end(asker.opponent()).keys(answer);
        if self.chance(40) {
            self.relay.cut();
            self.tally.cuts += 1;
        }
    }

    /// The side to move plays a move its roll allows, if it has one now.
    fn play(&mut self) {
        let mover = self.host.app.game().position().to_move();
        let end = self.end(mover);
        let position = *end.app.game().position();
        let moves: Vec<_> = match (end.app.die().map(|die| die.reading), end.app.roll()) {
            (None, _) => position.legal_moves(),
            (Some(reading), Some(roll)) => position
                .legal_moves()
                .into_iter()
                .filter(|mv| position.check_for_roll(*mv, roll, reading).is_ok())
                .collect(),
            (Some(_), None) => Vec::new(),
        };
        if moves.is_empty() {
            return;
        }
        let mv = moves[self.rng.below(moves.len())];
        let commands = type_move(&mut self.end(mover).app, &mv.to_string());
        self.end(mover).perform(commands);
        self.tally.moves += 1;
    }

    /// Plays one game of at most `steps` steps through the faults.
    fn game(&mut self, steps: usize) {
        for step in 0..steps {
            if self.host.app.game().outcome().is_some() {
                break;
            }
            match self.rng.below(100) {
                0..8 => {
                    self.ask("u");
                    self.tally.takeback_asks += 1;
                }
                8..10 => {
                    self.ask("d");
                    self.tally.draw_offers += 1;
                }
                10..12 => {
                    let side = if self.chance(50) { Side::Vikings } else { Side::Varangians };
                    self.end(side).keys("RR");
                    self.tally.resignations += 1;
                    if self.chance(50) {
                        self.relay.cut();
                        self.tally.cuts += 1;
                    }
                }
                _ => self.play(),
            }
            self.fault();
            self.settle(&format!("step {step}"));
        }
        let saved = GameRecord::<9>::read_otg(&self.host.saved).expect("the host's autosave");
        assert_eq!(turns(saved.game()), self.host.holds().0, "the autosave is the host's game");
        let [host, guest] =
            [&self.host.saved, &self.guest.app.record().to_otg()].map(|record| replayed(record));
        assert_eq!(host, guest, "`obereg replay` of the two records");
        self.tally.games += 1;
    }
}

/// What `obereg replay` says of `record`, written to a file.
fn replayed(record: &str) -> String {
    let dir = tempfile::TempDir::new().expect("a directory");
    let file = dir.path().join("game.otg");
    std::fs::write(&file, record).expect("the record written");
    let mut out = Vec::new();
    crate::headless::replay(&file, None, &mut out).expect("a record that replays");
    String::from_utf8(out).expect("text")
}

#[test]
fn games_through_cuts_lost_bytes_and_kills_end_with_the_same_game_at_both_ends() {
    let mut tally = Tally::default();
    for seed in 0..8u64 {
        let die = [None, Some(Reading::Exact)][seed as usize % 2];
        let mut run = Run::new(seed, die);
        run.game(40);
        let t = run.tally;
        tally.games += t.games;
        tally.moves += t.moves;
        tally.cuts += t.cuts;
        tally.losses += t.losses;
        tally.host_kills += t.host_kills;
        tally.guest_kills += t.guest_kills;
        tally.takeback_asks += t.takeback_asks;
        tally.draw_offers += t.draw_offers;
        tally.resignations += t.resignations;
    }
    eprintln!("fault run: {tally:?}");
    assert_eq!(tally.games, 8);
    assert!(tally.cuts > 0 && tally.host_kills > 0 && tally.guest_kills > 0 && tally.takeback_asks > 0);
}
