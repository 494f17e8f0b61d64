//! Whoever does not belong is refused, and the game is none the worse: a
//! wrong code, garbage, an oversized message, an old version, a third
//! player. After each, the rightful guest still joins.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use obereg_net::{Event, JoinCode, Message, NetError, PROTOCOL_VERSION, Timing, hello_bytes};

use crate::common::{GUARD, guest, host, quick, rightful_guest_joins, wait_for};

fn framed(body: &[u8]) -> Vec<u8> {
    let mut bytes = (body.len() as u32).to_be_bytes().to_vec();
    bytes.extend_from_slice(body);
    bytes
}

fn refusal(events: &std::sync::mpsc::Receiver<Event>) -> NetError {
    wait_for(events, |event| match event {
        Event::Refused(why) => Some(why),
        _ => None,
    })
}

#[test]
fn a_wrong_code_is_refused_and_the_guest_gives_up() {
    let (host, code, host_events) = host(quick());
    let wrong = loop {
        let other = JoinCode::fresh().unwrap();
        if other != code {
            break other;
        }
    };
    let (_stranger, events) = guest(host.address().to_string(), wrong, quick());
    let why = wait_for(&events, |event| match event {
        Event::GaveUp(why) => Some(why),
        Event::Welcomed(_) => panic!("a wrong code was welcomed"),
        _ => None,
    });
    assert!(matches!(why, NetError::WrongCode), "{why:?}");
    assert!(matches!(refusal(&host_events), NetError::WrongCode));
    rightful_guest_joins(&host, code, quick());
}

#[test]
fn repeated_wrong_codes_wait_longer_and_longer_up_to_a_limit() {
    let timing = Timing::default();
    let waits: Vec<Duration> = (0..8).map(|n| timing.doubling(timing.penalty, n)).collect();
    assert_eq!(waits[0], Duration::ZERO);
    assert!(waits.windows(2).all(|pair| pair[0] <= pair[1]), "{waits:?}");
    assert!(waits[4] > waits[1]);
    assert_eq!(timing.doubling(timing.penalty, 1000), timing.max_wait);
}

#[test]
fn garbage_bytes_are_refused_without_harm() {
    let (host, code, events) = host(quick());
    let mut stream = TcpStream::connect(host.address()).unwrap();
    stream.write_all(&framed(b"GET / HTTP/1.1")).unwrap();
    assert!(matches!(refusal(&events), NetError::Malformed(_)));
    rightful_guest_joins(&host, code, quick());
}

#[test]
fn an_oversized_message_is_refused_before_it_is_read() {
    let (host, code, events) = host(quick());
    let mut stream = TcpStream::connect(host.address()).unwrap();
    stream.write_all(&u32::MAX.to_be_bytes()).unwrap();
    assert!(matches!(refusal(&events), NetError::TooLong(_)));
    rightful_guest_joins(&host, code, quick());
}

/// Version 1 is the last one without the die: its guest would not wait for
/// the host's rolls, so it is refused as any older one is.
#[test]
fn an_old_protocol_version_is_told_so_and_refused() {
    let (host, code, events) = host(quick());
    for old in [0, PROTOCOL_VERSION - 1] {
        let mut stream = TcpStream::connect(host.address()).unwrap();
        stream.set_read_timeout(Some(GUARD)).unwrap();
        stream.write_all(&framed(&hello_bytes(old))).unwrap();
        assert!(matches!(refusal(&events), NetError::Version(v) if v == old));
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        assert!(answer.windows(6).any(|w| w == b"OBEREG"), "no refusal came back: {answer:?}");
    }
    rightful_guest_joins(&host, code, quick());
}

/// A third player with the right code is told at once that the game is
/// full, and stops: it never got in, so it has no game to rejoin.
#[test]
fn a_third_connection_is_told_the_game_is_full_and_the_game_goes_on() {
    let (host, code, host_events) = host(quick());
    let (_first, first_events) = guest(host.address().to_string(), code.clone(), quick());
    wait_for(&first_events, |event| matches!(event, Event::Welcomed(_)).then_some(()));
    let (_third, third_events) = guest(host.address().to_string(), code, quick());
    let why = wait_for(&third_events, |event| match event {
        Event::GaveUp(why) => Some(why),
        Event::Welcomed(_) => panic!("a third player was let in"),
        Event::Reconnecting(_) => panic!("a third player was left trying again"),
        _ => None,
    });
    assert!(matches!(why, NetError::Busy), "{why:?}");
    assert!(matches!(refusal(&host_events), NetError::Busy));
    assert!(host.send(&Message::DrawOffer));
    wait_for(&first_events, |event| matches!(event, Event::Received(Message::DrawOffer)).then_some(()));
}
