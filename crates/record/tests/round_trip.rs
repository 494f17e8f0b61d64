//! Records written and read back: random games keep their positions,
//! history and result, and writing again gives the same file.

use crate::games::{new_record, random_choices, random_record, random_record_on, record_after};
use crate::random_cases::for_random_cases;
use obereg_record::{AnyRecord, GameRecord};
use obereg_rules::{DrawReason, Game, Outcome, Position, RulesString, START_RECORD, Side, WinReason};

fn history<const N: usize>(record: &GameRecord<N>) -> Vec<(String, Position<N>)> {
    let game = record.game();
    game.line(game.current()).into_iter().map(|(node, r)| (r.to_string(), *game.position_at(node))).collect()
}

#[test]
fn random_games_saved_and_loaded_keep_positions_history_and_result() {
    for_random_cases(64, |rng| {
        let mut record = random_record(&random_choices(rng, 160), rng.bool());
        if rng.bool() {
            record.game_mut().agree_draw();
        }
        let text = record.to_otg();
        let loaded = GameRecord::from_otg(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(history(&loaded), history(&record));
        assert_eq!(loaded.game().position(), record.game().position());
        assert_eq!(loaded.game().outcome(), record.game().outcome());
        assert_eq!(loaded.to_otg(), text);
    });
}

/// V1: the same on the 11×11 board, read as either board.
#[test]
fn v1_random_11x11_games_saved_and_loaded_keep_positions_history_and_result() {
    for_random_cases(64, |rng| {
        let record = random_record_on::<11>(&random_choices(rng, 200), rng.bool());
        let text = record.to_otg();
        let loaded = GameRecord::<11>::read_otg(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(history(&loaded), history(&record));
        assert_eq!(loaded.game().outcome(), record.game().outcome());
        assert_eq!(loaded.to_otg(), text);
        let any = AnyRecord::from_otg(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(matches!(any, AnyRecord::Eleven(ref read) if read.to_otg() == text));
    });
}

#[test]
fn the_tree_ends_games_as_the_rules_game_does() {
    for_random_cases(64, |rng| {
        let record = random_record(&random_choices(rng, 160), true);
        let mut game = Game::new(Position::start());
        for (_, r) in record.game().line(record.game().current()) {
            game.play(r.mv).unwrap();
        }
        assert_eq!(game.outcome(), record.game().outcome());
    });
}

/// The first of many sample games (escapes, captured princes, repetitions,
/// captures) that is `wanted`.
fn sample_game(wanted: impl Fn(&GameRecord) -> bool) -> GameRecord {
    (0..400u32)
        .map(|seed| {
            let choices: Vec<u16> = (0..300u32).map(|i| (i * 7919 + seed * 104_729) as u16).collect();
            random_record(&choices, seed % 4 != 0)
        })
        .find(|game| wanted(game))
        .expect("such a game among the samples")
}

#[test]
fn random_games_end_by_escape_capture_and_repetition_and_records_mark_them() {
    let ending = |wanted: fn(Outcome) -> bool| sample_game(|g| g.game().outcome().is_some_and(wanted));
    let escaped = ending(|o| matches!(o, Outcome::Win { reason: WinReason::PrinceEscaped(_), .. }));
    assert!(escaped.to_otg().ends_with("--\n") && escaped.to_otg().contains("[result:-1]"));
    let captured = ending(|o| matches!(o, Outcome::Win { reason: WinReason::PrinceCaptured(_), .. }));
    assert!(captured.to_otg().ends_with("++\n") && captured.to_otg().contains("[result:1]"));
    let repeated = ending(|o| o == Outcome::Draw(DrawReason::Repetition));
    assert!(repeated.to_otg().contains("[result:0]"));
    let captures = |g: &GameRecord| {
        let line = g.game().line(g.game().current());
        line.into_iter().find(|(_, r)| !r.captures.is_empty()).map(|(_, r)| r.clone())
    };
    let with_captures = sample_game(|g| captures(g).is_some());
    let first = captures(&with_captures).unwrap();
    assert!(with_captures.to_otg().contains(&format!(" {first}")), "{first} written with its x…");
    for game in [&escaped, &captured, &repeated, &with_captures] {
        let loaded = GameRecord::from_otg(&game.to_otg()).unwrap();
        assert_eq!(loaded.game().outcome(), game.game().outcome());
    }
}

#[test]
fn a_new_record_names_players_date_result_and_rules() {
    let text = record_after(&["a4-a3", "c5-c4", "d9-d7"]).to_otg();
    let expected_head = "[date:2026.12.01]\n[attackers:Halfdan, Ragnar]\n[defenders:Sviatoslav]\n[result:?]\n[rules:dim:9 name:Obereg ";
    assert!(text.starts_with(expected_head), "{text}");
    assert!(text.ends_with("]\n\n1. a4-a3 c5-c4\n2. d9-d7\n"), "{text}");
}

#[test]
fn an_agreed_draw_is_written_as_result_0_and_read_back() {
    let mut record = record_after(&["a4-a3"]);
    record.game_mut().agree_draw();
    let text = record.to_otg();
    assert!(text.contains("[result:0]"));
    let loaded = GameRecord::from_otg(&text).unwrap();
    assert_eq!(loaded.game().outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
}

#[test]
fn unknown_tags_are_kept_in_their_place() {
    let text = new_record().to_otg().replace("[result:?]\n", "[result:?]\n[event:Kyiv open]\n[round:3]\n");
    let loaded = GameRecord::from_otg(&text).unwrap();
    assert_eq!(loaded.tag("event"), Some("Kyiv open"));
    assert_eq!(loaded.to_otg(), text);
}

#[test]
fn names_with_brackets_or_line_breaks_stay_one_tag() {
    let mut record = new_record();
    record.set_player(Side::Varangians, "Olga [the wise]\nof Kyiv");
    let loaded = GameRecord::from_otg(&record.to_otg()).unwrap();
    assert_eq!(loaded.player(Side::Varangians), Some("Olga the wiseof Kyiv"));
}

#[test]
fn a_game_from_a_set_start_ended_by_r14_round_trips() {
    // The prince on the throne and his one guard are walled in: after any
    // Viking move the Varangians have no legal move.
    let rules = RulesString::obereg().to_string().replace(START_RECORD, "/9/8t/9/4t4/3tKt3/3tTt3/4t4/9/9/");
    let text = format!("[result:1]\n[rules:{rules}]\n\n1. i2-i3\n");
    let record = GameRecord::from_otg(&text).unwrap();
    let outcome = record.game().outcome();
    assert_eq!(outcome, Some(Outcome::Win { winner: Side::Vikings, reason: WinReason::NoLegalMove }));
    assert_eq!(record.to_otg(), text);
    let more = text.replace("1. i2-i3", "1. i2-i3 e6-e7");
    assert!(GameRecord::from_otg(&more).is_err(), "no move after the end");
}
