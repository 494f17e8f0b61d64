//! The clocks to the millisecond, in a tag of obereg's own beside
//! OpenTafl's whole seconds: `[obereg-time-left:59.437 61.000]` (the
//! attackers' seconds left, then the defenders', with three decimals). A
//! game saved in the middle of a move keeps the time already spent on it,
//! and a resumed game goes on from there, not from the second above.

use std::time::Duration;

use obereg_rules::{Clock, Side};

use crate::otg::GameRecord;

/// The tag of the time left to the millisecond.
const MILLIS_TAG: &str = "obereg-time-left";

impl<const N: usize> GameRecord<N> {
    /// Writes each side's time left at `now` to the millisecond.
    pub(crate) fn set_time_left_millis(&mut self, clock: &Clock, now: Duration) {
        let seconds = |side| {
            let millis = clock.left(side, now).as_millis();
            format!("{}.{:03}", millis / 1000, millis % 1000)
        };
        let left = format!("{} {}", seconds(Side::Vikings), seconds(Side::Varangians));
        self.set_tag(MILLIS_TAG, &left);
    }

    /// The time left to the millisecond, when the record has it and it
    /// agrees with `whole` (the whole seconds, rounded up, that another
    /// program may have changed alone).
    pub(crate) fn time_left_millis(
        &self,
        whole: Option<(Duration, Duration)>,
    ) -> Option<(Duration, Duration)> {
        let (vikings, varangians) = self.tag(MILLIS_TAG)?.split_once(' ')?;
        let left = (seconds(vikings)?, seconds(varangians)?);
        let rounded_up = |left: Duration| left.as_millis().div_ceil(1000);
        let seconds = |whole: Duration| u128::from(whole.as_secs());
        let agrees = whole.is_none_or(|whole| {
            (seconds(whole.0), seconds(whole.1)) == (rounded_up(left.0), rounded_up(left.1))
        });
        agrees.then_some(left)
    }
}

/// Reads `59.437`: seconds with up to three decimals.
fn seconds(text: &str) -> Option<Duration> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let millis: u64 = format!("{fraction:0<3}").parse().ok()?;
    Some(Duration::from_secs(whole.parse().ok()?) + Duration::from_millis(millis))
}
