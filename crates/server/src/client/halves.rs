//! A connection split in two, so one task can wait for the server's next
//! message while another writes (a bot thinks on several games at once).

use tokio::io::{AsyncRead, AsyncWrite, BufReader, ReadHalf, WriteHalf};

use super::{Client, ClientError};
use crate::protocol::{ClientMessage, ServerMessage};
use crate::wire::{read_message, write_message};

/// The half of a connection that reads the server's messages.
pub struct Incoming<S> {
    reader: BufReader<ReadHalf<S>>,
}

/// The half of a connection that sends messages.
pub struct Outgoing<S> {
    writer: WriteHalf<S>,
}

impl<S: AsyncRead + AsyncWrite> Client<S> {
    /// The connection's two halves. Reading a message is not cancel-safe:
    /// give [`Incoming`] a task of its own rather than racing it.
    pub fn split(self) -> (Incoming<S>, Outgoing<S>) {
        (Incoming { reader: self.reader }, Outgoing { writer: self.writer })
    }
}

impl<S: AsyncRead + AsyncWrite> Incoming<S> {
    /// Waits for the server's next message.
    ///
    /// # Errors
    /// When the connection closes, fails or carries a bad line.
    pub async fn receive(&mut self) -> Result<ServerMessage, ClientError> {
        Ok(read_message(&mut self.reader).await?)
    }
}

impl<S: AsyncRead + AsyncWrite> Outgoing<S> {
    /// Sends one message.
    ///
    /// # Errors
    /// When the connection fails.
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        Ok(write_message(&mut self.writer, message).await?)
    }
}
