//! V1: records of 11×11 games: `dim:11` and the 11×11 start in the rules
//! tag (so OpenTafl opens them), told from 9×9 records by their rules tag,
//! and offered for resuming by the store (their round trips are in
//! `round_trip.rs`).

use crate::games::{new_record_on, random_record_on};
use obereg_record::{AnyRecord, GameRecord, RecordError, Store, Unfinished};
use obereg_rules::{OBEREG_11_RULES, START_RECORD_11};

#[test]
fn v1_an_11x11_record_names_dim_11_and_its_start() {
    let text = new_record_on::<11>().to_otg();
    let rules = format!("[rules:{OBEREG_11_RULES}{START_RECORD_11}]\n");
    assert!(text.contains(&rules), "{text}");
    assert!(text.contains("[rules:dim:11 name:Obereg-11 "), "{text}");
}

#[test]
fn v1_records_are_read_on_the_board_their_rules_name() {
    let eleven = random_record_on::<11>(&[3, 1, 4, 1, 5, 9, 2, 6], false).to_otg();
    let nine = random_record_on::<9>(&[3, 1, 4, 1, 5, 9, 2, 6], false).to_otg();
    assert_eq!(AnyRecord::from_otg(&eleven).unwrap().board_side(), 11);
    assert_eq!(AnyRecord::from_otg(&nine).unwrap().board_side(), 9);
    // Read as the other board, each is refused at its rules tag.
    let refused = |error: RecordError| error.line == Some(5);
    assert!(GameRecord::<9>::read_otg(&eleven).is_err_and(refused));
    assert!(GameRecord::<11>::read_otg(&nine).is_err_and(refused));
    // A board Obereg is not played on is refused whichever way it is read.
    let thirteen = eleven.replace("dim:11", "dim:13");
    assert!(AnyRecord::from_otg(&thirteen).is_err());
}

#[test]
fn v1_an_11x11_game_in_progress_is_offered_again_on_its_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::new(dir.path());
    let record = random_record_on::<11>(&[7, 7, 2, 8], false);
    assert!(record.game().outcome().is_none());
    store.autosave(&record).unwrap();
    match Store::new(dir.path()).unfinished().unwrap() {
        Unfinished::Game(AnyRecord::Eleven(found)) => assert_eq!(found.to_otg(), record.to_otg()),
        other => panic!("expected the 11×11 game, found {other:?}"),
    }
    // A 9×9 game of the next run does not continue it: the 11×11 one is set aside.
    let mut next = Store::new(dir.path());
    next.autosave(&new_record_on::<9>()).unwrap();
    let saved: Vec<_> = std::fs::read_dir(dir.path().join("saved")).unwrap().collect();
    assert_eq!(saved.len(), 1, "the 11×11 game set aside");
}
