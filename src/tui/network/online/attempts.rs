//! How a page's connection stands across its attempts, and what each
//! thing its WebSocket does means to the loop: the welcome first (it
//! opens), then the server's messages; a socket closed before any welcome
//! ends it for good, one closed after a welcome is opened again after 1,
//! 2, 4 … 30 seconds. Pure, so that the terminal's tests check what the
//! page's `socket.rs` tells.

use obereg_protocol::ServerMessage;

use super::{ConnEvent, Failure, LONGEST_WAIT};

/// What a text frame from the server means.
#[derive(Debug, PartialEq, Eq)]
pub enum Heard {
    /// Tell the loop this.
    Tell(Box<ConnEvent>),
    /// A blank frame: nothing.
    Nothing,
    /// Not the protocol's, or no welcome first: close the socket.
    Close,
}

/// What the loop is told when a socket closed, and when to connect again.
#[derive(Debug, PartialEq, Eq)]
pub struct Closed {
    /// The event for the loop.
    pub event: ConnEvent,
    /// The seconds to wait before connecting again; none: never again.
    pub again_in: Option<u64>,
}

/// The connection's progress over its attempts.
#[derive(Debug)]
pub struct Attempts {
    /// Whether the server welcomed the attempt under way.
    welcomed: bool,
    /// Whether the server welcomed any attempt.
    opened: bool,
    /// Whether the server answered `hello` with something else.
    refused: bool,
    /// The seconds to wait after the next drop.
    wait: u64,
}

impl Attempts {
    /// No attempt yet.
    pub fn new() -> Attempts {
        Attempts { welcomed: false, opened: false, refused: false, wait: 1 }
    }

    /// A new socket is opening.
    pub fn attempt(&mut self) {
        (self.welcomed, self.refused) = (false, false);
    }

    /// Whether the server welcomed the attempt under way: sending is done then.
    pub fn welcomed(&self) -> bool {
        self.welcomed
    }

    /// What the server's text frame `text` means.
    pub fn heard(&mut self, text: &str) -> Heard {
        match obereg_protocol::parse::<ServerMessage>(text) {
            Ok(None) => Heard::Nothing,
            Ok(Some(ServerMessage::Welcome { .. })) if !self.welcomed => {
                (self.welcomed, self.opened, self.wait) = (true, true, 1);
                Heard::Tell(Box::new(ConnEvent::Open))
            }
            Ok(Some(message)) if self.welcomed => Heard::Tell(Box::new(ConnEvent::Received(message))),
            _ => {
                self.refused = !self.welcomed;
                Heard::Close
            }
        }
    }

    /// The socket closed, `why` in the browser's words.
    pub fn closed(&mut self, why: String) -> Closed {
        self.welcomed = false;
        if !self.opened {
            let failure = if self.refused { Failure::Version } else { Failure::Unreachable(why) };
            return Closed { event: ConnEvent::Failed(failure), again_in: None };
        }
        let wait = self.wait;
        self.wait = (wait * 2).min(LONGEST_WAIT);
        Closed { event: ConnEvent::Lost(wait), again_in: Some(wait) }
    }
}

#[cfg(test)]
mod tests {
    use obereg_protocol::ServerMessage;

    use super::{Attempts, Closed, Heard};
    use crate::tui::network::online::{ConnEvent, Failure};

    const WELCOME: &str = r#"{"type":"welcome","version":1}"#;

    #[test]
    fn the_welcome_opens_and_the_messages_after_it_are_received() {
        let mut attempts = Attempts::new();
        attempts.attempt();
        assert!(!attempts.welcomed());
        assert_eq!(attempts.heard(WELCOME), Heard::Tell(Box::new(ConnEvent::Open)));
        assert!(attempts.welcomed());
        assert_eq!(attempts.heard("  "), Heard::Nothing);
        let said = attempts.heard(r#"{"type":"restarted","game":4}"#);
        assert_eq!(said, Heard::Tell(Box::new(ConnEvent::Received(ServerMessage::Restarted { game: 4 }))));
        assert_eq!(attempts.heard("{not json"), Heard::Close);
    }

    #[test]
    fn a_server_that_never_welcomes_fails_for_good() {
        let mut attempts = Attempts::new();
        attempts.attempt();
        assert_eq!(
            attempts.closed("refused".into()),
            Closed { event: ConnEvent::Failed(Failure::Unreachable("refused".into())), again_in: None }
        );
        let mut other = Attempts::new();
        other.attempt();
        assert_eq!(other.heard(r#"{"type":"restarted","game":4}"#), Heard::Close);
        assert_eq!(other.closed(String::new()).event, ConnEvent::Failed(Failure::Version));
    }

    #[test]
    fn a_drop_after_a_welcome_is_tried_again_waiting_longer_each_time_up_to_half_a_minute() {
        let mut attempts = Attempts::new();
        attempts.attempt();
        attempts.heard(WELCOME);
        let mut waits = Vec::new();
        for _ in 0..7 {
            let closed = attempts.closed(String::new());
            assert_eq!(closed.event, ConnEvent::Lost(closed.again_in.unwrap_or_default()));
            waits.extend(closed.again_in);
            attempts.attempt();
        }
        assert_eq!(waits, [1, 2, 4, 8, 16, 30, 30]);
        // Welcomed again: the next drop waits a second.
        attempts.heard(WELCOME);
        assert_eq!(attempts.closed(String::new()).again_in, Some(1));
    }
}
