//! `obereg bot`: a computer opponent on a server (the `obereg-bot` crate),
//! telling what it does in the player's language, one line an event.

use std::io::Write;

use obereg_bot::{BotConfig, BotError, Event, run_blocking};
use obereg_client::ClientError;

use crate::cli::BotArgs;
use crate::i18n::{Messages, side_arg, text_arg};

/// Runs the bot of `args` until something trying again cannot mend stops it.
///
/// # Errors
/// An address that is none, a changed certificate, a name taken, a
/// refused login, or a data directory that cannot keep the token, said in
/// the player's language.
pub fn run(args: &BotArgs, messages: &Messages, out: &mut impl Write) -> anyhow::Result<()> {
    let dir = obereg_record::Store::open_default()
        .map(|store| store.dir().to_path_buf())
        .map_err(|_| anyhow::Error::msg(messages.text("bot-no-data-dir")))?;
    let name = args.name.clone().unwrap_or_else(|| format!("obereg-{}", args.level));
    let level = args.level;
    let games = usize::try_from(args.games).unwrap_or(1);
    let file = obereg_client::Keyed::known_servers(&dir).path().display().to_string();
    let config = BotConfig { server: args.server.clone(), dir, name, level, games, nodes: None };
    let mut failed = Ok(());
    let stopped = run_blocking(config, |event| {
        let line = describe(&event, level, messages);
        if failed.is_ok() {
            failed = writeln!(out, "{line}").and_then(|()| out.flush());
        }
    });
    failed?;
    match stopped {
        Ok(never) => match never {},
        Err(error) => Err(anyhow::Error::msg(refusal(&error, &file, messages))),
    }
}

/// One event of the bot in words.
fn describe(event: &Event, level: obereg_engine::Level, messages: &Messages) -> String {
    match event {
        Event::Pinned { fingerprint } => {
            messages.format("bot-pinned", &[text_arg("fingerprint", fingerprint)])
        }
        Event::NowPublic => messages.text("online-now-public"),
        Event::LoggedIn { name, registered } => {
            let id = if *registered { "bot-registered" } else { "bot-logged-in" };
            let args = [text_arg("name", name), text_arg("level", level), text_arg("rating", level.rating())];
            messages.format(id, &args)
        }
        Event::Playing { game, opponent, side } => messages.format(
            "bot-playing",
            &[text_arg("game", game), text_arg("opponent", opponent), side_arg(*side)],
        ),
        Event::Ended { game, end } => {
            let winner = end.winner.clone().unwrap_or_else(|| "draw".to_string());
            let args = [text_arg("game", game), text_arg("winner", winner), text_arg("reason", &end.reason)];
            messages.format("bot-ended", &args)
        }
        Event::Refused { code } => messages.format("bot-refused", &[text_arg("code", format!("{code:?}"))]),
        Event::Lost { reason, retry_in } => messages
            .format("bot-lost", &[text_arg("reason", reason), text_arg("seconds", retry_in.as_secs())]),
    }
}

/// Why the bot stopped, in words; `file`: the pinned certificates.
fn refusal(error: &BotError, file: &str, messages: &Messages) -> String {
    match error {
        BotError::Trust(ClientError::FingerprintChanged { server, known, offered }) => messages.format(
            "bot-certificate-changed",
            &[
                text_arg("address", server),
                text_arg("known", known),
                text_arg("fingerprint", offered),
                text_arg("file", file),
            ],
        ),
        BotError::Address(address) => messages.format("bot-bad-address", &[text_arg("address", address)]),
        BotError::NameTaken(name) => messages.format("bot-name-taken", &[text_arg("name", name)]),
        BotError::Refused { name, code } => messages
            .format("bot-login-refused", &[text_arg("name", name), text_arg("code", format!("{code:?}"))]),
        BotError::Trust(other) => format!("{} ({other})", messages.text("bot-failed")),
        BotError::Keep(source) | BotError::Runtime(source) => {
            format!("{} ({source})", messages.text("bot-failed"))
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use obereg_engine::Level;
    use obereg_rules::Side;
    use obereg_server::protocol::GameEnd;

    use super::*;
    use crate::lang::Lang;

    #[test]
    fn the_bots_events_are_told_in_the_players_language() {
        let uk = Messages::new(Lang::Uk);
        let end = GameEnd { winner: None, reason: "agreement".into() };
        let ended = describe(&Event::Ended { game: 7, end }, Level::Hard, &uk);
        assert_eq!(ended, "Партія 7 скінчилася: нічия (за згодою).");
        let playing = Event::Playing { game: 7, opponent: "alice".into(), side: Side::Varangians };
        assert_eq!(describe(&playing, Level::Hard, &uk), "Партія 7: граю за варягів проти alice.");
        let ru = Messages::new(Lang::Ru);
        let won = GameEnd { winner: Some("vikings".into()), reason: "capture".into() };
        let ended = describe(&Event::Ended { game: 2, end: won }, Level::Easy, &ru);
        assert_eq!(ended, "Партия 2 окончена: победили викинги (князя взяли).");
        let back = Event::LoggedIn { name: "obereg-easy".into(), registered: false };
        let en = Messages::new(Lang::En);
        assert_eq!(
            describe(&back, Level::Easy, &en),
            "Logged in as the bot obereg-easy: level easy, rating 2154."
        );
        assert_eq!(
            describe(&Event::NowPublic, Level::Easy, &en),
            "This server's certificate now comes from a public authority and names it: accepted, and only such a one is from now on."
        );
        let lost = Event::Lost { reason: "closed".into(), retry_in: Duration::from_secs(4) };
        assert_eq!(
            describe(&lost, Level::Easy, &en),
            "The connection is lost (closed); trying again in 4 s."
        );
    }

    #[test]
    fn a_changed_certificate_names_the_file_and_the_command_that_accepts_it() {
        let changed = ClientError::FingerprintChanged {
            server: "srv:1".into(),
            known: "AA".into(),
            offered: "BB".into(),
        };
        let said = refusal(&BotError::Trust(changed), "/d/known_servers", &Messages::new(Lang::En));
        assert!(said.contains("obereg online --forget-server srv:1"), "{said}");
        assert!(said.contains("/d/known_servers"), "{said}");
    }
}
