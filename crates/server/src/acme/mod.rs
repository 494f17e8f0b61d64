//! Certificates from an ACME authority (RFC 8555), such as Let's Encrypt:
//! with `--domain`, the server asks for a certificate for its name,
//! answers the authority's TLS-ALPN-01 challenge on its own port (or
//! HTTP-01 on the plain HTTP listener, [`http`]), keeps
//! the certificate in its data directory (`kept.rs`) and asks for the
//! next one once two thirds of its life have passed, swapping it in
//! without a restart ([`Certified`]). An authority that cannot be reached
//! is asked again later while the certificate it gave goes on serving;
//! until the first one comes, a self-signed one for the domain serves.

pub mod http;
mod kept;
mod order;
mod resolver;

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use instant_acme::{Account, NewAccount};
use rustls::ServerConfig;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::sign::CertifiedKey;
use tokio::sync::{Notify, watch};

pub use resolver::{ACME_TLS_ALPN, Certified};

use kept::{Held, Kept};

/// Let's Encrypt's directory, the authority asked unless told otherwise.
pub const LETS_ENCRYPT: &str = "https://acme-v02.api.letsencrypt.org/directory";

/// The first wait after a failed request; it doubles up to [`LONGEST_WAIT`].
const FIRST_WAIT: Duration = Duration::from_secs(60);
/// The longest wait before asking the authority again.
const LONGEST_WAIT: Duration = Duration::from_secs(6 * 3600);

/// What the operator chose: the certificate's domain and the authority.
#[derive(Clone, Debug)]
pub struct Acme {
    /// The server's domain name, which must lead to this server.
    pub domain: String,
    /// How the authority reaches the operator (`mailto:…`).
    pub contact: Vec<String>,
    /// The authority's directory URL.
    pub directory: String,
    /// The root that the authority's own HTTPS certificate chains to, when
    /// it is not a public one (a test authority); none: the system's.
    pub authority_root: Option<PathBuf>,
    /// Hears what happens to the certificate.
    pub tell: Tell,
}

/// What happens to the certificate, as the operator is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CertEvent {
    /// A certificate came from the authority and serves now.
    Obtained {
        /// Its domain.
        domain: String,
        /// The SHA-256 fingerprint of the certificate.
        fingerprint: String,
        /// Valid until, in seconds since 1970.
        until: i64,
    },
    /// The authority could not be asked or refused: the certificate
    /// served goes on serving, and the authority is asked again later.
    Failed {
        /// What went wrong.
        reason: String,
        /// When it is asked again.
        again_in: Duration,
    },
}

/// What hears a [`CertEvent`].
type Hear = dyn Fn(&CertEvent) + Send + Sync;

/// The operator's ear for [`CertEvent`]s.
#[derive(Clone, Default)]
pub struct Tell(Option<Arc<Hear>>);

impl Tell {
    /// Tells `hear` each event.
    pub fn new(hear: impl Fn(&CertEvent) + Send + Sync + 'static) -> Tell {
        Tell(Some(Arc::new(hear)))
    }

    fn event(&self, event: &CertEvent) {
        if let Some(hear) = &self.0 {
            hear(event);
        }
    }
}

impl fmt::Debug for Tell {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(if self.0.is_some() { "Tell(…)" } else { "Tell(none)" })
    }
}

/// Why a certificate could not be had from the authority.
#[derive(Debug, thiserror::Error)]
pub enum AcmeError {
    /// The authority could not be reached or refused.
    #[error("the authority: {0}")]
    Authority(#[from] instant_acme::Error),
    /// A key or a request could not be made.
    #[error("could not make a key or a request: {0}")]
    Make(#[from] rcgen::Error),
    /// rustls refused the certificate and key.
    #[error("the certificate and key do not serve: {0}")]
    Rustls(#[from] rustls::Error),
    /// What came does not serve.
    #[error("{0}")]
    Served(String),
    /// A file could not be written.
    #[error("{path}: {source}")]
    File {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
}

/// Keeps the server certified: the resolver its TLS serves from, and the
/// task that asks the authority.
pub struct Keeper {
    acme: Acme,
    kept: Kept,
    certified: Arc<Certified>,
    provider: Arc<CryptoProvider>,
    renew_at: Option<i64>,
    http: bool,
    asked: Arc<Notify>,
    served: watch::Sender<String>,
}

/// A handle on the certificate's keeping: ask for a renewal now, and see
/// the fingerprint of the certificate served.
#[derive(Clone, Debug)]
pub struct Certificates {
    asked: Arc<Notify>,
    served: watch::Receiver<String>,
}

impl Certificates {
    /// Asks the authority for a new certificate now, whatever the date.
    pub fn renew(&self) {
        self.asked.notify_one();
    }

    /// The fingerprint of the certificate served now.
    pub fn fingerprint(&self) -> String {
        self.served.borrow().clone()
    }
}

impl Keeper {
    /// The certificate kept in `dir` for the domain, or a self-signed one
    /// for it until the authority gives one.
    ///
    /// # Errors
    /// When not even a self-signed certificate can be made.
    pub fn open(acme: Acme, dir: &Path) -> Result<Keeper, AcmeError> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let kept = Kept::new(dir);
        let (certified, renew_at) = match kept.certificate(&acme.domain, &provider) {
            Some(held) => (held.certified.clone(), Some(held.renew_at())),
            None => (stand_in(&acme.domain, &provider)?, None),
        };
        let fingerprint = fingerprint_of(&certified);
        let (served, _) = watch::channel(fingerprint);
        let certified = Arc::new(Certified::new(certified));
        let asked = Arc::new(Notify::new());
        Ok(Keeper { acme, kept, certified, provider, renew_at, http: false, asked, served })
    }

    /// The keeper answering the authority's HTTP-01 challenges, on the
    /// plain HTTP listener ([`http::serve`]), in place of TLS-ALPN-01.
    #[must_use]
    pub fn answering_http(mut self) -> Keeper {
        self.http = true;
        self
    }

    /// The certificate served and the challenges' answers.
    pub fn certified(&self) -> Arc<Certified> {
        Arc::clone(&self.certified)
    }

    /// The server's `https://` address on `port`, where plain HTTP
    /// requests are sent.
    pub fn https_address(&self, port: u16) -> String {
        match port {
            443 => format!("https://{}", self.acme.domain),
            port => format!("https://{}:{port}", self.acme.domain),
        }
    }

    /// The TLS configuration that serves the certificate kept, and answers
    /// the authority's challenges.
    ///
    /// # Errors
    /// When rustls refuses the protocol versions.
    pub fn server_config(&self) -> Result<Arc<ServerConfig>, AcmeError> {
        let mut config = ServerConfig::builder_with_provider(Arc::clone(&self.provider))
            .with_safe_default_protocol_versions()?
            .with_no_client_auth()
            .with_cert_resolver(Arc::clone(&self.certified) as Arc<_>);
        // A browser offers HTTP/1.1 (the page and its WebSocket); the
        // authority's validation, acme-tls/1; the game's clients, none.
        config.alpn_protocols = vec![b"http/1.1".to_vec(), ACME_TLS_ALPN.to_vec()];
        Ok(Arc::new(config))
    }

    /// The fingerprint of the certificate served now.
    pub fn fingerprint(&self) -> String {
        self.served.borrow().clone()
    }

    /// A handle to ask for a renewal and hear of new certificates.
    pub fn certificates(&self) -> Certificates {
        Certificates { asked: Arc::clone(&self.asked), served: self.served.subscribe() }
    }

    /// Asks the authority when the certificate is due (at once when none
    /// came from it yet) or a renewal is asked for, until the process ends.
    pub async fn run(mut self) {
        let mut failures = 0_u32;
        loop {
            let wait = if failures == 0 { self.until_due() } else { wait_after(failures) };
            tokio::select! {
                () = tokio::time::sleep(wait) => {}
                () = self.asked.notified() => {}
            }
            match self.renew().await {
                Ok(held) => {
                    failures = 0;
                    self.renew_at = Some(held.renew_at());
                    let fingerprint = fingerprint_of(&held.certified);
                    self.certified.swap(held.certified);
                    self.served.send_replace(fingerprint.clone());
                    let domain = self.acme.domain.clone();
                    self.acme.tell.event(&CertEvent::Obtained { domain, fingerprint, until: held.until });
                }
                Err(error) => {
                    failures += 1;
                    let again_in = wait_after(failures);
                    self.acme.tell.event(&CertEvent::Failed { reason: error.to_string(), again_in });
                }
            }
        }
    }

    /// How long until the certificate is due for renewal.
    fn until_due(&self) -> Duration {
        let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs());
        let due = self.renew_at.map_or(0, |at| u64::try_from(at).unwrap_or(0));
        Duration::from_secs(due.saturating_sub(now))
    }

    /// A new certificate from the authority, kept.
    async fn renew(&self) -> Result<Held, AcmeError> {
        let account = self.account().await?;
        let domain = &self.acme.domain;
        let (chain, key) =
            order::obtain(&account, domain, &self.certified, &self.provider, self.http).await?;
        self.kept.keep_certificate(&chain, &key, domain, &self.provider)
    }

    /// The account at the authority: the one kept, or a new one (kept).
    async fn account(&self) -> Result<Account, AcmeError> {
        let builder = || match &self.acme.authority_root {
            Some(root) => Account::builder_with_root(root),
            None => Account::builder(),
        };
        if let Some(credentials) = self.kept.account(&self.acme.directory) {
            return Ok(builder()?.from_credentials(credentials).await?);
        }
        let contact: Vec<&str> = self.acme.contact.iter().map(String::as_str).collect();
        let new =
            NewAccount { contact: &contact, terms_of_service_agreed: true, only_return_existing: false };
        let (account, credentials) = builder()?.create(&new, self.acme.directory.clone(), None).await?;
        self.kept.keep_account(&credentials)?;
        Ok(account)
    }
}

/// The wait after `failures` failed requests in a row: 1, 2, 4 … minutes,
/// at most [`LONGEST_WAIT`].
fn wait_after(failures: u32) -> Duration {
    FIRST_WAIT.saturating_mul(1 << failures.saturating_sub(1).min(10)).min(LONGEST_WAIT)
}

/// The fingerprint of the certificate `certified` presents.
fn fingerprint_of(certified: &CertifiedKey) -> String {
    certified.end_entity_cert().map(|cert| obereg_client::fingerprint(cert)).unwrap_or_default()
}

/// A self-signed certificate for `domain`, made in memory, that serves
/// until the authority's comes.
fn stand_in(domain: &str, provider: &CryptoProvider) -> Result<CertifiedKey, AcmeError> {
    let made = rcgen::generate_simple_self_signed(vec![domain.to_string()])?;
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(made.signing_key.serialize_der()));
    Ok(CertifiedKey::from_der(vec![made.cert.der().clone()], key, provider)?)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::wait_after;

    #[test]
    fn an_authority_that_fails_is_asked_again_after_1_2_4_minutes_and_at_most_6_hours() {
        let minutes: Vec<u64> = (1..=5).map(|failures| wait_after(failures).as_secs() / 60).collect();
        assert_eq!(minutes, [1, 2, 4, 8, 16]);
        assert_eq!(wait_after(9), Duration::from_secs(256 * 60));
        assert_eq!(wait_after(10), Duration::from_secs(6 * 3600));
        assert_eq!(wait_after(u32::MAX), Duration::from_secs(6 * 3600));
    }
}
