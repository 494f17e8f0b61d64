//! The other player at the far end of the network: the side each plays,
//! how the connection stands, what either asked of the other, the last
//! chat line, the host's seeded die. Only
//! [`crate::tui::screens::game::update()`] changes it.

use std::time::Duration;

use obereg_net::{Join, JoinCode, Message, NetError, Welcome};
use obereg_rules::Side;
use obereg_session::Dice;

use super::asking::Asking;

/// Whether this terminal hosts the game or joined it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Holds the game and waits for the guest.
    Host,
    /// Joined the host's game.
    Guest,
}

/// How the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkState {
    /// The host waits for the guest; the invitation is shown.
    Waiting,
    /// The guest connects for the first time.
    Connecting,
    /// Both are here.
    Connected,
    /// The connection was lost; the guest tries again by itself, this many times so far.
    Lost(u32),
    /// The guest stopped trying.
    GaveUp(Trouble),
}

/// Why a connection failed, as the players are told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// The join code was wrong.
    WrongCode,
    /// The other side runs another version of the game.
    Version,
    /// The game already has two players.
    Busy,
    /// Something arrived that is not the game's (altered, garbage, too long,
    /// or a move the rules forbid).
    Broken,
    /// The host could not be reached or stopped answering.
    Unreachable,
    /// The host plays on another board than this side's `--board`.
    OtherBoard,
}

impl From<&NetError> for Trouble {
    fn from(error: &NetError) -> Trouble {
        match error {
            NetError::WrongCode | NetError::BadCode => Trouble::WrongCode,
            NetError::Version(_) => Trouble::Version,
            NetError::Busy => Trouble::Busy,
            NetError::TooLong(_) | NetError::Malformed(_) | NetError::Tampered => Trouble::Broken,
            NetError::Io(_) | NetError::Closed | NetError::Silent | NetError::Randomness(_) => {
                Trouble::Unreachable
            }
        }
    }
}

/// What the network reported, as an action of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeerEvent {
    /// Host: the guest joined (or joined again).
    GuestJoined(Join),
    /// Guest: the host welcomed it into the game.
    Welcomed(Welcome),
    /// A message from the other player.
    Received(Message),
    /// The connection was lost.
    Lost,
    /// Guest: trying again, this many times now.
    Reconnecting(u32),
    /// Guest: stopped trying.
    GaveUp(Trouble),
}

impl PeerEvent {
    /// The game's view of what the network reported; `None` for what the
    /// players need not see (a stranger refused at the host's door).
    pub fn of(event: obereg_net::Event) -> Option<PeerEvent> {
        Some(match event {
            obereg_net::Event::GuestJoined(join) => PeerEvent::GuestJoined(join),
            obereg_net::Event::Welcomed(welcome) => PeerEvent::Welcomed(welcome),
            obereg_net::Event::Received(message) => PeerEvent::Received(message),
            obereg_net::Event::Lost(_) => PeerEvent::Lost,
            obereg_net::Event::Refused(_) => return None,
            obereg_net::Event::Reconnecting(count) => PeerEvent::Reconnecting(count),
            obereg_net::Event::GaveUp(why) => PeerEvent::GaveUp(Trouble::from(&why)),
        })
    }
}

/// The game's link to the other player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remote {
    /// Host or guest.
    pub role: Role,
    /// The side played at this terminal (a guest learns it when welcomed).
    pub local: Side,
    /// How the connection stands.
    pub link: LinkState,
    /// The game's number, which a rejoin names.
    pub game: u64,
    /// The version of the game's line: how many takebacks the host made.
    pub version: u32,
    /// Host: the lines the other player may type to join.
    pub invitation: Vec<String>,
    /// Host: the join code, kept in the game's record so that a resumed
    /// game opens with the code its guest holds.
    pub code: Option<JoinCode>,
    /// What either player asked of the other, waiting for an answer.
    pub asking: Asking,
    /// The last chat line: who said it and what.
    pub chat: Option<(String, String)>,
    /// No bell on the other's move.
    pub quiet: bool,
    /// This player's own name, as the other is told.
    pub name: String,
    /// Only watching a server's game: no side is played here.
    pub watching: bool,
    /// A server's game, opened from the lobby of online play: Esc goes back there.
    pub lobby: bool,
    /// Host: the guest gone with the connection, while it is lost.
    pub away: Option<Away>,
    /// Host of a game with the die (V2): the seeded die every roll
    /// follows, kept in the game's record so a resumed game rolls the same.
    pub dice: Option<Dice>,
}

/// Host: the guest gone with a lost connection, and the offer to claim
/// the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Away {
    /// When the connection was lost, by the game loop's clock.
    pub since: Duration,
    /// When the claim is offered (again, after a wait).
    pub claim_at: Duration,
    /// Whether it is offered now: `y` claims the game, Esc waits longer.
    pub offered: bool,
}

impl Remote {
    /// The side the other player plays.
    pub fn theirs(&self) -> Side {
        self.local.opponent()
    }
}
