//! What the two players of a network game ask of each other — a draw, a
//! takeback — kept as `obereg-session`'s [`Offers`], as the server's
//! tables keep theirs: asking what the other side asked agrees to it, an
//! answer counts only for the request it names while that stands, and
//! every request lapses when a turn is played or taken back. Here the
//! requests meet the link's messages, which stay the link's own.

use obereg_net::Message;
use obereg_rules::Side;
use obereg_session::{Asked, Offers};

/// A request one player makes and the other must answer: a draw, or
/// taking back the asker's last move (`obereg-session`'s).
pub use obereg_session::Request;

/// The requests standing in a network game, and which of the other
/// side's the player answers (the one they asked last).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Asking {
    /// Who asked what.
    pub offers: Offers,
    /// What the other side asked last, whether or not it still stands.
    latest: Option<Request>,
}

impl Asking {
    /// The other player, of side `theirs`, asks for `request`: agreed
    /// when this player had asked the same, else it stands, to be answered.
    pub fn heard(&mut self, request: Request, theirs: Side) -> Asked {
        self.latest = Some(request);
        self.offers.ask(request, theirs)
    }

    /// The request of the other side that `local` answers with `y` or Esc:
    /// the one they asked last while it stands, else the other one.
    pub fn question(&self, local: Side) -> Option<Request> {
        let theirs = |request: &Request| self.offers.by(*request) == Some(local.opponent());
        let rest =
            [Request::Draw, Request::Takeback].into_iter().filter(|request| Some(*request) != self.latest);
        self.latest.into_iter().chain(rest).find(theirs)
    }

    /// The messages that ask again what `side` asked and still stands:
    /// what it sends when the connection is back.
    pub fn asked_again(&self, side: Side) -> impl Iterator<Item = Message> + '_ {
        [Request::Draw, Request::Takeback]
            .into_iter()
            .filter(move |request| self.offers.by(*request) == Some(side))
            .map(asking_message)
    }
}

/// The message that asks `request`.
pub fn asking_message(request: Request) -> Message {
    match request {
        Request::Draw => Message::DrawOffer,
        Request::Takeback => Message::TakebackRequest,
    }
}

/// The message that answers `request`.
pub fn answer_message(request: Request, yes: bool) -> Message {
    match request {
        Request::Draw => Message::DrawAnswer(yes),
        Request::Takeback => Message::TakebackAnswer(yes),
    }
}
