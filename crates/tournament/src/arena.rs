//! The arena, as lichess's: for a window of time, a player who finishes a
//! game is paired at once with a waiting player nearest in points.
//!
//! - A win scores 2, a draw 1, a loss 0; after two wins running a player
//!   is on a streak and each further win scores double (4) until a game
//!   is not won.
//! - A player waiting is paired with the waiting player nearest in points
//!   (among equals, the one waiting longest), not with the opponent of
//!   their last game while another is waiting.
//! - The side: the player who has had the Vikings more often takes the
//!   Varangians; when even, the one who waited longer takes the Vikings.
//! - No pairing is made once the window has closed; the games under way
//!   then are played out and count (lichess leaves them out: here a bot's
//!   last game is not thrown away).
//!
//! The arena is told the time (milliseconds of any clock); it reads none.

use super::{Game, Halves, Outcome, Player, Side, WIN};

/// A player's place in the arena.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entrant {
    /// Points, in halves.
    pub points: Halves,
    /// Wins running.
    pub streak: u32,
    /// Games with the Vikings less games with the Varangians.
    pub difference: i32,
    /// The opponent of the last game.
    pub last_opponent: Option<Player>,
    /// Waiting for a game since this time, or playing or gone.
    pub waiting_since: Option<u64>,
}

/// An arena: its window and its players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arena {
    /// When pairing stops, on the caller's clock.
    pub closes: u64,
    /// The players, by entry.
    pub entrants: Vec<Entrant>,
}

impl Arena {
    /// An arena open until `closes`, with no one in it yet.
    pub fn new(closes: u64) -> Arena {
        Arena { closes, entrants: Vec::new() }
    }

    /// Whether new games may still be paired at `now`.
    pub fn is_open(&self, now: u64) -> bool {
        now < self.closes
    }

    /// A player joins at `now` and waits; their number.
    pub fn join(&mut self, now: u64) -> Player {
        self.entrants.push(Entrant { waiting_since: Some(now), ..Entrant::default() });
        self.entrants.len() - 1
    }

    /// A player leaves (or comes back to wait, at `now`).
    pub fn set_waiting(&mut self, player: Player, now: Option<u64>) {
        if let Some(entrant) = self.entrants.get_mut(player) {
            entrant.waiting_since = now;
        }
    }

    /// The points a win would bring `player` now.
    pub fn win_worth(&self, player: Player) -> Halves {
        match self.entrants.get(player) {
            Some(entrant) if entrant.streak >= 2 => 2 * WIN,
            _ => WIN,
        }
    }

    /// A game of the arena ended at `now`: its players' points and
    /// streaks, and both wait again.
    pub fn finish(&mut self, game: &Game, outcome: Outcome, now: u64) {
        for (player, side) in [(game.vikings, Side::Vikings), (game.varangians, Side::Varangians)] {
            let worth = self.win_worth(player);
            let Some(entrant) = self.entrants.get_mut(player) else { continue };
            let won = matches!(
                (outcome, side),
                (Outcome::Vikings, Side::Vikings) | (Outcome::Varangians, Side::Varangians)
            );
            if won {
                entrant.points += worth;
                entrant.streak += 1;
            } else {
                entrant.points += u32::from(outcome == Outcome::Draw);
                entrant.streak = 0;
            }
            entrant.difference += if side == Side::Vikings { 1 } else { -1 };
            entrant.last_opponent = game.opponent_of(player);
            entrant.waiting_since = Some(now);
        }
    }

    /// The games to start at `now`: the waiting players paired, longest
    /// waiting first, each with the waiting player nearest in points.
    /// Those paired wait no more. None once the window has closed.
    pub fn pair(&mut self, now: u64) -> Vec<Game> {
        let mut games = Vec::new();
        if !self.is_open(now) {
            return games;
        }
        loop {
            let mut waiting: Vec<(u64, Player)> = self
                .entrants
                .iter()
                .enumerate()
                .filter_map(|(player, entrant)| entrant.waiting_since.map(|since| (since, player)))
                .collect();
            waiting.sort_unstable();
            let Some((&(_, first), others)) = waiting.split_first() else { break };
            let me = &self.entrants[first];
            let distance = |player: Player| self.entrants[player].points.abs_diff(me.points);
            let fresh = others.iter().filter(|&&(_, other)| Some(other) != me.last_opponent);
            let nearest = fresh
                .min_by_key(|&&(_, other)| distance(other))
                .or_else(|| others.iter().min_by_key(|&&(_, other)| distance(other)));
            let Some(&(_, second)) = nearest else { break };
            let (vikings, varangians) = if self.entrants[second].difference < self.entrants[first].difference
            {
                (second, first)
            } else {
                (first, second)
            };
            self.set_waiting(first, None);
            self.set_waiting(second, None);
            games.push(Game::paired(vikings, varangians));
        }
        games
    }

    /// The table: (player, points), most points first, then by entry.
    pub fn table(&self) -> Vec<(Player, Halves)> {
        let mut lines: Vec<(Player, Halves)> =
            self.entrants.iter().enumerate().map(|(player, entrant)| (player, entrant.points)).collect();
        lines.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        lines
    }
}
