//! `obereg replay FILE` as scripts call it.

use std::fs;
use std::path::Path;
use std::process::Output;

use crate::games::{branched_record, random_record, record_after};

/// Replays `file` with the messages in English.
fn replay(file: &Path) -> Output {
    crate::obereg()
        .arg("replay")
        .arg(file)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .output()
        .expect("obereg runs")
}

fn replay_text(text: &[u8]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.otg");
    fs::write(&file, text).unwrap();
    replay(&file)
}

#[test]
fn replay_prints_the_final_position_the_side_to_move_and_the_result() {
    let record = record_after(&["a4-a3", "c5-c4", "d9-d7"]);
    let output = replay_text(record.to_otg().as_bytes());
    assert!(output.status.success());
    let expected = format!(
        "position: {}\nto move: varangians\nresult: ? (the game goes on)\n",
        record.game().position()
    );
    assert_eq!(String::from_utf8(output.stdout).unwrap(), expected);
}

#[test]
fn replay_names_how_a_finished_game_ended() {
    let choices: Vec<u16> = (0..400).map(|i| (i * 37 + 11) as u16).collect();
    let record = random_record(&choices, true);
    let output = replay_text(record.to_otg().as_bytes());
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    let code = obereg_record::result_code(record.game().outcome());
    assert!(stdout.contains(&format!("\nresult: {code} (")), "{stdout}");
    assert!(stdout.contains(" (R1") || stdout.contains("So says the result tag"), "{stdout}");
}

#[test]
fn an_illegal_move_fails_with_status_2_naming_line_and_turn() {
    let text =
        record_after(&["a4-a3", "c5-c4", "d9-d7", "g5-g6", "d7-d8"]).to_otg().replace("d7-d8", "d7-d2");
    let output = replay_text(text.as_bytes());
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("game.otg is not a game record that can be played: line 9, turn 3: the Vikings' move d7-d2 is illegal"), "{stderr}");
}

#[test]
fn broken_files_fail_with_status_2_and_one_line() {
    let good = record_after(&["a4-a3"]).to_otg();
    let other_rules = good.replace("dim:9", "dim:13");
    let nine_start_on_eleven = good.replace("dim:9", "dim:11");
    // The Vikings capture the prince on g5; the tag gives the win to the Varangians.
    let captured = ["b5-b4", "g5-g6", "b4-b8", "e6-d6", "b8-b4", "f5-f4", "f1-h1", "e5-g5", "f9-f5"];
    let bad_result = record_after(&captured).to_otg().replace("[result:1]", "[result:-1]");
    let cases: [(&[u8], &str); 5] = [
        (b"", "empty"),
        (b"\xff\xfe\x00garbage", "unreadable bytes"),
        (other_rules.as_bytes(), "dim:13"),
        (nine_start_on_eleven.as_bytes(), "the board has 11"),
        (bad_result.as_bytes(), "line 4: the moves do not give the result [result:-1]"),
    ];
    for (text, words) in cases {
        let output = replay_text(text);
        assert_eq!(output.status.code(), Some(2), "{words}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(words), "{stderr}");
    }
}

#[test]
fn a_missing_file_fails_with_status_2() {
    let output = replay(Path::new("/nonexistent/obereg/game.otg"));
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8(output.stderr).unwrap().contains("can't read /nonexistent/obereg/game.otg"));
}

#[test]
fn replay_prints_the_position_where_play_goes_on() {
    let record = branched_record();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("tree.otg");
    std::fs::write(&file, record.to_otg()).unwrap();
    let output = crate::obereg().args(["replay", file.to_str().unwrap()]).output().expect("obereg runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(text.contains(&format!("position: {}\n", record.game().position())), "{text}");
    assert!(text.contains("to move: vikings") || text.contains("to move: Vikings"), "{text}");
}

#[test]
fn an_unfinished_record_is_never_called_a_draw_by_agreement() {
    let text = record_after(&["a4-a3", "c5-c4", "d9-d7"]).to_otg();
    assert!(text.contains("[result:?]"), "{text}");
    for (result, words) in [("?", "the game goes on"), ("0", "Draw! So says the result tag")] {
        let output = replay_text(text.replace("[result:?]", &format!("[result:{result}]")).as_bytes());
        assert!(output.status.success());
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert!(stdout.contains(&format!("result: {result} ({words}")), "{stdout}");
        assert!(!stdout.contains("agreement"), "{stdout}");
    }
}

#[test]
fn a_private_tag_naming_no_position_is_dropped_with_a_note() {
    let text = record_after(&["a4-a3", "c5-c4", "d9-d7"]).to_otg();
    let line = text.lines().position(|line| line.is_empty()).unwrap() + 1;
    let edited = text.replacen("\n\n", "\n[obereg-current:2a.1.1a.1.2a]\n\n", 1);
    let output = replay_text(edited.as_bytes());
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).unwrap();
    let note = format!(
        "note: line {line}: [obereg-current:2a.1.1a.1.2a] names no position of this game; the tag is dropped\n"
    );
    assert!(stdout.starts_with(&note), "{stdout}");
    assert!(stdout.ends_with("result: ? (the game goes on)\n"), "{stdout}");
}

#[test]
fn a_game_opentafl_wrote_with_the_prince_captured_replays() {
    let text = format!(
        "[date:2026-11-30]\n[result:1]\n[compiler:OpenTafl]\n[rules:{}]\n\n\
         1. b5-b4 g5-g6\n2. b4-b8 e6-d6\n3. b8-b4 f5-f4\n4. f1-h1 Ke5-g5\n5. f9-f5xKg5++\n",
        obereg_rules::RulesString::obereg()
    );
    let output = replay_text(text.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("result: 1 "), "{stdout}");
}

#[test]
fn replay_of_a_die_game_names_the_reading_and_replays_its_rolls() {
    use obereg_rules::{Reading, Roll};
    let mut record =
        obereg_record::GameRecord::new("Olha", "Ihor", obereg_record::Date::today()).with_die(Reading::UpTo);
    let roll = |pips: u8| Roll::new(pips).unwrap();
    record.game_mut().play_rolled("d9-d6".parse().unwrap(), roll(3)).unwrap();
    record.game_mut().play_rolled("e3-b3".parse().unwrap(), roll(5)).unwrap();
    let output = replay_text(record.to_otg().as_bytes());
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.starts_with("die: up-to\nposition: "), "{stdout}");
    assert!(stdout.contains(&record.game().position().to_string()), "{stdout}");
}

#[test]
fn a_game_opentafl_saved_with_its_inverted_start_replays() {
    let rules = obereg_rules::RulesString::obereg().to_string().replace(" start:", " starti:");
    let text = format!(
        "[date:2026.11.30]\n[result:?]\n[compiler:OpenTafl]\n[rules:{rules}]\n\n1. b5-b4 g5-g6 \n[|]\n\n"
    );
    let output = replay_text(text.as_bytes());
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.ends_with("to move: vikings\nresult: ? (the game goes on)\n"), "{stdout}");
}

#[test]
fn replay_says_a_game_opentafl_recorded_as_won_off_the_board_was_decided_there() {
    let text = format!(
        "[date:2026.11.30]\n[result:-1]\n[compiler:OpenTafl]\n[rules:{}]\n\n1. b5-b4 g5-g6 \n[|]\n\n",
        obereg_rules::RulesString::obereg()
    );
    let output = replay_text(text.as_bytes());
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        stdout.contains("\nresult: -1 (The Varangians win! The game was decided off the board"),
        "{stdout}"
    );
}
