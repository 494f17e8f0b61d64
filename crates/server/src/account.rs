//! What a logged-in player does to their own account: logs out (this
//! session or every one), changes the password (the other sessions end),
//! deletes the account (its finished games stay under a retired name).
//! The password is asked again for the last two, under the back-off of
//! failed logins.

use std::net::IpAddr;

use crate::auth::{Auth, Refusal, hash_password, storage};
use crate::protocol::{ErrorCode, Secret, check_password};
use crate::store::{Account, Retired};

/// Whose session a connection holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder {
    /// The account's row.
    pub account: i64,
    /// Its name.
    pub name: String,
    /// The SHA-256 of the connection's session token.
    pub token_hash: Vec<u8>,
}

impl Auth {
    /// Ends `holder`'s session, or every session of its account.
    ///
    /// # Errors
    /// [`ErrorCode::Storage`] when the database fails.
    pub async fn logout(&self, holder: &Holder, everywhere: bool) -> Result<(), Refusal> {
        let (account, hash) = (holder.account, holder.token_hash.clone());
        let ended = move |store: &mut crate::store::Store| {
            if everywhere { store.end_sessions(account, None).map(drop) } else { store.end_session(&hash) }
        };
        self.db.call(ended).await.map_err(|_| storage())
    }

    /// Gives `holder`'s account the password `new` once `password` proves
    /// it theirs; the account's other sessions end. How many ended.
    ///
    /// # Errors
    /// [`ErrorCode::BadPassword`] for a new password out of bounds, as
    /// [`Auth::login`] for a wrong one, [`ErrorCode::Storage`].
    pub async fn change_password(
        &self,
        peer: IpAddr,
        holder: &Holder,
        password: Secret,
        new: Secret,
    ) -> Result<u32, Refusal> {
        check_password(new.expose()).map_err(|code| (code, None))?;
        let account = self.owned(peer, holder, password).await?;
        let hash = tokio::task::spawn_blocking(move || hash_password(new.expose()))
            .await
            .map_err(|_| storage())?
            .ok_or_else(storage)?;
        let keep = holder.token_hash.clone();
        let ended = self
            .db
            .call(move |store| store.set_password(account.id, &hash, &keep))
            .await
            .map_err(|_| storage())?;
        Ok(u32::try_from(ended).unwrap_or(u32::MAX))
    }

    /// Deletes `holder`'s account once `password` proves it theirs.
    ///
    /// # Errors
    /// [`ErrorCode::UnfinishedGames`] while it has a game not finished, as
    /// [`Auth::login`] for a wrong password, [`ErrorCode::Storage`].
    pub async fn delete_account(
        &self,
        peer: IpAddr,
        holder: &Holder,
        password: Secret,
    ) -> Result<(), Refusal> {
        let account = self.owned(peer, holder, password).await?;
        match self.db.call(move |store| store.retire(account.id)).await.map_err(|_| storage())? {
            Retired::Done(_) => Ok(()),
            Retired::Unfinished => Err((ErrorCode::UnfinishedGames, None)),
        }
    }

    /// `holder`'s account, if `password` is its own.
    async fn owned(&self, peer: IpAddr, holder: &Holder, password: Secret) -> Result<Account, Refusal> {
        let account = self.verify(peer, holder.name.clone(), password).await?;
        if account.id == holder.account { Ok(account) } else { Err((ErrorCode::LoginFailed, None)) }
    }
}
