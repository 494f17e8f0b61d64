//! The lobby's words: why the connection ended, the line of news, the
//! server's refusals, what the table says, where a list's page stands, and
//! each phase's keys.

use obereg_protocol::ErrorCode;

use super::screen::TableSaid;
use super::{Account, Login, Phase, Place, Said};
use crate::i18n::{Messages, count_arg, text_arg};
use crate::tui::network::online::Failure;

/// Why the connection ended, loudly.
pub fn failed(failure: &Failure, server: &str, messages: &Messages) -> String {
    match failure {
        Failure::Changed { known, offered, file } => messages.format(
            "online-fingerprint-changed",
            &[
                text_arg("server", server),
                text_arg("known", known),
                text_arg("offered", offered),
                text_arg("file", file),
            ],
        ),
        Failure::Address => messages.format("online-bad-address", &[text_arg("server", server)]),
        Failure::Unreachable(why) => {
            messages.format("online-unreachable", &[text_arg("server", server), text_arg("why", why)])
        }
        Failure::Version => messages.text("online-version"),
        Failure::NotTrusted => messages.text("online-not-trusted"),
        Failure::Keep(why) => messages.format("online-cannot-keep", &[text_arg("why", why)]),
    }
}

/// The line of news in words.
pub fn said_line(said: &Said, messages: &Messages) -> String {
    match said {
        Said::Refused(code, detail) => refusal(*code, detail.as_deref(), messages),
        Said::Form(key) => messages.text(key),
        Said::Lost(seconds) => messages.format("online-lost", &[count_arg("count", *seconds as usize)]),
        Said::Back => messages.text("online-back"),
        Said::NowPublic => messages.text("online-now-public"),
        Said::YourMove(count) => messages.format("online-logged-in", &[count_arg("count", *count)]),
        Said::NoAddress => messages.text("online-no-address"),
        Said::ChallengeOpen => messages.text("online-challenge-open"),
        Said::Ended(end) => {
            let winner = end.winner.clone().unwrap_or_else(|| "draw".to_string());
            messages.format("online-ended", &[text_arg("winner", winner), text_arg("reason", &end.reason)])
        }
        Said::Chat(from, text) => format!("{from}: {text}"),
        Said::LoggedOut => messages.text("online-logged-out"),
        Said::PasswordChanged(ended) => {
            messages.format("online-password-changed", &[count_arg("count", *ended)])
        }
        Said::AccountDeleted => messages.text("online-account-deleted"),
    }
}

/// The server's refusal in words.
fn refusal(code: ErrorCode, detail: Option<&str>, messages: &Messages) -> String {
    let key = match code {
        ErrorCode::LoginFailed => "online-login-failed",
        ErrorCode::TryLater => {
            return messages.format("online-try-later", &[text_arg("seconds", detail.unwrap_or("?"))]);
        }
        ErrorCode::TooManyRegistrations => {
            let seconds = detail.and_then(|seconds| seconds.parse::<usize>().ok()).unwrap_or(60);
            return messages
                .format("online-too-many-registrations", &[count_arg("minutes", seconds.div_ceil(60))]);
        }
        ErrorCode::NameTaken => "online-name-taken",
        ErrorCode::BadName => "online-bad-name",
        ErrorCode::BadPassword => "online-bad-password",
        ErrorCode::Unsupported => "online-unsupported",
        ErrorCode::BadChallenge => "online-bad-challenge",
        ErrorCode::RateLimited => "online-rate-limited",
        ErrorCode::NoSuchChallenge
        | ErrorCode::NoSuchGame
        | ErrorCode::NoSuchPlayer
        | ErrorCode::NoSuchTournament => "online-gone",
        ErrorCode::TournamentRefused => "online-tournament-refused",
        ErrorCode::IllegalMove | ErrorCode::NotYourTurn | ErrorCode::BadMove => "online-move-refused",
        ErrorCode::Storage => "online-storage",
        _ => "online-refused",
    };
    messages.text(key)
}

/// What the table says, in words, to a `guest` or to a player with an
/// account: a guest's game is not resumed after the connection is lost.
pub fn table_said(said: &TableSaid, guest: bool, messages: &Messages) -> String {
    match said {
        TableSaid::Away(player, grace) => {
            messages.format("online-away", &[text_arg("player", player), count_arg("count", *grace as usize)])
        }
        TableSaid::Back(player) => messages.format("online-player-back", &[text_arg("player", player)]),
        TableSaid::Restarted => messages.text("online-restarted"),
        TableSaid::Refused(code, detail) => refusal(*code, detail.as_deref(), messages),
        TableSaid::Lost(seconds) => {
            let key = if guest { "online-lost-guest" } else { "online-lost" };
            messages.format(key, &[count_arg("count", *seconds as usize)])
        }
        TableSaid::Reconnected => messages.text("online-back"),
        TableSaid::Deadline(left) => {
            let hours = left / 3_600_000;
            let args = [count_arg("days", (hours / 24) as usize), count_arg("hours", (hours % 24) as usize)];
            messages.format("online-deadline", &args)
        }
    }
}

/// Where a list's page stands: `51–100 of 5,000`, its numbers grouped in
/// thousands as the language writes them.
pub fn place_line(place: Place, messages: &Messages) -> String {
    let args = [
        text_arg("first", grouped(place.first, messages)),
        text_arg("last", grouped(place.last, messages)),
        text_arg("count", grouped(place.count, messages)),
    ];
    messages.format("online-page-place", &args)
}

/// `number` in its language's groups of three digits: `5,000`, `5 000`.
fn grouped(number: usize, messages: &Messages) -> String {
    if number < 1000 {
        return number.to_string();
    }
    let thousands = grouped(number / 1000, messages);
    let units = format!("{:03}", number % 1000);
    messages.format("online-thousands", &[text_arg("thousands", thousands), text_arg("units", units)])
}

/// The catalogue key of the keys of `phase`.
pub fn keys_of(phase: &Phase) -> &'static str {
    match phase {
        Phase::Address(_) => "online-keys-address",
        Phase::Trust(_) => "online-keys-trust",
        Phase::Login(Login::Choose) => "online-keys-choose",
        Phase::Login(Login::Form { .. }) => "online-keys-form",
        Phase::Lists => "online-keys-lists",
        Phase::Challenge(_) => "online-keys-challenge",
        Phase::Chat(_) => "online-keys-chat",
        Phase::Account(Account::Choose) => "online-keys-account",
        Phase::Account(Account::Password { .. } | Account::Delete(_)) => "online-keys-form",
        Phase::Account(Account::Confirm(_)) => "online-keys-account-sure",
        Phase::Account(Account::Waiting) => "online-keys-back",
        Phase::Failed(_) => "online-keys-failed",
        Phase::Connecting | Phase::LoggingIn => "online-keys-wait",
    }
}
