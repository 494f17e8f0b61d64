//! Messages: each one round-trips; random bytes never panic the decoder;
//! text from the other side comes out plain; a die game's rolls, readings
//! and passes outside what they may be are refused.

use std::time::Duration;

use crate::random_cases::{CASES, any_bytes, for_random_cases};
use fastrand::Rng;
use obereg_net::{CHAT_LIMIT, ClockState, Join, Message, NAME_LIMIT, Turn, Welcome, plain_text};
use obereg_rules::{DrawReason, Move, Outcome, Reading, Roll, Side, TimeControl, WinReason};

fn roll(pips: u8) -> Roll {
    Roll::new(pips).unwrap()
}

fn every_message() -> Vec<Message> {
    let clocks = ClockState {
        vikings: Duration::from_millis(61_234),
        varangians: Duration::from_secs(300),
        running: Some(Side::Varangians),
    };
    let welcome = Welcome {
        name: "Ingvar".into(),
        host_side: Side::Varangians,
        rules: "rules string".into(),
        time_control: Some(TimeControl { base: Duration::from_secs(600), increment: Duration::from_secs(5) }),
        clocks: Some(clocks),
        die: None,
        roll: None,
        result: Some(Outcome::Win { winner: Side::Vikings, reason: WinReason::Time }),
        game: 42,
        version: 3,
        from: 1,
        more: 5,
        moves: vec![
            Turn::from("d1-d3".parse::<Move>().unwrap()),
            Turn::from("e3-c3".parse::<Move>().unwrap()),
        ],
    };
    let die_welcome = Welcome {
        die: Some(Reading::UpTo),
        roll: Some(roll(6)),
        moves: vec![
            Turn { mv: Some("d9-d8".parse().unwrap()), roll: Some(roll(2)) },
            Turn { mv: None, roll: Some(roll(5)) },
        ],
        time_control: None,
        clocks: None,
        ..welcome.clone()
    };
    vec![
        Message::Join(Join { name: "Olga".into(), game: 42, version: 2, moves: 3 }),
        Message::Welcome(welcome),
        Message::Welcome(die_welcome),
        Message::Busy,
        Message::Move { version: 1, number: 17, mv: "a4-a2".parse().unwrap() },
        Message::DrawOffer,
        Message::DrawAnswer(true),
        Message::DrawAnswer(false),
        Message::TakebackRequest,
        Message::TakebackAnswer(true),
        Message::Resign,
        Message::Chat("good game".into()),
        Message::Clock(ClockState { running: None, ..clocks }),
        Message::Ping,
        Message::Roll { number: 7, roll: roll(4) },
        Message::TakenBack { version: 4, turns: 12 },
        Message::Ended(Outcome::Win { winner: Side::Varangians, reason: WinReason::Resignation }),
        Message::Ended(Outcome::Draw(DrawReason::Agreement)),
        Message::Ended(Outcome::Draw(DrawReason::Time)),
        Message::Ended(Outcome::Win { winner: Side::Vikings, reason: WinReason::OffTheBoard }),
        Message::Line(vec![Turn::from("a4-a2".parse::<Move>().unwrap())]),
    ]
}

/// The bytes of a die game's welcome with one turn, `turn_roll` and
/// `turn_move` written as the wire has them, after `reading` and `pending`.
fn die_welcome_bytes(reading: u8, pending: u8, turn_roll: u8, turn_move: &str) -> Vec<u8> {
    let mut bytes = vec![2, 0, 0, 1, 0, 1, b'r', 0, 0, reading, pending];
    bytes.push(0);
    bytes.extend(42u64.to_be_bytes());
    bytes.extend([0u32, 0, 0, 1].iter().flat_map(|n| n.to_be_bytes()));
    bytes.push(turn_roll);
    bytes.extend((turn_move.len() as u16).to_be_bytes());
    bytes.extend(turn_move.as_bytes());
    bytes
}

#[test]
fn v2_rolls_readings_and_passes_outside_the_die_are_malformed() {
    let roll_of = |pips: u8| [&[13u8, 0, 0, 0, 3][..], &[pips]].concat();
    assert_eq!(Message::decode(&roll_of(3)).unwrap(), Message::Roll { number: 3, roll: roll(3) });
    for pips in [0, 7, 255] {
        assert!(Message::decode(&roll_of(pips)).is_err(), "a roll of {pips}");
    }
    let good = Message::decode(&die_welcome_bytes(1, 2, 5, "")).unwrap();
    let Message::Welcome(welcome) = good else { panic!("{good:?}") };
    assert_eq!((welcome.die, welcome.roll), (Some(Reading::Exact), Some(roll(2))));
    assert_eq!(welcome.moves, [Turn { mv: None, roll: Some(roll(5)) }]);
    for (why, bytes) in [
        ("a reading that is none of the two", die_welcome_bytes(3, 2, 5, "")),
        ("a pending roll of 7", die_welcome_bytes(1, 7, 5, "")),
        ("a turn's roll of 9", die_welcome_bytes(1, 2, 9, "d9-d8")),
        ("a pass without a roll", die_welcome_bytes(1, 2, 0, "")),
        ("a turn that is not a move", die_welcome_bytes(1, 2, 3, "d9")),
    ] {
        assert!(Message::decode(&bytes).is_err(), "{why}");
    }
}

#[test]
fn every_message_reads_back_as_sent() {
    for message in every_message() {
        assert_eq!(Message::decode(&message.encode()).unwrap(), message);
    }
}

#[test]
fn a_message_cut_short_or_with_bytes_after_it_is_malformed() {
    for message in every_message() {
        let bytes = message.encode();
        assert!(Message::decode(&bytes[..bytes.len() - 1]).is_err(), "{message:?} cut short");
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(Message::decode(&longer).is_err(), "{message:?} with a byte more");
    }
}

#[test]
fn a_name_and_a_chat_line_arrive_as_plain_text_of_limited_length() {
    let hostile = Message::Join(Join {
        name: "\u{1b}[2JEvil\u{7}\u{202E}name".repeat(10),
        game: 0,
        version: 0,
        moves: 0,
    });
    let Message::Join(join) = Message::decode(&hostile.encode()).unwrap() else { panic!() };
    assert!(join.name.chars().all(|c| !c.is_control() && c != '\u{202E}'), "{:?}", join.name);
    assert!(join.name.starts_with("[2JEvilname"));
    assert_eq!(join.name.chars().count(), NAME_LIMIT);
    let chat = Message::Chat("x".repeat(CHAT_LIMIT * 2));
    let Message::Chat(line) = Message::decode(&chat.encode()).unwrap() else { panic!() };
    assert_eq!(line.chars().count(), CHAT_LIMIT);
}

#[test]
fn plain_text_turns_line_breaks_and_tabs_into_single_spaces() {
    assert_eq!(plain_text("a\n\tb\r\n  c", 50), "a b c");
}

fn any_roll(rng: &mut Rng) -> Option<Roll> {
    rng.bool().then(|| roll(rng.u8(1..=6)))
}

fn any_move(rng: &mut Rng) -> Move {
    let (file, rank, to) = (rng.usize(0..9), rng.usize(0..9), rng.usize(1..9));
    let files = "abcdefghi".as_bytes();
    let (from, to) = (files[file] as char, files[(file + to) % 9] as char);
    format!("{from}{}-{to}{}", rank + 1, rank + 1).parse::<Move>().unwrap()
}

fn any_turn(rng: &mut Rng) -> Turn {
    loop {
        let (mv, roll) = (rng.bool().then(|| any_move(rng)), any_roll(rng));
        // A pass has a roll.
        if mv.is_some() || roll.is_some() {
            return Turn { mv, roll };
        }
    }
}

fn any_die_welcome(rng: &mut Rng) -> Message {
    let die = rng.bool().then(|| if rng.bool() { Reading::Exact } else { Reading::UpTo });
    Message::Welcome(Welcome {
        name: "Ingvar".into(),
        host_side: Side::Vikings,
        rules: "rules".into(),
        time_control: None,
        clocks: None,
        die,
        roll: any_roll(rng),
        result: None,
        game: rng.u64(..),
        version: rng.u32(..),
        from: rng.u32(..),
        more: 0,
        moves: (0..rng.usize(..40)).map(|_| any_turn(rng)).collect(),
    })
}

#[test]
fn v2_every_roll_and_die_welcome_reads_back_as_sent() {
    for_random_cases(CASES, |rng| {
        let message = if rng.bool() {
            Message::Roll { number: rng.u32(..), roll: roll(rng.u8(1..=6)) }
        } else {
            any_die_welcome(rng)
        };
        assert_eq!(Message::decode(&message.encode()).unwrap(), message);
    });
}

#[test]
fn random_bytes_never_panic_the_decoder() {
    for_random_cases(CASES, |rng| {
        let _ = Message::decode(&any_bytes(rng, 300));
    });
}

#[test]
fn random_bytes_after_a_valid_tag_never_panic() {
    for_random_cases(CASES, |rng| {
        let mut bytes = vec![rng.u8(0..16)];
        bytes.extend(any_bytes(rng, 300));
        if let Ok(message) = Message::decode(&bytes) {
            assert_eq!(Message::decode(&message.encode()).unwrap(), message);
        }
    });
}
