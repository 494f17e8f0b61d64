//! A game on the server: the board (either size) decided by
//! `obereg-rules`, its clock on the server's time, and in a game with the
//! die its rolls and the turns that pass (D3), which the table makes
//! itself as soon as the roll allows no move.

use std::time::Duration;

use obereg_record::PASS;
use obereg_rules::{
    Clock, DrawReason, Game, Move, MoveRecord, Outcome, Position, Roll, Side, WinReason, flag_fall,
};

use crate::dice::{Dice, READING};
use crate::protocol::{ClockTerms, ErrorCode, GameEnd};
use crate::time::millis;

/// The most turns that pass one after another: a position that comes a
/// third time draws (D4), so four passes in a row end the game anyway.
const PASSES_IN_A_ROW: usize = 8;

/// The game's board, 9×9 or 11×11.
#[derive(Clone, Debug)]
enum Board {
    Nine(Game<9>),
    Eleven(Game<11>),
}

/// Runs `$body` with `$game` bound to the game of either size.
macro_rules! on_board {
    ($board:expr, $game:ident => $body:expr) => {
        match $board {
            Board::Nine($game) => $body,
            Board::Eleven($game) => $body,
        }
    };
}

/// A game being played: its board, its clock and its die, if it has one.
#[derive(Clone, Debug)]
pub struct Table {
    board: Board,
    terms: ClockTerms,
    clock: Clock,
    dice: Option<Dice>,
}

/// A move the table refused: the code and what to show.
pub type MoveRefusal = (ErrorCode, Option<String>);

/// A turn played: a move, or a pass (D3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The turns before it.
    pub ply: u32,
    /// The move with its captures (OTN), or `pass`.
    pub record: String,
    /// The roll it was played with, in a game with the die.
    pub roll: Option<Roll>,
    /// The clocks after it, in milliseconds, the Vikings' first.
    pub clocks: [u64; 2],
    /// How it ended the game, if it did.
    pub outcome: Option<Outcome>,
}

impl Table {
    /// A game from the start on a board of `side` squares (9 or 11), the
    /// Vikings' clock running from `now`; with `dice`, a game with the die
    /// whose first turns pass at once if their rolls allow no move.
    pub fn new(side: u8, terms: ClockTerms, dice: Option<Dice>, now: Duration) -> Table {
        let board = if side == 11 {
            Board::Eleven(Game::new(Position::<11>::initial()))
        } else {
            Board::Nine(Game::new(Position::<9>::initial()))
        };
        let mut clock = Clock::new(terms.control());
        clock.start(Side::Vikings, now);
        let mut table = Table { board, terms, clock, dice };
        table.pass_while_stuck(now);
        table
    }

    /// A game resumed from its kept moves; the clock of the side to move
    /// starts again at `now` with the time it had at the last move (a live
    /// clock stood still while the server was down; a correspondence
    /// deadline did not).
    ///
    /// # Errors
    /// When a kept move does not play (a damaged database).
    pub fn resume(
        side: u8,
        terms: ClockTerms,
        dice: Option<Dice>,
        moves: &[String],
        left_ms: [u64; 2],
        last: Duration,
        now: Duration,
    ) -> Result<Table, MoveRefusal> {
        let mut table = Table::new(side, terms, dice, now);
        for record in moves {
            let record: MoveRecord =
                record.parse().map_err(|_| (ErrorCode::BadMove, Some(record.clone())))?;
            table.play_rules(record.mv)?;
            table.pass_while_stuck(now);
        }
        let mut left = left_ms.map(Duration::from_millis);
        if let ClockTerms::Correspondence { .. } = terms {
            let mover = usize::from(table.to_move() == Side::Varangians);
            left[mover] = terms.control().base.saturating_sub(now.saturating_sub(last));
        }
        table.clock = Clock::resumed(terms.control(), left[0], left[1]);
        table.clock.start(table.to_move(), now);
        Ok(table)
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        on_board!(&self.board, game => game.position().to_move())
    }

    /// How many turns have been played, moves and passes.
    pub fn plies(&self) -> u32 {
        let count = on_board!(&self.board, game => game.plies());
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// The turns so far: the moves, OTN with captures, and `pass` for a
    /// turn that passed.
    pub fn moves(&self) -> Vec<String> {
        on_board!(&self.board, game => game.turns().iter().map(|turn| turn_text(*turn)).collect())
    }

    /// How the game ended on the board, if it has (R12–R15).
    pub fn outcome(&self) -> Option<Outcome> {
        on_board!(&self.board, game => game.outcome())
    }

    /// The game's die, if it has one.
    pub fn dice(&self) -> Option<Dice> {
        self.dice
    }

    /// The roll of each turn so far, in a game with the die.
    pub fn rolls(&self) -> Vec<Roll> {
        self.dice.map(|dice| (0..self.plies()).map(|ply| dice.roll(ply)).collect()).unwrap_or_default()
    }

    /// The roll of the turn under way, in a game with the die that goes on.
    pub fn roll(&self) -> Option<Roll> {
        self.dice.filter(|_| self.outcome().is_none()).map(|dice| dice.roll(self.plies()))
    }

    /// The clocks in milliseconds, the Vikings' first.
    pub fn clocks(&self, now: Duration) -> [u64; 2] {
        [Side::Vikings, Side::Varangians].map(|side| millis(self.clock.left(side, now)))
    }

    /// The end by the clock at `now`, if a flag has fallen.
    pub fn flag(&self, now: Duration) -> Option<Outcome> {
        let flagged = self.clock.flag(now)?;
        Some(on_board!(&self.board, game => flag_fall(flagged, game.position())))
    }

    /// Plays `text` (`d9-d6`) for the side to move at `now`: in a game
    /// with the die, for the roll of the turn. Returns the turns played:
    /// the move, then the turns that passed after it (D3), each with the
    /// end it brings, if any.
    ///
    /// # Errors
    /// [`ErrorCode::BadMove`] for text that is no move,
    /// [`ErrorCode::IllegalMove`] (with the rule) for one the rules or
    /// the roll refuse.
    pub fn play(&mut self, text: &str, now: Duration) -> Result<Vec<Turn>, MoveRefusal> {
        let mv: Move =
            text.trim().parse().map_err(|_| (ErrorCode::BadMove, Some(text.chars().take(16).collect())))?;
        let (ply, roll) = (self.plies(), self.roll());
        let (record, outcome) = self.play_rules(mv)?;
        let clocks = self.turn_made(outcome, now);
        let mut turns = vec![Turn { ply, record, roll, clocks, outcome }];
        turns.extend(self.pass_while_stuck(now));
        Ok(turns)
    }

    /// Plays `mv` by the rules alone, for the turn's roll in a game with the die.
    fn play_rules(&mut self, mv: Move) -> Result<(String, Option<Outcome>), MoveRefusal> {
        let refused = |error: obereg_rules::DieRefusal| (ErrorCode::IllegalMove, Some(error.to_string()));
        let roll = self.roll();
        on_board!(&mut self.board, game => {
            let played = match roll {
                Some(roll) => game.play_rolled(mv, roll, READING).map_err(refused)?,
                None => game.play(mv).map_err(|error| refused(error.into()))?,
            };
            let record = game.moves().last().map(ToString::to_string).unwrap_or_default();
            Ok((record, played.outcome))
        })
    }

    /// Passes every turn whose roll allows no move (D3), at `now`.
    fn pass_while_stuck(&mut self, now: Duration) -> Vec<Turn> {
        let mut turns = Vec::new();
        while turns.len() < PASSES_IN_A_ROW {
            let (ply, Some(roll)) = (self.plies(), self.roll()) else { break };
            let Ok(outcome) = on_board!(&mut self.board, game => game.pass(roll, READING)) else { break };
            let clocks = self.turn_made(outcome, now);
            turns.push(Turn { ply, record: PASS.to_string(), roll: Some(roll), clocks, outcome });
        }
        turns
    }

    /// The clock after a turn of the side that was to move before it:
    /// stopped at an end, full again in a correspondence game.
    fn turn_made(&mut self, outcome: Option<Outcome>, now: Duration) -> [u64; 2] {
        self.clock.moved(self.to_move().opponent(), now);
        if let ClockTerms::Correspondence { .. } = self.terms {
            let base = self.terms.control().base;
            self.clock.set_left(base, base, now);
        }
        if outcome.is_some() {
            self.clock.stop(now);
        }
        self.clocks(now)
    }

    /// Takes the game back to its first `plies` turns and puts the clock
    /// back as it was: for a move the database did not keep.
    pub fn take_back(&mut self, plies: u32, clock: Clock) {
        while self.plies() > plies {
            on_board!(&mut self.board, game => { game.undo(); });
        }
        self.clock = clock;
    }

    /// Takes the game back to its first `plies` moves by consent, the
    /// clocks put back to `left_ms` (as they stood after the last move
    /// kept), the clock of the side to move running from `now`; in a
    /// correspondence game that side has its full days again.
    pub fn take_back_to(&mut self, plies: u32, left_ms: [u64; 2], now: Duration) {
        while self.plies() > plies {
            on_board!(&mut self.board, game => { game.undo(); });
        }
        let mut left = left_ms.map(Duration::from_millis);
        if let ClockTerms::Correspondence { .. } = self.terms {
            left = [self.terms.control().base; 2];
        }
        self.clock = Clock::resumed(self.terms.control(), left[0], left[1]);
        self.clock.start(self.to_move(), now);
    }

    /// The clock now, to put back with [`Table::take_back`].
    pub fn clock(&self) -> Clock {
        self.clock
    }
}

/// The milliseconds each side starts with.
pub fn start_left(terms: ClockTerms) -> [u64; 2] {
    [millis(terms.control().base); 2]
}

/// A turn as the protocol and the records write it: the move, or `pass`.
fn turn_text(turn: Option<&MoveRecord>) -> String {
    turn.map_or_else(|| PASS.to_string(), ToString::to_string)
}

/// An end as the protocol writes it.
pub fn game_end(outcome: Outcome) -> GameEnd {
    let (winner, reason) = match outcome {
        Outcome::Win { winner, reason } => (Some(winner.name().to_string()), win_reason(reason)),
        Outcome::Draw(DrawReason::Repetition) => (None, "repetition"),
        Outcome::Draw(DrawReason::Agreement) => (None, "agreement"),
        Outcome::Draw(DrawReason::Time) => (None, "time"),
    };
    GameEnd { winner, reason: reason.to_string() }
}

/// Why a side won, as the protocol writes it.
fn win_reason(reason: WinReason) -> &'static str {
    match reason {
        WinReason::PrinceEscaped(_) => "escape",
        WinReason::PrinceCaptured(_) => "capture",
        WinReason::NoLegalMove => "no_move",
        WinReason::Time => "time",
        WinReason::Resignation => "resignation",
        WinReason::OffTheBoard => "off_the_board",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FISCHER: ClockTerms = ClockTerms::Fischer { minutes: 5, seconds: 2 };

    /// A table of a game with the die whose first move (the first of the
    /// Vikings' moves for its roll) has passes after it; bounded search
    /// over the seeds.
    fn table_with_a_pass_after_a_move() -> (Table, String) {
        for seed in 0..1000 {
            let table = Table::new(9, FISCHER, Some(Dice::from_seed(seed)), Duration::ZERO);
            let Some(roll) = table.roll() else { continue };
            let Board::Nine(game) = &table.board else { unreachable!() };
            let mv = game.position().legal_moves_for_roll(roll, READING)[0].to_string();
            if table.clone().play(&mv, Duration::ZERO).is_ok_and(|turns| turns.len() > 1) {
                return (table, mv);
            }
        }
        panic!("no seed of 1000 passes after the first move");
    }

    #[test]
    fn a_move_brings_the_passes_after_it_with_their_rolls_and_clocks() {
        let (mut table, mv) = table_with_a_pass_after_a_move();
        let (ply, dice, mover) = (table.plies(), table.dice().unwrap(), table.to_move());
        let turns = table.play(&mv, Duration::from_secs(3)).unwrap();
        assert_eq!(turns[0].record.split('x').next(), Some(mv.as_str()));
        for (turn, expected_ply) in turns.iter().zip(ply..) {
            assert_eq!(turn.ply, expected_ply);
            assert_eq!(turn.roll, Some(dice.roll(expected_ply)));
        }
        assert!(turns[1..].iter().all(|turn| turn.record == PASS));
        assert_eq!(table.plies(), ply + u32::try_from(turns.len()).unwrap());
        assert_eq!(table.moves().last().map(String::as_str), Some(PASS));
        assert_eq!(table.rolls().len(), table.moves().len());
        // A pass is a turn made at once: the side that passed gets its increment.
        let passer = usize::from(mover.opponent() == Side::Varangians);
        assert_eq!(turns[1].clocks[passer], 302_000, "{turns:?}");
    }

    #[test]
    fn a_move_not_kept_is_taken_back_with_the_passes_after_it() {
        let (mut table, mv) = table_with_a_pass_after_a_move();
        let (plies, moves, roll, clock) = (table.plies(), table.moves(), table.roll(), table.clock());
        table.play(&mv, Duration::from_secs(3)).unwrap();
        table.take_back(plies, clock);
        assert_eq!((table.plies(), table.moves(), table.roll()), (plies, moves, roll));
        assert_eq!(table.clocks(Duration::ZERO), [300_000; 2]);
    }

    #[test]
    fn a_move_against_the_roll_is_refused_and_changes_nothing() {
        let mut table = Table::new(9, FISCHER, Some(Dice::from_seed(1)), Duration::ZERO);
        let roll = table.roll().unwrap();
        let Board::Nine(game) = &table.board else { unreachable!() };
        let wrong = game
            .position()
            .legal_moves()
            .into_iter()
            .find(|mv| mv.from.line_distance(mv.to) != Some(roll.pips()));
        let refused = table.play(&wrong.unwrap().to_string(), Duration::ZERO).unwrap_err();
        assert_eq!(refused.0, ErrorCode::IllegalMove);
        assert!(refused.1.unwrap().contains("(D2"));
        assert_eq!(table.plies(), Table::new(9, FISCHER, Some(Dice::from_seed(1)), Duration::ZERO).plies());
    }
}
