//! A game in progress: the moves played, repetition (R15) and agreed draws;
//! with the die (V2), moves checked against their roll and the turns that
//! pass (D3).

use crate::die::{DieRefusal, Reading, Roll};
use crate::error::IllegalMove;
use crate::notation::{Move, MoveRecord};
use crate::outcome::{DrawReason, Outcome};
use crate::play::Played;
use crate::position::Position;
use crate::repetition::{earlier_occurrences, repetition_draw};

/// A game from some start position: every position reached, the moves as
/// records, the turns that passed (D3), and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game<const N: usize = 9> {
    /// `positions[0]` is the start; `positions[i]` follows the `i`-th turn,
    /// a move or a pass.
    positions: Vec<Position<N>>,
    moves: Vec<MoveRecord>,
    /// The turns that passed, by their number (`positions[i]` follows the
    /// pass numbered `i - 1`), in order; none without the die.
    passes: Vec<usize>,
    outcome: Option<Outcome>,
    repetition_rule: bool,
}

impl<const N: usize> Game<N> {
    /// A new game from `start`, with the repetition rule (R15) on.
    pub fn new(start: Position<N>) -> Game<N> {
        Game {
            outcome: start.outcome(),
            positions: vec![start],
            moves: Vec::new(),
            passes: Vec::new(),
            repetition_rule: true,
        }
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

    /// The moves played, as records with their captures (the passes left out).
    pub fn moves(&self) -> &[MoveRecord] {
        &self.moves
    }

    /// How many turns have been played, moves and passes.
    pub fn plies(&self) -> usize {
        self.positions.len() - 1
    }

    /// Every turn in order: its move, or `None` for a pass (D3).
    pub fn turns(&self) -> Vec<Option<&MoveRecord>> {
        let mut moves = self.moves.iter();
        (0..self.plies()).map(|turn| if self.passes.contains(&turn) { None } else { moves.next() }).collect()
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

    /// Plays `mv` with `roll` read as `reading` (V2), then applies R12–R15.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] once the game has ended, else what
    /// [`Position::check_for_roll`] finds; nothing changes then.
    pub fn play_rolled(&mut self, mv: Move, roll: Roll, reading: Reading) -> Result<Played, DieRefusal> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver.into());
        }
        self.position().check_for_roll(mv, roll, reading)?;
        Ok(self.play(mv)?)
    }

    /// Passes the turn with `roll` read as `reading` (D3): the same pieces,
    /// the other side to move, R15 applied (D4: a pass can repeat a
    /// position). Returns how the game ended, if it did.
    ///
    /// # Errors
    /// [`IllegalMove::GameOver`] once the game has ended,
    /// [`DieRefusal::MustMove`] when some piece can move for `roll`;
    /// nothing changes then.
    pub fn pass(&mut self, roll: Roll, reading: Reading) -> Result<Option<Outcome>, DieRefusal> {
        if self.outcome.is_some() {
            return Err(IllegalMove::GameOver.into());
        }
        if !self.position().passes_with(roll, reading) {
            return Err(DieRefusal::MustMove(roll));
        }
        self.passes.push(self.plies());
        self.positions.push(self.position().passed());
        if self.repetition_rule {
            self.outcome = repetition_draw(self.occurrences());
        }
        Ok(self.outcome)
    }

    /// Ends the game as a draw the players agreed on; nothing happens once
    /// the game is over.
    pub fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Draw(DrawReason::Agreement));
        }
    }

    /// Takes back the last turn and returns its move (`None` for a pass or
    /// at the start); the game is open again.
    pub fn undo(&mut self) -> Option<MoveRecord> {
        let turn = self.plies().checked_sub(1)?;
        self.positions.pop();
        self.outcome = self.position().outcome();
        if self.passes.last() == Some(&turn) {
            self.passes.pop();
            return None;
        }
        self.moves.pop()
    }
}
