//! The deadlines of a live game: its clocks, and the grace time of a
//! player who lost their connection, after which they lose the game
//! (abandonment). The other players are told when one leaves and comes
//! back, and each player, once, that the server was down.

use std::time::Duration;

use obereg_rules::Side;

use super::{ConnId, Hub, Live};
use crate::protocol::{ClockTerms, ErrorCode, GameEnd, ServerMessage};
use crate::table::game_end;

/// How long a player of a live game may be away before they lose it.
pub const GRACE: Duration = Duration::from_secs(120);

/// The index of a side in [`Live::away`].
fn slot(side: Side) -> usize {
    usize::from(side == Side::Varangians)
}

/// How `live` ends at `now` by its clock or by abandonment, if it does: a
/// flag first; then the player away the longest past the grace time
/// loses, and both away since the same moment (a restart nobody came back
/// from) draw.
fn overdue(live: &Live, now: Duration) -> Option<GameEnd> {
    if let Some(outcome) = live.table.flag(now) {
        return Some(game_end(outcome));
    }
    let gone = |side: Side| live.away[slot(side)].filter(|since| *since + GRACE <= now);
    let loser = match (gone(Side::Vikings), gone(Side::Varangians)) {
        (Some(v), Some(w)) if v == w => None,
        (Some(v), Some(w)) => Some(if v < w { Side::Vikings } else { Side::Varangians }),
        (Some(_), None) => Some(Side::Vikings),
        (None, Some(_)) => Some(Side::Varangians),
        (None, None) => return None,
    };
    let winner = loser.map(|side| side.opponent().name().to_string());
    Some(GameEnd { winner, reason: "abandoned".to_string() })
}

impl Hub {
    /// Ends every game whose deadline has passed (the tick), but for one
    /// with a move on its way, which the next tick looks at.
    pub(super) fn check_deadlines(&mut self) {
        let now = self.now();
        let due: Vec<(u64, GameEnd)> = self
            .games
            .iter()
            .filter(|(id, _)| !self.keeping.has(**id))
            .filter_map(|(id, live)| overdue(live, now).map(|end| (*id, end)))
            .collect();
        for (game, end) in due {
            self.end_game(game, end);
        }
    }

    /// Ends `game` if its deadline has passed, before a player acts on it.
    ///
    /// # Errors
    /// [`ErrorCode::NoSuchGame`] when it has just ended, or its end is on
    /// its way to the disk.
    pub(super) fn check_game(&mut self, game: u64) -> Result<(), (ErrorCode, Option<String>)> {
        let now = self.now();
        let live = self.games.get(&game).ok_or((ErrorCode::NoSuchGame, None))?;
        if live.ending {
            return Err((ErrorCode::NoSuchGame, None));
        }
        match overdue(live, now) {
            Some(end) => {
                self.end_game(game, end);
                Err((ErrorCode::NoSuchGame, None))
            }
            None => Ok(()),
        }
    }

    /// `name` has no connection left: the grace time of their live games
    /// starts, and the others in those games are told.
    pub(super) fn went_away(&mut self, name: &str) {
        let now = self.now();
        for game in self.marked(name, Some(now)) {
            let away = ServerMessage::Away { game, player: name.to_string(), grace: GRACE.as_secs() };
            self.tell_game(game, &away);
        }
    }

    /// `name` is connected again: their games are no longer counting.
    pub(super) fn came_back(&mut self, name: &str) {
        for game in self.marked(name, None) {
            self.tell_game(game, &ServerMessage::Back { game, player: name.to_string() });
        }
    }

    /// Tells `name` on `conn`, the first time they come back to `game`
    /// after a restart, that the server was down and its clocks stood still.
    pub(super) fn tell_restart(&mut self, conn: ConnId, game: u64, name: &str) {
        let Some(live) = self.games.get_mut(&game) else { return };
        let Some(side) = live.side_of(name) else { return };
        if std::mem::take(&mut live.restart_untold[slot(side)]) {
            self.send(conn, ServerMessage::Restarted { game });
        }
    }

    /// Sets since when `name` is away (or not) in each of their live games
    /// where that changes, and returns those games.
    fn marked(&mut self, name: &str, since: Option<Duration>) -> Vec<u64> {
        let mut changed = Vec::new();
        for (id, live) in &mut self.games {
            let Some(side) = live.side_of(name) else { continue };
            let live_clock = matches!(live.terms.clock, ClockTerms::Fischer { .. });
            let away = &mut live.away[slot(side)];
            if live_clock && away.is_some() != since.is_some() {
                *away = since;
                changed.push(*id);
            }
        }
        changed
    }
}
