//! The host's seeded die over the network (V2), through `update`: the
//! roll of each turn is `Dice::from_seed(seed).roll(ply)`, so a turn taken
//! back and played again rolls the same, and a host resumed from its saved
//! record, which keeps the seed, rolls what it would have rolled. A new
//! hosted game's seed follows `--seed`; a damaged one is drawn anew.

use obereg_net::Message;
use obereg_record::GameRecord;
use obereg_rules::{Move, Reading, Roll, Side};
use obereg_session::Dice;

use crate::lang::Lang;
use crate::tests::common::{SIZE, config, press, type_move};
use crate::tests::network::{mv, played, receive, sent};
use crate::tests::network_die::{die_host_of, seed_rolling};
use crate::tui::GameConfig;
use crate::tui::network::remote::{LinkState, Remote};
use crate::tui::screens::game::action::Action;
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::Command;
use crate::tui::screens::game::die::ROLL_TAG;
use crate::tui::screens::game::link::{Hosting, SEED_TAG, hosting, turns};
use crate::tui::screens::game::update;

fn die_config() -> GameConfig {
    GameConfig { die: Some(Reading::Exact), ..config(Lang::En) }
}

/// The rolls `commands` send, with their numbers.
fn rolls_sent(commands: &[Command]) -> Vec<(u32, Roll)> {
    let roll =
        |message| if let Message::Roll { number, roll } = message { Some((number, roll)) } else { None };
    sent(commands).into_iter().filter_map(roll).collect()
}

/// Plays the turn under way at `host`, the first move its roll allows:
/// the host's own typed, the guest's received; what the host sent.
fn play_turn(host: &mut App) -> Vec<Command> {
    let roll = host.roll().expect("the turn's roll");
    let moves: Vec<Move> = host.game().position().legal_moves_for_roll(roll, Reading::Exact);
    let mv = *moves.first().expect("a move for the roll");
    if host.game().position().to_move() == Side::Vikings {
        return type_move(host, &mv.to_string());
    }
    let number = host.game().depth(host.game().current()) as u32;
    let version = host.remote().map_or(0, |remote| remote.version);
    receive(host, Message::Move { version, number, mv })
}

/// A host of a die game begun with the hosting of `record` and `seed`
/// (`--seed`), as `obereg host` opens it; its guest connected.
fn hosted(record: GameRecord, seed: Option<u64>) -> App {
    let mut app = App::with_record(&die_config(), SIZE, record);
    let Hosting { remote, .. } = hosting(app.record(), None, Side::Vikings, seed, true).expect("a hosting");
    app.connect(Remote { link: LinkState::Connected, ..remote });
    let _ = update(&mut app, Action::Begin);
    app
}

#[test]
fn v2_the_hosts_roll_of_each_turn_is_its_seeded_dies_roll_of_the_turns_number() {
    let dice = Dice::from_seed(20_261_206);
    let (mut host, commands) = die_host_of(dice);
    let mut rolls = rolls_sent(&commands);
    while host.game().depth(host.game().current()) < 12 {
        rolls.extend(rolls_sent(&play_turn(&mut host)));
    }
    let line = turns(host.game());
    for (ply, turn) in (0..).zip(&line) {
        assert_eq!(turn.roll, Some(dice.roll(ply)), "turn {ply}");
    }
    let under_way = line.len() as u32;
    assert_eq!(host.roll(), Some(dice.roll(under_way)), "the turn under way");
    let expected: Vec<(u32, Roll)> = (0..=under_way).map(|ply| (ply, dice.roll(ply))).collect();
    assert_eq!(rolls, expected, "every roll sent once, numbered by its turn");
}

#[test]
fn v2_a_turn_taken_back_and_played_again_over_the_network_rolls_the_same() {
    let (mut host, _) = die_host_of(Dice::from_seed(seed_rolling(&[4, 2])));
    let first = type_move(&mut host, "b5-b1");
    receive(&mut host, Message::Move { version: 0, number: 1, mv: mv("f5-f7") });
    let hosts_turn = host.roll();
    press(&mut host, "u");
    receive(&mut host, Message::TakebackAnswer(true));
    assert!(played(&host).is_empty(), "both turns taken back");
    let again = type_move(&mut host, "b5-b1");
    assert_eq!(rolls_sent(&again), rolls_sent(&first), "the guest's turn rolls as before");
    receive(&mut host, Message::Move { version: 1, number: 1, mv: mv("f5-f7") });
    assert_eq!(host.roll(), hosts_turn, "and so does the host's after it");
}

#[test]
fn v2_a_host_resumed_from_its_saved_record_rolls_as_before_the_save() {
    let mut first = hosted(App::new(&die_config(), SIZE).record().clone(), Some(7));
    assert_eq!(first.remote().and_then(|remote| remote.dice), Some(Dice::from_seed(7)), "from --seed");
    for _ in 0..3 {
        play_turn(&mut first);
    }
    let mut saved = GameRecord::read_otg(&first.record().to_otg()).expect("the saved record");
    assert_eq!(saved.tag(SEED_TAG), Some("7"), "the record keeps the seed");
    // Saved before the turn under way was rolled: the resumed host rolls it anew.
    saved.remove_tag(ROLL_TAG);
    let mut resumed = hosted(saved, None);
    assert_eq!(resumed.roll(), first.roll(), "the turn under way");
    for turn in 3..12 {
        let (theirs, ours) = (play_turn(&mut first), play_turn(&mut resumed));
        assert_eq!(rolls_sent(&ours), rolls_sent(&theirs), "turn {turn}");
        assert_eq!(turns(resumed.game()), turns(first.game()));
    }
}

#[test]
fn v2_a_finished_games_record_keeps_no_seed_and_is_the_same_at_both_ends() {
    let (mut host, _) = die_host_of(Dice::from_seed(7));
    assert_eq!(host.record().tag(SEED_TAG), Some("7"), "kept while the game goes on");
    press(&mut host, "RR");
    assert!(host.game().outcome().is_some());
    assert_eq!(host.record().tag(SEED_TAG), None, "the guest's record has none");
}

#[test]
fn v2_a_hosted_games_seed_follows_the_seed_flag_and_a_damaged_one_is_drawn_anew() {
    let dice = |record: &GameRecord, seed| {
        hosting(record, None, Side::Vikings, seed, true).expect("a hosting").remote.dice
    };
    let mut record = App::new(&die_config(), SIZE).record().clone();
    assert_eq!(dice(&record, Some(7)), Some(Dice::from_seed(7)), "a new game's seed follows --seed");
    record.set_tag(SEED_TAG, "12345");
    assert_eq!(dice(&record, Some(7)), Some(Dice::from_seed(12345)), "a resumed game keeps its record's");
    record.set_tag(SEED_TAG, "not a seed");
    assert_eq!(dice(&record, Some(7)), Some(Dice::from_seed(7)), "a damaged seed: a new one");
    assert!(dice(&record, None).is_some(), "without --seed, from the system's randomness");
    let plain = App::new(&config(Lang::En), SIZE).record().clone();
    assert_eq!(dice(&plain, Some(7)), None, "a game without the die has no seed");
}
