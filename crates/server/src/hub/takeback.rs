//! Takebacks by consent: a player asks to take back their last move, the
//! opponent agrees by asking too; the moves go from the database first,
//! then the players and spectators are told. The asking lapses with the
//! next move. In a rated game as in any other, never without consent.

use obereg_rules::Side;

use super::keep::Kept;
use super::{ConnId, Hub};
use crate::protocol::{ErrorCode, ServerMessage};
use crate::table::start_left;
use crate::time::millis;

/// A refusal and its detail.
type Refusal = (ErrorCode, Option<String>);

/// How many moves a takeback asked by `asker` takes when `to_move` is to
/// move: the asker's last move, and the reply to it if there was one.
fn plies_taken(asker: Side, to_move: Side) -> u32 {
    if asker == to_move { 2 } else { 1 }
}

impl Hub {
    /// Asks to take back one's last move, or agrees to the opponent's asking.
    pub(super) fn takeback(&mut self, conn: ConnId, game: u64) -> Result<(), Refusal> {
        let side = self.side_of(conn, game)?;
        self.check_game(game)?;
        let player = self.player(conn)?;
        let live = self.games.get_mut(&game).ok_or((ErrorCode::NoSuchGame, None))?;
        if live.table.dice().is_some() {
            // Rolled again, a takeback would fish for a better roll; the
            // same rolls again would show the asker the opponent's next one.
            return Err((ErrorCode::Unsupported, Some("die".to_string())));
        }
        if live.takeback_offer == Some(side.opponent()) {
            return self.take_back(conn, game, side.opponent());
        }
        if live.table.plies() < plies_taken(side, live.table.to_move()) {
            return Err((ErrorCode::NothingToTakeBack, None));
        }
        live.takeback_offer = Some(side);
        self.tell_game(game, &ServerMessage::TakebackOffered { game, by: player.name });
        Ok(())
    }

    /// Takes back what `asker` asked for, agreed on `conn`: kept first,
    /// then told.
    fn take_back(&mut self, conn: ConnId, game: u64, asker: Side) -> Result<(), Refusal> {
        let live = self.games.get(&game).ok_or((ErrorCode::NoSuchGame, None))?;
        if self.keeping.has(game) {
            // A move is on its way to the disk: the takeback waits for the next asking.
            return Err((ErrorCode::Storage, None));
        }
        let plies = live.table.plies().saturating_sub(plies_taken(asker, live.table.to_move()));
        let start = start_left(live.terms.clock);
        let row = i64::try_from(game).map_err(|_| (ErrorCode::NoSuchGame, None))?;
        let now = millis(self.now());
        let write = self.db.write(move |store| store.take_back(row, plies, start, now));
        self.keeping.add_to_game(game, async move {
            let left = write.await.ok();
            Kept::TakenBack(conn, game, plies, left)
        });
        Ok(())
    }

    /// A takeback is kept, `left` the clocks after the moves left, and
    /// everyone who sees the game is told; or it could not be, and the
    /// player who agreed is told.
    pub(super) fn taken_back(&mut self, conn: ConnId, game: u64, plies: u32, left: Option<[u64; 2]>) {
        let Some(left) = left else {
            self.send(conn, ServerMessage::Error { code: ErrorCode::Storage, detail: None });
            return;
        };
        let now = self.now();
        let Some(live) = self.games.get_mut(&game) else { return };
        live.table.take_back_to(plies, left, now);
        live.info.plies = plies;
        live.takeback_offer = None;
        live.draw_offer = None;
        let clocks = live.table.clocks(now);
        self.tell_game(game, &ServerMessage::TakenBack { game, plies, clocks });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_takeback_asked_on_ones_move_takes_the_reply_too() {
        assert_eq!(plies_taken(Side::Vikings, Side::Vikings), 2);
        assert_eq!(plies_taken(Side::Vikings, Side::Varangians), 1);
        assert_eq!(plies_taken(Side::Varangians, Side::Vikings), 1);
    }
}
