//! The client's check of the server's certificate: not a chain of
//! authorities but the fingerprint pinned on first use, as SSH does. The
//! signature of the handshake is still checked, so only the holder of the
//! certificate's key passes.

use std::sync::{Arc, Mutex};

use rustls::DigitallySignedStruct;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{CryptoProvider, verify_tls12_signature, verify_tls13_signature};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use sha2::{Digest, Sha256};

/// Accepts the certificate whose fingerprint is `expected`, or any when
/// none is known yet, and notes the fingerprint it saw.
#[derive(Debug)]
pub struct Pin {
    expected: Option<String>,
    seen: Arc<Mutex<Option<String>>>,
    provider: Arc<CryptoProvider>,
}

impl Pin {
    /// A check against `expected` (none: the first connection); `seen`
    /// receives the fingerprint offered.
    pub fn new(
        expected: Option<String>,
        seen: Arc<Mutex<Option<String>>>,
        provider: Arc<CryptoProvider>,
    ) -> Pin {
        Pin { expected, seen, provider }
    }
}

impl ServerCertVerifier for Pin {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let offered = fingerprint(end_entity);
        if let Ok(mut seen) = self.seen.lock() {
            *seen = Some(offered.clone());
        }
        match &self.expected {
            Some(known) if *known != offered => {
                Err(rustls::Error::General("the server's fingerprint changed".into()))
            }
            _ => Ok(ServerCertVerified::assertion()),
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(message, cert, dss, &self.provider.signature_verification_algorithms)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(message, cert, dss, &self.provider.signature_verification_algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.provider.signature_verification_algorithms.supported_schemes()
    }
}

/// A certificate's SHA-256 fingerprint as pairs of hex digits joined by
/// colons, as browsers and `openssl x509 -fingerprint` show it.
pub fn fingerprint(cert: &[u8]) -> String {
    Sha256::digest(cert).iter().map(|byte| format!("{byte:02X}")).collect::<Vec<_>>().join(":")
}
