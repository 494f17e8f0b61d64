//! The computer at the board, driven through `update` without a terminal,
//! thread or clock: its search is asked for as a command, its move arrives
//! as a report and is played, people wait their turn, undo and quit stop
//! it, hints, draws, rematches, and games it plays itself at a pace a
//! person can watch.

use std::time::Duration;

use crate::lang::Lang;
use crate::tests::common::{config, moves, press, sq, type_move};
use crate::tests::computer_common::{answer, begun, begun_with, reports, think};
use crate::tui::GameConfig;
use crate::tui::screens::game::action::{Action, Report};
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::computer::{Purpose, TICK, WATCH_PAUSE};
use crate::tui::screens::game::notice::Notice;
use crate::tui::screens::game::update;
use obereg_engine::{Level, PlayerKind};
use obereg_record::NodeId;
use obereg_rules::{Move, Piece, Position, Side};

const HUMAN: PlayerKind = PlayerKind::Human;
const EASY: PlayerKind = PlayerKind::Computer(Level::Easy);

fn start() -> Position {
    Position::start()
}

#[test]
fn the_computers_move_arrives_as_a_report_and_is_played() {
    let (mut app, commands) = begun(HUMAN, EASY, start());
    assert!(think(&commands).is_none() && app.search_status().is_none(), "the person moves first");
    let commands = type_move(&mut app, "d9-d6");
    let status = app.search_status().expect("the computer thinks at once");
    assert_eq!((status.purpose, status.side), (Purpose::Move, Side::Varangians));
    let asked = think(&commands).expect("a search is asked for");
    assert_eq!((asked.level, asked.game.position()), (Level::Easy, app.position()));
    answer(&mut app, &commands);
    assert_eq!(moves(&app), 2);
    assert!(matches!(app.notice(), Notice::Played { side: Side::Varangians, .. }), "{:?}", app.notice());
    assert_eq!(app.position().to_move(), Side::Vikings);
    assert!(app.search_status().is_none(), "it is the person's turn again");
}

#[test]
fn the_spinner_turns_on_its_timer_while_the_search_runs() {
    let (mut app, _) = begun(HUMAN, EASY, start());
    let commands = type_move(&mut app, "d9-d6");
    let id = think(&commands).expect("a search").search;
    assert!(commands.contains(&Command::After(TICK, Action::Search(id, Report::Tick))));
    let again = update(&mut app, Action::Search(id, Report::Tick));
    assert_eq!(app.search_status().map(|s| s.spinner), Some(1));
    assert_eq!(again, [Command::After(TICK, Action::Search(id, Report::Tick))], "the timer is set again");
    press(&mut app, "u");
    assert!(update(&mut app, Action::Search(id, Report::Tick)).is_empty(), "a stopped search's timer ends");
}

#[test]
fn a_person_waits_while_the_computer_thinks() {
    let (mut app, _) = begun(HUMAN, EASY, start());
    type_move(&mut app, "d9-d6");
    press(&mut app, "<Enter>");
    assert_eq!(app.notice(), &Notice::ComputerThinking);
    assert_eq!(app.selected(), None);
    press(&mut app, "mf5-f8<Enter>d");
    assert_eq!(app.prompt(), None, "no move prompt in the computer's turn");
    assert_eq!(app.draw_offer(), None);
    assert_eq!(moves(&app), 1);
    press(&mut app, "?");
    assert!(app.help_open(), "help still opens");
}

#[test]
fn undo_while_it_thinks_stops_the_search_and_gives_the_turn_back() {
    let config = GameConfig {
        varangians_player: PlayerKind::Computer(Level::Max),
        think_time: Some(Duration::from_secs(600)),
        ..config(Lang::En)
    };
    let (mut app, _) = begun_with(&config, start());
    let asked = think(&type_move(&mut app, "d9-d6")).expect("a search");
    assert_eq!(asked.think_time, Some(Duration::from_secs(600)));
    assert_eq!(
        press(&mut app, "u"),
        [Command::StopThinking, Command::Store(crate::tui::files::storage::Effect::Autosave)]
    );
    assert_eq!(app.notice(), &Notice::Undone("d9-d6".into()));
    assert!(moves(&app) == 0 && app.search_status().is_none());
    // The stopped search's late answer is ignored.
    for report in reports(&asked) {
        assert!(update(&mut app, report).is_empty());
    }
    assert!(moves(&app) == 0, "the old answer is not played");
    assert_eq!(app.position().to_move(), Side::Vikings);
}

#[test]
fn undo_after_the_computers_answer_takes_back_both_moves() {
    let (mut app, _) = begun(HUMAN, EASY, start());
    let commands = type_move(&mut app, "d9-d6");
    answer(&mut app, &commands);
    assert_eq!(moves(&app), 2);
    let answer = app.game().record(app.game().current()).expect("the computer's answer").to_string();
    press(&mut app, "u");
    assert_eq!(app.notice(), &Notice::Undone(format!("d9-d6, {answer}")));
    assert!(moves(&app) == 0);
    press(&mut app, "u");
    assert_eq!(app.notice(), &Notice::NothingToUndo);
}

#[test]
fn a_hint_marks_a_legal_move_until_a_move_is_played() {
    let (mut app, _) = begun(HUMAN, HUMAN, start());
    let commands = press(&mut app, "t");
    assert_eq!(app.search_status().map(|s| s.purpose), Some(Purpose::Hint));
    assert_eq!(think(&commands).map(|think| think.level), Some(Level::Max));
    answer(&mut app, &commands);
    let hint = app.hint().expect("a hint");
    assert!(app.position().legal_moves().contains(&hint), "{hint}");
    assert_eq!(app.notice(), &Notice::Hint(hint));
    type_move(&mut app, &hint.to_string());
    assert_eq!(moves(&app), 1);
    assert_eq!(app.hint(), None, "the mark clears with the move");
}

#[test]
fn no_hint_in_the_computers_turn() {
    let (mut app, _) = begun(EASY, HUMAN, start());
    assert!(think(&press(&mut app, "t")).is_none());
    assert_eq!(app.notice(), &Notice::NoHint);
    assert_eq!(app.search_status().map(|s| s.purpose), Some(Purpose::Move));
}

#[test]
fn quitting_while_it_thinks_stops_the_search() {
    let (mut app, commands) = begun(EASY, HUMAN, start());
    assert!(think(&commands).is_some(), "the computer has the Vikings and thinks at once");
    assert_eq!(press(&mut app, "q"), [Command::StopThinking]);
    assert!(app.should_quit());
    assert!(app.search_status().is_none());
}

#[test]
fn the_computer_declines_a_draw() {
    let (mut app, _) = begun(HUMAN, EASY, start());
    press(&mut app, "d");
    assert_eq!(app.notice(), &Notice::ComputerDeclinesDraw);
    assert_eq!(app.draw_offer(), None);
}

#[test]
fn after_a_rematch_the_computer_plays_the_other_side() {
    let position = Position::from_pieces(
        [(sq("c5"), Piece::Prince), (sq("c6"), Piece::Viking), (sq("c3"), Piece::Viking)],
        Side::Vikings,
    )
    .expect("a playable position");
    let (mut app, _) = begun(HUMAN, EASY, position);
    let commands = type_move(&mut app, "c3-c4");
    assert!(app.is_over(), "the prince is captured (R11c)");
    assert!(think(&commands).is_none() && app.search_status().is_none(), "no thinking after the end");
    let commands = press(&mut app, "s");
    assert!(commands.contains(&Command::ForgetGame), "the engine starts the new game afresh");
    assert_eq!(app.players().kind(Side::Vikings), EASY);
    assert_eq!(app.search_status().map(|s| s.side), Some(Side::Vikings), "it opens the new game");
    answer(&mut app, &commands);
    assert_eq!(moves(&app), 1);
    let first: Move = app.game().line(app.game().current())[0].1.mv;
    assert_eq!(app.game().position_at(NodeId::START).piece_at(first.from), Some(Piece::Viking));
}

#[test]
fn the_computer_plays_itself_slowly_enough_to_watch_and_undo_has_nothing_to_take_back() {
    let (mut app, mut commands) = begun(EASY, EASY, start());
    for played in 1..=3 {
        let id = think(&commands).expect("the side to move thinks").search;
        let pause = Action::Search(id, Report::Paused);
        assert!(commands.contains(&Command::After(WATCH_PAUSE, pause.clone())));
        assert!(answer(&mut app, &commands).is_empty(), "the move found waits out the pause");
        assert_eq!(moves(&app), played - 1);
        commands = update(&mut app, pause);
        assert_eq!(moves(&app), played, "it is played when the pause ends");
    }
    press(&mut app, "u");
    assert_eq!(app.notice(), &Notice::NothingToUndo);
    assert_eq!(moves(&app), 3);
}

#[test]
fn a_slow_move_is_played_at_once_after_the_pause() {
    let (mut app, commands) = begun(EASY, EASY, start());
    let id = think(&commands).expect("the Vikings think").search;
    assert!(update(&mut app, Action::Search(id, Report::Paused)).is_empty());
    answer(&mut app, &commands);
    assert_eq!(moves(&app), 1, "the pause was over before the move was found");
}

#[test]
fn a_resumed_game_goes_on_against_the_computer_it_was_played_with() {
    let against_hard =
        GameConfig { varangians_player: PlayerKind::Computer(Level::Hard), ..config(Lang::En) };
    let (mut app, _) = begun_with(&against_hard, start());
    type_move(&mut app, "d9-d6");
    let text = app.record().to_otg();
    assert!(text.contains("[varangians-player:ai:hard]"), "{text}");

    let record = obereg_record::GameRecord::from_otg(&text).expect("the record reads back");
    let mut resumed = crate::tui::screens::game::app::App::with_record(
        &config(Lang::En),
        crate::tests::common::SIZE,
        record,
    );
    assert_eq!(resumed.players().kind(Side::Varangians), PlayerKind::Computer(Level::Hard));
    assert!(resumed.players().is_human(Side::Vikings));
    assert!(resumed.computer_to_move(), "the computer answers d9-d6");
    let asked = think(&update(&mut resumed, Action::Begin)).expect("it thinks once the loop begins");
    assert_eq!(asked.level, Level::Hard);
}
