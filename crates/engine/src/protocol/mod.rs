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
use obereg_rules::RulesString;

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
/// of the input (a `play` or `analyze` under way is stopped at once and
/// answered with the best move found so far), or a
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
    let mut session = Sessions::Nine(Session::new(sender));
    loop {
        let input = match session.deadline() {
            Some(deadline) => match inbox.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(input) => input,
                Err(RecvTimeoutError::Timeout) => Input::TimeUp,
                Err(RecvTimeoutError::Disconnected) => Input::Closed,
            },
            None => inbox.recv().unwrap_or(Input::Closed),
        };
        if let Input::Host(Command::Rules(text)) = &input {
            session = session.for_rules(text);
        }
        if !session.handle(input, Instant::now(), output)? {
            return Ok(());
        }
    }
}

/// The session on the board the host's rules string names (9×9 until one
/// says otherwise).
enum Sessions {
    Nine(Session<9>),
    Eleven(Session<11>),
}

impl Sessions {
    /// The session on the board of rules string `text`; a board Obereg is
    /// not played on is left to the session to refuse.
    fn for_rules(self, text: &str) -> Sessions {
        let side = text.parse::<RulesString>().and_then(|rules| rules.board_side());
        match (self, side) {
            (Sessions::Nine(session), Ok(11)) => Sessions::Eleven(session.on_board()),
            (Sessions::Eleven(session), Ok(9)) => Sessions::Nine(session.on_board()),
            (session, _) => session,
        }
    }

    /// See [`Session::deadline`].
    fn deadline(&self) -> Option<Instant> {
        match self {
            Sessions::Nine(session) => session.deadline(),
            Sessions::Eleven(session) => session.deadline(),
        }
    }

    /// See [`Session::handle`].
    fn handle(&mut self, input: Input, now: Instant, output: &mut impl Write) -> std::io::Result<bool> {
        match self {
            Sessions::Nine(session) => session.handle(input, now, output),
            Sessions::Eleven(session) => session.handle(input, now, output),
        }
    }
}

/// Writes one line and flushes it, as OTEP requires.
fn say(output: &mut impl Write, line: &str) -> std::io::Result<()> {
    writeln!(output, "{line}")?;
    output.flush()
}
