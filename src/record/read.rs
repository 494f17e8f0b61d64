//! Reading `.otg` records: tags, then turns replayed under the rules.
//!
//! OpenTafl's forms load too: tags in any order, rules strings with entries
//! left at their defaults, commentary in `[…|…]` after a turn and
//! variations (both skipped: the main line loads).

use super::date::Date;
use super::error::{Problem, RecordError};
use super::otg::{GameRecord, result_code};
use super::tree::GameTree;
use crate::rules::{IllegalMove, MoveRecord, Outcome, RulesString, Side};

/// A line of the file with its number, counted from 1.
type Line<'a> = (usize, &'a str);

/// Reads a record from the bytes of a file.
pub(super) fn record_from_bytes(bytes: &[u8]) -> Result<GameRecord, RecordError> {
    let text = std::str::from_utf8(bytes).map_err(|error| {
        let at = error.valid_up_to();
        let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        RecordError::at(line, Problem::NotText(at))
    })?;
    record_from_text(text)
}

/// Reads a record from text.
pub(super) fn record_from_text(text: &str) -> Result<GameRecord, RecordError> {
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
    matches!(problem, Problem::BadTag(_) | Problem::Notation(_) | Problem::Captures { .. })
}

fn read_lines(lines: &[Line]) -> Result<GameRecord, RecordError> {
    let (mut tags, rest) = read_tags(lines)?;
    let (rules_line, rules_text) =
        tag_line(&tags, "rules").ok_or(RecordError::whole(Problem::MissingRules))?;
    let rules = rules_text
        .parse::<RulesString>()
        .and_then(|rules| rules.check_obereg())
        .map_err(|error| RecordError::at(rules_line, Problem::Rules(error)))?;
    let mut game = GameTree::from_rules(&rules);
    replay_turns(&mut game, &tokens(rest)?)?;
    settle_result(&mut game, &tags)?;
    if !tags.iter().any(|(_, key, _)| key == "result") {
        let at = tags.iter().position(|(_, key, _)| key == "rules").unwrap_or(tags.len());
        tags.insert(at, (0, "result".to_string(), "?".to_string()));
    }
    Ok(GameRecord::from_parts(tags.into_iter().map(|(_, key, value)| (key, value)).collect(), game))
}

/// A tag with the line it stands on.
type Tag = (usize, String, String);

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
        check_tag(key, value).map_err(|problem| RecordError::at(number, problem))?;
        if tags.iter().any(|(_, known, _)| known == key) {
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

/// Checks the tags whose values have a form: result and date.
fn check_tag(key: &str, value: &str) -> Result<(), Problem> {
    match key {
        "result" if !["1", "-1", "0", "?"].contains(&value) => Err(Problem::BadResult(value.to_string())),
        "date" if value.parse::<Date>().is_err() => Err(Problem::BadDate(value.to_string())),
        _ => Ok(()),
    }
}

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

/// Plays the turns `1. m m 2. m m …` on `game`, checking numbers, sides,
/// legality, captures and end markers.
fn replay_turns(game: &mut GameTree, words: &[Line]) -> Result<(), RecordError> {
    let mut turn = 0;
    let mut moves_in_turn = 2;
    let mut in_variation = false;
    for &(line, word) in words {
        let place = |problem| RecordError { line: Some(line), turn: Some(turn.max(1)), problem };
        let numbered = word.starts_with(|c: char| c.is_ascii_digit()) && word.ends_with('.');
        // OpenTafl writes variations after the turn they branch from, each
        // move numbered by an address such as `8a.1.1a.`; the main line
        // goes on at the next plain turn number.
        if numbered && word.matches('.').count() > 1 {
            in_variation = true;
            continue;
        }
        if in_variation && !numbered {
            continue;
        }
        in_variation = false;
        if numbered {
            if word != format!("{}.", turn + 1) {
                let problem = Problem::BadTurnNumber { expected: turn + 1, found: word.to_string() };
                return Err(RecordError { turn: Some(turn + 1), ..place(problem) });
            }
            if moves_in_turn < 2 && game.outcome().is_none() {
                return Err(place(Problem::MissingMove(turn)));
            }
            (turn, moves_in_turn) = (turn + 1, 0);
            continue;
        }
        if turn == 0 {
            return Err(place(Problem::BadTurnNumber { expected: 1, found: word.to_string() }));
        }
        if moves_in_turn == 2 {
            return Err(place(Problem::ExtraMove(word.to_string())));
        }
        let side = if moves_in_turn == 0 { Side::Vikings } else { Side::Varangians };
        replay_move(game, word, side).map_err(place)?;
        moves_in_turn += 1;
    }
    Ok(())
}

/// Plays one recorded move for `side` and checks its capture record and end
/// marker against the rules (an empty capture record is accepted).
fn replay_move(game: &mut GameTree, word: &str, side: Side) -> Result<(), Problem> {
    let recorded: MoveRecord = word.parse().map_err(Problem::Notation)?;
    let mv = recorded.mv;
    let played = game.play(mv).map_err(|reason| match reason {
        IllegalMove::NotYourPiece { owner, .. } => Problem::WrongSide { mv, side, owner },
        reason => Problem::Illegal { mv, side, reason },
    })?;
    let actual = MoveRecord::new(mv, &played);
    let mut sorted = recorded.captures.clone();
    sorted.sort();
    let mut expected = actual.captures.clone();
    expected.sort();
    if !recorded.captures.is_empty() && sorted != expected {
        let list = |squares: &[crate::rules::Square]| {
            if squares.is_empty() {
                "nothing".to_string()
            } else {
                squares.iter().map(ToString::to_string).collect::<Vec<_>>().join("/")
            }
        };
        return Err(Problem::Captures {
            mv,
            recorded: list(&recorded.captures),
            actual: list(&actual.captures),
        });
    }
    if recorded.end.is_some() && recorded.end != actual.end {
        return Err(Problem::FalseEnd(word.to_string()));
    }
    Ok(())
}

/// Checks the result tag against the moves; `0` on a game the rules left
/// open is a draw the players agreed on, `?` takes what the moves give.
fn settle_result(game: &mut GameTree, tags: &[Tag]) -> Result<(), RecordError> {
    let Some((line, code)) = tag_line(tags, "result") else { return Ok(()) };
    let outcome = game.outcome();
    if code == "?" || code == result_code(outcome) {
        return Ok(());
    }
    if code == "0" && game.agree_draw() {
        return Ok(());
    }
    let game = match outcome {
        None => "the game is not over after the last move (is the file cut short?)".to_string(),
        Some(Outcome::Draw(_)) => "the moves end in a draw".to_string(),
        Some(Outcome::Win { winner, .. }) => format!("the moves end in a win for the {winner}"),
    };
    Err(RecordError::at(line, Problem::ResultMismatch { tag: code.to_string(), game }))
}
