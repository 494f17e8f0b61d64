//! The bus between several server nodes on one store (`--bus
//! nats://HOST:PORT`): each node says its lobby on `obereg.lobby`, passes
//! its players' moves to a game's owner on `obereg.game.<id>.to_owner`
//! (accepts to a challenge's node on `obereg.challenge.<id>.to_holder`, and
//! what concerns tournaments to the node that holds them on
//! `obereg.tournaments.to_director`),
//! hears what is for its players on `obereg.node.<node>.deliver`, and says
//! on `obereg.taken` which games it took over.

pub mod wire;

use futures_util::StreamExt;
use tokio::sync::mpsc;

use crate::hub::Event;
use crate::metrics::Metrics;
use crate::protocol::ServerMessage;
use wire::{Deliver, Forward, Inbound, Lobby, Taken};

/// The subject of the nodes' lobbies.
const LOBBY: &str = "obereg.lobby";

/// The subject of the games taken over.
const TAKEN: &str = "obereg.taken";

/// The subject every game's forwarded messages match.
const TO_OWNERS: &str = "obereg.game.*.to_owner";

/// The subject of what concerns tournaments.
const TO_DIRECTOR: &str = "obereg.tournaments.to_director";

/// The subject every challenge's forwarded accepts match.
const TO_HOLDERS: &str = "obereg.challenge.*.to_holder";

/// Why the bus could not be joined.
#[derive(Debug, thiserror::Error)]
pub enum BusError {
    /// The node's name is no subject's token.
    #[error("the node's name {0:?} is not letters, digits, - and _ (at most 64)")]
    Node(String),
    /// The store is no PostgreSQL database, which the nodes could share.
    #[error("several nodes (--bus) share a PostgreSQL store (--store postgres://…)")]
    NoSharedStore,
    /// NATS could not be reached.
    #[error("the bus {url}: {reason}")]
    Connect {
        /// Where.
        url: String,
        /// What the client said.
        reason: String,
    },
}

/// A node's name when none is given: the host's name and the process's
/// number, kept to what a subject's token may hold.
pub fn default_node() -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    let host: String = host
        .trim()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' })
        .take(wire::MAX_NAME - 11)
        .collect();
    let host = if host.is_empty() { "node".to_string() } else { host };
    format!("{host}-{}", std::process::id())
}

/// This node on the bus.
#[derive(Clone, Debug)]
pub struct Bus {
    client: async_nats::Client,
    node: String,
}

impl Bus {
    /// Joins the bus at `url` as `node`. A NATS server that does not
    /// answer yet is tried again in the background, as one that drops
    /// later is: the node serves its own players meanwhile, and
    /// `metrics` says whether it is connected (`obereg_bus_connected`).
    ///
    /// # Errors
    /// When the name or the address is bad.
    pub async fn connect(url: &str, node: &str, metrics: Metrics) -> Result<Bus, BusError> {
        if !wire::is_node_name(node) {
            return Err(BusError::Node(node.to_string()));
        }
        let failed = |error: async_nats::ConnectError| BusError::Connect {
            url: url.into(),
            reason: error.to_string(),
        };
        let options =
            async_nats::ConnectOptions::new().retry_on_initial_connect().event_callback(move |event| {
                let metrics = metrics.clone();
                async move {
                    match event {
                        async_nats::Event::Connected => metrics.bus_connected(true),
                        async_nats::Event::Disconnected => metrics.bus_connected(false),
                        _ => {}
                    }
                }
            });
        let client = options.connect(url).await.map_err(failed)?;
        Ok(Bus { client, node: node.to_string() })
    }

    /// This node's name.
    pub fn node(&self) -> &str {
        &self.node
    }

    /// Passes what other nodes say to the hub, checked, until the hub or
    /// the bus is gone; a message that fails its checks is dropped and
    /// counted.
    ///
    /// # Errors
    /// When the bus refuses the subscriptions.
    pub async fn listen(&self, hub: mpsc::Sender<Event>, metrics: Metrics) -> Result<(), BusError> {
        let failed = |error: async_nats::SubscribeError| BusError::Connect {
            url: self.node.clone(),
            reason: error.to_string(),
        };
        let mut subscriptions = Vec::new();
        let subjects = [LOBBY, TAKEN, TO_OWNERS, TO_HOLDERS, TO_DIRECTOR].map(String::from);
        for subject in subjects.into_iter().chain([self.deliveries()]) {
            subscriptions.push(self.client.subscribe(subject).await.map_err(failed)?);
        }
        let (deliveries, node) = (self.deliveries(), self.node.clone());
        let mut messages = futures_util::stream::select_all(subscriptions);
        tokio::spawn(async move {
            while let Some(message) = messages.next().await {
                let subject = message.subject.as_str();
                let payload = &message.payload;
                let inbound = if subject == LOBBY {
                    wire::lobby(payload).map(Inbound::Lobby)
                } else if subject == TAKEN {
                    wire::taken(payload).map(Inbound::Taken)
                } else if subject == deliveries {
                    wire::deliver(payload).map(Inbound::Deliver)
                } else if subject.starts_with("obereg.game.")
                    || subject.starts_with("obereg.challenge.")
                    || subject == TO_DIRECTOR
                {
                    wire::forward(payload).map(Inbound::Forward)
                } else {
                    None
                };
                match inbound {
                    Some(
                        Inbound::Lobby(Lobby { node: from, .. }) | Inbound::Taken(Taken { node: from, .. }),
                    ) if from == node => {}
                    Some(inbound) => {
                        if hub.send(Event::Bus(inbound)).await.is_err() {
                            return;
                        }
                    }
                    None => metrics.bus_dropped(),
                }
            }
        });
        Ok(())
    }

    /// Says this node's lobby.
    pub async fn say_lobby(&self, lobby: &Lobby) {
        self.publish(LOBBY.to_string(), lobby).await;
    }

    /// Says that this node took `game` over.
    pub async fn say_taken(&self, game: u64) {
        self.publish(TAKEN.to_string(), &Taken { game, node: self.node.clone() }).await;
    }

    /// Passes a player's message to the owner of `game`.
    pub async fn to_owner(&self, game: u64, forward: &Forward) {
        self.publish(format!("obereg.game.{game}.to_owner"), forward).await;
    }

    /// Passes a player's accept to the node that holds `challenge`.
    pub async fn to_holder(&self, challenge: u64, forward: &Forward) {
        self.publish(format!("obereg.challenge.{challenge}.to_holder"), forward).await;
    }

    /// Passes a player's message about tournaments to the node that holds
    /// them.
    pub async fn to_director(&self, forward: &Forward) {
        self.publish(TO_DIRECTOR.to_string(), forward).await;
    }

    /// Sends `message` to the player `to` on `node`.
    pub async fn deliver(&self, node: &str, to: &str, message: ServerMessage) {
        let deliver = Deliver { to: to.to_string(), message };
        self.publish(format!("obereg.node.{node}.deliver"), &deliver).await;
    }

    /// The subject of this node's players' messages.
    fn deliveries(&self) -> String {
        format!("obereg.node.{}.deliver", self.node)
    }

    /// Publishes `value` as JSON on `subject`; a message the bus cannot
    /// take is lost, as one to a connection gone would be.
    async fn publish(&self, subject: String, value: &impl serde::Serialize) {
        if let Ok(json) = serde_json::to_vec(value) {
            let _ = self.client.publish(subject, json.into()).await;
        }
    }
}
