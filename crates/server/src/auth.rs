//! Accounts: passwords hashed with Argon2id, session tokens kept hashed,
//! and the back-off on failed logins per (address, account), an IPv6
//! address counted by its network of 64 bits.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use sha2::{Digest, Sha256};

use crate::protocol::check::check_bot;
use crate::protocol::{ErrorCode, Secret, check_name, check_password};
use crate::signup::{Registrations, seconds};
use crate::store::{Account, Db, Lifetime, StoreError, name_key};
use crate::time::{Now, millis};

/// How long a session lives: 30 days unused, 180 days at most.
pub const SESSIONS: Lifetime =
    Lifetime { idle: Duration::from_secs(30 * 24 * 3600), max_age: Duration::from_secs(180 * 24 * 3600) };

/// Failed logins allowed before the back-off starts.
const FREE_FAILURES: u32 = 3;
/// The longest wait the back-off asks for.
const MAX_WAIT: Duration = Duration::from_secs(15 * 60);
/// The most (address, account) pairs remembered; past it the ones free to
/// try again are forgotten.
const MAX_REMEMBERED: usize = 100_000;

/// The Argon2id hash (default parameters) of a password nobody has,
/// checked when the name is unknown.
const UNKNOWN_NAME_HASH: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$c29tZSBzYWx0IGhlcmU$ZP0Q7qvAMfyXfDyqa9QS/1eUNSHSYVxBXeV6l0gnqDA";

/// Failed logins of one (address, account).
#[derive(Clone, Copy, Debug)]
struct Failures {
    count: u32,
    last: Duration,
}

/// Failed logins per (address, lower-case name), on an injected clock.
#[derive(Debug, Default)]
pub struct Backoff {
    failures: HashMap<(IpAddr, String), Failures>,
}

impl Backoff {
    /// How long `key` must still wait at `now`, if at all.
    fn wait(&self, key: &(IpAddr, String), now: Duration) -> Option<Duration> {
        let failures = self.failures.get(key)?;
        let over = failures.count.checked_sub(FREE_FAILURES)?;
        let wait = Duration::from_secs(1u64 << over.min(10)).min(MAX_WAIT);
        let until = failures.last + wait;
        (until > now).then(|| until - now)
    }

    /// Counts a failure of `key` at `now`.
    fn failed(&mut self, key: (IpAddr, String), now: Duration) {
        if self.failures.len() >= MAX_REMEMBERED {
            self.failures.retain(|_, failures| failures.last + MAX_WAIT > now);
        }
        let entry = self.failures.entry(key).or_insert(Failures { count: 0, last: now });
        entry.count = entry.count.saturating_add(1);
        entry.last = now;
    }
}

/// Who logged in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedIn {
    /// The account.
    pub account: Account,
    /// A new session token for the client to keep.
    pub token: Secret,
}

/// A refusal: the code and, for [`ErrorCode::TryLater`], the seconds to wait.
pub type Refusal = (ErrorCode, Option<String>);

/// The accounts' side of the server, shared by every connection.
#[derive(Clone)]
pub struct Auth {
    pub(crate) db: Db,
    backoff: Arc<Mutex<Backoff>>,
    registrations: Arc<Mutex<Registrations>>,
    pub(crate) now: Arc<dyn Now>,
}

impl Auth {
    /// Accounts kept in `db`, timed by `now`, at most `registrations` of
    /// them made from one address in an hour.
    pub fn new(db: Db, now: Arc<dyn Now>, registrations: u32) -> Auth {
        let registrations = Arc::new(Mutex::new(Registrations::new(registrations)));
        Auth { db, backoff: Arc::default(), registrations, now }
    }

    /// Makes an account and opens a session for it.
    ///
    /// # Errors
    /// A bad name or password, a name taken, too many registrations from
    /// `peer` lately, or the database failing.
    pub async fn register(&self, peer: IpAddr, name: String, password: Secret) -> Result<LoggedIn, Refusal> {
        self.register_as(peer, name, password, None).await
    }

    /// Makes a bot's account (a bot's for ever) playing at `level`, of
    /// `rating`, and opens a session for it.
    ///
    /// # Errors
    /// As [`Auth::register`], and [`ErrorCode::BadBot`] for a level or
    /// rating out of range.
    pub async fn register_bot(
        &self,
        peer: IpAddr,
        name: String,
        password: Secret,
        level: String,
        rating: u32,
    ) -> Result<LoggedIn, Refusal> {
        check_bot(&level, rating).map_err(|code| (code, None))?;
        self.register_as(peer, name, password, Some((level, rating))).await
    }

    /// Makes an account, a bot's at a level and rating when `bot` gives
    /// them, and opens a session for it.
    async fn register_as(
        &self,
        peer: IpAddr,
        name: String,
        password: Secret,
        bot: Option<(String, u32)>,
    ) -> Result<LoggedIn, Refusal> {
        check_name(&name).map_err(|code| (code, None))?;
        check_password(password.expose()).map_err(|code| (code, None))?;
        let admitted = self.registrations.lock().map_err(|_| storage())?.admit(peer, self.now.now());
        if let Err(wait) = admitted {
            return Err((ErrorCode::TooManyRegistrations, Some(seconds(wait))));
        }
        let hash = tokio::task::spawn_blocking(move || hash_password(password.expose()))
            .await
            .map_err(|_| storage())?
            .ok_or_else(storage)?;
        let now = millis(self.now.now());
        let kept = name.clone();
        let id = self.db.call(move |store| store.create(&kept, &hash, bot.as_ref(), now)).await.map_err(
            |error| match error {
                StoreError::NameTaken => (ErrorCode::NameTaken, None),
                _ => storage(),
            },
        )?;
        let account = self.db.call(move |store| store.account(&name)).await.map_err(|_| storage())?;
        match account {
            Some(account) if account.id == id => self.open_session(account).await,
            _ => Err(storage()),
        }
    }

    /// Logs in with a password, unless this address (an IPv6 address's
    /// network of 64 bits) has failed too often for this name lately.
    ///
    /// # Errors
    /// [`ErrorCode::TryLater`] (with the seconds) while backing off,
    /// [`ErrorCode::LoginFailed`] for a wrong name or password.
    pub async fn login(&self, peer: IpAddr, name: String, password: Secret) -> Result<LoggedIn, Refusal> {
        let account = self.verify(peer, name, password).await?;
        self.open_session(account).await
    }

    /// The account of `name` if `password` is its own, unless this address
    /// (an IPv6 address's network of 64 bits) has failed too often for
    /// this name lately; a failure counts towards the back-off.
    ///
    /// # Errors
    /// As [`Auth::login`].
    pub(crate) async fn verify(
        &self,
        peer: IpAddr,
        name: String,
        password: Secret,
    ) -> Result<Account, Refusal> {
        let key = (obereg_net::source(peer), name_key(&name));
        let wait = self.backoff.lock().map_err(|_| storage())?.wait(&key, self.now.now());
        if let Some(wait) = wait {
            return Err((ErrorCode::TryLater, Some(seconds(wait))));
        }
        let account = if name.chars().count() > crate::protocol::NAME_MAX
            || password.expose().len() > crate::protocol::PASSWORD_MAX
        {
            None
        } else {
            self.db.call(move |store| store.account(&name)).await.map_err(|_| storage())?
        };
        // An unknown name costs a hash too, so the time taken does not say
        // which names exist.
        let phc = account.as_ref().map_or(UNKNOWN_NAME_HASH.to_string(), |account| account.password.clone());
        let good = tokio::task::spawn_blocking(move || verify_password(&phc, password.expose()))
            .await
            .unwrap_or(false);
        let verified = account.filter(|_| good);
        let Some(account) = verified else {
            self.backoff.lock().map_err(|_| storage())?.failed(key, self.now.now());
            return Err((ErrorCode::LoginFailed, None));
        };
        self.backoff.lock().map_err(|_| storage())?.failures.remove(&key);
        Ok(account)
    }

    /// Logs in with a session token from an earlier login; the same token
    /// stays good while its session lives ([`SESSIONS`]).
    ///
    /// # Errors
    /// [`ErrorCode::LoginFailed`] for a token the server does not know, or
    /// whose session ended.
    pub async fn resume(&self, token: Secret) -> Result<LoggedIn, Refusal> {
        let (hash, now) = (token_hash(token.expose()), millis(self.now.now()));
        let account = self
            .db
            .call(move |store| store.session_account(&hash, now, SESSIONS))
            .await
            .map_err(|_| storage())?;
        account.map(|account| LoggedIn { account, token }).ok_or((ErrorCode::LoginFailed, None))
    }

    /// A new random token for `account`, kept hashed; the sessions past
    /// their time go meanwhile.
    async fn open_session(&self, account: Account) -> Result<LoggedIn, Refusal> {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes).map_err(|_| storage())?;
        let token = bytes.iter().map(|byte| format!("{byte:02x}")).collect::<String>();
        let (hash, id, now) = (token_hash(&token), account.id, millis(self.now.now()));
        let opened = move |store: &mut crate::store::Store| {
            store.remove_expired(now, SESSIONS)?;
            store.add_session(&hash, id, now)
        };
        self.db.call(opened).await.map_err(|_| storage())?;
        Ok(LoggedIn { account, token: Secret::from(token) })
    }
}

/// The refusal when the server could not keep or read something.
pub(crate) fn storage() -> Refusal {
    (ErrorCode::Storage, None)
}

/// The Argon2id PHC string of `password` with a new random salt.
pub(crate) fn hash_password(password: &str) -> Option<String> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).ok()?;
    let salt = SaltString::encode_b64(&salt).ok()?;
    Argon2::default().hash_password(password.as_bytes(), &salt).ok().map(|hash| hash.to_string())
}

/// Whether `password` matches the PHC string `phc`.
fn verify_password(phc: &str, password: &str) -> bool {
    PasswordHash::new(phc)
        .is_ok_and(|hash| Argon2::default().verify_password(password.as_bytes(), &hash).is_ok())
}

/// The SHA-256 of a token, as the database keeps it.
pub(crate) fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

    use super::*;

    /// Accounts in a new database in `dir`, at most `registrations` an hour
    /// from one address, and a runtime to call them in.
    fn accounts(dir: &tempfile::TempDir, registrations: u32) -> (Auth, tokio::runtime::Runtime) {
        let db = Db::new(crate::store::Store::open(dir.path()).unwrap()).unwrap();
        let auth = Auth::new(db, Arc::new(crate::ManualNow::default()), registrations);
        (auth, tokio::runtime::Builder::new_current_thread().build().unwrap())
    }

    #[test]
    fn the_back_off_holds_a_whole_ipv6_network_of_64_bits_as_one_address() {
        let dir = tempfile::tempdir().unwrap();
        let (auth, runtime) = accounts(&dir, 5);
        let login = |address: &str| {
            let peer: IpAddr = address.parse().unwrap();
            let refused = runtime.block_on(auth.login(peer, "alice".into(), "wrong horse".into()));
            refused.unwrap_err().0
        };
        for _ in 0..FREE_FAILURES {
            assert_eq!(login("2001:db8::1"), ErrorCode::LoginFailed);
        }
        assert_eq!(login("2001:db8::2"), ErrorCode::TryLater, "another address of the same network");
        assert_eq!(login("2001:db8:0:1::1"), ErrorCode::LoginFailed, "another network");
    }

    #[test]
    fn an_address_past_its_registrations_is_refused_while_another_registers() {
        let dir = tempfile::tempdir().unwrap();
        let (auth, runtime) = accounts(&dir, 1);
        let register = |address: &str, name: &str| {
            let peer: IpAddr = address.parse().unwrap();
            runtime.block_on(auth.register(peer, name.into(), "correct horse".into())).map(|_| ())
        };
        assert_eq!(register("192.0.2.1", "alice"), Ok(()));
        let refused = register("192.0.2.1", "bob").unwrap_err();
        assert_eq!(refused, (ErrorCode::TooManyRegistrations, Some("3600".into())));
        assert_eq!(register("192.0.2.2", "bob"), Ok(()));
        assert_eq!(register("2001:db8::1", "carol"), Ok(()));
        assert!(register("2001:db8::2", "dave").is_err(), "the same network of 64 bits");
    }

    #[test]
    fn an_unknown_name_is_checked_against_a_hash_that_reads_and_costs_as_much_as_a_real_one() {
        let unknown = PasswordHash::new(UNKNOWN_NAME_HASH).unwrap();
        let real = hash_password("correct horse").unwrap();
        let real = PasswordHash::new(&real).unwrap();
        assert_eq!(unknown.params, real.params);
        assert_eq!(unknown.algorithm, real.algorithm);
        assert!(!verify_password(UNKNOWN_NAME_HASH, "correct horse"));
    }
}
