//! Takebacks by consent: a player asks to take back their last move, the
//! opponent agrees by asking too; the moves go from the database first,
//! then the players and spectators are told. The asking lapses with the
//! next move. In a rated game as in any other, never without consent.

use obereg_rules::Side;
use obereg_session::Request;

use super::keep::{Kept, unless_lost};
use super::{ConnId, Hub};
use crate::protocol::{ErrorCode, ServerMessage};
use crate::table::start_left;
use crate::time::millis;

/// A refusal and its detail.
type Refusal = (ErrorCode, Option<String>);

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
        if live.table.offers().by(Request::Takeback) == Some(side.opponent()) {
            return self.take_back(conn, game, side.opponent());
        }
        if live.table.takeback_turns(side) == 0 {
            return Err((ErrorCode::NothingToTakeBack, None));
        }
        live.table.offers().ask(Request::Takeback, side);
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
        let plies = live.table.plies().saturating_sub(live.table.takeback_turns(asker));
        let start = start_left(live.terms.clock);
        let row = i64::try_from(game).map_err(|_| (ErrorCode::NoSuchGame, None))?;
        let now = millis(self.now());
        let claim = self.claim();
        let write = self.db.write(move |store| {
            store.keep_owning(row, claim.as_ref(), now)?;
            store.take_back(row, plies, start, now)
        });
        self.keeping.add_to_game(game, async move {
            unless_lost(game, write.await, None, |left| Kept::TakenBack(conn, game, plies, left))
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
        let clocks = live.table.clocks(now);
        self.tell_game(game, &ServerMessage::TakenBack { game, plies, clocks });
    }
}
