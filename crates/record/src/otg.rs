//! OpenTafl game records (`.otg`): `[tag:value]` lines, a blank line, then
//! numbered turns `1. d9-d6 e6-b6xb5`, one turn a line, with the variations
//! after the turns they branch from (`2a.1.1a. d9-d8 g5-g7`).
//!
//! A record keeps its tags in the order read, unknown ones too, so saving a
//! loaded record gives the same file. Reading a record
//! ([`GameRecord::from_bytes`]) is in `read.rs`, writing its moves in
//! `write.rs`.

use std::fmt::Write as _;

use crate::address::{address_of, every_node, line_end};
use crate::date::Date;
use crate::error::RecordError;
use crate::tree::{GameTree, NodeId};
use crate::write::write_moves;
use obereg_rules::{DrawReason, Outcome, Position, Reading, RulesString, Side, WinReason};

/// A game with its tags: the players, the date, the result, the rules.
#[derive(Clone, Debug)]
pub struct GameRecord<const N: usize = 9> {
    /// Tags in file order; `result` is rewritten from the game on saving.
    tags: Vec<(String, String)>,
    game: GameTree<N>,
    /// What was wrong with the file but mended on reading.
    dropped: Vec<RecordError>,
}

impl<const N: usize> GameRecord<N> {
    /// A new game of Obereg on the `N`×`N` board from its start (R3, V1),
    /// R15 on, between
    /// `vikings` (attackers) and `varangians` (defenders), played on `date`.
    #[expect(
        clippy::expect_used,
        reason = "Obereg's own rules are Obereg: an invariant of the program, not outside input"
    )]
    pub fn on_board(vikings: &str, varangians: &str, date: Date) -> GameRecord<N> {
        let rules = RulesString::obereg_on::<N>();
        let checked = rules.check_obereg_on().expect("Obereg's own rules are Obereg");
        let mut record =
            GameRecord { tags: Vec::new(), game: GameTree::from_rules(&checked), dropped: Vec::new() };
        record.set_tag("date", &date.to_string());
        record.set_tag("attackers", vikings);
        record.set_tag("defenders", varangians);
        record.set_tag("result", "?");
        record.set_tag("rules", &rules.to_string());
        record
    }

    /// A record of `game` (from any start: a composed position) between
    /// `vikings` and `varangians`, played on `date`; the rules tag names the
    /// game's start. A file can only replay a start with the Vikings to move
    /// (R4), so a game from another start is for play, not for saving.
    pub fn from_game(vikings: &str, varangians: &str, date: Date, game: GameTree<N>) -> GameRecord<N> {
        let start = game.position_at(NodeId::START).to_string();
        let rules = RulesString::obereg_on::<N>().to_string().replace(Position::<N>::START_RECORD, &start);
        let mut record = GameRecord::on_board(vikings, varangians, date);
        record.set_tag("rules", &rules);
        record.game = game;
        record
    }

    /// Builds a record from tags already checked, the game they describe
    /// and the tags dropped on the way.
    pub(super) fn from_parts(
        tags: Vec<(String, String)>,
        game: GameTree<N>,
        dropped: Vec<RecordError>,
    ) -> GameRecord<N> {
        GameRecord { tags, game, dropped }
    }

    /// This record as a game with the die read as `reading` (V2): the tag
    /// `[obereg-die:…]` says so, and the game's rolls are written with it.
    pub fn with_die(mut self, reading: Reading) -> GameRecord<N> {
        self.game.set_die(reading);
        self.set_tag(DIE_TAG, &reading.to_string());
        self
    }

    /// The obereg tags (`[obereg-current:…]`, `[obereg-redo:…]`,
    /// `[obereg-agreed:…]`) dropped on reading because they name no position
    /// of the game, as when another program deleted a variation and kept
    /// them; each with its line. Play then goes on at the end of the main
    /// line, as in a record without them.
    pub fn dropped_tags(&self) -> &[RecordError] {
        &self.dropped
    }

    /// The game: its moves, variations and cursors.
    pub fn game(&self) -> &GameTree<N> {
        &self.game
    }

    /// The game, to play, undo and review.
    pub fn game_mut(&mut self) -> &mut GameTree<N> {
        &mut self.game
    }

    /// The value of tag `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(key, _)| key == name).map(|(_, value)| value.as_str())
    }

    /// All tags in file order (the result as read or last set).
    pub fn tags(&self) -> impl Iterator<Item = (&str, &str)> {
        self.tags.iter().map(|(key, value)| (key.as_str(), value.as_str()))
    }

    /// Sets tag `name` (added at the end when new). Brackets and line breaks
    /// are dropped from the value so the tag stays one readable line.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        let value: String = value.chars().filter(|c| !matches!(c, '[' | ']') && !c.is_control()).collect();
        match self.tags.iter_mut().find(|(key, _)| key == name) {
            Some((_, old)) => *old = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }

    /// Removes tag `name`, if the record has it.
    pub fn remove_tag(&mut self, name: &str) {
        self.tags.retain(|(key, _)| key != name);
    }

    /// The name of the player of `side` (`[attackers:…]`, `[defenders:…]`).
    pub fn player(&self, side: Side) -> Option<&str> {
        self.tag(side_tag(side))
    }

    /// Names the player of `side`.
    pub fn set_player(&mut self, side: Side, name: &str) {
        self.set_tag(side_tag(side), name);
    }

    /// The record as OTN text: the tags, then every move of the game tree
    /// in OpenTafl's notation (the main line as numbered turns, the other
    /// moves as variations after the turn they branch from) and the result
    /// at the current node. Where play continues, when it is not the end of
    /// the main line, goes into the tag `[obereg-current:…]`, and the end of
    /// the line redo follows from there, when it is not the line of first
    /// moves, into `[obereg-redo:…]` (both as move addresses, `0` the start);
    /// draws agreed elsewhere in the tree go into `[obereg-agreed:…]`.
    pub fn to_otg(&self) -> String {
        let mut text = String::new();
        let result = result_code(self.game.outcome());
        // The cursor tags are written as the game stands now, never as set.
        for (key, value) in self.tags.iter().filter(|(key, _)| {
            ![CURRENT_TAG, REDO_TAG, AGREED_TAG, ENDED_TAG, ROLLS_TAG].contains(&key.as_str())
        }) {
            // A result that is no OTN code is kept while the game has none.
            let kept = !RESULT_CODES.contains(&value.as_str()) && result == "?";
            let value = if key == "result" && !kept { result } else { value };
            let _ = writeln!(text, "[{key}:{value}]");
        }
        if let Some(how) = self.game.outcome().and_then(ending_word) {
            let _ = writeln!(text, "[{ENDED_TAG}:{how}]");
        }
        let name = |node| address_of(&self.game, node).map_or("0".to_string(), |address| address.to_string());
        for (key, node) in self.cursor_tags() {
            let _ = writeln!(text, "[{key}:{}]", name(node));
        }
        let agreed: Vec<String> = self.agreed_elsewhere().into_iter().map(name).collect();
        if !agreed.is_empty() {
            let _ = writeln!(text, "[{AGREED_TAG}:{}]", agreed.join(" "));
        }
        let mut moves = String::new();
        let rolls = write_moves(&mut moves, &self.game);
        if self.game.die().is_some() && !rolls.is_empty() {
            let rolls: Vec<String> = rolls.iter().map(ToString::to_string).collect();
            let _ = writeln!(text, "[{ROLLS_TAG}:{}]", rolls.join(" "));
        }
        text.push('\n');
        text.push_str(&moves);
        text
    }

    /// The positions, other than the current one, where the players agreed
    /// to a draw before taking moves back: the result tag can't say so.
    fn agreed_elsewhere(&self) -> Vec<NodeId> {
        let game = &self.game;
        let agreed = |node: &NodeId| game.outcome_at(*node) == Some(Outcome::Draw(DrawReason::Agreement));
        every_node(game).into_iter().filter(|node| *node != game.current() && agreed(node)).collect()
    }

    /// The cursor tags the game needs: where play continues and where redo
    /// leads, when a reader would not find them by following first moves.
    fn cursor_tags(&self) -> Vec<(&'static str, NodeId)> {
        let game = &self.game;
        let current = game.current();
        let mut tags = Vec::new();
        if current != line_end(game, NodeId::START) {
            tags.push((CURRENT_TAG, current));
        }
        let redo_end = game.game_turns().last().map_or(NodeId::START, |(node, _)| *node);
        if redo_end != line_end(game, current) && game.depth(redo_end) > game.depth(current) {
            tags.push((REDO_TAG, redo_end));
        }
        tags
    }
}

impl GameRecord {
    /// A new game on the 9×9 board: [`GameRecord::on_board`] of the
    /// standard game.
    pub fn new(vikings: &str, varangians: &str, date: Date) -> GameRecord {
        GameRecord::on_board(vikings, varangians, date)
    }
}

/// The tag naming the node where play continues (a move address).
pub(super) const CURRENT_TAG: &str = "obereg-current";

/// The tag naming the end of the line redo follows (a move address).
pub(super) const REDO_TAG: &str = "obereg-redo";

/// The tag naming the positions, other than the current one, where the
/// players agreed to a draw (move addresses, space-separated).
pub(super) const AGREED_TAG: &str = "obereg-agreed";

/// The tag naming how the die is read, in a game with the die (V2):
/// `exact` or `up-to`. OpenTafl keeps tags it does not know.
pub(super) const DIE_TAG: &str = "obereg-die";

/// The tag listing the rolls of a game with the die, one per move or pass,
/// in the order the moves stand in the file (variations included).
pub(super) const ROLLS_TAG: &str = "obereg-rolls";

/// The tag saying how a game ended that the moves and the result do not
/// show: `time` (a clock ran out) or `resignation`.
pub(super) const ENDED_TAG: &str = "obereg-ended";

/// The word of [`ENDED_TAG`] for `outcome`, when it needs one.
fn ending_word(outcome: Outcome) -> Option<&'static str> {
    match outcome {
        Outcome::Win { reason: WinReason::Time, .. } | Outcome::Draw(DrawReason::Time) => Some("time"),
        Outcome::Win { reason: WinReason::Resignation, .. } => Some("resignation"),
        _ => None,
    }
}

/// The ending the OTN result `code` gives a game the moves leave open,
/// told how by [`ENDED_TAG`]'s `word` when the file has one: without it
/// `1` or `-1` is a win decided off the board and `0` a draw agreed; with
/// `time` a clock ran out, with `resignation` a side resigned (no draw).
pub(super) fn ending(word: Option<&str>, code: &str) -> Option<Outcome> {
    let winner = match code {
        "1" => Some(Side::Vikings),
        "-1" => Some(Side::Varangians),
        "0" => None,
        _ => return None,
    };
    let (win, draw) = match word {
        None => (WinReason::OffTheBoard, Some(DrawReason::Agreement)),
        Some("time") => (WinReason::Time, Some(DrawReason::Time)),
        Some("resignation") => (WinReason::Resignation, None),
        Some(_) => return None,
    };
    match winner {
        Some(winner) => Some(Outcome::Win { winner, reason: win }),
        None => draw.map(Outcome::Draw),
    }
}

/// The OTN tag naming the player of `side`.
fn side_tag(side: Side) -> &'static str {
    match side {
        Side::Vikings => "attackers",
        Side::Varangians => "defenders",
    }
}

/// The OTN result codes, as [`result_code`] writes them.
pub(super) const RESULT_CODES: [&str; 4] = ["1", "-1", "0", "?"];

/// The OTN result code: 1 the attackers (Vikings) won, -1 the defenders
/// (Varangians) won, 0 a draw, ? not over.
pub fn result_code(outcome: Option<Outcome>) -> &'static str {
    match outcome.map(Outcome::winner) {
        None => "?",
        Some(Some(Side::Vikings)) => "1",
        Some(Some(Side::Varangians)) => "-1",
        Some(None) => "0",
    }
}
