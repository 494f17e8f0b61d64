//! The errors `main` prints, in the players' language: usage errors, bad
//! values, positions, record files and input/output.

use std::io;

use clap::error::Error as UsageError;

use super::{Messages, count_arg, text_arg};
use crate::cli::CommandError;
use obereg_rules::{NotationError, PositionError};

impl Messages {
    /// A headless command's refusal, naming the flag or file and the value.
    pub fn command_error(&self, error: &CommandError) -> String {
        match error {
            CommandError::BadPosition { record, source } => self.format(
                "error-bad-position",
                &[text_arg("record", record), text_arg("problem", self.position_error(source))],
            ),
            CommandError::Unreadable { path, source } => self.format(
                "file-unreadable",
                &[text_arg("path", path.display()), text_arg("reason", self.io_error(source))],
            ),
            CommandError::Damaged { path, source } => self.format(
                "load-damaged",
                &[text_arg("path", path.display()), text_arg("problem", self.record_error(source))],
            ),
            CommandError::TooFewRolls { command, needed, given } => self.format(
                "die-too-few-rolls",
                &[text_arg("command", command), count_arg("needed", *needed), count_arg("given", *given)],
            ),
            CommandError::HumanInMatch { flag } => self.format("match-human", &[text_arg("arg", flag)]),
            CommandError::BoardMismatch { path, flag, record } => self.format(
                "board-mismatch",
                &[text_arg("path", path.display()), text_arg("flag", flag), text_arg("record", record)],
            ),
            CommandError::BoardOfHost => self.text("board-of-host"),
        }
    }

    /// Why a file or stream failed and what to do, in the players' words,
    /// then `detail`, the system's own words, kept for whoever looks further.
    pub fn io_reason(&self, kind: Option<io::ErrorKind>, detail: &str) -> String {
        let id = match kind {
            Some(io::ErrorKind::NotFound) => "io-not-found",
            Some(io::ErrorKind::PermissionDenied) => "io-permission-denied",
            Some(io::ErrorKind::ReadOnlyFilesystem) => "io-read-only",
            Some(io::ErrorKind::StorageFull) => "io-full",
            Some(io::ErrorKind::IsADirectory) => "io-is-directory",
            Some(io::ErrorKind::NotADirectory) => "io-not-directory",
            Some(io::ErrorKind::BrokenPipe) => "io-broken-pipe",
            _ => "io-other",
        };
        let advice = self.text(&format!("{id}-advice"));
        self.format(
            "io-explained",
            &[text_arg("reason", self.text(id)), text_arg("advice", advice), text_arg("detail", detail)],
        )
    }

    /// Why the network game could not open: the host's port, the system's
    /// randomness.
    pub fn net_error(&self, error: &obereg_net::NetError) -> String {
        match error {
            obereg_net::NetError::Io(error) if error.kind() == io::ErrorKind::AddrInUse => {
                self.text("net-port-in-use")
            }
            obereg_net::NetError::Io(error) => {
                self.format("net-cannot-listen", &[text_arg("reason", self.io_error(error))])
            }
            other => self.format("net-cannot-listen", &[text_arg("reason", other)]),
        }
    }

    fn io_error(&self, error: &io::Error) -> String {
        self.io_reason(Some(error.kind()), &error.to_string())
    }
}

/// An error of the program in the players' language, on one line: the
/// first cause in the chain that has a translation, else the English chain.
pub fn describe_error(messages: &Messages, error: &anyhow::Error) -> String {
    let prefix = messages.text("error-prefix");
    let text = error.chain().enumerate().find_map(|(depth, cause)| {
        if let Some(e) = cause.downcast_ref::<UsageError>() {
            Some(messages.usage_error(e))
        } else if let Some(e) = cause.downcast_ref::<CommandError>() {
            Some(messages.command_error(e))
        } else if let Some(e) = cause.downcast_ref::<PositionError>() {
            Some(messages.position_error(e))
        } else if let Some(e) = cause.downcast_ref::<NotationError>() {
            Some(messages.notation_error(e))
        } else {
            let reason = messages.io_error(cause.downcast_ref::<io::Error>()?);
            // The contexts above a failed read or write say what was being
            // done (already in the players' language, as the terminal's is).
            let doing: Vec<String> = error.chain().take(depth).map(ToString::to_string).collect();
            Some(if doing.is_empty() {
                messages.format("error-io", &[text_arg("reason", reason)])
            } else {
                format!("{}: {reason}", doing.join(": "))
            })
        }
    });
    format!("{prefix} {}", text.unwrap_or_else(|| format!("{error:#}")))
}
