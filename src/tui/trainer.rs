//! The trainer's state: the lessons (the list, the lesson on the board,
//! its task and tries) and the stars earned, kept in the data directory.
//! The board itself is the app's game record, so the board widget, the
//! picking and the prompt are the game's own.

use std::collections::BTreeMap;

use obereg_engine::Progress as EngineProgress;
use obereg_rules::{Move, Piece, Square};

use super::app::App;
use super::free_board::{FreeBoard, Preview, preview};
use super::lessons::{LESSONS, Lesson, Task};
use super::notice::{LessonNotice, Notice};
use super::players::Players;

/// A screen of the trainer, open over the game.
#[derive(Debug)]
pub enum Trainer {
    /// The lessons: their list, or one of them on the board.
    Lessons(Lessons),
    /// The free board: any set-up, moves tried on it.
    Board(FreeBoard),
}

/// What the widgets read of the trainer.
impl App {
    /// What the engine found for the position on the board when last
    /// asked: depth, score and line.
    pub fn analysis(&self) -> Option<&EngineProgress> {
        let (position, progress) = self.computer.analysis.as_ref()?;
        (*position == self.position().hash()).then_some(progress)
    }

    /// The lessons, while the trainer shows them.
    pub fn lessons(&self) -> Option<&Lessons> {
        match self.trainer.as_ref() {
            Some(Trainer::Lessons(lessons)) => Some(lessons),
            _ => None,
        }
    }

    /// After a lesson's wrong move: the pieces it would have captured, and
    /// the squares of the task it missed, for the board to mark.
    pub fn missed_marks(&self) -> Option<(Vec<Square>, Vec<Square>)> {
        let Notice::Lesson(LessonNotice::Missed { goal, captured, .. }) = &self.notice else { return None };
        let missed = goal.squares().into_iter().filter(|square| !captured.contains(square)).collect();
        Some((captured.clone(), missed))
    }

    /// The free board, while it is open.
    pub fn free_board(&self) -> Option<&FreeBoard> {
        match self.trainer.as_ref() {
            Some(Trainer::Board(board)) => Some(board),
            _ => None,
        }
    }

    /// The piece drawn on `square`: the free board's set-up while it is
    /// open (it may not be playable), else the position's.
    pub fn piece_on(&self, square: Square) -> Option<Piece> {
        match self.free_board() {
            Some(board) => board.pieces.get(&square).copied(),
            None => self.position().piece_at(square),
        }
    }

    /// On the free board, with a piece picked up and the cursor on one of
    /// its targets: what that move would capture, by which rule, and how
    /// it would end the game.
    pub fn board_preview(&self) -> Option<Preview> {
        self.free_board()?;
        let from = self.selected?;
        let game = self.game().game_at(self.game().current());
        preview(&game, Move { from, to: self.cursor })
    }
}

/// The lessons: which one is chosen, whether it is open on the board, and
/// how the learner does in it.
#[derive(Debug)]
pub struct Lessons {
    /// The lesson chosen in the list (an index into [`LESSONS`]).
    pub chosen: usize,
    /// Whether the chosen lesson is on the board (else the list shows).
    pub open: bool,
    /// The task being done (an index into the lesson's tasks).
    pub task: usize,
    /// Wrong moves made in this lesson.
    pub mistakes: u32,
    /// `?` pressed in this task: 1 the hint, 2 the answer played.
    pub hints: u8,
    /// Whether the answer of a task was played for the learner.
    pub shown: bool,
    /// Whether a hint was read in this lesson.
    pub hinted: bool,
    /// The answer being played slowly: its number (late timers of an
    /// earlier one are dropped) and its step.
    pub demo: (u64, u8),
    /// What is waiting for Enter: the next task's fresh position, or the
    /// end of the lesson.
    pub waiting: bool,
    /// The stars of every lesson done.
    pub progress: Progress,
    /// The players of the game the trainer was opened from, given back
    /// when it closes.
    pub players: Option<Players>,
}

impl Lessons {
    /// The lesson list with `progress`, the first lesson not yet done chosen.
    pub fn new(progress: Progress) -> Lessons {
        let chosen = LESSONS.iter().position(|lesson| progress.stars(lesson.id) == 0).unwrap_or(0);
        Lessons {
            chosen,
            open: false,
            task: 0,
            mistakes: 0,
            hints: 0,
            shown: false,
            hinted: false,
            demo: (0, 0),
            waiting: false,
            progress,
            players: None,
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

/// The progress file as the loop read it for the lessons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The stars.
    pub progress: Progress,
    /// What became of the file, when the learner must hear of it (a
    /// damaged file moved aside, the stars cleared).
    pub report: Option<LessonNotice>,
}

/// The most stars a lesson earns.
pub const MAX_STARS: u8 = 3;

/// The stars of the lessons done, by lesson id: the progress file holds a
/// line `id stars` for each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress(BTreeMap<String, u8>);

/// A progress file that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {0} of the progress file is not `lesson stars`")]
pub struct DamagedProgress(pub usize);

impl Progress {
    /// Reads the progress file's text: a line `id stars` per lesson, stars
    /// 1 to 3; lessons this program does not have are kept.
    ///
    /// # Errors
    /// [`DamagedProgress`] naming the first line that is not such a line.
    pub fn parse(text: &str) -> Result<Progress, DamagedProgress> {
        let mut stars = BTreeMap::new();
        for (number, line) in text.lines().enumerate().filter(|(_, line)| !line.trim().is_empty()) {
            let mut words = line.split_whitespace();
            let (Some(id), Some(count), None) = (words.next(), words.next(), words.next()) else {
                return Err(DamagedProgress(number + 1));
            };
            match count.parse::<u8>() {
                Ok(count @ 1..=MAX_STARS) => stars.insert(id.to_string(), count),
                _ => return Err(DamagedProgress(number + 1)),
            };
        }
        Ok(Progress(stars))
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        self.0.iter().map(|(id, stars)| format!("{id} {stars}\n")).collect()
    }

    /// The stars of lesson `id`, 0 when it was never done.
    pub fn stars(&self, id: &str) -> u8 {
        self.0.get(id).copied().unwrap_or(0)
    }

    /// Keeps `stars` for lesson `id` if they are more than it had.
    pub fn earn(&mut self, id: &str, stars: u8) {
        let best = self.stars(id).max(stars.min(MAX_STARS));
        self.0.insert(id.to_string(), best);
    }
}
