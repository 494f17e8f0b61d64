//! The line of a game: its turns, numbered from 0 at the start, and its
//! version, which each takeback the deciding end makes raises. A turn sent
//! again after a reconnection is known by its number, a turn made on a
//! line since taken back by its version; a side that joins again says what
//! it holds and is sent what it lacks.

use obereg_rules::{Move, Roll};

/// One turn of the game: a move, or a pass in a die game (D3), with the
/// roll it was made with in a die game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The move, or `None` for a pass.
    pub mv: Option<Move>,
    /// The roll of the turn, in a die game.
    pub roll: Option<Roll>,
}

impl From<Move> for Turn {
    /// A move of a game without the die.
    fn from(mv: Move) -> Turn {
        Turn { mv: Some(mv), roll: None }
    }
}

/// What a numbered turn is to a side that holds some turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The next turn: play it.
    Next,
    /// A turn already held, sent again after a reconnection: ignore it.
    Again,
    /// A turn beyond the next: some turn is missing, the connection is out
    /// of step and should be opened again.
    Ahead,
}

/// What turn number `number` is to a side holding `held` turns.
pub fn arrival(number: u32, held: usize) -> Arrival {
    match (number as usize).cmp(&held) {
        std::cmp::Ordering::Equal => Arrival::Next,
        std::cmp::Ordering::Less => Arrival::Again,
        std::cmp::Ordering::Greater => Arrival::Ahead,
    }
}

/// What a side that joins again says it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    /// The game it played, 0 for none.
    pub game: u64,
    /// The version of that game's line it holds.
    pub version: u32,
    /// How many turns of that line it holds.
    pub turns: u32,
}

impl Held {
    /// The first turn of the line of version `version` of game `game`,
    /// `len` turns long, that this side may lack: the turns it holds when
    /// it holds the same version of the same game, else none.
    pub fn catch_up_from(self, game: u64, version: u32, len: usize) -> usize {
        let same = self.game == game && self.version == version;
        if same { (self.turns as usize).min(len) } else { 0 }
    }
}

/// What the deciding end sent a joining side of its line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sent<'a> {
    /// The game.
    pub game: u64,
    /// The version of its line.
    pub version: u32,
    /// The number of the first turn below.
    pub from: u32,
    /// The turns from `from` on.
    pub turns: &'a [Turn],
}

/// The game a rejoining side goes on with, and the turns it must send
/// again because the deciding end never received them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejoin {
    /// Every turn of the game, as both sides will hold it.
    pub turns: Vec<Turn>,
    /// Turns to send again, with their numbers.
    pub resend: Vec<(u32, Turn)>,
}

/// Joins the `held` turns of version `version` of game `game` with what
/// the deciding end `sent`: the turns held beyond the sent line's are sent
/// again only when both hold the same version of the same game; otherwise
/// the sent line is taken whole.
pub fn rejoin(held: &[Turn], game: u64, version: u32, sent: Sent<'_>) -> Rejoin {
    let from = sent.from as usize;
    if game != sent.game || version != sent.version || from > held.len() {
        return Rejoin { turns: sent.turns.to_vec(), resend: Vec::new() };
    }
    let there = from + sent.turns.len();
    if held.len() > there {
        let resend = (there..held.len()).map(|number| (number as u32, held[number])).collect();
        return Rejoin { turns: held.to_vec(), resend };
    }
    let mut turns = held[..from].to_vec();
    turns.extend_from_slice(sent.turns);
    Rejoin { turns, resend: Vec::new() }
}
