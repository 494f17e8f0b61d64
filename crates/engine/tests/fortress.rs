//! The fortress: the Viking player of strength matches that only defends
//! (issue 24), as OpenTafl's engine does with the Vikings.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{Computer, Fortress, Level, Limits, Player, RandomPlayer, Settings};
use obereg_rules::{Game, Outcome, Piece, Position, Side, Square};

/// The squares that guard the exits: diagonal to a corner, and two from it along an edge.
const GUARDS: [&str; 12] = ["b2", "h2", "b8", "h8", "c1", "a3", "g1", "i3", "a7", "c9", "i7", "g9"];

#[test]
fn the_fortress_guards_the_exits_and_never_lets_the_prince_out_in_one() {
    let mut players: [Box<dyn Player>; 2] = [Box::new(Fortress::new(3)), Box::new(RandomPlayer::new(5))];
    let mut game = Game::new(Position::initial());
    while game.outcome().is_none() && game.moves().len() < 60 {
        let side = game.position().to_move();
        let mv = players[side as usize].choose(&game, Arc::new(AtomicBool::new(false)), &mut |_| {}).unwrap();
        game.play(mv).unwrap();
        if side == Side::Vikings {
            for reply in game.position().legal_moves() {
                let mut after = *game.position();
                after.play_unchecked(reply);
                assert!(!after.prince_gone_or_out(), "{reply} escapes after {mv}");
            }
        }
    }
    let guarded = GUARDS
        .iter()
        .filter(|name| game.position().piece_at(name.parse::<Square>().unwrap()) == Some(Piece::Viking))
        .count();
    assert!(guarded >= 6, "{guarded} Vikings guard the exits after {} moves", game.moves().len());
    assert_eq!(game.position().count(Piece::Viking), 16, "random moves took a Viking from the fortress");
}

#[test]
fn the_varangians_at_max_break_the_fortress() {
    // `max` with a small node budget instead of its clock, the same on any
    // machine, from the start against three fortresses. (At 100,000 nodes
    // the first game was still open after 200 moves.)
    let settings = Settings {
        limits: Limits { nodes: Some(300_000), ..Limits::default() },
        ..Level::Max.settings(None, 1)
    };
    for seed in 1..=3 {
        let mut players: [Box<dyn Player>; 2] =
            [Box::new(Fortress::new(seed)), Box::new(Computer::with_settings(settings))];
        let mut game = Game::new(Position::initial());
        while game.outcome().is_none() && game.moves().len() < 200 {
            let side = game.position().to_move() as usize;
            let mv = players[side].choose(&game, Arc::new(AtomicBool::new(false)), &mut |_| {}).unwrap();
            game.play(mv).unwrap();
        }
        let won = matches!(game.outcome(), Some(Outcome::Win { winner: Side::Varangians, .. }));
        assert!(
            won,
            "seed {seed}: {:?} after {} moves: {}",
            game.outcome(),
            game.moves().len(),
            game.moves().iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")
        );
    }
}
