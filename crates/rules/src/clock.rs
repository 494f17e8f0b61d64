//! The game clock: Fischer time (a base time and an increment for every
//! move), pure. The caller says what time it is: every call takes `now`, a
//! [`Duration`] since any fixed moment, so a test drives the clock by hand
//! and the program by a monotonic clock.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::position::Position;
use crate::side::{Piece, Side};

/// A Fischer time control: `base` for the whole game, `increment` added
/// after each of one's own moves. Written `10+5` (minutes + seconds); a
/// base that is not whole minutes as `0:30+2` (minutes:seconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// The time each side starts with.
    pub base: Duration,
    /// The time added after each move.
    pub increment: Duration,
}

/// Why a time control could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Not of the form `MINUTES+SECONDS`, or beyond a day (an increment
    /// beyond an hour).
    #[error("not a time control (MINUTES+SECONDS, such as 10+5 or 0:30+2): {0:?}")]
    Form(String),
    /// A base of no time (`0+2`, `0+0`): the first player's flag would
    /// fall before the first move.
    #[error("the base time must be at least a second (such as 0:30+2 or 0.5+2): {0:?}")]
    NoBase(String),
}

/// The longest base time accepted, in minutes (a day).
const MAX_MINUTES: u64 = 24 * 60;

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads `MINUTES+SECONDS` (`10+5`) or `MINUTES` (no increment), the
    /// minutes also as `M:SS` (`0:30+2`) or a decimal that gives whole
    /// seconds (`0.5+2`, lichess's ½ minute).
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let bad = || TimeControlError::Form(text.to_string());
        let (base, increment) = text.trim().split_once('+').unwrap_or((text.trim(), "0"));
        let base = base_seconds(base.trim()).ok_or_else(bad)?;
        let increment = whole(increment.trim()).ok_or_else(bad)?;
        if base > MAX_MINUTES * 60 || increment > 60 * 60 {
            return Err(bad());
        }
        if base == 0 {
            return Err(TimeControlError::NoBase(text.to_string()));
        }
        Ok(TimeControl { base: Duration::from_secs(base), increment: Duration::from_secs(increment) })
    }
}

/// The seconds of a base written `10`, `0:30` or `0.5` (minutes).
fn base_seconds(text: &str) -> Option<u64> {
    if let Some((minutes, seconds)) = text.split_once(':') {
        let seconds = whole(seconds).filter(|s| *s < 60).filter(|_| seconds.len() == 2)?;
        return whole(minutes)?.checked_mul(60)?.checked_add(seconds);
    }
    let (minutes, fraction) = text.split_once('.').unwrap_or((text, "0"));
    if !digits(minutes) || !digits(fraction) || fraction.len() > 6 {
        return None;
    }
    let scale = 10u64.pow(u32::try_from(fraction.len()).ok()?);
    let fraction_seconds = fraction.parse::<u64>().ok()? * 60;
    let whole = fraction_seconds.is_multiple_of(scale).then_some(fraction_seconds / scale)?;
    self::whole(minutes)?.checked_mul(60)?.checked_add(whole)
}

/// Whether `text` is digits only, and at least one.
fn digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// A whole number written in digits only (no sign).
fn whole(text: &str) -> Option<u64> {
    digits(text).then(|| text.parse().ok()).flatten()
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (minutes, seconds) = (self.base.as_secs() / 60, self.base.as_secs() % 60);
        if seconds == 0 {
            write!(f, "{minutes}+{}", self.increment.as_secs())
        } else {
            write!(f, "{minutes}:{seconds:02}+{}", self.increment.as_secs())
        }
    }
}

impl TimeControl {
    /// OpenTafl's `time-control` tag: `main overtime/periods increment` in
    /// seconds, `600 0/0 5i` (no overtime here).
    pub fn to_opentafl(self) -> String {
        format!("{} 0/0 {}i", self.base.as_secs(), self.increment.as_secs())
    }

    /// Reads OpenTafl's `time-control` tag; `None` when it is not one, or has
    /// overtime periods, which this clock does not keep.
    pub fn from_opentafl(text: &str) -> Option<TimeControl> {
        let mut parts = text.split_whitespace();
        let base: u64 = parts.next()?.parse().ok()?;
        let overtime = parts.next()?;
        let increment: u64 = parts.next()?.strip_suffix('i')?.parse().ok()?;
        let no_overtime = overtime.split_once('/').is_some_and(|(time, count)| time == "0" || count == "0");
        (parts.next().is_none() && no_overtime && base > 0).then(|| TimeControl {
            base: Duration::from_secs(base),
            increment: Duration::from_secs(increment),
        })
    }
}

/// Two clocks, one running at most; the time left of each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Time left of the Vikings and the Varangians when their clock last stopped.
    left: [Duration; 2],
    /// The side whose clock runs and since when.
    running: Option<(Side, Duration)>,
}

/// The index of a side in [`Clock::left`].
const fn slot(side: Side) -> usize {
    match side {
        Side::Vikings => 0,
        Side::Varangians => 1,
    }
}

impl Clock {
    /// Both sides with the full base time, both clocks stopped.
    pub fn new(control: TimeControl) -> Clock {
        Clock { control, left: [control.base; 2], running: None }
    }

    /// Clocks stopped with the time left of a game being resumed.
    pub fn resumed(control: TimeControl, vikings: Duration, varangians: Duration) -> Clock {
        Clock { control, left: [vikings, varangians], running: None }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose clock runs, if one does.
    pub fn running(&self) -> Option<Side> {
        self.running.map(|(side, _)| side)
    }

    /// The time `side` has left at `now` (never below zero).
    pub fn left(&self, side: Side, now: Duration) -> Duration {
        let stored = self.left[slot(side)];
        match self.running {
            Some((running, since)) if running == side => stored.saturating_sub(now.saturating_sub(since)),
            _ => stored,
        }
    }

    /// Starts `side`'s clock at `now` (the other stops).
    pub fn start(&mut self, side: Side, now: Duration) {
        self.stop(now);
        self.running = Some((side, now));
    }

    /// Stops the running clock at `now`, keeping the time it used: for a
    /// lost connection, a dialog, the end of the game.
    pub fn stop(&mut self, now: Duration) {
        if let Some((side, _)) = self.running {
            self.left[slot(side)] = self.left(side, now);
        }
        self.running = None;
    }

    /// `side` has moved at `now`: its clock stops and gains the increment
    /// (unless its flag has already fallen), and the opponent's starts.
    pub fn moved(&mut self, side: Side, now: Duration) {
        let left = self.left(side, now);
        self.running = None;
        self.left[slot(side)] = if left.is_zero() { left } else { left + self.control.increment };
        self.running = Some((side.opponent(), now));
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flag(&self, now: Duration) -> Option<Side> {
        [Side::Vikings, Side::Varangians].into_iter().find(|side| self.left(*side, now).is_zero())
    }

    /// Sets the time left of both sides (the other player's clock message),
    /// keeping which clock runs, restarted at `now`.
    pub fn set_left(&mut self, vikings: Duration, varangians: Duration, now: Duration) {
        self.left = [vikings, varangians];
        if let Some((side, _)) = self.running {
            self.running = Some((side, now));
        }
    }
}

/// The end of the game when `flagged` has run out of time in `position`: a
/// loss, unless the opponent cannot win at all, then a draw. The Vikings
/// cannot win without a Viking on the board; the Varangians always can
/// while their prince stands, and when he does not the game is already over.
pub fn flag_fall<const N: usize>(flagged: Side, position: &Position<N>) -> Outcome {
    let winner = flagged.opponent();
    let can_win = match winner {
        Side::Vikings => position.count(Piece::Viking) > 0,
        Side::Varangians => position.count(Piece::Prince) > 0,
    };
    if can_win { Outcome::Win { winner, reason: WinReason::Time } } else { Outcome::Draw(DrawReason::Time) }
}

/// The clock as text: `m:ss`, with tenths under ten seconds (`9.4`), hours
/// when there are any (`1:05:00`).
pub fn clock_text(left: Duration) -> String {
    let tenths = left.as_millis() / 100;
    let seconds = left.as_secs();
    if seconds < 10 {
        return format!("{}.{}", seconds, tenths % 10);
    }
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 { format!("{hours}:{minutes:02}:{seconds:02}") } else { format!("{minutes}:{seconds:02}") }
}
