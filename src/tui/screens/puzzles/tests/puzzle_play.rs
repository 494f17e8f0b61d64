//! Puzzles played through `update` by key sequences: the stored solution
//! with the cursor, the mouse and typed moves, the other side's stored answers, a
//! wrong move and the engine's answer to it, another try and the next
//! puzzle, the rating kept; and a damaged progress file moved aside.

use super::{answer, press, type_move, update};
use crate::lang::Lang;
use crate::puzzle::progress::Progress;
use crate::puzzle::{Puzzle, shipped};
use crate::tests::common::{SIZE, config};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::{Failure, Notice, PuzzleNotice};
use crate::tui::screens::puzzles::Puzzles;
use crate::tui::screens::puzzles::run::{PuzzleRun, Stage};
use obereg_rules::{Move, Square};

/// The shipped puzzle `name`.
fn puzzle(name: &str) -> Puzzle {
    shipped().unwrap().into_iter().find(|puzzle| puzzle.name == name).unwrap()
}

/// The puzzles screen with `puzzles`, nothing solved yet; the first given
/// is rated nearest to a newcomer, so it is on the board.
fn screen(puzzles: Vec<Puzzle>) -> Puzzles {
    Puzzles::open(App::new(&config(Lang::En), SIZE), PuzzleRun::new(puzzles, Progress::default()))
}

fn stage(app: &Puzzles) -> Stage {
    app.run().stage
}

/// The keys that bring the cursor from where it is to `to`, then Enter.
fn cursor_to(app: &Puzzles, to: Square) -> String {
    let from = app.cursor();
    let (files, ranks) =
        (i32::from(to.file()) - i32::from(from.file()), i32::from(to.rank()) - i32::from(from.rank()));
    let horizontal = if files > 0 { "l" } else { "h" }.repeat(files.unsigned_abs() as usize);
    let vertical = if ranks > 0 { "k" } else { "j" }.repeat(ranks.unsigned_abs() as usize);
    format!("{horizontal}{vertical}<Enter>")
}

/// Plays `mv` with the cursor: to its piece, Enter, to its square, Enter.
fn play_with_cursor(app: &mut Puzzles, mv: Move) -> Vec<Command> {
    let keys = cursor_to(app, mv.from);
    let mut commands = press(app, &keys);
    let keys = cursor_to(app, mv.to);
    commands.extend(press(app, &keys));
    commands
}

/// A left click on `square` as the terminal reports it, through the input mapping.
fn click(app: &mut Puzzles, square: Square) -> Vec<Command> {
    use crate::tui::keys::{Event, MouseButton, MouseEvent, MouseEventKind};
    let board =
        crate::tui::drawing::geometry::ScreenLayout::new(ratatui::layout::Rect::new(0, 0, SIZE.0, SIZE.1), 9);
    let area = board.board.unwrap().square_area(square);
    let kind = MouseEventKind::Down(MouseButton::Left);
    let event = Event::Mouse(MouseEvent { kind, column: area.x + 1, row: area.y });
    let action = crate::tui::screens::puzzles::keys::action_for(&event, app).unwrap();
    app.update(action)
}

/// The progress the last [`Command::KeepProgress`] of `commands` writes.
fn written(commands: &[Command]) -> Option<Progress> {
    commands.iter().rev().find_map(|command| match command {
        Command::KeepProgress(_, text) => Some(Progress::from_text(text).unwrap()),
        _ => None,
    })
}

#[test]
fn a_puzzle_in_three_is_solved_with_the_cursor_the_mouse_and_typed_moves() {
    let puzzle = shipped().unwrap().into_iter().find(|p| p.length() == 3).unwrap();
    let solution = puzzle.solution();
    let mut app = screen(vec![puzzle.clone()]);
    assert_eq!(app.position(), &puzzle.position(), "the moves before the puzzle are on the board");
    assert_eq!(app.notice(), &Notice::Puzzle(PuzzleNotice::Task));
    let commands = play_with_cursor(&mut app, solution[0]);
    assert_eq!(stage(&app), Stage::Answering);
    assert!(
        commands
            .contains(&Command::After(crate::tui::screens::puzzles::run::REPLY_PAUSE, Action::PuzzleReply)),
        "{commands:?}"
    );
    assert!(written(&commands).is_none(), "rated only at the end");
    // Before the answer comes, the solver can't move for the other side.
    type_move(&mut app, &solution[1].to_string());
    play_with_cursor(&mut app, solution[1]);
    assert_eq!(app.last_move().map(|record| record.mv), Some(solution[0]), "nothing played meanwhile");
    let _ = update(&mut app, Action::PuzzleReply);
    assert_eq!(app.last_move().map(|record| record.mv), Some(solution[1]), "the stored defence");
    assert_eq!(stage(&app), Stage::Solving);
    click(&mut app, solution[2].from);
    click(&mut app, solution[2].to);
    assert_eq!(app.last_move().map(|record| record.mv), Some(solution[2]), "played with the mouse");
    let _ = update(&mut app, Action::PuzzleReply);
    let commands = type_move(&mut app, &solution[4].to_string());
    assert_eq!(stage(&app), Stage::Solved);
    assert!(app.run().is_over());
    assert_eq!(app.notice(), &Notice::Puzzle(PuzzleNotice::Solved));
    assert!(app.status_text().starts_with("Solved!"), "{}", app.status_text());
    let progress = written(&commands).expect("the progress is written");
    assert!(progress.rating.rating > 1500.0 && progress.streak == 1);
    assert!(progress.puzzles[&puzzle.name].solved);
    assert!(!commands.iter().any(|command| matches!(command, Command::Store(_))), "no game file is touched");
}

#[test]
fn a_wrong_move_is_answered_by_the_engine_and_loses_the_puzzle() {
    let puzzle = puzzle("escape-1-01");
    let mut app = screen(vec![puzzle.clone()]);
    let prince = app.position().prince().unwrap();
    // One step off the road to the exit.
    let wrong =
        app.position().targets(prince).into_iter().find(|&to| !obereg_rules::Position::<9>::is_exit(to));
    let commands = type_move(&mut app, &Move { from: prince, to: wrong.unwrap() }.to_string());
    assert_eq!(stage(&app), Stage::Failed(None));
    assert_eq!(app.notice(), &Notice::Puzzle(PuzzleNotice::Wrong));
    let progress = written(&commands).expect("the failed try is rated");
    assert!(progress.rating.rating < 1500.0 && !progress.puzzles["escape-1-01"].solved);
    answer(&mut app, &commands);
    let Stage::Failed(Some(refutation)) = stage(&app) else { panic!("no refutation: {:?}", stage(&app)) };
    assert_eq!(app.last_move().map(|record| record.mv), Some(refutation), "the answer is on the board");
    assert!(app.status_text().contains(&refutation.to_string()), "{}", app.status_text());
    assert!(app.run().is_over());
    // u: the same puzzle again, unrated; its solution still works.
    press(&mut app, "u");
    assert_eq!(app.position(), &puzzle.position());
    assert_eq!(app.notice(), &Notice::Puzzle(PuzzleNotice::Again));
    let commands = type_move(&mut app, &puzzle.solution()[0].to_string());
    assert_eq!(stage(&app), Stage::Solved);
    assert!(written(&commands).is_none(), "a second try is not rated");
}

#[test]
fn n_gives_the_next_puzzle_and_keys_of_games_do_nothing() {
    let first = puzzle("escape-1-01");
    let second = puzzle("capture-1-01");
    let mut app = screen(vec![first.clone(), second.clone()]);
    let on_board = app.run().puzzle().name.clone();
    for keys in ["w", "d", "R", "["] {
        assert!(press(&mut app, keys).is_empty(), "{keys}");
    }
    let solution = app.run().puzzle().solution();
    type_move(&mut app, &solution[0].to_string());
    press(&mut app, "n");
    let next = app.run().puzzle().name.clone();
    assert_ne!(next, on_board, "the untried one comes next");
    assert_eq!(stage(&app), Stage::Solving);
}

#[test]
fn a_hint_shows_the_next_move_and_the_try_counts_as_failed() {
    let puzzle = puzzle("capture-1-01");
    let mut app = screen(vec![puzzle.clone()]);
    let commands = press(&mut app, "t");
    assert_eq!(app.hint(), Some(puzzle.solution()[0]));
    assert!(!written(&commands).unwrap().puzzles["capture-1-01"].solved);
    // Played out, it is not called solved: the words agree with the counters.
    let commands = type_move(&mut app, &puzzle.solution()[0].to_string());
    assert!(app.run().is_over());
    assert!(written(&commands).is_none(), "rated once, as failed");
    let said = app.status_text();
    assert!(said.starts_with("Done with the hint: not rated as solved"), "{said}");
    assert_eq!(app.run().progress.streak, 0);
}

#[test]
fn a_damaged_progress_file_is_moved_aside_and_progress_starts_over() {
    let dir = tempfile::tempdir().unwrap();
    let store = obereg_record::Store::new(dir.path());
    std::fs::write(dir.path().join(crate::puzzle::progress::FILE), "not progress\n").unwrap();
    let (progress, report) = crate::tui::learning::puzzles::load_progress(Some(&store));
    assert_eq!(progress, Progress::default());
    let Some(crate::tui::files::storage::Stored::ProgressDamaged(kept_as)) = report else {
        panic!("{report:?}")
    };
    assert_eq!(std::fs::read_to_string(&kept_as).unwrap(), "not progress\n", "kept untouched");
    assert!(!dir.path().join(crate::puzzle::progress::FILE).exists());
    assert_eq!(
        crate::tui::learning::progress_file::write(
            Some(&store),
            crate::tui::learning::progress_file::ProgressFile::Puzzles,
            &progress.to_text()
        ),
        None
    );
    assert_eq!(crate::tui::learning::puzzles::load_progress(Some(&store)), (Progress::default(), None));
}

/// A shipped puzzle for `solver` and a wrong first move after which the
/// other side wins at once.
fn blunder(solver: obereg_rules::Side) -> (Puzzle, Move) {
    use obereg_engine::solve::{children, wins_within};
    shipped()
        .unwrap()
        .into_iter()
        .filter(|puzzle| puzzle.solver() == solver)
        .find_map(|puzzle| {
            let solution = puzzle.solution()[0];
            let found = children(&puzzle.position())
                .into_iter()
                .find(|(mv, child)| *mv != solution && !child.prince_gone_or_out() && wins_within(child, 1));
            found.map(|(mv, _)| (puzzle, mv))
        })
        .expect("a puzzle with such a blunder")
}

/// The screen after the blunder of [`blunder`] and the engine's answer.
fn after_blunder(solver: obereg_rules::Side) -> (Puzzles, Option<Failure>) {
    let (puzzle, wrong) = blunder(solver);
    refuted(puzzle, wrong)
}

/// The puzzle's screen after the `wrong` move and the engine's answer,
/// with why the move fails.
fn refuted(puzzle: Puzzle, wrong: Move) -> (Puzzles, Option<Failure>) {
    let mut app = screen(vec![puzzle]);
    let commands = type_move(&mut app, &wrong.to_string());
    answer(&mut app, &commands);
    let Notice::Puzzle(PuzzleNotice::Refuted(_, failure)) = app.notice() else {
        panic!("{:?}", app.notice())
    };
    let failure = failure.clone();
    (app, failure)
}

#[test]
fn a_wrong_move_that_lets_the_prince_out_says_so() {
    let (app, failure) = after_blunder(obereg_rules::Side::Vikings);
    let exit = app.position().prince().expect("the prince is on the board");
    assert_eq!(failure, Some(Failure::Escapes(exit)));
    let status = app.status_text();
    assert!(status.starts_with(&format!("The prince escapes at {exit} (R12). Not this move")), "{status}");
}

#[test]
fn a_wrong_move_that_gives_the_prince_up_says_so() {
    let (app, failure) = after_blunder(obereg_rules::Side::Varangians);
    let status = app.status_text();
    match failure {
        Some(Failure::Taken(square)) => {
            assert!(status.starts_with(&format!("The prince is taken on {square} (R13).")), "{status}")
        }
        Some(Failure::NoMove) => {
            assert!(status.starts_with("The Varangians are left without a move (R14)."), "{status}")
        }
        other => panic!("{other:?}: {status}"),
    }
}

#[test]
fn a_wrong_move_that_loses_a_piece_names_the_pieces_taken() {
    use obereg_engine::solve::children;
    let pieces = |position: &obereg_rules::Position, side| position.side_bitboard(side).count();
    let mut told = 0;
    for puzzle in shipped().unwrap().into_iter().filter(|p| p.theme == crate::puzzle::Theme::WinPiece).take(8)
    {
        let (solver, solution) = (puzzle.solver(), puzzle.solution()[0]);
        let hanging = children(&puzzle.position()).into_iter().find(|(mv, child)| {
            *mv != solution
                && children(child).iter().any(|(_, next)| pieces(next, solver) < pieces(child, solver))
        });
        let Some((wrong, _)) = hanging else { continue };
        let (app, failure) = refuted(puzzle, wrong);
        let captures = app.last_move().map(|record| record.captures.clone()).unwrap_or_default();
        if captures.is_empty() || app.game().outcome().is_some() {
            continue;
        }
        assert_eq!(failure, Some(Failure::Takes(captures.clone())));
        let squares: Vec<String> = captures.iter().map(ToString::to_string).collect();
        assert!(app.status_text().contains(&squares.join(", ")), "{}", app.status_text());
        assert!(app.status_text().starts_with("The answer takes your piece"), "{}", app.status_text());
        told += 1;
        if told == 3 {
            break;
        }
    }
    assert!(told > 0, "some answer took a piece");
}
