//! The fast engine against the slow reference implementation on many random
//! positions: the same legal moves, the same captures for every move, the
//! same positions after it, the same outcomes (R5–R14).

use crate::common::PRINCE_LIMIT_RECORD;
use crate::reference;
use crate::reference::random::{self, Rng};
use crate::reference::{Board, coord};
use obereg_rules::{Move, Outcome, Piece, Position, Side, Square, WinReason};

/// What the comparison met, so a dull generator shows up as a failure.
#[derive(Debug, Default)]
struct Seen {
    positions: usize,
    moves: usize,
    capturing_moves: usize,
    multiple_captures: usize,
    captured_pieces: usize,
    prince_captured_on_throne: usize,
    prince_captured_beside_throne: usize,
    prince_captured_elsewhere: usize,
    prince_captured_against_exit: usize,
    escapes: usize,
    side_without_pieces: usize,
    side_walled_in: usize,
    moves_leaving_no_reply: usize,
}

#[test]
fn engine_matches_reference_on_random_positions() {
    let seen = compare_random::<9>(0x0B3E_4E60, [40, 5_000, 1_500]);
    assert!(seen.positions >= 10_000, "{seen:#?}");
}

/// V1: the same comparison on the 11×11 board, fewer positions (each has
/// more squares and moves).
#[test]
fn v1_engine_matches_reference_on_random_11x11_positions() {
    let seen = compare_random::<11>(0x0B3E_4E11, [15, 2_500, 1_000]);
    assert!(seen.positions >= 5_000, "{seen:#?}");
}

/// Compares the engine with the reference on random positions of the
/// `N`×`N` board: `[playouts, crowded, walled in]`, and checks that every
/// rule came up.
fn compare_random<const N: usize>(seed: u64, [games, crowded, walled]: [usize; 3]) -> Seen {
    let mut rng = Rng::new(seed);
    let mut seen = Seen::default();
    for position in random::playouts::<N>(&mut rng, games, 200) {
        compare(&position, &mut seen);
    }
    for _ in 0..crowded {
        compare(&random::crowded::<N>(&mut rng), &mut seen);
    }
    for _ in 0..walled {
        compare(&random::walled_in::<N>(&mut rng), &mut seen);
    }
    println!("{seen:#?}");
    for (event, count, least) in [
        ("capturing moves", seen.capturing_moves, 1_000),
        ("moves taking two or more", seen.multiple_captures, 50),
        ("prince captured on the throne (R11a)", seen.prince_captured_on_throne, 10),
        ("prince captured beside the throne (R11b)", seen.prince_captured_beside_throne, 10),
        ("prince captured elsewhere (R11c)", seen.prince_captured_elsewhere, 50),
        ("prince captured against an exit (R11c)", seen.prince_captured_against_exit, 10),
        ("escapes (R12)", seen.escapes, 50),
        ("side without pieces (R14)", seen.side_without_pieces, 50),
        ("side walled in (R14)", seen.side_walled_in, 50),
        ("moves leaving no reply (R14)", seen.moves_leaving_no_reply, 10),
    ] {
        assert!(count >= least, "only {count} {event} (want {least}): {seen:#?}");
    }
    seen
}

/// Compares the engine and the reference in `position` and after each of its moves.
fn compare<const N: usize>(position: &Position<N>, seen: &mut Seen) {
    let board = Board::from_position(position);
    let context = format!("position {position} {} to move", position.to_move());
    assert_eq!(position.outcome(), board.outcome(), "outcome of {context}");
    count_outcome(position, &board, seen);
    let mut fast = position.legal_moves();
    fast.sort();
    let mut slow = board.moves();
    slow.sort();
    assert_eq!(fast, slow, "legal moves of {context}");
    assert_eq!(position.count_legal_moves(), slow.len() as u64, "move count of {context}");
    for side in [Side::Vikings, Side::Varangians] {
        assert_eq!(position.has_legal_move(side), board.has_move(side), "{side} can move in {context}");
    }
    compare_targets_and_checks(position, &board, &slow, &context);
    for mv in slow {
        compare_move(position, &board, mv, &context, seen);
    }
    seen.positions += 1;
}

/// `targets` of every piece, and `check` of every move along a rank or file.
fn compare_targets_and_checks<const N: usize>(
    position: &Position<N>,
    board: &Board<N>,
    legal: &[Move],
    context: &str,
) {
    for rank in 0..N as u8 {
        for file in 0..N as u8 {
            let from = Square::new(file, rank).expect("on the board");
            let mut fast = position.targets(from);
            fast.sort();
            let mut slow: Vec<Square> =
                board.targets(coord(from)).into_iter().map(reference::square).collect();
            slow.sort();
            assert_eq!(fast, slow, "targets of {from} in {context}");
            if position.piece_at(from).is_none() {
                continue;
            }
            let line = (0..N as u8).flat_map(|k| [Square::new(k, rank), Square::new(file, k)]).flatten();
            for to in line.filter(|&to| to != from) {
                let mv = Move { from, to };
                let accepted = position.check(mv).is_ok();
                assert_eq!(accepted, legal.contains(&mv), "check({mv}) in {context}");
            }
        }
    }
}

/// Plays `mv` in both implementations and compares what happened.
fn compare_move<const N: usize>(
    position: &Position<N>,
    board: &Board<N>,
    mv: Move,
    context: &str,
    seen: &mut Seen,
) {
    let mut fast = *position;
    let played = fast.play(mv).unwrap_or_else(|e| panic!("{mv} rejected in {context}: {e}"));
    let (slow, captures) = board.after(mv);
    assert_eq!(played.captures, captures, "captures of {mv} in {context}");
    assert_eq!(Board::from_position(&fast), slow, "position after {mv} in {context}");
    assert_eq!(played.outcome, slow.outcome(), "outcome after {mv} in {context}");
    let mut unchecked = *position;
    let taken = unchecked.play_unchecked(mv);
    assert_eq!(unchecked, fast, "play_unchecked({mv}) in {context}");
    assert_eq!(taken.count() as usize, captures.len(), "play_unchecked({mv}) captures in {context}");
    seen.moves += 1;
    seen.capturing_moves += usize::from(!captures.is_empty());
    seen.multiple_captures += usize::from(captures.len() >= 2);
    seen.captured_pieces += captures.len();
    match played.outcome {
        Some(Outcome::Win { reason: WinReason::PrinceCaptured(at), .. }) => {
            count_prince_capture::<N>(at, seen)
        }
        Some(Outcome::Win { reason: WinReason::PrinceEscaped(_), .. }) => seen.escapes += 1,
        Some(Outcome::Win { reason: WinReason::NoLegalMove, .. }) => seen.moves_leaving_no_reply += 1,
        _ => {}
    }
}

fn count_prince_capture<const N: usize>(at: Square, seen: &mut Seen) {
    let throne = Position::<N>::throne();
    let distance = at.file().abs_diff(throne.file()) + at.rank().abs_diff(throne.rank());
    let last = N as u8 - 1;
    let (edge, beside_corner) = (|x: u8| x == 0 || x == last, |x: u8| x == 1 || x == last - 1);
    let next_to_exit =
        (edge(at.file()) && beside_corner(at.rank())) || (edge(at.rank()) && beside_corner(at.file()));
    match distance {
        0 => seen.prince_captured_on_throne += 1,
        1 => seen.prince_captured_beside_throne += 1,
        _ if next_to_exit => seen.prince_captured_against_exit += 1,
        _ => seen.prince_captured_elsewhere += 1,
    }
}

fn count_outcome<const N: usize>(position: &Position<N>, board: &Board<N>, seen: &mut Seen) {
    if position.outcome().is_some_and(|o| o == no_move_loss(position.to_move())) {
        let own_pieces = match position.to_move() {
            Side::Vikings => position.count(Piece::Viking),
            Side::Varangians => position.count(Piece::Guard) + position.count(Piece::Prince),
        };
        if own_pieces == 0 {
            seen.side_without_pieces += 1;
        } else {
            assert!(board.prince().is_some());
            seen.side_walled_in += 1;
        }
    }
}

fn no_move_loss(loser: Side) -> Outcome {
    Outcome::Win { winner: loser.opponent(), reason: WinReason::NoLegalMove }
}

/// The reference itself agrees with the independent counts of the rules
/// reference, so agreeing with it means something.
#[test]
fn reference_matches_perft_table() {
    let start = Board::from_position(&Position::start());
    assert_eq!([1, 2, 3].map(|depth| start.perft(depth)), [72, 3_944, 285_728]);
    let limited =
        Position::<9>::from_record(PRINCE_LIMIT_RECORD, Side::Varangians).expect("the table's position");
    let limited = Board::from_position(&limited);
    assert_eq!([1, 2, 3].map(|depth| limited.perft(depth)), [49, 4_670, 221_317]);
}

/// V1: the reference counts the 11×11 start as the rules reference does.
#[test]
fn v1_reference_matches_11x11_perft_table() {
    let start = Board::from_position(&Position::<11>::initial());
    assert_eq!([1, 2].map(|depth| start.perft(depth)), [116, 6_788]);
}
