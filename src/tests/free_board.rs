//! The free board through `update` with key sequences: placing and
//! removing pieces, impossible set-ups refused with the rules crate's
//! reason, a picked piece's targets with what each move would capture and
//! by which rule, moves played, the engine asked, the record copied, and
//! play going on as a game.

use crossterm::event::{Event, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::lang::Lang;
use crate::tests::common::{SIZE, press, sq, start};
use crate::tests::computer_common::answer;
use crate::tests::render::{draw, screen_text};
use crate::tui::geometry::ScreenLayout;
use crate::tui::{App, Command, Effect, Mode, input};
use obereg_rules::{Piece, Position, PositionError, Setup, Side};

/// The free board opened on `record`, `to_move` to move.
fn board(record: &str, to_move: Side) -> App {
    let mut app = start(Lang::En);
    app.open_free_board(record.parse::<Setup>().expect("a record"), to_move);
    assert_eq!(app.mode(), Mode::Board);
    app
}

fn problem(app: &App) -> Option<PositionError> {
    app.free_board().and_then(|free| free.problems.first().cloned())
}

/// The side panel's words at 100×35, right of the board, its rows joined.
fn panel_text(app: &App) -> String {
    let text = screen_text(&draw(app, 100, 35));
    let panel = text.lines().map(|line| line.chars().skip(69).collect::<String>()).collect::<Vec<_>>();
    panel.join(" ").split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn pieces_are_placed_removed_and_cleared_with_keys() {
    let mut app = board(obereg_rules::START_RECORD, Side::Vikings);
    press(&mut app, "c");
    assert_eq!(problem(&app), Some(PositionError::NoPrince));
    assert!(app.status_text().contains("no prince"), "{}", app.status_text());
    press(&mut app, "p<Left>v<Left>g");
    assert_eq!(problem(&app), None);
    assert_eq!(app.position().to_string(), "/9/9/9/9/2TtK4/9/9/9/9/");
    press(&mut app, "x<Right>v");
    assert_eq!(app.position().to_string(), "/9/9/9/9/4K4/9/9/9/9/", "v again takes the Viking off");
    press(&mut app, "s");
    assert_eq!(app.position(), &Position::start());
    press(&mut app, "t");
    assert_eq!(app.position().to_move(), Side::Varangians);
}

#[test]
fn impossible_set_ups_are_refused_with_the_reason() {
    let mut app = board("/9/9/9/9/4K4/9/9/9/9/", Side::Vikings);
    press(&mut app, "<Left>p");
    assert_eq!(problem(&app), Some(PositionError::TooManyPrinces(2)));
    press(&mut app, "p");
    press(&mut app, &"<Left>".repeat(8));
    press(&mut app, &"<Down>".repeat(8));
    press(&mut app, "g");
    assert_eq!(problem(&app), Some(PositionError::OnRestrictedSquare(sq("a1"))));
    let text = panel_text(&app);
    assert!(text.contains("Can't be played: only the prince may stand on the exit a1 (R7)."), "{text}");
    press(&mut app, "<Enter>");
    assert_eq!(app.selected(), None, "nothing is picked up on a set-up that can't be played");
}

#[test]
fn every_reason_is_shown_naming_the_throne_or_the_exit_in_lower_case_after_the_colon() {
    for (lang, expected) in [
        (
            Lang::En,
            "Can't be played: there is no prince (K) on the board; only the prince may stand on the throne e5 (R7).",
        ),
        (Lang::Uk, "Грати не можна: на дошці немає князя (K); лише князь може стояти на троні e5 (R7)."),
        (Lang::Ru, "Играть нельзя: на доске нет князя (K); только князь может стоять на троне e5 (R7)."),
    ] {
        let mut app = start(lang);
        app.open_free_board("/9/9/9/9/4t4/9/9/9/9/".parse::<Setup>().unwrap(), Side::Vikings);
        let problems = app.free_board().map(|free| free.problems.clone()).unwrap_or_default();
        assert_eq!(problems, [PositionError::NoPrince, PositionError::OnRestrictedSquare(sq("e5"))]);
        let text = panel_text(&app);
        assert!(text.contains(expected), "{lang:?}: {text}");
    }
}

#[test]
fn a_picked_piece_shows_its_targets_and_what_the_move_would_capture_by_which_rule() {
    let mut app = board("/4t4/9/2tT1Tt2/4T4/9/9/9/7K1/9/", Side::Vikings);
    press(&mut app, "<Down><Down><Down><Down><Enter><Up><Up>");
    assert!(app.targets().contains(&sq("e3")));
    let preview = app.board_preview().expect("a move to preview");
    assert_eq!(preview.captures.len(), 3);
    let text = screen_text(&draw(&app, 120, 40));
    for expected in ["takes the guard on d3:", "Viking on c3 (R8)", "takes the guard on e4:", "throne (R9)"] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
    press(&mut app, "<Enter>");
    assert_eq!(app.last_move().map(ToString::to_string).as_deref(), Some("e1-e3xd3/f3/e4"));
    assert_eq!(app.free_board().map(|free| free.to_move), Some(Side::Varangians));
    assert_eq!(app.free_board().map(|free| free.pieces.len()), Some(4));
}

#[test]
fn r11_the_preview_names_how_the_prince_is_taken_and_that_the_game_ends() {
    let mut app = board("/9/9/9/7t1/3tKt3/4t4/9/9/9/", Side::Vikings);
    press(&mut app, "<Down><Right><Right><Right><Enter><Left><Left><Left>");
    let text = screen_text(&draw(&app, 120, 40));
    assert!(text.contains("takes the prince on e5: four Vikings") && text.contains("(R11a)"), "{text}");
    assert!(text.contains("ends the game"), "{text}");
}

#[test]
fn the_mouse_places_with_a_right_click_and_picks_with_a_left_one() {
    let mut app = board("/9/9/9/9/4K4/9/9/9/9/", Side::Varangians);
    press(&mut app, "<Left><Left><Left>g");
    let area =
        ScreenLayout::new(Rect::new(0, 0, SIZE.0, SIZE.1), 9).board.expect("a board").square_area(sq("c7"));
    let click = |button| {
        let kind = MouseEventKind::Down(button);
        Event::Mouse(MouseEvent { kind, column: area.x + 1, row: area.y, modifiers: KeyModifiers::NONE })
    };
    let right = input::action_for(&click(MouseButton::Right), app.mode(), app.size(), 9).expect("an action");
    let _ = crate::tui::update(&mut app, right);
    assert_eq!(app.position().piece_at(sq("c7")), Some(Piece::Guard));
    let left = input::action_for(&click(MouseButton::Left), app.mode(), app.size(), 9).expect("an action");
    let _ = crate::tui::update(&mut app, left);
    assert_eq!(app.selected(), Some(sq("c7")));
}

#[test]
fn the_engine_answers_with_its_best_move_score_and_depth() {
    let mut app = board("/9/9/9/9/9/9/9/2K6/9/", Side::Varangians);
    let commands = press(&mut app, "e");
    assert!(commands.iter().any(|command| matches!(command, Command::Think(_))), "{commands:?}");
    answer(&mut app, &commands);
    let text = panel_text(&app);
    assert!(text.contains("Engine: c8-a8 · score #1 for the Varangians · depth"), "{text}");
}

/// The panel's engine line after a search of the start position, with
/// `to_move` to move, that scored `score` for the side to move.
fn engine_line(lang: Lang, to_move: Side, score: i32) -> String {
    let mut app = start(lang);
    app.open_free_board(obereg_rules::START_RECORD.parse::<Setup>().unwrap(), to_move);
    let commands = press(&mut app, "e");
    let Some(think) = crate::tests::computer_common::think(&commands) else {
        panic!("no search: {commands:?}")
    };
    let mv = if to_move == Side::Vikings { "d9-d7" } else { "e7-h7" };
    let progress = obereg_engine::Progress {
        depth: 5,
        score,
        nodes: 1,
        elapsed: std::time::Duration::ZERO,
        pv: vec![mv.parse().unwrap()],
    };
    let done = obereg_engine::Event::Done(progress);
    let _ = crate::tui::update(
        &mut app,
        crate::tui::Action::Search(think.search, crate::tui::Report::Thought(done)),
    );
    panel_text(&app)
}

#[test]
fn the_engines_score_names_the_side_it_favours() {
    let vikings_ahead = "score +1.34 for the Vikings";
    assert!(engine_line(Lang::En, Side::Vikings, 134).contains(vikings_ahead));
    assert!(engine_line(Lang::En, Side::Varangians, -134).contains(vikings_ahead), "not -1.34");
    assert!(engine_line(Lang::En, Side::Vikings, -121).contains("score +1.21 for the Varangians"));
    assert!(engine_line(Lang::En, Side::Vikings, 0).contains("score 0.00, even"));
    assert!(engine_line(Lang::Uk, Side::Varangians, -134).contains("оцінка +1.34 для вікінгів"));
    assert!(engine_line(Lang::Ru, Side::Vikings, -121).contains("оценка +1.21 для варягов"));
}

#[test]
fn y_copies_the_record_with_the_side_to_move_and_shows_it_whole_on_a_row_of_its_own() {
    let mut app = board(obereg_rules::START_RECORD, Side::Varangians);
    let copied = format!("--position {} --to-move varangians", obereg_rules::START_RECORD);
    assert_eq!(press(&mut app, "y"), vec![Command::Copy(copied.clone())]);
    let text = screen_text(&draw(&app, 100, 35));
    assert!(text.lines().any(|row| row.trim() == copied), "a row that selects whole:\n{text}");
    for row in text.lines() {
        assert!(!row.contains("/4t4/") || row.trim() == copied, "the record broken on a row: {row:?}");
    }
}

#[test]
fn play_goes_on_as_a_game_between_two_people_or_against_the_computer() {
    let mut app = board("/4t4/9/2tT1Tt2/4T4/9/9/9/7K1/9/", Side::Vikings);
    let commands = press(&mut app, "P");
    assert_eq!(app.mode(), Mode::Play);
    assert!(commands.contains(&Command::Store(Effect::SetAside)), "{commands:?}");
    press(&mut app, "me1-e3<Enter>");
    assert_eq!(app.game().depth(app.game().current()), 1);
    let mut app = board("/4t4/9/2tT1Tt2/4T4/9/9/9/7K1/9/", Side::Vikings);
    press(&mut app, "A");
    assert!(app.players().is_human(Side::Vikings) && !app.players().is_human(Side::Varangians));
    let commands = press(&mut app, "me1-e3<Enter>");
    assert!(commands.iter().any(|command| matches!(command, Command::Think(_))), "the computer answers");
}

#[test]
fn the_free_board_fits_the_smallest_terminal() {
    let app = board(obereg_rules::START_RECORD, Side::Vikings);
    let text = screen_text(&draw(&app, 64, 15));
    assert!(text.contains("Free board") && text.contains("v g p place"), "{text}");
}

#[test]
fn playing_on_keeps_the_clock_of_the_command_line_which_stands_while_the_position_is_set_up() {
    use crate::tui::{Action, GameConfig, update};
    use std::time::Duration;
    for key in ["P", "A"] {
        let config =
            GameConfig { clock: Some("5+3".parse().unwrap()), ..crate::tests::common::config(Lang::En) };
        let mut app: App = App::new(&config, SIZE);
        let _ = update(&mut app, Action::Now(Duration::ZERO));
        app.open_free_board(obereg_rules::START_RECORD.parse::<Setup>().unwrap(), Side::Vikings);
        let _ = update(&mut app, Action::Begin);
        let _ = update(&mut app, Action::Now(Duration::from_secs(100)));
        assert_eq!(app.clock().and_then(|clock| clock.running()), None, "no clock runs on the free board");
        press(&mut app, key);
        assert_eq!(app.mode(), Mode::Play);
        assert_eq!(app.clock().and_then(|clock| clock.running()), Some(Side::Vikings), "{key}");
        let _ = update(&mut app, Action::Now(Duration::from_secs(110)));
        assert_eq!(
            app.time_left(Side::Vikings),
            Some(Duration::from_secs(290)),
            "{key}: full when play began"
        );
    }
}
