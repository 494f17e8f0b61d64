//! A game on the server: the game itself is `obereg-session`'s (the
//! board of either size decided by `obereg-rules`, its clock on the
//! server's time, and in a game with the die its rolls and the turns that
//! pass, D3, made as soon as the roll allows no move); the table speaks
//! of it in the protocol's words: moves as text, clocks in milliseconds,
//! refusals as error codes.

use std::time::Duration;

use obereg_record::PASS;
use obereg_rules::{Clock, DrawReason, Move, MoveRecord, Outcome, Roll, Side, WinReason};
use obereg_session::{Offers, Played, Session};

use crate::dice::{Dice, READING};
use crate::protocol::{ClockTerms, ErrorCode, GameEnd};
use crate::time::millis;

/// The game of either board size, 9×9 or 11×11.
#[derive(Clone, Debug)]
enum Board {
    Nine(Session<9>),
    Eleven(Session<11>),
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

/// A game being played, on its board.
#[derive(Clone, Debug)]
pub struct Table {
    board: Board,
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

impl From<Played> for Turn {
    fn from(played: Played) -> Turn {
        let Played { ply, record, roll, left, outcome } = played;
        Turn { ply, record: turn_text(record.as_ref()), roll, clocks: left.map(millis), outcome }
    }
}

/// A refusal of the rules or the die, as the protocol sends it.
fn refused(error: obereg_rules::DieRefusal) -> MoveRefusal {
    (ErrorCode::IllegalMove, Some(error.to_string()))
}

impl Table {
    /// A game from the start on a board of `side` squares (9 or 11), the
    /// Vikings' clock running from `now`; with `dice`, a game with the die
    /// whose first turns pass at once if their rolls allow no move.
    pub fn new(side: u8, terms: ClockTerms, dice: Option<Dice>, now: Duration) -> Table {
        let (control, refill) = (terms.control(), matches!(terms, ClockTerms::Correspondence { .. }));
        let die = dice.map(|dice| (dice, READING));
        let board = if side == 11 {
            Board::Eleven(Session::new(control, refill, die, now))
        } else {
            Board::Nine(Session::new(control, refill, die, now))
        };
        Table { board }
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
        let moves = moves
            .iter()
            .map(|record| record.parse::<MoveRecord>().map(|record| record.mv))
            .collect::<Result<Vec<Move>, _>>()
            .map_err(|_| (ErrorCode::BadMove, None))?;
        on_board!(&mut table.board, game => game.replay(&moves, now)).map_err(refused)?;
        let mut left = left_ms.map(Duration::from_millis);
        if let ClockTerms::Correspondence { .. } = terms {
            let mover = usize::from(table.to_move() == Side::Varangians);
            left[mover] = terms.control().base.saturating_sub(now.saturating_sub(last));
        }
        on_board!(&mut table.board, game => game.resume_clock(left, now));
        Ok(table)
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        on_board!(&self.board, game => game.to_move())
    }

    /// How many turns have been played, moves and passes.
    pub fn plies(&self) -> u32 {
        on_board!(&self.board, game => game.plies())
    }

    /// The turns so far: the moves, OTN with captures, and `pass` for a
    /// turn that passed.
    pub fn moves(&self) -> Vec<String> {
        on_board!(&self.board, game => game.turns().iter().map(|turn| turn_text(turn.as_ref())).collect())
    }

    /// How the game ended on the board, if it has (R12–R15).
    pub fn outcome(&self) -> Option<Outcome> {
        on_board!(&self.board, game => game.outcome())
    }

    /// The game's die, if it has one.
    pub fn dice(&self) -> Option<Dice> {
        on_board!(&self.board, game => game.dice())
    }

    /// The roll of each turn so far, in a game with the die.
    pub fn rolls(&self) -> Vec<Roll> {
        on_board!(&self.board, game => game.rolls())
    }

    /// The roll of the turn under way, in a game with the die that goes on.
    pub fn roll(&self) -> Option<Roll> {
        on_board!(&self.board, game => game.roll())
    }

    /// The clocks in milliseconds, the Vikings' first.
    pub fn clocks(&self, now: Duration) -> [u64; 2] {
        on_board!(&self.board, game => game.left(now)).map(millis)
    }

    /// The end by the clock at `now`, if a flag has fallen.
    pub fn flag(&self, now: Duration) -> Option<Outcome> {
        on_board!(&self.board, game => game.flag(now))
    }

    /// The draw offer and the takeback asked, standing until the next move.
    pub fn offers(&mut self) -> &mut Offers {
        on_board!(&mut self.board, game => game.offers())
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
        let played = on_board!(&mut self.board, game => game.play(mv, now)).map_err(refused)?;
        Ok(played.into_iter().map(Turn::from).collect())
    }

    /// How many turns a takeback asked by `asker` takes back: the asker's
    /// last move and everything after it; 0 when it has none.
    pub fn takeback_turns(&self, asker: Side) -> u32 {
        on_board!(&self.board, game => game.takeback_turns(asker))
    }

    /// Takes the game back to its first `plies` turns and puts the clock
    /// back as it was: for a move the database did not keep.
    pub fn take_back(&mut self, plies: u32, clock: Clock) {
        on_board!(&mut self.board, game => game.take_back(plies, clock));
    }

    /// Takes the game back to its first `plies` moves by consent, the
    /// clocks put back to `left_ms` (as they stood after the last move
    /// kept), the clock of the side to move running from `now`; in a
    /// correspondence game that side has its full days again.
    pub fn take_back_to(&mut self, plies: u32, left_ms: [u64; 2], now: Duration) {
        on_board!(&mut self.board, game => game.take_back_to(plies, left_ms.map(Duration::from_millis), now));
    }

    /// The clock now, to put back with [`Table::take_back`].
    pub fn clock(&self) -> Clock {
        on_board!(&self.board, game => game.clock())
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
