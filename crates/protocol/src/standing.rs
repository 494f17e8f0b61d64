//! Ratings, a player's page and the leaderboard as the protocol writes
//! them: the categories a rating is kept in, and the pages' lines.

use serde::{Deserialize, Serialize};

use super::client::ClockTerms;

/// What a rating is kept for: live games on either board, and
/// correspondence games. A game with the die is rated in none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Category {
    /// A live (Fischer) game on the 9×9 board.
    #[serde(rename = "live-9")]
    Live9,
    /// A live (Fischer) game on the 11×11 board.
    #[serde(rename = "live-11")]
    Live11,
    /// A correspondence game (days a move), either board.
    #[serde(rename = "correspondence")]
    Correspondence,
}

impl Category {
    /// Every category, in the order the lobby lists a player's ratings.
    pub const ALL: [Category; 3] = [Category::Live9, Category::Live11, Category::Correspondence];

    /// The category of a game on `board` with `clock`; none with the die.
    pub fn of(board: u8, die: bool, clock: ClockTerms) -> Option<Category> {
        match clock {
            _ if die => None,
            ClockTerms::Correspondence { .. } => Some(Category::Correspondence),
            ClockTerms::Fischer { .. } if board == 11 => Some(Category::Live11),
            ClockTerms::Fischer { .. } => Some(Category::Live9),
        }
    }

    /// Its name, as the protocol and the database write it.
    pub fn name(self) -> &'static str {
        match self {
            Category::Live9 => "live-9",
            Category::Live11 => "live-11",
            Category::Correspondence => "correspondence",
        }
    }

    /// Its place in [`Category::ALL`].
    pub fn index(self) -> usize {
        match self {
            Category::Live9 => 0,
            Category::Live11 => 1,
            Category::Correspondence => 2,
        }
    }
}

/// A player's rating in one category, and their rated games in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingLine {
    /// The category.
    pub category: Category,
    /// The rating, rounded.
    pub rating: i32,
    /// Its deviation (RD), rounded: how unsure it is.
    pub deviation: i32,
    /// Rated games played in the category.
    pub games: u32,
    /// Of them, won.
    pub won: u32,
    /// Lost.
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
}

/// Games played, won, lost and drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Finished games.
    pub games: u32,
    /// Of them, won.
    pub won: u32,
    /// Lost.
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
}

/// A finished game on a player's page, from the player's side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PastGame {
    /// The game's number (for `record`).
    pub game: u64,
    /// 9 or 11.
    pub board: u8,
    /// Whether rated.
    pub rated: bool,
    /// The side the player played: `vikings` or `varangians`.
    pub side: String,
    /// The opponent's name.
    pub opponent: String,
    /// `won`, `lost` or `drawn`, for the player.
    pub result: String,
    /// Why it ended, as in `ended`.
    pub reason: String,
    /// When it ended: milliseconds since 1970 (UTC).
    pub ended: u64,
}

/// A player's page: their ratings, their results and their games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPage {
    /// The name, as registered.
    pub name: String,
    /// A computer opponent's account.
    pub bot: bool,
    /// The ratings in each category (a newcomer's where they have no
    /// rated game).
    pub ratings: Vec<RatingLine>,
    /// All their finished games, rated or not.
    pub total: Tally,
    /// The page of games asked for, newest first.
    pub page: u32,
    /// Its games.
    pub games: Vec<PastGame>,
    /// Whether older games follow on the next page.
    pub more: bool,
}

/// A line of the leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leader {
    /// The player's name.
    pub name: String,
    /// A computer opponent's account.
    pub bot: bool,
    /// The rating, rounded.
    pub rating: i32,
    /// Its deviation, rounded.
    pub deviation: i32,
    /// Rated games in the category.
    pub games: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_rated_by_its_clock_and_board_and_not_at_all_with_the_die() {
        let live = ClockTerms::Fischer { minutes: 5, seconds: 3 };
        let slow = ClockTerms::Correspondence { days: 3 };
        assert_eq!(Category::of(9, false, live), Some(Category::Live9));
        assert_eq!(Category::of(11, false, live), Some(Category::Live11));
        assert_eq!(Category::of(9, false, slow), Some(Category::Correspondence));
        assert_eq!(Category::of(11, false, slow), Some(Category::Correspondence));
        assert_eq!(Category::of(9, true, live), None);
        assert_eq!(Category::of(11, true, slow), None);
        for category in Category::ALL {
            assert_eq!(Category::ALL[category.index()], category);
            let json = serde_json::to_string(&category).unwrap_or_default();
            assert_eq!(json, format!("\"{}\"", category.name()));
        }
    }
}
