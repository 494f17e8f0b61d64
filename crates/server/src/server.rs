//! The server: its data directory, certificate and database opened, a
//! listener bound, then every connection served until the process ends.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use obereg_record::PrivateError;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_rustls::TlsAcceptor;

use crate::acme::{ACME_TLS_ALPN, Acme, AcmeError, Certificates, Keeper};
use crate::admit::{Entry, Gate};
use crate::auth::Auth;
use crate::bus::{Bus, BusError, default_node};
use crate::conn::{Shared, refuse_full, serve};
use crate::front::Opened;
use crate::health::{HEALTH_PATH, health};
use crate::hub::Hub;
use crate::limit::Limits;
use crate::metrics::Metrics;
use crate::store::{Db, Location, Store, StoreError};
use crate::time::Now;
use crate::tls::{Identity, TlsError};
use crate::web::{Site, WebError};

/// The port the server listens on unless told otherwise: `obereg` on a
/// phone's keypad begins 6-2-3-7.
pub const DEFAULT_PORT: u16 = 6237;

/// How many events may wait for the hub.
const HUB_QUEUE: usize = 4096;

/// What the operator chose.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address and port to listen on (port 0: any free one).
    pub listen: SocketAddr,
    /// The directory of the database and the certificate made on first start.
    pub data_dir: PathBuf,
    /// The operator's certificate chain and key (PEM), if any.
    pub cert: Option<(PathBuf, PathBuf)>,
    /// The folder of the browser's page, served at the server's address;
    /// none: every path but the WebSocket's is not found.
    pub web: Option<PathBuf>,
    /// The address of the operator's numbers (`GET /metrics`, plain HTTP),
    /// if any.
    pub metrics: Option<SocketAddr>,
    /// A certificate from an ACME authority for a domain, kept in the data
    /// directory and renewed by itself (in place of `cert`).
    pub acme: Option<Acme>,
    /// With `acme`, a plain HTTP listener (port 80): the authority's
    /// HTTP-01 challenges answered there (in place of TLS-ALPN-01), every
    /// other request sent to the `https://` address.
    pub http: Option<SocketAddr>,
    /// Where the games, accounts and the rest are kept; none: the data
    /// directory's SQLite database.
    pub store: Option<Location>,
    /// The NATS server of the nodes sharing the store, if several
    /// (`nats://HOST:PORT`); none: this server alone.
    pub bus: Option<String>,
    /// This node's name on the bus; none: the host's name and the
    /// process's number.
    pub node: Option<String>,
    /// With a bus, how long this node owns its games unless it renews
    /// them (every second); none: [`crate::hub::LEASE`]. Another node takes
    /// a game over once its lease ran out.
    pub lease: Option<std::time::Duration>,
}

impl Config {
    /// A server alone listening on `listen` with its data in `data_dir`:
    /// a self-signed certificate, its SQLite store there, no page, no
    /// metrics, no bus.
    pub fn new(listen: SocketAddr, data_dir: PathBuf) -> Config {
        Config {
            listen,
            data_dir,
            cert: None,
            web: None,
            metrics: None,
            acme: None,
            http: None,
            store: None,
            bus: None,
            node: None,
            lease: None,
        }
    }
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The data directory could not be made.
    #[error("{path}: {source}")]
    DataDir {
        /// The directory.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// A folder or file of the data directory others may read, which the
    /// server could not tighten.
    #[error(transparent)]
    Private(PrivateError),
    /// The certificate.
    #[error(transparent)]
    Tls(#[from] TlsError),
    /// The certificate from the authority.
    #[error(transparent)]
    Acme(#[from] AcmeError),
    /// The database.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The bus.
    #[error(transparent)]
    Bus(#[from] BusError),
    /// The page's folder.
    #[error(transparent)]
    Web(#[from] WebError),
    /// The runtime could not start.
    #[error("cannot start the server's threads: {0}")]
    Runtime(std::io::Error),
    /// The address could not be listened on.
    #[error("cannot listen on {address}: {source}")]
    Listen {
        /// The address.
        address: SocketAddr,
        /// What the system said.
        source: std::io::Error,
    },
}

/// Makes the data directory `dir` private: made `700`, and what it holds
/// that others may read tightened.
///
/// # Errors
/// [`ServerError::DataDir`] when it cannot be made, [`ServerError::Private`]
/// when something others may read cannot be tightened.
fn keep_private(dir: &Path) -> Result<(), ServerError> {
    obereg_record::keep_private(dir).map_err(|error| match error {
        PrivateError::Make { path, source } => ServerError::DataDir { path, source },
        exposed @ PrivateError::Exposed { .. } => ServerError::Private(exposed),
    })
}

/// A server bound to its address, ready to run.
pub struct Server {
    listener: TcpListener,
    acceptor: TlsAcceptor,
    fingerprint: String,
    keeper: Option<Keeper>,
    http: Option<TcpListener>,
    shared: Shared,
    site: Option<Arc<Site>>,
    hub: Hub,
    events: mpsc::Receiver<crate::hub::Event>,
    metrics: Metrics,
    scrapes: Option<TcpListener>,
}

impl Server {
    /// Opens the data directory, the certificate and the database, resumes
    /// the open games and binds the listener.
    ///
    /// # Errors
    /// [`ServerError`] says which part failed.
    pub async fn bind(config: Config, now: Arc<dyn Now>) -> Result<Server, ServerError> {
        if config.bus.is_some() && !matches!(config.store, Some(Location::Postgres(_))) {
            return Err(BusError::NoSharedStore.into());
        }
        let dir = config.data_dir.clone();
        keep_private(&dir)?;
        let (acceptor, fingerprint, keeper) = match (&config.acme, &config.cert) {
            (Some(acme), _) => {
                let keeper = Keeper::open(acme.clone(), &dir)?;
                let keeper = if config.http.is_some() { keeper.answering_http() } else { keeper };
                (TlsAcceptor::from(keeper.server_config()?), keeper.fingerprint(), Some(keeper))
            }
            (None, Some((cert, key))) => certified(&Identity::from_files(cert, key)?)?,
            (None, None) => certified(&Identity::self_signed_in(&dir)?)?,
        };
        let site = config.web.as_deref().map(Site::load).transpose()?.map(Arc::new);
        let (opened, location) = (dir.clone(), config.store.clone());
        let store = tokio::task::spawn_blocking(move || match location {
            Some(location) => Store::connect(&location),
            None => Store::open(&opened),
        })
        .await
        .map_err(|_| StoreError::Task)??;
        // What the certificate and the database made is tightened too.
        keep_private(&dir)?;
        let db = Db::new(store).map_err(ServerError::Runtime)?;
        let metrics = Metrics::new(db.metrics());
        let bus = match &config.bus {
            Some(url) => {
                let node = config.node.clone().unwrap_or_else(default_node);
                Some(Bus::connect(url, &node, metrics.clone()).await?)
            }
            None => None,
        };
        let lease = bus.clone().map(|bus| (bus, config.lease.unwrap_or(crate::hub::LEASE)));
        let hub = Hub::open_on(db.clone(), Arc::clone(&now), lease).await?.with_metrics(metrics.clone());
        let listener = TcpListener::bind(config.listen)
            .await
            .map_err(|source| ServerError::Listen { address: config.listen, source })?;
        let scrapes = match config.metrics {
            Some(address) => Some(
                TcpListener::bind(address).await.map_err(|source| ServerError::Listen { address, source })?,
            ),
            None => None,
        };
        let http = match (config.http, &keeper) {
            (Some(address), Some(_)) => Some(
                TcpListener::bind(address).await.map_err(|source| ServerError::Listen { address, source })?,
            ),
            _ => None,
        };
        let (hub_tx, events) = mpsc::channel(HUB_QUEUE);
        if let Some(bus) = &bus {
            bus.listen(hub_tx.clone(), metrics.clone()).await?;
        }
        let limits = Limits::default();
        let auth = Auth::new(db.clone(), Arc::clone(&now), limits.registrations);
        let shared = Shared { auth, db, hub: hub_tx, now, limits, metrics: metrics.clone() };
        Ok(Server {
            listener,
            acceptor,
            fingerprint,
            keeper,
            http,
            shared,
            site,
            hub,
            events,
            metrics,
            scrapes,
        })
    }

    /// The address the server listens on (with the port chosen, for port 0).
    ///
    /// # Errors
    /// When the system cannot say.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// The address the operator's numbers are served on, if any.
    pub fn metrics_addr(&self) -> Option<SocketAddr> {
        self.scrapes.as_ref().and_then(|scrapes| scrapes.local_addr().ok())
    }

    /// The server with the dice of its new games from a stream seeded with
    /// `seed` rather than from the system's randomness: a test's games
    /// have the same rolls every time, as its clock is its own.
    pub fn with_dice(mut self, seed: u64) -> Server {
        self.hub = self.hub.with_dice(seed);
        self
    }

    /// The server with other limits on its connections than the defaults.
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Server {
        let (db, now) = (self.shared.db.clone(), Arc::clone(&self.shared.now));
        self.shared.auth = Auth::new(db, now, limits.registrations);
        self.shared.limits = limits;
        self
    }

    /// The keeping of the certificate from the authority, with `--domain`.
    pub fn certificates(&self) -> Option<Certificates> {
        self.keeper.as_ref().map(Keeper::certificates)
    }

    /// The SHA-256 fingerprint of the server's certificate.
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }

    /// Serves clients until the process ends; a connection that fails its
    /// TLS handshake, says no `hello` in time or breaks the protocol is
    /// dropped alone, and one over the caps on connections is told so.
    pub async fn run(self) {
        let Server { listener, acceptor, keeper, http, shared, site, hub, events, metrics, scrapes, .. } =
            self;
        tokio::spawn(hub.run(events));
        if let Some(scrapes) = scrapes {
            tokio::spawn(crate::health::serve_metrics(scrapes, metrics.clone()));
        }
        let gate = Gate::new(&shared.limits);
        if let Some(keeper) = keeper {
            if let (Some(http), Ok(address)) = (http, listener.local_addr()) {
                let https = keeper.https_address(address.port());
                tokio::spawn(crate::acme::http::serve(http, keeper.certified(), gate.clone(), https));
            }
            tokio::spawn(keeper.run());
        }
        let next = AtomicU64::new(1);
        loop {
            let Ok((tcp, peer)) = listener.accept().await else { continue };
            let entry = gate.enter(peer.ip());
            if matches!(entry, Entry::Dropped) {
                metrics.refused("dropped");
                continue;
            }
            let _ = tcp.set_nodelay(true);
            let conn = next.fetch_add(1, Ordering::Relaxed);
            let (acceptor, shared, site) = (acceptor.clone(), shared.clone(), site.clone());
            let metrics = metrics.clone();
            tokio::spawn(async move {
                let hello_by = Instant::now() + shared.limits.hello;
                let opening = async {
                    let tls = acceptor.accept(tcp).await.ok()?;
                    // An authority's validation has seen the challenge's
                    // certificate in the handshake; nothing more is said,
                    // and nothing was refused.
                    if tls.get_ref().1.alpn_protocol() == Some(ACME_TLS_ALPN) {
                        return Some(None);
                    }
                    crate::front::open(tls).await.map(Some)
                };
                let opened = match tokio::time::timeout_at(hello_by, opening).await {
                    Ok(Some(Some(opened))) => opened,
                    Ok(Some(None)) => return,
                    Ok(None) | Err(_) => {
                        metrics.refused("handshake");
                        return;
                    }
                };
                match (opened, entry) {
                    (_, Entry::Dropped) => {}
                    (Opened::Transport(transport), Entry::Admitted(_ticket)) => {
                        let _open = metrics.open(transport.name());
                        serve(transport, peer.ip(), conn, shared, hello_by).await;
                    }
                    (Opened::Transport(transport), Entry::Refused(_ticket, full)) => {
                        metrics.refused(full.word());
                        refuse_full(transport, full).await;
                    }
                    // The ticket, kept until the answer is sent, holds the
                    // connection's place; one over a cap is told it is busy.
                    (Opened::Page(request, stream), ticket) => {
                        let _open = metrics.open("page");
                        let busy = matches!(ticket, Entry::Refused(..));
                        let bundle = crate::bundle::tournament_of(request.path());
                        if request.path() == HEALTH_PATH && !busy {
                            let answered = health(&shared.db, shared.now.as_ref()).await;
                            crate::front::reply(stream, answered).await;
                        } else if let (Some(id), false) = (bundle, busy) {
                            let records = crate::bundle::bundle(&shared.db, id).await;
                            let with_body = request.method == "GET";
                            crate::front::reply(
                                stream,
                                crate::bundle::answer(records.as_deref(), with_body, id),
                            )
                            .await;
                        } else {
                            crate::front::page(site.as_deref(), &request, stream, busy).await;
                        }
                        drop(ticket);
                    }
                }
            });
        }
    }
}

/// The acceptor and fingerprint of a certificate of the operator's or made
/// here, which no authority renews.
fn certified(identity: &Identity) -> Result<(TlsAcceptor, String, Option<Keeper>), TlsError> {
    Ok((TlsAcceptor::from(identity.server_config()?), identity.fingerprint(), None))
}

/// Where a started server can be reached, as [`run_blocking`] tells it.
pub struct Ready<'a> {
    /// The address it listens on (with the port chosen, for port 0).
    pub address: SocketAddr,
    /// Its certificate's SHA-256 fingerprint.
    pub fingerprint: &'a str,
    /// The address of the operator's numbers (with the port chosen), if any.
    pub metrics: Option<SocketAddr>,
}

/// Runs a server on the system's clock with `limits` on its connections,
/// in a runtime of its own until the process ends: `ready` hears where it
/// can be reached once it listens.
///
/// # Errors
/// When the server cannot start.
pub fn run_blocking(
    config: Config,
    limits: Limits,
    ready: impl FnOnce(Ready<'_>),
) -> Result<(), ServerError> {
    let runtime = tokio::runtime::Runtime::new().map_err(ServerError::Runtime)?;
    let config_listen = config.listen;
    runtime.block_on(async {
        let server = Server::bind(config, Arc::new(crate::time::SystemNow)).await?.with_limits(limits);
        let listen = config_listen;
        let address =
            server.local_addr().map_err(|source| ServerError::Listen { address: listen, source })?;
        ready(Ready { address, fingerprint: server.fingerprint(), metrics: server.metrics_addr() });
        server.run().await;
        Ok(())
    })
}
