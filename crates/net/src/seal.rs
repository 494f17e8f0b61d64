//! Sealing messages with ChaCha20-Poly1305 under the key both sides got from
//! the join code. Each direction counts its messages and the count is the
//! nonce, never sent: a message replayed, dropped, reordered or altered
//! does not open, and the connection is closed.

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};

use crate::error::NetError;

/// Which way the messages of a [`Seal`] travel: the two directions share
/// the key but never a nonce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
    HostToGuest = 1,
    GuestToHost = 2,
}

/// One direction of a sealed connection: seals on the sending side, opens
/// on the receiving side, counting as it goes.
pub(crate) struct Seal {
    cipher: ChaCha20Poly1305,
    direction: Direction,
    counter: u64,
}

impl Seal {
    pub(crate) fn new(key: &[u8; 32], direction: Direction) -> Seal {
        Seal { cipher: ChaCha20Poly1305::new(Key::from_slice(key)), direction, counter: 0 }
    }

    fn nonce(&self) -> Nonce {
        let mut nonce = [0u8; 12];
        nonce[0] = self.direction as u8;
        nonce[4..].copy_from_slice(&self.counter.to_be_bytes());
        Nonce::from(nonce)
    }

    /// The next message, sealed.
    pub(crate) fn seal(&mut self, plain: &[u8]) -> Result<Vec<u8>, NetError> {
        let sealed = self.cipher.encrypt(&self.nonce(), plain).map_err(|_| NetError::TooLong(plain.len()))?;
        self.counter += 1;
        Ok(sealed)
    }

    /// The next message, opened, if it is the one expected.
    pub(crate) fn open(&mut self, sealed: &[u8]) -> Result<Vec<u8>, NetError> {
        let plain = self.cipher.decrypt(&self.nonce(), sealed).map_err(|_| NetError::Tampered)?;
        self.counter += 1;
        Ok(plain)
    }
}
