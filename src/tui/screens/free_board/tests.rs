//! The free board through its `update` with key sequences: placing and
//! removing pieces, impossible set-ups refused with the rules crate's
//! reason, a picked piece's targets with what each move would capture and
//! by which rule, moves played, the engine asked, the record copied, and
//! play going on as a game.

use crate::tui::keys::{Event, MouseButton, MouseEvent, MouseEventKind};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

use super::{BoardAction, FreeBoard, keys};
use crate::lang::Lang;
use crate::tests::common::{SIZE, press, sq, start};
use crate::tests::computer_common::{reports, think};
use crate::tests::render::screen_text;
use crate::tui::config::GameConfig;
use crate::tui::drawing::geometry::ScreenLayout;
use crate::tui::files::storage::Effect;
use crate::tui::screens::game::action::{Action, Report};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::update;
use obereg_rules::{Piece, Position, PositionError, Setup, Side};

/// The free board opened on `record`, `to_move` to move, over `app`.
fn board_over(app: App, record: &str, to_move: Side) -> FreeBoard {
    FreeBoard::open(app, record.parse::<Setup>().expect("a record"), to_move)
}

/// The free board opened on `record`, `to_move` to move.
fn opened(record: &str, to_move: Side) -> FreeBoard {
    board_over(start(Lang::En), record, to_move)
}

/// The free board drawn on a screen of `width`×`height`, as text.
fn shown(board: &FreeBoard, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal.draw(|frame| frame.render_widget(board, frame.area())).expect("drawn");
    screen_text(terminal.backend().buffer())
}

fn problem(board: &FreeBoard) -> Option<PositionError> {
    board.set_up.problems.first().cloned()
}

/// The side panel's words at 100×35, right of the board, its rows joined.
fn panel_text(board: &FreeBoard) -> String {
    let text = shown(board, 100, 35);
    let panel = text.lines().map(|line| line.chars().skip(69).collect::<String>()).collect::<Vec<_>>();
    panel.join(" ").split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Feeds the engine's reports on the search `commands` asked for.
fn answer(board: &mut FreeBoard, commands: &[Command]) {
    let Some(think) = think(commands) else { return };
    for action in reports(&think) {
        let _ = board.update(BoardAction::Shared(action));
    }
}

#[test]
fn pieces_are_placed_removed_and_cleared_with_keys() {
    let mut board = opened(obereg_rules::START_RECORD, Side::Vikings);
    press(&mut board, "c");
    assert_eq!(problem(&board), Some(PositionError::NoPrince));
    assert!(board.app().status_text().contains("no prince"), "{}", board.app().status_text());
    press(&mut board, "p<Left>v<Left>g");
    assert_eq!(problem(&board), None);
    assert_eq!(board.app().position().to_string(), "/9/9/9/9/2TtK4/9/9/9/9/");
    press(&mut board, "x<Right>v");
    assert_eq!(board.app().position().to_string(), "/9/9/9/9/4K4/9/9/9/9/", "v again takes the Viking off");
    press(&mut board, "s");
    assert_eq!(board.app().position(), &Position::start());
    press(&mut board, "t");
    assert_eq!(board.app().position().to_move(), Side::Varangians);
}

#[test]
fn impossible_set_ups_are_refused_with_the_reason() {
    let mut board = opened("/9/9/9/9/4K4/9/9/9/9/", Side::Vikings);
    press(&mut board, "<Left>p");
    assert_eq!(problem(&board), Some(PositionError::TooManyPrinces(2)));
    press(&mut board, "p");
    press(&mut board, &"<Left>".repeat(8));
    press(&mut board, &"<Down>".repeat(8));
    press(&mut board, "g");
    assert_eq!(problem(&board), Some(PositionError::OnRestrictedSquare(sq("a1"))));
    let text = panel_text(&board);
    assert!(text.contains("Can't be played: only the prince may stand on the exit a1 (R7)."), "{text}");
    press(&mut board, "<Enter>");
    assert_eq!(board.app().selected(), None, "nothing is picked up on a set-up that can't be played");
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
        let board = board_over(start(lang), "/9/9/9/9/4t4/9/9/9/9/", Side::Vikings);
        let problems = board.set_up.problems.clone();
        assert_eq!(problems, [PositionError::NoPrince, PositionError::OnRestrictedSquare(sq("e5"))]);
        let text = panel_text(&board);
        assert!(text.contains(expected), "{lang:?}: {text}");
    }
}

#[test]
fn a_picked_piece_shows_its_targets_and_what_the_move_would_capture_by_which_rule() {
    let mut board = opened("/4t4/9/2tT1Tt2/4T4/9/9/9/7K1/9/", Side::Vikings);
    press(&mut board, "<Down><Down><Down><Down><Enter><Up><Up>");
    assert!(board.app().targets().contains(&sq("e3")));
    let preview = board.preview().expect("a move to preview");
    assert_eq!(preview.captures.len(), 3);
    let text = shown(&board, 120, 40);
    for expected in ["takes the guard on d3:", "Viking on c3 (R8)", "takes the guard on e4:", "throne (R9)"] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
    press(&mut board, "<Enter>");
    assert_eq!(board.app().last_move().map(ToString::to_string).as_deref(), Some("e1-e3xd3/f3/e4"));
    assert_eq!(board.set_up.to_move, Side::Varangians);
    assert_eq!(board.set_up.pieces.len(), 4);
}

#[test]
fn r11_the_preview_names_how_the_prince_is_taken_and_that_the_game_ends() {
    let mut board = opened("/9/9/9/7t1/3tKt3/4t4/9/9/9/", Side::Vikings);
    press(&mut board, "<Down><Right><Right><Right><Enter><Left><Left><Left>");
    let text = shown(&board, 120, 40);
    assert!(text.contains("takes the prince on e5: four Vikings") && text.contains("(R11a)"), "{text}");
    assert!(text.contains("ends the game"), "{text}");
}

#[test]
fn the_mouse_places_with_a_right_click_and_picks_with_a_left_one() {
    let mut board = opened("/9/9/9/9/4K4/9/9/9/9/", Side::Varangians);
    press(&mut board, "<Left><Left><Left>g");
    let area =
        ScreenLayout::new(Rect::new(0, 0, SIZE.0, SIZE.1), 9).board.expect("a board").square_area(sq("c7"));
    let click = |button| {
        let kind = MouseEventKind::Down(button);
        Event::Mouse(MouseEvent { kind, column: area.x + 1, row: area.y })
    };
    let right = keys::action_for(&click(MouseButton::Right), &board.app).expect("an action");
    let _ = board.update(right);
    assert_eq!(board.app().position().piece_at(sq("c7")), Some(Piece::Guard));
    let left = keys::action_for(&click(MouseButton::Left), &board.app).expect("an action");
    let _ = board.update(left);
    assert_eq!(board.app().selected(), Some(sq("c7")));
}

#[test]
fn the_engine_answers_with_its_best_move_score_and_depth() {
    let mut board = opened("/9/9/9/9/9/9/9/2K6/9/", Side::Varangians);
    let commands = press(&mut board, "e");
    assert!(commands.iter().any(|command| matches!(command, Command::Think(_))), "{commands:?}");
    answer(&mut board, &commands);
    let text = panel_text(&board);
    assert!(text.contains("Engine: c8-a8 · score #1 for the Varangians · depth"), "{text}");
}

/// The panel's engine line after a search of the start position, with
/// `to_move` to move, that scored `score` for the side to move.
fn engine_line(lang: Lang, to_move: Side, score: i32) -> String {
    let mut board = board_over(start(lang), obereg_rules::START_RECORD, to_move);
    let commands = press(&mut board, "e");
    let Some(think) = think(&commands) else { panic!("no search: {commands:?}") };
    let mv = if to_move == Side::Vikings { "d9-d7" } else { "e7-h7" };
    let progress = obereg_engine::Progress {
        depth: 5,
        score,
        nodes: 1,
        elapsed: std::time::Duration::ZERO,
        pv: vec![mv.parse().unwrap()],
    };
    let done = obereg_engine::Event::Done(progress);
    let _ = board.update(BoardAction::Shared(Action::Search(think.search, Report::Thought(done))));
    panel_text(&board)
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
    let mut board = opened(obereg_rules::START_RECORD, Side::Varangians);
    let copied = format!("--position {} --to-move varangians", obereg_rules::START_RECORD);
    assert_eq!(press(&mut board, "y"), vec![Command::Copy(copied.clone())]);
    let text = shown(&board, 100, 35);
    assert!(text.lines().any(|row| row.trim() == copied), "a row that selects whole:\n{text}");
    for row in text.lines() {
        assert!(!row.contains("/4t4/") || row.trim() == copied, "the record broken on a row: {row:?}");
    }
}

#[test]
fn play_goes_on_as_a_game_between_two_people_or_against_the_computer() {
    let mut board = opened("/4t4/9/2tT1Tt2/4T4/9/9/9/7K1/9/", Side::Vikings);
    let commands = press(&mut board, "P");
    assert!(board.played_on());
    let mut app = board.into_game();
    assert!(app.playing());
    assert!(commands.contains(&Command::Store(Effect::SetAside)), "{commands:?}");
    press(&mut app, "me1-e3<Enter>");
    assert_eq!(app.game().depth(app.game().current()), 1);
    let mut board = opened("/4t4/9/2tT1Tt2/4T4/9/9/9/7K1/9/", Side::Vikings);
    press(&mut board, "A");
    let mut app = board.into_game();
    assert!(app.players().is_human(Side::Vikings) && !app.players().is_human(Side::Varangians));
    let commands = press(&mut app, "me1-e3<Enter>");
    assert!(commands.iter().any(|command| matches!(command, Command::Think(_))), "the computer answers");
}

#[test]
fn a_free_board_played_on_is_its_game_with_the_games_keys_and_looks() {
    use crate::tui::screens::{BoardScreen, Next};
    let mut board = opened("/4t4/9/2tT1Tt2/4T4/9/9/9/7K1/9/", Side::Vikings);
    press(&mut board, "L");
    assert_eq!(board.asks(), None, "the free board has no way to the lessons");
    press(&mut board, "P");
    assert!(!shown(&board, 100, 35).contains("Free board"), "drawn as the game");
    press(&mut board, "L");
    assert_eq!(board.asks(), Some(Next::Lessons), "the game's key to the lessons");
    press(&mut board, "me1-e3<Enter>");
    assert_eq!(board.app().game().depth(board.app().game().current()), 1, "a move played as in the game");
}

#[test]
fn the_free_board_fits_the_smallest_terminal() {
    let board = opened(obereg_rules::START_RECORD, Side::Vikings);
    let text = shown(&board, 64, 15);
    assert!(text.contains("Free board") && text.contains("v g p place"), "{text}");
}

#[test]
fn playing_on_keeps_the_clock_of_the_command_line_which_stands_while_the_position_is_set_up() {
    use std::time::Duration;
    for key in ["P", "A"] {
        let config =
            GameConfig { clock: Some("5+3".parse().unwrap()), ..crate::tests::common::config(Lang::En) };
        let mut app: App = App::new(&config, SIZE);
        let _ = update(&mut app, Action::Now(Duration::ZERO));
        let mut board = board_over(app, obereg_rules::START_RECORD, Side::Vikings);
        let _ = board.update(BoardAction::Shared(Action::Begin));
        let _ = board.update(BoardAction::Shared(Action::Now(Duration::from_secs(100))));
        let running = board.app().clock().and_then(|clock| clock.running());
        assert_eq!(running, None, "no clock runs on the free board");
        press(&mut board, key);
        let mut app = board.into_game();
        assert!(app.playing());
        assert_eq!(app.clock().and_then(|clock| clock.running()), Some(Side::Vikings), "{key}");
        let _ = update(&mut app, Action::Now(Duration::from_secs(110)));
        assert_eq!(
            app.time_left(Side::Vikings),
            Some(Duration::from_secs(290)),
            "{key}: full when play began"
        );
    }
}

#[test]
fn the_free_board_plays_on_against_the_computer_at_the_settings_level() {
    use crate::settings::Settings;
    use obereg_engine::{Level, PlayerKind};
    let settings = Settings { level: Level::Max, ..Settings::default() };
    let config = crate::tests::config::config_kept(&["--lang", "en"], &[], &settings, false);
    let mut board =
        board_over(App::new(&config.expect("a config"), SIZE), obereg_rules::START_RECORD, Side::Vikings);
    press(&mut board, "A");
    assert_eq!(board.app().players().kind(Side::Varangians), PlayerKind::Computer(Level::Max));
}

#[test]
fn help_on_the_free_board_shows_its_keys() {
    for lang in Lang::ALL {
        let mut board = board_over(start(lang), obereg_rules::START_RECORD, Side::Vikings);
        press(&mut board, "?");
        assert!(board.app().help_open(), "{lang:?}");
        let text = shown(&board, 140, 60);
        crate::tests::screen_keys::shows_help_in(&text, board.app().messages(), &["help-keys-board"], lang);
    }
}
