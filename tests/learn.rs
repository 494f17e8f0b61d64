//! The lessons in a pseudo-terminal: a lesson done with the keys and its
//! stars kept in the data directory, read back by the next run, cleared
//! by `--reset`; a damaged progress file moved aside; the free board.

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

#[test]
fn a_board_position_that_is_no_record_is_refused_before_the_terminal_is_taken() {
    let output = crate::run::obereg(&["board", "--position", "/9/xyz/"], "uk_UA.UTF-8");
    assert_eq!(output.status.code(), Some(2));
    let text = String::from_utf8_lossy(&output.stderr);
    assert!(text.contains("--position <RECORD>"), "{text}");
}

#[test]
fn the_free_board_opens_an_impossible_set_up_and_says_why() {
    let mut board = Session::start(&["board", "--position", "/9/9/9/9/4K4/9/9/9/K8/"]);
    board.wait_for("Can't be played");
    board.wait_for("princes; the game has one");
    board.send("q");
    assert!(board.finish().success());
    board.assert_restored();
}

#[test]
fn the_die_after_learn_board_or_puzzles_is_refused_with_the_reason_as_board_11_is() {
    let reason = |args: &[&str]| {
        let output = crate::run::obereg(args, "C");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        String::from_utf8_lossy(&output.stderr).into_owned()
    };
    let board_11 = reason(&["learn", "--board", "11"]);
    assert!(board_11.contains("9×9 board"), "{board_11}");
    for args in [
        &["learn", "--die", "exact"][..],
        &["learn", "--die"],
        &["board", "--die", "up-to"],
        &["puzzles", "--die", "exact"],
        &["--die", "exact", "learn"],
    ] {
        assert_eq!(reason(args), board_11, "{args:?}");
    }
}
