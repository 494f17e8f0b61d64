//! Who plays each side, as a record keeps it: the names, and the tags
//! that name the computer's side and level, so a resumed or loaded game
//! goes on against it.

use obereg_engine::PlayerKind;
use obereg_record::GameRecord;
use obereg_rules::Side;

use crate::tui::config::MAX_NAME;
use crate::tui::players::Players;

/// The tags that name the computer's side and level in a record, so a
/// resumed or loaded game goes on against it (`[varangians-player:ai:hard]`).
const PLAYER_TAGS: [(Side, &str); 2] =
    [(Side::Vikings, "vikings-player"), (Side::Varangians, "varangians-player")];

/// Writes into `record` who plays each side: the names, and which sides the
/// computer plays (a side the computer played before and a person plays
/// now is tagged `human`).
pub(in crate::tui) fn tag_players<const N: usize>(record: &mut GameRecord<N>, players: &Players) {
    for (side, tag) in PLAYER_TAGS {
        record.set_player(side, players.name(side));
        if !players.is_human(side) || record.tag(tag).is_some() {
            record.set_tag(tag, &players.kind(side).to_string());
        }
    }
}

/// The players of `record`: for a side the command line `named`, `given`'s
/// player; elsewhere the player the record names (the computer where its tag says so). A name edited into a
/// file is cut to fit the panel.
pub(in crate::tui) fn players_of<const N: usize>(
    record: &GameRecord<N>,
    given: &Players,
    named: &[Side],
) -> Players {
    let player = |(side, tag): (Side, &str)| {
        let in_record = record.player(side).map(str::trim).filter(|name| !name.is_empty());
        let recorded = record.tag(tag).and_then(|kind| kind.parse::<PlayerKind>().ok());
        // Only the computer takes a turn by itself in the terminal game.
        let recorded = recorded.filter(|kind| matches!(kind, PlayerKind::Computer(_)));
        match (in_record, recorded) {
            _ if named.contains(&side) => (given.name(side).to_string(), given.kind(side)),
            (Some(name), kind) => (name.chars().take(MAX_NAME).collect(), kind.unwrap_or(PlayerKind::Human)),
            (None, _) => (given.name(side).to_string(), PlayerKind::Human),
        }
    };
    let [(vikings, vikings_kind), (varangians, varangians_kind)] = PLAYER_TAGS.map(player);
    Players::new(vikings, varangians).with_kinds(vikings_kind, varangians_kind)
}
