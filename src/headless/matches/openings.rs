//! The shipped opening positions of strength matches (`openings/`): a few
//! hundred lines of a few random moves from the start, each kept only when
//! a short search judges neither side already lost. `gen-openings` makes
//! them again, the same for the same seed.

use std::collections::HashSet;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::cli::{Board, on_board};
use obereg_engine::{Engine, Limits, Settings};
use obereg_rules::{Game, Move, Position, Rng};

/// How an opening set is made: how many lines, of how many plies, from which seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recipe {
    /// How many openings.
    pub count: usize,
    /// Plies of each, from the start.
    pub plies: usize,
    /// The seed of the random moves.
    pub seed: u64,
}

/// The recipe of the shipped sets, on either board.
pub const SHIPPED: Recipe = Recipe { count: 300, plies: 6, seed: 1 };

/// The depth of the search that judges an opening.
const JUDGE_DEPTH: u32 = 4;
/// The most an opening may favour either side, by that search (hundredths of a Viking).
const BALANCED: i32 = 150;

/// The shipped openings of the `N`×`N` board, one line of moves per opening.
pub fn shipped<const N: usize>() -> &'static str {
    if N == 11 {
        include_str!("../../../openings/11x11.txt")
    } else {
        include_str!("../../../openings/9x9.txt")
    }
}

/// The openings of `text`, each a list of moves; lines starting with `#` are comments.
pub fn read(text: &str) -> Vec<Vec<Move>> {
    let line = |line: &str| line.split_whitespace().map(str::parse).collect::<Result<Vec<Move>, _>>().ok();
    text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')).filter_map(line).collect()
}

/// Makes `recipe.count` openings of the `N`×`N` board: random lines that
/// end in no position seen before, with no capture and no end of game,
/// judged within [`BALANCED`] of even. Gives up after fifty tries an opening.
pub fn generate<const N: usize>(recipe: Recipe) -> Vec<Vec<Move>> {
    let mut rng = Rng::new(recipe.seed);
    let mut engine = Engine::new(4);
    let mut seen = HashSet::new();
    let mut openings = Vec::new();
    for _ in 0..recipe.count * 50 {
        if openings.len() == recipe.count {
            break;
        }
        let Some(game) = random_line::<N>(&mut rng, recipe.plies) else { continue };
        if !seen.insert(game.position().hash()) {
            continue;
        }
        engine.new_game();
        let settings = Settings {
            limits: Limits { depth: Some(JUDGE_DEPTH), ..Limits::default() },
            ..Settings::default()
        };
        let judged = engine.search(&game, &settings, Arc::new(AtomicBool::new(false)), |_| {});
        if judged.score.abs() <= BALANCED {
            openings.push(game.moves().iter().map(|m| m.mv).collect());
        }
    }
    openings
}

/// A game of `plies` random moves from the start, or `None` when one captured or ended it.
fn random_line<const N: usize>(rng: &mut Rng, plies: usize) -> Option<Game<N>> {
    let mut game = Game::new(Position::<N>::initial());
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        let mv = *moves.get(rng.below(moves.len().max(1)))?;
        let played = game.play(mv).ok()?;
        if !played.captures.is_empty() || game.outcome().is_some() {
            return None;
        }
    }
    Some(game)
}

/// `gen-openings`: makes the openings of `recipe` on `board` and writes them to `out`.
///
/// # Errors
/// Output that can't be written.
pub fn write_openings(board: Board, recipe: Recipe, out: &mut impl Write) -> anyhow::Result<()> {
    let text = on_board!(board, written(recipe));
    out.write_all(text.as_bytes())?;
    Ok(())
}

/// The openings of `recipe` as written in `openings/`: a comment naming the recipe, then a line each.
fn written<const N: usize>(recipe: Recipe) -> String {
    let openings = generate::<N>(recipe);
    let mut text = format!(
        "# obereg gen-openings --board {N} --count {} --plies {} --seed {}\n",
        recipe.count, recipe.plies, recipe.seed
    );
    for opening in &openings {
        let line: Vec<String> = opening.iter().map(Move::to_string).collect();
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check<const N: usize>() {
        let openings = read(shipped::<N>());
        assert_eq!(openings.len(), SHIPPED.count, "{N}×{N}");
        let mut ends = HashSet::new();
        for opening in &openings {
            let mut game = Game::new(Position::<N>::initial());
            for &mv in opening {
                assert!(game.play(mv).unwrap().captures.is_empty());
            }
            assert!(game.outcome().is_none() && opening.len() == SHIPPED.plies);
            assert!(ends.insert(game.position().hash()), "the same opening twice");
        }
        // The tool makes them again: the first few, from the same seed.
        let again = generate::<N>(Recipe { count: 4, ..SHIPPED });
        assert_eq!(again[..], openings[..4], "{N}×{N}");
    }

    #[test]
    fn the_shipped_openings_are_distinct_quiet_and_made_again_by_the_tool() {
        check::<9>();
        check::<11>();
    }
}
