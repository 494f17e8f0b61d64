//! The puzzle progress across tries and runs: only the first try of a
//! puzzle is ever rated, a puzzle tried before comes after the untried
//! ones and says that its try is not rated, `n` skips at any time, and the
//! solved counter counts the puzzles chosen.

use super::{draw, press, type_move};
use crate::lang::Lang;
use crate::puzzle::progress::Progress;
use crate::puzzle::{Puzzle, Theme, shipped};
use crate::tests::common::{SIZE, config};
use crate::tests::render::screen_text;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::{Notice, PuzzleNotice};
use crate::tui::screens::puzzles::Puzzles;
use crate::tui::screens::puzzles::run::{PuzzleRun, Stage};

/// The shipped puzzle `name`.
fn puzzle(name: &str) -> Puzzle {
    shipped().unwrap().into_iter().find(|puzzle| puzzle.name == name).unwrap()
}

fn screen(puzzles: Vec<Puzzle>, progress: Progress) -> Puzzles {
    Puzzles::open(App::new(&config(Lang::En), SIZE), PuzzleRun::new(puzzles, progress))
}

fn on_board(app: &Puzzles) -> String {
    app.run().puzzle().name.clone()
}

fn keeps_progress(commands: &[Command]) -> bool {
    commands.iter().any(|command| matches!(command, Command::KeepProgress(..)))
}

/// A wrong first move of the puzzle on the board.
fn wrong_move(app: &Puzzles) -> String {
    let solution = app.run().puzzle().solution()[0];
    let wrong = app.position().legal_moves().into_iter().find(|&mv| mv != solution).unwrap();
    wrong.to_string()
}

#[test]
fn a_puzzle_failed_in_an_earlier_run_comes_last_and_is_not_rated_again() {
    let failed = puzzle("win-piece-1-02");
    let untried = puzzle("escape-3-01");
    // The earlier run: the puzzle failed, the progress written.
    let mut app = screen(vec![failed.clone()], Progress::default());
    let wrong = wrong_move(&app);
    let commands = type_move(&mut app, &wrong);
    let Some(Command::KeepProgress(_, text)) =
        commands.iter().find(|c| matches!(c, Command::KeepProgress(..)))
    else {
        panic!("the failed try is kept: {commands:?}")
    };
    let progress = Progress::from_text(text).unwrap();
    assert!(progress.tried(&failed.name));
    // The next run: the untried puzzle first, though the failed one is now
    // rated nearer to the solver.
    let mut app = screen(vec![failed.clone(), untried.clone()], progress.clone());
    assert_eq!(on_board(&app), untried.name);
    assert_eq!(app.notice(), &Notice::Puzzle(PuzzleNotice::Task));
    press(&mut app, "n");
    assert_eq!(on_board(&app), failed.name);
    assert_eq!(app.notice(), &Notice::Puzzle(PuzzleNotice::TriedBefore));
    assert!(app.status_text().contains("not rated"), "{}", app.status_text());
    let panel = screen_text(&draw(&app, SIZE.0, SIZE.1));
    assert!(panel.contains("Not rated: only the first try"), "{panel}");
    // Solved now: no rating, no streak, nothing written.
    let mut commands = Vec::new();
    for (ply, mv) in failed.solution().iter().enumerate() {
        if ply % 2 == 0 {
            commands.extend(type_move(&mut app, &mv.to_string()));
        } else {
            commands.extend(super::update(&mut app, Action::PuzzleReply));
        }
    }
    assert_eq!(app.run().stage, Stage::Solved);
    assert!(!keeps_progress(&commands), "{commands:?}");
    assert_eq!(app.run().progress, progress);
    assert_eq!(app.run().change, None, "no change shown");
}

#[test]
fn n_skips_a_puzzle_in_the_middle_without_rating_it() {
    let first = puzzle("escape-1-01");
    let second = puzzle("capture-1-01");
    let mut app = screen(vec![first.clone(), second.clone()], Progress::default());
    let started = on_board(&app);
    let commands = press(&mut app, "n");
    assert_ne!(on_board(&app), started, "skipped before any move");
    assert_eq!(app.run().stage, Stage::Solving);
    assert!(!keeps_progress(&commands));
    assert!(app.run().progress.puzzles.is_empty(), "a skipped puzzle is not tried");
}

#[test]
fn the_solved_counter_counts_the_puzzles_chosen() {
    let mut progress = Progress::default();
    progress.record("capture-1-01", 1400.0, true);
    progress.record("capture-1-02", 1400.0, true);
    let escapes: Vec<Puzzle> = shipped().unwrap().into_iter().filter(|p| p.theme == Theme::Escape).collect();
    let total = escapes.len();
    let app = screen(escapes, progress);
    let panel = screen_text(&draw(&app, SIZE.0, SIZE.1));
    assert!(panel.contains(&format!("Solved: 0 of {total}")), "{panel}");
}
