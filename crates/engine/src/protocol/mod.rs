//! `obereg engine`: the OpenTafl engine protocol (OTEP) on standard input
//! and output, so OpenTafl (or any OTEP host) can use obereg as its
//! computer player. Every line written is flushed at once.
//!
//! The host's lines are read on a thread of their own and the search runs
//! on another, so the host is heard while the engine thinks: `finish`,
//! `goodbye`, a new `clock` or any change of the game take effect at once.

mod clock;
mod command;
mod session;
mod task;

use std::io::{BufRead, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Instant;

use command::Command;
use session::Session;

use crate::Event;

/// What the session waits for: a line from the host, a report of the
/// search under way (with its number), the end of the thinking time, or
/// the end of the host's input.
pub(crate) enum Input {
    Host(Command),
    Thought(u64, Event),
    TimeUp,
    Closed,
}

/// Speaks OTEP with the host on `input`/`output` until `goodbye`, the end
/// of the input (after answering a `play` or `analyze` under way), or a
/// rules string that is not Obereg (answered with a critical `error -1`
/// that says why).
///
/// # Errors
/// Only when writing fails.
pub fn run(input: impl BufRead + Send + 'static, output: &mut impl Write) -> std::io::Result<()> {
    let (sender, inbox) = mpsc::channel();
    let reader = sender.clone();
    std::thread::spawn(move || {
        for line in input.lines() {
            let Ok(line) = line else { break };
            let command = Command::read(&line).map(Input::Host);
            if command.is_some_and(|command| reader.send(command).is_err()) {
                return;
            }
        }
        let _ = reader.send(Input::Closed);
    });
    say(output, "hello")?;
    let mut session = Session::new(sender);
    loop {
        let input = match session.deadline() {
            Some(deadline) => match inbox.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(input) => input,
                Err(RecvTimeoutError::Timeout) => Input::TimeUp,
                Err(RecvTimeoutError::Disconnected) => Input::Closed,
            },
            None => inbox.recv().unwrap_or(Input::Closed),
        };
        if !session.handle(input, Instant::now(), output)? {
            return Ok(());
        }
    }
}

/// Writes one line and flushes it, as OTEP requires.
fn say(output: &mut impl Write, line: &str) -> std::io::Result<()> {
    writeln!(output, "{line}")?;
    output.flush()
}
