//! Playing for a win (issue 24): the Varangians drew by threefold
//! repetition against OpenTafl's engine with every piece still on the
//! board, judging themselves a little worse. From the position before the
//! repeating move, the computer now plays something that lets nobody
//! repeat, unless it is clearly worse.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{CONTEMPT, Engine, Level, Limits, Progress, Settings};
use obereg_rules::{Game, Outcome, Position};

/// Drawn at ply 25: the guard goes e6-e1-e6-e1 while the Vikings shuffle f2-f1.
const GUARD_SHUFFLE: &str = "e2-h2 g5-g6 b5-b2 f5-f7 e8-b8 e5-f5 h5-h8 f5-f3 f1-f2 f3-g3 f2-g2 g3-f3 b2-f2 \
                             e4-f4 d1-d2 e3-b3 e1-c1 e6-e1 f2-f1 e1-e6 f1-f2 e6-e1 f2-f1 e1-e6 f1-f2";
/// Drawn at ply 32 by the Varangians' own i4-f4.
const EDGE_SHUFFLE: &str = "e2-h2 g5-g6 h5-h8 f5-f6 e8-b8 e4-c4 b5-b2 e5-f5 i4-i3 f5-f4 a6-a7 e6-b6 a7-b7 \
                            b6-b4 d9-c9 f6-c6 i6-h6 e7-f7 e1-e2 e3-f3 f9-g9 g6-g5 i5-i7 f7-e7 i3-g3 f4-i4 \
                            g3-i3 i4-f4 i3-g3 f4-i4 g3-i3 i4-f4";

/// The first `plies` moves of `line` from the start.
fn replay(line: &str, plies: usize) -> Game {
    let mut game = Game::new(Position::initial());
    for mv in line.split_whitespace().take(plies) {
        game.play(mv.parse().unwrap()).unwrap();
    }
    game
}

/// `max` with a node budget instead of its clock, so the test is the same on any machine.
fn max() -> Settings {
    Settings {
        limits: Limits { nodes: Some(2_000_000), ..Limits::default() },
        ..Level::Max.settings(None, 1)
    }
}

fn search(game: &Game, settings: &Settings) -> Progress {
    Engine::new(16).search(game, settings, Arc::new(AtomicBool::new(false)), |_| {})
}

/// Whether the side to move can end `game` in a draw by repetition with one move.
fn can_repeat(game: &Game) -> bool {
    game.position().legal_moves().into_iter().any(|mv| {
        let mut next = game.clone();
        next.play(mv).unwrap();
        matches!(next.outcome(), Some(Outcome::Draw(_)))
    })
}

/// Checks that each level, from the position before the repeating move of
/// `line`, neither repeats nor lets the Vikings repeat.
fn plays_on(line: &str, plies: usize, repeating: &str) {
    let game = replay(line, plies);
    for (name, settings) in [("hard", Level::Hard.settings(None, 1)), ("max", max())] {
        let result = search(&game, &settings);
        let best = result.best().unwrap();
        let mut after = game.clone();
        after.play(best).unwrap();
        assert_ne!(best.to_string(), repeating, "{name}");
        assert!(after.outcome().is_none() && !can_repeat(&after), "{name}: {best} lets the game be drawn");
        // Not clearly worse: a draw would cost more than the position is behind.
        assert!(result.score > -CONTEMPT, "{name}: score {}", result.score);
    }
}

#[test]
fn the_guard_does_not_go_back_while_the_vikings_shuffle() {
    // Before, `hard` and `max` answered 12. f2-f1 with e1-e6, after which
    // the Vikings' f1-f2 stood a third time.
    plays_on(GUARD_SHUFFLE, 23, "e1-e6");
}

#[test]
fn the_varangians_do_not_repeat_a_position_a_third_time_themselves() {
    plays_on(EDGE_SHUFFLE, 31, "i4-f4");
}

#[test]
fn a_lower_contempt_takes_the_repetition_as_before() {
    // The setting is what decides: at the old 50 the same search repeats.
    let game = replay(EDGE_SHUFFLE, 31);
    let result = search(&game, &Settings { contempt: 50, ..Level::Hard.settings(None, 1) });
    assert_eq!(result.best().unwrap().to_string(), "i4-f4");
    assert_eq!(result.score, -50);
}
