//! Nobody keeps the rightful guest out: a connection that drips its bytes,
//! a crowd of idle ones or a stranger guessing codes holds up only itself.

use std::io::{ErrorKind, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use obereg_net::{Event, JoinCode, NetError, OPENINGS_PER_ADDRESS, Timing};

use crate::common::{GUARD, guest, host, quick, rightful_guest_joins, wait_for};

/// How many bytes a dripping connection sends at most, one every
/// [`DRIP`]: far longer than any opening may take.
const DROPS: usize = 400;
const DRIP: Duration = Duration::from_millis(50);

/// A connection that announces a long message and then sends it a byte at
/// a time, until the host closes it or `stop` is set; its thread returns
/// whether the host closed it.
fn drip(address: SocketAddr, stop: Arc<AtomicBool>) -> JoinHandle<bool> {
    let mut stream = TcpStream::connect(address).unwrap();
    std::thread::spawn(move || {
        if stream.write_all(&16_000u32.to_be_bytes()).is_err() {
            return true;
        }
        for _ in 0..DROPS {
            if stop.load(Ordering::Relaxed) {
                return false;
            }
            if stream.write_all(b"x").is_err() {
                return true;
            }
            std::thread::sleep(DRIP);
        }
        false
    })
}

#[test]
fn a_dripping_connection_keeps_nobody_else_waiting() {
    let (host, code, _events) = host(quick());
    let stop = Arc::new(AtomicBool::new(false));
    let dripping = drip(host.address(), Arc::clone(&stop));
    rightful_guest_joins(&host, code, quick());
    assert!(!dripping.is_finished(), "the guest got in only once the dripping stopped");
    stop.store(true, Ordering::Relaxed);
    dripping.join().unwrap();
}

/// One deadline for the whole opening: a byte now and then does not
/// start the wait again.
#[test]
fn a_dripping_connection_is_closed_when_its_opening_runs_out_of_time() {
    let timing = Timing { patience: Duration::from_millis(500), ..quick() };
    let (host, _code, events) = host(timing);
    let closed = drip(host.address(), Arc::new(AtomicBool::new(false))).join().unwrap();
    assert!(closed, "the host listened to {DROPS} drops");
    let why = wait_for(&events, |event| match event {
        Event::Refused(why) => Some(why),
        _ => None,
    });
    assert!(matches!(why, NetError::Silent), "{why:?}");
}

/// Whether the host has closed `stream`: it reads the end, or an error.
fn closed(stream: &mut TcpStream) -> bool {
    let mut byte = [0u8; 1];
    match stream.read(&mut byte) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => !matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut),
    }
}

/// A crowd of idle connections from one address fills its openings; one
/// more is closed at once, not queued behind them, and once they go the
/// guest joins (from the same address, as on loopback).
#[test]
fn a_connection_past_the_limit_of_openings_is_closed_at_once() {
    let timing = Timing { patience: Duration::from_secs(10), ..quick() };
    let (host, code, _events) = host(timing);
    let mut idle: Vec<TcpStream> =
        (0..OPENINGS_PER_ADDRESS).map(|_| TcpStream::connect(host.address()).unwrap()).collect();
    let mut extra = TcpStream::connect(host.address()).unwrap();
    extra.set_read_timeout(Some(GUARD)).unwrap();
    assert!(closed(&mut extra), "the connection past the limit was kept waiting");
    for stream in &mut idle {
        stream.set_nonblocking(true).unwrap();
        assert!(!closed(stream), "an idle connection within the limit was closed early");
    }
    drop(idle);
    rightful_guest_joins(&host, code, quick());
}

/// Wrong codes hold back their own refusals (here up to twice the
/// guest's patience, as by default), never the rightful guest's welcome;
/// and each stranger still hears why it is refused, since a guest waits
/// longer for its answer than any refusal is held back.
#[test]
fn wrong_codes_hold_back_only_their_own_refusals() {
    let timing = Timing {
        patience: Duration::from_secs(2),
        penalty: Duration::from_secs(1),
        max_wait: Duration::from_secs(4),
        ..quick()
    };
    let (host, code, host_events) = host(timing);
    let wrong = loop {
        let other = JoinCode::fresh().unwrap();
        if other != code {
            break other;
        }
    };
    let strangers: Vec<_> =
        (0..OPENINGS_PER_ADDRESS).map(|_| guest(host.address().to_string(), wrong.clone(), timing)).collect();
    for _ in 0..strangers.len() {
        wait_for(&host_events, |event| matches!(event, Event::Refused(NetError::WrongCode)).then_some(()));
    }
    rightful_guest_joins(&host, code, timing);
    for (_stranger, events) in &strangers {
        let why = wait_for(events, |event| match event {
            Event::GaveUp(why) => Some(why),
            Event::Reconnecting(_) => panic!("a stranger was not told its code was wrong"),
            _ => None,
        });
        assert!(matches!(why, NetError::WrongCode), "{why:?}");
    }
}
