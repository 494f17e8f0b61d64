//! A game with the die (V2) played to its end in a pseudo-terminal: a
//! person against the computer, the rolls from `--seed`. Each turn the test
//! reads the roll from the screen and the position from the autosaved
//! record, and types a move of exactly that many squares; passes (D3) and
//! the computer's moves happen by themselves. The finished game's record
//! holds the die, every roll and the passes.

use std::path::Path;

use crate::pty::Session;
use obereg_record::GameRecord;
use obereg_rules::{Reading, Rng, Roll, Side};
use tempfile::TempDir;

/// The plies played so far, from the panel's `N moves`.
fn plies(text: &str) -> Option<usize> {
    text.match_indices(" move").find_map(|(at, _)| text[..at].rsplit([' ', '\n']).next()?.parse().ok())
}

/// The roll on the panel's `Die: ⚃ 4`.
fn roll_shown(text: &str) -> Option<Roll> {
    let (_, after) = text.split_once("Die: ")?;
    after.split_whitespace().nth(1)?.parse().ok()
}

fn ended(text: &str) -> bool {
    text.contains(" wins with the ") || text.contains("Draw!")
}

/// The game as the autosave has it (the start before the first move).
fn saved(data: &Path) -> Option<GameRecord> {
    let bytes = std::fs::read(data.join("obereg").join("current.otg")).ok()?;
    GameRecord::from_bytes(&bytes).ok()
}

#[test]
fn a_die_game_against_the_computer_is_played_to_its_end() {
    let data = TempDir::new().expect("a data directory");
    let args = ["--die", "exact", "--seed", "11", "--vikings", "Olha", "--varangians", "ai:easy", "--new"];
    let mut game = Session::start_in(data.path(), &args);
    game.wait_for("Obereg · die (exact)");
    let mut choices = Rng::new(3);
    let mut before = None;
    let mut turns = 0;
    loop {
        // The roll is said in words in the status line, and drawn on the panel.
        game.wait_until("Olha's turn with a roll, or the end", |text| {
            let rolled = text.contains("Olha rolled") && roll_shown(text).is_some();
            ended(text) || (plies(text) != before && text.contains("Olha · to move") && rolled)
        });
        let text = game.text();
        if ended(&text) {
            break;
        }
        before = plies(&text);
        let roll = roll_shown(&text).expect("a roll on the panel");
        let record = saved(data.path());
        let position = record.as_ref().map_or(obereg_rules::Position::start(), |r| *r.game().position());
        assert_eq!(position.to_move(), Side::Vikings, "{text}");
        let moves = position.legal_moves_for_roll(roll, Reading::Exact);
        assert!(!moves.is_empty(), "a turn without a move for {roll} passes by itself:\n{text}");
        let chosen = moves[choices.below(moves.len())];
        game.send(&format!("m{chosen}\r"));
        turns += 1;
        assert!(turns < 400, "the game goes on too long");
    }
    let record = saved(data.path()).or_else(|| {
        let history = std::fs::read_dir(data.path().join("obereg").join("history")).ok()?;
        let file = history.filter_map(Result::ok).next()?.path();
        GameRecord::from_bytes(&std::fs::read(file).ok()?).ok()
    });
    let record = record.expect("the finished game is kept");
    assert!(record.game().outcome().is_some(), "the record ends the game");
    assert_eq!(record.game().die(), Some(Reading::Exact));
    let text = record.to_otg();
    let rolls =
        text.split_once("[obereg-rolls:").and_then(|(_, rest)| rest.split_once(']')).map(|(list, _)| list);
    let game_plies = record.game().depth(record.game().current());
    assert_eq!(rolls.map(|list| list.split(' ').count()), Some(game_plies), "a roll for every ply:\n{text}");
    game.send("q");
    assert!(game.finish().success());
    game.assert_restored();
}
