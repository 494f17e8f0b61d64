//! The bytes of a message: big-endian numbers and length-prefixed text,
//! read back with every length checked before it is trusted.

use crate::error::NetError;

/// Builds the bytes of a message.
#[derive(Default)]
pub(crate) struct Writer(Vec<u8>);

impl Writer {
    pub(crate) fn u8(&mut self, value: u8) -> &mut Writer {
        self.0.push(value);
        self
    }

    pub(crate) fn u16(&mut self, value: u16) -> &mut Writer {
        self.0.extend_from_slice(&value.to_be_bytes());
        self
    }

    pub(crate) fn u32(&mut self, value: u32) -> &mut Writer {
        self.0.extend_from_slice(&value.to_be_bytes());
        self
    }

    pub(crate) fn u64(&mut self, value: u64) -> &mut Writer {
        self.0.extend_from_slice(&value.to_be_bytes());
        self
    }

    /// Bytes with a two-byte length before them; longer ones are cut at
    /// `u16::MAX` (callers limit their text well below).
    pub(crate) fn bytes(&mut self, value: &[u8]) -> &mut Writer {
        let value = &value[..value.len().min(usize::from(u16::MAX))];
        self.u16(value.len() as u16);
        self.0.extend_from_slice(value);
        self
    }

    pub(crate) fn text(&mut self, value: &str) -> &mut Writer {
        self.bytes(value.as_bytes())
    }

    pub(crate) fn finish(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.0)
    }
}

/// Reads a message's bytes from the front.
pub(crate) struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader(bytes)
    }

    fn take(&mut self, count: usize) -> Result<&'a [u8], NetError> {
        if self.0.len() < count {
            return Err(NetError::Malformed("cut short"));
        }
        let (head, rest) = self.0.split_at(count);
        self.0 = rest;
        Ok(head)
    }

    fn array<const K: usize>(&mut self) -> Result<[u8; K], NetError> {
        let mut array = [0u8; K];
        array.copy_from_slice(self.take(K)?);
        Ok(array)
    }

    pub(crate) fn u8(&mut self) -> Result<u8, NetError> {
        Ok(self.array::<1>()?[0])
    }

    pub(crate) fn u16(&mut self) -> Result<u16, NetError> {
        Ok(u16::from_be_bytes(self.array()?))
    }

    pub(crate) fn u32(&mut self) -> Result<u32, NetError> {
        Ok(u32::from_be_bytes(self.array()?))
    }

    pub(crate) fn u64(&mut self) -> Result<u64, NetError> {
        Ok(u64::from_be_bytes(self.array()?))
    }

    pub(crate) fn bytes(&mut self) -> Result<&'a [u8], NetError> {
        let count = self.u16()?;
        self.take(usize::from(count))
    }

    /// Text of at most `limit` characters, in UTF-8.
    pub(crate) fn text(&mut self, limit: usize) -> Result<String, NetError> {
        let text = std::str::from_utf8(self.bytes()?).map_err(|_| NetError::Malformed("not UTF-8"))?;
        if text.chars().count() > limit {
            return Err(NetError::Malformed("text too long"));
        }
        Ok(text.to_string())
    }

    /// Nothing may follow the end of a message.
    pub(crate) fn end(&self) -> Result<(), NetError> {
        if self.0.is_empty() { Ok(()) } else { Err(NetError::Malformed("bytes after the end")) }
    }
}
