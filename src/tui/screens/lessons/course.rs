//! The course: the list, the lesson on the board, its task and tries;
//! the stars earned are in `stars.rs`. The board itself is the app's game
//! record, so the board widget, the picking and the prompt are the game's own.

use super::stars::Stars;
use crate::tui::learning::lessons::{LESSONS, Lesson, Task};

/// The course: which lesson is chosen, whether it is open on the board,
/// and how the learner does in it.
#[derive(Debug)]
pub struct Course {
    /// The lesson chosen in the list (an index into [`LESSONS`]).
    pub chosen: usize,
    /// Whether the chosen lesson is on the board (else the list shows).
    pub open: bool,
    /// The task being done (an index into the lesson's tasks).
    pub task: usize,
    /// Wrong moves made in this lesson.
    pub mistakes: u32,
    /// `?` pressed in this task: 1 the piece, 2 the move, 3 the answer played.
    pub hints: u8,
    /// Whether Esc was pressed once in a lesson with a task done: a
    /// second Esc leaves it.
    pub leaving: bool,
    /// Whether the answer of a task was played for the learner.
    pub shown: bool,
    /// Whether a hint was read in this lesson.
    pub hinted: bool,
    /// The answer being played slowly: its number (late timers of an
    /// earlier one are dropped) and its step.
    pub demo: (u64, u8),
    /// The first row of the lesson's text shown, when it is longer than
    /// the panel.
    pub scroll: usize,
    /// What is waiting for Enter: the next task's fresh position, or the
    /// end of the lesson.
    pub waiting: bool,
    /// The stars of every lesson done.
    pub progress: Stars,
}

impl Course {
    /// The lesson list with `progress`, the first lesson not yet done chosen.
    pub fn new(progress: Stars) -> Course {
        let chosen = LESSONS.iter().position(|lesson| progress.stars(lesson.id) == 0).unwrap_or(0);
        Course {
            chosen,
            open: false,
            task: 0,
            mistakes: 0,
            hints: 0,
            leaving: false,
            shown: false,
            hinted: false,
            demo: (0, 0),
            waiting: false,
            scroll: 0,
            progress,
        }
    }

    /// The chosen lesson.
    pub fn lesson(&self) -> &'static Lesson {
        &LESSONS[self.chosen.min(LESSONS.len() - 1)]
    }

    /// The task being done, if the lesson has one left.
    pub fn current_task(&self) -> Option<&'static Task> {
        self.lesson().tasks.get(self.task)
    }

    /// Whether every task of the open lesson is done.
    pub fn finished(&self) -> bool {
        self.task >= self.lesson().tasks.len()
    }

    /// The stars the lesson earns as it went: three without a mistake or a
    /// hint, two with one or two of them, one otherwise or when the answer
    /// was played for the learner.
    pub fn stars_earned(&self) -> u8 {
        if self.shown {
            return 1;
        }
        match self.mistakes + u32::from(self.hinted) {
            0 => 3,
            1 | 2 => 2,
            _ => 1,
        }
    }
}
