//! Obereg's tournaments, pure: who plays whom and with which side, and how
//! the players stand. No I/O, no clock (the arena is told the time).
//!
//! - [`round_robin`]: FIDE's Berger tables, single or double.
//! - [`swiss`]: the Dutch system's main rules (FIDE C.04.3), simplified as
//!   its module says.
//! - [`arena`]: lichess's arena: a time window, players paired as they
//!   come free, win 2, draw 1, a streak of two wins doubles the next.
//! - [`standing`]: the table and its tie-breaks.
//!
//! A player is a [`Player`], its place in the list of entrants: the
//! entrants are listed strongest first (by rating, then by entry), so the
//! index is the player's pairing number less one. The Vikings move first
//! (R4): they are the side chess calls "white".

pub mod arena;
pub mod round_robin;
pub mod standing;
pub mod swiss;

/// A player: its place in the list of entrants, 0 the first seed.
pub type Player = usize;

/// Points, counted in halves: a win is 2, a draw 1, a loss 0.
pub type Halves = u32;

/// The points of a win, in halves.
pub const WIN: Halves = 2;

/// The points of a draw, in halves.
pub const DRAW: Halves = 1;

/// A side of the board, as a pairing gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The Vikings, who move first ("white").
    Vikings,
    /// The Varangians: the prince and his guards.
    Varangians,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Vikings => Side::Varangians,
            Side::Varangians => Side::Vikings,
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The Vikings won.
    Vikings,
    /// The Varangians won.
    Varangians,
    /// A draw.
    Draw,
}

/// One game of a round: who has which side, and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    /// The player with the Vikings.
    pub vikings: Player,
    /// The player with the Varangians.
    pub varangians: Player,
    /// How it ended; none while it is played.
    pub outcome: Option<Outcome>,
}

impl Game {
    /// A game paired and not yet played.
    pub fn paired(vikings: Player, varangians: Player) -> Game {
        Game { vikings, varangians, outcome: None }
    }

    /// The side `player` has in it, if they play it.
    pub fn side_of(&self, player: Player) -> Option<Side> {
        if player == self.vikings {
            Some(Side::Vikings)
        } else if player == self.varangians {
            Some(Side::Varangians)
        } else {
            None
        }
    }

    /// The opponent of `player`, if they play it.
    pub fn opponent_of(&self, player: Player) -> Option<Player> {
        match self.side_of(player)? {
            Side::Vikings => Some(self.varangians),
            Side::Varangians => Some(self.vikings),
        }
    }

    /// The points `player` took from it (none before it ends, or when
    /// they do not play it).
    pub fn points_of(&self, player: Player) -> Option<Halves> {
        let side = self.side_of(player)?;
        Some(match (self.outcome?, side) {
            (Outcome::Draw, _) => DRAW,
            (Outcome::Vikings, Side::Vikings) | (Outcome::Varangians, Side::Varangians) => WIN,
            _ => 0,
        })
    }
}

/// One round: its games and the player who sits out, if any (a bye,
/// which scores as a win).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// The games, board 1 first.
    pub games: Vec<Game>,
    /// The player without an opponent.
    pub bye: Option<Player>,
}

impl Round {
    /// Whether every game of the round has ended.
    pub fn is_over(&self) -> bool {
        self.games.iter().all(|game| game.outcome.is_some())
    }
}
