//! The lobby: challenges opened, withdrawn and accepted, and chat.

use obereg_rules::Side;

use super::away::GRACE;
use super::keep::{Accepted, Kept, unless_lost};
use super::{ConnId, Hub, Live};
use crate::dice::Dice;
use crate::protocol::check::{check_terms, clean_chat};
use crate::protocol::{
    Category, ChallengeInfo, ChallengeTerms, ClientMessage, ClockTerms, ErrorCode, GameInfo, ServerMessage,
    SideChoice,
};
use crate::store::{NewGame, name_key};
use crate::table::{Table, start_left};
use crate::time::millis;

/// The most challenges one player may have open at once.
const OPEN_CHALLENGES: usize = 5;

/// A refusal and its detail.
type Refusal = (ErrorCode, Option<String>);

impl Hub {
    /// Opens a challenge and tells those it is open to.
    pub(super) fn challenge(&mut self, conn: ConnId, terms: ChallengeTerms) -> Result<(), Refusal> {
        let player = self.player(conn)?;
        check_terms(&terms, player.account.is_none()).map_err(|code| (code, None))?;
        if let Some(opponent) = &terms.opponent {
            let online = self.by_name.contains_key(&name_key(opponent));
            if !online || name_key(opponent) == name_key(&player.name) {
                return Err((ErrorCode::NoSuchPlayer, None));
            }
        }
        if self.challenges.values().filter(|c| c.from == player.name).count() >= OPEN_CHALLENGES {
            return Err((ErrorCode::RateLimited, None));
        }
        let id = self.next_challenge;
        self.next_challenge += 1;
        let rating = self.rating_of(&player.name, Category::of(terms.board, terms.die, terms.clock));
        let bot = self.bot_of(&player.name);
        let info = ChallengeInfo { challenge: id, from: player.name.clone(), terms, rating, bot };
        self.challenges.insert(id, info.clone());
        self.announce(&info, ServerMessage::Challenge(info.clone()));
        Ok(())
    }

    /// Withdraws one's own challenge.
    pub(super) fn cancel(&mut self, conn: ConnId, challenge: u64) -> Result<(), Refusal> {
        let player = self.player(conn)?;
        match self.challenges.get(&challenge) {
            Some(info) if info.from == player.name => {
                self.close_challenge(challenge);
                Ok(())
            }
            _ => Err((ErrorCode::NoSuchChallenge, None)),
        }
    }

    /// Withdraws every challenge of a player who left.
    pub(super) fn withdraw_challenges_of(&mut self, name: &str) {
        let theirs: Vec<u64> =
            self.challenges.values().filter(|c| c.from == name).map(|c| c.challenge).collect();
        for challenge in theirs {
            self.close_challenge(challenge);
        }
    }

    /// Removes a challenge and tells those it was open to.
    fn close_challenge(&mut self, challenge: u64) {
        if let Some(info) = self.challenges.remove(&challenge) {
            self.announce(&info, ServerMessage::ChallengeGone { challenge });
        }
    }

    /// Sends `message` about `info` to everyone it is open to.
    fn announce(&mut self, info: &ChallengeInfo, message: ServerMessage) {
        match &info.terms.opponent {
            Some(opponent) => {
                let opponent = opponent.clone();
                self.send_to_player(&info.from.clone(), &message);
                self.send_to_player(&opponent, &message);
            }
            None => {
                let everyone: Vec<ConnId> = self.conns.keys().copied().collect();
                for conn in everyone {
                    self.send(conn, message.clone());
                }
            }
        }
    }

    /// Accepts a challenge: the challenge goes, the game goes to the disk,
    /// and both players get it once it is kept.
    pub(super) fn accept(&mut self, conn: ConnId, challenge: u64) -> Result<(), Refusal> {
        let player = self.player(conn)?;
        let info = self.challenges.get(&challenge).cloned().ok_or((ErrorCode::NoSuchChallenge, None))?;
        let for_them =
            info.terms.opponent.as_ref().is_none_or(|name| name_key(name) == name_key(&player.name));
        if info.from == player.name || !for_them {
            return Err((ErrorCode::NoSuchChallenge, None));
        }
        if info.terms.rated && player.account.is_none() {
            return Err((ErrorCode::BadChallenge, None));
        }
        let challenger = self.by_name.get(&name_key(&info.from)).and_then(|conns| conns.first());
        let challenger = challenger.and_then(|c| self.conns.get(c)).map(|c| c.player.clone());
        let challenger = challenger.ok_or((ErrorCode::NoSuchChallenge, None))?;
        let challenger_side = match info.terms.side {
            SideChoice::Vikings => Side::Vikings,
            SideChoice::Varangians => Side::Varangians,
            SideChoice::Lot => lot(),
        };
        let (vikings, varangians) =
            if challenger_side == Side::Vikings { (challenger, player) } else { (player, challenger) };
        let dice = info.terms.die.then(|| self.seeds.next_dice());
        let new = NewGame {
            board: info.terms.board,
            rated: info.terms.rated,
            clock: serde_json::to_string(&info.terms.clock).map_err(|_| (ErrorCode::Storage, None))?,
            names: [vikings.name.clone(), varangians.name.clone()],
            accounts: [vikings.account, varangians.account],
            left_ms: start_left(info.terms.clock),
            die_seed: dice.map(Dice::seed),
        };
        let now = self.now();
        self.close_challenge(challenge);
        let claim = self.claim();
        let write = self.db.write(move |store| {
            let id = store.create_game(&new, millis(now))?;
            if let Some((node, lease)) = claim {
                store.claim_game(id, &node, millis(now), lease)?;
            }
            Ok(id)
        });
        let accepted = Accepted { conn, info, players: [vikings, varangians], dice };
        self.keeping.add(async move {
            let game = write.await.ok().and_then(|id| u64::try_from(id).ok());
            Kept::Created(Box::new(accepted), game)
        });
        Ok(())
    }

    /// An accepted challenge's game is kept as `game`: it starts, and both
    /// players get it (a player who left meanwhile is away from now). Or it
    /// could not be kept: the challenge is open again while its author is
    /// online, and who accepted it is told.
    pub(super) fn created(&mut self, accepted: Accepted, game: Option<u64>) {
        let Accepted { conn, info, players, dice } = accepted;
        let Some(id) = game else {
            self.send(conn, ServerMessage::Error { code: ErrorCode::Storage, detail: None });
            if self.by_name.contains_key(&name_key(&info.from)) {
                self.challenges.insert(info.challenge, info.clone());
                self.announce(&info, ServerMessage::Challenge(info.clone()));
            }
            return;
        };
        let names = [players[0].name.clone(), players[1].name.clone()];
        self.seat(id, info.terms, names, dice);
    }

    /// Game `id` is kept: its table is set, and both players (`names`,
    /// the Vikings' first) get it; one not online is away from now. A
    /// challenge's game or a tournament's.
    pub(super) fn seat(&mut self, id: u64, terms: ChallengeTerms, names: [String; 2], dice: Option<Dice>) {
        let now = self.now();
        let [vikings, varangians] = [&names[0], &names[1]];
        // The first turns pass at once if their rolls allow no move (D3).
        let table = Table::new(terms.board, terms.clock, dice, now);
        let game_info = GameInfo {
            game: id,
            board: terms.board,
            vikings: vikings.clone(),
            varangians: varangians.clone(),
            plies: table.plies(),
            bots: self.bots_among([vikings, varangians]),
            die: dice.is_some(),
        };
        let live_clock = matches!(terms.clock, ClockTerms::Fischer { .. });
        let gone = names.each_ref().map(|name| !self.by_name.contains_key(&name_key(name)));
        let live = Live {
            table,
            info: game_info,
            terms,
            spectators: Vec::new(),
            away: gone.map(|gone| (live_clock && gone).then_some(now)),
            restart_untold: [false; 2],
            ending: false,
        };
        self.games.insert(id, live);
        self.count_games();
        self.send_state_to_players(id);
        for (name, gone) in names.iter().zip(gone) {
            if live_clock && gone {
                let away = ServerMessage::Away { game: id, player: name.clone(), grace: GRACE.as_secs() };
                self.tell_game(id, &away);
            }
        }
        self.end_if_over(id);
    }

    /// Keeps a chat line and passes it on once kept: in the lobby to
    /// everyone, in a game to its players and spectators.
    pub(super) fn chat(&mut self, conn: ConnId, game: Option<u64>, text: &str) -> Result<(), Refusal> {
        let player = self.player(conn)?;
        let text = clean_chat(text).map_err(|code| (code, None))?;
        let audience: Vec<ConnId> = match game {
            None => self.conns.keys().copied().collect(),
            Some(id) => {
                let live = self.games.get(&id).ok_or((ErrorCode::NoSuchGame, None))?;
                if live.side_of(&player.name).is_none() && !live.spectators.contains(&conn) {
                    return Err((ErrorCode::NoSuchGame, None));
                }
                self.audience(id)
            }
        };
        let (author, kept, now) = (player.name.clone(), text.clone(), millis(self.now()));
        let (row, claim) = (game.and_then(|g| i64::try_from(g).ok()), self.claim());
        let write = self.db.write(move |store| {
            // A game's line is kept by the game's owner only.
            if let Some(row) = row {
                store.keep_owning(row, claim.as_ref(), now)?;
            }
            store.add_chat(row, &author, &kept, now)
        });
        let resend = ClientMessage::Chat { game, text: text.clone() };
        let message = ServerMessage::Chat { game, from: player.name, text };
        self.keeping.add(async move {
            let said = |stored: Option<()>| Kept::Said(message, audience, conn, stored.is_some());
            match game {
                Some(game) => unless_lost(game, write.await, Some((conn, resend)), said),
                None => said(write.await.ok()),
            }
        });
        Ok(())
    }

    /// A chat line is kept and passed on to its audience, or could not be
    /// and its author is told.
    pub(super) fn said(&mut self, message: ServerMessage, audience: Vec<ConnId>, conn: ConnId, stored: bool) {
        if !stored {
            self.send(conn, ServerMessage::Error { code: ErrorCode::Storage, detail: None });
            return;
        }
        for conn in audience {
            self.send(conn, message.clone());
        }
    }
}

/// A side drawn by lot, from the system's randomness.
fn lot() -> Side {
    let mut byte = [0u8; 1];
    let _ = getrandom::fill(&mut byte);
    if byte[0] & 1 == 0 { Side::Vikings } else { Side::Varangians }
}
