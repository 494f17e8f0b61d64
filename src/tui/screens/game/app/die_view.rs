//! What the widgets and the board read of the die: the roll, the face it
//! shows, and where a piece may go for it (D2).

use obereg_rules::{Roll, Square};

use super::App;
use crate::tui::screens::game::die::{DieTurn, face};

impl<const N: usize> App<N> {
    /// The die, in a game played with it.
    pub fn die(&self) -> Option<&DieTurn> {
        self.die.as_ref()
    }

    /// The roll the side to move must play, once rolled.
    pub fn roll(&self) -> Option<Roll> {
        self.die.as_ref().and_then(|die| die.roll)
    }

    /// The face the die shows now: while it turns, another face each frame.
    pub fn die_face(&self) -> Option<String> {
        let die = self.die.as_ref()?;
        let roll = die.roll?.pips();
        let shown = if die.spinning == 0 { roll } else { (roll + die.spinning * 5 - 1) % 6 + 1 };
        Some(face(shown, self.theme().ascii()))
    }

    /// Where the piece on `from` may move: with the die, for the roll (D2).
    pub fn targets_of(&self, from: Square) -> Vec<Square> {
        let position = self.position();
        match (self.die.as_ref(), self.roll(), from.index(N)) {
            (Some(die), Some(roll), Some(index)) => position
                .targets_for_roll(index, roll, die.reading)
                .map(|to| Square::from_index(to, N))
                .collect(),
            (Some(_), None, _) => Vec::new(),
            _ => position.targets(from),
        }
    }
}
