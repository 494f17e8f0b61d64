//! After a wrong puzzle move: a quiet answer says what it keeps or
//! threatens, and `s` plays the whole solution on the board.

use std::time::Duration;

use super::{press, type_move, update};
use crate::lang::Lang;
use crate::puzzle::progress::Progress;
use crate::puzzle::refutation::Quiet;
use crate::puzzle::{Puzzle, shipped};
use crate::tests::common::{SIZE, config, sq};
use crate::tests::computer_common::think;
use crate::tui::screens::game::action::{Action, Report};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::{Failure, Notice, PuzzleNotice};
use crate::tui::screens::puzzles::Puzzles;
use crate::tui::screens::puzzles::run::{PuzzleRun, Stage};
use obereg_engine::{Event as SearchEvent, Progress as SearchProgress};
use obereg_rules::Move;

fn puzzle(name: &str) -> Puzzle {
    shipped().unwrap().into_iter().find(|puzzle| puzzle.name == name).unwrap()
}

fn screen(puzzle: Puzzle) -> Puzzles {
    Puzzles::open(App::new(&config(Lang::En), SIZE), PuzzleRun::new(vec![puzzle], Progress::default()))
}

/// Plays the `wrong` move and has the engine answer `answer` to it.
fn refute(app: &mut Puzzles, wrong: Move, answer: Move) {
    let commands = type_move(app, &wrong.to_string());
    let think = think(&commands).expect("the engine looks for the answer");
    let done = SearchProgress { depth: 1, score: 0, nodes: 1, elapsed: Duration::ZERO, pv: vec![answer] };
    let _ = update(app, Action::Search(think.search, Report::Thought(SearchEvent::Done(done))));
    assert_eq!(app.run().stage, Stage::Failed(Some(answer)));
}

/// In win-piece-1-02 (the Vikings win the guard on e4 with i4-f4): a
/// quiet wrong move, and the guard's first way out of it.
fn quiet_try(app: &Puzzles) -> (Move, Move) {
    let solution = app.run().puzzle().solution()[0];
    let wrong = app
        .position()
        .legal_moves()
        .into_iter()
        .find(|&mv| {
            let mut after = *app.position();
            mv != solution
                && mv.from != sq("i4")
                && after.play(mv).is_ok_and(|played| played.captures.is_empty())
        })
        .unwrap();
    let mut after = *app.position();
    after.play(wrong).unwrap();
    let away = after.targets(sq("e4")).into_iter().next().expect("the guard can move");
    (wrong, Move { from: sq("e4"), to: away })
}

#[test]
fn a_quiet_answer_that_saves_the_piece_says_so() {
    let mut app = screen(puzzle("win-piece-1-02"));
    let (wrong, answer) = quiet_try(&app);
    refute(&mut app, wrong, answer);
    let Notice::Puzzle(PuzzleNotice::Refuted(_, Some(Failure::Quiet(Quiet::Saves(saved))))) = app.notice()
    else {
        panic!("{:?}", app.notice())
    };
    assert!(saved.contains(&sq("e4")), "{saved:?}");
    let status = app.status_text();
    assert!(status.starts_with("The answer saves its piece on e4"), "{status}");
    assert!(status.contains("s shows the solution"), "{status}");
}

#[test]
fn after_a_failed_puzzle_s_plays_the_whole_solution() {
    let puzzle = shipped().unwrap().into_iter().find(|p| p.length() == 2).unwrap();
    let mut app = screen(puzzle.clone());
    let solution = puzzle.solution();
    let wrong = app.position().legal_moves().into_iter().find(|&mv| mv != solution[0]).unwrap();
    let mut after = *app.position();
    after.play(wrong).unwrap();
    refute(&mut app, wrong, after.legal_moves()[0]);
    let commands = press(&mut app, "s");
    assert_eq!(app.position(), &puzzle.position(), "from the puzzle's position");
    assert_eq!(app.run().stage, Stage::Showing);
    assert!(
        commands
            .contains(&Command::After(crate::tui::screens::puzzles::run::REPLY_PAUSE, Action::PuzzleReply)),
        "{commands:?}"
    );
    assert!(app.status_text().contains(&solution[0].to_string()), "{}", app.status_text());
    let screen = crate::tests::render::screen_text(&super::draw(&app, SIZE.0, SIZE.1));
    let footer = screen.lines().rev().take(2).collect::<Vec<_>>().join("\n");
    assert!(footer.contains("n next puzzle") && !footer.contains("t hint"), "{footer}");
    // No move of the player's while it plays.
    type_move(&mut app, &solution[0].to_string());
    assert_eq!(app.position(), &puzzle.position());
    for _ in 0..solution.len() {
        let commands = update(&mut app, Action::PuzzleReply);
        assert!(!commands.iter().any(|c| matches!(c, Command::KeepProgress(..))), "showing rates nothing");
    }
    assert_eq!(app.run().stage, Stage::Shown);
    let line: Vec<Move> = app.game().line(app.game().current()).iter().map(|(_, record)| record.mv).collect();
    assert_eq!(line, [puzzle.prelude(), solution].concat(), "the whole solution is on the board");
    assert!(app.run().is_over());
    press(&mut app, "u");
    assert_eq!(app.notice(), &Notice::Puzzle(PuzzleNotice::Again));
}
