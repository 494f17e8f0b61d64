//! The lessons in a pseudo-terminal: a lesson done with the keys and its
//! stars kept in the data directory, read back by the next run, cleared
//! by `--reset`; a damaged progress file moved aside.

use tempfile::TempDir;

use crate::pty::Session;

#[test]
fn a_lesson_is_done_in_the_terminal_and_its_stars_are_kept() {
    let data = TempDir::new().expect("a data directory");
    let mut trainer = Session::start_in(data.path(), &["learn"]);
    trainer.wait_for("Lessons · 0 of 39 stars");
    trainer.send("\r");
    trainer.wait_for("Task 1 of 1: Pick up a Viking");
    // The prince is not the Vikings' (R4): a try lost; then e2-b2.
    trainer.send("me5-e7\r");
    trainer.wait_for("belongs to the Varangians");
    // The prompt keeps the text to correct: rubbed out, then e2-b2.
    trainer.send("\x7f\x7f\x7f\x7f\x7fe2-b2\r");
    trainer.wait_for("Lesson done: ★★☆");
    trainer.send("q");
    assert!(trainer.finish().success());
    trainer.assert_restored();
    let kept = std::fs::read_to_string(data.path().join("obereg/lessons.txt")).expect("the stars are kept");
    assert_eq!(kept, "board 2\n");
    let mut again = Session::start_in(data.path(), &["learn"]);
    again.wait_for("Lessons · 2 of 39 stars");
    again.wait_for("▸☆☆☆ 2.");
    again.send("q");
    assert!(again.finish().success());
    let mut reset = Session::start_in(data.path(), &["learn", "--reset"]);
    reset.wait_for("The stars of every lesson were cleared.");
    reset.wait_for("Lessons · 0 of 39 stars");
    reset.send("q");
    assert!(reset.finish().success());
}

#[test]
fn a_damaged_progress_file_never_blocks_the_lessons() {
    let data = TempDir::new().expect("a data directory");
    let dir = data.path().join("obereg");
    std::fs::create_dir_all(&dir).expect("the data directory");
    std::fs::write(dir.join("lessons.txt"), "\u{0}garbage").expect("written");
    let mut trainer = Session::start_in(data.path(), &["learn"]);
    trainer.wait_for("The stars could not be read");
    trainer.wait_for("Lessons · 0 of 39 stars");
    trainer.send("q");
    assert!(trainer.finish().success());
    assert_eq!(std::fs::read(dir.join("damaged-lessons-1.txt")).expect("kept aside"), b"\0garbage");
}
