//! A server whose certificate chains to a public authority (the roots of
//! webpki-roots: the same on every machine, whatever the system keeps) is
//! checked the normal way, its name included, and nothing is pinned; any
//! other certificate falls to the pin ([`Pin`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{DigitallySignedStruct, RootCertStore};

use super::pin::Pin;

/// The public authorities, then the pin.
#[derive(Debug)]
pub struct PublicOrPinned {
    public: Arc<WebPkiServerVerifier>,
    pin: Pin,
    chained: Arc<AtomicBool>,
}

impl PublicOrPinned {
    /// Trusts the public roots and `extra` ones, else `pin`; `chained`
    /// hears whether the certificate chained to one of them.
    pub fn new(
        extra: &[CertificateDer<'static>],
        pin: Pin,
        chained: Arc<AtomicBool>,
        provider: Arc<CryptoProvider>,
    ) -> Result<PublicOrPinned, rustls::Error> {
        let mut roots = RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
        for root in extra {
            roots.add(root.clone())?;
        }
        let public = WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider)
            .build()
            .map_err(|error| rustls::Error::General(error.to_string()))?;
        Ok(PublicOrPinned { public, pin, chained })
    }
}

impl ServerCertVerifier for PublicOrPinned {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let public =
            self.public.verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now);
        self.chained.store(public.is_ok(), Ordering::Relaxed);
        let pinned = self.pin.verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now);
        public.or(pinned)
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.pin.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.pin.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.pin.supported_verify_schemes()
    }
}
