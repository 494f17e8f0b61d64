//! Keeping the two copies of the game the same across lost connections:
//! moves are numbered, so a move that arrives twice is seen as the same
//! move, and a rejoining guest learns which moves each side lacks. The
//! line has a version, which each takeback the host makes raises: a guest
//! that holds another version takes the host's line whole. In a die game a
//! pass is a turn too, numbered as a move is.

use crate::error::NetError;
use crate::fields::Turn;
use crate::message::Message;
use crate::welcome::{MAX_LINE, PART, Welcome};

/// What a numbered move is to a side that holds `held` moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The next move: play it.
    Next,
    /// A move already held, sent again after a reconnection: ignore it.
    Again,
    /// A move beyond the next: some move is missing, the connection is out
    /// of step and should be opened again.
    Ahead,
}

/// What move number `number` is to a side holding `held` moves.
pub fn arrival(number: u32, held: usize) -> Arrival {
    match (number as usize).cmp(&held) {
        std::cmp::Ordering::Equal => Arrival::Next,
        std::cmp::Ordering::Less => Arrival::Again,
        std::cmp::Ordering::Greater => Arrival::Ahead,
    }
}

/// The game a rejoining guest goes on with, and the moves it must send the
/// host again because the host never received them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejoin {
    /// Every turn of the game, as both sides will hold it.
    pub moves: Vec<Turn>,
    /// Turns to send again, with their numbers.
    pub resend: Vec<(u32, Turn)>,
}

/// Joins the guest's `held` turns of version `version` of game `game`
/// with the host's welcome: the guest's turns beyond the host's are sent
/// again only when both hold the same version of the same game.
pub fn rejoin(held: &[Turn], game: u64, version: u32, welcome: &Welcome) -> Rejoin {
    let from = welcome.from as usize;
    if game != welcome.game || version != welcome.version || from > held.len() {
        return Rejoin { moves: welcome.moves.clone(), resend: Vec::new() };
    }
    let host_holds = from + welcome.moves.len();
    if held.len() > host_holds {
        let resend = (host_holds..held.len()).map(|number| (number as u32, held[number])).collect();
        return Rejoin { moves: held.to_vec(), resend };
    }
    let mut moves = held[..from].to_vec();
    moves.extend_from_slice(&welcome.moves);
    Rejoin { moves, resend: Vec::new() }
}

impl Welcome {
    /// The messages that carry this welcome: the welcome with the first
    /// [`PART`] turns, then the rest of the line in parts of [`PART`].
    pub fn parts(mut self) -> Vec<Message> {
        let rest = self.moves.split_off(self.moves.len().min(PART));
        self.more = rest.len() as u32;
        let mut parts = vec![Message::Welcome(self)];
        parts.extend(rest.chunks(PART).map(|part| Message::Line(part.to_vec())));
        parts
    }

    /// The whole welcome, its parts taken from `next` (the following
    /// messages of the connection).
    ///
    /// # Errors
    /// When a part is missing, is not a part, or the line is longer than
    /// [`MAX_LINE`], or when `next` fails.
    pub fn gather(
        mut self,
        mut next: impl FnMut() -> Result<Message, NetError>,
    ) -> Result<Welcome, NetError> {
        let whole = self.moves.len().saturating_add(self.more as usize);
        if whole > MAX_LINE {
            return Err(NetError::TooLong(whole));
        }
        // Each part brings at least one turn: the loop ends.
        while self.moves.len() < whole {
            match next()? {
                Message::Line(part) if !part.is_empty() && self.moves.len() + part.len() <= whole => {
                    self.moves.extend(part);
                }
                _ => return Err(NetError::Malformed("not a part of the line")),
            }
        }
        self.more = 0;
        Ok(self)
    }
}
