//! A game as the deciding end plays it: moves and the passes after them,
//! the clock on the caller's time, takebacks that put the turns, their
//! rolls and the clock back, and the ends off the board.

use std::time::Duration;

use obereg_rules::{DrawReason, Outcome, Reading, Side, TimeControl, WinReason};
use obereg_session::{Dice, End, Request, Session};

const FISCHER: TimeControl =
    TimeControl { base: Duration::from_secs(300), increment: Duration::from_secs(2) };

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn die(seed: i64) -> Option<(Dice, Reading)> {
    Some((Dice::from_seed(seed), Reading::Exact))
}

/// A game with the die whose first move (the first of the Vikings' moves
/// for its roll) has passes after it; bounded search over the seeds.
fn session_with_a_pass_after_a_move() -> (Session<9>, obereg_rules::Move) {
    for seed in 0..1000 {
        let session = Session::<9>::new(FISCHER, false, die(seed), Duration::ZERO);
        let Some(roll) = session.roll() else { continue };
        let mv = session.position().legal_moves_for_roll(roll, Reading::Exact)[0];
        if session.clone().play(mv, Duration::ZERO).is_ok_and(|turns| turns.len() > 1) {
            return (session, mv);
        }
    }
    panic!("no seed of 1000 passes after the first move");
}

#[test]
fn a_move_brings_the_passes_after_it_with_their_rolls_and_clocks() {
    let (mut session, mv) = session_with_a_pass_after_a_move();
    let (ply, dice, mover) = (session.plies(), session.dice().unwrap(), session.to_move());
    let turns = session.play(mv, secs(3)).unwrap();
    assert_eq!(turns[0].record.as_ref().map(|record| record.mv), Some(mv));
    for (turn, expected_ply) in turns.iter().zip(ply..) {
        assert_eq!(turn.ply, expected_ply);
        assert_eq!(turn.roll, Some(dice.roll(expected_ply)));
    }
    assert!(turns[1..].iter().all(|turn| turn.record.is_none()));
    assert_eq!(session.plies(), ply + u32::try_from(turns.len()).unwrap());
    assert_eq!(session.turns().last(), Some(&None));
    assert_eq!(session.rolls().len(), session.turns().len());
    // A pass is a turn made at once: the side that passed gets its increment.
    let passer = usize::from(mover.opponent() == Side::Varangians);
    assert_eq!(turns[1].left[passer], secs(302), "{turns:?}");
}

#[test]
fn a_move_not_kept_is_taken_back_with_the_passes_and_rolls_after_it() {
    let (mut session, mv) = session_with_a_pass_after_a_move();
    let (plies, turns, roll, clock) = (session.plies(), session.turns(), session.roll(), session.clock());
    session.play(mv, secs(3)).unwrap();
    session.take_back(plies, clock);
    assert_eq!((session.plies(), session.turns(), session.roll()), (plies, turns, roll));
    assert_eq!(session.left(Duration::ZERO), [secs(300); 2]);
}

#[test]
fn a_move_against_the_roll_is_refused_and_changes_nothing() {
    let mut session = Session::<9>::new(FISCHER, false, die(1), Duration::ZERO);
    let roll = session.roll().unwrap();
    let wrong = session
        .position()
        .legal_moves()
        .into_iter()
        .find(|mv| mv.from.line_distance(mv.to) != Some(roll.pips()))
        .unwrap();
    let refused = session.play(wrong, Duration::ZERO).unwrap_err();
    assert!(refused.to_string().contains("(D2"), "{refused}");
    assert_eq!(session.plies(), Session::<9>::new(FISCHER, false, die(1), Duration::ZERO).plies());
}

#[test]
fn the_clock_runs_on_the_time_given_and_a_flag_falls_by_it() {
    let mut session = Session::<9>::new(FISCHER, false, None, secs(10));
    session.play("d9-d7".parse().unwrap(), secs(40)).unwrap();
    assert_eq!(session.left(secs(45)), [secs(272), secs(295)]);
    assert_eq!(session.flag(secs(339)), None);
    let flag = session.flag(secs(340));
    assert_eq!(flag, Some(Outcome::Win { winner: Side::Vikings, reason: WinReason::Time }));
}

#[test]
fn a_takeback_by_consent_puts_the_clocks_back_and_ends_the_offers() {
    let mut session = Session::<9>::new(FISCHER, false, None, Duration::ZERO);
    session.play("d9-d7".parse().unwrap(), secs(10)).unwrap();
    let left = session.left(secs(10));
    session.play("f5-f7".parse().unwrap(), secs(30)).unwrap();
    session.offers().ask(Request::Draw, Side::Vikings);
    let taken = session.takeback_turns(Side::Varangians);
    assert_eq!(taken, 1);
    session.take_back_to(session.plies() - taken, left, secs(50));
    assert_eq!(session.plies(), 1);
    assert_eq!(session.to_move(), Side::Varangians);
    assert_eq!(session.left(secs(60)), [secs(292), secs(290)], "the Varangians' clock runs from 50 s");
    assert_eq!(session.offers().by(Request::Draw), None);
}

#[test]
fn a_correspondence_clock_is_full_again_after_each_turn_and_after_a_takeback() {
    let days = TimeControl { base: secs(3 * 24 * 3600), increment: Duration::ZERO };
    let mut session = Session::<9>::new(days, true, None, Duration::ZERO);
    let turns = session.play("d9-d7".parse().unwrap(), secs(3600)).unwrap();
    assert_eq!(turns[0].left, [days.base; 2]);
    session.take_back_to(0, [secs(1); 2], secs(7200));
    assert_eq!(session.left(secs(7200)), [days.base; 2]);
}

#[test]
fn a_move_lapses_the_offers_standing() {
    let mut session = Session::<11>::new(FISCHER, false, None, Duration::ZERO);
    session.offers().ask(Request::Takeback, Side::Varangians);
    let mv = session.position().legal_moves()[0];
    session.play(mv, secs(1)).unwrap();
    assert_eq!(session.offers().by(Request::Takeback), None);
}

#[test]
fn the_ends_off_the_board() {
    let resigned = Outcome::Win { winner: Side::Varangians, reason: WinReason::Resignation };
    assert_eq!(End::Resigned(Side::Vikings).outcome(), resigned);
    assert_eq!(End::Agreed.outcome(), Outcome::Draw(DrawReason::Agreement));
    let claimed = Outcome::Win { winner: Side::Vikings, reason: WinReason::OffTheBoard };
    assert_eq!(End::Abandoned(Side::Varangians).outcome(), claimed);
}
