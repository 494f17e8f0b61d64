//! Reading `.otg` records: tags, then turns replayed under the rules.
//!
//! OpenTafl's forms load too: tags in any order, rules strings with entries
//! left at their defaults, commentary in `[…|…]` after a turn (skipped) and
//! variations (the whole tree loads, see [`crate::turns`]).

use crate::address::{Address, line_end, resolve};
use crate::error::{Problem, RecordError, VariationFault};
use crate::otg::{
    AGREED_TAG, CURRENT_TAG, DIE_TAG, ENDED_TAG, GameRecord, REDO_TAG, RESULT_CODES, ROLLS_TAG, ending,
    result_code,
};
use crate::tree::{GameTree, NodeId};
use crate::turns::replay_moves;
use obereg_rules::{Outcome, Reading, Roll, RulesString};

/// A line of the file with its number, counted from 1.
type Line<'a> = (usize, &'a str);

/// The text of the bytes of a file.
pub(super) fn text_of(bytes: &[u8]) -> Result<&str, RecordError> {
    std::str::from_utf8(bytes).map_err(|error| {
        let at = error.valid_up_to();
        let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        RecordError::at(line, Problem::NotText(at))
    })
}

/// Reads a record from text.
pub(super) fn record_from_text<const N: usize>(text: &str) -> Result<GameRecord<N>, RecordError> {
    // Some editors start a saved file with a byte-order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(RecordError::whole(Problem::Empty));
    }
    if let Some((at, _)) = text.char_indices().find(|(_, c)| c.is_control() && !c.is_ascii_whitespace()) {
        let line = text[..at].matches('\n').count() + 1;
        return Err(RecordError::at(line, Problem::NotText(at)));
    }
    let lines: Vec<Line> = text.lines().enumerate().map(|(i, line)| (i + 1, line)).collect();
    let last_line = lines.len();
    read_lines(&lines).map_err(|error| {
        // A file that stops without its final line break was cut short when
        // its last line fails to read.
        if !text.ends_with('\n') && error.line == Some(last_line) && is_cut(&error.problem) {
            let what = if error.turn.is_some() { "a move" } else { "a tag" };
            RecordError { problem: Problem::Truncated(what.to_string()), ..error }
        } else {
            error
        }
    })
}

fn is_cut(problem: &Problem) -> bool {
    matches!(
        problem,
        Problem::BadTag(_)
            | Problem::Notation(_)
            | Problem::Captures { .. }
            | Problem::Variation { fault: VariationFault::NotAnAddress | VariationFault::NoMove, .. }
    )
}

fn read_lines<const N: usize>(lines: &[Line]) -> Result<GameRecord<N>, RecordError> {
    let (mut tags, rest) = read_tags(lines)?;
    let (rules_line, rules_text) =
        tag_line(&tags, "rules").ok_or(RecordError::whole(Problem::MissingRules))?;
    let rules = rules_text
        .parse::<RulesString>()
        .and_then(|rules| rules.check_obereg_on::<N>())
        .map_err(|error| RecordError::at(rules_line, Problem::Rules(error)))?;
    let mut game = GameTree::from_rules(&rules);
    let rolls = read_die(&mut game, &mut tags)?;
    replay_moves(&mut game, &tokens(rest)?, &rolls)?;
    let mut dropped = Vec::new();
    restore_agreements(&mut game, &mut tags, &mut dropped);
    restore_cursors(&mut game, &mut tags, &mut dropped);
    restore_ending(&mut game, &mut tags, &mut dropped);
    settle_result(&mut game, &tags)?;
    if !tags.iter().any(|(_, key, _)| key == "result") {
        let at = tags.iter().position(|(_, key, _)| key == "rules").unwrap_or(tags.len());
        tags.insert(at, (0, "result".to_string(), "?".to_string()));
    }
    let tags = tags.into_iter().map(|(_, key, value)| (key, value)).collect();
    Ok(GameRecord::from_parts(tags, game, dropped))
}

/// A tag with the line it stands on.
type Tag = (usize, String, String);

/// Makes `game` a game with the die when `[obereg-die:…]` says so, and
/// returns the rolls of `[obereg-rolls:…]`, which is taken out (the writer
/// puts it back from the game).
fn read_die<const N: usize>(game: &mut GameTree<N>, tags: &mut Vec<Tag>) -> Result<Vec<Roll>, RecordError> {
    let Some((line, value)) = tag_line(tags, DIE_TAG) else { return Ok(Vec::new()) };
    let bad = |line, key: &str, value: &str| RecordError::at(line, Problem::DieTag(format!("{key}:{value}")));
    game.set_die(value.parse::<Reading>().map_err(|_| bad(line, DIE_TAG, value))?);
    let Some(at) = tags.iter().position(|(_, key, _)| key == ROLLS_TAG) else { return Ok(Vec::new()) };
    let (line, key, value) = tags.remove(at);
    value.split_whitespace().map(str::parse).collect::<Result<_, _>>().map_err(|_| bad(line, &key, &value))
}

fn tag_line<'a>(tags: &'a [Tag], name: &str) -> Option<(usize, &'a str)> {
    tags.iter().find(|(_, key, _)| key == name).map(|(line, _, value)| (*line, value.as_str()))
}

/// Reads the leading `[name:value]` lines (blank lines between them are
/// allowed); returns them and the lines after.
fn read_tags<'a, 'b>(lines: &'b [Line<'a>]) -> Result<(Vec<Tag>, &'b [Line<'a>]), RecordError> {
    let mut tags: Vec<Tag> = Vec::new();
    for (index, &(number, line)) in lines.iter().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if !line.starts_with('[') {
            return Ok((tags, &lines[index..]));
        }
        let (key, value) =
            parse_tag(line).ok_or_else(|| RecordError::at(number, Problem::BadTag(line.into())))?;
        // Only a tag the replay reads can contradict itself by coming twice.
        if REPLAY_TAGS.contains(&key) && tags.iter().any(|(_, known, _)| known == key) {
            return Err(RecordError::at(number, Problem::DuplicateTag(key.to_string())));
        }
        tags.push((number, key.to_string(), value.to_string()));
    }
    Ok((tags, &[]))
}

/// Splits `[name:value]`; a name is letters, digits, `-` and `_`.
fn parse_tag(line: &str) -> Option<(&str, &str)> {
    let (key, value) = line.strip_prefix('[')?.strip_suffix(']')?.split_once(':')?;
    let good_key = !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    good_key.then_some((key, value))
}

/// The tags the replay reads; every other tag is kept as written, whatever
/// its value, and never makes a record unreadable.
const REPLAY_TAGS: [&str; 7] = ["rules", "result", CURRENT_TAG, REDO_TAG, AGREED_TAG, DIE_TAG, ROLLS_TAG];

/// The words of the turns with their lines; commentary in brackets is
/// skipped.
fn tokens<'a>(lines: &[Line<'a>]) -> Result<Vec<Line<'a>>, RecordError> {
    let mut words = Vec::new();
    let mut comment_from = None;
    for &(number, line) in lines {
        let mut rest = line;
        loop {
            if comment_from.is_some() {
                match rest.find(']') {
                    Some(end) => (comment_from, rest) = (None, &rest[end + 1..]),
                    None => break,
                }
            }
            let (words_part, after) = match rest.find('[') {
                Some(start) => (&rest[..start], Some(&rest[start + 1..])),
                None => (rest, None),
            };
            words.extend(words_part.split_whitespace().map(|word| (number, word)));
            match after {
                Some(after) => (comment_from, rest) = (Some(number), after),
                None => break,
            }
        }
    }
    match comment_from {
        Some(number) => Err(RecordError::at(number, Problem::Truncated("a comment".to_string()))),
        None => Ok(words),
    }
}

/// Marks the draws `[obereg-agreed:…]` names, agreed at positions the game
/// then went back from; the tag is taken out (the writer puts it back).
/// An address that names no position of the game (another program edited
/// the moves and kept the tag) is dropped, and said so in `dropped`.
fn restore_agreements<const N: usize>(
    game: &mut GameTree<N>,
    tags: &mut Vec<Tag>,
    dropped: &mut Vec<RecordError>,
) {
    let Some(at) = tags.iter().position(|(_, key, _)| key == AGREED_TAG) else { return };
    let (line, key, value) = tags.remove(at);
    for address in value.split_whitespace() {
        let node = address.parse::<Address>().ok().and_then(|address| resolve(game, &address));
        let agreed = node.is_some_and(|node| {
            game.make_current(node);
            game.agree_draw()
        });
        if !agreed {
            let problem = Problem::UnknownPosition { tag: key.clone(), address: address.to_string() };
            dropped.push(RecordError::at(line, problem));
        }
    }
}

/// Puts play where `[obereg-current:…]` says (else at the end of the main
/// line) and redo on the line to `[obereg-redo:…]` (else the first moves);
/// the two tags are taken out, the writer puts them back as the game
/// stands then. A tag that names no position of the game, or redo off the
/// line from where play goes on, is dropped and said so in `dropped`.
fn restore_cursors<const N: usize>(
    game: &mut GameTree<N>,
    tags: &mut Vec<Tag>,
    dropped: &mut Vec<RecordError>,
) {
    let current = take_position(game, tags, CURRENT_TAG, dropped);
    let current = current.map_or_else(|| line_end(game, NodeId::START), |(node, _)| node);
    let end = match take_position(game, tags, REDO_TAG, dropped) {
        Some((end, _)) if game.path(end).contains(&current) => end,
        Some((_, (line, tag, address))) => {
            dropped.push(RecordError::at(line, Problem::UnknownPosition { tag, address }));
            line_end(game, current)
        }
        None => line_end(game, current),
    };
    game.restore(current, end);
}

/// Takes tag `name` out of `tags` and finds the position its address
/// names; one that names none is dropped and said so in `dropped`.
fn take_position<const N: usize>(
    game: &GameTree<N>,
    tags: &mut Vec<Tag>,
    name: &str,
    dropped: &mut Vec<RecordError>,
) -> Option<(NodeId, Tag)> {
    let at = tags.iter().position(|(_, key, _)| key == name)?;
    let tag = tags.remove(at);
    let node = match tag.2.as_str() {
        "0" => Some(NodeId::START),
        text => text.parse::<Address>().ok().and_then(|address| resolve(game, &address)),
    };
    if node.is_none() {
        let (line, tag, address) = tag;
        dropped.push(RecordError::at(line, Problem::UnknownPosition { tag, address }));
        return None;
    }
    node.map(|node| (node, tag))
}

/// Ends the game as `[obereg-ended:…]` and the result say (a clock ran out,
/// a resignation); the tag is taken out (the writer puts it back). One
/// that does not fit the result or the moves is dropped and said so in
/// `dropped`, like the other obereg tags.
fn restore_ending<const N: usize>(
    game: &mut GameTree<N>,
    tags: &mut Vec<Tag>,
    dropped: &mut Vec<RecordError>,
) {
    let Some(at) = tags.iter().position(|(_, key, _)| key == ENDED_TAG) else { return };
    let (line, key, word) = tags.remove(at);
    let code = tag_line(tags, "result").map_or("?", |(_, code)| code);
    if !ending(Some(&word), code).is_some_and(|outcome| game.end(outcome)) {
        dropped.push(RecordError::at(line, Problem::BadTag(format!("[{key}:{word}]"))));
    }
}

/// Checks the result tag against the moves. On a game the moves leave
/// open, `0` is a draw the players agreed on and `1` or `-1` a win decided
/// off the board (OpenTafl writes a resignation or a loss on time so, with
/// no other tag); `?` and any value that is no OTN result code take what
/// the moves give.
fn settle_result<const N: usize>(game: &mut GameTree<N>, tags: &[Tag]) -> Result<(), RecordError> {
    let Some((line, code)) = tag_line(tags, "result") else { return Ok(()) };
    let outcome = game.outcome();
    if !RESULT_CODES.contains(&code) || code == "?" || code == result_code(outcome) {
        return Ok(());
    }
    let game = match outcome {
        None => {
            if let Some(outcome) = ending(None, code) {
                game.end(outcome);
            }
            return Ok(());
        }
        Some(Outcome::Draw(_)) => "the moves end in a draw".to_string(),
        Some(Outcome::Win { winner, .. }) => format!("the moves end in a win for the {winner}"),
    };
    Err(RecordError::at(line, Problem::ResultMismatch { tag: code.to_string(), game }))
}

impl<const N: usize> GameRecord<N> {
    /// Reads a record of a game on the `N`×`N` board from the bytes of a
    /// file; a record of another board is refused at its rules tag.
    ///
    /// # Errors
    /// A [`RecordError`] naming the line, the turn and what is wrong: not
    /// text, empty, cut short, a bad tag, rules other than Obereg's on this
    /// board, broken notation, an illegal move or one for the wrong side, a
    /// result the moves contradict.
    pub fn read_bytes(bytes: &[u8]) -> Result<GameRecord<N>, RecordError> {
        record_from_text(text_of(bytes)?)
    }

    /// Reads a record from text; see [`GameRecord::read_bytes`].
    ///
    /// # Errors
    /// As [`GameRecord::read_bytes`].
    pub fn read_otg(text: &str) -> Result<GameRecord<N>, RecordError> {
        record_from_text(text)
    }
}

impl GameRecord {
    /// Reads a record of a 9×9 game from the bytes of a file; see
    /// [`GameRecord::read_bytes`], and [`crate::AnyRecord`] for either board.
    ///
    /// # Errors
    /// As [`GameRecord::read_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<GameRecord, RecordError> {
        GameRecord::read_bytes(bytes)
    }

    /// Reads a record of a 9×9 game from text; see [`GameRecord::read_bytes`].
    ///
    /// # Errors
    /// As [`GameRecord::read_bytes`].
    pub fn from_otg(text: &str) -> Result<GameRecord, RecordError> {
        GameRecord::read_otg(text)
    }
}

/// The board side named by the rules tag of record `text`, if it can be read.
pub(super) fn board_side(text: &str) -> Option<usize> {
    let lines: Vec<Line> = text.lines().enumerate().map(|(i, line)| (i + 1, line)).collect();
    let (tags, _) = read_tags(&lines).ok()?;
    let (_, rules) = tag_line(&tags, "rules")?;
    rules.parse::<RulesString>().ok()?.board_side().ok()
}
