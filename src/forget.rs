//! `obereg online --forget-server SERVER`: forgets the certificate pinned
//! for a server, so that the next connection shows the one it offers and
//! asks whether to trust it: the deliberate way to accept a server's new
//! certificate after the game refused a changed one.

use std::io::Write;

use obereg_client::Keyed;
use obereg_server::DEFAULT_PORT;

use crate::i18n::{Messages, text_arg};

/// Forgets the certificate pinned for `given` (`HOST:PORT`, or `HOST` on
/// the default port) in the game's data directory, and says so.
///
/// # Errors
/// When there is no data directory or its file cannot be written.
pub fn forget_server(given: &str, messages: &Messages, out: &mut impl Write) -> anyhow::Result<()> {
    let dir = obereg_record::Store::open_default()
        .map(|store| store.dir().to_path_buf())
        .map_err(|_| anyhow::Error::msg(messages.text("online-no-data-dir")))?;
    let known = Keyed::known_servers(&dir);
    let server = with_port(given.trim());
    let args = [text_arg("server", &server), text_arg("file", known.path().display())];
    if known.get(&server).is_none() {
        writeln!(out, "{}", messages.format("online-forgot-nothing", &args))?;
        return Ok(());
    }
    known.remove(&server).map_err(|error| {
        let cannot = messages.format("online-cannot-forget", &args);
        anyhow::Error::msg(format!("{cannot} ({error})"))
    })?;
    writeln!(out, "{}", messages.format("online-forgot", &args))?;
    Ok(())
}

/// `server` as the pinned certificates name it, `HOST:PORT`: the default
/// port added to a host alone (an IPv6 address in brackets).
fn with_port(server: &str) -> String {
    let has_port = match server.rsplit_once(':') {
        Some((host, port)) => port.parse::<u16>().is_ok() && (host.ends_with(']') || !host.contains(':')),
        None => false,
    };
    match server {
        _ if has_port => server.to_string(),
        _ if server.contains(':') && !server.starts_with('[') => format!("[{server}]:{DEFAULT_PORT}"),
        _ => format!("{server}:{DEFAULT_PORT}"),
    }
}

#[cfg(test)]
mod tests {
    use super::with_port;

    #[test]
    fn a_host_alone_is_on_the_default_port() {
        assert_eq!(with_port("play.example.org"), "play.example.org:6237");
        assert_eq!(with_port("play.example.org:443"), "play.example.org:443");
        assert_eq!(with_port("::1"), "[::1]:6237");
        assert_eq!(with_port("[::1]"), "[::1]:6237");
        assert_eq!(with_port("[::1]:7000"), "[::1]:7000");
    }
}
