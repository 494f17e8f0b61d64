//! The die game at the board (V2), through `update`: a roll asked for
//! before each turn and fed back as the loop would, passes (D3), moves and
//! refusals that follow the roll (D2), undo giving a move's roll back, the
//! computer searching with the roll, and the loop's rolls from `--seed`.

use crate::lang::Lang;
use crate::tui::GameConfig;
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::input::action_for;
use crate::tui::screens::game::link::turns;
use crate::tui::screens::game::perform::Performer;
use crate::tui::screens::game::roller::Roller;
use crate::tui::screens::game::update;
use obereg_engine::{Level, PlayerKind};
use obereg_rules::{Reading, Roll};

use crate::tests::common::{SIZE, config, key_events, moves, press, sq, type_move};
use crate::tests::render::{draw, screen_text};

fn die_config() -> GameConfig {
    GameConfig { die: Some(Reading::Exact), seed: Some(1), ..config(Lang::En) }
}

fn roll(pips: u8) -> Roll {
    Roll::new(pips).expect("a roll")
}

fn asks_for_a_roll(commands: &[Command]) -> bool {
    commands.contains(&Command::Roll)
}

/// A die game at the start, the first roll asked for and `pips` rolled.
fn rolled(config: &GameConfig, pips: u8) -> (App, Vec<Command>) {
    let mut app = App::new(config, SIZE);
    assert!(asks_for_a_roll(&update(&mut app, Action::Begin)), "the first turn rolls");
    let commands = update(&mut app, Action::Rolled(roll(pips)));
    (app, commands)
}

#[test]
fn d1_each_turn_asks_the_loop_for_a_roll_and_says_it() {
    let (app, commands) = rolled(&die_config(), 4);
    assert_eq!(app.roll(), Some(roll(4)));
    assert!(!asks_for_a_roll(&commands), "one roll a turn");
    assert!(
        commands.contains(&Command::After(crate::tui::screens::game::die::ROLL_FRAME, Action::DieFrame)),
        "{commands:?}"
    );
    assert_eq!(app.status_text(), "Olha rolled ⚃ 4: move a piece exactly 4 squares.");
    let mut plain = App::new(&config(Lang::En), SIZE);
    assert!(!asks_for_a_roll(&update(&mut plain, Action::Begin)), "no die, no roll");
}

#[test]
fn d2_targets_moves_and_refusals_follow_the_roll() {
    let (mut app, _) = rolled(&die_config(), 4);
    assert_eq!(app.targets_of(sq("b5")), [sq("b1"), sq("b9")]);
    type_move(&mut app, "b5-b3");
    assert_eq!(moves(&app), 0);
    assert_eq!(app.status_text(), "the die says 4: this move is 2 squares (D2, exactly the roll)");
    press(&mut app, "<Esc>");
    let commands = type_move(&mut app, "b5-b1");
    assert_eq!(moves(&app), 1);
    assert_eq!(app.roll(), None, "the roll is spent");
    assert!(asks_for_a_roll(&commands), "the other side rolls");
}

#[test]
fn d3_a_roll_with_no_move_passes_the_turn_and_the_other_side_rolls() {
    let (app, commands) = rolled(&die_config(), 6);
    assert_eq!(moves(&app), 1, "the pass is a ply");
    assert!(app.game().is_pass(app.game().current()));
    assert_eq!(app.game().roll(app.game().current()), Some(roll(6)));
    assert!(asks_for_a_roll(&commands));
    assert!(app.status_text().contains("the turn passes"), "{}", app.status_text());
    let mut app = app;
    let _ = update(&mut app, Action::Rolled(roll(2)));
    assert_eq!(
        app.status_text(),
        "Olha rolled ⚅ 6: no piece of the Vikings can move that far, so the turn passes (D3). \
         Ihor rolled ⚁ 2: move a piece exactly 2 squares."
    );
}

/// The screen in `lang` after a pass and a move of 2 squares.
fn screen_after_a_pass(lang: Lang) -> String {
    let config = GameConfig { die: Some(Reading::Exact), seed: Some(1), ..config(lang) };
    let (mut app, _) = rolled(&config, 6);
    let _ = update(&mut app, Action::Rolled(roll(2)));
    let mv = app.position().legal_moves_for_roll(roll(2), Reading::Exact)[0];
    type_move(&mut app, &mv.to_string());
    screen_text(&draw(&app, 100, 35))
}

#[test]
fn d3_the_move_list_counts_the_passes_among_the_moves() {
    for (lang, heading) in
        [(Lang::En, "2 moves (1 pass)"), (Lang::Uk, "2 ходи (1 пропуск)"), (Lang::Ru, "2 хода (1 пропуск)")]
    {
        let screen = screen_after_a_pass(lang);
        assert!(screen.contains(heading), "{screen}");
    }
}

#[test]
fn undo_gives_the_move_its_roll_back() {
    let (mut app, _) = rolled(&die_config(), 4);
    type_move(&mut app, "b5-b1");
    let _ = update(&mut app, Action::Rolled(roll(3)));
    press(&mut app, "u");
    assert_eq!(moves(&app), 0);
    assert_eq!(app.roll(), Some(roll(4)));
    assert!(!asks_for_a_roll(&press(&mut app, "u")), "nothing more to take back, and the roll stands");
}

#[test]
fn undo_after_a_pass_takes_back_the_pass_and_the_move_before_it_with_its_roll() {
    let (mut app, _) = rolled(&die_config(), 4);
    type_move(&mut app, "b5-b1");
    // No Varangian can move 6 squares: their turn passes.
    let _ = update(&mut app, Action::Rolled(roll(6)));
    assert_eq!(moves(&app), 2);
    assert!(app.game().is_pass(app.game().current()));
    press(&mut app, "u");
    assert_eq!(moves(&app), 0, "back to the person's last move, the pass after it too");
    assert_eq!(app.roll(), Some(roll(4)));
}

#[test]
fn the_computer_searches_with_the_roll_once_it_has_come() {
    let config = GameConfig { varangians_player: PlayerKind::Computer(Level::Easy), ..die_config() };
    let (mut app, _) = rolled(&config, 4);
    let commands = type_move(&mut app, "b5-b1");
    assert!(asks_for_a_roll(&commands));
    assert!(
        !commands.iter().any(|command| matches!(command, Command::Think(_))),
        "no search before the roll"
    );
    let commands = update(&mut app, Action::Rolled(roll(2)));
    let think = commands.iter().find_map(|command| match command {
        Command::Think(think) => Some(think.clone()),
        _ => None,
    });
    let die = think.expect("a search").die.expect("a die search");
    assert_eq!((die.roll, die.reading), (roll(2), Reading::Exact));
    // For R15 the search hears the game's positions before the board's (D4).
    let line = [app.game().position_at(obereg_record::NodeId::START).hash(), app.position().hash()];
    assert_eq!(die.history, line);
}

#[test]
fn a_resumed_die_game_keeps_the_roll_of_the_turn_under_way() {
    let (mut app, _) = rolled(&die_config(), 4);
    type_move(&mut app, "b5-b1");
    let _ = update(&mut app, Action::Rolled(roll(2)));
    let saved = obereg_record::GameRecord::from_otg(&app.record().to_otg()).expect("a record");
    let mut resumed = App::with_record(&die_config(), SIZE, saved);
    assert_eq!(resumed.roll(), Some(roll(2)));
    assert!(!asks_for_a_roll(&update(&mut resumed, Action::Begin)), "no second roll for the same turn");
    // A record whose roll tag names another ply rolls afresh.
    let text = app.record().to_otg().replace("[obereg-roll:1 2]", "[obereg-roll:0 2]");
    let mut other =
        App::with_record(&die_config(), SIZE, obereg_record::GameRecord::from_otg(&text).expect("a record"));
    assert_eq!(other.roll(), None);
    assert!(asks_for_a_roll(&update(&mut other, Action::Begin)));
}

#[test]
fn a_die_game_that_has_ended_neither_rolls_on_screen_nor_keeps_a_roll_tag() {
    let pieces = [(sq("c9"), obereg_rules::Piece::Prince), (sq("b1"), obereg_rules::Piece::Viking)];
    let position = obereg_rules::Position::from_pieces(pieces, obereg_rules::Side::Varangians).unwrap();
    let game = obereg_record::GameTree::new(position, true);
    let record = obereg_record::GameRecord::from_game("Olha", "Ihor", obereg_record::Date::today(), game)
        .with_die(Reading::Exact);
    let mut app = App::with_record(&die_config(), SIZE, record);
    assert!(asks_for_a_roll(&update(&mut app, Action::Begin)));
    let _ = update(&mut app, Action::Rolled(roll(2)));
    assert!(app.record().to_otg().contains("[obereg-roll:0 2]"), "the roll of the turn under way is kept");
    type_move(&mut app, "c9-a9");
    assert!(app.game().outcome().is_some(), "the prince escaped");
    let text = app.record().to_otg();
    assert!(!text.contains("[obereg-roll:"), "no roll for a move already played:\n{text}");
    let screen = screen_text(&draw(&app, 100, 35));
    assert!(!screen.contains("rolling"), "{screen}");
}

#[test]
fn v2_a_game_at_one_keyboard_with_a_seed_rolls_the_rollers_stream_of_that_seed() {
    // The loop's own hands: the rolls come from `--seed 1`, not from the test.
    let (sender, _events) = std::sync::mpsc::channel();
    let mut performer = Performer::new(None, sender, None, Some(1));
    let mut app: App = App::new(&die_config(), SIZE);
    performer.handle(&mut app, Action::Begin);
    while moves(&app) < 8 {
        let roll = app.roll().expect("the turn's roll");
        let mv = app.position().legal_moves_for_roll(roll, Reading::Exact)[0];
        for event in key_events(&format!("m{mv}<Enter>")) {
            let action = action_for(&event, &app).expect("a key of the prompt");
            performer.handle(&mut app, action);
        }
    }
    let mut roller = Roller::new(Some(1));
    let rolls: Vec<_> = turns(app.game()).iter().map(|turn| turn.roll).chain([app.roll()]).collect();
    assert_eq!(rolls, rolls.iter().map(|_| Some(roller.roll())).collect::<Vec<_>>());
}
