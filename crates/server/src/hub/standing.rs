//! Ratings in the lobby, a player's page, the leaderboard and the
//! archive's records. The hub keeps the ratings of the players online (for
//! the lobby and the challenges), read by each player's connection as they
//! log in; the pages and records are read by a task of their own, so the
//! hub never waits for them.

use obereg_glicko::Rating;

use super::{ConnId, Hub, Player};
use crate::archive::otg;
use crate::protocol::Bot;
use crate::protocol::{
    Category, ClientMessage, ErrorCode, LEADERS_MAX, NAME_MAX, PAGE_LIMIT, RECORD_PART, ServerMessage,
};
use crate::store::{Db, Rerated, Store, StoreError, name_key, rounded};

/// What a lookup answers: the messages, or why not.
type Answer = Result<Vec<ServerMessage>, ErrorCode>;

/// What the hub learns of a player as they log in: their ratings and
/// whether they are a bot. Read from the disk by their connection's task,
/// before it tells the hub, so the hub never waits for it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Known {
    /// The ratings, in the order of `Category::ALL` (none for a guest, or
    /// when the disk could not say).
    pub ratings: Option<[Rating; 3]>,
    /// The bot the player is, if one.
    pub bot: Option<Bot>,
}

impl Known {
    /// Reads what is known of the account `account` (nothing for a guest).
    pub async fn read(db: &Db, account: Option<i64>) -> Known {
        let Some(account) = account else { return Known::default() };
        let read =
            db.call(move |store| Ok((store.standings(account).ok(), store.bot(account).ok().flatten())));
        match read.await {
            Ok((standings, bot)) => Known { ratings: standings.map(|s| s.map(|s| s.rating)), bot },
            Err(_) => Known::default(),
        }
    }
}

impl Hub {
    /// Learns the ratings and the bot of `player`, who logged in.
    pub(super) fn learn(&mut self, player: &Player, known: Known) {
        if let Some(ratings) = known.ratings.filter(|_| player.account.is_some()) {
            self.ratings.insert(name_key(&player.name), ratings);
        }
        if let Some(bot) = known.bot {
            self.bots.insert(name_key(&bot.name), bot);
        }
    }

    /// The rating of `name` in `category`, rounded, when they are online
    /// with an account and the category is rated.
    pub(super) fn rating_of(&self, name: &str, category: Option<Category>) -> Option<i32> {
        let ratings = self.ratings.get(&name_key(name))?;
        Some(rounded(ratings[category?.index()].rating))
    }

    /// The ratings of `name`, rounded, when they are online with an account.
    pub(super) fn lobby_rating(&self, name: &str) -> Option<[i32; 3]> {
        let ratings = self.ratings.get(&name_key(name))?;
        Some(ratings.map(|rating: Rating| rounded(rating.rating)))
    }

    /// A rated game ended: its players' new ratings, for those online.
    pub(super) fn rerated(&mut self, names: [&str; 2], rerated: Rerated) {
        for (name, rating) in names.into_iter().zip(rerated.ratings) {
            if let Some(ratings) = self.ratings.get_mut(&name_key(name)) {
                ratings[rerated.category.index()] = rating;
            }
        }
    }

    /// Answers `player`, `leaderboard` or `record` from the database, in
    /// a task of its own; other messages are not lookups and are ignored.
    pub(super) fn look_up(&mut self, conn: ConnId, message: ClientMessage) {
        match message {
            ClientMessage::Player { name, .. } if name.chars().count() > NAME_MAX => {
                self.send(conn, ServerMessage::Error { code: ErrorCode::NoSuchPlayer, detail: None });
            }
            ClientMessage::Player { name, page } => self.answer_later(
                conn,
                move |store| store.player_page(&name, page.min(PAGE_LIMIT)),
                |page| page.map(|page| vec![ServerMessage::Player(page)]).ok_or(ErrorCode::NoSuchPlayer),
            ),
            ClientMessage::Leaderboard { category, count } => self.answer_later(
                conn,
                move |store| store.leaderboard(category, count.clamp(1, LEADERS_MAX)),
                move |players| Ok(vec![ServerMessage::Leaderboard { category, players }]),
            ),
            ClientMessage::Record { game } => self.answer_later(
                conn,
                move |store| store.finished_game(i64::try_from(game).unwrap_or(i64::MAX)),
                // The record is written out of the database's lock.
                move |finished| {
                    let text = finished.as_ref().and_then(otg);
                    text.map(|text| record_parts(game, &text)).ok_or(ErrorCode::NoSuchGame)
                },
            ),
            _ => {}
        }
    }

    /// Reads with `read` from the database in a task of its own, and sends
    /// `conn` what `answer` makes of it.
    fn answer_later<T, F, G>(&mut self, conn: ConnId, read: F, answer: G)
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
        G: FnOnce(T) -> Answer + Send + 'static,
    {
        let Some(tx) = self.conns.get(&conn).map(|c| c.tx.clone()) else { return };
        let db = self.db.clone();
        tokio::spawn(async move {
            let answers = match db.call(read).await.map(answer) {
                Ok(Ok(answers)) => answers,
                Ok(Err(code)) => vec![ServerMessage::Error { code, detail: None }],
                Err(_) => vec![ServerMessage::Error { code: ErrorCode::Storage, detail: None }],
            };
            for answer in answers {
                if tx.send(answer).await.is_err() {
                    return;
                }
            }
        });
    }
}

/// The record's text cut into `record` messages of at most
/// [`RECORD_PART`] bytes, at line ends where a line allows.
fn record_parts(game: u64, text: &str) -> Vec<ServerMessage> {
    let mut parts: Vec<&str> = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut cut = rest.len().min(RECORD_PART);
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        if cut < rest.len() {
            cut = rest[..cut].rfind('\n').map_or(cut, |end| end + 1);
        }
        parts.push(&rest[..cut]);
        rest = &rest[cut..];
    }
    let count = u32::try_from(parts.len()).unwrap_or(u32::MAX);
    (0..)
        .zip(parts)
        .map(|(part, text)| ServerMessage::Record { game, part, parts: count, text: text.to_string() })
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

    use super::*;
    use crate::protocol::{Leader, MAX_LINE, PAGE_GAMES, PastGame, PlayerPage, RatingLine, Tally};

    /// The bytes of `message` as one line.
    fn line_length(message: &ServerMessage) -> usize {
        serde_json::to_string(message).unwrap().len() + 1
    }

    /// The longest name: 24 characters of two bytes each.
    fn longest_name() -> String {
        "Щ".repeat(NAME_MAX)
    }

    #[test]
    fn a_record_is_cut_at_line_ends_into_parts_that_join_to_it() {
        let text: String = (1..=400).map(|turn| format!("{turn}. a6-a8 e4-d4xd5\n")).collect();
        let parts = record_parts(7, &text);
        assert!(parts.len() > 1);
        let mut joined = String::new();
        for (index, part) in parts.iter().enumerate() {
            let ServerMessage::Record { game: 7, part, parts: count, text } = part else {
                panic!("{part:?}")
            };
            assert_eq!((*part as usize, *count as usize), (index, parts.len()));
            assert!(text.len() <= RECORD_PART && text.ends_with('\n'), "{text:?}");
            joined.push_str(text);
        }
        assert_eq!(joined, text);
    }

    #[test]
    fn a_record_part_fits_in_a_line_even_with_every_character_escaped() {
        for text in ["\n".repeat(3 * RECORD_PART), "\"".repeat(3 * RECORD_PART), "Щ".repeat(RECORD_PART)] {
            for part in record_parts(u64::MAX, &text) {
                let ServerMessage::Record { game, text, .. } = part else { unreachable!() };
                let widest = ServerMessage::Record { game, part: u32::MAX, parts: u32::MAX, text };
                assert!(line_length(&widest) <= MAX_LINE, "{}", line_length(&widest));
            }
        }
    }

    #[test]
    fn the_widest_page_and_leaderboard_fit_in_a_line() {
        let rating = |category| RatingLine {
            category,
            rating: i32::MIN,
            deviation: i32::MIN,
            games: u32::MAX,
            won: u32::MAX,
            lost: u32::MAX,
            drawn: u32::MAX,
        };
        let past = PastGame {
            game: u64::MAX,
            board: 11,
            rated: false,
            side: "varangians".into(),
            opponent: longest_name(),
            result: "drawn".into(),
            reason: "off_the_board".into(),
            ended: u64::MAX,
        };
        let total = Tally { games: u32::MAX, won: u32::MAX, lost: u32::MAX, drawn: u32::MAX };
        let page = PlayerPage {
            name: longest_name(),
            bot: false,
            ratings: Category::ALL.map(rating).to_vec(),
            total,
            page: u32::MAX,
            games: vec![past; PAGE_GAMES as usize],
            more: false,
        };
        assert!(line_length(&ServerMessage::Player(page)) <= MAX_LINE);
        let leader = Leader {
            name: longest_name(),
            bot: false,
            rating: i32::MIN,
            deviation: i32::MIN,
            games: u32::MAX,
        };
        let players = vec![leader; LEADERS_MAX as usize];
        let board = ServerMessage::Leaderboard { category: Category::Correspondence, players };
        assert!(line_length(&board) <= MAX_LINE, "{}", line_length(&board));
    }
}
