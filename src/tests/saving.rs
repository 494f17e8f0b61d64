//! Quitting when autosave has failed: `q` asks first, `w` writes the game
//! to the current directory, and the game is never lost without a word.

use std::path::PathBuf;

use obereg_record::{Date, GameRecord};
use tempfile::TempDir;

use crate::lang::Lang;
use crate::tests::common::{press, start, type_move};
use crate::tui::files::storage::{Effect, StoreFailure, Stored};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::Notice;
use crate::tui::screens::game::update;

/// The data directory refused the autosave of the last move.
fn autosave_fails(app: &mut App) {
    let failure = StoreFailure {
        path: Some(PathBuf::from("/ro/obereg/current.otg")),
        kind: Some(std::io::ErrorKind::PermissionDenied),
        detail: "Permission denied (os error 13)".into(),
    };
    _ = update(app, Action::Stored(Stored::Failed(Effect::Autosave, failure)));
}

#[test]
fn after_a_failed_autosave_q_asks_first_and_w_writes_the_game_here() {
    for lang in Lang::ALL {
        let mut app = start(lang);
        assert_eq!(type_move(&mut app, "d9-d6"), [Command::Store(Effect::Autosave)]);
        autosave_fails(&mut app);
        press(&mut app, "q");
        assert!(!app.should_quit(), "{lang:?}: the game is on no disk");
        assert_eq!(*app.notice(), Notice::QuitUnsaved);
        assert!(app.status_text().contains(" w"), "{lang:?}: {}", app.status_text());
        assert_eq!(press(&mut app, "w"), [Command::Store(Effect::SaveHere)], "not the data directory");
        _ = update(&mut app, Action::Stored(Stored::Written(PathBuf::from("/home/olha/a.otg"))));
        press(&mut app, "q");
        assert!(app.should_quit(), "{lang:?}: written, so q quits at once");
    }
}

#[test]
fn after_a_failed_autosave_a_second_q_quits_and_another_key_disarms_it() {
    let mut app = start(Lang::En);
    type_move(&mut app, "d9-d6");
    autosave_fails(&mut app);
    press(&mut app, "q<Left>q");
    assert!(!app.should_quit(), "a key between the two q's asks again");
    press(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn once_autosave_works_again_q_quits_at_once() {
    let mut app = start(Lang::En);
    type_move(&mut app, "d9-d6");
    autosave_fails(&mut app);
    type_move(&mut app, "f5-f8");
    _ = update(&mut app, Action::Stored(Stored::Autosaved));
    assert_eq!(press(&mut app, "w"), [Command::Store(Effect::Save)], "the data directory again");
    press(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn a_game_written_elsewhere_is_a_whole_record() {
    let dir = TempDir::new().unwrap();
    let mut record = GameRecord::new("Olha", "Ihor", Date::today());
    record.game_mut().play("d9-d6".parse().unwrap()).unwrap();
    let path = obereg_record::save_in(dir.path(), &record).unwrap();
    assert!(path.starts_with(dir.path()));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), record.to_otg());
    let again = obereg_record::save_in(dir.path(), &record).unwrap();
    assert_ne!(again, path, "a new file each time");
}
