//! The board of a game the bot plays, either size, as the server's moves
//! build it, and the engine's search on it: the plain search, or in a game
//! with the die the engine's expectimax for the roll the server gave.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{Engine, Progress, RolledTurn, Settings, choose_for_roll};
use obereg_protocol::{DieState, PASS};
use obereg_rules::{Game, MoveRecord, Position, Reading, Roll, Side};

/// A game on the 9×9 or the 11×11 board.
#[derive(Clone, Debug)]
enum Sized {
    /// 9×9.
    Nine(Game<9>),
    /// 11×11.
    Eleven(Game<11>),
}

/// Runs `$body` with `$game` bound to the game of either size.
macro_rules! either {
    ($board:expr, $game:ident => $body:expr) => {
        match $board {
            Sized::Nine($game) => $body,
            Sized::Eleven($game) => $body,
        }
    };
}

/// The die of a game, as the server rolls it.
#[derive(Clone, Copy, Debug)]
struct Die {
    /// How a roll limits a move.
    reading: Reading,
    /// The roll of the turn under way, once the server has told it.
    roll: Option<Roll>,
}

/// A game the bot plays: the board, and its die if it has one.
#[derive(Clone, Debug)]
pub(crate) struct Board {
    game: Sized,
    die: Option<Die>,
}

impl Board {
    /// The game of `size` (9 or 11) after `moves` (OTN, as the server
    /// sends them; in a game with the die `pass` too, each turn with its
    /// roll from `die`); none when a turn does not read or play.
    pub(crate) fn after(size: u8, moves: &[String], die: Option<&DieState>) -> Option<Board> {
        let game = if size == 11 {
            Sized::Eleven(Game::new(Position::<11>::initial()))
        } else {
            Sized::Nine(Game::new(Position::<9>::initial()))
        };
        let reading = die.map(|die| die.reading.parse::<Reading>()).transpose().ok()?;
        let mut board = Board { game, die: reading.map(|reading| Die { reading, roll: None }) };
        let rolls = die.map(|die| die.rolls.as_slice()).unwrap_or_default();
        for (ply, record) in moves.iter().enumerate() {
            if !board.play(record, rolls.get(ply).copied()) {
                return None;
            }
        }
        if let Some(roll) = die.and_then(|die| die.roll) {
            board.rolled(board.plies(), roll);
        }
        Some(board)
    }

    /// Plays `record` (`d9-d6`, captures and marks allowed; `pass` in a
    /// game with the die), with `roll` (1–6) in a game with the die; false
    /// when it does not read or the rules (or the roll) refuse it.
    pub(crate) fn play(&mut self, record: &str, roll: Option<u8>) -> bool {
        let Some(die) = self.die.as_mut() else {
            let Ok(record) = record.parse::<MoveRecord>() else { return false };
            return either!(&mut self.game, game => game.play(record.mv).is_ok());
        };
        let Some(roll) = roll.and_then(Roll::new) else { return false };
        die.roll = None;
        let reading = die.reading;
        if record == PASS {
            return either!(&mut self.game, game => game.pass(roll, reading).is_ok());
        }
        let Ok(record) = record.parse::<MoveRecord>() else { return false };
        either!(&mut self.game, game => game.play_rolled(record.mv, roll, reading).is_ok())
    }

    /// The server rolled `roll` (1–6) for the turn after `ply` turns: kept
    /// when that is the turn under way.
    pub(crate) fn rolled(&mut self, ply: u32, roll: u8) {
        let under_way = self.plies() == ply;
        if let Some(die) = self.die.as_mut().filter(|_| under_way) {
            die.roll = Roll::new(roll);
        }
    }

    /// Takes the game back to its first `plies` turns.
    pub(crate) fn take_back_to(&mut self, plies: u32) {
        while self.plies() > plies {
            either!(&mut self.game, game => { game.undo(); });
        }
    }

    /// How many turns have been played (moves, and passes with the die).
    pub(crate) fn plies(&self) -> u32 {
        let count = either!(&self.game, game => game.plies());
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// The side to move.
    pub(crate) fn to_move(&self) -> Side {
        either!(&self.game, game => game.position().to_move())
    }

    /// Whether the game is over on the board.
    pub(crate) fn over(&self) -> bool {
        either!(&self.game, game => game.outcome().is_some())
    }

    /// Whether the game has the die.
    pub(crate) fn has_die(&self) -> bool {
        self.die.is_some()
    }

    /// Whether the side to move can choose a move: always without the
    /// die; with it, once the server has told the turn's roll.
    pub(crate) fn ready(&self) -> bool {
        self.die.is_none_or(|die| die.roll.is_some())
    }

    /// The engine's search for the side to move with `settings`: its best
    /// move (none when the game is over) and its score for that side. In a
    /// game with the die, the engine's expectimax for the turn's roll.
    pub(crate) fn search(&self, engine: &mut Engine, settings: &Settings) -> (Option<String>, i32) {
        let stop = Arc::new(AtomicBool::new(false));
        if let Some(Die { reading, roll: Some(roll) }) = self.die {
            let choice = either!(&self.game, game => {
                let history: Vec<u64> = game.positions().iter().map(Position::hash).collect();
                let turn = RolledTurn { position: game.position(), roll, reading, history: &history };
                choose_for_roll(turn, settings, stop, |_| {})
            });
            return (choice.best.map(|mv| mv.to_string()), choice.score);
        }
        let progress: Progress = either!(&self.game, game => engine.search(game, settings, stop, |_| {}));
        (progress.best().map(|mv| mv.to_string()), progress.score)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_servers_records_build_the_board_and_a_refused_one_builds_none() {
        let board = Board::after(9, &["a6-a8".into(), "e4-d4".into()], None).unwrap();
        assert_eq!((board.plies(), board.to_move()), (2, Side::Vikings));
        assert!(Board::after(11, &["a6-a8".into()], None).is_none(), "a6 is empty on the 11×11 board's edge");
        assert!(Board::after(9, &["d1-d9".into()], None).is_none());
    }

    #[test]
    fn a_die_games_turns_build_the_board_with_their_rolls() {
        let die = |rolls: Vec<u8>, roll| DieState { reading: "exact".into(), rolls, roll };
        let turns: Vec<String> = vec!["pass".into(), "e3-b3".into()];
        let board = Board::after(9, &turns, Some(&die(vec![6, 3], Some(2)))).unwrap();
        assert_eq!((board.plies(), board.to_move(), board.ready()), (2, Side::Vikings, true));
        assert!(Board::after(9, &turns, Some(&die(vec![2, 3], None))).is_none(), "a 2 does not pass");
        assert!(Board::after(9, &turns, Some(&die(vec![6, 4], None))).is_none(), "e3-b3 is 3 squares");
        let waiting = Board::after(9, &turns, Some(&die(vec![6, 3], None))).unwrap();
        assert!(!waiting.ready(), "no roll yet for the turn under way");
    }
}
