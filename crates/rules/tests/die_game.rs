//! A game with the die (V2) as `Game` plays it: moves checked against
//! their roll (D2), turns that pass (D3) and repeat positions (D4), and
//! passes taken back like moves.

use obereg_rules::{DieRefusal, DrawReason, Game, IllegalMove, Outcome, Position, Reading, Roll, Side};

use crate::common::mv;

fn roll(pips: u8) -> Roll {
    Roll::new(pips).expect("a roll from 1 to 6")
}

#[test]
fn d2_a_game_plays_a_move_only_for_its_roll() {
    let mut game = Game::new(Position::<9>::initial());
    let refused = game.play_rolled(mv("a4-a3"), roll(2), Reading::Exact);
    assert!(matches!(refused, Err(DieRefusal::Distance { distance: 1, .. })), "{refused:?}");
    assert_eq!(game.plies(), 0, "a refused move changes nothing");
    let jump = game.play_rolled(mv("a4-a1"), roll(3), Reading::Exact);
    assert!(matches!(jump, Err(DieRefusal::Illegal(_))), "{jump:?}");
    assert!(game.play_rolled(mv("a4-a2"), roll(2), Reading::Exact).is_ok());
    assert_eq!(game.turns().len(), 1);
}

#[test]
fn d3_a_game_passes_only_when_no_piece_can_move_for_the_roll() {
    let mut game = Game::new(Position::<9>::initial());
    assert_eq!(game.pass(roll(2), Reading::Exact), Err(DieRefusal::MustMove(roll(2))));
    // With a 6 no Viking can move from the start (V2's note under the table).
    assert_eq!(game.pass(roll(6), Reading::Exact), Ok(None));
    assert_eq!(game.position().to_move(), Side::Varangians);
    assert_eq!(game.plies(), 1);
    assert!(game.moves().is_empty());
    assert!(game.play_rolled(mv("e3-b3"), roll(3), Reading::Exact).is_ok());
    let turns: Vec<Option<String>> = game.turns().iter().map(|t| t.map(ToString::to_string)).collect();
    assert_eq!(turns, [None, Some("e3-b3".to_string())]);
}

#[test]
fn d4_passes_repeat_a_position_to_a_draw() {
    let mut game = Game::new(Position::<9>::initial());
    // Both sides pass twice on 6s: the start stands for the third time.
    for _ in 0..3 {
        assert_eq!(game.pass(roll(6), Reading::Exact), Ok(None));
    }
    let last = game.pass(roll(6), Reading::Exact);
    assert_eq!(last, Ok(Some(Outcome::Draw(DrawReason::Repetition))));
    assert_eq!(game.pass(roll(6), Reading::Exact), Err(DieRefusal::Illegal(IllegalMove::GameOver)));
}

#[test]
fn undo_takes_back_a_pass_as_a_turn() {
    let mut game = Game::new(Position::<9>::initial());
    game.pass(roll(5), Reading::Exact).expect("a 5 passes at the start");
    game.play_rolled(mv("e3-b3"), roll(3), Reading::Exact).expect("a move for the 3");
    assert_eq!(game.undo().map(|record| record.to_string()), Some("e3-b3".to_string()));
    assert_eq!(game.undo(), None, "the pass goes, with no move to give back");
    assert_eq!(game.plies(), 0);
    assert_eq!(game.position(), &Position::<9>::initial());
    assert_eq!(game.undo(), None);
}
