//! Finding puzzles in the engine's self-play: games between levels with
//! fixed seeds, each position asked, by the exact search, whether the side
//! to move has exactly one way to win quickly, to stop an escape or to win
//! a piece. The same seeds give the same files on any machine.

use std::collections::{BTreeMap, HashSet};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::solve::{children, wins_within};
use obereg_engine::{Computer, Level, Player};
use obereg_rules::{Game, Move, Position, Side};

use super::blockade::blockades;
use super::found::{Found, win_found};
use super::verify::{STOP_HORIZON, gain, verify};
use crate::i18n::Messages;
use crate::lang::Lang;
use crate::puzzle::{Puzzle, Theme};

/// How many puzzles of one theme and length are kept.
const PER_KIND: usize = 16;
/// The longest self-play game, in plies.
const LONGEST_GAME: usize = 300;
/// Within this many plies of a game's end, wins in three moves are looked
/// for; elsewhere wins in two (an exact search of five plies everywhere
/// would take too long).
const NEAR_END: usize = 12;

/// The puzzle at `positions[at]`, if there is one: the side to move wins
/// by force with one move only at each turn, or stops the prince, or wins
/// a piece.
pub fn find(positions: &[Position], moves: &[Move], at: usize, near_end: bool) -> Option<Found> {
    win_found(positions, moves, at, if near_end { 5 } else { 3 }).or_else(|| {
        let position = &positions[at];
        let (theme, solution) = stop(position)
            .map(|mv| (Theme::StopEscape, vec![mv]))
            .or_else(|| win_piece(position).map(|mv| (Theme::WinPiece, vec![mv])))?;
        Found::at(positions, moves, at, solution, theme)
    })
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

/// The puzzles kept, by theme and length, each position once.
#[derive(Default)]
struct Kinds {
    found: BTreeMap<(Theme, usize), Vec<Found>>,
    seen: HashSet<u64>,
}

impl Kinds {
    /// Keeps `found` unless its kind is full or its position was kept.
    fn keep(&mut self, found: Option<Found>) {
        let Some(found) = found else { return };
        let kind = self.found.entry((found.theme, found.solution.len())).or_default();
        if kind.len() < PER_KIND && self.seen.insert(found.start().hash()) {
            kind.push(found);
        }
    }

    /// How many puzzles are kept.
    fn total(&self) -> usize {
        self.found.values().map(Vec::len).sum()
    }
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
    let mut kinds = Kinds::default();
    for game in 0..games {
        let (positions, moves) = self_play(game, seed);
        for at in 1..positions.len() {
            let near_end = positions.len() - at <= NEAR_END;
            kinds.keep(find(&positions, &moves, at, near_end));
        }
        progress(&format!("game {game}: {} plies, {} puzzles", moves.len(), kinds.total()));
    }
    for found in blockades(seed) {
        kinds.keep(Some(found));
    }
    progress(&format!("with the built positions: {} puzzles", kinds.total()));
    std::fs::create_dir_all(dir)?;
    let mut written = 0;
    for (number, found) in kinds.found.values().flat_map(|kind| kind.iter().enumerate()) {
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
