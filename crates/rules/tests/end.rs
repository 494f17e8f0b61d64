//! R12–R15: how a game ends.

use crate::common::{
    mv, no_legal_move_win, play, position, prince_captured_on, prince_escaped_to, sq, squares,
};
use obereg_rules::{DrawReason, Game, IllegalMove, Outcome, Position, REPETITION_LIMIT, Side};

#[test]
fn r12_the_prince_on_an_exit_wins_at_once() {
    let mut board = position("e9 f8", "g7", "c1", Side::Varangians);
    assert_eq!(board.outcome(), None);
    let played = play(&mut board, "c1-a1");
    assert_eq!(played.outcome, prince_escaped_to("a1"));
    assert_eq!(board.outcome(), prince_escaped_to("a1"));
    assert!(board.legal_moves().is_empty(), "the Vikings may not answer");
    assert_eq!(board.count_legal_moves(), 0);
    assert_eq!(board.check(mv("e9-e8")), Err(IllegalMove::GameOver));
}

#[test]
fn r12_every_corner_is_an_exit() {
    for (from, exit) in [("a3", "a1"), ("g1", "i1"), ("c9", "a9"), ("i6", "i9")] {
        let mut board = position("e4", "", from, Side::Varangians);
        assert_eq!(play(&mut board, &format!("{from}-{exit}")).outcome, prince_escaped_to(exit));
    }
}

#[test]
fn r12_the_exits_the_prince_could_step_onto_are_his_escapes_whoever_is_to_move() {
    let open = position("e4", "", "c1", Side::Vikings);
    assert_eq!(open.escapes(), squares("a1"), "the prince goes at most three squares (R6)");
    assert_eq!(open.passed().escapes(), squares("a1"));
    assert_eq!(position("e4 b1", "", "c1", Side::Varangians).escapes(), squares(""), "b1 stands in the way");
    assert_eq!(position("e4", "", "e5", Side::Varangians).escapes(), squares(""));
}

#[test]
fn r13_the_captured_prince_wins_for_the_vikings_at_once() {
    let mut board = position("b3 d1 h9", "g2", "c3", Side::Vikings);
    let played = play(&mut board, "d1-d3");
    assert_eq!(played.outcome, prince_captured_on("c3"));
    assert_eq!(board.outcome(), prince_captured_on("c3"));
    assert!(board.legal_moves().is_empty(), "the guards may not answer");
    assert_eq!(board.check(mv("g2-g3")), Err(IllegalMove::GameOver));
    assert_eq!(played.outcome.and_then(Outcome::winner), Some(Side::Vikings));
}

#[test]
fn r14_a_side_without_pieces_loses() {
    let alone = position("", "c3", "e5", Side::Vikings);
    assert_eq!(alone.outcome(), no_legal_move_win(Side::Varangians));
    let mut last = position("c3", "b3 d1", "h8", Side::Varangians);
    let played = play(&mut last, "d1-d3");
    assert_eq!(played.captures, vec![sq("c3")]);
    assert_eq!(played.outcome, no_legal_move_win(Side::Varangians), "the last Viking is gone");
}

#[test]
fn r14_a_side_whose_pieces_are_all_blocked_loses() {
    let vikings = position("b1 a2", "c1 b2 a3", "h8", Side::Vikings);
    assert!(vikings.legal_moves().is_empty());
    assert_eq!(vikings.outcome(), no_legal_move_win(Side::Varangians));
    let prince = position("d5 f5 e4 e6", "", "e5", Side::Varangians);
    assert!(prince.legal_moves().is_empty(), "four Vikings stand around him but none moved there");
    assert_eq!(prince.outcome(), no_legal_move_win(Side::Vikings));
    assert!(prince.has_legal_move(Side::Vikings) && !prince.has_legal_move(Side::Varangians));
}

#[test]
fn r14_a_move_that_blocks_the_last_free_piece_wins() {
    let mut prince = position("b1 d1 c4", "", "c1", Side::Vikings);
    let played = play(&mut prince, "c4-c2");
    assert_eq!(played.captures, vec![], "the edge below him does not capture");
    assert_eq!(played.outcome, no_legal_move_win(Side::Vikings));
    let mut viking = position("b1", "c1 b5", "h8", Side::Varangians);
    let played = play(&mut viking, "b5-b2");
    assert_eq!(played.captures, vec![]);
    assert_eq!(played.outcome, no_legal_move_win(Side::Varangians));
}

/// Plays the four moves that bring the start position back.
fn shuffle(game: &mut Game) -> Vec<Option<Outcome>> {
    ["a4-a3", "e7-d7", "a3-a4", "d7-e7"]
        .into_iter()
        .map(|text| game.play(mv(text)).unwrap_or_else(|e| panic!("{text}: {e}")).outcome)
        .collect()
}

#[test]
fn r15_the_third_repetition_draws() {
    let mut game = Game::new(Position::start());
    assert_eq!(shuffle(&mut game), [None; 4]);
    assert_eq!(game.occurrences(), 2);
    let last = shuffle(&mut game);
    assert_eq!(last[..3], [None; 3]);
    assert_eq!(last[3], Some(Outcome::Draw(DrawReason::Repetition)));
    assert_eq!(game.occurrences(), REPETITION_LIMIT);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert_eq!(game.play(mv("a4-a3")), Err(IllegalMove::GameOver));
    assert_eq!(game.moves().len(), 8);
    assert_eq!(game.positions().len(), 9);
}

#[test]
fn r15_repetition_needs_the_same_side_to_move() {
    // A Viking circling a2-a3-a4 in three moves against a prince stepping
    // c7-c8 and back in two: the layout comes back every 5 and 7 plies with
    // the side to move changing, each position with its side every 12.
    let start = position("a2", "", "c7", Side::Vikings);
    let mut game = Game::new(start);
    let (vikings, prince) = (["a2", "a3", "a4"], ["c7", "c8"]);
    for ply in 0..24 {
        let n = ply / 2;
        let text = if ply % 2 == 0 {
            format!("{}-{}", vikings[n % 3], vikings[(n + 1) % 3])
        } else {
            format!("{}-{}", prince[n % 2], prince[(n + 1) % 2])
        };
        assert_eq!(game.outcome(), None, "ply {ply}");
        game.play(mv(&text)).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    let layout = |p: &Position| p.to_string() == start.to_string();
    assert_eq!(game.positions()[..24].iter().filter(|p| layout(p)).count(), 4, "the layout, either side");
    assert_eq!(game.positions()[12], start);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::Repetition)),
        "ply 24: the third with Vikings to move"
    );
}

#[test]
fn r15_can_be_switched_off() {
    let mut game = Game::new(Position::start());
    game.set_repetition_rule(false);
    assert!(!game.repetition_rule());
    for _ in 0..3 {
        assert_eq!(shuffle(&mut game), [None; 4]);
    }
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), None);
}

#[test]
fn r15_players_may_agree_to_a_draw_and_undo_reopens_the_game() {
    let mut game = Game::new(Position::start());
    game.play(mv("a4-a3")).expect("legal");
    game.agree_draw();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(game.play(mv("e7-d7")), Err(IllegalMove::GameOver));
    let mut repeated = Game::new(Position::start());
    shuffle(&mut repeated);
    shuffle(&mut repeated);
    assert_eq!(repeated.undo().map(|record| record.mv), Some(mv("d7-e7")));
    assert_eq!(repeated.outcome(), None);
    assert_eq!(repeated.position(), &{
        let mut p = Position::start();
        for text in ["a4-a3", "e7-d7", "a3-a4"] {
            play(&mut p, text);
        }
        p
    });
}
