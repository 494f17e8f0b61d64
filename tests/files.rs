//! The game's files: `obereg --load FILE` with a file that can't be played
//! (a clear message in the players' language, exit status 2, the file left
//! as it was), and the effects of the game performed on a real data
//! directory.

use std::fs;
use std::path::Path;
use std::process::Output;

use obereg_record::{Date, GameRecord};
use tempfile::TempDir;

fn load(file: &Path, lang: &str, data: &Path) -> Output {
    crate::obereg()
        .arg("--load")
        .arg(file)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .env("XDG_DATA_HOME", data)
        .output()
        .expect("the binary runs")
}

/// A record of three moves cut off in the middle of the fourth.
fn cut_record() -> Vec<u8> {
    let mut record = GameRecord::new("Olha", "Ihor", Date::today());
    for mv in ["d9-d6", "f5-f8", "a4-a3"] {
        record.game_mut().play(mv.parse().unwrap()).unwrap();
    }
    let mut text = record.to_otg().trim_end().to_string();
    text.push_str(" c5-c");
    text.into_bytes()
}

#[test]
fn a_damaged_record_is_refused_with_status_2_and_left_untouched() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("cut.otg");
    let bytes = cut_record();
    fs::write(&file, &bytes).unwrap();
    for (lang, expected) in [
        (
            "en_GB.UTF-8",
            "is not a game record that can be played: line 8, turn 2: the file ends in the middle of a move",
        ),
        ("uk_UA.UTF-8", "не запис партії, яку можна зіграти: рядок 8, хід 2: файл уривається посеред ходу"),
        (
            "ru_RU.UTF-8",
            "не запись партии, которую можно сыграть: строка 8, ход 2: файл обрывается посреди хода",
        ),
    ] {
        let out = load(&file, lang, dir.path());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(expected), "{lang}: {stderr}");
        assert!(out.stdout.is_empty(), "the terminal was never taken over");
        assert_eq!(fs::read(&file).unwrap(), bytes, "the file is byte for byte the same");
    }
    assert!(!dir.path().join("obereg").exists(), "nothing was written to the data directory");
}

#[test]
fn an_illegal_move_in_a_record_is_named() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("illegal.otg");
    let text = GameRecord::new("Olha", "Ihor", Date::today()).to_otg() + "1. d9-d4\n";
    fs::write(&file, &text).unwrap();
    let out = load(&file, "en_GB.UTF-8", dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr.contains("the Vikings' move d9-d4 is illegal: Pieces can't jump: d5 is in the way (R5)."),
        "{stderr}"
    );
    assert_eq!(fs::read_to_string(&file).unwrap(), text);
}

#[test]
fn a_missing_file_is_named() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("none.otg");
    let out = load(&file, "uk_UA.UTF-8", dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr.contains("none.otg: такого файлу або теки немає"), "{stderr}");
}

#[test]
fn the_file_flags_are_explained_in_every_language() {
    for (lang, expected) in [
        ("en", ["Open a game record (.otg)", "Resume the unfinished game", "kept as a saved file"]),
        (
            "uk",
            ["Відкрити запис партії (.otg)", "Продовжити незакінчену партію", "зберігається окремим файлом"],
        ),
        (
            "ru",
            [
                "Открыть запись партии (.otg)",
                "Продолжить неоконченную партию",
                "сохраняется отдельным файлом",
            ],
        ),
    ] {
        let out = crate::obereg().args(["--lang", lang, "--help"]).output().unwrap();
        let help = String::from_utf8_lossy(&out.stdout);
        for text in expected {
            assert!(help.contains(text), "{lang}: missing {text:?} in\n{help}");
        }
    }
}
