//! The arena: pairing as players come free, and lichess's points.

use obereg_tournament::arena::Arena;
use obereg_tournament::{Game, Outcome};

#[test]
fn an_arena_pairs_the_nearest_in_points_and_doubles_after_two_wins() {
    let mut arena = Arena::new(1000);
    for _ in 0..4 {
        arena.join(0);
    }
    let first = arena.pair(0);
    assert_eq!(first, [Game::paired(0, 1), Game::paired(2, 3)]);
    // 0 beats 1: the only two waiting meet again at once, the sides
    // swapped; then 2 and 3 draw.
    arena.finish(&first[0], Outcome::Vikings, 10);
    let paired = arena.pair(10);
    assert_eq!(paired, [Game::paired(1, 0)]);
    arena.finish(&first[1], Outcome::Draw, 20);
    assert_eq!(arena.pair(20), [Game::paired(3, 2)]);
    // 0 wins again (streak 2: 4 halves), then a third win is worth double.
    arena.finish(&paired[0], Outcome::Varangians, 30);
    assert_eq!((arena.entrants[0].points, arena.entrants[0].streak), (4, 2));
    assert_eq!(arena.win_worth(0), 4);
    let third = arena.pair(30);
    assert_eq!(third, [Game::paired(0, 1)]);
    arena.finish(&third[0], Outcome::Vikings, 40);
    assert_eq!(arena.entrants[0].points, 8);
    // A draw ends the streak.
    let fourth = arena.pair(40);
    arena.finish(&fourth[0], Outcome::Draw, 50);
    assert_eq!((arena.entrants[0].points, arena.entrants[0].streak), (9, 0));
    assert_eq!(arena.table()[0], (0, 9));
}

#[test]
fn an_arena_prefers_a_new_opponent_nearest_in_points() {
    let mut arena = Arena::new(100);
    for _ in 0..4 {
        arena.join(0);
    }
    arena.entrants[1].points = 6;
    arena.entrants[2].points = 5;
    arena.entrants[3].points = 1;
    arena.entrants[0].points = 5;
    arena.entrants[0].last_opponent = Some(2);
    // 0 waits longest: 2 is as near but its last opponent, so 1.
    let games = arena.pair(0);
    assert_eq!(games, [Game::paired(0, 1), Game::paired(2, 3)]);
}

#[test]
fn no_game_is_paired_once_the_window_closes() {
    let mut arena = Arena::new(100);
    arena.join(0);
    arena.join(50);
    assert!(arena.pair(100).is_empty());
    assert!(!arena.is_open(100));
    assert_eq!(arena.pair(99).len(), 1);
}
