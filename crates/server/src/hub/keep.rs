//! The writes on their way to the disk: moves, games created and ended,
//! chat. The hub does not wait for a write to be kept: it goes on with
//! other games meanwhile, so the writer can keep the writes of many games
//! in one transaction; each is told once kept, in the order they were
//! queued (the writer's order). A game has at most one move (or
//! takeback) on its way.

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;

use futures_util::StreamExt;
use futures_util::stream::FuturesOrdered;
use obereg_rules::{Clock, Outcome};

use super::{ConnId, Player};
use crate::dice::Dice;
use crate::protocol::{ChallengeInfo, ClientMessage, GameEnd, ServerMessage};
use crate::store::{Rerated, StoreError};

/// A move played on the table and not yet kept.
pub(super) struct Move {
    /// Who played it.
    pub conn: ConnId,
    /// The game.
    pub game: u64,
    /// The moves before it.
    pub ply: u32,
    /// The move as its player sent it.
    pub mv: String,
    /// The clock before it, to put back (with the turns after `ply` taken
    /// back) if the move cannot be kept.
    pub before: Clock,
    /// What everyone is told once it is kept, in order: the move, the
    /// turns that passed after it and the next roll (the die).
    pub told: Vec<ServerMessage>,
    /// How the move ended the game, if it did.
    pub outcome: Option<Outcome>,
    /// When it reached the hub, for the relay's latency.
    pub received: std::time::Instant,
}

/// A challenge accepted, its game not yet kept.
pub(super) struct Accepted {
    /// Who accepted it.
    pub conn: ConnId,
    /// The challenge.
    pub info: ChallengeInfo,
    /// The players, the Vikings' first.
    pub players: [Player; 2],
    /// The game's dice, in a game with the die.
    pub dice: Option<Dice>,
}

/// A write that ended, with what it gave (none when it was not kept).
pub(super) enum Kept {
    /// A move, and whether it was kept.
    Move(Move, bool),
    /// A game started from a challenge, and its number.
    Created(Box<Accepted>, Option<u64>),
    /// A game's end, and the ratings it changed, if it was rated.
    Ended(u64, GameEnd, Option<Option<Rerated>>),
    /// A chat line, its audience and its author's connection, and whether
    /// it was kept.
    Said(ServerMessage, Vec<ConnId>, ConnId, bool),
    /// A takeback agreed on a connection: the game, the moves left, and
    /// the clocks after the last of them if it was kept.
    TakenBack(ConnId, u64, u32, Option<[u64; 2]>),
    /// A write of a game that another node took over while this one was
    /// cut off (`--bus`): the game is lost here, and the player's message
    /// that made the write, if any, goes on to its owner.
    Lost(u64, Option<(ConnId, ClientMessage)>),
}

/// What a write of `game` gave: [`Kept::Lost`] when another node owns the
/// game (`resend`: the player's message to pass on to it), else what
/// `kept` makes of whether it was kept.
pub(super) fn unless_lost<T>(
    game: u64,
    written: Result<T, StoreError>,
    resend: Option<(ConnId, ClientMessage)>,
    kept: impl FnOnce(Option<T>) -> Kept,
) -> Kept {
    match written {
        Err(StoreError::NotOwner) => Kept::Lost(game, resend),
        written => kept(written.ok()),
    }
}

/// A write's end, as the hub waits for it.
type Write = Pin<Box<dyn Future<Output = Kept> + Send>>;

/// The writes being kept, and the games with a move or takeback among them.
#[derive(Default)]
pub(super) struct Keeping {
    writes: FuturesOrdered<Write>,
    moving: HashSet<u64>,
}

impl Keeping {
    /// Waits for `stored`, the write of `mv`.
    pub fn add_move(
        &mut self,
        mv: Move,
        stored: impl Future<Output = Result<(), StoreError>> + Send + 'static,
    ) {
        let game = mv.game;
        self.add_to_game(game, async move {
            let resend = ClientMessage::Move { game, ply: mv.ply, mv: mv.mv.clone() };
            unless_lost(game, stored.await, Some((mv.conn, resend)), |kept| Kept::Move(mv, kept.is_some()))
        });
    }

    /// Waits for `write`, a move or a takeback of `game`, which has it on
    /// its way meanwhile.
    pub fn add_to_game(&mut self, game: u64, write: impl Future<Output = Kept> + Send + 'static) {
        self.moving.insert(game);
        self.add(write);
    }

    /// Waits for `write`, which says what it kept.
    pub fn add(&mut self, write: impl Future<Output = Kept> + Send + 'static) {
        self.writes.push_back(Box::pin(write));
    }

    /// Whether `game` has a move or a takeback on its way.
    pub fn has(&self, game: u64) -> bool {
        self.moving.contains(&game)
    }

    /// The next write that ended, in the order they were queued; none
    /// when no write is on its way. Safe to cancel.
    pub async fn next(&mut self) -> Option<Kept> {
        let kept = self.writes.next().await?;
        match &kept {
            Kept::Move(mv, _) => self.moving.remove(&mv.game),
            // A game lost has nothing on its way here any more, whichever
            // write found it lost (a takeback's too).
            Kept::TakenBack(_, game, ..) | Kept::Lost(game, _) => self.moving.remove(game),
            _ => false,
        };
        Some(kept)
    }
}

#[cfg(test)]
mod tests {
    use super::{Keeping, Kept};

    #[test]
    fn a_takeback_that_finds_its_game_lost_leaves_nothing_on_its_way() {
        let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
        let mut keeping = Keeping::default();
        keeping.add_to_game(7, async { Kept::Lost(7, None) });
        assert!(keeping.has(7));
        let kept = runtime.block_on(keeping.next());
        assert!(matches!(kept, Some(Kept::Lost(7, None))));
        assert!(!keeping.has(7), "a game taken back here later takes moves again");
    }
}
