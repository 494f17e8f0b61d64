//! The certificate the server presents, swapped in place when a new one
//! comes (no restart, the connections open go on), and the answers to an
//! authority's TLS-ALPN-01 challenges (RFC 8737): a connection that asks
//! for the `acme-tls/1` protocol is shown the challenge's certificate for
//! the name it asks, and nothing else.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;

/// The protocol an authority's validation asks for (RFC 8737).
pub const ACME_TLS_ALPN: &[u8] = b"acme-tls/1";

/// The certificate served, and the challenges' answers under way.
#[derive(Debug)]
pub struct Certified {
    current: RwLock<Arc<CertifiedKey>>,
    answers: RwLock<HashMap<String, Arc<CertifiedKey>>>,
}

impl Certified {
    /// Serves `current` until another takes its place.
    pub fn new(current: CertifiedKey) -> Certified {
        Certified { current: RwLock::new(Arc::new(current)), answers: RwLock::new(HashMap::new()) }
    }

    /// Serves `certified` from the next handshake on.
    pub fn swap(&self, certified: CertifiedKey) {
        if let Ok(mut current) = self.current.write() {
            *current = Arc::new(certified);
        }
    }

    /// The certificate served now.
    pub fn current(&self) -> Option<Arc<CertifiedKey>> {
        self.current.read().ok().map(|current| Arc::clone(&current))
    }

    /// Answers the challenge for `domain` with `answer` until forgotten.
    pub fn answer(&self, domain: &str, answer: CertifiedKey) {
        if let Ok(mut answers) = self.answers.write() {
            answers.insert(domain.to_ascii_lowercase(), Arc::new(answer));
        }
    }

    /// Stops answering the challenge for `domain`.
    pub fn forget(&self, domain: &str) {
        if let Ok(mut answers) = self.answers.write() {
            answers.remove(&domain.to_ascii_lowercase());
        }
    }
}

impl ResolvesServerCert for Certified {
    fn resolve(&self, hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        let validating = hello.alpn().is_some_and(|mut offered| offered.any(|name| name == ACME_TLS_ALPN));
        if validating {
            let name = hello.server_name()?.to_ascii_lowercase();
            return self.answers.read().ok()?.get(&name).cloned();
        }
        self.current()
    }
}
