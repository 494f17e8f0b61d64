//! The two people at the keyboard: who plays which side, and the match
//! score kept across games.

use crate::rules::{Outcome, Side};

/// Two players, the side each plays now, and their score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    /// The players in the order they were named on the command line.
    names: [String; 2],
    /// Which of `names` plays the Vikings now.
    vikings: usize,
    wins: [u32; 2],
    draws: u32,
}

impl Players {
    /// `vikings` plays the Vikings and `varangians` the Varangians.
    pub fn new(vikings: String, varangians: String) -> Players {
        Players { names: [vikings, varangians], vikings: 0, wins: [0, 0], draws: 0 }
    }

    fn index(&self, side: Side) -> usize {
        match side {
            Side::Vikings => self.vikings,
            Side::Varangians => 1 - self.vikings,
        }
    }

    /// The name of whoever plays `side`.
    pub fn name(&self, side: Side) -> &str {
        &self.names[self.index(side)]
    }

    /// Counts a finished game in the match score.
    pub fn record(&mut self, outcome: Outcome) {
        match outcome.winner() {
            Some(side) => self.wins[self.index(side)] += 1,
            None => self.draws += 1,
        }
    }

    /// Swaps the sides for a rematch.
    pub fn swap_sides(&mut self) {
        self.vikings = 1 - self.vikings;
    }

    /// The score: each player's name and wins, in the order first named,
    /// and the draws.
    pub fn score(&self) -> ([(&str, u32); 2], u32) {
        ([(&self.names[0], self.wins[0]), (&self.names[1], self.wins[1])], self.draws)
    }

    /// Whether any game of the match has ended.
    pub fn any_played(&self) -> bool {
        self.wins[0] + self.wins[1] + self.draws > 0
    }
}
