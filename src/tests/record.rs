//! The game record in the terminal game, driven by keys through `update`
//! with no terminal and no disk: undo and redo, variations, review, the
//! effects queued for the data directory and the reports it sends back,
//! the offer to resume, and games opened from a record.

use std::path::PathBuf;

use crate::lang::Lang;
use crate::tests::common::{composed, config, moves, press, sq, start, type_move};
use crate::tui::files::storage::{Effect, StoreFailure, Stored};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::notice::Notice;
use crate::tui::screens::game::update;
use obereg_record::{Date, GameRecord, NodeId};
use obereg_rules::{Outcome, Position, Side};

/// Plays `moves` by typing them.
fn play(app: &mut App, moves: &[&str]) {
    for mv in moves {
        type_move(app, mv);
    }
}

fn move_names(app: &App) -> Vec<String> {
    app.game().game_line().iter().map(|(_, record)| record.mv.to_string()).collect()
}

fn other_moves(app: &App) -> Vec<String> {
    app.other_moves().iter().map(|record| record.mv.to_string()).collect()
}

const OPENING: [&str; 4] = ["d9-d6", "f5-f8", "a4-a3", "c5-c6"];

#[test]
fn undo_and_redo_go_any_number_of_moves_back_to_the_start_and_forth() {
    let mut app = start(Lang::En);
    play(&mut app, &OPENING);
    let end = *app.position();
    press(&mut app, "uuu");
    assert_eq!(moves(&app), 1);
    assert_eq!(app.status_text(), "Taken back: f5-f8. r plays the moves again, one at a time.");
    press(&mut app, "u");
    assert_eq!((moves(&app), *app.position()), (0, Position::start()));
    press(&mut app, "u");
    assert_eq!(app.notice(), &Notice::NothingToUndo);
    press(&mut app, "rrrr");
    assert_eq!((moves(&app), *app.position()), (4, end));
    assert_eq!(app.status_text(), "Played again: c5-c6xd6.", "with its capture");
    press(&mut app, "r");
    assert_eq!(app.notice(), &Notice::NothingToRedo);
}

#[test]
fn undone_moves_stay_in_the_move_list_until_another_move_is_played() {
    let mut app = start(Lang::En);
    play(&mut app, &OPENING);
    press(&mut app, "uu");
    assert_eq!(move_names(&app), OPENING, "redo can still play them");
    type_move(&mut app, "i4-i3");
    assert_eq!(move_names(&app), ["d9-d6", "f5-f8", "i4-i3"]);
}

#[test]
fn a_different_move_after_undo_keeps_the_old_one_as_a_variation() {
    let mut app = start(Lang::En);
    play(&mut app, &["d9-d6", "f5-f8"]);
    press(&mut app, "u");
    type_move(&mut app, "f5-f7");
    assert_eq!(move_names(&app), ["d9-d6", "f5-f7"]);
    assert!(other_moves(&app).is_empty(), "nothing was played after f5-f7");
    press(&mut app, "[");
    assert_eq!(other_moves(&app), ["f5-f8"], "review shows the old continuation");
    // Playing it again returns to it, with the game as it went on there.
    type_move(&mut app, "f5-f8");
    assert!(!app.is_reviewing());
    assert_eq!(move_names(&app), ["d9-d6", "f5-f8"]);
    assert_eq!(app.game().variations_at(app.game().parent(app.game().current()).unwrap()).len(), 2);
    press(&mut app, "[");
    assert_eq!(other_moves(&app), ["f5-f7"]);
}

#[test]
fn review_steps_through_earlier_positions_and_end_returns() {
    let mut app = start(Lang::En);
    play(&mut app, &OPENING[..3]);
    let game_now = *app.position();
    press(&mut app, "[");
    assert!(app.is_reviewing());
    assert_eq!(app.last_move().map(|r| r.mv.to_string()).as_deref(), Some("f5-f8"));
    assert_eq!(app.position().to_move(), Side::Vikings);
    press(&mut app, "<Home>");
    assert_eq!((*app.position(), app.last_move()), (Position::start(), None));
    press(&mut app, "]");
    assert_eq!(app.last_move().map(|r| r.mv.to_string()).as_deref(), Some("d9-d6"));
    press(&mut app, "<Up><Left>");
    assert_eq!(app.cursor(), sq("d6"), "the arrows still move the cursor");
    assert!(app.is_reviewing());
    press(&mut app, "<End>");
    assert!(!app.is_reviewing());
    assert_eq!(*app.position(), game_now);
    assert_eq!(moves(&app), 3, "review changes nothing in the game");
}

#[test]
fn a_move_from_an_earlier_position_starts_a_variation_there() {
    let mut app = start(Lang::En);
    play(&mut app, &OPENING[..3]);
    press(&mut app, "[[");
    assert_eq!(app.position().to_move(), Side::Varangians);
    type_move(&mut app, "f5-f7");
    assert!(!app.is_reviewing());
    assert_eq!(move_names(&app), ["d9-d6", "f5-f7"]);
    let after_first = app.game().parent(app.game().current()).unwrap();
    let played: Vec<String> = app
        .game()
        .variations_at(after_first)
        .iter()
        .map(|node| app.game().record(*node).unwrap().mv.to_string())
        .collect();
    assert_eq!(played, ["f5-f8", "f5-f7"], "nothing played is thrown away");
}

#[test]
fn every_change_of_the_game_is_autosaved_and_nothing_else() {
    let mut app = start(Lang::En);
    let autosave = [Command::Store(Effect::Autosave)];
    assert!(
        press(&mut app, "kkhh<Enter><Esc>?<Esc>").is_empty(),
        "the cursor, picking and help change no game"
    );
    assert_eq!(type_move(&mut app, "d9-d6"), autosave);
    assert!(press(&mut app, "[<Home>]<End>").is_empty(), "review changes no game");
    assert_eq!(press(&mut app, "uu"), autosave, "the second undo found nothing to take back");
    assert_eq!(press(&mut app, "rr"), autosave);
    assert_eq!(press(&mut app, "dy"), autosave, "an agreed draw ends the game");
    assert_eq!(press(&mut app, "w"), [Command::Store(Effect::Save)]);
}

#[test]
fn undo_after_an_agreed_draw_takes_back_the_agreement_only() {
    let mut app = start(Lang::En);
    type_move(&mut app, "d9-d6");
    type_move(&mut app, "f5-f8");
    press(&mut app, "dy");
    assert!(app.game().outcome().is_some());
    assert_eq!(press(&mut app, "u"), [Command::Store(Effect::Autosave)]);
    assert_eq!(app.game().outcome(), None, "the game goes on");
    assert_eq!(moves(&app), 2, "the move before the agreement stays");
    assert_eq!(app.status_text(), "The agreed draw is taken back; the game goes on.");
    press(&mut app, "u");
    assert_eq!(moves(&app), 1, "the next undo takes back a move");
}

#[test]
fn the_status_line_says_where_the_game_went_or_why_not() {
    let mut app = start(Lang::En);
    type_move(&mut app, "d9-d6");
    _ = update(&mut app, Action::Stored(Stored::Autosaved));
    assert_eq!(app.status_text(), "Vikings: d9-d6", "a quiet autosave keeps the move's notice");
    _ = update(&mut app, Action::Stored(Stored::Written(PathBuf::from("/games/saved/a.otg"))));
    assert_eq!(app.status_text(), "The game is written to /games/saved/a.otg.");
    let failure = StoreFailure {
        path: Some(PathBuf::from("/ro/obereg/current.otg")),
        kind: Some(std::io::ErrorKind::PermissionDenied),
        detail: "Permission denied (os error 13)".into(),
    };
    _ = update(&mut app, Action::Stored(Stored::Failed(Effect::Autosave, failure)));
    assert_eq!(
        app.status_text(),
        "The game could not be autosaved; play goes on, and w writes it to the current directory. \
         /ro/obereg/current.otg: permission denied; check the permissions or choose another place \
         (system: Permission denied (os error 13))"
    );
    // What to do comes first, so a status line too short for the reason still shows it.
    let screen = crate::tests::render::screen_text(&crate::tests::render::draw(&app, 64, 15));
    assert!(screen.contains("w writes it") && screen.contains("to the current directory."), "{screen}");
    type_move(&mut app, "f5-f8");
    assert_eq!(moves(&app), 2, "the game goes on");
}

fn unfinished() -> GameRecord {
    let mut record = GameRecord::new("Bohdan", "Marta", Date::today());
    for mv in ["d9-d6", "f5-f8"] {
        record.game_mut().play(mv.parse().unwrap()).unwrap();
    }
    record
}

#[test]
fn the_offer_to_resume_restores_the_game_and_its_players() {
    let mut app = App::offering(&config(Lang::En), crate::tests::common::SIZE, unfinished());
    assert!(app.offer().is_some());
    press(&mut app, "kk<Enter>");
    assert_eq!(moves(&app), 0, "no key but y, n and q reaches the game under the dialog");
    assert!(press(&mut app, "y").is_empty(), "nothing to store");
    assert!(app.playing());
    assert_eq!(move_names(&app), ["d9-d6", "f5-f8"]);
    assert_eq!(app.players().name(Side::Vikings), "Bohdan");
    assert_eq!(app.players().name(Side::Varangians), "Marta");
}

#[test]
fn declining_the_offer_keeps_the_old_game_and_starts_a_new_one() {
    let mut app = App::offering(&config(Lang::En), crate::tests::common::SIZE, unfinished());
    assert_eq!(press(&mut app, "n"), [Command::Store(Effect::SetAside)]);
    assert_eq!((app.playing(), moves(&app)), (true, 0));
    assert_eq!(app.players().name(Side::Vikings), "Olha");
    _ = update(&mut app, Action::Stored(Stored::SetAside(Some(PathBuf::from("/d/saved/x.otg")))));
    assert_eq!(app.status_text(), "The unfinished game is kept in /d/saved/x.otg.");
}

#[test]
fn a_finished_game_opens_in_review_at_its_start() {
    let mut record = unfinished();
    record.game_mut().agree_draw();
    let mut app = App::with_record(&config(Lang::En), crate::tests::common::SIZE, record);
    assert!(app.is_reviewing());
    assert_eq!((*app.position(), app.playing()), (Position::start(), true));
    press(&mut app, "<End>");
    assert!(app.is_over());
    assert_eq!(app.players().name(Side::Vikings), "Bohdan");
}

#[test]
fn a_move_taken_back_after_the_end_leaves_the_score_as_it_was() {
    let mut app = composed("Kc9 Va4", Side::Varangians);
    type_move(&mut app, "c9-a9");
    assert_eq!(app.score().score().0[1], ("Ihor", 1));
    press(&mut app, "u");
    assert_eq!((app.playing(), app.game().outcome()), (true, None));
    assert_eq!(app.score().score().0[1], ("Ihor", 0));
    type_move(&mut app, "c9-c8");
    assert_eq!(moves(&app), 1);
}

#[test]
fn the_players_names_and_sides_are_the_records_tags() {
    let mut app = start(Lang::En);
    let tags = |app: &App| {
        (
            app.record().player(Side::Vikings).map(String::from),
            app.record().player(Side::Varangians).map(String::from),
        )
    };
    assert_eq!(tags(&app), (Some("Olha".into()), Some("Ihor".into())));
    press(&mut app, "dys");
    assert_eq!(tags(&app), (Some("Ihor".into()), Some("Olha".into())), "a rematch swaps the sides");
    assert_eq!(app.game().current(), NodeId::START);
    assert_eq!(app.game().outcome(), None::<Outcome>);
}
