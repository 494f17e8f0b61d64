//! The shipped puzzles: every file loads, and a wrong stored solution is
//! caught by `puzzles check` (`tests/cli_errors.rs` proves them all).

use crate::i18n::Messages;
use crate::lang::Lang;
use crate::puzzle::check_puzzles;
use crate::puzzle::{Puzzle, Theme, shipped, shipped_files};
use obereg_engine::solve::{children, ended, wins_within};
use obereg_record::{Date, GameRecord, GameTree};
use obereg_rules::Side;

#[test]
fn every_shipped_puzzle_file_loads() {
    let puzzles = shipped().unwrap_or_else(|(name, error)| panic!("{name}: {error}"));
    assert!(puzzles.len() >= 100, "{} puzzles", puzzles.len());
    for side in [Side::Vikings, Side::Varangians] {
        assert!(puzzles.iter().any(|p| p.solver() == side), "puzzles for the {side}");
    }
    for theme in Theme::ALL {
        assert!(puzzles.iter().any(|p| p.theme == theme), "puzzles of {theme}");
    }
    for length in 1..=3 {
        assert!(puzzles.iter().any(|p| p.length() == length), "puzzles in {length}");
    }
}

#[test]
fn r14_the_no_moves_puzzles_leave_a_side_with_pieces_and_no_move() {
    let puzzles = shipped().unwrap_or_else(|(name, error)| panic!("{name}: {error}"));
    let blockades: Vec<&Puzzle> = puzzles.iter().filter(|p| p.theme == Theme::NoMoves).collect();
    assert!(blockades.len() >= 8, "{} puzzles of R14", blockades.len());
    for side in [Side::Vikings, Side::Varangians] {
        assert!(blockades.iter().any(|p| p.solver() == side), "R14 puzzles for the {side}");
    }
    for puzzle in blockades {
        let mut position = puzzle.position();
        for mv in puzzle.solution() {
            position.play(mv).unwrap();
        }
        let loser = position.to_move();
        assert_eq!(puzzle.solver(), loser.opponent(), "{}", puzzle.name);
        assert!(!position.side_bitboard(loser).is_empty(), "{}: the {loser} have pieces", puzzle.name);
        assert!(position.legal_moves().is_empty(), "{}: R14", puzzle.name);
        assert!(!position.prince_gone_or_out(), "{}", puzzle.name);
    }
}

/// `puzzle`'s record with `solution` in place of its own.
fn with_solution(puzzle: &Puzzle, text: &str, solution: &[obereg_rules::Move]) -> String {
    let original = GameRecord::from_otg(text).unwrap();
    let mut tree = GameTree::new(puzzle.first_position(), true);
    for &mv in puzzle.prelude().iter().chain(solution) {
        tree.play(mv).unwrap();
    }
    let mut record =
        GameRecord::from_game("Vikings", "Varangians", Date { year: 2026, month: 12, day: 1 }, tree);
    for (key, value) in original.tags().filter(|(key, _)| key.contains("puzzle")) {
        record.set_tag(key, value);
    }
    record.to_otg()
}

#[test]
fn a_wrong_stored_solution_is_caught_by_the_check() {
    let (name, text) = shipped_files().iter().find(|(name, _)| name.starts_with("escape-2")).unwrap();
    let puzzle = Puzzle::from_otg(name, text).unwrap();
    let solution = puzzle.solution();
    assert_eq!(
        check_puzzles(
            &[(name, &with_solution(&puzzle, text, &solution))],
            &Messages::new(Lang::En),
            &mut Vec::new()
        )
        .unwrap(),
        0,
        "rebuilt unchanged, it passes"
    );
    let wrong =
        children(&puzzle.position()).into_iter().map(|(mv, _)| mv).find(|&mv| mv != solution[0]).unwrap();
    let broken = with_solution(&puzzle, text, &[wrong]);
    let mut out = Vec::new();
    let failed = check_puzzles(&[("broken", &broken)], &Messages::new(Lang::En), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(failed, 1, "{out}");
    assert!(out.starts_with("FAILED broken: "), "{out}");
}

/// The first move of `position` that does not end the game, and the position after it.
fn quiet_move(position: &obereg_rules::Position) -> (obereg_rules::Move, obereg_rules::Position) {
    children(position).into_iter().find(|(_, child)| !ended(child)).unwrap()
}

#[test]
fn a_defence_that_gives_up_sooner_is_caught_by_the_check() {
    // A puzzle in three with a defence after which the prince escapes at once.
    let weaker = |(name, text): &&(&str, &str)| {
        let puzzle = Puzzle::from_otg(name, text).ok().filter(|p| p.length() == 3)?;
        let solution = puzzle.solution();
        let mut position = puzzle.position();
        position.play(solution[0]).ok()?;
        let found =
            children(&position).into_iter().find(|(mv, child)| *mv != solution[1] && wins_within(child, 1));
        found.map(|(defence, after)| (puzzle, text.to_string(), defence, after))
    };
    let (puzzle, text, defence, mut after) = shipped_files().iter().find_map(|file| weaker(&file)).unwrap();
    let solution = puzzle.solution();
    let mut line = vec![solution[0], defence];
    for _ in 0..3 {
        let (mv, next) = quiet_move(&after);
        line.push(mv);
        after = next;
    }
    let weak = with_solution(&puzzle, &text, &line);
    let mut out = Vec::new();
    assert_eq!(check_puzzles(&[("weak", &weak)], &Messages::new(Lang::En), &mut out).unwrap(), 1);
    let out = String::from_utf8(out).unwrap();
    assert!(out.starts_with("FAILED weak: the defence at move 2 is not the longest"), "{out}");
}
