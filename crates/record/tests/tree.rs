//! The game tree: undo and redo, variations, review, R15 along a line and
//! agreed draws.

use obereg_record::{GameTree, NodeId};
use obereg_rules::{DrawReason, IllegalMove, Move, Outcome, Position};

fn mv(text: &str) -> Move {
    text.parse().expect("a move")
}

fn game_after(moves: &[&str]) -> GameTree {
    let mut game = GameTree::new(Position::start(), true);
    for text in moves {
        game.play(mv(text)).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    game
}

const OPENING: [&str; 4] = ["a4-a3", "c5-c4", "d9-d7", "g5-g6"];

#[test]
fn undo_goes_back_to_the_start_and_redo_plays_every_move_again() {
    let mut game = game_after(&OPENING[..3]);
    let end = *game.position();
    for _ in 0..3 {
        assert!(game.undo().is_some());
    }
    assert_eq!(game.undo(), None, "nothing before the start");
    assert_eq!(*game.position(), Position::start());
    for _ in 0..3 {
        assert!(game.redo().is_some());
    }
    assert_eq!(game.redo(), None, "nothing after the last move");
    assert_eq!(*game.position(), end);
}

#[test]
fn a_different_move_after_undo_keeps_the_old_continuation_as_a_variation() {
    let mut game = game_after(&["a4-a3", "c5-c4"]);
    let old = game.current();
    game.undo();
    let branch = game.current();
    game.play(mv("g5-g6")).unwrap();
    let new = game.current();
    assert_eq!(game.variations_at(branch), [old, new]);
    assert_eq!(game.record(old).unwrap().mv, mv("c5-c4"));
    game.make_current(old);
    assert_eq!(game.position(), game.position_at(old));
    assert_eq!(game.line(old).len(), 2);
}

#[test]
fn redo_follows_the_continuation_used_last() {
    let mut game = game_after(&["a4-a3", "c5-c4"]);
    game.undo();
    game.play(mv("g5-g6")).unwrap();
    let newer = game.current();
    game.undo();
    game.redo();
    assert_eq!(game.current(), newer);
}

#[test]
fn forget_redo_ends_the_move_list_where_play_goes_on_and_keeps_the_variation() {
    let mut game = game_after(&OPENING[..3]);
    let taken_back = game.current();
    game.undo();
    assert_eq!(game.game_line().len(), 3, "the move taken back is shown for redo");
    game.forget_redo();
    assert_eq!(game.game_line().len(), 2);
    assert_eq!(game.redo(), None, "nothing to play again");
    assert_eq!(game.variations_at(game.current()), [taken_back], "still in the tree");
}

#[test]
fn playing_a_move_played_before_returns_to_its_node() {
    let mut game = game_after(&["a4-a3", "c5-c4"]);
    let node = game.current();
    game.undo();
    let played = game.play(mv("c5-c4")).unwrap();
    assert_eq!(game.current(), node);
    assert!(played.outcome.is_none());
    assert_eq!(game.variations_at(game.parent(node).unwrap()).len(), 1);
}

#[test]
fn review_steps_through_the_game_without_changing_it() {
    let mut game = game_after(&OPENING);
    let now = *game.position();
    assert!(!game.is_reviewing());
    assert!(game.back() && game.back());
    assert!(game.is_reviewing());
    assert_eq!(*game.position(), now, "play goes on where it was");
    assert_eq!(game.viewed_position(), game.position_at(game.line(game.current())[1].0));
    game.to_start();
    assert_eq!(*game.viewed_position(), Position::start());
    assert!(!game.back(), "nothing before the start");
    assert!(game.forward());
    assert_eq!(game.viewed(), game.line(game.current())[0].0);
    game.to_end();
    assert!(!game.is_reviewing());
    assert!(!game.forward(), "nothing after the last move");
}

#[test]
fn a_move_from_an_earlier_position_starts_a_variation_there() {
    let mut game = game_after(&OPENING);
    let old_end = game.current();
    game.to_start();
    game.forward();
    game.play(mv("i5-i1")).unwrap_err();
    game.play(mv("g5-g7")).unwrap();
    assert!(!game.is_reviewing());
    assert_eq!(game.depth(game.current()), 2);
    let first = game.line(game.current())[0].0;
    assert_eq!(game.variations_at(first).len(), 2);
    assert_eq!(game.depth(old_end), 4, "the old line is kept");
}

#[test]
fn forward_in_review_follows_the_line_of_the_current_node() {
    let mut game = game_after(&["a4-a3", "c5-c4", "d9-d7"]);
    game.to_start();
    game.forward();
    game.play(mv("g5-g6")).unwrap();
    game.to_start();
    assert!(game.forward() && game.forward());
    assert_eq!(game.viewed(), game.current());
}

const CYCLE_A: [&str; 4] = ["a4-a3", "c5-c4", "a3-a4", "c4-c5"];
const CYCLE_B: [&str; 4] = ["a6-a7", "g5-g6", "a7-a6", "g6-g5"];

#[test]
fn r15_the_third_time_a_position_occurs_is_a_draw() {
    let mut game = game_after(&CYCLE_A);
    for (i, text) in CYCLE_A.iter().enumerate() {
        let played = game.play(mv(text)).unwrap();
        assert_eq!(played.outcome.is_some(), i == 3, "{text}");
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert_eq!(game.play(mv("a4-a3")), Err(IllegalMove::GameOver));
}

#[test]
fn r15_counts_only_the_line_played_not_other_variations() {
    let mut game = game_after(&CYCLE_A);
    while game.undo().is_some() {}
    for text in CYCLE_B {
        game.play(mv(text)).unwrap();
    }
    assert_eq!(game.outcome(), None, "the start twice on this line");
    for text in CYCLE_A {
        game.play(mv(text)).unwrap();
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

#[test]
fn r15_switched_off_never_draws() {
    let mut game = GameTree::new(Position::start(), false);
    for text in CYCLE_A.iter().chain(&CYCLE_A).chain(&CYCLE_A) {
        game.play(mv(text)).unwrap();
    }
    assert_eq!(game.outcome(), None);
}

#[test]
fn an_agreed_draw_ends_the_game_and_undo_reopens_it() {
    let mut game = game_after(&OPENING[..2]);
    assert!(game.agree_draw());
    assert!(!game.agree_draw(), "already over");
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(game.play(mv("d9-d7")), Err(IllegalMove::GameOver));
    game.undo();
    assert_eq!(game.outcome(), None);
    assert!(game.play(mv("g5-g6")).is_ok());
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut game = game_after(&OPENING[..1]);
    let before = (game.current(), *game.position());
    assert!(matches!(game.play(mv("a3-a1")), Err(IllegalMove::NotYourPiece { .. })));
    assert_eq!((game.current(), *game.position()), before);
    assert_eq!(game.variations_at(game.current()), &[] as &[NodeId]);
}

#[test]
fn the_game_line_holds_the_moves_redo_would_play() {
    let mut game = game_after(&OPENING);
    game.undo();
    game.undo();
    let line: Vec<String> = game.game_line().iter().map(|(_, r)| r.mv.to_string()).collect();
    assert_eq!(line, OPENING);
    assert_eq!(game.line(game.current()).len(), 2);
}

#[test]
fn a_game_continues_another_when_it_holds_its_line() {
    let earlier = game_after(&OPENING[..2]);
    let mut later = game_after(&OPENING);
    assert!(later.continues(&earlier));
    assert!(!earlier.continues(&later), "two moves don't hold four");
    for _ in 0..3 {
        later.undo();
    }
    assert!(later.continues(&earlier), "taken back, the moves are still there");
    assert!(!game_after(&CYCLE_B[..2]).continues(&earlier));
}

#[test]
fn an_agreement_taken_back_leaves_the_moves() {
    let mut record = crate::games::record_after(&["a4-a3", "c5-c4"]);
    let game = record.game_mut();
    assert!(!game.withdraw_agreement(), "no agreement yet");
    assert!(game.agree_draw());
    assert!(game.withdraw_agreement());
    assert_eq!(game.outcome(), None);
    assert_eq!(game.depth(game.current()), 2);
}
