//! No level loses material to the same capture again and again. Both
//! games are `obereg match --vikings ai:normal --varangians ai:hard`,
//! replayed to the move before `normal` went wrong and played on by the
//! two levels with the seeds the match gives them: no Viking may then be
//! taken twice on the same square by a piece arriving on the same square.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{Computer, Level, Player};
use obereg_rules::{Game, Position, Square, mix};

/// `--seed 1`, game 5, to move 96: the prince has just taken the Viking on
/// i8 from i7 (Ki6-i7xi8, against the exit: R8, R9), g8-i8 blocked again
/// and he stepped back to g7.
const BEFORE_THE_FORK: &str = "e8-h8 c5-c4 e2-b2 d5-d4 h5-h2 e5-d5 f1-f3 d4-d3 i4-g4 e6-g6 i6-h6 f5-f6 f9-f7 g6-g7 \
    h6-g6 d5-g5 d1-d2 e4-d4 d2-e2 d4-e4 e9-e8 e7-d7 d9-d8 d7-d4 e8-g8 g5-g6 h2-h6 c4-c9 \
    g8-g9 d3-c3 i5-g5 c3-d3 e2-h2 d4-d6 b5-f5 c9-c7 a6-c6 c7-f7 a4-d4 d6-d5 a5-c5 d3-d6 \
    c5-c3 d6-d3 d8-d4 e4-e8 h2-d2 e3-e7 c6-c9 g7-g8 h8-h7 g8-g7 d2-h2 f7-f8 c3-c1 f8-g8 \
    f3-i3 e7-e6 c9-f9 g8-f8 d4-d7 e8-e7 b2-b8 e6-e3 b8-e8 f8-f7 e1-e2 e7-e4 d7-d4 e3-c3 \
    g4-f4 c3-g3 f4-g4 g3-b3 e2-b2 b3-b4 e8-b8 b4-a4 h7-h8 a4-a3 f9-c9 a3-f3 g4-f4 f3-g3 \
    g9-g8 g3-g4 h2-h4 g6-g5 h6-g6 g5-i5 g6-h6 i5-i6 h8-i8 i6-i7 g8-i8 i7-g7";

/// `--seed 3`, game 1, to move 30: the prince took the Viking on a2 from
/// a3 (against the exit a1), e2-a2 blocked again and he stepped to c3.
const BEFORE_THE_GIFT: &str = "b5-b8 e3-f3 e8-h8 e4-g4 h5-h2 e5-e4 d9-d7 f5-f7 a6-d6 c5-c6 d7-d6 e7-d7 e9-e7 d5-f5 \
    a5-a7 d7-d2 i6-f6 d2-d7 b8-d8 e4-c4 a4-b4 d7-d4 d8-f8 c6-a6 b4-b2 c4-a4 b2-a2 a4-a3 \
    e2-a2 a3-c3";

/// The game's position after `moves`.
fn replay(moves: &str) -> Game {
    let mut game = Game::new(Position::initial());
    for mv in moves.split_whitespace() {
        game.play(mv.parse().unwrap()).unwrap();
    }
    game
}

/// The computer at `level` with the seed `obereg match --seed SEED` gives
/// it in game `number`.
fn player(level: Level, seed: u64, number: u64) -> Computer {
    let game_seed = mix(seed ^ number.wrapping_mul(0x9E37_79B9));
    let name = format!("ai:{level}");
    let kind_seed = name.bytes().fold(0, |seed, byte| mix(seed ^ u64::from(byte)));
    Computer::new(level, None, mix(game_seed ^ kind_seed))
}

/// Plays `game` on for `plies` more moves, `normal` for the Vikings and
/// `hard` for the Varangians, and fails if a Viking is taken twice the same
/// way: on the same square by a piece arriving on the same square.
fn normal_against_hard(mut game: Game, (seed, number): (u64, u64), plies: usize) {
    let start = game.moves().len();
    let mut players = [Level::Normal, Level::Hard].map(|level| player(level, seed, number));
    while game.outcome().is_none() && game.moves().len() < start + plies {
        let player = &mut players[game.position().to_move() as usize];
        let mv = player.choose(&game, Arc::new(AtomicBool::new(false)), &mut |_| {}).unwrap();
        game.play(mv).unwrap();
    }
    let played = &game.moves()[start..];
    let lost: Vec<(Square, Square)> = played
        .iter()
        .skip(1)
        .step_by(2)
        .flat_map(|m| m.captures.iter().map(|&square| (square, m.mv.to)))
        .collect();
    let mut patterns = lost.clone();
    patterns.sort_by_key(|&(square, by)| (square.index(9), by.index(9)));
    patterns.dedup();
    let line = played.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ");
    assert_eq!(patterns.len(), lost.len(), "the same capture twice: {lost:?} in {line}");
}

#[test]
fn normal_sees_the_prince_fork_two_vikings_beside_an_exit() {
    // Before, normal played h6-h7; the prince went to g9, h7-h9 had to block,
    // and from g7 he forked i8 (from i7) and h9 (from g9): three Vikings
    // were lost on those two squares in the next 18 moves, each the same way
    // as one before, since every block beside the exit was forced.
    normal_against_hard(replay(BEFORE_THE_FORK), (1, 5), 30);
}

#[test]
fn normal_does_not_give_a_viking_away_rather_than_let_a_position_come_back() {
    // Before, a draw by repetition cost the Vikings more than a Viking, so
    // rather than a2-b2 (after which the prince may go back to a3 and
    // b2-a2 block again, a position of the game), normal played f9-b9 and
    // left the Viking on a2 to be taken from a3 a second time (Kc3-a3xa2).
    let game = replay(BEFORE_THE_GIFT);
    let mv =
        player(Level::Normal, 3, 1).choose(&game, Arc::new(AtomicBool::new(false)), &mut |_| {}).unwrap();
    let mut after = *game.position();
    after.play(mv).unwrap();
    for answer in after.legal_moves() {
        let mut next = after;
        let taken = next.play(answer).unwrap().captures;
        assert!(taken.is_empty(), "{mv} lets {answer} take {taken:?}");
    }
}
