//! The computer in the die variant (V2): it takes a win the roll allows,
//! guards against the rolls that would lose (chance nodes), passes when
//! nothing can move (D3), and stays within its level's node budget with
//! the same answer for the same seed.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use obereg_engine::{
    DieChoice, Level, PlayerKind, RolledTurn, choose_for_roll, die_player_for, die_settings,
};
use obereg_rules::{Move, Piece, Position, Reading, Roll, Side, Square};

use Piece::{Guard, Prince, Viking};

fn position(pieces: &[(&str, Piece)], to_move: Side) -> Position {
    let pieces = pieces.iter().map(|&(square, piece)| (square.parse::<Square>().unwrap(), piece));
    Position::from_pieces(pieces, to_move).expect("a playable position")
}

fn roll(pips: u8) -> Roll {
    Roll::new(pips).unwrap()
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn choose(position: &Position, pips: u8, level: Level) -> DieChoice {
    choose_after(&[position.hash()], position, pips, level)
}

/// [`choose`] in a game whose positions so far had the hashes `history`.
fn choose_after(history: &[u64], position: &Position, pips: u8, level: Level) -> DieChoice {
    let settings = die_settings(level, None, 7);
    let turn = RolledTurn { position, roll: roll(pips), reading: Reading::Exact, history };
    choose_for_roll(turn, &settings, Arc::new(AtomicBool::new(false)), |_| {})
}

/// The hashes of a game in which the position after `mv` from `position`
/// already stood twice, `position` last.
fn twice_after(position: &Position, mv: Move) -> [u64; 3] {
    let mut child = *position;
    child.play(mv).unwrap();
    [child.hash(), child.hash(), position.hash()]
}

const SEARCHED: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

#[test]
fn d2_the_prince_escapes_when_the_roll_reaches_the_exit() {
    let start = position(
        &[("d1", Prince), ("f5", Guard), ("a5", Viking), ("h5", Viking), ("e9", Viking), ("g7", Viking)],
        Side::Varangians,
    );
    for level in SEARCHED {
        assert_eq!(choose(&start, 3, level).best, Some(mv("d1-a1")), "{level}");
    }
}

#[test]
fn d4_the_vikings_capture_the_prince_when_the_roll_allows() {
    let start = position(
        &[("c4", Prince), ("h8", Guard), ("c3", Viking), ("c7", Viking), ("h2", Viking)],
        Side::Vikings,
    );
    for level in SEARCHED {
        assert_eq!(choose(&start, 2, level).best, Some(mv("c7-c5")), "{level}");
    }
}

/// The prince on c1 escapes to a1 on a roll of 2 (one chance in six); the
/// Viking on b5 can close b1 with the 4 it rolled. Only a search that
/// weighs the next roll sees the danger.
#[test]
fn d1_the_search_weighs_the_rolls_of_the_next_turn() {
    let start = position(
        &[("c1", Prince), ("g5", Guard), ("b5", Viking), ("h9", Viking), ("i5", Viking), ("e9", Viking)],
        Side::Vikings,
    );
    for level in [Level::Normal, Level::Hard] {
        assert_eq!(choose(&start, 4, level).best, Some(mv("b5-b1")), "{level}");
    }
}

#[test]
fn d3_with_no_move_for_the_roll_the_computer_passes() {
    let start = Position::start();
    for level in SEARCHED {
        assert_eq!(choose(&start, 6, level).best, None, "{level}");
    }
    let stop = Arc::new(AtomicBool::new(false));
    for kind in [PlayerKind::Random, PlayerKind::Computer(Level::Normal)] {
        let mut player = die_player_for(kind, None, 1).expect("not a person");
        let turn =
            |pips| RolledTurn { position: &start, roll: roll(pips), reading: Reading::Exact, history: &[] };
        assert_eq!(player.choose(turn(5), Arc::clone(&stop)), None, "{kind}");
        let chosen = player.choose(turn(4), Arc::clone(&stop)).expect("a move");
        assert_eq!(chosen.from.line_distance(chosen.to), Some(4), "{kind}");
    }
    assert!(die_player_for::<9>(PlayerKind::Human, None, 1).is_none());
}

#[test]
fn the_levels_search_deeper_within_their_budget_and_repeat_themselves() {
    let start = Position::start();
    let depths = SEARCHED.map(|level| choose(&start, 4, level).depth);
    assert_eq!(depths[..2], [1, 2]);
    assert!(depths[2] >= 3, "hard reaches depth {}", depths[2]);
    let hard = choose(&start, 3, Level::Hard);
    assert!(hard.nodes <= 3_000_000 + 1_024, "{} nodes", hard.nodes);
    assert_eq!(choose(&start, 3, Level::Hard), hard);
}

/// The Vikings rolled 4: b6-f6 takes the guard on f7, b5-b1 shuts the
/// prince's road to a1, which a roll of 2 would open. Even one turn deep
/// the search counts the rolls that would let him out.
#[test]
fn d2_r12_an_escape_some_rolls_allow_outweighs_a_capture() {
    let start = position(
        &[("c1", Prince), ("f7", Guard), ("b5", Viking), ("b6", Viking), ("f8", Viking), ("e9", Viking)],
        Side::Vikings,
    );
    for level in SEARCHED {
        assert_eq!(choose(&start, 4, level).best, Some(mv("b5-b1")), "{level}");
    }
}

/// Twelve Vikings, the corners shut, against a lone prince on the throne.
const LONE_PRINCE: &str = "/2t3t2/9/t3t3t/9/2t1K1t2/9/t3t3t/9/2t3t2/";

/// D4, R15: the Vikings, far ahead, do not play the move they like best
/// when it brings back a position that stood twice (a draw); the prince,
/// far behind, takes such a draw.
#[test]
fn d4_r15_a_third_time_draws_in_the_die_search_too() {
    let ahead = Position::from_record(LONE_PRINCE, Side::Vikings).unwrap();
    for level in SEARCHED {
        let liked = choose(&ahead, 2, level).best.expect("a move for 2");
        let chosen = choose_after(&twice_after(&ahead, liked), &ahead, 2, level);
        assert_ne!(chosen.best, Some(liked), "{level}: the draw is left alone");
        assert!(chosen.score > 0, "{level}: {}", chosen.score);
    }
    let behind = Position::from_record(LONE_PRINCE, Side::Varangians).unwrap();
    for level in SEARCHED {
        let liked = choose(&behind, 1, level).best.expect("a move for 1");
        let other =
            behind.legal_moves_for_roll(roll(1), Reading::Exact).into_iter().find(|&mv| mv != liked).unwrap();
        let chosen = choose_after(&twice_after(&behind, other), &behind, 1, level);
        assert_eq!(chosen.best, Some(other), "{level}: the draw is taken");
    }
}
