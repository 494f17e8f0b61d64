//! A piece beside an exit is taken by an enemy arriving on the square
//! beyond it, the exit being hostile (R8, R9). Two such pieces attacked at
//! once cannot both be saved: the levels must see that fork coming, not
//! block beside the exit and lose the blocker again and again. The game is
//! `obereg match --vikings ai:normal --varangians ai:hard --seed 1`,
//! game 5, in which `normal` lost a Viking on i8 twice and on h9 twice,
//! every time to the prince stepping back to g7, from where he takes i8
//! from i7 and h9 from g9.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{Computer, Level, Player};
use obereg_rules::{Game, Position, Square, mix};

/// The first 96 moves of that game: the prince has just taken the Viking
/// on i8 from i7 (Ki6-i7xi8), g8-i8 blocked again and he stepped back to g7.
const BEFORE_THE_FORK: &str = "e8-h8 c5-c4 e2-b2 d5-d4 h5-h2 e5-d5 f1-f3 d4-d3 i4-g4 e6-g6 i6-h6 f5-f6 f9-f7 g6-g7 \
    h6-g6 d5-g5 d1-d2 e4-d4 d2-e2 d4-e4 e9-e8 e7-d7 d9-d8 d7-d4 e8-g8 g5-g6 h2-h6 c4-c9 \
    g8-g9 d3-c3 i5-g5 c3-d3 e2-h2 d4-d6 b5-f5 c9-c7 a6-c6 c7-f7 a4-d4 d6-d5 a5-c5 d3-d6 \
    c5-c3 d6-d3 d8-d4 e4-e8 h2-d2 e3-e7 c6-c9 g7-g8 h8-h7 g8-g7 d2-h2 f7-f8 c3-c1 f8-g8 \
    f3-i3 e7-e6 c9-f9 g8-f8 d4-d7 e8-e7 b2-b8 e6-e3 b8-e8 f8-f7 e1-e2 e7-e4 d7-d4 e3-c3 \
    g4-f4 c3-g3 f4-g4 g3-b3 e2-b2 b3-b4 e8-b8 b4-a4 h7-h8 a4-a3 f9-c9 a3-f3 g4-f4 f3-g3 \
    g9-g8 g3-g4 h2-h4 g6-g5 h6-g6 g5-i5 g6-h6 i5-i6 h8-i8 i6-i7 g8-i8 i7-g7";

/// The game's position after `moves`.
fn replay(moves: &str) -> Game {
    let mut game = Game::new(Position::initial());
    for mv in moves.split_whitespace() {
        game.play(mv.parse().unwrap()).unwrap();
    }
    game
}

/// The computer at `level` with the seed the match gives it in game 5.
fn player(level: Level) -> Computer {
    let game_seed = mix(1 ^ (5 * 0x9E37_79B9));
    let name = format!("ai:{level}");
    let kind_seed = name.bytes().fold(0, |seed, byte| mix(seed ^ u64::from(byte)));
    Computer::new(level, None, mix(game_seed ^ kind_seed))
}

/// The Vikings captured in `game` from move `from` on, with the square
/// the capturing piece arrived on.
fn vikings_lost(game: &Game, from: usize) -> Vec<(Square, Square)> {
    let moves = game.moves().iter().enumerate().skip(from);
    let taken =
        moves.filter(|(ply, _)| ply % 2 == 1).flat_map(|(_, m)| m.captures.iter().map(|&s| (s, m.mv.to)));
    taken.collect()
}

#[test]
fn normal_does_not_block_beside_the_exit_into_the_same_capture_again() {
    // Before, normal played h6-h7; the prince went to g9, h7-h9 had to block,
    // and from g7 he forked i8 and h9: three Vikings were lost on those two
    // squares in the next 18 moves, each to the same capture as before.
    let mut game = replay(BEFORE_THE_FORK);
    let mut players = [player(Level::Normal), player(Level::Hard)];
    while game.outcome().is_none() && game.moves().len() < 96 + 30 {
        let player = &mut players[game.position().to_move() as usize];
        let mv = player.choose(&game, Arc::new(AtomicBool::new(false)), &mut |_| {}).unwrap();
        game.play(mv).unwrap();
    }
    let lost = vikings_lost(&game, 96);
    let mut patterns = lost.clone();
    patterns.sort_by_key(|&(square, by)| (square.index(9), by.index(9)));
    patterns.dedup();
    assert_eq!(patterns.len(), lost.len(), "the same capture twice: {lost:?} in {}", line(&game, 96));
}

/// The game's moves from `from` on, as written.
fn line(game: &Game, from: usize) -> String {
    game.moves()[from..].iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")
}
