//! The join code: eight characters from the operating system's randomness,
//! written `7KQ2-M9WX`, from an alphabet without look-alikes (Crockford's
//! base 32: no I, L, O or U), so it can be read aloud and typed.

use std::fmt;
use std::str::FromStr;

use crate::error::NetError;

/// The 32 characters of a join code.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// How many characters a code has: 40 bits, against an attacker who gets
/// one guess per connection and is slowed down after each wrong one.
const LENGTH: usize = 8;

/// A join code, the secret both players share for one game.
#[derive(Clone, PartialEq, Eq)]
pub struct JoinCode([u8; LENGTH]);

impl JoinCode {
    /// A fresh code from the operating system's randomness.
    ///
    /// # Errors
    /// [`NetError::Randomness`] when the system cannot give random bytes.
    pub fn fresh() -> Result<JoinCode, NetError> {
        let mut bytes = [0u8; LENGTH];
        getrandom::fill(&mut bytes).map_err(|e| NetError::Randomness(e.to_string()))?;
        Ok(JoinCode(bytes.map(|b| ALPHABET[usize::from(b % 32)])))
    }

    /// The code as the key exchange takes it (canonical, without the dash).
    pub fn secret(&self) -> &[u8] {
        &self.0
    }
}

impl fmt::Display for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = String::from_utf8_lossy(&self.0);
        write!(f, "{}-{}", &text[..LENGTH / 2], &text[LENGTH / 2..])
    }
}

impl fmt::Debug for JoinCode {
    /// Never the code itself: it is a secret and debug output ends up in logs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JoinCode(…)")
    }
}

impl FromStr for JoinCode {
    type Err = NetError;

    /// Reads a code as a person types it: any case, with or without the
    /// dash or spaces, O read as 0 and I or L as 1.
    fn from_str(text: &str) -> Result<JoinCode, NetError> {
        let mut code = [0u8; LENGTH];
        let mut count = 0;
        for c in text.chars().filter(|c| *c != '-' && !c.is_whitespace()) {
            let c = match c.to_ascii_uppercase() {
                'O' => '0',
                'I' | 'L' => '1',
                other => other,
            };
            let known = c.is_ascii() && ALPHABET.contains(&(c as u8));
            if !known || count == LENGTH {
                return Err(NetError::BadCode);
            }
            code[count] = c as u8;
            count += 1;
        }
        if count == LENGTH { Ok(JoinCode(code)) } else { Err(NetError::BadCode) }
    }
}
