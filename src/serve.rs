//! `obereg server`: runs the online server until the process is killed,
//! after saying, in the players' language, where it listens and its
//! certificate's fingerprint. A module of its own, not in `headless`,
//! because it uses `i18n`, which uses `headless`.

use std::io::Write;
use std::net::{Ipv4Addr, SocketAddr};

use obereg_server::acme::{Acme, CertEvent, LETS_ENCRYPT, Tell};
use obereg_server::store::{BackupError, Location, backup as copy_database};
use obereg_server::{Config, DEFAULT_PORT, Limits, Ready, ServerError, run_blocking};

use crate::cli::{ServerArgs, ServerCommand};
use crate::i18n::{Messages, text_arg};

mod migrate;

/// Runs the server of `args`; returns only when it cannot start.
///
/// # Errors
/// When the data directory, the certificate, the database or the address
/// fails, said in the players' language with the reason after it.
pub fn serve(args: &ServerArgs, messages: &Messages, out: &mut impl Write) -> anyhow::Result<()> {
    match &args.backup {
        Some(ServerCommand::Backup { .. }) if matches!(args.store, Some(Location::Postgres(_))) => {
            return Err(anyhow::Error::msg(messages.format("server-backup-postgres", &[])));
        }
        Some(ServerCommand::Backup { data, out: file }) => {
            let data_dir = data_dir(data.as_ref().or(args.data.as_ref()), messages)?;
            return backup(&data_dir, file, messages, out);
        }
        Some(ServerCommand::MigrateStore { from, to }) => {
            return migrate::migrate_store(from, to, messages, out);
        }
        None => {}
    }
    let data_dir = data_dir(args.data.as_ref(), messages)?;
    let listen = args.listen.unwrap_or(SocketAddr::from((Ipv4Addr::LOCALHOST, DEFAULT_PORT)));
    let cert = args.cert.clone().zip(args.key.clone());
    let config = Config {
        cert,
        web: args.web.clone(),
        metrics: args.metrics,
        acme: acme(args, messages),
        http: args.http,
        store: args.store.clone(),
        bus: args.bus.clone(),
        node: args.node.clone(),
        lease: args.lease.map(std::time::Duration::from_secs),
        ..Config::new(listen, data_dir.clone())
    };
    let mut printed = Ok(());
    run_blocking(config, limits(args), |Ready { address, fingerprint, metrics }| {
        printed = writeln!(
            out,
            "{}\n{}\n{}",
            messages.format("server-listening", &[text_arg("address", address)]),
            messages.format("server-fingerprint", &[text_arg("fingerprint", fingerprint)]),
            messages.format("server-data", &[text_arg("dir", data_dir.display())]),
        )
        .and_then(|()| match &args.web {
            Some(dir) => {
                let page = [text_arg("address", address), text_arg("dir", dir.display())];
                writeln!(out, "{}", messages.format("server-web", &page))
            }
            None => Ok(()),
        })
        .and_then(|()| match metrics {
            Some(metrics) => {
                writeln!(out, "{}", messages.format("server-metrics", &[text_arg("address", metrics)]))
            }
            None => Ok(()),
        })
        .and_then(|()| out.flush());
    })
    .map_err(|error| anyhow::Error::msg(describe(&error, messages)))?;
    Ok(printed?)
}

/// The certificate from an authority that `args` asked for, if any; what
/// happens to it is told on the standard error in the players' language.
fn acme(args: &ServerArgs, messages: &Messages) -> Option<Acme> {
    let lang = messages.lang();
    Some(Acme {
        domain: args.domain.clone()?,
        contact: args.acme_contact.clone(),
        directory: args.acme_directory.clone().unwrap_or_else(|| LETS_ENCRYPT.to_string()),
        authority_root: args.acme_root.clone(),
        tell: Tell::new(move |event| eprintln!("{}", certificate_news(event, &Messages::new(lang)))),
    })
}

/// What happened to the certificate from the authority, in words.
fn certificate_news(event: &CertEvent, messages: &Messages) -> String {
    match event {
        CertEvent::Obtained { domain, fingerprint, until } => {
            let days = until.saturating_sub(now_seconds()) / 86_400;
            let args =
                [text_arg("domain", domain), text_arg("fingerprint", fingerprint), text_arg("days", days)];
            messages.format("server-certificate-obtained", &args)
        }
        CertEvent::Failed { reason, again_in } => {
            let minutes = again_in.as_secs().div_ceil(60);
            let args = [text_arg("reason", reason), text_arg("minutes", minutes)];
            messages.format("server-certificate-not-renewed", &args)
        }
    }
}

/// The system's time in seconds since 1970.
fn now_seconds() -> i64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    since.map_or(0, |since| i64::try_from(since.as_secs()).unwrap_or(i64::MAX))
}

/// The limits on connections `args` chose, the others the server's own.
pub(crate) fn limits(args: &ServerArgs) -> Limits {
    Limits {
        per_address: usize::try_from(args.max_per_address).unwrap_or(usize::MAX),
        total: usize::try_from(args.max_connections).unwrap_or(usize::MAX),
        registrations: args.max_registrations,
        ..Limits::default()
    }
}

/// The server's data directory: `given`, or `server` in the game's data
/// directory.
fn data_dir(given: Option<&std::path::PathBuf>, messages: &Messages) -> anyhow::Result<std::path::PathBuf> {
    match given {
        Some(dir) => Ok(dir.clone()),
        None => obereg_record::Store::open_default()
            .map(|store| store.dir().join("server"))
            .map_err(|_| anyhow::Error::msg(messages.text("server-no-data-dir"))),
    }
}

/// `obereg server backup`: copies the database of `data_dir` into `file`
/// while the server may run, and says what the copy holds.
///
/// # Errors
/// When there is no database, the file exists or the copy fails, said in
/// the players' language.
fn backup(
    data_dir: &std::path::Path,
    file: &std::path::Path,
    messages: &Messages,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let kept = copy_database(data_dir, file)
        .map_err(|error| anyhow::Error::msg(backup_failure(&error, file, messages)))?;
    let args = [
        text_arg("file", file.display()),
        text_arg("accounts", kept.accounts),
        text_arg("games", kept.games),
        text_arg("moves", kept.moves),
    ];
    writeln!(out, "{}", messages.format("server-backup-done", &args))?;
    Ok(())
}

/// Why a backup was not written, in the players' language.
fn backup_failure(error: &BackupError, file: &std::path::Path, messages: &Messages) -> String {
    let failed = messages.format("server-backup-failed", &[text_arg("file", file.display())]);
    match error {
        BackupError::NoDatabase(dir) => {
            messages.format("server-backup-no-database", &[text_arg("dir", dir.display())])
        }
        BackupError::Exists(path) => {
            messages.format("server-backup-exists", &[text_arg("file", path.display())])
        }
        BackupError::File { source, .. } => format!("{failed} ({source})"),
        BackupError::Sqlite(error) => format!("{failed} ({error})"),
    }
}

/// Why the server could not start, in the players' language with the
/// system's or the library's words after it.
fn describe(error: &ServerError, messages: &Messages) -> String {
    let (id, reason) = match error {
        ServerError::Listen { address, source } => {
            let text = messages.format("server-cannot-listen", &[text_arg("address", address)]);
            return format!("{text} ({source})");
        }
        ServerError::DataDir { path, source } => {
            let text = messages.format("server-cannot-make-data", &[text_arg("dir", path.display())]);
            return format!("{text} ({source})");
        }
        ServerError::Private(exposed) => return exposed_text(exposed, messages),
        ServerError::Tls(error) => ("server-certificate-failed", error.to_string()),
        ServerError::Acme(error) => ("server-certificate-failed", error.to_string()),
        ServerError::Store(error) => ("server-database-failed", error.to_string()),
        ServerError::Web(error) => ("server-web-failed", error.to_string()),
        ServerError::Bus(error) => ("server-bus-failed", error.to_string()),
        ServerError::Runtime(error) => ("server-failed", error.to_string()),
    };
    format!("{} ({reason})", messages.text(id))
}

/// A part of the data directory others may read that the server could not
/// tighten: the path, the mode found and the command that fixes it.
fn exposed_text(error: &obereg_record::PrivateError, messages: &Messages) -> String {
    match error {
        obereg_record::PrivateError::Exposed { path, mode, source, .. } => {
            let args = [
                text_arg("path", path.display()),
                text_arg("mode", format!("{mode:03o}")),
                text_arg("fix", error.fix()),
            ];
            format!("{} ({source})", messages.format("server-data-exposed", &args))
        }
        obereg_record::PrivateError::Make { path, source } => {
            let text = messages.format("server-cannot-make-data", &[text_arg("dir", path.display())]);
            format!("{text} ({source})")
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::lang::Lang;

    #[test]
    fn what_happens_to_the_certificate_is_told_in_the_operators_language() {
        let failed =
            CertEvent::Failed { reason: "the authority: refused".into(), again_in: Duration::from_secs(90) };
        assert_eq!(
            certificate_news(&failed, &Messages::new(Lang::En)),
            "No certificate from the authority this time (the authority: refused): the current one goes on serving; asking again in 2 min."
        );
        let until = now_seconds() + 89 * 86_400 + 3_600;
        let obtained =
            CertEvent::Obtained { domain: "play.example.org".into(), fingerprint: "AA:BB".into(), until };
        let said = certificate_news(&obtained, &Messages::new(Lang::Uk));
        assert!(said.starts_with("Сертифікат для play.example.org отримано"), "{said}");
        assert!(said.contains("відбиток AA:BB") && said.contains("89 дн."), "{said}");
    }
}
