//! What the server keeps of its certificate from the authority, in its
//! data directory and readable by its owner only: the account's key and
//! address (`acme-account.json`), the certificate chain
//! (`acme-cert.pem`) and its key (`acme-key.pem`).

use std::path::{Path, PathBuf};

use instant_acme::AccountCredentials;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::sign::CertifiedKey;

use super::AcmeError;
use obereg_client::write_private;

/// The account at the authority.
const ACCOUNT: &str = "acme-account.json";
/// The certificate chain, the server's own first.
const CHAIN: &str = "acme-cert.pem";
/// The certificate's key.
const KEY: &str = "acme-key.pem";

/// A certificate ready to serve, and when it is valid (seconds since 1970).
pub struct Held {
    /// The chain and its key, for rustls.
    pub certified: CertifiedKey,
    /// Valid from.
    pub from: i64,
    /// Valid until.
    pub until: i64,
}

impl Held {
    /// When to ask for the next one: once two thirds of its life have
    /// passed (30 days before the end of a 90-day certificate).
    pub fn renew_at(&self) -> i64 {
        renew_at(self.from, self.until)
    }
}

/// When to renew a certificate valid `from` `until`: once two thirds of
/// its life have passed.
fn renew_at(from: i64, until: i64) -> i64 {
    until - (until - from) / 3
}

/// The files of the data directory `dir`.
pub struct Kept {
    dir: PathBuf,
}

impl Kept {
    /// The files in `dir`.
    pub fn new(dir: &Path) -> Kept {
        Kept { dir: dir.to_path_buf() }
    }

    /// The certificate kept for `domain`, if one is and it serves (its
    /// key matches, it names the domain).
    pub fn certificate(&self, domain: &str, provider: &CryptoProvider) -> Option<Held> {
        let chain =
            CertificateDer::pem_file_iter(self.dir.join(CHAIN)).ok()?.collect::<Result<Vec<_>, _>>().ok()?;
        let key = PrivateKeyDer::from_pem_file(self.dir.join(KEY)).ok()?;
        held(chain, key, domain, provider).ok()
    }

    /// Keeps `chain` and `key` (PEM) as the certificate, readable by the
    /// owner only, once they serve `domain`.
    ///
    /// # Errors
    /// When they do not serve or cannot be written.
    pub fn keep_certificate(
        &self,
        chain: &str,
        key: &str,
        domain: &str,
        provider: &CryptoProvider,
    ) -> Result<Held, AcmeError> {
        let certs = CertificateDer::pem_slice_iter(chain.as_bytes())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| AcmeError::Served("the authority's chain is not PEM".into()))?;
        let der = PrivateKeyDer::from_pem_slice(key.as_bytes())
            .map_err(|_| AcmeError::Served("the key made is not PEM".into()))?;
        let held = held(certs, der, domain, provider)?;
        self.write(KEY, key)?;
        self.write(CHAIN, chain)?;
        Ok(held)
    }

    /// The account kept for the authority at `directory`, if any.
    pub fn account(&self, directory: &str) -> Option<AccountCredentials> {
        let text = std::fs::read_to_string(self.dir.join(ACCOUNT)).ok()?;
        let value: serde_json::Value = serde_json::from_str(&text).ok()?;
        let same = value.get("directory").and_then(serde_json::Value::as_str) == Some(directory);
        same.then(|| serde_json::from_value(value).ok()).flatten()
    }

    /// Keeps the account, readable by the owner only.
    ///
    /// # Errors
    /// When it cannot be written.
    pub fn keep_account(&self, credentials: &AccountCredentials) -> Result<(), AcmeError> {
        let text =
            serde_json::to_string(credentials).map_err(|error| AcmeError::Served(error.to_string()))?;
        self.write(ACCOUNT, &text)
    }

    fn write(&self, name: &str, text: &str) -> Result<(), AcmeError> {
        let path = self.dir.join(name);
        write_private(&path, text.as_bytes()).map_err(|source| AcmeError::File { path, source })
    }
}

/// `chain` and `key` as a certificate that serves `domain`.
fn held(
    chain: Vec<CertificateDer<'static>>,
    key: PrivateKeyDer<'static>,
    domain: &str,
    provider: &CryptoProvider,
) -> Result<Held, AcmeError> {
    let first = chain.first().ok_or_else(|| AcmeError::Served("no certificate".into()))?;
    let (_, parsed) = x509_parser::parse_x509_certificate(first)
        .map_err(|error| AcmeError::Served(format!("not a certificate: {error}")))?;
    let names = parsed.subject_alternative_name().ok().flatten();
    let named = names.is_some_and(|names| {
        names.value.general_names.iter().any(|name| {
            matches!(name, x509_parser::extensions::GeneralName::DNSName(dns) if dns.eq_ignore_ascii_case(domain))
        })
    });
    if !named {
        return Err(AcmeError::Served(format!("the certificate does not name {domain}")));
    }
    let validity = parsed.validity();
    let (from, until) = (validity.not_before.timestamp(), validity.not_after.timestamp());
    let certified = CertifiedKey::from_der(chain, key, provider)?;
    Ok(Held { certified, from, until })
}

#[cfg(test)]
mod tests {
    use super::renew_at;

    const DAY: i64 = 86_400;

    #[test]
    fn a_certificate_is_renewed_once_two_thirds_of_its_life_have_passed() {
        let issued = 1_780_000_000;
        assert_eq!(renew_at(issued, issued + 90 * DAY), issued + 60 * DAY);
        assert_eq!(renew_at(issued, issued + 6 * DAY), issued + 4 * DAY);
    }
}
