//! The lessons' stars and their file (kept, read back, cleared, a damaged
//! one moved aside), and what the lessons look like on screen.

use super::super::stars::Stars;
use super::{Lessons, Loaded, draw, lessons, no_stars, open, play, press};
use crate::lang::Lang;
use crate::tests::common::{sq, start};
use crate::tests::render::screen_text;
use crate::tui::learning::lessons::LESSONS;
use crate::tui::learning::progress_file::{ProgressFile, write as write_progress};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::notice::LessonNotice;

#[test]
fn stars_keep_the_best_and_the_file_round_trips() {
    let mut progress = Stars::parse("rook 2\ncapture 1\n").expect("a progress file");
    progress.earn("rook", 1);
    progress.earn("capture", 3);
    assert_eq!((progress.stars("rook"), progress.stars("capture"), progress.stars("board")), (2, 3, 0));
    assert_eq!(Stars::parse(&progress.to_text()), Ok(progress));
    assert!(Stars::parse("rook 4\n").is_err() && Stars::parse("rook\n").is_err());
    assert!(Stars::parse("rook two\n").is_err());
}

#[test]
fn the_stars_are_kept_in_the_data_directory_and_read_back() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let store = obereg_record::Store::new(dir.path().join("obereg"));
    assert_eq!(write_progress(Some(&store), ProgressFile::Lessons, "rook 2\n"), None);
    let loaded = Loaded::read(Some(&store), false);
    assert_eq!((loaded.progress.stars("rook"), loaded.report), (2, None));
}

#[test]
fn a_damaged_progress_file_is_moved_aside_and_the_stars_start_over() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let store = obereg_record::Store::new(dir.path());
    std::fs::write(dir.path().join(ProgressFile::Lessons.name()), "rook lots\n").expect("written");
    let loaded = Loaded::read(Some(&store), false);
    let kept = dir.path().join("damaged-lessons-1.txt");
    assert_eq!(
        loaded,
        Loaded { progress: Stars::default(), report: Some(LessonNotice::ProgressDamaged(kept.clone())) }
    );
    assert_eq!(std::fs::read_to_string(kept).expect("kept"), "rook lots\n", "kept untouched");
    assert!(!dir.path().join(ProgressFile::Lessons.name()).exists());
    let app = Lessons::open(start(Lang::Uk), loaded);
    assert!(app.status_text().starts_with("Не вдалося прочитати зірки"), "{}", app.status_text());
}

#[test]
fn reset_clears_the_stars() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let store = obereg_record::Store::new(dir.path());
    assert_eq!(write_progress(Some(&store), ProgressFile::Lessons, "rook 2\n"), None);
    let loaded = Loaded::read(Some(&store), true);
    assert_eq!(loaded, Loaded { progress: Stars::default(), report: Some(LessonNotice::ProgressCleared) });
    assert_eq!(Loaded::read(Some(&store), false).progress, Stars::default());
}

#[test]
fn the_lesson_list_and_a_lesson_fit_the_smallest_terminal() {
    let mut app = lessons(Lang::Ru);
    let text = screen_text(&draw(&app, 64, 15));
    assert!(text.contains("Уроки") && text.contains("☆☆☆ 1. Доска и фишки"), "{text}");
    press(&mut app, &"<Down>".repeat(LESSONS.len()));
    let text = screen_text(&draw(&app, 64, 15));
    assert!(text.contains("13. Повторение"), "the list scrolls to the chosen lesson:\n{text}");
    let mut app = open("capture");
    let text = screen_text(&draw(&app, 64, 15));
    assert!(text.contains("Task 1 of 2") && text.contains("d3"), "{text}");
    play(&mut app, "e1-e2");
    let text = screen_text(&draw(&app, 64, 15));
    assert!(text.contains("e1-e2 is a legal"), "{text}");
}

#[test]
fn with_ascii_the_list_and_the_stars_are_ascii() {
    let config = crate::tui::config::GameConfig { ascii: true, ..crate::tests::common::config(Lang::En) };
    let app = Lessons::open(App::new(&config, crate::tests::common::SIZE), no_stars());
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.contains(">--- 1. The board and the p") && text.is_ascii(), "{text}");
}

#[test]
fn r8_the_board_marks_what_a_wrong_move_misses() {
    let mut app = open("capture");
    play(&mut app, "e1-e2");
    assert_eq!(app.missed_marks(), Some((vec![], vec![sq("d3")])));
    let rank_3 =
        screen_text(&draw(&app, 100, 35)).lines().find(|line| line.starts_with(" 3 ")).map(String::from);
    assert!(rank_3.is_some_and(|line| line.contains("‹  ○  ›")), "the guard on d3 is marked");
    play(&mut app, "e1-e3");
    assert_eq!(app.missed_marks(), None, "a right move clears the marks");
}

#[test]
fn a_wrapped_lesson_prompt_never_starts_a_row_with_a_dash() {
    for lang in [Lang::Uk, Lang::Ru] {
        let mut lessons = lessons(lang);
        press(&mut lessons, "<Enter>");
        assert!(lessons.course().open);
        for width in 64..=140 {
            let text = screen_text(&draw(&lessons, width, 30));
            let dashed = text.lines().find(|row| row.trim_start().starts_with('—') || row.contains("  — "));
            assert_eq!(dashed, None, "{lang} at {width} columns:\n{text}");
        }
    }
}
