//! The board of a game the bot plays, either size, as the server's moves
//! build it, and the engine's search on it.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{Engine, Progress, Settings};
use obereg_rules::{Game, MoveRecord, Position, Side};

/// A game on the 9×9 or the 11×11 board.
#[derive(Clone, Debug)]
pub(crate) enum Board {
    /// 9×9.
    Nine(Game<9>),
    /// 11×11.
    Eleven(Game<11>),
}

/// Runs `$body` with `$game` bound to the game of either size.
macro_rules! either {
    ($board:expr, $game:ident => $body:expr) => {
        match $board {
            Board::Nine($game) => $body,
            Board::Eleven($game) => $body,
        }
    };
}

impl Board {
    /// The game of `size` (9 or 11) after `moves` (OTN, as the server
    /// sends them); none when a move does not read or play.
    pub(crate) fn after(size: u8, moves: &[String]) -> Option<Board> {
        let mut board = if size == 11 {
            Board::Eleven(Game::new(Position::<11>::initial()))
        } else {
            Board::Nine(Game::new(Position::<9>::initial()))
        };
        moves.iter().all(|record| board.play(record)).then_some(board)
    }

    /// Plays `record` (`d9-d6`, captures and marks allowed); false when it
    /// does not read or the rules refuse it.
    pub(crate) fn play(&mut self, record: &str) -> bool {
        let Ok(record) = record.parse::<MoveRecord>() else { return false };
        either!(self, game => game.play(record.mv).is_ok())
    }

    /// Takes the game back to its first `plies` moves.
    pub(crate) fn take_back_to(&mut self, plies: u32) {
        while self.plies() > plies {
            either!(self, game => { game.undo(); });
        }
    }

    /// How many moves have been played.
    pub(crate) fn plies(&self) -> u32 {
        let count = either!(self, game => game.moves().len());
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// The side to move.
    pub(crate) fn to_move(&self) -> Side {
        either!(self, game => game.position().to_move())
    }

    /// Whether the game is over on the board.
    pub(crate) fn over(&self) -> bool {
        either!(self, game => game.outcome().is_some())
    }

    /// The engine's search for the side to move with `settings`: its best
    /// move (none when the game is over) and its score for that side.
    pub(crate) fn search(&self, engine: &mut Engine, settings: &Settings) -> (Option<String>, i32) {
        let stop = Arc::new(AtomicBool::new(false));
        let progress: Progress = either!(self, game => engine.search(game, settings, stop, |_| {}));
        (progress.best().map(|mv| mv.to_string()), progress.score)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_servers_records_build_the_board_and_a_refused_one_builds_none() {
        let board = Board::after(9, &["a6-a8".into(), "e4-d4".into()]).unwrap();
        assert_eq!((board.plies(), board.to_move()), (2, Side::Vikings));
        assert!(Board::after(11, &["a6-a8".into()]).is_none(), "a6 is empty on the 11×11 board's edge");
        assert!(Board::after(9, &["d1-d9".into()]).is_none());
    }
}
