//! The computer at the board, driven through `update` without a terminal:
//! its move arrives as an event and is played, people wait their turn,
//! undo and quit stop it, hints, draws, rematches and games it plays itself.

use std::time::{Duration, Instant};

use crate::i18n::Lang;
use crate::tests::common::{config, press, sq, type_move};
use crate::tests::computer_common::{connected, connected_with, pump_until};
use crate::tui::{Action, AppEvent, GameConfig, Mode, Notice, Purpose, WATCH_PAUSE};
use obereg_engine::{Level, PlayerKind};
use obereg_record::NodeId;
use obereg_rules::{Move, Piece, Position, Side};

const HUMAN: PlayerKind = PlayerKind::Human;
const EASY: PlayerKind = PlayerKind::Computer(Level::Easy);

fn start() -> Position {
    Position::start()
}

#[test]
fn the_computers_move_arrives_as_an_event_and_is_played() {
    let (mut app, events) = connected(HUMAN, EASY, start());
    assert!(app.search_status().is_none(), "the person moves first");
    type_move(&mut app, "d9-d6");
    let status = app.search_status().expect("the computer thinks at once");
    assert_eq!((status.purpose, status.side), (Purpose::Move, Side::Varangians));
    pump_until(&mut app, &events, |app| crate::tests::common::moves(app) == 2);
    assert!(matches!(app.notice(), Notice::Played { side: Side::Varangians, .. }), "{:?}", app.notice());
    assert_eq!(app.position().to_move(), Side::Vikings);
    assert!(app.search_status().is_none(), "it is the person's turn again");
}

#[test]
fn a_person_waits_while_the_computer_thinks() {
    let (mut app, _events) = connected(HUMAN, EASY, start());
    type_move(&mut app, "d9-d6");
    press(&mut app, "<Enter>");
    assert_eq!(app.notice(), &Notice::ComputerThinking);
    assert_eq!(app.selected(), None);
    press(&mut app, "mf5-f8<Enter>d");
    assert_eq!(app.prompt(), None, "no move prompt in the computer's turn");
    assert_eq!(app.draw_offer(), None);
    assert_eq!(crate::tests::common::moves(&app), 1);
    press(&mut app, "?");
    assert_eq!(app.mode(), Mode::Help, "help still opens");
}

#[test]
fn undo_while_it_thinks_stops_the_search_and_gives_the_turn_back() {
    let config = GameConfig {
        varangians_player: PlayerKind::Computer(Level::Max),
        think_time: Some(Duration::from_secs(600)),
        ..config(Lang::En)
    };
    let (mut app, events) = connected_with(&config, start());
    type_move(&mut app, "d9-d6");
    assert!(app.search_status().is_some());
    press(&mut app, "u");
    assert_eq!(app.notice(), &Notice::Undone("d9-d6".into()));
    assert!(crate::tests::common::moves(&app) == 0 && app.search_status().is_none());
    // The stopped search still answers, long before its ten minutes, and is ignored.
    loop {
        match events.recv_timeout(Duration::from_secs(30)).expect("the stopped search answers") {
            AppEvent::Search(id, report) => {
                let done = matches!(report, crate::tui::Report::Thought(obereg_engine::Event::Done(_)));
                app.update(Action::Search(id, report));
                if done {
                    break;
                }
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(crate::tests::common::moves(&app) == 0, "the old answer is not played");
    assert_eq!(app.position().to_move(), Side::Vikings);
}

#[test]
fn undo_after_the_computers_answer_takes_back_both_moves() {
    let (mut app, events) = connected(HUMAN, EASY, start());
    type_move(&mut app, "d9-d6");
    pump_until(&mut app, &events, |app| crate::tests::common::moves(app) == 2);
    let answer = app.game().record(app.game().current()).expect("the computer's answer").to_string();
    press(&mut app, "u");
    assert_eq!(app.notice(), &Notice::Undone(format!("d9-d6, {answer}")));
    assert!(crate::tests::common::moves(&app) == 0);
    press(&mut app, "u");
    assert_eq!(app.notice(), &Notice::NothingToUndo);
}

#[test]
fn a_hint_marks_a_legal_move_until_a_move_is_played() {
    let (mut app, events) = connected(HUMAN, HUMAN, start());
    press(&mut app, "t");
    assert_eq!(app.search_status().map(|s| s.purpose), Some(Purpose::Hint));
    pump_until(&mut app, &events, |app| app.hint().is_some());
    let hint = app.hint().expect("a hint");
    assert!(app.position().legal_moves().contains(&hint), "{hint}");
    assert_eq!(app.notice(), &Notice::Hint(hint));
    type_move(&mut app, &hint.to_string());
    assert_eq!(crate::tests::common::moves(&app), 1);
    assert_eq!(app.hint(), None, "the mark clears with the move");
}

#[test]
fn no_hint_in_the_computers_turn() {
    let (mut app, _events) = connected(EASY, HUMAN, start());
    press(&mut app, "t");
    assert_eq!(app.notice(), &Notice::NoHint);
    assert_eq!(app.search_status().map(|s| s.purpose), Some(Purpose::Move));
}

#[test]
fn quitting_while_it_thinks_stops_the_search() {
    let (mut app, _events) = connected(EASY, HUMAN, start());
    assert!(app.search_status().is_some(), "the computer has the Vikings and thinks at once");
    press(&mut app, "q");
    assert!(app.should_quit());
    assert!(app.search_status().is_none());
}

#[test]
fn the_computer_declines_a_draw() {
    let (mut app, _events) = connected(HUMAN, EASY, start());
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
    let (mut app, events) = connected(HUMAN, EASY, position);
    type_move(&mut app, "c3-c4");
    assert_eq!(app.mode(), Mode::Over, "the prince is captured (R11c)");
    assert!(app.search_status().is_none(), "no thinking after the end");
    press(&mut app, "s");
    assert_eq!(app.players().kind(Side::Vikings), EASY);
    assert_eq!(app.search_status().map(|s| s.side), Some(Side::Vikings), "it opens the new game");
    pump_until(&mut app, &events, |app| crate::tests::common::moves(app) == 1);
    let first: Move = app.game().line(app.game().current())[0].1.mv;
    assert_eq!(app.game().position_at(NodeId::START).piece_at(first.from), Some(Piece::Viking));
}

#[test]
fn the_computer_plays_itself_slowly_enough_to_watch_and_undo_has_nothing_to_take_back() {
    let before = Instant::now();
    let (mut app, events) = connected(EASY, EASY, start());
    pump_until(&mut app, &events, |app| crate::tests::common::moves(app) == 3);
    assert!(before.elapsed() >= WATCH_PAUSE * 3, "each move shows for a while");
    press(&mut app, "u");
    assert_eq!(app.notice(), &Notice::NothingToUndo);
    assert_eq!(crate::tests::common::moves(&app), 3);
}

#[test]
fn a_resumed_game_goes_on_against_the_computer_it_was_played_with() {
    let against_hard =
        GameConfig { varangians_player: PlayerKind::Computer(Level::Hard), ..config(Lang::En) };
    let (mut app, _events) = connected_with(&against_hard, start());
    type_move(&mut app, "d9-d6");
    let text = app.record().to_otg();
    assert!(text.contains("[varangians-player:ai:hard]"), "{text}");

    let record = obereg_record::GameRecord::from_otg(&text).expect("the record reads back");
    let resumed = crate::tui::App::with_record(&config(Lang::En), crate::tests::common::SIZE, record);
    assert_eq!(resumed.players().kind(Side::Varangians), PlayerKind::Computer(Level::Hard));
    assert!(resumed.players().is_human(Side::Vikings));
    assert!(resumed.computer_to_move(), "the computer answers d9-d6");
}
