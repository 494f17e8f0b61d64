//! The bounds of what a client may send: names, passwords, chat and the
//! terms of a challenge.

use super::client::{ChallengeTerms, ClockTerms};
use super::server::ErrorCode;

/// The fewest characters of a player's name.
pub const NAME_MIN: usize = 2;
/// The most characters of a player's name (as `obereg-net` shows them:
/// the server checks at compile time that the two agree).
pub const NAME_MAX: usize = 24;
/// The fewest characters of a password.
pub const PASSWORD_MIN: usize = 8;
/// The most bytes of a password.
pub const PASSWORD_MAX: usize = 256;
/// The most characters of a chat line (as `obereg-net`'s, checked so too).
pub const CHAT_LIMIT: usize = 200;

/// The most characters of a bot's level.
pub const BOT_LEVEL_MAX: usize = 16;
/// The highest rating a bot may say its level has.
pub const BOT_RATING_MAX: u32 = 4000;

/// Whether a bot's level and rating are in range: a level of 1 to
/// [`BOT_LEVEL_MAX`] ASCII letters, digits, `-` or `_`, a rating at most
/// [`BOT_RATING_MAX`].
///
/// # Errors
/// [`ErrorCode::BadBot`] when they are not.
pub fn check_bot(level: &str, rating: u32) -> Result<(), ErrorCode> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '_');
    let level_ok = (1..=BOT_LEVEL_MAX).contains(&level.len()) && level.chars().all(allowed);
    if level_ok && rating <= BOT_RATING_MAX { Ok(()) } else { Err(ErrorCode::BadBot) }
}

/// Whether `name` may be an account's name: 2 to 24 letters, digits, `_`,
/// `-` or `.`, starting with a letter or digit (so no control character,
/// space or direction mark, and no name that looks like a guest's).
///
/// # Errors
/// [`ErrorCode::BadName`] when it may not.
pub fn check_name(name: &str) -> Result<(), ErrorCode> {
    let count = name.chars().count();
    let allowed = |c: char| c.is_alphanumeric() || matches!(c, '_' | '-' | '.');
    let first_ok = name.chars().next().is_some_and(char::is_alphanumeric);
    let guest_like = name.to_lowercase().starts_with("guest");
    if (NAME_MIN..=NAME_MAX).contains(&count) && name.chars().all(allowed) && first_ok && !guest_like {
        Ok(())
    } else {
        Err(ErrorCode::BadName)
    }
}

/// A name as accounts are compared: in lower case, whatever the script
/// (the server's database and a bot telling its own games apart alike).
pub fn name_key(name: &str) -> String {
    name.to_lowercase()
}

/// Whether `password` is long enough and not too long.
///
/// # Errors
/// [`ErrorCode::BadPassword`] when it is not.
pub fn check_password(password: &str) -> Result<(), ErrorCode> {
    if password.chars().count() >= PASSWORD_MIN && password.len() <= PASSWORD_MAX {
        Ok(())
    } else {
        Err(ErrorCode::BadPassword)
    }
}

/// Whether a challenge's terms are in range; a guest may not ask for a
/// rated game, and a game with the die is never rated.
///
/// # Errors
/// [`ErrorCode::BadChallenge`] when they are not.
pub fn check_terms(terms: &ChallengeTerms, guest: bool) -> Result<(), ErrorCode> {
    let clock_ok = match terms.clock {
        ClockTerms::Fischer { minutes, seconds } => (1..=1440).contains(&minutes) && seconds <= 3600,
        ClockTerms::Correspondence { days } => (1..=30).contains(&days),
    };
    let opponent_ok = terms.opponent.as_ref().is_none_or(|name| name.chars().count() <= NAME_MAX);
    let rated_ok = !terms.rated || !(guest || terms.die);
    if !clock_ok || !opponent_ok || !matches!(terms.board, 9 | 11) || !rated_ok {
        return Err(ErrorCode::BadChallenge);
    }
    Ok(())
}
