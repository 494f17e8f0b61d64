//! A game carried through a proxy that cuts, drops, delays and alters the
//! traffic: the guest reconnects by itself and the game goes on from the
//! same move, with no move lost or doubled; so do the host's rolls of the
//! die (V2).

use std::io::{ErrorKind, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use obereg_net::{Arrival, Event, Guest, Host, Message, NetError, Turn, arrival, rejoin, wrong_code_refusal};
use obereg_rules::{Game, Move, Position, Roll, Side};

use crate::common::{GUARD, guest, host, quick, wait_for};

/// What the proxy does to the next bytes it carries.
#[derive(Default)]
struct Trouble {
    delay: Duration,
    drop_next: bool,
    flip_next: bool,
    /// How many of the next connections get a forged refusal of the code.
    forged_refusals: u32,
    /// Connections ending now leave the host's side open: the host learns
    /// of the loss only by the silence.
    strand: bool,
}

/// A loopback proxy in front of the host.
struct Proxy {
    address: SocketAddr,
    stop: Arc<AtomicBool>,
    trouble: Arc<Mutex<Trouble>>,
    live: Arc<Mutex<Vec<TcpStream>>>,
    thread: Option<JoinHandle<()>>,
}

impl Proxy {
    fn new(target: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let (stop, trouble, live) = (Arc::new(AtomicBool::new(false)), Arc::default(), Arc::default());
        let (s, t, l) = (Arc::clone(&stop), Arc::clone(&trouble), Arc::clone(&live));
        let thread = std::thread::spawn(move || accept(&listener, target, &s, &t, &l));
        Proxy { address, stop, trouble, live, thread: Some(thread) }
    }

    /// Cuts every connection through the proxy now.
    fn cut(&self) {
        for stream in self.live.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    /// Cuts the guest's side of every connection now, leaving the host's
    /// open (`live` holds each connection as the guest's side, then the
    /// host's).
    fn strand(&self) {
        self.trouble(|t| t.strand = true);
        for near in self.live.lock().unwrap().iter().step_by(2) {
            let _ = near.shutdown(Shutdown::Both);
        }
    }

    fn trouble(&self, change: impl FnOnce(&mut Trouble)) {
        change(&mut self.trouble.lock().unwrap());
    }

    /// The trouble of step `step` of a game: cuts at 4 and 20, a dropped
    /// chunk at 8, delays from 12, an altered byte at 16.
    fn make_trouble(&self, step: usize) {
        match step {
            4 | 20 => self.cut(),
            8 => self.trouble(|t| t.drop_next = true),
            12 => self.trouble(|t| t.delay = Duration::from_millis(30)),
            16 => self.trouble(|t| (t.delay, t.flip_next) = (Duration::ZERO, true)),
            _ => {}
        }
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.cut();
        // One last connection wakes the proxy's accept, to see the stop.
        let _ = TcpStream::connect(self.address);
        let _ = self.thread.take().unwrap().join();
    }
}

fn accept(
    listener: &TcpListener,
    target: SocketAddr,
    stop: &Arc<AtomicBool>,
    trouble: &Arc<Mutex<Trouble>>,
    live: &Arc<Mutex<Vec<TcpStream>>>,
) {
    let mut carriers = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let Ok((near, _)) = listener.accept() else { continue };
        if stop.load(Ordering::Relaxed) {
            break;
        }
        near.set_nonblocking(false).unwrap();
        let forge = {
            let mut t = trouble.lock().unwrap();
            let forge = t.forged_refusals > 0;
            t.forged_refusals = t.forged_refusals.saturating_sub(1);
            forge
        };
        if forge {
            carriers.push(std::thread::spawn(move || forge_refusal(near)));
            continue;
        }
        let far = TcpStream::connect(target).unwrap();
        live.lock().unwrap().extend([near.try_clone().unwrap(), far.try_clone().unwrap()]);
        for (from, to) in [(near.try_clone().unwrap(), far.try_clone().unwrap()), (far, near)] {
            let (stop, trouble) = (Arc::clone(stop), Arc::clone(trouble));
            carriers.push(std::thread::spawn(move || carry(from, to, &stop, &trouble)));
        }
    }
    for carrier in carriers {
        let _ = carrier.join();
    }
}

/// Answers a guest's hello as a stranger on the path can: with the host's
/// refusal of a wrong code, which is sent in the clear.
fn forge_refusal(mut near: TcpStream) {
    near.set_read_timeout(Some(GUARD)).unwrap();
    let _ = near.read(&mut [0u8; 64]);
    let refusal = wrong_code_refusal();
    let mut frame = (refusal.len() as u32).to_be_bytes().to_vec();
    frame.extend_from_slice(&refusal);
    let _ = near.write_all(&frame);
    let _ = near.shutdown(Shutdown::Write);
    let _ = near.read_to_end(&mut Vec::new());
}

/// Carries bytes one way until either side closes or the proxy stops.
fn carry(mut from: TcpStream, mut to: TcpStream, stop: &AtomicBool, trouble: &Mutex<Trouble>) {
    from.set_read_timeout(Some(Duration::from_millis(20))).unwrap();
    let mut chunk = [0u8; 4096];
    while !stop.load(Ordering::Relaxed) {
        let count = match from.read(&mut chunk) {
            Ok(0) => break,
            Ok(count) => count,
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => continue,
            Err(_) => break,
        };
        let (delay, drop, flip) = {
            let mut t = trouble.lock().unwrap();
            let taken = (t.delay, t.drop_next, t.flip_next);
            (t.drop_next, t.flip_next) = (false, false);
            taken
        };
        // The delay is the trouble itself: a slow link.
        std::thread::sleep(delay);
        if drop {
            continue;
        }
        if flip {
            chunk[count - 1] ^= 0x40;
        }
        if to.write_all(&chunk[..count]).is_err() {
            break;
        }
    }
    if !trouble.lock().unwrap().strand {
        let _ = to.shutdown(Shutdown::Both);
    }
}

/// One player's copy of the game.
struct Player {
    game: Game,
    id: u64,
    welcomes: usize,
}

impl Player {
    fn moves(&self) -> Vec<Turn> {
        self.game.moves().iter().map(|record| Turn::from(record.mv)).collect()
    }

    fn receive(&mut self, number: u32, mv: Move) -> bool {
        match arrival(number, self.game.moves().len()) {
            Arrival::Next => self.game.play(mv).map(|_| true).unwrap(),
            Arrival::Again => false,
            Arrival::Ahead => panic!("move {number} came before the move it follows"),
        }
    }
}

/// Both ends' events passed on as they come, with a bell rung after each,
/// so that the test waits for news from either end.
fn with_bell(ends: [Receiver<Event>; 2]) -> ([Receiver<Event>; 2], Receiver<()>) {
    let (ring, bell) = channel();
    let passed = ends.map(|events| {
        let (pass, passed) = channel();
        let ring = ring.clone();
        std::thread::spawn(move || {
            for event in events {
                if pass.send(event).is_err() || ring.send(()).is_err() {
                    break;
                }
            }
        });
        passed
    });
    (passed, bell)
}

fn pick(game: &Game) -> Move {
    let moves = game.position().legal_moves();
    moves[(game.moves().len() * 7 + 3) % moves.len()]
}

/// Handles every event so far, as each player's game would.
fn settle(
    host: &Host,
    host_events: &Receiver<Event>,
    ours: &mut Player,
    guest: &Guest,
    guest_events: &Receiver<Event>,
    theirs: &mut Player,
) {
    while let Ok(event) = host_events.try_recv() {
        if let Event::Received(Message::Move { version: 0, number, mv }) = event
            && ours.receive(number, mv)
        {
            host.update(|table| table.moves.push(mv.into()));
        }
    }
    while let Ok(event) = guest_events.try_recv() {
        match event {
            Event::Welcomed(welcome) => {
                let joined = rejoin(&theirs.moves(), theirs.id, 0, &welcome);
                theirs.game = Game::new(Position::start());
                for turn in joined.turns {
                    theirs.game.play(turn.mv.unwrap()).unwrap();
                }
                theirs.id = welcome.game;
                theirs.welcomes += 1;
                for (number, turn) in joined.resend {
                    guest.send(&Message::Move { version: 0, number, mv: turn.mv.unwrap() });
                }
            }
            Event::Received(Message::Move { version: 0, number, mv }) => {
                theirs.receive(number, mv);
            }
            _ => {}
        }
        guest.set_progress(theirs.id, 0, theirs.game.moves().len() as u32);
    }
}

#[test]
fn a_game_through_cuts_drops_delays_and_altered_bytes_loses_no_move_and_doubles_none() {
    let (host, code, host_events) = host(quick());
    let proxy = Proxy::new(host.address());
    let (guest, guest_events) = guest(proxy.address.to_string(), code, quick());
    let ([host_events, guest_events], bell) = with_bell([host_events, guest_events]);
    let mut ours = Player { game: Game::new(Position::start()), id: 7, welcomes: 0 };
    let mut theirs = Player { game: Game::new(Position::start()), id: 0, welcomes: 0 };
    let plies = 36;
    for ply in 0..plies {
        if ours.game.outcome().is_some() {
            break;
        }
        proxy.make_trouble(ply);
        let number = ply as u32;
        if ours.game.position().to_move() == Side::Vikings {
            let mv = pick(&ours.game);
            ours.game.play(mv).unwrap();
            host.update(|table| table.moves.push(mv.into()));
            host.send(&Message::Move { version: 0, number, mv });
        } else {
            let mv = pick(&theirs.game);
            theirs.game.play(mv).unwrap();
            guest.set_progress(theirs.id, 0, number + 1);
            guest.send(&Message::Move { version: 0, number, mv });
        }
        let deadline = Instant::now() + GUARD;
        while ours.game.moves().len() != ply + 1 || theirs.moves() != ours.moves() {
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(bell.recv_timeout(left).is_ok(), "ply {ply}: the two games did not agree in time");
            settle(&host, &host_events, &mut ours, &guest, &guest_events, &mut theirs);
        }
    }
    assert!(ours.game.moves().len() >= 20, "the game ended too early to test much");
    assert_eq!(theirs.moves(), ours.moves());
    assert!(
        theirs.welcomes >= 4,
        "the guest joined only {} times: the trouble did not bite",
        theirs.welcomes
    );
}

/// The guest's copy of a die game's turns: the host's rolls as they come,
/// each once, and the turns of each welcome.
fn take_rolls(
    guest: &Guest,
    events: impl Iterator<Item = Event>,
    theirs: &mut Vec<Turn>,
    id: &mut u64,
) -> usize {
    let mut welcomes = 0;
    for event in events {
        match event {
            Event::Welcomed(welcome) => {
                *theirs = rejoin(theirs, *id, 0, &welcome).turns;
                *id = welcome.game;
                welcomes += 1;
            }
            Event::Received(Message::Roll { number, roll }) => match arrival(number, theirs.len()) {
                Arrival::Next => theirs.push(Turn { mv: None, roll: Some(roll) }),
                Arrival::Again => {}
                Arrival::Ahead => panic!("roll {number} came before the roll it follows"),
            },
            _ => {}
        }
        guest.set_progress(*id, 0, theirs.len() as u32);
    }
    welcomes
}

/// V2: every roll here lets nothing move, so each is a turn passed (D3) at
/// both ends; the host's table learns each before it is sent, as the game
/// does, and the guest ends with every roll once, in order.
#[test]
fn v2_the_hosts_rolls_through_cuts_drops_delays_and_altered_bytes_arrive_once_each() {
    let (host, code, _host_events) = host(quick());
    let proxy = Proxy::new(host.address());
    let (guest, guest_events) = guest(proxy.address.to_string(), code, quick());
    let (mut ours, mut theirs, mut id, mut welcomes) = (Vec::new(), Vec::new(), 0, 0);
    for number in 0..30u32 {
        proxy.make_trouble(number as usize);
        let roll = Roll::ALL[(number as usize * 5 + 1) % 6];
        let turn = Turn { mv: None, roll: Some(roll) };
        ours.push(turn);
        host.update(|table| table.moves.push(turn));
        host.send(&Message::Roll { number, roll });
        let deadline = Instant::now() + GUARD;
        while theirs != ours {
            let left = deadline.saturating_duration_since(Instant::now());
            let Ok(next) = guest_events.recv_timeout(left) else {
                panic!("roll {number}: the two games did not agree in time");
            };
            let events = std::iter::once(next).chain(guest_events.try_iter());
            welcomes += take_rolls(&guest, events, &mut theirs, &mut id);
        }
    }
    assert!(welcomes >= 4, "the guest joined only {welcomes} times: the trouble did not bite");
}

/// Waits until the guest is welcomed; fails if it gives up.
fn welcomed(events: &Receiver<Event>) {
    wait_for(events, |event| match event {
        Event::Welcomed(_) => Some(()),
        Event::GaveUp(why) => panic!("the guest gave up: {why:?}"),
        _ => None,
    });
}

/// A host, a proxy in front of it, and a guest welcomed through the proxy,
/// with the events of each end.
fn joined_through_proxy() -> (Host, Receiver<Event>, Proxy, Guest, Receiver<Event>) {
    let (host, code, host_events) = host(quick());
    let proxy = Proxy::new(host.address());
    let (guest, events) = guest(proxy.address.to_string(), code, quick());
    welcomed(&events);
    (host, host_events, proxy, guest, events)
}

/// Someone on the path who answers the guest's reconnections with a forged
/// "wrong code" does not end the game: the guest was welcomed with this
/// code, so it keeps trying and gets back in.
#[test]
fn a_forged_refusal_of_the_code_does_not_end_a_welcomed_guests_game() {
    let (_host, _host_events, proxy, _guest, events) = joined_through_proxy();
    proxy.trouble(|t| t.forged_refusals = 3);
    proxy.cut();
    welcomed(&events);
    assert_eq!(proxy.trouble.lock().unwrap().forged_refusals, 0, "no refusal was forged");
}

/// A guest back before the host has noticed its old connection is gone is
/// told the game has two players; it was in the game, so it keeps trying
/// and gets back in once the host lets the old connection go.
#[test]
fn a_guest_back_before_the_host_lets_its_old_connection_go_keeps_trying() {
    let (_host, host_events, proxy, _guest, events) = joined_through_proxy();
    proxy.strand();
    welcomed(&events);
    proxy.trouble(|t| t.strand = false);
    let busy = host_events.try_iter().any(|event| matches!(event, Event::Refused(NetError::Busy)));
    assert!(busy, "the guest came back only after the host let the old connection go");
}

#[test]
fn a_long_welcome_whose_parts_trickle_in_is_gathered_within_the_opening() {
    let (host, code, _host_events) = host(quick());
    let there_and_back = ["a4-a3", "a3-a4"].map(|mv| Turn::from(mv.parse::<Move>().unwrap()));
    let line: Vec<Turn> = there_and_back.iter().copied().cycle().take(2000).collect();
    host.update(|table| table.moves.clone_from(&line));
    let proxy = Proxy::new(host.address());
    // Every chunk of bytes held back longer than the handshake's short
    // looks, so the welcome's parts arrive well apart.
    proxy.trouble(|t| t.delay = Duration::from_millis(120));
    let (_guest, guest_events) = guest(proxy.address.to_string(), code, quick());
    let welcome = wait_for(&guest_events, |event| match event {
        Event::Welcomed(welcome) => Some(welcome),
        _ => None,
    });
    assert_eq!(welcome.moves, line);
}
