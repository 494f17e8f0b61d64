//! What the server shows of a tournament: its line in the list, its page
//! (entrants, table, one round), sent to its entrants whenever it changes.

use obereg_tournament::standing::{self, TieBreaks};
use obereg_tournament::{Outcome, Round};

use super::super::Hub;
use super::Tourney;
use crate::protocol::{
    Entrant, Format, Pairing, ServerMessage, Stage, TOURNAMENTS_LISTED, TableLine, TournamentInfo,
    TournamentPage,
};
use crate::store::name_key;

/// The most games an arena's page lists: those under way, then the last
/// ended.
const ARENA_GAMES_SHOWN: usize = 8;

/// A number for the page.
fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Tourney {
    /// Its line in the list.
    fn info(&self) -> TournamentInfo {
        let terms = &self.terms;
        TournamentInfo {
            tournament: self.id,
            name: terms.name.clone(),
            organiser: self.organiser.clone(),
            format: terms.format,
            board: terms.board,
            die: terms.die,
            clock: terms.clock,
            rated: terms.rated,
            stage: self.stage,
            entered: count(self.entrants.len()),
            places: terms.players,
            round: count(self.rounds.len()),
        }
    }

    /// Its table, the first place first.
    fn table(&self) -> Vec<TableLine> {
        let players = self.entrants.len();
        if let Some(arena) = &self.arena {
            let sides = standing::table(players, &self.rounds, TieBreaks::Swiss);
            return arena
                .table()
                .into_iter()
                .map(|(player, points)| {
                    let line = sides.iter().find(|line| line.player == player);
                    TableLine {
                        player: count(player),
                        points,
                        tie_break: arena.entrants[player].streak,
                        direct: 0,
                        vikings: line.map_or(0, |line| line.as_vikings),
                        varangians: line.map_or(0, |line| line.as_varangians),
                    }
                })
                .collect();
        }
        let breaks = if matches!(self.terms.format, Format::RoundRobin { .. }) {
            TieBreaks::RoundRobin
        } else {
            TieBreaks::Swiss
        };
        standing::table(players, &self.rounds, breaks)
            .into_iter()
            .map(|line| TableLine {
                player: count(line.player),
                points: line.points,
                tie_break: match breaks {
                    TieBreaks::RoundRobin => line.sonneborn_berger,
                    TieBreaks::Swiss => line.buchholz_cut1,
                },
                direct: line.direct,
                vikings: line.as_vikings,
                varangians: line.as_varangians,
            })
            .collect()
    }

    /// The pairings of round `at` (0 the first).
    fn pairings(&self, at: usize) -> Vec<Pairing> {
        let (Some(round), Some(ids)) = (self.rounds.get(at), self.games.get(at)) else { return Vec::new() };
        round.games.iter().zip(ids).map(|(game, id)| pairing(game, *id)).collect()
    }

    /// Its page, showing round `round` (0: the round under way; an arena
    /// its latest games, and for a round its pairing of that number).
    fn page(&self, round: u32) -> TournamentPage {
        let entrants = self
            .entrants
            .iter()
            .map(|(entrant, left)| Entrant {
                name: entrant.name.clone(),
                rating: entrant.rating,
                bot: entrant.bot,
                left: *left,
            })
            .collect();
        let (shown, games, bye) = if self.arena.is_some() && round == 0 {
            let mut games: Vec<Pairing> =
                (0..self.rounds.len()).rev().flat_map(|at| self.pairings(at)).collect();
            games.sort_by_key(|pairing| pairing.result.is_some());
            games.truncate(ARENA_GAMES_SHOWN);
            (count(self.rounds.len()), games, None)
        } else {
            let shown = if round == 0 || round as usize > self.rounds.len() {
                self.rounds.len()
            } else {
                round as usize
            };
            let at = shown.saturating_sub(1);
            (count(shown), self.pairings(at), self.rounds.get(at).and_then(|r: &Round| r.bye).map(count))
        };
        TournamentPage { info: self.info(), entrants, table: self.table(), shown, games, bye }
    }
}

/// A game of a round as the page shows it.
fn pairing(game: &obereg_tournament::Game, id: u64) -> Pairing {
    let result = game.outcome.map(|outcome| {
        match outcome {
            Outcome::Vikings => "vikings",
            Outcome::Varangians => "varangians",
            Outcome::Draw => "draw",
        }
        .to_string()
    });
    Pairing { vikings: count(game.vikings), varangians: count(game.varangians), game: id, result }
}

impl Hub {
    /// The tournaments open or under way, the newest first, then the last
    /// ended.
    pub(super) fn tournament_list(&self) -> Vec<TournamentInfo> {
        let newest = self.tournaments.by_id.values().rev();
        let (over, on): (Vec<&Tourney>, Vec<&Tourney>) = newest.partition(|t| t.stage == Stage::Over);
        on.into_iter().chain(over).take(TOURNAMENTS_LISTED).map(Tourney::info).collect()
    }

    /// Tournament `id`'s page, showing round `round`.
    pub(super) fn tournament_page(&self, id: u64, round: u32) -> Option<TournamentPage> {
        self.tournaments.by_id.get(&id).map(|tourney| tourney.page(round))
    }

    /// Sends tournament `id`'s page to its organiser and entrants online.
    pub(super) fn tell_tournament(&mut self, id: u64) {
        let Some(tourney) = self.tournaments.by_id.get(&id) else { return };
        let page = ServerMessage::Tournament(Box::new(tourney.page(0)));
        let mut names: Vec<String> =
            tourney.entrants.iter().map(|(entrant, _)| name_key(&entrant.name)).collect();
        names.push(name_key(&tourney.organiser));
        names.sort();
        names.dedup();
        for name in names {
            self.send_to_player(&name, &page);
        }
    }
}

#[cfg(test)]
mod tests {
    use obereg_tournament::arena::Arena;
    use obereg_tournament::{Game, Round};

    use super::Tourney;
    use crate::protocol::{
        ClockTerms, Entry, Format, MAX_LINE, NAME_MAX, ServerMessage, Stage, Start, TOURNAMENT_NAME_MAX,
        TOURNAMENT_PLAYERS_MAX, TournamentTerms,
    };
    use crate::store::NewEntrant;

    /// The widest tournament: every place taken by a name of the most
    /// characters of four bytes, every game of the largest numbers.
    fn widest(format: Format) -> Tourney {
        let players = TOURNAMENT_PLAYERS_MAX as usize;
        let name = |n: usize| format!("{n:02}{}", "𝔸".repeat(NAME_MAX - 2));
        let terms = TournamentTerms {
            name: "𝔸".repeat(TOURNAMENT_NAME_MAX),
            format,
            board: 11,
            die: false,
            clock: ClockTerms::Correspondence { days: 30 },
            rated: true,
            start: Start::At(u64::MAX),
            players: TOURNAMENT_PLAYERS_MAX,
            entry: Entry::Anyone,
            bots: true,
        };
        let entrants = (0..players)
            .map(|n| (NewEntrant { name: name(n), account: Some(1), rating: 4000, bot: true }, true))
            .collect();
        let games: Vec<Game> = (0..players / 2)
            .map(|n| Game {
                vikings: 2 * n,
                varangians: 2 * n + 1,
                outcome: Some(obereg_tournament::Outcome::Varangians),
            })
            .collect();
        let rounds = vec![Round { games: games.clone(), bye: Some(players - 1) }; 15];
        let ids = vec![(0..games.len()).map(|n| u64::MAX - n as u64).collect(); 15];
        let mut arena = Arena::new(u64::MAX);
        for _ in 0..players {
            arena.join(0);
        }
        Tourney {
            id: u64::MAX,
            terms,
            organiser: name(99),
            stage: Stage::Playing,
            entrants,
            rounds,
            games: ids,
            started_ms: Some(0),
            arena: matches!(format, Format::Arena { .. }).then_some(arena),
        }
    }

    #[test]
    fn the_widest_page_fits_in_a_line() {
        for format in [
            Format::RoundRobin { double: true },
            Format::Swiss { rounds: 15 },
            Format::Arena { minutes: 1440 },
        ] {
            let page = ServerMessage::Tournament(Box::new(widest(format).page(0)));
            let line = serde_json::to_string(&page).unwrap_or_default().len() + 1;
            assert!(line <= MAX_LINE, "{format:?}: {line} bytes");
        }
    }
}
