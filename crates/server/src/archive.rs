//! The archive: a finished game as an OpenTafl record (`.otg`), written by
//! `obereg-record`, so that OpenTafl and obereg open it: the players, the
//! day it started, the clock, every move with its captures, and the result
//! (an end the moves do not show, as a resignation, in obereg's tag).

use std::time::{Duration, UNIX_EPOCH};

use obereg_record::{GameRecord, Stamp};
use obereg_rules::{Clock, DrawReason, MoveRecord, Outcome, Side, WinReason};

use crate::protocol::ClockTerms;
use crate::store::FinishedGame;
use crate::table::control;

/// The record of `finished` as OTN text; none when its kept moves do not
/// play (a damaged database).
pub fn otg(finished: &FinishedGame) -> Option<String> {
    match finished.stored.game.board {
        11 => record_on::<11>(finished),
        _ => record_on::<9>(finished),
    }
}

/// The record of `finished` on the `N`×`N` board.
fn record_on<const N: usize>(finished: &FinishedGame) -> Option<String> {
    let stored = &finished.stored;
    let date = Stamp::of(UNIX_EPOCH + Duration::from_millis(stored.started_ms)).date;
    let [vikings, varangians] = &stored.game.names;
    let mut record = GameRecord::<N>::on_board(vikings, varangians, date);
    for text in &stored.moves {
        let mv = text.parse::<MoveRecord>().ok()?.mv;
        record.game_mut().play(mv).ok()?;
    }
    if record.game().outcome().is_none() {
        record.game_mut().end(end_off_the_board(finished.winner.as_deref(), &finished.reason));
    }
    if let Ok(terms @ ClockTerms::Fischer { .. }) = serde_json::from_str(&stored.game.clock) {
        let [vikings, varangians] = stored.left_ms.map(Duration::from_millis);
        record.set_clock(&Clock::resumed(control(terms), vikings, varangians), Duration::ZERO);
    }
    Some(record.to_otg())
}

/// The end of a game the moves do not show, from the protocol's winner
/// and reason: a clock run out, a resignation, an agreed draw; a game
/// abandoned is a win off the board (a draw when both left, written as
/// agreed: OTN has no other drawn end off the board).
fn end_off_the_board(winner: Option<&str>, reason: &str) -> Outcome {
    let winner = match winner {
        Some("vikings") => Side::Vikings,
        Some(_) => Side::Varangians,
        None if reason == "time" => return Outcome::Draw(DrawReason::Time),
        None => return Outcome::Draw(DrawReason::Agreement),
    };
    let reason = match reason {
        "time" => WinReason::Time,
        "resignation" => WinReason::Resignation,
        _ => WinReason::OffTheBoard,
    };
    Outcome::Win { winner, reason }
}
