//! The data directory: autosave and resume, finished games into the
//! history, games set aside, and damaged files kept untouched.

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};

use crate::games::{new_record, random_record, record_after};
use obereg_record::{AnyRecord, Autosaved, GameRecord, Store, Unfinished, write_atomic};
use obereg_rules::{Outcome, Side, WinReason};

const GARBAGE: &[u8] = b"[date:2026.12.01]\n[rules:dim:9 \xff\xfe half a rec";

fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    files
}

fn unfinished_game(store: &Store) -> GameRecord {
    match store.unfinished().unwrap() {
        Unfinished::Game(AnyRecord::Nine(record)) => record,
        other => panic!("expected a 9×9 game, found {other:?}"),
    }
}

#[test]
fn an_empty_directory_holds_no_unfinished_game() {
    let dir = tempfile::tempdir().unwrap();
    assert!(matches!(Store::new(dir.path().join("obereg")).unfinished().unwrap(), Unfinished::None));
}

#[test]
fn a_game_autosaved_after_every_move_resumes_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::new(dir.path());
    let mut record = new_record();
    for text in ["a4-a3", "c5-c4", "d9-d7"] {
        record.game_mut().play(text.parse().unwrap()).unwrap();
        assert_eq!(store.autosave(&record).unwrap(), Autosaved::InProgress);
    }
    let resumed = unfinished_game(&Store::new(dir.path()));
    assert_eq!(resumed.to_otg(), record.to_otg());
    assert_eq!(resumed.game().position(), record.game().position());
    assert_eq!(files_in(dir.path()), [dir.path().join("current.otg")], "no temporary files left");
}

#[test]
fn a_resumed_game_goes_on_in_the_same_file() {
    let dir = tempfile::tempdir().unwrap();
    Store::new(dir.path()).autosave(&record_after(&["a4-a3"])).unwrap();
    let mut store = Store::new(dir.path());
    let mut record = unfinished_game(&store);
    record.game_mut().play("c5-c4".parse().unwrap()).unwrap();
    store.autosave(&record).unwrap();
    record.game_mut().undo();
    record.game_mut().undo();
    store.autosave(&record).unwrap();
    assert!(!dir.path().join("saved").exists(), "the game's own past is not set aside");
    assert_eq!(unfinished_game(&store).to_otg(), record.to_otg());
}

#[test]
fn a_finished_game_goes_into_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::new(dir.path());
    let choices: Vec<u16> = (0..400).map(|i| (i * 37 + 11) as u16).collect();
    let record = random_record(&choices, true);
    assert!(record.game().outcome().is_some(), "the sample game ends");
    let Autosaved::Finished(path) = store.autosave(&record).unwrap() else { panic!("not filed") };
    assert_eq!(store.history().unwrap(), std::slice::from_ref(&path));
    assert!(path.starts_with(dir.path().join("history")));
    assert!(!store.current_path().exists());
    assert_eq!(GameRecord::from_bytes(&fs::read(&path).unwrap()).unwrap().to_otg(), record.to_otg());
    assert!(matches!(store.unfinished().unwrap(), Unfinished::None));
    assert_eq!(store.autosave(&record).unwrap(), Autosaved::Finished(path), "filed once");
    assert_eq!(store.history().unwrap().len(), 1);
}

#[test]
fn undo_and_redo_of_the_winning_move_leave_the_game_finished() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::new(dir.path());
    let choices: Vec<u16> = (0..400).map(|i| (i * 37 + 11) as u16).collect();
    let mut record = random_record(&choices, true);
    let Autosaved::Finished(path) = store.autosave(&record).unwrap() else { panic!("not filed") };
    record.game_mut().undo();
    assert_eq!(store.autosave(&record).unwrap(), Autosaved::InProgress);
    record.game_mut().redo();
    assert_eq!(store.autosave(&record).unwrap(), Autosaved::Finished(path));
    assert!(!store.current_path().exists(), "no unfinished copy one move before the end");
    assert!(matches!(store.unfinished().unwrap(), Unfinished::None));
    assert_eq!(store.history().unwrap().len(), 1);
}

#[test]
fn a_game_filed_again_with_another_result_replaces_its_record_in_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::new(dir.path());
    let mut record = record_after(&["d9-d7", "f5-f7"]);
    record.game_mut().end(Outcome::Win { winner: Side::Vikings, reason: WinReason::Resignation });
    let Autosaved::Finished(first) = store.autosave(&record).unwrap() else { panic!("not filed") };
    let mut decided = record_after(&["d9-d7", "f5-f7"]);
    let hosts = Outcome::Win { winner: Side::Varangians, reason: WinReason::Resignation };
    decided.game_mut().end(hosts);
    let Autosaved::Finished(path) = store.refile(&decided).unwrap() else { panic!("not filed") };
    assert_eq!(store.history().unwrap(), std::slice::from_ref(&path), "one game, one record");
    assert!(!first.exists() || first == path);
    let filed = GameRecord::from_bytes(&fs::read(&path).unwrap()).unwrap();
    assert_eq!(filed.game().outcome(), Some(hosts));
    assert!(!store.current_path().exists());
}

#[test]
fn a_damaged_current_game_is_moved_aside_untouched_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::new(dir.path());
    fs::write(store.current_path(), GARBAGE).unwrap();
    let Unfinished::Damaged { kept_as, error } = store.unfinished().unwrap() else { panic!("not reported") };
    assert!(error.line.is_some());
    assert_eq!(fs::read(&kept_as).unwrap(), GARBAGE);
    assert!(kept_as.file_name().unwrap().to_string_lossy().starts_with("damaged-"));
    store.autosave(&record_after(&["a4-a3"])).unwrap();
    assert_eq!(fs::read(&kept_as).unwrap(), GARBAGE, "still there after a new game starts");
}

#[test]
fn the_first_autosave_keeps_a_damaged_file_it_was_not_told_about() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::new(dir.path());
    fs::write(store.current_path(), GARBAGE).unwrap();
    store.autosave(&record_after(&["a4-a3"])).unwrap();
    let kept: Vec<PathBuf> =
        files_in(dir.path()).into_iter().filter(|p| p != &store.current_path()).collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(fs::read(&kept[0]).unwrap(), GARBAGE);
}

#[test]
fn a_current_file_that_cannot_be_read_is_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::new(dir.path());
    fs::create_dir(store.current_path()).unwrap();
    fs::write(store.current_path().join("inside"), "kept").unwrap();
    let error = store.autosave(&record_after(&["a4-a3"])).unwrap_err();
    assert!(error.to_string().contains("current.otg"), "{error}");
    assert_eq!(fs::read_to_string(store.current_path().join("inside")).unwrap(), "kept");
}

#[test]
fn another_unfinished_game_is_set_aside_not_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let old = record_after(&["a4-a3", "c5-c4"]);
    Store::new(dir.path()).autosave(&old).unwrap();
    let mut store = Store::new(dir.path());
    store.autosave(&record_after(&["d9-d7"])).unwrap();
    let saved = files_in(&dir.path().join("saved"));
    assert_eq!(saved.len(), 1);
    assert_eq!(fs::read_to_string(&saved[0]).unwrap(), old.to_otg());
}

#[test]
fn a_new_game_sets_the_unfinished_one_aside_as_a_saved_file() {
    let dir = tempfile::tempdir().unwrap();
    let old = record_after(&["a4-a3"]);
    Store::new(dir.path()).autosave(&old).unwrap();
    let mut store = Store::new(dir.path());
    let kept = store.set_aside().unwrap().expect("there was a game");
    assert_eq!(fs::read_to_string(kept).unwrap(), old.to_otg());
    assert!(matches!(store.unfinished().unwrap(), Unfinished::None));
    assert_eq!(store.set_aside().unwrap(), None);
}

#[test]
fn a_finished_game_left_as_current_is_filed_when_found() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let mut record = record_after(&["a4-a3"]);
    record.game_mut().agree_draw();
    fs::write(store.current_path(), record.to_otg()).unwrap();
    assert!(matches!(store.unfinished().unwrap(), Unfinished::None));
    assert_eq!(store.history().unwrap().len(), 1);
}

#[test]
fn saving_writes_a_new_file_each_time() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let record = record_after(&["a4-a3"]);
    let first = store.save(&record).unwrap();
    let second = store.save(&record).unwrap();
    assert_ne!(first, second);
    assert_eq!(fs::read_to_string(&second).unwrap(), record.to_otg());
}

#[test]
fn an_atomic_write_replaces_the_whole_file_or_fails_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.otg");
    write_atomic(&path, "old and longer text\n").unwrap();
    write_atomic(&path, "new\n").unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "new\n");
    let error = write_atomic(&path.join("inside-a-file.otg"), "x").unwrap_err();
    assert!(error.to_string().contains("inside-a-file.otg"), "{error}");
    assert_eq!(files_in(dir.path()), [path]);
}

/// Set in the child process of the kill test: the directory to autosave in.
const CHILD_DIR: &str = "OBEREG_TEST_AUTOSAVE_DIR";

/// Autosaves random games move by move until killed, saying `saved` on
/// its output after each save.
fn autosave_until_killed(dir: &Path) -> ! {
    let mut store = Store::new(dir);
    for seed in 0u32.. {
        let choices: Vec<u16> = (0..200u32).map(|i| (i * 7919 + seed * 104_729) as u16).collect();
        let game = random_record(&choices, seed % 2 == 0);
        let line: Vec<_> = game.game().line(game.game().current()).into_iter().map(|(_, r)| r.mv).collect();
        let mut record = new_record();
        for mv in line {
            record.game_mut().play(mv).unwrap();
            store.autosave(&record).unwrap();
            println!("{SAVED}");
        }
    }
    unreachable!("the loop above runs until the process is killed")
}

/// What the child says after each save.
const SAVED: &str = "saved";

/// A child process killed (SIGKILL on Unix) when dropped, even when the test
/// fails first.
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn a_killed_process_leaves_a_whole_record() {
    if let Some(dir) = std::env::var_os(CHILD_DIR) {
        autosave_until_killed(Path::new(&dir));
    }
    let dir = tempfile::tempdir().unwrap();
    for round in 0..6u64 {
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "store::a_killed_process_leaves_a_whole_record", "--nocapture"])
            .env(CHILD_DIR, dir.path())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let output = child.stdout.take().unwrap();
        let child = Killed(child);
        let store = Store::new(dir.path());
        // However slow the machine, the child is killed only once it has
        // said it saved, and a few saves later each round, to catch it
        // mid-write: it goes on saving while its words are read.
        let wanted = 1 + round as usize * 7;
        // Its output stays open until it is killed: a closed one would stop
        // it between two saves.
        let mut lines = BufReader::new(output).lines();
        let said = lines.by_ref().map_while(Result::ok).filter(|line| line == SAVED).take(wanted);
        assert_eq!(said.count(), wanted, "the child stopped saving");
        assert!(
            store.current_path().exists() || !store.history().unwrap().is_empty(),
            "the child never saved"
        );
        drop(child);
        drop(lines);
        match store.unfinished().unwrap() {
            Unfinished::Damaged { error, .. } => panic!("round {round}: a half-written record: {error}"),
            Unfinished::Game(record) => assert!(!record.is_over()),
            Unfinished::None => {}
        }
    }
}
