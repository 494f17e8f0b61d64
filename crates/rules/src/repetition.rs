//! R15, the repetition rule (a house rule, on unless switched off): when
//! the same position with the same side to move occurs for the third time,
//! the game is drawn. Decided here for the game ([`crate::Game`]), the game
//! tree of a record and the engine's search: each keeps the line of play
//! that led to a position (the positions, or their hashes) and asks about
//! its last one.

use crate::outcome::{DrawReason, Outcome};

/// How many times a position must occur for R15's draw.
pub const REPETITION_LIMIT: usize = 3;

/// The indices of the earlier occurrences of the last position of `line`
/// (its positions or their hashes, oldest first), newest first, looking no
/// further back than index `since`.
///
/// Only every second position is compared: every move passes the turn
/// (R4), so the same side is to move every second position. A capture
/// leaves fewer pieces, so no position before it can occur again: `since`
/// may be the first position after the last capture.
///
/// ```
/// use obereg_rules::earlier_occurrences;
///
/// // Hashes of a line where the position 7 recurs two and four plies later.
/// let line = [7, 1, 7, 2, 7];
/// assert_eq!(earlier_occurrences(&line, 0).collect::<Vec<_>>(), [2, 0]);
/// assert_eq!(earlier_occurrences(&line, 1).count(), 1);
/// ```
#[inline]
pub fn earlier_occurrences<T: PartialEq>(line: &[T], since: usize) -> impl Iterator<Item = usize> + '_ {
    let now = line.len().saturating_sub(1);
    let mut index = now;
    // A plain loop: the search asks this at every node.
    std::iter::from_fn(move || {
        while index >= since + 2 {
            index -= 2;
            if line[index] == line[now] {
                return Some(index);
            }
        }
        None
    })
}

/// R15's verdict on a position that has occurred `occurrences` times,
/// counting now: a draw from the third time on.
#[inline]
pub fn repetition_draw(occurrences: usize) -> Option<Outcome> {
    (occurrences >= REPETITION_LIMIT).then_some(Outcome::Draw(DrawReason::Repetition))
}
