//! What the widgets read of the engine's analysis of the board, of the
//! way to the lessons, and of a lesson's wrong move.

use obereg_engine::Progress as SearchProgress;
use obereg_rules::Square;

use obereg_record::NodeId;

use super::App;
use crate::tui::screens::game::notice::{LessonNotice, Notice};

/// What the widgets read of the analysis and the lessons.
impl<const N: usize> App<N> {
    /// What the engine found for the position on the board when last
    /// asked: depth, score and line.
    pub fn analysis(&self) -> Option<&SearchProgress> {
        let (position, progress) = self.computer.analysis.as_ref()?;
        (*position == self.position().hash()).then_some(progress)
    }

    /// Whether this is a game at one keyboard before its first move, where
    /// the lessons may be opened instead (`L`).
    pub fn not_started(&self) -> bool {
        self.playing() && self.remote.is_none() && self.game().variations_at(NodeId::START).is_empty()
    }

    /// Whether the lessons can be opened from this game: they are the plain
    /// game on the 9×9 board at one keyboard, so a game on 11×11 (V1) or
    /// over the network neither offers nor opens them.
    pub fn lessons_offered(&self) -> bool {
        N == 9 && self.remote.is_none()
    }

    /// After a lesson's wrong move: the pieces it would have captured, and
    /// the squares of the task it missed, for the board to mark.
    pub fn missed_marks(&self) -> Option<(Vec<Square>, Vec<Square>)> {
        let Notice::Lesson(LessonNotice::Missed { goal, captured, .. }) = &self.notice else { return None };
        let missed = goal.squares().into_iter().filter(|square| !captured.contains(square)).collect();
        Some((captured.clone(), missed))
    }
}
