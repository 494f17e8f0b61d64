//! One certificate asked of the authority: an order for the domain, its
//! TLS-ALPN-01 challenge answered on the server's own port (or, with the
//! plain HTTP listener, its HTTP-01 challenge there), a key made here and
//! the certificate fetched.

use instant_acme::{
    Account, AuthorizationStatus, ChallengeType, Identifier, NewOrder, OrderStatus, RetryPolicy,
};
use rcgen::{CertificateParams, CustomExtension, DistinguishedName, KeyPair};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::sign::CertifiedKey;

use super::AcmeError;
use super::resolver::Certified;

/// A certificate for `domain` from the authority of `account`, the
/// challenge answered through `certified` (over plain HTTP when `http`):
/// its chain and its key (PEM).
///
/// # Errors
/// When the authority cannot be reached, refuses or does not validate.
pub async fn obtain(
    account: &Account,
    domain: &str,
    certified: &Certified,
    provider: &CryptoProvider,
    http: bool,
) -> Result<(String, String), AcmeError> {
    let identifiers = [Identifier::Dns(domain.to_string())];
    let mut order = account.new_order(&NewOrder::new(&identifiers)).await?;
    let validated = validate(&mut order, domain, certified, provider, http).await;
    certified.forget(domain);
    if validated? != OrderStatus::Ready {
        return Err(AcmeError::Served(format!("the authority did not validate {domain}")));
    }
    let key = KeyPair::generate()?;
    let mut params = CertificateParams::new(vec![domain.to_string()])?;
    params.distinguished_name = DistinguishedName::new();
    let request = params.serialize_request(&key)?;
    order.finalize_csr(request.der()).await?;
    let chain = order.poll_certificate(&RetryPolicy::default()).await?;
    Ok((chain, key.serialize_pem()))
}

/// Answers the order's challenges and waits until the authority has
/// looked: the order's status then.
async fn validate(
    order: &mut instant_acme::Order,
    domain: &str,
    certified: &Certified,
    provider: &CryptoProvider,
    http: bool,
) -> Result<OrderStatus, AcmeError> {
    let kind = if http { ChallengeType::Http01 } else { ChallengeType::TlsAlpn01 };
    let mut authorizations = order.authorizations();
    while let Some(authorization) = authorizations.next().await {
        let mut authorization = authorization?;
        match authorization.status {
            AuthorizationStatus::Valid => continue,
            AuthorizationStatus::Pending => {}
            other => return Err(AcmeError::Served(format!("the authorization is {other:?}"))),
        }
        let mut challenge = authorization
            .challenge(kind.clone())
            .ok_or_else(|| AcmeError::Served(format!("the authority offers no {kind:?} challenge")))?;
        let key_authorization = challenge.key_authorization();
        if http {
            certified.answer_http(&challenge.token, key_authorization.as_str());
        } else {
            certified.answer(domain, answer(domain, key_authorization.digest().as_ref(), provider)?);
        }
        challenge.set_ready().await?;
    }
    Ok(order.poll_ready(&RetryPolicy::default()).await?)
}

/// The certificate that answers a TLS-ALPN-01 challenge for `domain`:
/// self-signed, with the key authorization's `digest` in its critical
/// acmeIdentifier extension.
fn answer(domain: &str, digest: &[u8], provider: &CryptoProvider) -> Result<CertifiedKey, AcmeError> {
    if digest.len() != 32 {
        return Err(AcmeError::Served("the key authorization's digest is not SHA-256".into()));
    }
    let mut params = CertificateParams::new(vec![domain.to_string()])?;
    params.custom_extensions = vec![CustomExtension::new_acme_identifier(digest)];
    let key = KeyPair::generate()?;
    let cert = params.self_signed(&key)?;
    let der = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der()));
    // Not `CertifiedKey::from_der`: its check of the key parses the
    // certificate, whose critical acmeIdentifier extension it refuses.
    let signing = provider.key_provider.load_private_key(der)?;
    Ok(CertifiedKey::new(vec![cert.der().clone()], signing))
}
