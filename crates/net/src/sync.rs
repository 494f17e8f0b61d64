//! Keeping the two copies of the game the same across lost connections,
//! as `obereg-session` decides it: moves are numbered, so a move that
//! arrives twice is seen as the same move, and a rejoining guest learns
//! which moves each side lacks. The line has a version, which each
//! takeback the host makes raises: a guest that holds another version
//! takes the host's line whole. In a die game a pass is a turn too,
//! numbered as a move is. Here: the welcome carried in parts.

use obereg_session::{Rejoin, Sent};

use crate::error::NetError;
use crate::fields::Turn;
use crate::message::Message;
use crate::welcome::{MAX_LINE, PART, Welcome};

/// Joins the guest's `held` turns of version `version` of game `game`
/// with the host's welcome (`obereg_session::rejoin`): the guest's turns
/// beyond the host's are sent again only when both hold the same version
/// of the same game.
pub fn rejoin(held: &[Turn], game: u64, version: u32, welcome: &Welcome) -> Rejoin {
    obereg_session::rejoin(held, game, version, welcome.sent())
}

impl Welcome {
    /// The part of the host's line this welcome carries.
    pub fn sent(&self) -> Sent<'_> {
        Sent { game: self.game, version: self.version, from: self.from, turns: &self.moves }
    }

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
