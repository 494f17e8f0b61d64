//! The two players: who plays which side (a person or the computer), and
//! the match score kept across games.

use std::sync::OnceLock;

use obereg_engine::PlayerKind;
use obereg_rules::{Outcome, Side};

use crate::i18n::Messages;
use crate::lang::Lang;
use crate::tui::config::MAX_NAME;

/// Two players, the side each plays now, and their score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    /// The players in the order they were named on the command line.
    names: [String; 2],
    /// Who each of `names` is: a person or the computer at a level.
    kinds: [PlayerKind; 2],
    /// Which of `names` plays the Vikings now.
    vikings: usize,
    wins: [u32; 2],
    draws: u32,
}

impl Players {
    /// `vikings` plays the Vikings and `varangians` the Varangians, both people.
    pub fn new(vikings: String, varangians: String) -> Players {
        let kinds = [PlayerKind::Human; 2];
        Players { names: [vikings, varangians], kinds, vikings: 0, wins: [0, 0], draws: 0 }
    }

    /// The same players, the first named of kind `vikings`, the other of
    /// kind `varangians` (the computer plays a side this way).
    pub fn with_kinds(self, vikings: PlayerKind, varangians: PlayerKind) -> Players {
        Players { kinds: [vikings, varangians], ..self }
    }

    /// Who plays `side`: a person or the computer.
    pub fn kind(&self, side: Side) -> PlayerKind {
        self.kinds[self.index(side)]
    }

    /// Whether a person plays `side` (else the computer does).
    pub fn is_human(&self, side: Side) -> bool {
        self.kind(side) == PlayerKind::Human
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

    /// `name` now plays `side` (the other player of a network game, once known).
    pub fn rename(&mut self, side: Side, name: String) {
        let index = self.index(side);
        self.names[index] = name;
    }

    /// Counts a finished game in the match score.
    pub fn record(&mut self, outcome: Outcome) {
        match outcome.winner() {
            Some(side) => self.wins[self.index(side)] += 1,
            None => self.draws += 1,
        }
    }

    /// Swaps the sides for a rematch. A player without a name of their own,
    /// called by the side they played (`side_names`: the Vikings', the
    /// Varangians'), is now called by the side they play.
    pub fn swap_sides(&mut self, side_names: [&str; 2]) {
        for (side, (old, new)) in [(Side::Vikings, (0, 1)), (Side::Varangians, (1, 0))] {
            let index = self.index(side);
            if self.names[index] == side_names[old] {
                self.names[index] = side_names[new].to_string();
            }
        }
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

/// `name`, as a record or the other player gives it for `side`, in the
/// words of `messages`: none, or the side's own name in any language, is
/// the side's name in this one; a typed name stays as typed (cut to fit
/// the panel).
pub(in crate::tui) fn heard_name(name: &str, side: Side, messages: &Messages) -> String {
    let name = name.trim();
    if name.is_empty() || is_side_name(name, side) {
        messages.side(side)
    } else {
        name.chars().take(MAX_NAME).collect()
    }
}

/// Whether `name` is `side`'s own name in one of the languages: the name of
/// a player who gave none, written in that language.
pub(in crate::tui) fn is_side_name(name: &str, side: Side) -> bool {
    static SIDE_NAMES: OnceLock<Vec<(Side, String)>> = OnceLock::new();
    let names = SIDE_NAMES.get_or_init(|| {
        let sides = [Side::Vikings, Side::Varangians];
        let named = |lang: Lang| sides.map(|side| (side, Messages::new(lang).side(side)));
        Lang::ALL.into_iter().flat_map(named).collect()
    });
    names.iter().any(|(named, words)| *named == side && words == name)
}
