//! The games: moves checked by the rules (and the roll, in a game with the
//! die) and kept before anyone hears of them, resignation, draws by
//! consent, flags, spectators, and the games resumed after a restart.

use obereg_rules::{Roll, Side};
use obereg_session::{Asked, End, Request};

use super::keep::{Kept, Move, unless_lost};
use super::{ConnId, Hub, Live};
use crate::dice::{Dice, READING};
use crate::protocol::{
    ChallengeTerms, ClockTerms, DieState, ErrorCode, GameEnd, GameInfo, GameState, ServerMessage, SideChoice,
};
use crate::store::{Rerated, StoreError, StoredGame, name_key};
use crate::table::{Table, Turn, game_end};
use crate::time::millis;

/// A refusal and its detail.
type Refusal = (ErrorCode, Option<String>);

impl Hub {
    /// Plays a move for the player on `conn`, keeps it, then tells the
    /// players and spectators.
    pub(super) async fn play_move(
        &mut self,
        conn: ConnId,
        game: u64,
        ply: u32,
        mv: &str,
    ) -> Result<(), Refusal> {
        let side = self.side_of(conn, game)?;
        self.check_game(game)?;
        let now = self.now();
        let live = self.games.get_mut(&game).ok_or((ErrorCode::NoSuchGame, None))?;
        if live.table.to_move() != side || live.table.plies() != ply || self.keeping.has(game) {
            return Err((ErrorCode::NotYourTurn, None));
        }
        let before = live.table.clock();
        // The move, then in a game with the die the turns that pass after it.
        let turns = live.table.play(mv, now)?;
        let mut told: Vec<ServerMessage> = turns.iter().map(|turn| moved(game, turn)).collect();
        told.extend(live.table.roll().map(|roll| rolled(game, live.table.plies(), roll)));
        let outcome = turns.last().and_then(|turn| turn.outcome);
        let clocks = turns.last().map_or_else(|| live.table.clocks(now), |turn| turn.clocks);
        // Only the move is kept: the passes follow from the die's seed.
        let kept = turns.first().map(|turn| turn.record.clone()).unwrap_or_default();
        let row = i64::try_from(game).unwrap_or(i64::MAX);
        let claim = self.claim();
        let stored = self.db.write(move |store| {
            // With several nodes, only the game's owner keeps its moves.
            store.keep_owning(row, claim.as_ref(), millis(now))?;
            store.add_move(row, ply, &kept, millis(now), clocks)
        });
        let (received, mv) = (std::time::Instant::now(), mv.to_string());
        self.keeping.add_move(Move { conn, game, ply, mv, before, told, outcome, received }, stored);
        Ok(())
    }

    /// A write is kept, or could not be: those concerned are told.
    pub(super) async fn kept(&mut self, kept: Kept) {
        match kept {
            Kept::Move(mv, stored) => self.kept_move(mv, stored),
            Kept::Created(accepted, game) => self.created(*accepted, game),
            Kept::Ended(game, end, rerated) => self.ended(game, end, rerated),
            Kept::Said(message, audience, conn, stored) => self.said(message, audience, conn, stored),
            Kept::TakenBack(conn, game, plies, left) => self.taken_back(conn, game, plies, left),
            Kept::Lost(game, resend) => self.lose_game(game, resend).await,
        }
    }

    /// A move is kept, or could not be: the players and spectators are
    /// told, or the move is taken back and its player told.
    fn kept_move(&mut self, mv: Move, stored: bool) {
        let Some(live) = self.games.get_mut(&mv.game) else { return };
        if !stored {
            if live.table.plies() > mv.ply {
                live.table.take_back(mv.ply, mv.before);
            }
            self.send(mv.conn, ServerMessage::Error { code: ErrorCode::Storage, detail: None });
            return;
        }
        self.metrics.relayed(mv.received.elapsed());
        live.info.plies = live.table.plies();
        for message in &mv.told {
            self.tell_game(mv.game, message);
        }
        if let Some(outcome) = mv.outcome {
            self.end_game(mv.game, game_end(outcome));
        }
    }

    /// Ends `game` if its board says it is over: a game with the die whose
    /// first turns all passed until a position stood a third time (D4), or
    /// a game resumed whose last move's end was not kept.
    pub(super) fn end_if_over(&mut self, game: u64) {
        if let Some(outcome) = self.games.get(&game).and_then(|live| live.table.outcome()) {
            self.end_game(game, game_end(outcome));
        }
    }

    /// The player on `conn` resigns `game`.
    pub(super) fn resign(&mut self, conn: ConnId, game: u64) -> Result<(), Refusal> {
        let side = self.side_of(conn, game)?;
        self.check_game(game)?;
        self.end_game(game, game_end(End::Resigned(side).outcome()));
        Ok(())
    }

    /// Offers a draw, or agrees to the opponent's offer, which ends the game.
    pub(super) fn draw(&mut self, conn: ConnId, game: u64) -> Result<(), Refusal> {
        let side = self.side_of(conn, game)?;
        self.check_game(game)?;
        let player = self.player(conn)?;
        let live = self.games.get_mut(&game).ok_or((ErrorCode::NoSuchGame, None))?;
        match live.table.offers().ask(Request::Draw, side) {
            Asked::Agreed => self.end_game(game, game_end(End::Agreed.outcome())),
            Asked::Standing => self.tell_game(game, &ServerMessage::DrawOffered { game, by: player.name }),
        }
        Ok(())
    }

    /// The player on `conn` watches `game`.
    pub(super) fn watch(&mut self, conn: ConnId, game: u64) -> Result<(), Refusal> {
        let live = self.games.get_mut(&game).ok_or((ErrorCode::NoSuchGame, None))?;
        if !live.spectators.contains(&conn) {
            live.spectators.push(conn);
        }
        self.send_state(conn, game);
        Ok(())
    }

    /// Ends `game`: the end goes to the disk, and everyone concerned is
    /// told once it is kept; meanwhile the game takes nothing more.
    pub(super) fn end_game(&mut self, game: u64, end: GameEnd) {
        let Some(live) = self.games.get_mut(&game) else { return };
        if std::mem::replace(&mut live.ending, true) {
            return;
        }
        let (winner, reason, now) = (end.winner.clone(), end.reason.clone(), millis(self.now()));
        let (row, claim) = (i64::try_from(game).unwrap_or(i64::MAX), self.claim());
        let write = self.db.write(move |store| {
            store.keep_owning(row, claim.as_ref(), now)?;
            store.end_game(row, winner.as_deref(), &reason, now)
        });
        self.keeping.add(async move {
            unless_lost(game, write.await, None, |rerated| Kept::Ended(game, end, rerated))
        });
    }

    /// A game's end is kept: its players rerated, everyone told, the game
    /// gone. Or it could not be: the game stays on, and the next move or
    /// tick tries again.
    fn ended(&mut self, game: u64, end: GameEnd, rerated: Option<Option<Rerated>>) {
        let Some(rerated) = rerated else {
            if let Some(live) = self.games.get_mut(&game) {
                live.ending = false;
            }
            return;
        };
        if let (Some(rerated), Some(live)) = (rerated, self.games.get(&game)) {
            let names = [live.info.vikings.clone(), live.info.varangians.clone()];
            self.rerated([&names[0], &names[1]], rerated);
        }
        self.tournament_game_over(game, end.winner.as_deref());
        self.tell_game(game, &ServerMessage::Ended { game, end });
        self.games.remove(&game);
        self.count_games();
    }

    /// The side the player on `conn` plays in `game`.
    pub(super) fn side_of(&self, conn: ConnId, game: u64) -> Result<Side, Refusal> {
        let player = self.player(conn)?;
        let live = self.games.get(&game).ok_or((ErrorCode::NoSuchGame, None))?;
        live.side_of(&player.name).ok_or((ErrorCode::NoSuchGame, None))
    }

    /// Everyone who sees `game`: its players' connections and its spectators.
    pub(super) fn audience(&self, game: u64) -> Vec<ConnId> {
        let Some(live) = self.games.get(&game) else { return Vec::new() };
        let mut conns = live.spectators.clone();
        for name in [&live.info.vikings, &live.info.varangians] {
            conns.extend(self.by_name.get(&name_key(name)).into_iter().flatten());
        }
        conns.sort_unstable();
        conns.dedup();
        conns
    }

    /// Sends `message` to everyone who sees `game`.
    pub(super) fn tell_game(&mut self, game: u64, message: &ServerMessage) {
        for conn in self.audience(game) {
            self.send(conn, message.clone());
        }
    }

    /// Sends how `game` stands to its players.
    pub(super) fn send_state_to_players(&mut self, game: u64) {
        for conn in self.audience(game) {
            self.send_state(conn, game);
        }
    }

    /// Sends how `game` stands to one connection.
    pub(super) fn send_state(&mut self, conn: ConnId, game: u64) {
        let now = self.now();
        let Some(live) = self.games.get(&game) else { return };
        let state = GameState {
            info: live.info.clone(),
            clock: live.terms.clock,
            rated: live.terms.rated,
            moves: live.table.moves(),
            clocks: live.table.clocks(now),
            to_move: live.table.to_move().name().to_string(),
            die: live.table.dice().map(|_| DieState {
                reading: READING.to_string(),
                rolls: live.table.rolls().into_iter().map(Roll::pips).collect(),
                roll: live.table.roll().map(Roll::pips),
            }),
        };
        self.send(conn, ServerMessage::Game(state));
    }

    /// Takes up again the games the database holds open (with a bus, those
    /// this node can own); their clocks start again now.
    pub(super) async fn resume_games(&mut self) -> Result<(), StoreError> {
        let stored = self.db.call(|store| store.open_games()).await?;
        let now = self.now();
        for kept in stored {
            if let Some((node, lease)) = self.claim() {
                let (id, at) = (kept.id, millis(now));
                // Another node's game while its lease runs: not resumed here.
                if !self.db.call(move |store| store.claim_game(id, &node, at, lease)).await? {
                    continue;
                }
                // Its watchers elsewhere watched it here before the restart.
                if let Ok(id) = u64::try_from(id) {
                    self.say_taken(id).await;
                }
            }
            self.resume(kept);
        }
        Ok(())
    }

    /// Takes up a game the database holds open, as it stood after its last
    /// move kept: its clocks start again now, both players away until
    /// they come.
    pub(super) fn resume(&mut self, kept: StoredGame) {
        let now = self.now();
        let Ok(clock) = serde_json::from_str::<ClockTerms>(&kept.game.clock) else { return };
        let last = std::time::Duration::from_millis(kept.last_ms);
        let dice = kept.game.die_seed.map(Dice::from_seed);
        let Ok(table) = Table::resume(kept.game.board, clock, dice, &kept.moves, kept.left_ms, last, now)
        else {
            return;
        };
        let Ok(id) = u64::try_from(kept.id) else { return };
        let [vikings, varangians] = kept.game.names;
        let bots = self.bots_among([&vikings, &varangians]);
        let plies = table.plies();
        let die = dice.is_some();
        let info = GameInfo { game: id, board: kept.game.board, vikings, varangians, plies, bots, die };
        let terms = ChallengeTerms {
            board: kept.game.board,
            die,
            clock,
            rated: kept.game.rated,
            side: SideChoice::Lot,
            opponent: None,
        };
        // Nobody is connected yet: in a live game the grace time of both
        // players starts now, and both are to hear its clocks stood still.
        let live_clock = matches!(clock, ClockTerms::Fischer { .. });
        let away = [live_clock.then_some(now); 2];
        let restart_untold = [live_clock; 2];
        let (spectators, ending) = (Vec::new(), false);
        let live = Live { table, info, terms, spectators, away, restart_untold, ending };
        self.games.insert(id, live);
        self.count_games();
        // Over on the board but its end not kept (the server stopped
        // between the two): kept now.
        self.end_if_over(id);
    }
}

/// What everyone hears of a turn played: a move, or a pass.
fn moved(game: u64, turn: &Turn) -> ServerMessage {
    let Turn { ply, record, roll, clocks, .. } = turn.clone();
    ServerMessage::Moved { game, ply, record, clocks, roll: roll.map(Roll::pips) }
}

/// What everyone hears when a turn of a game with the die begins.
fn rolled(game: u64, ply: u32, roll: Roll) -> ServerMessage {
    ServerMessage::Rolled { game, ply, roll: roll.pips() }
}
