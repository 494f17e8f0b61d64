//! `obereg server migrate-store --from STORE --to STORE`: a community's
//! data copied into another store, checked, and its counts printed.

use std::io::Write;

use obereg_server::store::{Location, copy_store};

use crate::i18n::{Messages, text_arg};

/// Copies the store `from` into the empty store `to` and prints the rows
/// of each table and the games played again (locations without their
/// passwords).
///
/// # Errors
/// When the copy or its check fails, said in the players' language with
/// the reason after it.
pub(super) fn migrate_store(
    from: &Location,
    to: &Location,
    messages: &Messages,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let places = [text_arg("from", from), text_arg("to", to)];
    let copied = copy_store(from, to).map_err(|error| {
        anyhow::Error::msg(format!("{} ({error})", messages.format("server-migrate-failed", &places)))
    })?;
    for (table, rows) in &copied.tables {
        writeln!(out, "{table}: {rows}")?;
    }
    let done = [text_arg("from", from), text_arg("to", to), text_arg("games", copied.replayed)];
    writeln!(out, "{}", messages.format("server-migrate-done", &done))?;
    Ok(())
}
