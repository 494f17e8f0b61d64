//! The lobby a page at a time: as many players, challenges and games as
//! fit in a line, each list from where the client asks, with how many
//! there are in all.

use serde::Serialize;

use super::{ConnId, Hub};
use crate::protocol::{ChallengeInfo, LobbyCounts, ServerMessage};
use crate::store::name_key;

/// The bytes each of the lobby's three lists may take in one message: the
/// three with the rest of the message fit in [`crate::protocol::MAX_LINE`],
/// and so does the widest item of each.
const LIST_BYTES: usize = 1200;

impl Hub {
    /// Sends `conn` the lobby's page whose lists start at `from`.
    pub(super) fn send_lobby(&mut self, conn: ConnId, from: LobbyCounts) {
        let Ok(player) = self.player(conn) else { return };
        let names = self.by_name.values().filter_map(|conns| self.conns.get(conns.first()?));
        let entries = names.skip(place(from.players)).map(|c| {
            let name = &c.player.name;
            (name.clone(), self.lobby_rating(name), self.bot_of(name))
        });
        let entries = fitting(entries, |(name, rating, bot)| {
            let rated = rating.map_or(0, |rating| json_length(name) + json_length(&rating) + 2);
            json_length(name) + 1 + rated + bot.as_ref().map_or(0, |bot| json_length(bot) + 1)
        });
        let mut players = Vec::new();
        let mut ratings = std::collections::BTreeMap::new();
        let mut bots = Vec::new();
        for (name, rating, bot) in entries {
            if let Some(rating) = rating {
                ratings.insert(name.clone(), rating);
            }
            bots.extend(bot);
            players.push(name);
        }
        let key = name_key(&player.name);
        let open: Vec<&ChallengeInfo> = self
            .challenges
            .values()
            .chain(self.remote_challenges())
            .filter(|c| {
                c.from == player.name || c.terms.opponent.as_ref().is_none_or(|to| name_key(to) == key)
            })
            .collect();
        let challenges = fitting(open.iter().skip(place(from.challenges)).map(|c| (*c).clone()), json_item);
        let games =
            fitting(self.games.values().skip(place(from.games)).map(|live| live.info.clone()), json_item);
        let counts = LobbyCounts {
            players: count(self.by_name.len()),
            challenges: count(open.len()),
            games: count(self.games.len()),
        };
        self.send(conn, ServerMessage::Lobby { players, challenges, games, ratings, bots, from, counts });
    }
}

/// The first of `items` whose `cost`s in bytes add up to at most
/// [`LIST_BYTES`].
fn fitting<T>(items: impl Iterator<Item = T>, cost: impl Fn(&T) -> usize) -> Vec<T> {
    let mut room = LIST_BYTES;
    items
        .map_while(|item| {
            room = room.checked_sub(cost(&item))?;
            Some(item)
        })
        .collect()
}

/// The bytes of `item` in a JSON list, its comma included.
fn json_item(item: &impl Serialize) -> usize {
    json_length(item) + 1
}

/// The bytes of `value` as JSON.
fn json_length(value: &impl Serialize) -> usize {
    serde_json::to_string(value).map_or(LIST_BYTES, |json| json.len())
}

/// A place in a list, as an index.
fn place(from: u32) -> usize {
    usize::try_from(from).unwrap_or(usize::MAX)
}

/// A list's length, as the protocol counts.
fn count(length: usize) -> u32 {
    u32::try_from(length).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a test fails by panicking")]

    use super::*;
    use crate::protocol::{
        Bot, ChallengeTerms, ClockTerms, GameInfo, MAX_LINE, NAME_MAX, SideChoice, check_name,
    };

    /// A name of the most characters, each of the most bytes.
    fn widest_name() -> String {
        let name = "𝟘".repeat(NAME_MAX);
        assert_eq!(check_name(&name), Ok(()));
        name
    }

    fn widest_bot() -> Bot {
        Bot { name: widest_name(), level: "x".repeat(crate::protocol::BOT_LEVEL_MAX), rating: u32::MAX }
    }

    #[test]
    fn the_widest_item_of_each_list_fits_in_its_room_and_three_full_lists_in_a_line() {
        let terms = ChallengeTerms {
            board: 11,
            die: false,
            clock: ClockTerms::Fischer { minutes: u32::MAX, seconds: u32::MAX },
            rated: false,
            side: SideChoice::Varangians,
            opponent: Some(widest_name()),
        };
        let challenge = ChallengeInfo {
            challenge: u64::MAX,
            from: widest_name(),
            terms,
            rating: Some(i32::MIN),
            bot: Some(widest_bot()),
        };
        assert!(json_item(&challenge) <= LIST_BYTES, "{}", json_item(&challenge));
        let game = GameInfo {
            game: u64::MAX,
            board: 11,
            vikings: widest_name(),
            varangians: widest_name(),
            plies: u32::MAX,
            bots: vec![widest_bot(), widest_bot()],
            // `false` is written wider than `true`.
            die: false,
        };
        assert!(json_item(&game) <= LIST_BYTES, "{}", json_item(&game));
        let player = json_length(&widest_name()) * 2 + json_length(&[i32::MIN; 3]) + json_item(&widest_bot());
        assert!(player + 3 <= LIST_BYTES, "{player}");
        let most = LobbyCounts { players: u32::MAX, challenges: u32::MAX, games: u32::MAX };
        let empty = ServerMessage::Lobby {
            players: Vec::new(),
            challenges: Vec::new(),
            games: Vec::new(),
            ratings: std::collections::BTreeMap::new(),
            bots: Vec::new(),
            from: most,
            counts: most,
        };
        let line = json_length(&empty) + 1 + 3 * LIST_BYTES;
        assert!(line <= MAX_LINE, "{line}");
    }
}
