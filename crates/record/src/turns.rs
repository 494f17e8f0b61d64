//! Replaying the moves of a record into a game tree: the numbered turns of
//! the main line and OpenTafl's variation lines (`8a.1.1a. d9-d8 g5-g7`),
//! every move checked under the rules wherever it stands.

use crate::address::{Address, Step, follow_first, line_end, resolve, turn_of};
use crate::error::{Problem, RecordError, VariationFault};
use crate::tree::{GameTree, NodeId};
use obereg_rules::{DieRefusal, IllegalMove, MoveRecord, Roll, Side, Square};

/// A word of the file with the number of its line.
pub(super) type Word<'a> = (usize, &'a str);

/// A variation line being read.
struct VariationLine<'a> {
    /// Where its label stands.
    line: usize,
    /// Its label as written.
    label: &'a str,
    /// Its address, `.....` placeholders counted in.
    address: Address,
    /// Where its next move is played, once its first one is.
    at: Option<NodeId>,
    /// How many more moves its turn holds.
    room: u8,
}

/// The reading of the moves: where the main line stands and the variation
/// line being read, if any.
struct Replay<'g, 'a, const N: usize> {
    game: &'g mut GameTree<N>,
    turn: u32,
    moves_in_turn: u8,
    main_end: NodeId,
    variation: Option<VariationLine<'a>>,
    /// The rolls of a game with the die, in file order, and how many are used.
    rolls: &'g [Roll],
    rolled: usize,
}

/// How a record writes a turn that passes (D3).
pub const PASS: &str = "pass";

/// Plays the turns `1. m m 2. m m …` and the variation lines between them
/// on `game`, checking numbers, addresses, sides, legality, captures and
/// end markers; in a game with the die, each move and pass with its roll
/// from `rolls`, taken in file order.
pub(super) fn replay_moves<'a, const N: usize>(
    game: &mut GameTree<N>,
    words: &[Word<'a>],
    rolls: &[Roll],
) -> Result<(), RecordError> {
    let mut replay = Replay {
        game,
        turn: 0,
        moves_in_turn: 2,
        main_end: NodeId::START,
        variation: None,
        rolls,
        rolled: 0,
    };
    for &(line, word) in words {
        replay.word(line, word)?;
    }
    replay.close_variation()?;
    match rolls.len() - replay.rolled {
        0 => Ok(()),
        extra => Err(RecordError::whole(Problem::ExtraRolls(extra))),
    }
}

impl<'a, const N: usize> Replay<'_, 'a, N> {
    fn word(&mut self, line: usize, word: &'a str) -> Result<(), RecordError> {
        let numbered = word.starts_with(|c: char| c.is_ascii_digit()) && word.ends_with('.');
        if numbered {
            self.close_variation()?;
            // Main-line turns are `12.`; variation lines are named by an
            // address such as `8a.1.1a.`.
            if word.matches('.').count() == 1 {
                return self.main_turn(line, word);
            }
            let address =
                word.parse().map_err(|()| variation_error(line, None, word, VariationFault::NotAnAddress))?;
            self.variation = Some(VariationLine { line, label: word, address, at: None, room: 0 });
            return Ok(());
        }
        match self.variation.take() {
            Some(variation) => {
                let variation = self.variation_word(variation, line, word)?;
                self.variation = Some(variation);
                Ok(())
            }
            None => self.main_move(line, word),
        }
    }

    fn main_turn(&mut self, line: usize, word: &str) -> Result<(), RecordError> {
        let next = self.turn + 1;
        if word != format!("{next}.") {
            let problem = Problem::BadTurnNumber { expected: next, found: word.to_string() };
            return Err(RecordError { line: Some(line), turn: Some(next), problem });
        }
        if self.moves_in_turn < 2 && self.game.outcome_at(self.main_end).is_none() {
            return Err(RecordError {
                line: Some(line),
                turn: Some(self.turn),
                problem: Problem::MissingMove(self.turn),
            });
        }
        (self.turn, self.moves_in_turn) = (next, 0);
        Ok(())
    }

    fn main_move(&mut self, line: usize, word: &str) -> Result<(), RecordError> {
        let turn = Some(self.turn.max(1));
        let place = |problem| RecordError { line: Some(line), turn, problem };
        if self.turn == 0 {
            return Err(place(Problem::BadTurnNumber { expected: 1, found: word.to_string() }));
        }
        if self.moves_in_turn == 2 {
            return Err(place(Problem::ExtraMove(word.to_string())));
        }
        let side = if self.moves_in_turn == 0 { Side::Vikings } else { Side::Varangians };
        self.game.view(self.main_end);
        let roll = self.next_roll().map_err(place)?;
        replay_move(self.game, word, side, roll).map_err(place)?;
        self.main_end = self.game.current();
        self.moves_in_turn += 1;
        Ok(())
    }

    fn variation_word(
        &mut self,
        mut variation: VariationLine<'a>,
        line: usize,
        word: &str,
    ) -> Result<VariationLine<'a>, RecordError> {
        let turn = Some(variation.address.first.turn);
        let error = |fault| variation_error(line, turn, variation.label, fault);
        if !word.is_empty() && word.bytes().all(|b| b == b'.') {
            let last = variation.address.branches.last_mut().map(|(_, step)| step);
            match last {
                Some(step) if variation.at.is_none() && !step.second => step.second = true,
                _ => return Err(error(VariationFault::Padding)),
            }
            return Ok(variation);
        }
        let at = match variation.at {
            Some(at) => at,
            None => {
                let (at, room) = place(self.game, &variation.address).map_err(error)?;
                variation.room = room;
                at
            }
        };
        let turn = Some(turn_of(self.game.depth(at) + 1));
        let place = |problem| RecordError { line: Some(line), turn, problem };
        if variation.room == 0 {
            return Err(place(Problem::ExtraMove(word.to_string())));
        }
        if !self.is_pass(word) {
            let recorded: MoveRecord = word.parse().map_err(|e| place(Problem::Notation(e)))?;
            let repeated = self
                .game
                .variations_at(at)
                .iter()
                .any(|&child| self.game.record(child).is_some_and(|r| r.mv == recorded.mv));
            if repeated {
                let fault = VariationFault::Repeats(recorded.mv);
                return Err(RecordError { turn, ..variation_error(line, None, variation.label, fault) });
            }
        }
        self.game.view(at);
        let side = self.game.position_at(at).to_move();
        let roll = self.next_roll().map_err(place)?;
        replay_move(self.game, word, side, roll).map_err(place)?;
        variation.at = Some(self.game.current());
        variation.room -= 1;
        Ok(variation)
    }

    /// The roll of the next move or pass, in a game with the die.
    fn next_roll(&mut self) -> Result<Option<Roll>, Problem> {
        if self.game.die().is_none() {
            return Ok(None);
        }
        let roll = self.rolls.get(self.rolled).ok_or(Problem::MissingRoll(self.rolls.len()))?;
        self.rolled += 1;
        Ok(Some(*roll))
    }

    fn is_pass(&self, word: &str) -> bool {
        word == PASS && self.game.die().is_some()
    }

    /// Ends the variation line being read; one without a move is an error.
    fn close_variation(&mut self) -> Result<(), RecordError> {
        match self.variation.take() {
            Some(VariationLine { line, label, at: None, address, .. }) => {
                Err(variation_error(line, Some(address.first.turn), label, VariationFault::NoMove))
            }
            _ => Ok(()),
        }
    }
}

fn variation_error(line: usize, turn: Option<u32>, label: &str, fault: VariationFault) -> RecordError {
    RecordError { line: Some(line), turn, problem: Problem::Variation { address: label.to_string(), fault } }
}

/// Where the first move of the variation line `address` is played, and how
/// many moves its turn holds. A new variation must be the next number beside
/// a move already played; a later turn of one continues where it ends.
fn place<const N: usize>(game: &GameTree<N>, address: &Address) -> Result<(NodeId, u8), VariationFault> {
    let (&(number, step), outer) = address.branches.split_last().ok_or(VariationFault::NotAnAddress)?;
    let prefix = Address { first: address.first, branches: outer.to_vec() };
    let branch_at = if outer.is_empty() {
        let depth = prefix.first.depth(1).ok_or(VariationFault::NoBranch)?;
        let beside = follow_first(game, NodeId::START, depth).ok_or(VariationFault::NoBranch)?;
        game.parent(beside).ok_or(VariationFault::NoBranch)?
    } else {
        resolve(game, &prefix).ok_or(VariationFault::NoBranch)?
    };
    let room = if step.second { 1 } else { 2 };
    let played = game.variations_at(branch_at);
    let out_of_order = |number, step| VariationFault::OutOfOrder(format!("{prefix}.{number}.{step}"));
    if played.is_empty() {
        return Err(VariationFault::NothingBeside);
    }
    if number == 0 || number > played.len() {
        let from = game.depth(branch_at) + 1;
        return Err(out_of_order(played.len(), Step::at(from, from)));
    }
    let Some(&start) = played.get(number) else {
        // A new variation: its first move stands where the branch is.
        let from = game.depth(branch_at) + 1;
        let expected = Step::at(from, from);
        return if step == expected { Ok((branch_at, room)) } else { Err(out_of_order(number, expected)) };
    };
    // A later turn of a variation goes on where the variation ends.
    let from = game.depth(start);
    let end = line_end(game, start);
    let expected = Step::at(game.depth(end) + 1, from);
    match step.depth(from).and_then(|depth| follow_first(game, start, depth.checked_sub(from + 1)?)) {
        Some(at) if at == end => Ok((at, room)),
        _ => Err(out_of_order(number, expected)),
    }
}

/// Plays one recorded move for `side` and checks its capture record and end
/// marker against the rules (an empty capture record is accepted); with
/// a roll, the move or pass must fit it (D2, D3).
fn replay_move<const N: usize>(
    game: &mut GameTree<N>,
    word: &str,
    side: Side,
    roll: Option<Roll>,
) -> Result<(), Problem> {
    let refused = |refusal| Problem::Roll { play: word.to_string(), side, refusal };
    if let (Some(roll), PASS) = (roll, word) {
        return game.pass(roll).map(|_| ()).map_err(refused);
    }
    let recorded: MoveRecord = word.parse().map_err(Problem::Notation)?;
    let mv = recorded.mv;
    let illegal = |reason| match reason {
        IllegalMove::NotYourPiece { owner, .. } => Problem::WrongSide { mv, side, owner },
        reason => Problem::Illegal { mv, side, reason },
    };
    let played = match roll {
        None => game.play(mv).map_err(illegal)?,
        Some(roll) => game.play_rolled(mv, roll).map_err(|refusal| match refusal {
            DieRefusal::Illegal(reason) => illegal(reason),
            refusal => refused(refusal),
        })?,
    };
    let actual = MoveRecord::new(mv, &played);
    let mut sorted = recorded.captures.clone();
    sorted.sort();
    let mut expected = actual.captures.clone();
    expected.sort();
    if !recorded.captures.is_empty() && sorted != expected {
        let list = |squares: &[Square]| {
            if squares.is_empty() {
                "nothing".to_string()
            } else {
                squares.iter().map(ToString::to_string).collect::<Vec<_>>().join("/")
            }
        };
        return Err(Problem::Captures {
            mv,
            recorded: list(&recorded.captures),
            actual: list(&actual.captures),
        });
    }
    if recorded.end.is_some() && recorded.end != actual.end {
        return Err(Problem::FalseEnd(word.to_string()));
    }
    Ok(())
}
