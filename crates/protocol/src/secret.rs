//! A password or a session token: sent as its text, never shown.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A password or token. It serialises as plain text (the protocol needs
/// it), but `Debug` shows no character of it, so no log line or panic
/// message can carry it.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    /// The secret's text, for the one place that needs it (hashing it,
    /// keeping a token in the client's file).
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(hidden)")
    }
}

impl From<&str> for Secret {
    fn from(text: &str) -> Secret {
        Secret(text.to_string())
    }
}

impl From<String> for Secret {
    fn from(text: String) -> Secret {
        Secret(text)
    }
}
