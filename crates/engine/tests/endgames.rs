//! Won endgames are converted: twelve Vikings against a prince with no
//! guard or two, on the throne, beside it and in the field. Every level,
//! `easy` too (it hunts as `normal` does in such an endgame), must capture
//! him, or leave the Varangians no move (R14), within
//! [`MOST_MOVES`] moves of its own against the `normal` level's defence;
//! `max` is given `hard`'s node budget, without noise, instead of its
//! clock, so the games replay.
//! In each record eight Vikings shut the four corners (a3, c1 and the
//! like) and four more stand two squares from the throne.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{Engine, Level, Limits, Settings};
use obereg_rules::{Game, Outcome, Position, Side, WinReason};

/// The most moves of the Vikings a level may take to capture the prince.
const MOST_MOVES: usize = 45;

fn settings(level: Level) -> Settings {
    match level {
        Level::Max => {
            let nodes = Level::Hard.settings(None, 1).limits.nodes;
            Settings { limits: Limits { nodes, ..Limits::default() }, ..Settings::default() }
        }
        _ => level.settings(None, 1),
    }
}

/// The game `level` plays as the Vikings from `record` against the
/// `normal` defence, until it ends or the Vikings have made `moves` moves.
fn hunt(record: &str, level: Level, moves: usize) -> Game {
    let mut game = Game::new(Position::from_record(record, Side::Vikings).unwrap());
    let (mut vikings, mut varangians) = (Engine::new(16), Engine::new(16));
    let defence = Level::Normal.settings(None, 2);
    while game.outcome().is_none() && game.moves().len() < 2 * moves {
        let stop = Arc::new(AtomicBool::new(false));
        let result = match game.position().to_move() {
            Side::Vikings => vikings.search(&game, &settings(level), stop, |_| {}),
            Side::Varangians => varangians.search(&game, &defence, stop, |_| {}),
        };
        game.play(result.best().unwrap()).unwrap();
    }
    game
}

/// Every level hunts the prince of `record` (`name` in the messages) down.
fn every_level_wins(name: &str, record: &str) {
    for level in Level::ALL {
        let game = hunt(record, level, MOST_MOVES);
        // Captured (R13), or shut in with no move left (R14).
        let won = matches!(
            game.outcome(),
            Some(Outcome::Win {
                winner: Side::Vikings,
                reason: WinReason::PrinceCaptured(_) | WinReason::NoLegalMove
            })
        );
        assert!(won, "{level} {name}: {:?} after {} plies", game.outcome(), game.moves().len());
        println!("{level} {name}: won in {} moves", game.moves().len().div_ceil(2));
    }
}

// One test an endgame, so that the test threads hunt them side by side.

#[test]
fn every_level_captures_a_lone_prince_on_the_throne() {
    every_level_wins("on the throne", "/2t3t2/9/t3t3t/9/2t1K1t2/9/t3t3t/9/2t3t2/");
}

#[test]
fn every_level_captures_a_lone_prince_beside_the_throne() {
    every_level_wins("beside the throne", "/2t3t2/9/t3t3t/4K4/2t3t2/9/t3t3t/9/2t3t2/");
}

#[test]
fn every_level_captures_a_lone_prince_in_the_field() {
    every_level_wins("in the field", "/2t3t2/9/t3t3t/9/2t3t2/3K5/t3t3t/9/2t3t2/");
}

#[test]
fn every_level_captures_a_prince_with_two_guards() {
    every_level_wins("with two guards", "/2t3t2/9/t3t3t/9/2tTKTt2/9/t3t3t/9/2t3t2/");
}
