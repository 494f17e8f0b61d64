//! The stars the learner earned in the lessons: kept in the data
//! directory (a line `lesson stars` each), read when the lessons open.

use std::collections::BTreeMap;

use obereg_record::Store;

use crate::tui::files::storage::Stored;
use crate::tui::learning::progress_file::{self, ProgressFile};
use crate::tui::screens::game::notice::LessonNotice;

/// The progress file as the loop read it for the lessons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The stars.
    pub progress: Stars,
    /// What became of the file, when the learner must hear of it (a
    /// damaged file moved aside, the stars cleared).
    pub report: Option<LessonNotice>,
}

impl Loaded {
    /// Reads the stars from `store` (`reset`: clears them first), or with
    /// no data directory from the page's storage. A damaged file is moved
    /// aside and the stars start over; a missing file, data directory or
    /// unreadable file is no progress yet.
    pub fn read(store: Option<&Store>, reset: bool) -> Loaded {
        if let (Some(store), true) = (store, reset) {
            progress_file::clear(store, ProgressFile::Lessons);
            return Loaded { progress: Stars::default(), report: Some(LessonNotice::ProgressCleared) };
        }
        let (progress, report) =
            progress_file::read(store, ProgressFile::Lessons, |text| Stars::parse(text).ok());
        let report = match report {
            Some(Stored::ProgressDamaged(kept_as)) => Some(LessonNotice::ProgressDamaged(kept_as)),
            _ => None,
        };
        Loaded { progress: progress.unwrap_or_default(), report }
    }
}

/// The most stars a lesson earns.
pub const MAX_STARS: u8 = 3;

/// The stars of the lessons done, by lesson id: the progress file holds a
/// line `id stars` for each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stars(BTreeMap<String, u8>);

/// A progress file that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {0} of the progress file is not `lesson stars`")]
pub struct DamagedStars(pub usize);

impl Stars {
    /// Reads the progress file's text: a line `id stars` per lesson, stars
    /// 1 to 3; lessons this program does not have are kept.
    ///
    /// # Errors
    /// [`DamagedStars`] naming the first line that is not such a line.
    pub fn parse(text: &str) -> Result<Stars, DamagedStars> {
        let mut stars = BTreeMap::new();
        for (number, line) in text.lines().enumerate().filter(|(_, line)| !line.trim().is_empty()) {
            let mut words = line.split_whitespace();
            let (Some(id), Some(count), None) = (words.next(), words.next(), words.next()) else {
                return Err(DamagedStars(number + 1));
            };
            match count.parse::<u8>() {
                Ok(count @ 1..=MAX_STARS) => stars.insert(id.to_string(), count),
                _ => return Err(DamagedStars(number + 1)),
            };
        }
        Ok(Stars(stars))
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        self.0.iter().map(|(id, stars)| format!("{id} {stars}\n")).collect()
    }

    /// The stars of lesson `id`, 0 when it was never done.
    pub fn stars(&self, id: &str) -> u8 {
        self.0.get(id).copied().unwrap_or(0)
    }

    /// Keeps `stars` for lesson `id` if they are more than it had.
    pub fn earn(&mut self, id: &str, stars: u8) {
        let best = self.stars(id).max(stars.min(MAX_STARS));
        self.0.insert(id.to_string(), best);
    }
}
