//! The die at the board (V2), as state: how it is read, the roll of the
//! turn under way, whether the loop was asked for one, and the frames of
//! the short roll animation. [`super::update()`] changes it; the loop
//! draws the rolls at one keyboard ([`super::command::Command::Roll`]), a
//! network host rolls its seeded die (`update/net_die.rs`).

use std::time::Duration;

use obereg_record::{GameRecord, GameTree};
use obereg_rules::{Reading, Roll};

/// How long each frame of the roll animation shows.
pub const ROLL_FRAME: Duration = Duration::from_millis(60);

/// How many frames the roll animation turns before the roll stands still.
pub const ROLL_FRAMES: u8 = 6;

/// The die of a game played with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DieTurn {
    /// How a roll is read (D2).
    pub reading: Reading,
    /// The roll of the turn at the current position, once it has come.
    pub roll: Option<Roll>,
    /// Whether the loop was asked for a roll that has not come yet (at
    /// one keyboard only).
    pub asked: bool,
    /// Frames of the animation still to show: the face turns meanwhile,
    /// while the roll itself is already in force.
    pub spinning: u8,
}

impl DieTurn {
    /// The die of `game`, if it is played with one; nothing rolled yet.
    pub fn of<const N: usize>(game: &GameTree<N>) -> Option<DieTurn> {
        game.die().map(|reading| DieTurn { reading, roll: None, asked: false, spinning: 0 })
    }

    /// The die of a saved or loaded `record`, with the roll of the turn
    /// under way when the record has it (`[obereg-roll:PLY ROLL]`), so
    /// quitting and resuming never rolls again.
    pub fn resumed<const N: usize>(record: &GameRecord<N>) -> Option<DieTurn> {
        let game = record.game();
        let ply = game.depth(game.current());
        let pending = record.tag(ROLL_TAG).and_then(|value| {
            let (at, roll) = value.split_once(' ')?;
            (at.parse::<usize>().ok()? == ply).then_some(roll.parse::<Roll>().ok()?)
        });
        let roll = pending
            .filter(|&roll| game.die().is_some_and(|reading| !game.position().passes_with(roll, reading)));
        DieTurn::of(game).map(|die| DieTurn { roll, ..die })
    }
}

/// The tag holding the roll of the turn under way: the ply and the roll.
pub const ROLL_TAG: &str = "obereg-roll";

/// A face of the die as drawn: ⚀–⚅, or `[4]` with ASCII only.
pub fn face(pips: u8, ascii: bool) -> String {
    match (ascii, pips) {
        (false, 1..=6) => char::from_u32(0x267F + u32::from(pips)).map(String::from).unwrap_or_default(),
        _ => format!("[{pips}]"),
    }
}
