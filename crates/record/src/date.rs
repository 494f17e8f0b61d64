//! Calendar dates and times for record tags and file names, in UTC, from the
//! system clock without a time-zone database.

use std::fmt;
use std::str::FromStr;
use web_time::{SystemTime, UNIX_EPOCH};

/// A day, as OTN's `[date:YYYY.MM.DD]` tag writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    /// The year.
    pub year: i32,
    /// The month, 1–12.
    pub month: u8,
    /// The day of the month, 1–31.
    pub day: u8,
}

/// A moment to the second, for naming saved files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Stamp {
    /// The day.
    pub date: Date,
    /// Seconds since midnight.
    pub seconds: u32,
}

impl Stamp {
    /// The moment `time` in UTC.
    pub fn of(time: SystemTime) -> Stamp {
        let seconds = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
        Stamp { date: Date::from_days(seconds / 86_400), seconds: (seconds % 86_400) as u32 }
    }

    /// Now, in UTC.
    pub fn now() -> Stamp {
        Stamp::of(SystemTime::now())
    }

    /// `YYYY-MM-DD_HHMMSS`: sorts in time order and is a valid file name
    /// everywhere.
    pub fn file_name(&self) -> String {
        let Date { year, month, day } = self.date;
        let (h, m, s) = (self.seconds / 3600, self.seconds / 60 % 60, self.seconds % 60);
        format!("{year:04}-{month:02}-{day:02}_{h:02}{m:02}{s:02}")
    }
}

impl Date {
    /// Today, in UTC.
    pub fn today() -> Date {
        Stamp::now().date
    }

    /// The day `days` days after 1970-01-01 (the proleptic Gregorian
    /// calendar, by eras of 400 years).
    fn from_days(days: u64) -> Date {
        let z = days as i64 + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z.rem_euclid(146_097);
        let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let shifted_month = (5 * day_of_year + 2) / 153;
        let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u8;
        let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 } as u8;
        let year = (year_of_era + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = ();

    /// Reads `YYYY.MM.DD` (OTN) or `YYYY-MM-DD` (ISO 8601) with a month of
    /// 1–12 and a day of 1–31.
    fn from_str(text: &str) -> Result<Date, ()> {
        let separator = if text.contains('-') { '-' } else { '.' };
        let mut parts = text.split(separator);
        let mut next = || parts.next().filter(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
        let (year, month, day) = (next().ok_or(())?, next().ok_or(())?, next().ok_or(())?);
        if parts.next().is_some() {
            return Err(());
        }
        let date = Date {
            year: year.parse().map_err(|_| ())?,
            month: month.parse().map_err(|_| ())?,
            day: day.parse().map_err(|_| ())?,
        };
        if (1..=12).contains(&date.month) && (1..=31).contains(&date.day) { Ok(date) } else { Err(()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn days_since_1970_become_calendar_dates() {
        let day = |n: u64| Stamp::of(UNIX_EPOCH + Duration::from_secs(n * 86_400)).date.to_string();
        assert_eq!(day(0), "1970.01.01");
        assert_eq!(day(59), "1970.03.01");
        assert_eq!(day(11_016), "2000.02.29");
        assert_eq!(day(20_788), "2026.12.01");
    }

    #[test]
    fn stamp_names_files_by_time_of_day() {
        let stamp = Stamp::of(UNIX_EPOCH + Duration::from_secs(20_788 * 86_400 + 3 * 3600 + 15 * 60 + 9));
        assert_eq!(stamp.file_name(), "2026-12-01_031509");
    }

    #[test]
    fn dates_read_back_what_they_write() {
        let date: Date = "2026.12.01".parse().unwrap();
        assert_eq!(date.to_string(), "2026.12.01");
        assert_eq!("2026-12-01".parse::<Date>(), Ok(date), "the ISO form");
        for bad in ["2026.13.01", "2026-12.01", "2026.12", "2026.12.01.5", "yyyy.mm.dd", "", "2026--12-01"] {
            assert!(bad.parse::<Date>().is_err(), "{bad}");
        }
    }
}
