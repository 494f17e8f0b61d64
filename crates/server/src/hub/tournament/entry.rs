//! The players' tournament messages: made, listed, shown, entered, left,
//! started, and bots invited.

use super::super::{ConnId, Hub, Player};
use super::Tourney;
use crate::protocol::{
    BOTS_AT_ONCE_MAX, Category, ClientMessage, Entry, ErrorCode, ServerMessage, Stage, Start,
    TournamentTerms, check_tournament,
};
use crate::store::{NewEntrant, name_key};
use crate::time::millis;

/// A refusal and its detail.
type Refusal = (ErrorCode, Option<String>);

/// The most tournaments one player may organise that are not over.
const ORGANISED_AT_ONCE: usize = 3;

/// The rating of a player with none in the category (Glicko-2's start).
const NEW_RATING: u32 = 1500;

/// A refusal of the tournament's rules.
fn refused() -> Refusal {
    (ErrorCode::TournamentRefused, None)
}

impl Hub {
    /// Acts on a tournament message of the player on `conn`.
    pub(in crate::hub) async fn tournament_message(
        &mut self,
        conn: ConnId,
        message: ClientMessage,
    ) -> Result<(), Refusal> {
        let player = self.player(conn)?;
        match message {
            ClientMessage::Tournaments => {
                let tournaments = self.tournament_list();
                self.send(conn, ServerMessage::TournamentList { tournaments });
                Ok(())
            }
            ClientMessage::CreateTournament(terms) => self.create_tournament(conn, &player, terms).await,
            ClientMessage::Tournament { tournament, round } => {
                let page =
                    self.tournament_page(tournament, round).ok_or((ErrorCode::NoSuchTournament, None))?;
                self.send(conn, ServerMessage::Tournament(Box::new(page)));
                Ok(())
            }
            ClientMessage::Enter { tournament } => {
                let tourney = self.tourney(tournament)?;
                self.may_enter(tourney, &player)?;
                let entrant = self.entrant(tourney, &player);
                self.enter(tournament, entrant).await
            }
            ClientMessage::Withdraw { tournament } => self.withdraw(tournament, &player).await,
            ClientMessage::StartTournament { tournament } => {
                let tourney = self.tourney(tournament)?;
                let organiser = name_key(&tourney.organiser) == name_key(&player.name);
                if !organiser || tourney.stage != Stage::Open || tourney.entrants.len() < 2 {
                    return Err(refused());
                }
                self.start_tournament(tournament).await;
                Ok(())
            }
            ClientMessage::InviteBots { tournament, level, count } => {
                self.invite_bots(tournament, &player, &level, count).await
            }
            _ => Ok(()),
        }
    }

    /// Tournament `id`, or the refusal for none.
    fn tourney(&self, id: u64) -> Result<&Tourney, Refusal> {
        self.tournaments.by_id.get(&id).ok_or((ErrorCode::NoSuchTournament, None))
    }

    /// Makes a tournament organised by `player`, kept before it is shown.
    async fn create_tournament(
        &mut self,
        conn: ConnId,
        player: &Player,
        terms: TournamentTerms,
    ) -> Result<(), Refusal> {
        check_tournament(&terms, player.account.is_none()).map_err(|code| (code, None))?;
        let key = name_key(&player.name);
        let organised = self.tournaments.by_id.values();
        if organised.filter(|t| name_key(&t.organiser) == key && t.stage != Stage::Over).count()
            >= ORGANISED_AT_ONCE
        {
            return Err((ErrorCode::RateLimited, None));
        }
        let text = serde_json::to_string(&terms).map_err(|_| (ErrorCode::Storage, None))?;
        let (organiser, now_ms) = (player.name.clone(), millis(self.now()));
        let made = self.directed(move |store| store.create_tournament(&text, &organiser, now_ms)).await;
        let id = made.ok().and_then(|id| u64::try_from(id).ok()).ok_or((ErrorCode::Storage, None))?;
        let tourney = Tourney {
            id,
            terms,
            organiser: player.name.clone(),
            stage: Stage::Open,
            entrants: Vec::new(),
            rounds: Vec::new(),
            games: Vec::new(),
            started_ms: None,
            arena: None,
        };
        self.tournaments.by_id.insert(id, tourney);
        self.tournaments.due = true;
        if let Some(page) = self.tournament_page(id, 0) {
            self.send(conn, ServerMessage::Tournament(Box::new(page)));
        }
        Ok(())
    }

    /// Whether `player` may enter `tourney` now: open, a place free, not
    /// in yet, and allowed by its entry (a guest never in a rated one).
    fn may_enter(&self, tourney: &Tourney, player: &Player) -> Result<(), Refusal> {
        let full = tourney.entrants.len() >= tourney.terms.players as usize;
        if tourney.stage != Stage::Open || full || tourney.seed_of(&player.name).is_some() {
            return Err(refused());
        }
        if tourney.terms.rated && player.account.is_none() {
            return Err(refused());
        }
        let allowed = match &tourney.terms.entry {
            Entry::Anyone => true,
            Entry::Rating { min, max } => (*min..=*max).contains(&self.entry_rating(tourney, &player.name)),
            Entry::Invited(names) => {
                let key = name_key(&player.name);
                names.iter().any(|name| name_key(name) == key) || name_key(&tourney.organiser) == key
            }
        };
        if allowed { Ok(()) } else { Err(refused()) }
    }

    /// The rating of `name` in the tournament's category (a new player's
    /// when they have none, a bot's level's for a bot).
    fn entry_rating(&self, tourney: &Tourney, name: &str) -> u32 {
        if let Some(bot) = self.bot_of(name) {
            return bot.rating;
        }
        let terms = &tourney.terms;
        let category = Category::of(terms.board, terms.die, terms.clock);
        self.rating_of(name, category).and_then(|rating| u32::try_from(rating).ok()).unwrap_or(NEW_RATING)
    }

    /// `player` as an entrant of `tourney`.
    fn entrant(&self, tourney: &Tourney, player: &Player) -> NewEntrant {
        NewEntrant {
            name: player.name.clone(),
            account: player.account,
            rating: self.entry_rating(tourney, &player.name),
            bot: self.bot_of(&player.name).is_some(),
        }
    }

    /// Enters `entrant`, kept first; a tournament that starts when full
    /// starts with its last place taken.
    async fn enter(&mut self, id: u64, entrant: NewEntrant) -> Result<(), Refusal> {
        let (kept, now_ms) = (entrant.clone(), millis(self.now()));
        let row = i64::try_from(id).unwrap_or(i64::MAX);
        let stored = self.directed(move |store| store.enter_tournament(row, &kept, now_ms)).await;
        stored.map_err(|_| (ErrorCode::Storage, None))?;
        let Some(tourney) = self.tournaments.by_id.get_mut(&id) else { return Ok(()) };
        tourney.entrants.push((entrant, false));
        let full = tourney.entrants.len() >= tourney.terms.players as usize;
        if full && tourney.terms.start == Start::WhenFull {
            self.start_tournament(id).await;
        } else {
            self.tell_tournament(id);
        }
        Ok(())
    }

    /// `player` leaves tournament `id`: before it starts their place is
    /// free again; once it plays, they are paired no more (not in a round
    /// robin).
    async fn withdraw(&mut self, id: u64, player: &Player) -> Result<(), Refusal> {
        let tourney = self.tourney(id)?;
        let seed = tourney.seed_of(&player.name).ok_or_else(refused)?;
        let started = match (tourney.stage, tourney.terms.format) {
            (Stage::Open, _) => false,
            (Stage::Playing, crate::protocol::Format::RoundRobin { .. }) | (Stage::Over, _) => {
                return Err(refused());
            }
            (Stage::Playing, _) => true,
        };
        let (name, row) = (player.name.clone(), i64::try_from(id).unwrap_or(i64::MAX));
        let stored = self.directed(move |store| store.withdraw_from_tournament(row, &name, started)).await;
        stored.map_err(|_| (ErrorCode::Storage, None))?;
        let Some(tourney) = self.tournaments.by_id.get_mut(&id) else { return Ok(()) };
        if started {
            tourney.entrants[seed].1 = true;
            if let Some(arena) = &mut tourney.arena {
                arena.set_waiting(seed, None);
            }
        } else {
            tourney.entrants.remove(seed);
        }
        self.tell_tournament(id);
        Ok(())
    }

    /// The organiser enters up to `count` bots of `level` that are online
    /// and not in yet, by name; refused when the terms allow no bots or
    /// none is found.
    async fn invite_bots(
        &mut self,
        id: u64,
        player: &Player,
        level: &str,
        count: u32,
    ) -> Result<(), Refusal> {
        let tourney = self.tourney(id)?;
        let organiser = name_key(&tourney.organiser) == name_key(&player.name);
        if !organiser
            || !tourney.terms.bots
            || tourney.stage != Stage::Open
            || !(1..=BOTS_AT_ONCE_MAX).contains(&count)
        {
            return Err(refused());
        }
        let free = (tourney.terms.players as usize).saturating_sub(tourney.entrants.len());
        let mut bots: Vec<Player> = self
            .bots
            .values()
            .filter(|bot| bot.level == level && tourney.seed_of(&bot.name).is_none())
            .filter_map(|bot| self.by_name.get(&name_key(&bot.name))?.first())
            .filter_map(|conn| self.conns.get(conn).map(|c| c.player.clone()))
            .collect();
        bots.sort_by_key(|bot| name_key(&bot.name));
        bots.truncate(free.min(count as usize));
        if bots.is_empty() {
            return Err(refused());
        }
        for bot in bots {
            let Ok(tourney) = self.tourney(id) else { break };
            let entrant = self.entrant(tourney, &bot);
            self.enter(id, entrant).await?;
        }
        Ok(())
    }
}
