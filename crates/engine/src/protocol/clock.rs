//! The host's clock (`clock <atk-ms>[*] <def-ms>[*] <overtime-s>
//! <atk-periods> <def-periods>`) and how much of it one move may spend.
//!
//! OpenTafl's clock is a main time, then byo-yomi overtime periods (a
//! period refills when the move is made before it runs out; only a period
//! used up is lost) and a Fisher increment that the host adds at the start
//! of each turn, so the time a `clock` line reports already holds it.

use std::time::Duration;

use obereg_rules::Side;

/// Kept back from every move for the host's latency: the time between the
/// host starting our clock and reading our answer, on a busy machine.
pub(crate) const SAFETY: Duration = Duration::from_millis(250);

/// The least time a move is given, when the clock allows it.
const LEAST: Duration = Duration::from_millis(20);

/// The share of the main time one move may take: the game may go on for
/// many more moves.
const MAIN_SHARE: u32 = 30;

/// The share (in tenths) of an overtime period a move in overtime takes.
const PERIOD_TENTHS: u32 = 8;

/// One side's time as the host reported it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SideClock {
    /// Time left: of the main time, or of the current overtime period.
    pub left: Duration,
    /// Whether the main time has run out (the `*` after the number).
    pub in_overtime: bool,
    /// Overtime periods left, the current one included.
    pub periods: u32,
}

/// The host's clock for both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HostClock {
    /// The Vikings' (attackers') and the Varangians' (defenders') time.
    pub sides: [SideClock; 2],
    /// The length of one overtime period.
    pub overtime: Duration,
}

impl HostClock {
    /// Reads the arguments of a `clock` line; `None` when a time is missing
    /// or not a number. A negative main time means the game is not timed,
    /// which reads as `None` too (no clock). Missing overtime fields are 0.
    pub(crate) fn read(args: &[&str]) -> Option<HostClock> {
        let time = |text: &str| -> Option<(Duration, bool)> {
            let (digits, star) = match text.strip_suffix('*') {
                Some(digits) => (digits, true),
                None => (text, false),
            };
            let milliseconds = u64::try_from(digits.parse::<i64>().ok()?).ok()?;
            Some((Duration::from_millis(milliseconds), star))
        };
        let number = |index: usize| args.get(index).map_or(Some(0), |text| text.parse::<u32>().ok());
        let (vikings, varangians) = (time(args.first()?)?, time(args.get(1)?)?);
        let overtime = Duration::from_secs(u64::from(number(2)?));
        let side = |(left, in_overtime): (Duration, bool), periods| SideClock { left, in_overtime, periods };
        Some(HostClock { sides: [side(vikings, number(3)?), side(varangians, number(4)?)], overtime })
    }

    /// How long `side` may think over its next move: a share of the main
    /// time, or most of an overtime period once main time is short or gone,
    /// and never so long that the clock (less [`SAFETY`]) runs out.
    pub(crate) fn budget(&self, side: Side) -> Duration {
        let clock = self.sides[side as usize];
        let has_periods = clock.periods > 0 && !self.overtime.is_zero();
        let (wanted, limit) = if clock.in_overtime {
            // In a period: finish within it, or it is lost (the last one, the game).
            (clock.left * PERIOD_TENTHS / 10, clock.left)
        } else if has_periods {
            // Main time that runs out while thinking moves on into a fresh
            // period, which then refills: the move may use it too.
            let per_period = self.overtime * PERIOD_TENTHS / 10;
            (per_period.max(clock.left / MAIN_SHARE), clock.left + self.overtime)
        } else {
            (clock.left / MAIN_SHARE, clock.left)
        };
        let limit = limit.saturating_sub(SAFETY);
        wanted.max(LEAST).min(limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(line: &str, side: Side) -> Duration {
        let args: Vec<&str> = line.split_whitespace().collect();
        HostClock::read(&args).expect("a clock line").budget(side)
    }

    #[test]
    fn a_clock_line_reads_the_star_and_the_periods() {
        let clock = HostClock::read(&["3000*", "60000", "10", "1", "2"]).unwrap();
        assert_eq!(clock.sides[0], SideClock { left: Duration::from_secs(3), in_overtime: true, periods: 1 });
        assert_eq!(
            clock.sides[1],
            SideClock { left: Duration::from_secs(60), in_overtime: false, periods: 2 }
        );
        assert_eq!(clock.overtime, Duration::from_secs(10));
    }

    #[test]
    fn a_clock_line_without_overtime_fields_has_none() {
        let clock = HostClock::read(&["5000", "4000"]).unwrap();
        assert_eq!(clock.overtime, Duration::ZERO);
        assert_eq!(clock.sides[1].periods, 0);
    }

    #[test]
    fn an_untimed_or_broken_clock_line_is_no_clock() {
        for line in ["-1 -1 0 0 0", "x 3000", "3000", "3000 4000 ten 0 0", "3000 4000 10 -1 0"] {
            let args: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(HostClock::read(&args), None, "{line}");
        }
    }

    #[test]
    fn in_the_last_period_a_move_ends_before_the_period_does() {
        // Measured before: 8.2 s of thought with 3 s left in the last period.
        let spent = budget("3000* 60000 10 1 1", Side::Vikings);
        assert!(spent + SAFETY <= Duration::from_secs(3), "{spent:?}");
        assert!(spent >= Duration::from_secs(2), "most of the period is used: {spent:?}");
    }

    #[test]
    fn with_no_periods_a_move_takes_a_share_of_the_main_time() {
        // Measured before: 4.3 s of thought with 1 s of main time and no periods.
        let spent = budget("1000 60000 10 0 0", Side::Vikings);
        assert_eq!(spent, Duration::from_secs(1) / 30);
        assert_eq!(budget("60000 1000 0 0 0", Side::Vikings), Duration::from_secs(2));
    }

    #[test]
    fn with_periods_left_short_main_time_is_topped_up_by_a_period() {
        let spent = budget("1000 60000 10 3 3", Side::Vikings);
        assert_eq!(spent, Duration::from_secs(8));
        assert!(spent + SAFETY <= Duration::from_secs(1 + 10));
    }

    #[test]
    fn each_side_is_budgeted_from_its_own_time() {
        assert_eq!(budget("300000 30000 0 0 0", Side::Vikings), Duration::from_secs(10));
        assert_eq!(budget("300000 30000 0 0 0", Side::Varangians), Duration::from_secs(1));
    }

    #[test]
    fn a_spent_clock_still_answers_at_once() {
        assert_eq!(budget("100 100 0 0 0", Side::Varangians), Duration::ZERO);
        assert_eq!(budget("0* 100 5 1 0", Side::Vikings), Duration::ZERO);
    }
}
