//! A connection split in two, so one task can wait for the server's next
//! message while another writes (a bot thinks on several games at once).

use tokio::io::{AsyncRead, AsyncWrite};

use obereg_protocol::{ClientMessage, ServerMessage};

use crate::transport::{Inbound, Outbound};
use crate::{Client, ClientError};

/// The half of a connection that reads the server's messages.
pub struct Incoming<S> {
    inbound: Inbound<S>,
}

/// The half of a connection that sends messages.
pub struct Outgoing<S> {
    outbound: Outbound<S>,
}

impl<S: AsyncRead + AsyncWrite> Client<S> {
    /// The connection's two halves. Reading a message is not cancel-safe:
    /// give [`Incoming`] a task of its own rather than racing it.
    pub fn split(self) -> (Incoming<S>, Outgoing<S>) {
        (Incoming { inbound: self.inbound }, Outgoing { outbound: self.outbound })
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> Incoming<S> {
    /// Waits for the server's next message.
    ///
    /// # Errors
    /// When the connection closes, fails or carries a bad message.
    pub async fn receive(&mut self) -> Result<ServerMessage, ClientError> {
        Ok(self.inbound.read().await?)
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> Outgoing<S> {
    /// Sends one message.
    ///
    /// # Errors
    /// When the connection fails.
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        Ok(self.outbound.write(message).await?)
    }
}
