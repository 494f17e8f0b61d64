//! The game in the terminal driven by key sequences, without a terminal:
//! picking, moving, capturing, every refusal, every ending, draws, rematch.

use crate::lang::Lang;
use crate::tests::common::{composed, moves, press, sq, start, type_move};
use crate::tui::screens::game::notice::Notice;
use obereg_rules::{DrawReason, IllegalMove, Outcome, Piece, Side, WinReason};

fn refused(app: &crate::tui::screens::game::app::App) -> IllegalMove {
    match app.notice() {
        Notice::Refused { error, .. } => *error,
        other => panic!("not refused: {other:?}"),
    }
}

#[test]
fn the_cursor_starts_on_the_throne_and_stays_on_the_board() {
    let mut app = start(Lang::En);
    assert_eq!(app.cursor(), sq("e5"));
    press(&mut app, "<Up>kkkkkk<Left>h");
    assert_eq!(app.cursor(), sq("c9"));
    press(&mut app, "hhhhh");
    assert_eq!(app.cursor(), sq("a9"));
}

#[test]
fn enter_picks_up_a_viking_and_shows_its_moves() {
    let mut app = start(Lang::En);
    press(&mut app, "kkkkh<Enter>");
    assert_eq!(app.selected(), Some(sq("d9")));
    assert_eq!(app.notice(), &Notice::Selected { piece: Piece::Viking, square: sq("d9"), count: 5 });
    let mut targets = app.targets();
    targets.sort();
    let mut expected = ["d6", "d7", "d8", "b9", "c9"].map(sq).to_vec();
    expected.sort();
    assert_eq!(targets, expected);
    assert_eq!(app.status_text(), "The Viking on d9 has 5 moves.");
}

#[test]
fn picking_another_own_piece_switches_and_esc_drops() {
    let mut app = start(Lang::En);
    press(&mut app, "kkkkh<Enter>l<Enter>");
    assert_eq!(app.selected(), Some(sq("e9")));
    press(&mut app, "<Esc>");
    assert_eq!(app.selected(), None);
}

#[test]
fn a_move_with_the_cursor_passes_the_turn() {
    let mut app = start(Lang::En);
    press(&mut app, "kkkkh<Enter>jjj<Enter>");
    assert_eq!(moves(&app), 1);
    assert_eq!(app.last_move().map(ToString::to_string).as_deref(), Some("d9-d6"));
    assert_eq!(app.position().to_move(), Side::Varangians);
    assert_eq!(app.selected(), None);
    assert_eq!(app.status_text(), "Vikings: d9-d6");
}

#[test]
fn a_typed_move_is_played() {
    let mut app = start(Lang::En);
    type_move(&mut app, "d9-d6");
    assert_eq!(app.position().piece_at(sq("d6")), Some(Piece::Viking));
    assert!(app.playing());
}

#[test]
fn the_capture_is_previewed_before_the_move_and_counted_after() {
    let mut app = composed("Ke5 Gf7 Gc3 Vc2 Va4", Side::Vikings);
    // a4 -> c4 arrives above the guard on c3 with a Viking on c2 beyond (R8).
    press(&mut app, "hhhh<Down><Enter>ll");
    assert_eq!(app.cursor(), sq("c4"));
    assert_eq!(app.capture_preview(), vec![sq("c3")]);
    press(&mut app, "<Enter>");
    assert_eq!(app.position().piece_at(sq("c3")), None);
    assert_eq!(app.captured_by(Side::Vikings), [Piece::Guard]);
    assert_eq!(app.last_move().map(|r| r.captures.clone()), Some(vec![sq("c3")]));
}

#[test]
fn the_other_sides_piece_is_refused_and_its_owner_named() {
    let mut app = start(Lang::En);
    press(&mut app, "<Enter>");
    assert_eq!(refused(&app), IllegalMove::NotYourPiece { square: sq("e5"), owner: Side::Varangians });
    assert_eq!(app.status_text(), "The piece on e5 belongs to the Varangians: it is the Vikings' turn.");
    let mut uk = start(Lang::Uk);
    press(&mut uk, "<Enter>");
    assert_eq!(uk.status_text(), "Фішка на e5 належить варягам, а зараз хід вікінгів.");
}

#[test]
fn an_empty_square_cannot_be_picked() {
    let mut app = start(Lang::En);
    press(&mut app, "kkkkhhh<Enter>");
    assert_eq!(refused(&app), IllegalMove::NoPiece(sq("b9")));
}

#[test]
fn the_prince_moves_at_most_three_squares_r6() {
    let mut app = composed("Ke5 Va4", Side::Varangians);
    type_move(&mut app, "e5-e9");
    assert_eq!(refused(&app), IllegalMove::PrinceTooFar);
    assert_eq!(app.status_text(), "The prince moves at most 3 squares (R6).");
    assert_eq!(app.prompt(), Some("e5-e9"), "the prompt stays open to correct the move");
}

#[test]
fn only_the_prince_stops_on_an_exit_r7() {
    let mut app = composed("Ke5 Ga5 Vi4", Side::Varangians);
    press(&mut app, "hhhh<Enter>kkkk<Enter>");
    assert_eq!(refused(&app), IllegalMove::Restricted(sq("a9")));
    assert_eq!(app.status_text(), "Only the prince may stop on the exit a9 (R7).");
    let mut throne = composed("Ke4 Gd5 Vi4", Side::Varangians);
    type_move(&mut throne, "d5-e5");
    assert_eq!(refused(&throne), IllegalMove::Restricted(sq("e5")));
    assert_eq!(throne.status_text(), "Only the prince may stop on the throne e5 (R7).");
}

#[test]
fn pieces_cannot_jump_r5() {
    let mut app = start(Lang::En);
    type_move(&mut app, "d9-d4");
    assert_eq!(refused(&app), IllegalMove::Blocked(sq("d5")));
    assert!(app.status_text().contains("can't jump"));
}

#[test]
fn moves_go_in_straight_lines_r5() {
    let mut app = start(Lang::En);
    press(&mut app, "kkkkh<Enter>hj<Enter>");
    assert_eq!(refused(&app), IllegalMove::NotStraight);
    press(&mut app, "<Esc>");
    type_move(&mut app, "d9-d5");
    assert_eq!(refused(&app), IllegalMove::Occupied(sq("d5")));
}

#[test]
fn a_typed_non_move_is_refused_as_notation() {
    let mut app = start(Lang::En);
    type_move(&mut app, "zz");
    assert!(matches!(app.notice(), Notice::BadNotation(_)));
    press(&mut app, "<Backspace><Backspace>d9-d6<Enter>");
    assert_eq!(moves(&app), 1);
}

#[test]
fn the_prince_reaching_a_corner_wins_r12() {
    let mut app = composed("Kc9 Va4", Side::Varangians);
    type_move(&mut app, "c9-a9");
    let outcome = app.game().outcome();
    assert_eq!(
        outcome,
        Some(Outcome::Win { winner: Side::Varangians, reason: WinReason::PrinceEscaped(sq("a9")) })
    );
    assert!(app.is_over());
    type_move(&mut app, "a4-a5");
    assert_eq!(moves(&app), 1, "no move after the end");
}

#[test]
fn four_vikings_capture_the_prince_on_the_throne_r11a() {
    let mut app = composed("Ke5 Vd5 Vf5 Ve4 Ve7 Ga2", Side::Vikings);
    type_move(&mut app, "e7-e6");
    let reason = WinReason::PrinceCaptured(sq("e5"));
    assert_eq!(app.game().outcome(), Some(Outcome::Win { winner: Side::Vikings, reason }));
    assert_eq!(app.score().score().0[0], ("Olha", 1));
}

#[test]
fn a_side_left_without_a_move_loses_r14() {
    let mut app = composed("Ke5 Gb2 Gc3 Vb1", Side::Varangians);
    type_move(&mut app, "c3-c1");
    let outcome = Outcome::Win { winner: Side::Varangians, reason: WinReason::NoLegalMove };
    assert_eq!(app.game().outcome(), Some(outcome));
}

#[test]
fn the_third_repetition_is_a_draw_r15() {
    let mut app = start(Lang::En);
    for _ in 0..2 {
        for mv in ["a4-a3", "c5-c6", "a3-a4", "c6-c5"] {
            type_move(&mut app, mv);
        }
    }
    assert_eq!(app.game().outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert_eq!(app.score().score().1, 1);
}

#[test]
fn a_draw_offered_is_accepted_with_y() {
    let mut app = start(Lang::En);
    press(&mut app, "d");
    assert_eq!(app.draw_offer(), Some(Side::Vikings));
    assert_eq!(app.status_text(), "Olha offers a draw: Ihor, press y to accept; Esc declines.");
    press(&mut app, "y");
    assert_eq!(app.game().outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(app.status_text(), "The players agreed to a draw.");
}

#[test]
fn a_draw_offer_is_declined_with_esc_and_lapses_with_a_move() {
    let mut app = start(Lang::En);
    press(&mut app, "d<Esc>y");
    assert_eq!(app.notice(), &Notice::DrawDeclined);
    assert_eq!(app.game().outcome(), None);
    press(&mut app, "d");
    type_move(&mut app, "d9-d6");
    press(&mut app, "y");
    assert_eq!(app.game().outcome(), None);
}

#[test]
fn a_rematch_swaps_the_sides_and_keeps_the_score() {
    let mut app = composed("Kc9 Va4", Side::Varangians);
    type_move(&mut app, "c9-a9");
    press(&mut app, "s");
    assert!(app.playing());
    assert_eq!(moves(&app), 0);
    assert_eq!(app.players().name(Side::Vikings), "Ihor");
    assert_eq!(app.players().name(Side::Varangians), "Olha");
    assert_eq!(app.score().score(), ([("Olha", 0), ("Ihor", 1)], 0));
    press(&mut app, "dyn");
    assert_eq!(app.players().name(Side::Vikings), "Ihor", "a new game keeps the sides");
    assert_eq!(app.score().score().1, 1);
}

#[test]
fn help_opens_and_closes_and_q_quits() {
    let mut app = start(Lang::En);
    press(&mut app, "?");
    assert!(app.help_open());
    press(&mut app, "k<Esc>");
    assert!(app.playing());
    assert_eq!(app.cursor(), sq("e5"), "keys under the help do not reach the board");
    press(&mut app, "q");
    assert!(app.should_quit());
}
