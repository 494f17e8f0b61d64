//! Who plays each side, as a record keeps it: the names, and the tags
//! that name the computer's side and level, so a resumed or loaded game
//! goes on against it. A name read back (or heard from the other player)
//! is what it stands for: the computer is named by its level and a player
//! without a name by the side, in the reader's language, whatever the
//! language it was written in; a typed name stays as typed.

use obereg_engine::PlayerKind;
use obereg_record::GameRecord;
use obereg_rules::Side;

use crate::i18n::Messages;
use crate::tui::config::computer_name;
use crate::tui::screens::game::players::{Players, heard_name};

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

/// The players of `record`, named in the words of `messages`: for a side
/// the command line `named`, `given`'s player; elsewhere the player the
/// record names (the computer where its tag says so). A name edited into a
/// file is cut to fit the panel.
pub(in crate::tui) fn players_of<const N: usize>(
    record: &GameRecord<N>,
    given: &Players,
    named: &[Side],
    messages: &Messages,
) -> Players {
    let player = |(side, _): (Side, &str)| {
        let in_record = record.player(side).map(str::trim).filter(|name| !name.is_empty());
        match (in_record, computer_of(record, side)) {
            _ if named.contains(&side) => (given.name(side).to_string(), given.kind(side)),
            (_, Some(kind)) => (recorded_name(record, side, messages), kind),
            (Some(_), None) => (recorded_name(record, side, messages), PlayerKind::Human),
            (None, None) => (given.name(side).to_string(), PlayerKind::Human),
        }
    };
    let [(vikings, vikings_kind), (varangians, varangians_kind)] = PLAYER_TAGS.map(player);
    Players::new(vikings, varangians).with_kinds(vikings_kind, varangians_kind)
}

/// The computer, at its level, when `record` tags it as `side`'s player
/// (only the computer takes a turn by itself in the terminal game).
fn computer_of<const N: usize>(record: &GameRecord<N>, side: Side) -> Option<PlayerKind> {
    let tag = PLAYER_TAGS.iter().find(|(tagged, _)| *tagged == side).map(|(_, tag)| *tag)?;
    let kind = record.tag(tag).and_then(|kind| kind.parse::<PlayerKind>().ok());
    kind.filter(|kind| matches!(kind, PlayerKind::Computer(_)))
}

/// The name of `side`'s player in `record`, for a reader in `messages`'
/// language: the computer by its level, a player without a name of their
/// own by the side's name, a typed name as typed (cut to fit the panel).
pub(in crate::tui) fn recorded_name<const N: usize>(
    record: &GameRecord<N>,
    side: Side,
    messages: &Messages,
) -> String {
    match computer_of(record, side) {
        Some(PlayerKind::Computer(level)) => computer_name(level, messages),
        _ => heard_name(record.player(side).unwrap_or_default(), side, messages),
    }
}
