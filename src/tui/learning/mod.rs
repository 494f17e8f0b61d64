//! What the lessons and the puzzles screens share with the game and the
//! command line: the lessons as data, why a move misses a lesson's task,
//! the puzzles chosen and the learner's progress files.

pub(crate) mod lesson_miss;
pub(crate) mod lessons;
pub(crate) mod progress_file;
pub(crate) mod puzzles;
