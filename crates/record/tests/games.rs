//! Games for the record tests: random ones that often end by a rule, and
//! small fixed ones.
#![allow(dead_code)]

use obereg_record::{Date, GameRecord, NodeId};
use obereg_rules::Move;

/// A record of a game between two named players on a fixed day.
pub fn new_record() -> GameRecord {
    new_record_on::<9>()
}

/// A record of a game on the `N`×`N` board between two named players on a fixed day.
pub fn new_record_on<const N: usize>() -> GameRecord<N> {
    GameRecord::on_board("Halfdan, Ragnar", "Sviatoslav", Date { year: 2026, month: 12, day: 1 })
}

/// Plays `moves` (`d9-d6` notation) on a new record.
pub fn record_after(moves: &[&str]) -> GameRecord {
    let mut record = new_record();
    for text in moves {
        let mv: Move = text.parse().expect("a move");
        record.game_mut().play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    record
}

/// Up to `longest` numbers for [`random_record`] to play a game by.
pub fn random_choices(rng: &mut fastrand::Rng, longest: usize) -> Vec<u16> {
    (0..rng.usize(..longest)).map(|_| rng.u16(..)).collect()
}

/// Plays a random game driven by `choices`: each number picks a legal move.
/// A move that ends the game is taken when `finish` says so (R12, R13, R14),
/// a number divisible by 5 plays back the move the same side made before
/// (so positions repeat, R15), and one that leaves 1 divided by 13 takes the
/// last move back (so the tree grows variations beside the line).
pub fn random_record(choices: &[u16], finish: bool) -> GameRecord {
    random_record_on::<9>(choices, finish)
}

/// [`random_record`] on the `N`×`N` board.
pub fn random_record_on<const N: usize>(choices: &[u16], finish: bool) -> GameRecord<N> {
    let mut record = new_record_on::<N>();
    for &choice in choices {
        let game = record.game();
        if game.outcome().is_some() {
            break;
        }
        if choice % 13 == 1 && game.current() != NodeId::START {
            record.game_mut().undo();
            continue;
        }
        let position = *game.position();
        let moves = position.legal_moves();
        let ending = moves.iter().copied().find(|&mv| {
            let mut next = position;
            next.play(mv).is_ok_and(|played| played.outcome.is_some())
        });
        let line = game.line(game.current());
        let back = line.len().checked_sub(2).map(|i| line[i].1.mv).map(|m| Move { from: m.to, to: m.from });
        let mv = match (ending, back) {
            (Some(mv), _) if finish => mv,
            (_, Some(back)) if choice % 5 == 0 && position.check(back).is_ok() => back,
            _ => moves[usize::from(choice) % moves.len()],
        };
        record.game_mut().play(mv).expect("a legal move");
    }
    record
}

/// The game 1. a4-a3 c5-c4 2. d9-d7, two moves taken back, then c5-c3:
/// play goes on in a variation beside c5-c4.
pub fn branched_record() -> GameRecord {
    let mut record = record_after(&["a4-a3", "c5-c4", "d9-d7"]);
    record.game_mut().undo();
    record.game_mut().undo();
    record.game_mut().play("c5-c3".parse().unwrap()).unwrap();
    record
}
