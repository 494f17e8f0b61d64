//! The game as the host holds it, kept up to date by the game, and the
//! welcome it makes for a guest who joins late or again: the line from the
//! first turn the guest may lack, the result, and the clocks as they stand
//! at that moment.

use web_time::Instant;

use obereg_rules::{Outcome, Reading, Roll, Side, TimeControl};
use obereg_session::Held;

use crate::fields::{ClockState, Turn};
use crate::message::Join;
use crate::welcome::Welcome;

/// The game as the host holds it, kept up to date by the game so that a
/// guest who joins late or again is told where play stands.
#[derive(Clone, Debug, Default)]
pub struct HostedGame {
    /// The host's name.
    pub name: String,
    /// The side the host plays.
    pub host_side: Option<Side>,
    /// The variant as an OpenTafl rules string.
    pub rules: String,
    /// The time control, if any.
    pub time_control: Option<TimeControl>,
    /// The clocks, if any, as they stood at [`HostedGame::clocks_at`].
    pub clocks: Option<ClockState>,
    /// When the clocks were read; the running one has run since.
    pub clocks_at: Option<Instant>,
    /// The game's number, so a guest can tell a rejoin from a new game.
    pub game: u64,
    /// The version of the line: how many takebacks it has had.
    pub version: u32,
    /// How the game ended in a way the moves do not show, if it has.
    pub result: Option<Outcome>,
    /// How the die is read, in a die game.
    pub die: Option<Reading>,
    /// In a die game, the roll of the turn under way, once rolled.
    pub roll: Option<Roll>,
    /// The turns played (moves, and passes in a die game).
    pub moves: Vec<Turn>,
}

impl HostedGame {
    /// The welcome for `join` at `now`: the turns it lacks, from the first
    /// it may not hold (all of them when it holds another game or another
    /// version of the line), and the clocks as they stand at `now`.
    pub fn welcome(&self, join: &Join, now: Instant) -> Welcome {
        let held = Held { game: join.game, version: join.version, turns: join.moves };
        let from = held.catch_up_from(self.game, self.version, self.moves.len());
        Welcome {
            name: self.name.clone(),
            host_side: self.host_side.unwrap_or(Side::Vikings),
            rules: self.rules.clone(),
            time_control: self.time_control,
            clocks: self.clocks.map(|clocks| self.clocks_now(clocks, now)),
            die: self.die,
            roll: self.roll,
            result: self.result,
            game: self.game,
            version: self.version,
            from: from as u32,
            more: 0,
            moves: self.moves[from..].to_vec(),
        }
    }

    /// `clocks` at `now`: the running side has used the time since they were read.
    fn clocks_now(&self, clocks: ClockState, now: Instant) -> ClockState {
        clocks.after(self.clocks_at.map(|at| now.saturating_duration_since(at)).unwrap_or_default())
    }
}
