//! The transports that carry the protocol's messages, both over the same
//! TLS: JSON lines on the byte stream (the terminal client's), or WebSocket
//! text frames, one message a frame (the browser's). Each side of a
//! connection reads through an [`Inbound`] and writes through an
//! [`Outbound`], whatever carries them; the limits are the same.

use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use serde::Serialize;
use serde::de::DeserializeOwned;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, BufReader, ReadHalf, WriteHalf};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};

use crate::wire::{WireError, encode, read_line};
use obereg_protocol::MAX_LINE;

/// The limits of a WebSocket: no message or frame longer than a line.
pub fn websocket_config() -> WebSocketConfig {
    WebSocketConfig::default().max_message_size(Some(MAX_LINE)).max_frame_size(Some(MAX_LINE))
}

/// A connection before it is split: lines or frames over `S`.
pub enum Transport<S> {
    /// One JSON object a line.
    Lines(S),
    /// One JSON object a WebSocket text frame.
    Frames(Box<WebSocketStream<S>>),
}

impl<S> Transport<S> {
    /// Its name, as the operator's numbers give it: `lines` or `websocket`.
    pub fn name(&self) -> &'static str {
        match self {
            Transport::Lines(_) => "lines",
            Transport::Frames(_) => "websocket",
        }
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> Transport<S> {
    /// Its reading and its writing half, to be used from two tasks.
    pub fn split(self) -> (Inbound<S>, Outbound<S>) {
        match self {
            Transport::Lines(stream) => {
                let (reader, writer) = tokio::io::split(stream);
                (Inbound::Lines(BufReader::new(reader)), Outbound::Lines(writer))
            }
            Transport::Frames(socket) => {
                let (sink, stream) = (*socket).split();
                (Inbound::Frames(stream), Outbound::Frames(sink))
            }
        }
    }
}

/// The reading half of a transport.
pub enum Inbound<S> {
    /// Lines.
    Lines(BufReader<ReadHalf<S>>),
    /// Frames.
    Frames(SplitStream<WebSocketStream<S>>),
}

impl<S: AsyncRead + AsyncWrite + Unpin> Inbound<S> {
    /// The next message's bytes, not yet parsed (so a limit can be applied
    /// before any work is done for it): a line without its newline, or a
    /// text frame; a WebSocket's ping or pong is a blank one. Blank ones
    /// count too.
    ///
    /// # Errors
    /// [`WireError::TooLong`] past [`MAX_LINE`], [`WireError::Malformed`]
    /// for a binary frame, [`WireError::Closed`] at the end.
    pub async fn next(&mut self) -> Result<Vec<u8>, WireError> {
        match self {
            Inbound::Lines(reader) => read_line(reader).await,
            Inbound::Frames(stream) => match stream.next().await {
                Some(Ok(Message::Text(text))) => Ok(text.as_bytes().to_vec()),
                Some(Ok(Message::Binary(_))) => Err(WireError::Malformed),
                // The WebSocket answers a ping itself; each still counts,
                // as a blank message, against the pace.
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => Ok(Vec::new()),
                Some(Ok(Message::Close(_) | Message::Frame(_))) | None => Err(WireError::Closed),
                Some(Err(WsError::Capacity(_))) => Err(WireError::TooLong),
                Some(Err(WsError::Utf8(_))) => Err(WireError::Malformed),
                Some(Err(error)) => Err(WireError::Io(std::io::Error::other(error))),
            },
        }
    }

    /// The next message, parsed; blank ones are skipped.
    ///
    /// # Errors
    /// As [`Inbound::next`], and [`WireError::Malformed`] for what is not a
    /// message.
    pub async fn read<M: DeserializeOwned>(&mut self) -> Result<M, WireError> {
        loop {
            if let Some(message) = crate::wire::parse(&self.next().await?)? {
                return Ok(message);
            }
        }
    }
}

/// The writing half of a transport.
pub enum Outbound<S> {
    /// Lines.
    Lines(WriteHalf<S>),
    /// Frames.
    Frames(SplitSink<WebSocketStream<S>, Message>),
}

impl<S: AsyncRead + AsyncWrite + Unpin> Outbound<S> {
    /// Writes `message` (a line, or a text frame) and flushes it.
    ///
    /// # Errors
    /// When the connection fails.
    pub async fn write<M: Serialize>(&mut self, message: &M) -> Result<(), WireError> {
        let text = encode(message)?;
        match self {
            Outbound::Lines(writer) => {
                writer.write_all(format!("{text}\n").as_bytes()).await?;
                writer.flush().await?;
            }
            Outbound::Frames(sink) => {
                sink.send(Message::text(text)).await.map_err(std::io::Error::other)?;
            }
        }
        Ok(())
    }

    /// Closes the connection: the stream's end, or a WebSocket's close frame.
    pub async fn close(&mut self) {
        match self {
            Outbound::Lines(writer) => {
                let _ = writer.shutdown().await;
            }
            Outbound::Frames(sink) => {
                let _ = sink.close().await;
            }
        }
    }
}
