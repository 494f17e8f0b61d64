//! The network for the game loop: opens the host's listener or the
//! guest's connection before the game starts, turns what the network
//! reports into actions on the loop's channel, and does the sending
//! [`super::update()`] asks for.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener};
use std::sync::mpsc::{Sender, channel};
use web_time::Instant;

use obereg_net::ClockState;
use obereg_net::{
    Event as NetEvent, Guest, Host, HostedGame, Join, JoinCode, Message, NetError, Timing, Turn,
};
use obereg_record::{GameRecord, GameTree};
use obereg_rules::{Clock, Side};
use obereg_session::Dice;

use super::action::Action;
use super::command::Shared;
use super::die::DieTurn;
use super::players::is_side_name;
use crate::tui::AppEvent;
use crate::tui::config::Network;
use crate::tui::network::asking::Asking;
use crate::tui::network::online::Connection;
use crate::tui::network::online::game::to_server;
use crate::tui::network::remote::{LinkState, PeerEvent, Remote, Role};

/// The connection to the other player.
pub enum Link {
    /// This terminal hosts.
    Host(Host),
    /// This terminal joined.
    Guest(Guest),
    /// A server's game: its number and the connection to the server.
    Online(u64, Connection),
}

/// A link opened, and the game's first view of it.
pub struct Opened {
    /// The link, for the loop to send through.
    pub link: Link,
    /// The game's state of the link.
    pub remote: Remote,
}

/// The tag that keeps a network game's number in its record, so that
/// `obereg host --resume` offers the same game to the same guest.
pub const GAME_TAG: &str = "obereg-net-game";

/// The tag that keeps the side the host plays in a network game's record.
pub const HOST_TAG: &str = "obereg-net-host";

/// The tag that keeps a hosted game's join code in its record, so that
/// `obereg host --resume` after the host's program ended opens with the
/// code the guest holds.
pub const CODE_TAG: &str = "obereg-net-code";

/// The tag that keeps the version of a network game's line (how many
/// takebacks the host made), so a resumed game compares lines with its guest.
pub const LINE_TAG: &str = "obereg-net-line";

/// The tag that keeps the seed of a hosted game's die (V2) while the game
/// goes on, so that `obereg host --resume` rolls the same rolls for the
/// same turns.
pub const SEED_TAG: &str = "obereg-net-seed";

/// Opens the link `network` asks for: binds the host's port (so a port in
/// use is an error before the terminal is taken) or starts joining.
/// `record` is the game the host offers, with `clock`, its die's seed
/// drawn from `seed` (`--seed`) when new; what the network reports goes
/// to `events`.
///
/// # Errors
/// When the port cannot be bound or no join code can be drawn.
pub fn open<const N: usize>(
    network: &Network,
    record: &GameRecord<N>,
    clock: Option<Clock>,
    seed: Option<u64>,
    quiet: bool,
    events: &Sender<AppEvent>,
) -> Result<Opened, NetError> {
    let (sender, receiver) = channel();
    forward(receiver, events.clone());
    match network {
        Network::Host { port, side } => {
            let listener = TcpListener::bind(SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), *port))?;
            let Hosting { table, mut remote, code } = hosting(record, clock, *side, seed, quiet)?;
            remote.invitation = invitation(listener.local_addr()?.port(), &code);
            let host = Host::open(listener, code, table, Timing::default(), sender)?;
            Ok(Opened { link: Link::Host(host), remote })
        }
        Network::Join { address, code, name } => {
            let name = name.clone().unwrap_or_default();
            let join = Join { name: name.clone(), game: 0, version: 0, moves: 0 };
            let guest = Guest::join(address.clone(), code.clone(), join, Timing::default(), sender);
            let mut remote =
                remote(Role::Guest, Side::Varangians, LinkState::Connecting, 0, Vec::new(), quiet);
            remote.name = name;
            Ok(Opened { link: Link::Guest(guest), remote })
        }
    }
}

/// What a host offers: the table its link holds, the game's first view
/// of the link, still without an invitation, and the join code.
pub struct Hosting {
    /// The game as the link tells a (re)joining guest.
    pub table: HostedGame,
    /// The game's view of the link.
    pub remote: Remote,
    /// The code the guest joins with.
    pub code: JoinCode,
}

/// The hosting of `record` with `clock`, the host on `side` (a resumed
/// network game goes on with the host on the same side, the same game
/// number, the same version of the line, the same join code, so the
/// guest still trying that code gets back in, and the same die's seed);
/// a new game with the die draws its die's seed (`dice_of`).
///
/// # Errors
/// When a new game's code cannot be drawn.
pub fn hosting<const N: usize>(
    record: &GameRecord<N>,
    clock: Option<Clock>,
    side: Side,
    seed: Option<u64>,
    quiet: bool,
) -> Result<Hosting, NetError> {
    let code = match record.tag(CODE_TAG).and_then(|code| code.parse().ok()) {
        Some(code) => code,
        None => JoinCode::fresh()?,
    };
    let side = record.tag(HOST_TAG).and_then(|name| name.parse().ok()).unwrap_or(side);
    let game = record.tag(GAME_TAG).and_then(|id| id.parse().ok()).unwrap_or_else(|| fastrand::u64(1..));
    let version = record.tag(LINE_TAG).and_then(|version| version.parse().ok()).unwrap_or(0);
    let table = HostedGame {
        // A player without a name of their own is sent as none: the guest
        // names the side in its own language.
        name: record.player(side).filter(|name| !is_side_name(name, side)).unwrap_or_default().to_string(),
        host_side: Some(side),
        rules: record.tag("rules").unwrap_or_default().to_string(),
        time_control: clock.map(|clock| clock.control()),
        clocks: clock.map(|clock| ClockState {
            vikings: clock.left(Side::Vikings, std::time::Duration::ZERO),
            varangians: clock.left(Side::Varangians, std::time::Duration::ZERO),
            running: None,
        }),
        clocks_at: None,
        version,
        result: record.game().outcome(),
        die: record.game().die(),
        roll: DieTurn::resumed(record).and_then(|die| die.roll),
        game,
        moves: turns(record.game()),
    };
    let mut remote = remote(Role::Host, side, LinkState::Waiting, game, Vec::new(), quiet);
    remote.version = version;
    remote.code = Some(code.clone());
    remote.dice = record.game().die().map(|_| dice_of(record, seed));
    Ok(Hosting { table, remote, code })
}

/// The die of a hosted game with the die: the one of the seed its record
/// keeps (`[obereg-net-seed:…]`); else, for a new game or when the tag is
/// missing or damaged (not a number), a die with a new seed: derived from
/// `seed` (`--seed`) when given, so a run can be played again, else drawn
/// from the system's randomness. A damaged tag thus gives new rolls from
/// the turn under way on, never an error; the turns played keep theirs.
fn dice_of<const N: usize>(record: &GameRecord<N>, seed: Option<u64>) -> Dice {
    match record.tag(SEED_TAG).and_then(|kept| kept.parse().ok()) {
        Some(kept) => Dice::from_seed(kept),
        None => Dice::from_seed(
            seed.map_or_else(|| fastrand::i64(..), |seed| i64::from_le_bytes(seed.to_le_bytes())),
        ),
    }
}

/// The turns of `game`'s line up to where play goes on (not the moves a
/// takeback left for redo), each with its roll in a die game: what the two
/// ends compare and send again after a lost connection.
pub fn turns<const N: usize>(game: &GameTree<N>) -> Vec<Turn> {
    let turns = game.game_turns();
    turns
        .iter()
        .take(game.depth(game.current()))
        .map(|&(node, record)| Turn { mv: record.map(|record| record.mv), roll: game.roll(node) })
        .collect()
}

/// The game's first view of a link.
pub(crate) fn remote(
    role: Role,
    local: Side,
    link: LinkState,
    game: u64,
    invitation: Vec<String>,
    quiet: bool,
) -> Remote {
    Remote {
        role,
        local,
        link,
        game,
        version: 0,
        invitation,
        code: None,
        asking: Asking::default(),
        chat: None,
        quiet,
        name: String::new(),
        watching: false,
        lobby: false,
        away: None,
        dice: None,
    }
}

/// Passes the network's events on as actions until either side is gone.
fn forward(receiver: std::sync::mpsc::Receiver<NetEvent>, events: Sender<AppEvent>) {
    std::thread::spawn(move || {
        for event in receiver {
            let Some(peer) = PeerEvent::of(event) else { continue };
            if events.send(AppEvent::Action(Action::Peer(peer))).is_err() {
                break;
            }
        }
    });
}

/// What the other player may type: `obereg join ADDRESS:PORT CODE` for
/// each address of this machine, those of the network first, loopback last.
fn invitation(port: u16, code: &JoinCode) -> Vec<String> {
    let mut addresses = machine_addresses();
    if addresses.is_empty() {
        addresses.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    addresses.sort_by_key(|address| (address.is_loopback(), *address));
    addresses.dedup();
    addresses.iter().map(|address| format!("obereg join {address}:{port} {code}")).collect()
}

/// The IPv4 addresses of this machine's interfaces (none found: empty).
#[cfg(not(target_arch = "wasm32"))]
fn machine_addresses() -> Vec<IpAddr> {
    if_addrs::get_if_addrs()
        .map(|interfaces| interfaces.iter().map(if_addrs::Interface::ip).filter(IpAddr::is_ipv4).collect())
        .unwrap_or_default()
}

/// A page in the browser hosts nothing: it knows no address of its own.
#[cfg(target_arch = "wasm32")]
fn machine_addresses() -> Vec<IpAddr> {
    Vec::new()
}

impl Link {
    /// Sends `message` to the other player; lost when not connected (the
    /// rejoin carries the game again).
    pub fn send(&self, message: &Message) {
        match self {
            Link::Host(host) => {
                host.send(message);
            }
            Link::Guest(guest) => {
                guest.send(message);
            }
            Link::Online(game, connection) => {
                if let Some(message) = to_server(*game, message) {
                    connection.send(message);
                }
            }
        }
    }

    /// Tells the link how the game stands, for the next (re)join.
    pub fn share(&self, shared: &Shared) {
        match self {
            Link::Host(host) => host.update(|table| set_table(table, shared, Instant::now())),
            Link::Guest(guest) => guest.set_progress(shared.game, shared.version, shared.moves.len() as u32),
            // The server keeps the game: it needs no telling.
            Link::Online(..) => {}
        }
    }
}

/// Writes how the game stands into the host's `table`, its clocks as read at `at`.
pub fn set_table(table: &mut HostedGame, shared: &Shared, at: Instant) {
    table.game = shared.game;
    table.version = shared.version;
    table.moves.clone_from(&shared.moves);
    table.clocks = shared.clocks;
    table.clocks_at = Some(at);
    table.roll = shared.roll;
    table.result = shared.result;
}
