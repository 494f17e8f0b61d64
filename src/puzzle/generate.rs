//! Finding puzzles in the engine's self-play: games between levels with
//! fixed seeds, each position asked, by the exact search, whether the side
//! to move has exactly one way to win quickly, to stop an escape or to win
//! a piece. The same seeds give the same files on any machine.

use std::collections::{BTreeMap, HashSet};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::solve::{children, ended, win_distance, winning_moves, wins_within};
use obereg_engine::{Computer, Level, Player};
use obereg_record::{Date, GameRecord, GameTree};
use obereg_rules::{Game, Move, Position, Side};

use super::verify::{STOP_HORIZON, gain, verify};
use super::{Puzzle, RATING_TAG, THEME_TAG, Theme};
use crate::i18n::{Messages, count_arg, text_arg};
use crate::lang::Lang;

/// How many puzzles of one theme and length are kept.
const PER_KIND: usize = 16;
/// The longest self-play game, in plies.
const LONGEST_GAME: usize = 300;
/// Within this many plies of a game's end, wins in three moves are looked
/// for; elsewhere wins in two (an exact search of five plies everywhere
/// would take too long).
const NEAR_END: usize = 12;

/// A puzzle found: the record's first position, the moves before the
/// puzzle, the solution and the theme.
#[derive(Clone, Debug)]
pub struct Found {
    first: Position,
    prelude: Vec<Move>,
    solution: Vec<Move>,
    theme: Theme,
}

impl Found {
    /// The puzzle's name: theme, length and number (`escape-2-04`).
    fn name(&self, number: usize) -> String {
        format!("{}-{}-{number:02}", self.theme, self.solution.len().div_ceil(2))
    }

    /// Its rating before anyone solved it: longer is harder.
    fn rating(&self) -> u32 {
        let length = self.solution.len().div_ceil(2) as u32;
        let hard = match self.theme {
            Theme::StopEscape | Theme::WinPiece => 100,
            _ => 0,
        };
        1200 + 200 * (length - 1) + hard
    }

    /// The puzzle as an OpenTafl puzzle record, with commentary.
    fn to_otg(&self, messages: &Messages) -> String {
        let mut tree = GameTree::new(self.first, true);
        for &mv in self.prelude.iter().chain(&self.solution) {
            // Found by the search from these very positions: always legal.
            let _ = tree.play(mv);
        }
        let date = Date { year: 2026, month: 12, day: 1 };
        let mut record = GameRecord::from_game(
            &messages.side(Side::Vikings),
            &messages.side(Side::Varangians),
            date,
            tree,
        );
        record.set_tag("puzzle-mode", "strict");
        record.set_tag("puzzle-start", if self.prelude.len() == 1 { "1a" } else { "1b" });
        record.set_tag(THEME_TAG, self.theme.name());
        record.set_tag(RATING_TAG, &self.rating().to_string());
        commented(&record.to_otg(), &self.comments(messages))
    }

    /// The commentary of each move of the record: the task on the solver's
    /// first move, the defence, the end.
    fn comments(&self, messages: &Messages) -> Vec<String> {
        let theme = text_arg("theme", self.theme.name());
        let length = count_arg("moves", self.solution.len().div_ceil(2));
        let mut comments = vec![String::new(); self.prelude.len()];
        for ply in 0..self.solution.len() {
            let id = match ply {
                0 => "puzzle-comment-first",
                _ if ply % 2 == 1 => "puzzle-comment-defence",
                _ => "puzzle-comment-next",
            };
            comments.push(messages.format(id, &[theme.clone(), length.clone()]));
        }
        if let Some(last) = comments.last_mut() {
            let end = messages.format("puzzle-comment-end", &[theme]);
            *last = if last.is_empty() { end } else { format!("{last} {end}") };
        }
        comments
    }
}

/// `otg` with OpenTafl's commentary after each turn line: `[first|second]`.
fn commented(otg: &str, comments: &[String]) -> String {
    let mut text = String::new();
    let mut turn = 0;
    let mut in_moves = false;
    for line in otg.lines() {
        text.push_str(line);
        text.push('\n');
        in_moves |= line.is_empty();
        if in_moves && !line.is_empty() {
            let of = |ply: usize| comments.get(ply).map_or("", String::as_str).replace(['[', ']', '|'], "");
            text.push_str(&format!("[{}|{}]\n", of(2 * turn), of(2 * turn + 1)));
            turn += 1;
        }
    }
    text
}

/// The puzzle at `positions[at]`, if there is one: the side to move wins
/// by force with one move only at each turn, or stops the prince, or wins
/// a piece.
pub fn find(positions: &[Position], moves: &[Move], at: usize, near_end: bool) -> Option<Found> {
    let position = &positions[at];
    let back = if position.to_move() == Side::Varangians { 1 } else { 2 };
    let first = *positions.get(at.checked_sub(back)?)?;
    let (theme, solution) = win_line(position, if near_end { 5 } else { 3 })
        .or_else(|| stop(position).map(|mv| (Theme::StopEscape, vec![mv])))
        .or_else(|| win_piece(position).map(|mv| (Theme::WinPiece, vec![mv])))?;
    Some(Found { first, prelude: moves[at - back..at].to_vec(), solution, theme })
}

/// The forced win within `most` plies with the solver's only move at each
/// turn and the longest defence, and how it ends.
fn win_line(start: &Position, most: u32) -> Option<(Theme, Vec<Move>)> {
    let plies = win_distance(start, most)?;
    let (mut position, mut line) = (*start, Vec::new());
    for ply in 0..plies {
        let left = plies - ply;
        let mv = if ply % 2 == 0 {
            match winning_moves(&position, left).as_slice() {
                &[mv] => mv,
                _ => return None,
            }
        } else {
            let longest =
                |(_, child): &(Move, Position)| !(ended(child) || left > 3 && wins_within(child, left - 3));
            children(&position).into_iter().find(longest)?.0
        };
        position.play(mv).ok()?;
        line.push(mv);
    }
    let theme = match position.prince() {
        Some(_) if position.prince_gone_or_out() => Theme::Escape,
        None => Theme::Capture,
        Some(_) => Theme::NoMoves,
    };
    Some((theme, line))
}

/// The Vikings' one move that stops a prince who would escape at once.
fn stop(start: &Position) -> Option<Move> {
    if start.to_move() != Side::Vikings || !wins_within(&start.passed(), 1) || wins_within(start, 3) {
        return None;
    }
    let mut holding = children(start).into_iter().filter(|(_, child)| !wins_within(child, STOP_HORIZON));
    let (mv, _) = holding.next()?;
    holding.next().is_none().then_some(mv)
}

/// The one move that wins a piece which can't be taken back at once.
fn win_piece(start: &Position) -> Option<Move> {
    if wins_within(start, 3) {
        return None;
    }
    let gains: Vec<(Move, i32)> =
        children(start).iter().filter_map(|(mv, _)| Some((*mv, gain(start, *mv)?))).collect();
    let best = gains.iter().map(|(_, gain)| *gain).max()?;
    let mut winners = gains.iter().filter(|(_, gain)| *gain == best);
    let (mv, _) = winners.next()?;
    (best >= 1 && winners.next().is_none()).then_some(*mv)
}

/// The levels of each self-play pairing, by game number: a weaker side
/// blunders into tactics the other finds.
fn pairing(game: u64) -> (Level, Level) {
    match game % 4 {
        0 => (Level::Hard, Level::Easy),
        1 => (Level::Normal, Level::Easy),
        2 => (Level::Easy, Level::Normal),
        _ => (Level::Normal, Level::Normal),
    }
}

/// One self-play game from the start: its positions and moves.
fn self_play(game: u64, seed: u64) -> (Vec<Position>, Vec<Move>) {
    let (vikings, varangians) = pairing(game);
    let mut players =
        [Computer::new(vikings, None, seed ^ game), Computer::new(varangians, None, seed ^ game << 1)];
    let mut played = Game::new(Position::start());
    while played.outcome().is_none() && played.moves().len() < LONGEST_GAME {
        let player = &mut players[usize::from(played.position().to_move() == Side::Varangians)];
        let Some(mv) = player.choose(&played, Arc::new(AtomicBool::new(false)), &mut |_| {}) else { break };
        if played.play(mv).is_err() {
            break;
        }
    }
    (played.positions().to_vec(), played.moves().iter().map(|record| record.mv).collect())
}

/// Plays `games` self-play games from `seed`, keeps up to [`PER_KIND`]
/// puzzles of each theme and length, proves each again from its written
/// record, and writes them into `dir` as `<name>.otg`. `progress` hears a
/// line per game. Returns the puzzles written.
///
/// # Errors
/// When `dir` can't be written.
pub fn generate(games: u64, seed: u64, dir: &Path, mut progress: impl FnMut(&str)) -> std::io::Result<usize> {
    let messages = Messages::new(Lang::En);
    let mut kinds: BTreeMap<(Theme, usize), Vec<Found>> = BTreeMap::new();
    let mut seen = HashSet::new();
    for game in 0..games {
        let (positions, moves) = self_play(game, seed);
        for at in 1..positions.len() {
            let near_end = positions.len() - at <= NEAR_END;
            let Some(found) = find(&positions, &moves, at, near_end) else { continue };
            let kind = kinds.entry((found.theme, found.solution.len())).or_default();
            if kind.len() < PER_KIND && seen.insert(positions[at].hash()) {
                kind.push(found);
            }
        }
        let total: usize = kinds.values().map(Vec::len).sum();
        progress(&format!("game {game}: {} plies, {total} puzzles", moves.len()));
    }
    std::fs::create_dir_all(dir)?;
    let mut written = 0;
    for (number, found) in kinds.values().flat_map(|kind| kind.iter().enumerate()) {
        let name = found.name(number + 1);
        let text = found.to_otg(&messages);
        let proved = Puzzle::from_otg(&name, &text).ok().is_some_and(|puzzle| verify(&puzzle).is_ok());
        if proved {
            std::fs::write(dir.join(format!("{name}.otg")), text)?;
            written += 1;
        } else {
            progress(&format!("{name}: not proved from its record, left out"));
        }
    }
    Ok(written)
}
