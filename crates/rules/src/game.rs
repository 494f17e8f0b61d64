//! A game in progress: the moves played, repetition (R15) and agreed draws.

use crate::error::IllegalMove;
use crate::notation::{Move, MoveRecord};
use crate::outcome::{DrawReason, Outcome};
use crate::play::Played;
use crate::position::Position;
use crate::repetition::{earlier_occurrences, repetition_draw};

/// A game from some start position: every position reached, the moves as
/// records, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game<const N: usize = 9> {
    /// `positions[0]` is the start; `positions[i]` follows `moves[i - 1]`.
    positions: Vec<Position<N>>,
    moves: Vec<MoveRecord>,
    outcome: Option<Outcome>,
    repetition_rule: bool,
}

impl<const N: usize> Game<N> {
    /// A new game from `start`, with the repetition rule (R15) on.
    pub fn new(start: Position<N>) -> Game<N> {
        Game { outcome: start.outcome(), positions: vec![start], moves: Vec::new(), repetition_rule: true }
    }

    /// Switches R15 on or off (it is a house rule).
    pub fn set_repetition_rule(&mut self, on: bool) {
        self.repetition_rule = on;
    }

    /// Whether R15 is in force.
    pub fn repetition_rule(&self) -> bool {
        self.repetition_rule
    }

    /// The position now.
    #[expect(
        clippy::expect_used,
        reason = "a game has at least its start position: an invariant of the program, not outside input"
    )]
    pub fn position(&self) -> &Position<N> {
        self.positions.last().expect("a game has at least its start position")
    }

    /// The start position.
    pub fn start(&self) -> &Position<N> {
        &self.positions[0]
    }

    /// Every position of the game, the start first.
    pub fn positions(&self) -> &[Position<N>] {
        &self.positions
    }

    /// The moves played, as records with their captures.
    pub fn moves(&self) -> &[MoveRecord] {
        &self.moves
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// How many times the current position (with the same side to move) has
    /// occurred in this game, counting now.
    pub fn occurrences(&self) -> usize {
        1 + earlier_occurrences(&self.positions, 0).count()
    }

    /// Plays `mv`, then applies R12–R15.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] once the game has ended (by any rule or by
    /// agreement), else what [`Position::play`] finds.
    pub fn play(&mut self, mv: Move) -> Result<Played, IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver);
        }
        let mut position = *self.position();
        let mut played = position.play(mv)?;
        self.positions.push(position);
        if played.outcome.is_none() && self.repetition_rule {
            played.outcome = repetition_draw(self.occurrences());
        }
        self.moves.push(MoveRecord::new(mv, &played));
        self.outcome = played.outcome;
        Ok(played)
    }

    /// Ends the game as a draw the players agreed on; nothing happens once
    /// the game is over.
    pub fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Draw(DrawReason::Agreement));
        }
    }

    /// Takes back the last move and returns it; the game is open again.
    pub fn undo(&mut self) -> Option<MoveRecord> {
        let record = self.moves.pop()?;
        self.positions.pop();
        self.outcome = self.position().outcome();
        Some(record)
    }
}
