//! Turns numbered on a versioned line: a turn sent again, a turn ahead,
//! and what a side joining again is sent and goes on with.

use obereg_rules::Move;
use obereg_session::{Arrival, Held, Rejoin, Sent, Turn, arrival, rejoin};

fn turn(text: &str) -> Turn {
    Turn::from(text.parse::<Move>().unwrap())
}

fn line(texts: &[&str]) -> Vec<Turn> {
    texts.iter().map(|text| turn(text)).collect()
}

#[test]
fn a_turn_is_the_next_one_sent_again_or_ahead_of_a_missing_one() {
    assert_eq!(arrival(3, 3), Arrival::Next);
    assert_eq!(arrival(2, 3), Arrival::Again);
    assert_eq!(arrival(0, 3), Arrival::Again);
    assert_eq!(arrival(4, 3), Arrival::Ahead);
    assert_eq!(arrival(0, 0), Arrival::Next);
}

#[test]
fn a_side_holding_the_same_version_is_sent_only_what_it_lacks() {
    let held = Held { game: 7, version: 2, turns: 3 };
    assert_eq!(held.catch_up_from(7, 2, 5), 3);
    // It holds more than the line: it is sent nothing, and resends the rest.
    assert_eq!(held.catch_up_from(7, 2, 2), 2);
    // Another version, another game: the whole line.
    assert_eq!(held.catch_up_from(7, 3, 5), 0);
    assert_eq!(held.catch_up_from(8, 2, 5), 0);
}

#[test]
fn a_rejoin_keeps_what_is_held_and_takes_the_rest() {
    let held = line(&["d9-d7", "f5-f7"]);
    let sent = line(&["e3-c3"]);
    let joined = rejoin(&held, 7, 1, Sent { game: 7, version: 1, from: 2, turns: &sent });
    assert_eq!(joined, Rejoin { turns: line(&["d9-d7", "f5-f7", "e3-c3"]), resend: Vec::new() });
}

#[test]
fn turns_the_other_end_never_received_are_sent_again_with_their_numbers() {
    let held = line(&["d9-d7", "f5-f7", "e3-c3"]);
    let joined = rejoin(&held, 7, 1, Sent { game: 7, version: 1, from: 1, turns: &held[1..2] });
    assert_eq!(joined.turns, held);
    assert_eq!(joined.resend, vec![(2, held[2])]);
}

#[test]
fn a_side_holding_another_version_or_game_takes_the_line_whole_and_resends_nothing() {
    let held = line(&["d9-d7", "f5-f7", "e3-c3"]);
    let sent = line(&["d9-d7", "f5-f7", "d1-d3"]);
    for (game, version) in [(7, 0), (6, 1)] {
        let joined = rejoin(&held, game, version, Sent { game: 7, version: 1, from: 0, turns: &sent });
        assert_eq!(joined, Rejoin { turns: sent.clone(), resend: Vec::new() }, "{game} {version}");
    }
    // A line sent from beyond what is held cannot be joined to it: taken as sent.
    let joined = rejoin(&held[..1], 7, 1, Sent { game: 7, version: 1, from: 2, turns: &sent[2..] });
    assert_eq!(joined.turns, sent[2..].to_vec());
}
