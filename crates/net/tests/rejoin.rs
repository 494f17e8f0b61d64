//! A rejoin rebuilds the host's game: a line of any length arrives whole
//! (in parts past one message), another version of the line replaces the
//! guest's, and the clocks come as they stand at the welcome.

use std::time::{Duration, Instant};

use obereg_net::{
    ClockState, Event, HostedGame, Join, MAX_LINE, MAX_MESSAGE, Message, PART, Turn, Welcome, rejoin,
};
use obereg_rules::{Move, Side};

use crate::common::{guest, host, quick, wait_for};

fn turn(text: &str) -> Turn {
    Turn::from(text.parse::<Move>().unwrap())
}

/// A long line of the longest moves there are, on the 11×11 board.
fn long_line(count: usize) -> Vec<Turn> {
    (0..count).map(|n| turn(if n % 2 == 0 { "a10-a11" } else { "k11-k10" })).collect()
}

#[test]
fn a_game_of_two_thousand_turns_is_rejoined_whole_on_loopback() {
    let (host, code, _host_events) = host(quick());
    let line = long_line(2000);
    host.update(|table| table.moves.clone_from(&line));
    let (_guest, guest_events) = guest(host.address().to_string(), code, quick());
    let welcome = wait_for(&guest_events, |event| match event {
        Event::Welcomed(welcome) => Some(welcome),
        _ => None,
    });
    assert_eq!(welcome.moves, line);
    assert_eq!(welcome.more, 0, "the game is handed the whole line");
}

#[test]
fn every_part_of_a_long_welcome_fits_in_a_message() {
    let welcome = HostedGame { moves: long_line(3 * PART + 1), ..HostedGame::default() }
        .welcome(&Join { name: String::new(), game: 0, version: 0, moves: 0 }, Instant::now());
    let parts = welcome.clone().parts();
    assert_eq!(parts.len(), 4);
    assert!(parts.iter().all(|part| part.encode().len() <= MAX_MESSAGE));
    let mut rest = parts.into_iter();
    let Some(Message::Welcome(first)) = rest.next() else { panic!("the welcome comes first") };
    let whole = first.gather(|| Ok(rest.next().unwrap())).unwrap();
    assert_eq!(whole, welcome);
}

#[test]
fn a_welcome_promising_too_long_a_line_or_followed_by_anything_else_is_refused() {
    let welcome = HostedGame::default()
        .welcome(&Join { name: String::new(), game: 0, version: 0, moves: 0 }, Instant::now());
    let boastful = Welcome { more: MAX_LINE as u32 + 1, ..welcome.clone() };
    assert!(boastful.gather(|| Ok(Message::Line(vec![turn("a4-a2")]))).is_err());
    let interrupted = Welcome { more: 2, ..welcome.clone() };
    assert!(interrupted.gather(|| Ok(Message::Ping)).is_err());
    let overfull = Welcome { more: 1, ..welcome };
    assert!(overfull.gather(|| Ok(Message::Line(long_line(2)))).is_err());
}

#[test]
fn a_guest_holding_another_version_of_the_line_takes_the_hosts_whole() {
    let table = HostedGame {
        game: 7,
        version: 2,
        moves: vec![turn("d9-d7"), turn("f5-f7")],
        ..HostedGame::default()
    };
    let held = [turn("d9-d7"), turn("e5-e7"), turn("a4-a2")];
    let join = Join { name: String::new(), game: 7, version: 1, moves: 3 };
    let welcome = table.welcome(&join, Instant::now());
    assert_eq!((welcome.from, welcome.version), (0, 2));
    let joined = rejoin(&held, 7, 1, &welcome);
    assert_eq!(joined.turns, table.moves);
    assert!(joined.resend.is_empty(), "nothing of another line goes back to the host");
    let same = Join { version: 2, moves: 2, ..join };
    assert_eq!(table.welcome(&same, Instant::now()).from, 2);
}

#[test]
fn the_welcome_carries_the_clocks_as_they_stand_at_that_moment() {
    let read = Instant::now();
    let clocks = ClockState {
        vikings: Duration::from_secs(300),
        varangians: Duration::from_secs(200),
        running: Some(Side::Vikings),
    };
    let table = HostedGame { clocks: Some(clocks), clocks_at: Some(read), ..HostedGame::default() };
    let join = Join { name: String::new(), game: 0, version: 0, moves: 0 };
    let welcome = table.welcome(&join, read + Duration::from_secs(61));
    let expected = ClockState { vikings: Duration::from_secs(239), ..clocks };
    assert_eq!(welcome.clocks, Some(expected), "the minute spent on the move under way is not given back");
    let stopped = HostedGame { clocks: Some(ClockState { running: None, ..clocks }), ..table };
    assert_eq!(
        stopped.welcome(&join, read + Duration::from_secs(61)).clocks.unwrap().vikings,
        Duration::from_secs(300)
    );
}
