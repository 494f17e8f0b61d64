//! The whole game tree in a record: variations and moves taken back are
//! written in OpenTafl's variation notation and read back as the same tree,
//! with play going on where it was and redo replaying what was taken back.

use crate::games::{branched_record, random_choices, random_record, record_after};
use crate::random_cases::for_random_cases;
use obereg_record::{GameRecord, GameTree, NodeId};
use obereg_rules::{DrawReason, MoveRecord, Outcome};

/// The tree below `node` in words: each move with how the game stood after
/// it, then its continuations in the order they were played.
fn shape(game: &GameTree, node: NodeId) -> String {
    let record = game.record(node).map_or("start".to_string(), ToString::to_string);
    let children: Vec<String> = game.variations_at(node).iter().map(|&child| shape(game, child)).collect();
    format!("{record}{:?}({})", game.outcome_at(node), children.join(" "))
}

/// The moves of a line, as written.
fn moves(line: Vec<(NodeId, &MoveRecord)>) -> Vec<String> {
    line.into_iter().map(|(_, record)| record.to_string()).collect()
}

/// Everything a player can find again after a restart: every move and how
/// the game stood after it, the order of the variations, where play goes
/// on and what redo replays.
fn same_tree(loaded: &GameTree, saved: &GameTree) {
    assert_eq!(shape(loaded, NodeId::START), shape(saved, NodeId::START));
    assert_eq!(moves(loaded.line(loaded.current())), moves(saved.line(saved.current())));
    assert_eq!(moves(loaded.game_line()), moves(saved.game_line()));
    assert_eq!(loaded.outcome(), saved.outcome());
    assert!(!loaded.is_reviewing());
}

#[test]
fn random_trees_saved_and_loaded_are_the_same_tree_and_the_same_file() {
    for_random_cases(96, |rng| {
        let mut record = random_record(&random_choices(rng, 200), rng.bool());
        if rng.bool() {
            record.game_mut().agree_draw();
        }
        for _ in 0..rng.usize(..4) {
            record.game_mut().undo();
        }
        let text = record.to_otg();
        let loaded = GameRecord::from_otg(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        same_tree(loaded.game(), record.game());
        assert_eq!(loaded.to_otg(), text);
    });
}

#[test]
fn the_random_games_grow_variations_and_take_moves_back() {
    let texts: Vec<String> = (0..40u32)
        .map(|seed| {
            let choices: Vec<u16> = (0..120u32).map(|i| (i * 7919 + seed * 104_729) as u16).collect();
            random_record(&choices, false).to_otg()
        })
        .collect();
    assert!(texts.iter().any(|text| text.contains(".1.1a. ")), "a variation among the samples");
    assert!(texts.iter().any(|text| text.contains(".1.3b.1.1a. ")), "a variation inside a variation");
    assert!(texts.iter().any(|text| text.contains("[obereg-current:")), "play inside the tree");
}

#[test]
fn a_game_without_variations_is_written_as_before() {
    let record = record_after(&["a4-a3", "c5-c4", "d9-d7", "g5-g6", "d7-d8"]);
    let text = record.to_otg();
    let rules = record.tag("rules").unwrap();
    let expected = format!(
        "[date:2026.12.01]\n[attackers:Halfdan, Ragnar]\n[defenders:Sviatoslav]\n[result:?]\n[rules:{rules}]\n\n\
         1. a4-a3 c5-c4\n2. d9-d7 g5-g6\n3. d7-d8\n"
    );
    assert_eq!(text, expected);
}

#[test]
fn a_move_after_undo_is_written_as_a_variation_and_play_goes_on_there() {
    let record = branched_record();
    let text = record.to_otg();
    assert!(text.contains("[rules:") && text.contains("]\n[obereg-current:1b.1.1b]\n\n"), "{text}");
    assert!(text.ends_with("\n\n1. a4-a3 c5-c4\n1b.1.1a. ..... c5-c3\n2. d9-d7\n"), "{text}");
    let loaded = GameRecord::from_otg(&text).unwrap();
    assert_eq!(moves(loaded.game().line(loaded.game().current())), ["a4-a3", "c5-c3"]);
    let at = loaded.game().parent(loaded.game().current()).unwrap();
    assert_eq!(loaded.game().variations_at(at).len(), 2, "c5-c4 is still there beside c5-c3");
}

#[test]
fn moves_taken_back_are_kept_and_redo_replays_them_after_loading() {
    let mut record = record_after(&["a4-a3", "c5-c4", "d9-d7"]);
    record.game_mut().undo();
    record.game_mut().undo();
    let text = record.to_otg();
    assert!(text.contains("[obereg-current:1a]\n") && !text.contains("obereg-redo"), "{text}");
    assert!(text.ends_with("\n\n1. a4-a3 c5-c4\n2. d9-d7\n"), "{text}");
    let mut loaded = GameRecord::from_otg(&text).unwrap();
    assert_eq!(loaded.game().depth(loaded.game().current()), 1);
    assert!(loaded.game_mut().redo().is_some() && loaded.game_mut().redo().is_some());
    assert_eq!(moves(loaded.game().line(loaded.game().current())), ["a4-a3", "c5-c4", "d9-d7"]);
}

#[test]
fn redo_follows_the_variation_played_last_even_when_it_is_not_the_main_line() {
    let mut record = branched_record();
    record.game_mut().undo();
    let text = record.to_otg();
    assert!(text.contains("[obereg-current:1a]\n[obereg-redo:1b.1.1b]\n"), "{text}");
    let mut loaded = GameRecord::from_otg(&text).unwrap();
    loaded.game_mut().redo();
    assert_eq!(moves(loaded.game().line(loaded.game().current())), ["a4-a3", "c5-c3"]);
}

#[test]
fn everything_taken_back_goes_on_from_the_start() {
    let mut record = record_after(&["a4-a3"]);
    record.game_mut().undo();
    let text = record.to_otg();
    assert!(text.contains("[obereg-current:0]\n") && text.ends_with("\n1. a4-a3\n"), "{text}");
    let loaded = GameRecord::from_otg(&text).unwrap();
    assert_eq!(loaded.game().current(), NodeId::START);
    assert_eq!(moves(loaded.game().game_line()), ["a4-a3"]);
}

#[test]
fn the_result_is_the_result_where_play_goes_on() {
    // The main line goes on; the game at the current node is drawn by agreement.
    let mut record = branched_record();
    record.game_mut().agree_draw();
    let text = record.to_otg();
    assert!(text.contains("[result:0]"), "{text}");
    let loaded = GameRecord::from_otg(&text).unwrap();
    assert_eq!(loaded.game().outcome(), record.game().outcome());
    assert_eq!(loaded.to_otg(), text);
}

/// A record as OpenTafl writes one with commentary: trailing spaces, a
/// comment after every turn, variations after the turn they branch from,
/// `.....` in the Vikings' place, a variation inside a variation, and
/// (as its uncommented form does) indented variation lines.
fn opentafl_record() -> String {
    let rules = record_after(&[]).tag("rules").unwrap().to_string();
    format!(
        "[date:2016.09.25]\n[result:?]\n[compiler:OpenTafl]\n[rules:{rules}]\n\n\
         1. a4-a3 c5-c4 \n[|]\n\n\
         1b.1.1a. ..... c5-c3 \n[The guard goes further.]\n\n\
         2. d9-d7 g5-g6 \n[|]\n\n\
         2a.1.1a. d9-d8 g5-g7 \n[|]\n\n\
            2a.1.1a.1.1a. ..... e7-g7 \n[]\n\n\
         2a.1.2a. d8-d9 \n[]\n\n\
         2a.2.1a. i4-i3 \n[]\n\n\
         3. d7-d8 g6-g7 \n[|]\n\n"
    )
}

#[test]
fn an_opentafl_record_with_variations_loads_as_its_tree() {
    let record = GameRecord::from_otg(&opentafl_record()).expect("OpenTafl's variations");
    let game = record.game();
    let expected = "startNone(a4-a3None(c5-c4None(d9-d7None(g5-g6None(d7-d8None(g6-g7None()))) \
                    d9-d8None(g5-g7None(d8-d9None()) e7-g7None()) i4-i3None()) c5-c3None()))";
    assert_eq!(shape(game, NodeId::START), expected);
    assert_eq!(game.depth(game.current()), 6, "play goes on at the end of the main line");
    let written = record.to_otg();
    let moves = "1. a4-a3 c5-c4\n1b.1.1a. ..... c5-c3\n2. d9-d7 g5-g6\n2a.1.1a. d9-d8 g5-g7\n\
                 2a.1.1a.1.1a. ..... e7-g7\n2a.1.2a. d8-d9\n2a.2.1a. i4-i3\n3. d7-d8 g6-g7\n";
    assert!(written.ends_with(&format!("]\n\n{moves}")), "{written}");
    assert!(!written.contains("obereg-"), "nothing of ours needed: {written}");
    let again = GameRecord::from_otg(&written).unwrap();
    assert_eq!(shape(again.game(), NodeId::START), expected);
}

#[test]
fn a_draw_agreed_then_taken_back_is_still_there_to_redo() {
    let mut record = record_after(&["a4-a3", "c5-c4"]);
    record.game_mut().agree_draw();
    record.game_mut().undo();
    let text = record.to_otg();
    assert!(text.contains("[result:?]") && text.contains("[obereg-agreed:1b]\n"), "{text}");
    let mut loaded = GameRecord::from_otg(&text).unwrap();
    assert_eq!(loaded.to_otg(), text);
    assert_eq!(loaded.game().outcome(), None);
    loaded.game_mut().redo();
    assert_eq!(loaded.game().outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
}
