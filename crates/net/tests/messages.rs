//! Messages: each one round-trips; random bytes never panic the decoder;
//! text from the other side comes out plain.

use std::time::Duration;

use obereg_net::{CHAT_LIMIT, ClockState, Join, Message, NAME_LIMIT, Welcome, plain_text};
use obereg_rules::{Side, TimeControl};
use proptest::prelude::*;

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
        game: 42,
        from: 1,
        moves: vec!["d1-d3".parse().unwrap(), "e3-c3".parse().unwrap()],
    };
    vec![
        Message::Join(Join { name: "Olga".into(), game: 42, moves: 3 }),
        Message::Welcome(welcome),
        Message::Busy,
        Message::Move { number: 17, mv: "a4-a2".parse().unwrap() },
        Message::DrawOffer,
        Message::DrawAnswer(true),
        Message::DrawAnswer(false),
        Message::TakebackRequest,
        Message::TakebackAnswer(true),
        Message::Resign,
        Message::Chat("good game".into()),
        Message::Clock(ClockState { running: None, ..clocks }),
        Message::Ping,
    ]
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
    let hostile =
        Message::Join(Join { name: "\u{1b}[2JEvil\u{7}\u{202E}name".repeat(10), game: 0, moves: 0 });
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

proptest! {
    #[test]
    fn random_bytes_never_panic_the_decoder(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let _ = Message::decode(&bytes);
    }

    #[test]
    fn random_bytes_after_a_valid_tag_never_panic(tag in 0u8..16, rest in proptest::collection::vec(any::<u8>(), 0..300)) {
        let mut bytes = vec![tag];
        bytes.extend(rest);
        if let Ok(message) = Message::decode(&bytes) {
            prop_assert_eq!(Message::decode(&message.encode()).unwrap(), message);
        }
    }
}
