//! The client library of the Obereg server: connects to a server over
//! TLS, checks its certificate against the public authorities or else the
//! one pinned on first use, and speaks the protocol (`obereg-protocol`) in lines or WebSocket frames
//! ([`transport`], [`wire`]). The terminal client, the bots and the load
//! tool use it; the server reads and writes through the same transports.

mod known;
mod pin;
mod public;
mod split;
pub mod transport;
pub mod wire;

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use rustls::ClientConfig;
use rustls::pki_types::{CertificateDer, ServerName};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::client::TlsStream;

pub use known::{Keyed, write_private};
use obereg_protocol::{ClientMessage, PROTOCOL_VERSION, ServerMessage, WEBSOCKET_PATH};
use pin::Pin;
pub use pin::fingerprint;
use public::PublicOrPinned;
pub use split::{Incoming, Outgoing};

use crate::transport::{Inbound, Outbound, Transport, websocket_config};
use crate::wire::WireError;

/// Why the client could not talk to the server. Typed, so the terminal
/// client can say it in the player's language.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The server offered a certificate other than the one pinned: maybe
    /// the operator changed it, maybe someone is in between.
    #[error("the certificate of {server} changed: it was {known}, now it is {offered}; refusing to connect")]
    FingerprintChanged {
        /// The server, `host:port`.
        server: String,
        /// The fingerprint pinned.
        known: String,
        /// The fingerprint offered now.
        offered: String,
    },
    /// The server's address is not `host:port`.
    #[error("not a server address (HOST:PORT): {0}")]
    Address(String),
    /// The connection or the TLS handshake failed.
    #[error("cannot reach {server}: {source}")]
    Connect {
        /// The server.
        server: String,
        /// What happened.
        source: std::io::Error,
    },
    /// The server refused the protocol's version or closed.
    #[error("the server does not speak this protocol")]
    Version,
    /// The connection broke, closed or carried a bad line.
    #[error(transparent)]
    Wire(#[from] WireError),
}

/// Whether the server was known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trust {
    /// Its certificate is the one pinned.
    Known,
    /// The first connection: the caller shows this fingerprint and, if the
    /// player agrees, pins it with [`Keyed::set`] on
    /// [`Keyed::known_servers`].
    New(String),
    /// Its certificate chains to a public authority and names it: checked
    /// the normal way, nothing pinned.
    Public,
    /// It was pinned with a certificate of its own, and now presents one
    /// from a public authority for its name: accepted, and from now on
    /// only such a one is (the caller says so, once).
    NowPublic,
}

/// What `known_servers` keeps for a server that moved to a certificate
/// from a public authority: any other is refused.
const PUBLIC: &str = "public";

/// A TLS connection to `server` (`host:port`), its certificate checked
/// against the public authorities for its name, or else against the one
/// pinned in the data directory `dir`.
///
/// # Errors
/// [`ClientError::FingerprintChanged`] when the certificate is not the one
/// pinned (nor, for a server held to one, from a public authority);
/// otherwise what failed.
pub async fn connect_tls(server: &str, dir: &Path) -> Result<(TlsStream<TcpStream>, Trust), ClientError> {
    connect_tls_trusting(server, dir, &[]).await
}

/// A TLS connection as [`connect_tls`] makes, trusting the `extra` roots
/// as public authorities too (a test's authority).
///
/// # Errors
/// As [`connect_tls`].
pub async fn connect_tls_trusting(
    server: &str,
    dir: &Path,
    extra: &[CertificateDer<'static>],
) -> Result<(TlsStream<TcpStream>, Trust), ClientError> {
    let host = server.rsplit_once(':').map(|(host, _)| host.trim_start_matches('[').trim_end_matches(']'));
    let name = host
        .and_then(|host| ServerName::try_from(host.to_string()).ok())
        .ok_or_else(|| ClientError::Address(server.to_string()))?;
    let known = Keyed::known_servers(dir).get(server);
    let seen = Arc::new(Mutex::new(None));
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let pin = Pin::new(known.clone(), Arc::clone(&seen), Arc::clone(&provider));
    let chained = Arc::new(AtomicBool::new(false));
    let setup =
        |error| ClientError::Connect { server: server.to_string(), source: std::io::Error::other(error) };
    let checked =
        PublicOrPinned::new(extra, pin, Arc::clone(&chained), Arc::clone(&provider)).map_err(setup)?;
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(setup)?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(checked))
        .with_no_client_auth();
    let failed = |source| ClientError::Connect { server: server.to_string(), source };
    let tcp = TcpStream::connect(server).await.map_err(failed)?;
    let _ = tcp.set_nodelay(true);
    let result = TlsConnector::from(Arc::new(config)).connect(name, tcp).await;
    let offered = seen.lock().ok().and_then(|seen| seen.clone());
    if result.is_ok() && chained.load(Ordering::Relaxed) {
        let trust = match known {
            Some(known) if known != PUBLIC => {
                Keyed::known_servers(dir).set(server, PUBLIC).map_err(failed)?;
                Trust::NowPublic
            }
            _ => Trust::Public,
        };
        return result.map(|stream| (stream, trust)).map_err(failed);
    }
    match (result, known, offered) {
        (Ok(stream), Some(_), _) => Ok((stream, Trust::Known)),
        (Ok(stream), None, Some(offered)) => Ok((stream, Trust::New(offered))),
        (Err(_), Some(known), Some(offered)) if known != offered => {
            Err(ClientError::FingerprintChanged { server: server.to_string(), known, offered })
        }
        (Ok(_), None, None) => Err(ClientError::Version),
        (Err(source), _, _) => Err(failed(source)),
    }
}

/// A connection that has said `hello`, over either transport on any byte
/// stream.
pub struct Client<S = TlsStream<TcpStream>> {
    inbound: Inbound<S>,
    outbound: Outbound<S>,
}

impl Client {
    /// Connects to `server` over TLS (see [`connect_tls`]) and says `hello`
    /// in lines.
    ///
    /// # Errors
    /// As [`connect_tls`], and [`ClientError::Version`] when the server
    /// refuses the protocol.
    pub async fn connect(server: &str, dir: &Path) -> Result<(Client, Trust), ClientError> {
        let (stream, trust) = connect_tls(server, dir).await?;
        Ok((Client::over(stream).await?, trust))
    }

    /// Connects to `server` over TLS as [`Client::connect`] does, opens a
    /// WebSocket at `/ws` and says `hello` in its frames, as the browser does.
    ///
    /// # Errors
    /// As [`Client::connect`]; [`ClientError::Connect`] when the server
    /// refuses the WebSocket.
    pub async fn connect_websocket(server: &str, dir: &Path) -> Result<(Client, Trust), ClientError> {
        let (stream, trust) = connect_tls(server, dir).await?;
        let url = format!("wss://{server}{WEBSOCKET_PATH}");
        let (socket, _) = tokio_tungstenite::client_async_with_config(url, stream, Some(websocket_config()))
            .await
            .map_err(|error| ClientError::Connect {
                server: server.to_string(),
                source: std::io::Error::other(error),
            })?;
        Ok((Client::opened(Transport::Frames(Box::new(socket))).await?, trust))
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> Client<S> {
    /// Says `hello` in lines on `stream` and waits for the welcome.
    ///
    /// # Errors
    /// [`ClientError::Version`] when the server refuses.
    pub async fn over(stream: S) -> Result<Client<S>, ClientError> {
        Client::opened(Transport::Lines(stream)).await
    }

    /// Says `hello` on `transport` and waits for the welcome.
    ///
    /// # Errors
    /// [`ClientError::Version`] when the server refuses.
    pub async fn opened(transport: Transport<S>) -> Result<Client<S>, ClientError> {
        let (inbound, outbound) = transport.split();
        let mut client = Client { inbound, outbound };
        client.send(&ClientMessage::Hello { version: PROTOCOL_VERSION }).await?;
        match client.receive().await {
            Ok(ServerMessage::Welcome { .. }) => Ok(client),
            _ => Err(ClientError::Version),
        }
    }

    /// Sends one message.
    ///
    /// # Errors
    /// When the connection fails.
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        Ok(self.outbound.write(message).await?)
    }

    /// Waits for the server's next message.
    ///
    /// # Errors
    /// When the connection closes, fails or carries a bad message.
    pub async fn receive(&mut self) -> Result<ServerMessage, ClientError> {
        Ok(self.inbound.read().await?)
    }
}
