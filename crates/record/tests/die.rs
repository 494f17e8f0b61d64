//! Games with the die (V2) in the tree and the record: moves with their
//! rolls, passes as plies (D3), undo, redo and variations through them,
//! round trips of the file form, and damaged die tags and rolls.

use crate::games::new_record;
use obereg_record::{GameRecord, GameTree, NodeId, Problem};
use obereg_rules::{DieRefusal, Reading, Rng, Roll, Side};

/// Every node of the line to the current one: its move (or `pass`), its
/// roll and its position.
fn turns(game: &GameTree) -> Vec<(String, Option<Roll>, String)> {
    game.path(game.current())
        .into_iter()
        .map(|node| {
            let play = game.record(node).map_or_else(|| "pass".to_string(), ToString::to_string);
            (play, game.roll(node), game.position_at(node).to_string())
        })
        .collect()
}

/// Plays one turn of a random die game: a roll, then a move for it or a pass.
fn play_turn(record: &mut GameRecord, rng: &mut Rng) {
    let reading = record.game().die().expect("a die game");
    let roll = Roll::ALL[rng.below(6)];
    let position = *record.game().position();
    if position.passes_with(roll, reading) {
        record.game_mut().pass(roll).expect("a pass");
    } else {
        let moves = position.legal_moves_for_roll(roll, reading);
        record.game_mut().play_rolled(moves[rng.below(moves.len())], roll).expect("a move for the roll");
    }
}

/// A random die game of up to `plies` plies, with some moves taken back
/// and played otherwise (variations).
fn random_die_record(seed: u64, reading: Reading, plies: usize) -> GameRecord {
    let mut rng = Rng::new(seed);
    let mut record = new_record().with_die(reading);
    for ply in 0..plies {
        if record.game().outcome().is_some() {
            break;
        }
        if ply % 17 == 16 {
            record.game_mut().undo();
        }
        play_turn(&mut record, &mut rng);
    }
    record
}

#[test]
fn d3_a_pass_is_a_ply_of_the_tree_that_undo_and_redo_go_through() {
    let mut record = new_record().with_die(Reading::Exact);
    let six = Roll::new(6).unwrap();
    assert_eq!(
        record.game_mut().play_rolled("d9-d6".parse().unwrap(), six),
        Err(DieRefusal::Distance { roll: six, distance: 3, reading: Reading::Exact })
    );
    let passed = record.game_mut().pass(six).expect("no Viking moves 6 at the start");
    assert!(record.game().is_pass(passed));
    assert_eq!(record.game().position().to_move(), Side::Varangians);
    let three = Roll::new(3).unwrap();
    assert_eq!(record.game_mut().pass(three), Err(DieRefusal::MustMove(three)));
    record.game_mut().play_rolled("e7-h7".parse().unwrap(), three).expect("three squares");
    assert_eq!(record.game_mut().undo(), Some(passed));
    assert_eq!(record.game_mut().undo(), Some(NodeId::START));
    assert_eq!(record.game_mut().redo(), Some(passed));
    assert_eq!(record.game().roll(passed), Some(six));
    // The same pass again re-enters its node.
    record.game_mut().undo();
    assert_eq!(record.game_mut().pass(six), Ok(passed));
    assert_eq!(record.game().variations_at(NodeId::START).len(), 1);
}

#[test]
fn d1_d3_die_games_written_and_read_back_keep_every_roll_pass_and_variation() {
    let mut passes = 0;
    for (seed, reading) in
        (1..=12).map(|seed| (seed, if seed % 2 == 0 { Reading::UpTo } else { Reading::Exact }))
    {
        let record = random_die_record(seed, reading, 160);
        let text = record.to_otg();
        assert!(text.contains(&format!("[obereg-die:{reading}]")), "{text}");
        let loaded = GameRecord::from_otg(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(loaded.game().die(), Some(reading));
        assert_eq!(turns(loaded.game()), turns(record.game()), "{text}");
        assert_eq!(loaded.game().outcome(), record.game().outcome());
        assert_eq!(loaded.to_otg(), text);
        passes += text.matches(" pass").count();
    }
    assert!(passes >= 10, "only {passes} passes in the sample games");
}

/// A short exact game: the Vikings pass on a 6, the Varangians move 3, the
/// Vikings move 1.
fn short_game() -> String {
    let mut record = new_record().with_die(Reading::Exact);
    record.game_mut().pass(Roll::new(6).unwrap()).unwrap();
    record.game_mut().play_rolled("e7-h7".parse().unwrap(), Roll::new(3).unwrap()).unwrap();
    record.game_mut().play_rolled("a4-a3".parse().unwrap(), Roll::new(1).unwrap()).unwrap();
    record.to_otg()
}

#[test]
fn the_die_is_written_in_tags_opentafl_keeps_and_passes_as_words() {
    let text = short_game();
    assert!(text.contains("[obereg-die:exact]\n"), "{text}");
    assert!(text.contains("[obereg-rolls:6 3 1]\n"), "{text}");
    assert!(text.contains("1. pass e7-h7\n2. a4-a3\n"), "{text}");
}

fn problem_of(text: &str) -> Problem {
    GameRecord::from_otg(text).expect_err("a damaged record").problem
}

#[test]
fn damaged_die_records_are_refused_saying_what_is_wrong() {
    let text = short_game();
    assert_eq!(
        problem_of(&text.replace("[obereg-die:exact]", "[obereg-die:maybe]")),
        Problem::DieTag("obereg-die:maybe".to_string())
    );
    assert_eq!(
        problem_of(&text.replace("[obereg-rolls:6 3 1]", "[obereg-rolls:6 3 9]")),
        Problem::DieTag("obereg-rolls:6 3 9".to_string())
    );
    assert_eq!(
        problem_of(&text.replace("[obereg-rolls:6 3 1]", "[obereg-rolls:6 3]")),
        Problem::MissingRoll(2)
    );
    assert_eq!(
        problem_of(&text.replace("[obereg-rolls:6 3 1]", "[obereg-rolls:6 3 1 4]")),
        Problem::ExtraRolls(1)
    );
    let two = Roll::new(2).unwrap();
    assert_eq!(
        problem_of(&text.replace("[obereg-rolls:6 3 1]", "[obereg-rolls:6 3 2]")),
        Problem::Roll {
            play: "a4-a3".to_string(),
            side: Side::Vikings,
            refusal: DieRefusal::Distance { roll: two, distance: 1, reading: Reading::Exact }
        }
    );
    let four = Roll::new(4).unwrap();
    assert_eq!(
        problem_of(&text.replace("[obereg-rolls:6 3 1]", "[obereg-rolls:4 3 1]")),
        Problem::Roll { play: "pass".to_string(), side: Side::Vikings, refusal: DieRefusal::MustMove(four) }
    );
    // Without the die a pass is no move.
    assert!(matches!(problem_of(&text.replace("[obereg-die:exact]\n", "")), Problem::Notation(_)));
}

#[test]
fn d3_after_a_pass_the_game_at_a_node_is_its_position() {
    let mut record = new_record().with_die(Reading::Exact);
    record.game_mut().pass(Roll::new(5).unwrap()).unwrap();
    record.game_mut().play_rolled("e7-h7".parse().unwrap(), Roll::new(3).unwrap()).unwrap();
    let game = record.game().game_at(record.game().current());
    assert_eq!(game.position(), record.game().position());
    assert_eq!(game.position().to_move(), Side::Vikings);
}

/// D4, R15: the positions a die search starts from come with the line that
/// led to them, passes included, and with none when the game has no R15.
#[test]
fn d4_r15_the_repetition_line_holds_every_position_to_the_node() {
    let record = random_die_record(3, Reading::Exact, 30);
    let game = record.game();
    let hashes: Vec<u64> =
        game.path(game.current()).iter().map(|&node| game.position_at(node).hash()).collect();
    assert_eq!(game.repetition_line(game.current()), hashes);
    assert_eq!(hashes.len(), game.depth(game.current()) + 1);
    let mut without = GameTree::new(obereg_rules::Position::start(), false);
    without.set_die(Reading::Exact);
    without.pass(Roll::new(6).unwrap()).expect("no Viking moves 6 at the start");
    assert!(without.repetition_line(without.current()).is_empty());
}
