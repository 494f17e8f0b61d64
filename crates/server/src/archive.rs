//! The archive: a finished game as an OpenTafl record (`.otg`), written by
//! `obereg-record`, so that OpenTafl and obereg open it: the players, the
//! day it started, the clock, every move with its captures, and the result
//! (an end the moves do not show, as a resignation, in obereg's tag); a
//! game with the die with its reading and rolls, as the terminal game
//! writes them (`[obereg-die:exact]`, `[obereg-rolls:…]`, `pass`).

use std::time::{Duration, UNIX_EPOCH};

use obereg_record::{GameRecord, PASS, Stamp};
use obereg_rules::{Clock, DrawReason, MoveRecord, Outcome, Side, WinReason};

use crate::dice::{Dice, READING};
use crate::protocol::ClockTerms;
use crate::store::FinishedGame;
use crate::table::Table;

/// No time: the archive replays a game's turns, not its clocks.
const ZERO: Duration = Duration::ZERO;

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
    match stored.game.die_seed.map(Dice::from_seed) {
        None => {
            for text in &stored.moves {
                let mv = text.parse::<MoveRecord>().ok()?.mv;
                record.game_mut().play(mv).ok()?;
            }
        }
        Some(dice) => record = with_rolls(record.with_die(READING), finished, dice)?,
    }
    if record.game().outcome().is_none() {
        record.game_mut().end(end_off_the_board(finished.winner.as_deref(), &finished.reason));
    }
    if let Ok(terms @ ClockTerms::Fischer { .. }) = serde_json::from_str(&stored.game.clock) {
        let [vikings, varangians] = stored.left_ms.map(Duration::from_millis);
        record.set_clock(&Clock::resumed(terms.control(), vikings, varangians), Duration::ZERO);
    }
    Some(record.to_otg())
}

/// `record` with the turns of `finished`, a game with the die: its moves
/// and the turns that passed (D3), each with its roll (`[obereg-rolls:…]`),
/// replayed on a table as the server played them.
fn with_rolls<const N: usize>(
    mut record: GameRecord<N>,
    finished: &FinishedGame,
    dice: Dice,
) -> Option<GameRecord<N>> {
    let stored = &finished.stored;
    let terms = serde_json::from_str(&stored.game.clock).ok()?;
    let table =
        Table::resume(stored.game.board, terms, Some(dice), &stored.moves, [0; 2], ZERO, ZERO).ok()?;
    for (text, roll) in table.moves().iter().zip(table.rolls()) {
        if text == PASS {
            record.game_mut().pass(roll).ok()?;
        } else {
            record.game_mut().play_rolled(text.parse::<MoveRecord>().ok()?.mv, roll).ok()?;
        }
    }
    Some(record)
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
