//! A game as the deciding end plays it: the board by the rules, the
//! clock on the caller's time, and with the die its rolls from the seed
//! and the turns that pass (D3), made as soon as a roll allows no move;
//! the offers standing; takebacks that put the turns, their rolls and
//! the clock back.

use std::time::Duration;

use obereg_rules::{
    Clock, DieRefusal, Game, Move, MoveRecord, Outcome, Position, Reading, Roll, Side, TimeControl, flag_fall,
};

use crate::dice::Dice;
use crate::offers::Offers;
use crate::takeback::turns_to_take_back;

/// The most turns that pass one after another: a position that comes a
/// third time draws (D4), so four passes in a row end the game anyway.
const PASSES_IN_A_ROW: usize = 8;

/// A game being played.
#[derive(Clone, Debug)]
pub struct Session<const N: usize> {
    game: Game<N>,
    clock: Clock,
    /// A correspondence game: each side's clock is full again after a turn.
    refill: bool,
    die: Option<(Dice, Reading)>,
    offers: Offers,
}

/// A turn played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The turns before it.
    pub ply: u32,
    /// The move with its captures, or `None` for a pass.
    pub record: Option<MoveRecord>,
    /// The roll it was played with, in a game with the die.
    pub roll: Option<Roll>,
    /// The time left after it, the Vikings' first.
    pub left: [Duration; 2],
    /// How it ended the game, if it did.
    pub outcome: Option<Outcome>,
}

impl<const N: usize> Session<N> {
    /// A game from the start under `control` (`refill`: full again after
    /// every turn, as a correspondence game), the Vikings' clock running
    /// from `now`; with `die`, a game with the die whose first turns pass
    /// at once if their rolls allow no move.
    pub fn new(
        control: TimeControl,
        refill: bool,
        die: Option<(Dice, Reading)>,
        now: Duration,
    ) -> Session<N> {
        let mut clock = Clock::new(control);
        clock.start(Side::Vikings, now);
        let game = Game::new(Position::<N>::initial());
        let mut session = Session { game, clock, refill, die, offers: Offers::default() };
        session.pass_while_stuck(now);
        session
    }

    /// Plays `moves` again at `now`, with the turns that pass after each
    /// (a game resumed from its kept moves).
    ///
    /// # Errors
    /// The refusal of the first move that does not play.
    pub fn replay(&mut self, moves: &[Move], now: Duration) -> Result<(), DieRefusal> {
        for mv in moves {
            self.play_rules(*mv)?;
            self.pass_while_stuck(now);
        }
        Ok(())
    }

    /// The clocks set to `left` (the Vikings' first), that of the side to
    /// move running from `now`.
    pub fn resume_clock(&mut self, left: [Duration; 2], now: Duration) {
        self.clock = Clock::resumed(self.clock.control(), left[0], left[1]);
        self.clock.start(self.to_move(), now);
    }

    /// The board.
    pub fn position(&self) -> &Position<N> {
        self.game.position()
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.game.position().to_move()
    }

    /// How many turns have been played, moves and passes.
    pub fn plies(&self) -> u32 {
        u32::try_from(self.game.plies()).unwrap_or(u32::MAX)
    }

    /// The turns so far: each move with its captures, `None` for a pass.
    pub fn turns(&self) -> Vec<Option<MoveRecord>> {
        self.game.turns().into_iter().map(|turn| turn.cloned()).collect()
    }

    /// How the game ended on the board, if it has (R12–R15).
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The game's die, if it has one.
    pub fn dice(&self) -> Option<Dice> {
        self.die.map(|(dice, _)| dice)
    }

    /// The roll of each turn so far, in a game with the die.
    pub fn rolls(&self) -> Vec<Roll> {
        self.dice().map(|dice| (0..self.plies()).map(|ply| dice.roll(ply)).collect()).unwrap_or_default()
    }

    /// The roll of the turn under way, in a game with the die that goes on.
    pub fn roll(&self) -> Option<Roll> {
        self.dice().filter(|_| self.outcome().is_none()).map(|dice| dice.roll(self.plies()))
    }

    /// The time left at `now`, the Vikings' first.
    pub fn left(&self, now: Duration) -> [Duration; 2] {
        [Side::Vikings, Side::Varangians].map(|side| self.clock.left(side, now))
    }

    /// The end by the clock at `now`, if a flag has fallen.
    pub fn flag(&self, now: Duration) -> Option<Outcome> {
        self.clock.flag(now).map(|flagged| flag_fall(flagged, self.game.position()))
    }

    /// The offers standing.
    pub fn offers(&mut self) -> &mut Offers {
        &mut self.offers
    }

    /// Plays `mv` for the side to move at `now` (for the turn's roll in a
    /// game with the die). Returns the turns played: the move, then the
    /// turns that passed after it (D3), each with the end it brings, if
    /// any. The offers lapse.
    ///
    /// # Errors
    /// The rules' or the die's refusal; nothing changes then.
    pub fn play(&mut self, mv: Move, now: Duration) -> Result<Vec<Played>, DieRefusal> {
        let (ply, roll) = (self.plies(), self.roll());
        let (record, outcome) = self.play_rules(mv)?;
        let left = self.turn_made(outcome, now);
        let mut turns = vec![Played { ply, record: Some(record), roll, left, outcome }];
        turns.extend(self.pass_while_stuck(now));
        self.offers.lapse();
        Ok(turns)
    }

    /// Plays `mv` by the rules alone, for the turn's roll in a game with the die.
    fn play_rules(&mut self, mv: Move) -> Result<(MoveRecord, Option<Outcome>), DieRefusal> {
        let played = match (self.roll(), self.die) {
            (Some(roll), Some((_, reading))) => self.game.play_rolled(mv, roll, reading)?,
            _ => self.game.play(mv)?,
        };
        Ok((MoveRecord::new(mv, &played), played.outcome))
    }

    /// Passes every turn whose roll allows no move (D3), at `now`.
    fn pass_while_stuck(&mut self, now: Duration) -> Vec<Played> {
        let mut turns = Vec::new();
        while turns.len() < PASSES_IN_A_ROW {
            let (ply, Some(roll), Some((_, reading))) = (self.plies(), self.roll(), self.die) else { break };
            let Ok(outcome) = self.game.pass(roll, reading) else { break };
            let left = self.turn_made(outcome, now);
            turns.push(Played { ply, record: None, roll: Some(roll), left, outcome });
        }
        turns
    }

    /// The clock after a turn of the side that was to move before it:
    /// stopped at an end, full again in a correspondence game.
    fn turn_made(&mut self, outcome: Option<Outcome>, now: Duration) -> [Duration; 2] {
        self.clock.moved(self.to_move().opponent(), now);
        if self.refill {
            let base = self.clock.control().base;
            self.clock.set_left(base, base, now);
        }
        if outcome.is_some() {
            self.clock.stop(now);
        }
        self.left(now)
    }

    /// How many turns a takeback `asker` asked for undoes now: its last
    /// move and everything after it; 0 when it has none.
    pub fn takeback_turns(&self, asker: Side) -> u32 {
        let passes: Vec<bool> = self.game.turns().iter().map(Option::is_none).collect();
        u32::try_from(turns_to_take_back(&passes, self.to_move(), asker)).unwrap_or(u32::MAX)
    }

    /// Takes the game back to its first `plies` turns (their rolls with
    /// them: a roll follows from its turn's number) and puts the clock
    /// back as it was: for a move that could not be kept.
    pub fn take_back(&mut self, plies: u32, clock: Clock) {
        self.undo_to(plies);
        self.clock = clock;
    }

    /// Takes the game back to its first `plies` turns by consent, the time
    /// left put back to `left` (as it stood after the last turn kept), the
    /// clock of the side to move running from `now`; in a correspondence
    /// game both have their full time again. The offers stand no more.
    pub fn take_back_to(&mut self, plies: u32, left: [Duration; 2], now: Duration) {
        self.undo_to(plies);
        let left = if self.refill { [self.clock.control().base; 2] } else { left };
        self.resume_clock(left, now);
        self.offers.lapse();
    }

    fn undo_to(&mut self, plies: u32) {
        while self.plies() > plies && self.game.plies() > 0 {
            self.game.undo();
        }
    }

    /// The clock now, to put back with [`Session::take_back`].
    pub fn clock(&self) -> Clock {
        self.clock
    }
}
