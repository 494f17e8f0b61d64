//! `obereg server`: runs the online server until the process is killed,
//! after saying, in the players' language, where it listens and its
//! certificate's fingerprint. A module of its own, not in `headless`,
//! because it uses `i18n`, which uses `headless`.

use std::io::Write;
use std::net::{Ipv4Addr, SocketAddr};

use obereg_server::{Config, DEFAULT_PORT, Limits, ServerError, run_blocking};

use crate::cli::ServerArgs;
use crate::i18n::{Messages, text_arg};

/// Runs the server of `args`; returns only when it cannot start.
///
/// # Errors
/// When the data directory, the certificate, the database or the address
/// fails, said in the players' language with the reason after it.
pub fn serve(args: &ServerArgs, messages: &Messages, out: &mut impl Write) -> anyhow::Result<()> {
    let data_dir = match &args.data {
        Some(dir) => dir.clone(),
        None => obereg_record::Store::open_default()
            .map(|store| store.dir().join("server"))
            .map_err(|_| anyhow::Error::msg(messages.text("server-no-data-dir")))?,
    };
    let listen = args.listen.unwrap_or(SocketAddr::from((Ipv4Addr::LOCALHOST, DEFAULT_PORT)));
    let cert = args.cert.clone().zip(args.key.clone());
    let config = Config { listen, data_dir: data_dir.clone(), cert };
    let mut printed = Ok(());
    run_blocking(config, limits(args), |address, fingerprint| {
        printed = writeln!(
            out,
            "{}\n{}\n{}",
            messages.format("server-listening", &[text_arg("address", address)]),
            messages.format("server-fingerprint", &[text_arg("fingerprint", fingerprint)]),
            messages.format("server-data", &[text_arg("dir", data_dir.display())]),
        )
        .and_then(|()| out.flush());
    })
    .map_err(|error| anyhow::Error::msg(describe(&error, messages)))?;
    Ok(printed?)
}

/// The limits on connections `args` chose, the others the server's own.
pub(crate) fn limits(args: &ServerArgs) -> Limits {
    Limits {
        per_address: usize::try_from(args.max_per_address).unwrap_or(usize::MAX),
        total: usize::try_from(args.max_connections).unwrap_or(usize::MAX),
        ..Limits::default()
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
        ServerError::Tls(error) => ("server-certificate-failed", error.to_string()),
        ServerError::Store(error) => ("server-database-failed", error.to_string()),
        ServerError::Runtime(error) => ("server-failed", error.to_string()),
    };
    format!("{} ({reason})", messages.text(id))
}
