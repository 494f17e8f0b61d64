//! The page's side: the browser's local storage, one key per server's
//! session token.

/// Where the page keeps a server's session token: this, then the server.
const TOKEN: &str = "obereg.token.";

/// The browser's storage's key of the session token for `server`.
fn token_key(server: &str) -> String {
    format!("{TOKEN}{server}")
}

/// Where online play keeps what it remembers: the browser's local storage.
#[derive(Clone, Debug)]
pub struct Keeping {}

impl Keeping {
    /// The browser's local storage.
    pub fn open() -> Option<Keeping> {
        Some(Keeping {})
    }

    /// None: a page plays on its own server, which it is given.
    pub fn server(&self) -> Option<String> {
        None
    }

    /// Nothing to remember: a page plays on its own server.
    pub fn remember(&self, _server: &str) {}

    /// The session token kept for `server`, if any.
    pub fn token(&self, server: &str) -> Option<String> {
        crate::web_storage::kept(&token_key(server))
    }

    /// Keeps `token` for `server`; a browser that refuses keeps none, and
    /// the password is asked next time.
    pub fn keep_token(&self, server: &str, token: &str) {
        crate::web_storage::keep_as(&token_key(server), Some(token));
    }

    /// Forgets the token kept for `server`.
    pub fn forget_token(&self, server: &str) {
        crate::web_storage::keep_as(&token_key(server), None);
    }

    /// None: a page autosaves no online game (the server keeps it).
    pub fn games(&self) -> Option<std::path::PathBuf> {
        None
    }
}
