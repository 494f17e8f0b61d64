//! The offers of a game: a draw, or a takeback, asked by one side and
//! agreed or refused by the other. An offer lapses with the next turn.
//! A player agrees by asking the same, or (between two terminals, where
//! the link has answers) by answering the offer that stands.

use obereg_rules::Side;

/// What one side asks and the other must agree to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// A draw.
    Draw,
    /// Taking back a move.
    Takeback,
}

/// What came of asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// The request stands, waiting for the other side.
    Standing,
    /// The other side had asked the same: both agree, and it stands no more.
    Agreed,
}

/// The requests standing in a game, each with the side that made it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Offers {
    draw: Option<Side>,
    takeback: Option<Side>,
}

impl Offers {
    fn slot(&mut self, request: Request) -> &mut Option<Side> {
        match request {
            Request::Draw => &mut self.draw,
            Request::Takeback => &mut self.takeback,
        }
    }

    /// The side that asked for `request`, if it stands.
    pub fn by(&self, request: Request) -> Option<Side> {
        match request {
            Request::Draw => self.draw,
            Request::Takeback => self.takeback,
        }
    }

    /// `side` asks for `request`: agreed when the other side had asked
    /// the same, else standing (asked again, it stands once).
    pub fn ask(&mut self, request: Request, side: Side) -> Asked {
        let slot = self.slot(request);
        if *slot == Some(side.opponent()) {
            *slot = None;
            return Asked::Agreed;
        }
        *slot = Some(side);
        Asked::Standing
    }

    /// `side` answers the other side's `request`: `Some(yes)` when it
    /// stood (it stands no more), `None` when there was nothing to answer.
    pub fn answer(&mut self, request: Request, side: Side, yes: bool) -> Option<bool> {
        let slot = self.slot(request);
        slot.take_if(|asker| *asker == side.opponent()).map(|_| yes)
    }

    /// `request` stands no more, whoever made it (a takeback made, a
    /// game ended).
    pub fn clear(&mut self, request: Request) {
        *self.slot(request) = None;
    }

    /// A turn was played: every request lapses.
    pub fn lapse(&mut self) {
        *self = Offers::default();
    }
}
