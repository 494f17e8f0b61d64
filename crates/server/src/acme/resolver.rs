//! The certificate the server presents, swapped in place when a new one
//! comes (no restart, the connections open go on), and the answers to an
//! authority's TLS-ALPN-01 challenges (RFC 8737): a connection that asks
//! for the `acme-tls/1` protocol is shown the challenge's certificate for
//! the name it asks, and nothing else. The answers to HTTP-01 challenges
//! (RFC 8555, 8.3) are kept here too, for the plain HTTP listener.

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
    tokens: RwLock<HashMap<String, String>>,
}

impl Certified {
    /// Serves `current` until another takes its place.
    pub fn new(current: CertifiedKey) -> Certified {
        Certified {
            current: RwLock::new(Arc::new(current)),
            answers: RwLock::new(HashMap::new()),
            tokens: RwLock::new(HashMap::new()),
        }
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

    /// Stops answering the challenges for `domain`, of both kinds.
    pub fn forget(&self, domain: &str) {
        if let Ok(mut answers) = self.answers.write() {
            answers.remove(&domain.to_ascii_lowercase());
        }
        if let Ok(mut tokens) = self.tokens.write() {
            tokens.clear();
        }
    }

    /// Answers the HTTP-01 challenge of `token` with `key_authorization`
    /// until forgotten.
    pub fn answer_http(&self, token: &str, key_authorization: &str) {
        if let Ok(mut tokens) = self.tokens.write() {
            tokens.insert(token.to_string(), key_authorization.to_string());
        }
    }

    /// The answer to the HTTP-01 challenge of `token`, while it is asked.
    pub fn http_answer(&self, token: &str) -> Option<String> {
        self.tokens.read().ok()?.get(token).cloned()
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
