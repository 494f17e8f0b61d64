//! Tournaments: their terms, as a client asks for one and the server
//! checks them, and what the server shows of one (its list, its table,
//! its rounds).

use serde::{Deserialize, Serialize};

use super::check::{NAME_MAX, check_name, check_terms};
use super::client::{ChallengeTerms, ClockTerms, SideChoice};
use super::server::ErrorCode;

/// The most characters of a tournament's name.
pub const TOURNAMENT_NAME_MAX: usize = 40;
/// The most players of a tournament: its page (every entrant, the table
/// and a round) fits in one line of the protocol.
pub const TOURNAMENT_PLAYERS_MAX: u32 = 16;
/// The most rounds of a Swiss.
pub const SWISS_ROUNDS_MAX: u32 = 15;
/// The longest arena, in minutes (a day).
pub const ARENA_MINUTES_MAX: u32 = 1440;
/// The most names a tournament may invite.
pub const INVITED_MAX: usize = 16;
/// The most bots invited at once.
pub const BOTS_AT_ONCE_MAX: u32 = 16;

/// How a tournament pairs its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Format {
    /// Everyone meets everyone (Berger tables); twice, with both sides,
    /// when `double`.
    RoundRobin {
        /// Each pair plays twice, once with each side.
        double: bool,
    },
    /// A Swiss (the Dutch system) of so many rounds.
    Swiss {
        /// Its rounds, 1 to [`SWISS_ROUNDS_MAX`], fewer than its players.
        rounds: u32,
    },
    /// An arena: players paired as they come free, for so many minutes.
    Arena {
        /// Its window, 1 to [`ARENA_MINUTES_MAX`] minutes.
        minutes: u32,
    },
}

/// When a tournament starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Start {
    /// When its last place is taken (or when its organiser starts it).
    WhenFull,
    /// At this time, in milliseconds since 1970 (UTC), with whoever has
    /// entered (two at least), or earlier when its organiser starts it.
    At(u64),
}

/// Who may enter a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    /// Anyone (a guest only when it is not rated).
    Anyone,
    /// Players whose rating in its category is in the band, both ends in.
    Rating {
        /// The lowest rating.
        min: u32,
        /// The highest.
        max: u32,
    },
    /// The players named (and the organiser).
    Invited(Vec<String>),
}

/// The terms of a tournament, as its organiser asks for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentTerms {
    /// Its name, 1 to [`TOURNAMENT_NAME_MAX`] characters, no control.
    pub name: String,
    /// How it pairs.
    pub format: Format,
    /// 9 or 11.
    pub board: u8,
    /// Whether the die (V2) is played.
    pub die: bool,
    /// Each game's clock.
    pub clock: ClockTerms,
    /// Whether its games count for the ratings.
    pub rated: bool,
    /// When it starts.
    pub start: Start,
    /// Its places, 2 to [`TOURNAMENT_PLAYERS_MAX`].
    pub players: u32,
    /// Who may enter.
    pub entry: Entry,
    /// Whether bots may be invited into it.
    pub bots: bool,
}

impl TournamentTerms {
    /// The terms of each of its games, the sides given by the pairing.
    pub fn game(&self) -> ChallengeTerms {
        ChallengeTerms {
            board: self.board,
            die: self.die,
            clock: self.clock,
            rated: self.rated,
            side: SideChoice::Lot,
            opponent: None,
        }
    }
}

/// Whether a tournament's terms are in range: its games' as a
/// challenge's, its name, its places, its rounds or window, its band and
/// its invited names; a guest organises no rated tournament.
///
/// # Errors
/// [`ErrorCode::BadTournament`] when they are not.
pub fn check_tournament(terms: &TournamentTerms, guest: bool) -> Result<(), ErrorCode> {
    check_terms(&terms.game(), guest).map_err(|_| ErrorCode::BadTournament)?;
    let name = terms.name.trim();
    let name_ok = !name.is_empty()
        && terms.name.chars().count() <= TOURNAMENT_NAME_MAX
        && !terms.name.chars().any(char::is_control);
    let players_ok = (2..=TOURNAMENT_PLAYERS_MAX).contains(&terms.players);
    let format_ok = match terms.format {
        Format::RoundRobin { .. } => true,
        Format::Swiss { rounds } => (1..=SWISS_ROUNDS_MAX).contains(&rounds) && rounds < terms.players,
        Format::Arena { minutes } => (1..=ARENA_MINUTES_MAX).contains(&minutes),
    };
    let entry_ok = match &terms.entry {
        Entry::Anyone => true,
        Entry::Rating { min, max } => min <= max && *max <= 4000,
        Entry::Invited(names) => {
            names.len() <= INVITED_MAX
                && names.iter().all(|name| name.chars().count() <= NAME_MAX && check_name(name).is_ok())
        }
    };
    if name_ok && players_ok && format_ok && entry_ok { Ok(()) } else { Err(ErrorCode::BadTournament) }
}

/// Where a tournament is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Taking entries.
    Open,
    /// Its games are played.
    Playing,
    /// Over: its table is final.
    Over,
}

/// A tournament in a list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentInfo {
    /// Its number.
    pub tournament: u64,
    /// Its name.
    pub name: String,
    /// Who made it.
    pub organiser: String,
    /// Its format.
    pub format: Format,
    /// 9 or 11.
    pub board: u8,
    /// With the die.
    pub die: bool,
    /// Its games' clock.
    pub clock: ClockTerms,
    /// Rated.
    pub rated: bool,
    /// Where it is.
    pub stage: Stage,
    /// Players entered.
    pub entered: u32,
    /// Its places.
    pub places: u32,
    /// The round being played (0 before the first; an arena's games so far).
    pub round: u32,
}

/// One entrant of a tournament's page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The player's name.
    pub name: String,
    /// Their rating at the start (in the tournament's category).
    pub rating: u32,
    /// A bot.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
    /// Withdrawn: paired no more.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub left: bool,
}

/// One line of a tournament's table: points in halves (a win 2, a draw
/// 1), the first place first. Written as an array of its six numbers in
/// this order, to fit a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "[u32; 6]", into = "[u32; 6]")]
pub struct TableLine {
    /// The player: a place in the page's `entrants`.
    pub player: u32,
    /// Points, in halves.
    pub points: u32,
    /// The tie-break that orders it: Sonneborn–Berger in quarter points
    /// (round robin), Buchholz cut-1 in halves (Swiss), the win streak
    /// (arena).
    pub tie_break: u32,
    /// The direct encounter among those level on points, in halves
    /// (round robin; 0 otherwise).
    pub direct: u32,
    /// Points with the Vikings, in halves.
    pub vikings: u32,
    /// Points with the Varangians, in halves.
    pub varangians: u32,
}

impl From<[u32; 6]> for TableLine {
    fn from([player, points, tie_break, direct, vikings, varangians]: [u32; 6]) -> TableLine {
        TableLine { player, points, tie_break, direct, vikings, varangians }
    }
}

impl From<TableLine> for [u32; 6] {
    fn from(line: TableLine) -> [u32; 6] {
        [line.player, line.points, line.tie_break, line.direct, line.vikings, line.varangians]
    }
}

/// One game of a round, on a tournament's page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The player with the Vikings: a place in `entrants`.
    pub vikings: u32,
    /// The player with the Varangians.
    pub varangians: u32,
    /// The game's number.
    pub game: u64,
    /// `vikings`, `varangians` or `draw` once over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

/// A tournament's page: its entrants, its table and one round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentPage {
    /// The tournament.
    pub info: TournamentInfo,
    /// Its entrants, by seed (the first the highest-rated).
    pub entrants: Vec<Entrant>,
    /// Its table, the first place first.
    pub table: Vec<TableLine>,
    /// The round shown (1 the first; 0 before any).
    pub shown: u32,
    /// Its games.
    pub games: Vec<Pairing>,
    /// Its bye (a place in `entrants`), scored as a win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<u32>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Swiss of eight for five rounds, five minutes a game.
    fn swiss() -> TournamentTerms {
        TournamentTerms {
            name: "Spring Swiss".into(),
            format: Format::Swiss { rounds: 5 },
            board: 9,
            die: false,
            clock: ClockTerms::Fischer { minutes: 5, seconds: 3 },
            rated: true,
            start: Start::WhenFull,
            players: 8,
            entry: Entry::Anyone,
            bots: true,
        }
    }

    #[test]
    fn terms_in_range_pass_and_each_limit_refuses() {
        assert_eq!(check_tournament(&swiss(), false), Ok(()));
        let refused =
            |terms: TournamentTerms| check_tournament(&terms, false) == Err(ErrorCode::BadTournament);
        assert!(refused(TournamentTerms { name: String::new(), ..swiss() }));
        assert!(refused(TournamentTerms { name: "  ".into(), ..swiss() }));
        assert!(refused(TournamentTerms { name: "x".repeat(TOURNAMENT_NAME_MAX + 1), ..swiss() }));
        assert!(refused(TournamentTerms { name: "a\u{7}b".into(), ..swiss() }));
        assert!(refused(TournamentTerms { players: 1, ..swiss() }));
        assert!(refused(TournamentTerms { players: TOURNAMENT_PLAYERS_MAX + 1, ..swiss() }));
        assert!(refused(TournamentTerms { format: Format::Swiss { rounds: 8 }, ..swiss() }));
        assert!(refused(TournamentTerms { format: Format::Swiss { rounds: 0 }, ..swiss() }));
        assert!(refused(TournamentTerms { format: Format::Arena { minutes: 0 }, ..swiss() }));
        assert!(refused(TournamentTerms {
            format: Format::Arena { minutes: ARENA_MINUTES_MAX + 1 },
            ..swiss()
        }));
        assert!(refused(TournamentTerms { board: 10, ..swiss() }));
        assert!(refused(TournamentTerms { die: true, ..swiss() }), "a game with the die is never rated");
        assert!(refused(TournamentTerms { clock: ClockTerms::Correspondence { days: 31 }, ..swiss() }));
        assert!(refused(TournamentTerms { entry: Entry::Rating { min: 1600, max: 1500 }, ..swiss() }));
        assert!(refused(TournamentTerms { entry: Entry::Invited(vec!["a b".into()]), ..swiss() }));
        let many = (0..=INVITED_MAX).map(|n| format!("player{n}")).collect();
        assert!(refused(TournamentTerms { entry: Entry::Invited(many), ..swiss() }));
        assert_eq!(check_tournament(&swiss(), true), Err(ErrorCode::BadTournament), "a guest's rated one");
        let open = TournamentTerms { rated: false, format: Format::RoundRobin { double: true }, ..swiss() };
        assert_eq!(check_tournament(&open, true), Ok(()));
    }

    #[test]
    fn terms_cross_as_json_and_back() {
        let terms = TournamentTerms {
            format: Format::Arena { minutes: 30 },
            start: Start::At(1_780_000_000_000),
            entry: Entry::Invited(vec!["alice".into()]),
            ..swiss()
        };
        let text = serde_json::to_string(&terms).unwrap_or_default();
        assert!(text.contains(r#""format":{"kind":"arena","minutes":30}"#), "{text}");
        assert_eq!(serde_json::from_str::<TournamentTerms>(&text).ok(), Some(terms));
        let line = TableLine { player: 3, points: 5, tie_break: 14, direct: 1, vikings: 2, varangians: 3 };
        let text = serde_json::to_string(&line).unwrap_or_default();
        assert_eq!(text, "[3,5,14,1,2,3]");
        assert_eq!(serde_json::from_str::<TableLine>(&text).ok(), Some(line));
    }
}
