//! Frames on the stream: a four-byte length, then that many bytes. The
//! length is checked against the limit before any byte of the body is
//! kept, so a peer cannot make this side hold more than one frame.

use std::io::{ErrorKind, Read, Write};

use crate::MAX_MESSAGE;
use crate::error::NetError;

/// The longest frame: a message and its authentication tag.
pub(crate) const MAX_FRAME: usize = MAX_MESSAGE + 16;

/// Gathers frames from a stream that may time out in the middle of one.
#[derive(Default)]
pub(crate) struct FrameReader {
    buffer: Vec<u8>,
}

impl FrameReader {
    /// The next whole frame, reading what the stream has; `None` when the
    /// stream's read timeout passed first.
    pub(crate) fn next(&mut self, stream: &mut impl Read) -> Result<Option<Vec<u8>>, NetError> {
        let mut chunk = [0u8; 4096];
        // Each turn either takes a frame, returns, or adds bytes that the
        // length check in `take` bounds: the loop ends.
        loop {
            if let Some(frame) = self.take()? {
                return Ok(Some(frame));
            }
            match stream.read(&mut chunk) {
                Ok(0) => return Err(NetError::Closed),
                Ok(count) => self.buffer.extend_from_slice(&chunk[..count]),
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => return Ok(None),
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => return Err(e.into()),
            }
        }
    }

    fn take(&mut self) -> Result<Option<Vec<u8>>, NetError> {
        let Some(head) = self.buffer.first_chunk::<4>() else { return Ok(None) };
        let length = u32::from_be_bytes(*head) as usize;
        if length > MAX_FRAME {
            return Err(NetError::TooLong(length));
        }
        if self.buffer.len() < 4 + length {
            return Ok(None);
        }
        let frame = self.buffer[4..4 + length].to_vec();
        self.buffer.drain(..4 + length);
        Ok(Some(frame))
    }
}

/// Writes one frame.
pub(crate) fn write_frame(stream: &mut impl Write, body: &[u8]) -> Result<(), NetError> {
    if body.len() > MAX_FRAME {
        return Err(NetError::TooLong(body.len()));
    }
    let mut bytes = (body.len() as u32).to_be_bytes().to_vec();
    bytes.extend_from_slice(body);
    stream.write_all(&bytes)?;
    stream.flush()?;
    Ok(())
}
