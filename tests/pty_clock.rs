//! The clocks of a game killed in the middle of a move (SIGKILL) and
//! resumed: the time spent on the move is not given back.

use std::time::Duration;

use crate::pty::{Session, kill_hard};
use tempfile::TempDir;

/// The time the panel shows for the Varangians (`Varangians  0:57`).
fn varangians_clock(text: &str) -> Option<String> {
    let (_, after) = text.split_once("Varangians  ")?;
    after.split_whitespace().next().map(str::to_string)
}

#[test]
fn a_game_killed_mid_move_resumes_without_the_time_spent_on_the_move_given_back() {
    let data = TempDir::new().expect("a data directory");
    let mut game = Session::start_in(data.path(), &["--clock", "1+0"]);
    game.wait_for("Vikings");
    game.send("md9-d6\r");
    game.wait_for("1. d9-d6");
    // The Varangians think for four seconds; the game keeps their clock every second.
    game.wait_until("the Varangians' clock at 0:56", |text| {
        varangians_clock(text).as_deref() == Some("0:56")
    });
    kill_hard(&mut game);
    // Kept about a second before the kill, when 0:56 showed (a full minute before the fix).
    let saved = std::fs::read_to_string(data.path().join("obereg/current.otg")).expect("the autosave");
    let record = obereg_record::GameRecord::from_otg(&saved).expect("a record");
    let left = record.clock().expect("the clocks").left(obereg_rules::Side::Varangians, Duration::ZERO);
    assert!(left < Duration::from_millis(59_500), "saved with {left:?} left, not a full minute:\n{saved}");

    let mut resumed = Session::start_in(data.path(), &["--resume"]);
    resumed.wait_for("The game goes on where it was left");
    let shown = varangians_clock(&resumed.text()).expect("the Varangians' clock");
    let seconds = shown.strip_prefix("0:").and_then(|seconds| seconds.parse::<u32>().ok());
    assert!(seconds.is_some_and(|seconds| seconds <= 58), "resumed at {shown}, not 1:00");
    resumed.send("q");
    assert!(resumed.finish().success());
}
