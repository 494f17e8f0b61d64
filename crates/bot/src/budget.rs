//! The thinking time a game's clock allows the bot for one move.

use std::time::Duration;

use obereg_engine::{MAX_THINK_TIME, share_of_clock};
use obereg_protocol::ClockTerms;

/// The time the bot thinks on a correspondence move: the days are for
/// people; the bot answers at once, at its level's strength.
pub const CORRESPONDENCE_THINK: Duration = MAX_THINK_TIME;

/// What the network may take from a move's time, kept aside before the
/// clock is shared out.
const NETWORK_MARGIN: Duration = Duration::from_millis(300);

/// The time the bot may think on a move with `left_ms` milliseconds on
/// its clock: on a Fischer clock a share of what is left (less a margin for
/// the network) and most of the increment, as the engine shares its own
/// clock; on a correspondence clock [`CORRESPONDENCE_THINK`].
pub fn think_time(clock: ClockTerms, left_ms: u64) -> Duration {
    match clock {
        ClockTerms::Fischer { seconds, .. } => {
            let left = Duration::from_millis(left_ms).saturating_sub(NETWORK_MARGIN);
            share_of_clock(left, Duration::from_secs(u64::from(seconds)))
        }
        ClockTerms::Correspondence { .. } => CORRESPONDENCE_THINK,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fischer_clock_gives_a_share_of_what_is_left_and_never_half_of_it() {
        let blitz = ClockTerms::Fischer { minutes: 5, seconds: 0 };
        assert_eq!(think_time(blitz, 300_000), Duration::from_millis(299_700) / 30);
        let short = think_time(blitz, 2_000);
        assert!(short <= Duration::from_millis(850) && short >= Duration::from_millis(50), "{short:?}");
        let increment = ClockTerms::Fischer { minutes: 1, seconds: 5 };
        assert!(think_time(increment, 60_000) > think_time(blitz, 60_000));
    }

    #[test]
    fn a_correspondence_clock_gives_a_bounded_time_whatever_the_days() {
        let days = ClockTerms::Correspondence { days: 3 };
        assert_eq!(think_time(days, 3 * 24 * 3_600_000), CORRESPONDENCE_THINK);
    }
}
