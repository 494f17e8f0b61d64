//! A game on the server: the board (either size) decided by
//! `obereg-rules`, and its clock on the server's time.

use std::time::Duration;

use obereg_rules::{
    Clock, DrawReason, Game, Move, MoveRecord, Outcome, Position, Side, TimeControl, WinReason, flag_fall,
};

use crate::protocol::{ClockTerms, ErrorCode, GameEnd};
use crate::time::millis;

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

/// A game being played: its board and its clock.
#[derive(Clone, Debug)]
pub struct Table {
    board: Board,
    terms: ClockTerms,
    clock: Clock,
}

/// A move the table refused: the code and what to show.
pub type MoveRefusal = (ErrorCode, Option<String>);

impl Table {
    /// A game from the start on a board of `side` squares (9 or 11), the
    /// Vikings' clock running from `now`.
    pub fn new(side: u8, terms: ClockTerms, now: Duration) -> Table {
        let board = if side == 11 {
            Board::Eleven(Game::new(Position::<11>::initial()))
        } else {
            Board::Nine(Game::new(Position::<9>::initial()))
        };
        let mut clock = Clock::new(control(terms));
        clock.start(Side::Vikings, now);
        Table { board, terms, clock }
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
        moves: &[String],
        left_ms: [u64; 2],
        last: Duration,
        now: Duration,
    ) -> Result<Table, MoveRefusal> {
        let mut table = Table::new(side, terms, now);
        for record in moves {
            let record: MoveRecord =
                record.parse().map_err(|_| (ErrorCode::BadMove, Some(record.clone())))?;
            table.play_rules(record.mv)?;
        }
        let mut left = left_ms.map(Duration::from_millis);
        if let ClockTerms::Correspondence { .. } = terms {
            let mover = usize::from(table.to_move() == Side::Varangians);
            left[mover] = control(terms).base.saturating_sub(now.saturating_sub(last));
        }
        table.clock = Clock::resumed(control(terms), left[0], left[1]);
        table.clock.start(table.to_move(), now);
        Ok(table)
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        on_board!(&self.board, game => game.position().to_move())
    }

    /// How many moves have been played.
    pub fn plies(&self) -> u32 {
        let count = on_board!(&self.board, game => game.moves().len());
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// The moves so far, OTN with captures.
    pub fn moves(&self) -> Vec<String> {
        on_board!(&self.board, game => game.moves().iter().map(ToString::to_string).collect())
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

    /// Plays `text` (`d9-d6`) for the side to move at `now` and returns
    /// its record and the end it brings, if any.
    ///
    /// # Errors
    /// [`ErrorCode::BadMove`] for text that is no move,
    /// [`ErrorCode::IllegalMove`] (with the rule) for one the rules refuse.
    pub fn play(&mut self, text: &str, now: Duration) -> Result<(String, Option<Outcome>), MoveRefusal> {
        let mv: Move =
            text.trim().parse().map_err(|_| (ErrorCode::BadMove, Some(text.chars().take(16).collect())))?;
        let side = self.to_move();
        let (record, outcome) = self.play_rules(mv)?;
        self.clock.moved(side, now);
        if let ClockTerms::Correspondence { .. } = self.terms {
            let base = control(self.terms).base;
            self.clock.set_left(base, base, now);
        }
        if outcome.is_some() {
            self.clock.stop(now);
        }
        Ok((record, outcome))
    }

    /// Plays `mv` by the rules alone.
    fn play_rules(&mut self, mv: Move) -> Result<(String, Option<Outcome>), MoveRefusal> {
        let illegal = |error: obereg_rules::IllegalMove| (ErrorCode::IllegalMove, Some(error.to_string()));
        on_board!(&mut self.board, game => {
            let played = game.play(mv).map_err(illegal)?;
            let record = game.moves().last().map(ToString::to_string).unwrap_or_default();
            Ok((record, played.outcome))
        })
    }

    /// Takes back the last move and puts the clock back as it was: for a
    /// move the database did not keep.
    pub fn take_back(&mut self, clock: Clock) {
        on_board!(&mut self.board, game => { game.undo(); });
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
            left = [control(self.terms).base; 2];
        }
        self.clock = Clock::resumed(control(self.terms), left[0], left[1]);
        self.clock.start(self.to_move(), now);
    }

    /// The clock now, to put back with [`Table::take_back`].
    pub fn clock(&self) -> Clock {
        self.clock
    }
}

/// The rules crate's time control for `terms`: a correspondence game is a
/// clock of days that starts full again after each move.
pub fn control(terms: ClockTerms) -> TimeControl {
    match terms {
        ClockTerms::Fischer { minutes, seconds } => TimeControl {
            base: Duration::from_secs(u64::from(minutes) * 60),
            increment: Duration::from_secs(u64::from(seconds)),
        },
        ClockTerms::Correspondence { days } => {
            TimeControl { base: Duration::from_secs(u64::from(days) * 24 * 3600), increment: Duration::ZERO }
        }
    }
}

/// The milliseconds each side starts with.
pub fn start_left(terms: ClockTerms) -> [u64; 2] {
    [millis(control(terms).base); 2]
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
