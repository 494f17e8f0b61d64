//! The effects of the game performed on a real data directory.

use std::fs;

use obereg_record::{Date, GameRecord, Store};
use tempfile::TempDir;

use crate::tui::files::storage::{Effect, Stored, perform};

#[test]
fn effects_write_the_game_and_file_it_when_it_ends() {
    let dir = TempDir::new().unwrap();
    let mut store = Store::new(dir.path().join("obereg"));
    let mut record = GameRecord::new("Olha", "Ihor", Date::today());
    record.game_mut().play("d9-d6".parse().unwrap()).unwrap();
    assert_eq!(perform(Some(&mut store), Effect::Autosave, &record), Stored::Autosaved);
    assert_eq!(fs::read_to_string(store.current_path()).unwrap(), record.to_otg());
    let Stored::Written(saved) = perform(Some(&mut store), Effect::Save, &record) else {
        panic!("not saved")
    };
    assert_eq!(fs::read_to_string(&saved).unwrap(), record.to_otg());
    record.game_mut().agree_draw();
    let Stored::Filed(filed) = perform(Some(&mut store), Effect::Autosave, &record) else {
        panic!("not filed")
    };
    assert!(filed.starts_with(dir.path().join("obereg/history")));
    assert!(!store.current_path().exists(), "a finished game is no longer in progress");
}

#[test]
fn without_a_data_directory_an_effect_fails_with_a_message() {
    let record = GameRecord::new("Olha", "Ihor", Date::today());
    let Stored::Failed(Effect::Save, failure) = perform(None, Effect::Save, &record) else {
        panic!("saved?")
    };
    let messages = crate::i18n::Messages::new(crate::lang::Lang::En);
    assert_eq!(failure.describe(&messages), "no data directory is known (set XDG_DATA_HOME)");
}
