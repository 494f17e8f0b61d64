//! Everything the game says fits or wraps at 80×24 in every language: the
//! notices of its files, with their paths and the system's words, are
//! never cut.

use std::path::PathBuf;

use crate::lang::Lang;
use crate::tests::common::{start, type_move};
use crate::tests::render::{draw, screen_text};
use crate::tui::files::storage::{Effect, StoreFailure, Stored};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::update;

/// `text` with its words separated by single spaces, as rows of a wrapped
/// screen show them one after another.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What a data directory that cannot be written says, and the others.
fn file_notices() -> Vec<Stored> {
    let denied = |path: &str| StoreFailure {
        path: Some(PathBuf::from(path)),
        kind: Some(std::io::ErrorKind::PermissionDenied),
        detail: "Permission denied (os error 13)".into(),
    };
    let data = "/home/player/.local/share/obereg";
    vec![
        Stored::Failed(Effect::Autosave, denied(&format!("{data}/current.otg"))),
        Stored::Failed(Effect::Save, denied(&format!("{data}/saved/2026-12-05-1.otg"))),
        Stored::Failed(Effect::SetAside, denied(&format!("{data}/saved/2026-12-05-2.otg"))),
        Stored::NotChecked(denied(data)),
        Stored::ProgressFailed(denied(&format!("{data}/puzzles.txt"))),
        Stored::ProgressDamaged(PathBuf::from(format!("{data}/damaged-puzzles-1.txt"))),
        Stored::Filed(PathBuf::from(format!("{data}/history/2026-12-05-1.otg"))),
    ]
}

#[test]
fn every_notice_of_the_files_fits_or_wraps_at_80_by_24_in_every_language() {
    let dir = tempfile::TempDir::new().unwrap();
    let file = crate::settings::SettingsFile::in_dir(&dir.path().join("a-rather-long-folder-name/obereg"));
    std::fs::create_dir_all(file.path().parent().unwrap()).unwrap();
    std::fs::write(file.path(), "board = 12\n").unwrap();
    let trouble = file.load().1.expect("a damaged settings file");
    for lang in Lang::ALL {
        for stored in file_notices().into_iter().chain([Stored::Settings(trouble.clone())]) {
            let mut app = start(lang);
            type_move(&mut app, "d9-d6");
            let told = stored.describe(app.messages());
            let _ = update(&mut app, Action::Stored(stored));
            let screen = screen_text(&draw(&app, 80, 24));
            assert!(words(&screen).contains(&words(&told)), "{lang:?}: {told}\n{screen}");
            assert!(!screen.contains('…'), "{lang:?}:\n{screen}");
            // The board stays whole above it.
            assert!(screen.lines().any(|row| row.trim_start().starts_with("1 ")), "{lang:?}:\n{screen}");
        }
    }
}
