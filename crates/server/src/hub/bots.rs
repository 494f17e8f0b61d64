//! The bots (computer opponents, `obereg bot`): which players are bots,
//! the level each says it plays at, shown beside its name in the lobby,
//! its challenges and its games.

use std::collections::HashMap;

use super::{ConnId, Hub};
use crate::protocol::check::check_bot;
use crate::protocol::{Bot, ErrorCode};
use crate::store::name_key;

impl Hub {
    /// The bot on `conn` says its level and rating: kept with its account,
    /// then shown. Refused for an account that is not a bot's.
    pub(super) async fn set_bot(
        &mut self,
        conn: ConnId,
        level: String,
        rating: u32,
    ) -> Result<(), (ErrorCode, Option<String>)> {
        check_bot(&level, rating).map_err(|code| (code, None))?;
        let player = self.player(conn)?;
        let account = player.account.ok_or((ErrorCode::BadBot, None))?;
        let kept_level = level.clone();
        let kept = self.db.call(move |store| store.set_bot_level(account, &kept_level, rating)).await;
        if !kept.map_err(|_| (ErrorCode::Storage, None))? {
            return Err((ErrorCode::BadBot, None));
        }
        let key = name_key(&player.name);
        self.bots.insert(key.clone(), Bot { name: player.name, level, rating });
        for live in self.games.values_mut() {
            if live.side_of(&key).is_some() {
                live.info.bots = among(&self.bots, [&live.info.vikings, &live.info.varangians]);
            }
        }
        Ok(())
    }

    /// The bot `name` is, if it is one.
    pub(super) fn bot_of(&self, name: &str) -> Option<Bot> {
        self.bots.get(&name_key(name)).cloned()
    }

    /// The bots among `names`.
    pub(super) fn bots_among<'a>(&self, names: impl IntoIterator<Item = &'a String>) -> Vec<Bot> {
        among(&self.bots, names)
    }
}

/// The bots of `bots` (by name in lower case) among `names`.
fn among<'a>(bots: &HashMap<String, Bot>, names: impl IntoIterator<Item = &'a String>) -> Vec<Bot> {
    names.into_iter().filter_map(|name| bots.get(&name_key(name)).cloned()).collect()
}
