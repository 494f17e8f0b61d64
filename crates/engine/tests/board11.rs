//! V1: the engine on the 11×11 board: every level plays a legal move from
//! the start, the search takes an open exit (the corners of the larger
//! board) and blocks the prince's road to one.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{Engine, Level, Limits, Player, PlayerKind, Settings, player_for};
use obereg_rules::{Game, Move, Position, Side};

/// A search of `game` to `depth` with a fresh engine.
fn best_at_depth(game: &Game<11>, depth: u32) -> (Option<Move>, Option<i32>) {
    let settings =
        Settings { limits: Limits { depth: Some(depth), ..Limits::default() }, ..Settings::default() };
    let result = Engine::new(8).search(game, &settings, Arc::new(AtomicBool::new(false)), |_| {});
    (result.best(), result.win_in())
}

#[test]
fn v1_every_level_plays_a_legal_move_from_the_11x11_start() {
    let game = Game::new(Position::<11>::initial());
    for level in Level::ALL {
        // Max is bounded by nodes here, not by time, so the test does not depend on the machine.
        let mut settings = level.settings(None, 5);
        settings.limits.time = None;
        settings.limits.nodes.get_or_insert(20_000);
        let result = Engine::new(8).search(&game, &settings, Arc::new(AtomicBool::new(false)), |_| {});
        let mv = result.best().unwrap_or_else(|| panic!("{level}: no move"));
        assert!(game.position().check(mv).is_ok(), "{level}: {mv}");
    }
}

#[test]
fn v1_a_player_of_every_kind_moves_on_the_11x11_board() {
    let game = Game::new(Position::<11>::initial());
    for kind in [PlayerKind::Random, PlayerKind::Computer(Level::Easy)] {
        let mut player: Box<dyn Player<11>> = player_for(kind, None, 3).unwrap();
        let mv = player.choose(&game, Arc::new(AtomicBool::new(false)), &mut |_| {}).unwrap();
        assert!(game.position().check(mv).is_ok(), "{kind}: {mv}");
    }
}

#[test]
fn v1_the_prince_escapes_to_an_11x11_corner() {
    // The prince on d1, three squares from a1 (R6), nothing between.
    let position = Position::from_record("/3K7/11/11/11/5t5/11/4t6/11/11/11/5t5/", Side::Varangians).unwrap();
    let (best, win) = best_at_depth(&Game::new(position), 3);
    assert_eq!(best, Some("d1-a1".parse().unwrap()));
    assert_eq!(win, Some(1));
}

#[test]
fn v1_the_vikings_block_the_road_to_the_far_corner() {
    // The prince on k8 reaches k11 next move (three squares, R6); the
    // Viking on f10 can reach k10 or, better, k9.
    let position = Position::from_record("/11/11/11/11/11/11/11/10K/11/5t5/11/", Side::Vikings).unwrap();
    let (best, _) = best_at_depth(&Game::new(position), 3);
    let mut after = position;
    after.play(best.unwrap()).unwrap();
    let prince = after.prince().unwrap();
    assert!(
        after.targets(prince).iter().all(|&square| !Position::<11>::is_exit(square)),
        "{} leaves the road open",
        best.unwrap()
    );
}
