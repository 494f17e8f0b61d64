//! The server's certificate: the operator's, or a self-signed one made on
//! first start and kept in the data directory; and its fingerprint, which
//! clients pin.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use obereg_client::{fingerprint, write_private};
use rustls::ServerConfig;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};

/// The file names of the certificate and key made on first start.
const MADE_CERT: &str = "server-cert.pem";
const MADE_KEY: &str = "server-key.pem";

/// Why the certificate could not be had.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    File {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// A file is not a PEM certificate or key.
    #[error("{0}: not a PEM certificate or private key")]
    Pem(PathBuf),
    /// The certificate could not be made.
    #[error("could not make a certificate: {0}")]
    Make(#[from] rcgen::Error),
    /// rustls refused the certificate and key.
    #[error("the certificate and key do not serve: {0}")]
    Rustls(#[from] rustls::Error),
}

/// A certificate chain and its key, ready to serve.
pub struct Identity {
    chain: Vec<CertificateDer<'static>>,
    key: PrivateKeyDer<'static>,
}

impl Identity {
    /// The operator's certificate chain and key, from PEM files.
    ///
    /// # Errors
    /// When a file cannot be read or holds no certificate or key.
    pub fn from_files(cert: &Path, key: &Path) -> Result<Identity, TlsError> {
        let file_error = |path: &Path| TlsError::Pem(path.to_path_buf());
        let chain = CertificateDer::pem_file_iter(cert)
            .and_then(Iterator::collect::<Result<Vec<_>, _>>)
            .map_err(|_| file_error(cert))?;
        let key = PrivateKeyDer::from_pem_file(key).map_err(|_| file_error(key))?;
        if chain.is_empty() {
            return Err(file_error(cert));
        }
        Ok(Identity { chain, key })
    }

    /// The self-signed certificate kept in `dir`, made (with its key) the
    /// first time.
    ///
    /// # Errors
    /// When the files cannot be read, made or written.
    pub fn self_signed_in(dir: &Path) -> Result<Identity, TlsError> {
        let (cert, key) = (dir.join(MADE_CERT), dir.join(MADE_KEY));
        if !cert.exists() || !key.exists() {
            let names = vec!["localhost".to_string(), "127.0.0.1".to_string(), "::1".to_string()];
            let made = rcgen::generate_simple_self_signed(names)?;
            write_private(&key, made.signing_key.serialize_pem().as_bytes())
                .map_err(|source| TlsError::File { path: key.clone(), source })?;
            std::fs::write(&cert, made.cert.pem())
                .map_err(|source| TlsError::File { path: cert.clone(), source })?;
        }
        Identity::from_files(&cert, &key)
    }

    /// The SHA-256 fingerprint of the server's own certificate.
    pub fn fingerprint(&self) -> String {
        self.chain.first().map(|cert| fingerprint(cert)).unwrap_or_default()
    }

    /// The rustls configuration that serves this identity.
    ///
    /// # Errors
    /// When rustls refuses the key.
    pub fn server_config(&self) -> Result<Arc<ServerConfig>, TlsError> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()?
            .with_no_client_auth()
            .with_single_cert(self.chain.clone(), self.key.clone_key())?;
        Ok(Arc::new(config))
    }
}
