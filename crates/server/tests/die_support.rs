//! A game with the die as a client sees it: every turn the server tells
//! checked by the rules against the roll it told before, and the moves a
//! test client chooses for its roll.

use obereg_client::Client;
use obereg_rules::{Game, Move, MoveRecord, Position, Reading, Rng, Roll, Side};
use obereg_server::protocol::{ChallengeTerms, GameState, PASS, ServerMessage, SideChoice};
use obereg_server::table::game_end;

use crate::support::{PATIENCE, SILENCE, terms};

/// Unrated Fischer 5+0 terms with the die, the challenger on `side`.
pub fn die_terms(side: SideChoice) -> ChallengeTerms {
    ChallengeTerms { die: true, ..terms(side) }
}

/// A game with the die as told by the server, checked turn by turn.
pub struct DieGame {
    /// The game as the rules play it.
    pub game: Game<9>,
    /// The roll of each turn so far.
    pub rolls: Vec<u8>,
    /// The roll told for the turn under way.
    pub roll: Option<Roll>,
    /// How many turns passed.
    pub passes: usize,
    /// The end told, if any.
    pub ended: bool,
}

impl DieGame {
    /// The game as `state` tells it: its turns replayed with their rolls.
    pub fn of(state: &GameState) -> DieGame {
        let die = state.die.as_ref().expect("a game with the die says so");
        assert_eq!(die.reading, "exact");
        assert_eq!(die.rolls.len(), state.moves.len(), "a roll for every turn");
        let mut seen = DieGame {
            game: Game::new(Position::initial()),
            rolls: Vec::new(),
            roll: None,
            passes: 0,
            ended: false,
        };
        for (ply, (record, &roll)) in (0..).zip(state.moves.iter().zip(&die.rolls)) {
            seen.roll = Roll::new(roll);
            seen.take(&ServerMessage::Moved {
                game: state.info.game,
                ply,
                record: record.clone(),
                clocks: state.clocks,
                roll: Some(roll),
            });
        }
        seen.roll = die.roll.and_then(Roll::new);
        assert_eq!(seen.roll.is_none(), seen.game.outcome().is_some(), "a roll while the game goes on");
        seen
    }

    /// Takes one message of the game: a turn must be played with the roll
    /// told before it, a pass only when that roll allows no move (D3), a
    /// roll told for the turn under way, an end the board's.
    pub fn take(&mut self, message: &ServerMessage) {
        match message {
            ServerMessage::Moved { ply, record, roll, .. } => {
                assert_eq!(*ply as usize, self.game.plies(), "{message:?}");
                // A move is played with the roll told before it; a pass
                // brings its own (no roll is told for a turn that passes).
                let told = match self.roll.take() {
                    Some(told) if record != PASS => told,
                    _ => roll
                        .and_then(Roll::new)
                        .filter(|_| record == PASS)
                        .expect("a roll told before a move"),
                };
                assert_eq!(*roll, Some(told.pips()), "the turn is played with the roll told");
                self.rolls.push(told.pips());
                if record == PASS {
                    self.game.pass(told, Reading::Exact).expect("a pass only when nothing can move");
                    self.passes += 1;
                } else {
                    let mv = record.parse::<MoveRecord>().expect("a move's record").mv;
                    self.game.play_rolled(mv, told, Reading::Exact).expect("a move for the roll");
                    assert_eq!(Some(record), self.game.moves().last().map(ToString::to_string).as_ref());
                }
            }
            ServerMessage::Rolled { ply, roll, .. } => {
                assert_eq!(*ply as usize, self.game.plies());
                assert!(self.roll.is_none() && self.game.outcome().is_none(), "{message:?}");
                self.roll = Roll::new(*roll);
                assert!(self.roll.is_some(), "{roll} is no roll");
            }
            ServerMessage::Ended { end, .. } => {
                if let Some(outcome) = self.game.outcome() {
                    assert_eq!(*end, game_end(outcome));
                }
                self.ended = true;
            }
            _ => {}
        }
    }

    /// The side to move.
    pub fn mover(&self) -> Side {
        self.game.position().to_move()
    }

    /// A move for the roll: one that wins at once if there is one, else
    /// one drawn from `rng`.
    pub fn choose(&self, rng: &mut Rng) -> Move {
        let roll = self.roll.expect("a roll for the turn");
        let moves = self.game.position().legal_moves_for_roll(roll, Reading::Exact);
        assert!(!moves.is_empty(), "the server passes a turn with no move for its roll");
        let wins = |mv: &&Move| {
            let mut after = self.game.clone();
            after.play(**mv).ok().and_then(|played| played.outcome).is_some_and(|outcome| {
                matches!(outcome, obereg_rules::Outcome::Win { winner, .. } if winner == self.mover())
            })
        };
        moves.iter().find(wins).copied().unwrap_or_else(|| moves[rng.below(moves.len())])
    }

    /// A move the plain rules allow that goes another distance than the roll.
    pub fn against_the_roll(&self) -> Option<Move> {
        let pips = self.roll?.pips();
        let position = self.game.position();
        position.legal_moves().into_iter().find(|mv| mv.from.line_distance(mv.to) != Some(pips))
    }
}

/// What `client` is told of a turn: the move, the turns that passed after
/// it, then the next roll or the end.
pub async fn turn_told(client: &mut Client) -> Vec<ServerMessage> {
    let mut told = Vec::new();
    for _ in 0..PATIENCE {
        let message = tokio::time::timeout(SILENCE, client.receive())
            .await
            .unwrap_or_else(|_| panic!("no word of the turn for {SILENCE:?}"))
            .unwrap();
        let last = matches!(message, ServerMessage::Rolled { .. } | ServerMessage::Ended { .. });
        if last || matches!(message, ServerMessage::Moved { .. }) {
            told.push(message);
        }
        if last {
            return told;
        }
    }
    panic!("no end of the turn in {PATIENCE} messages: {told:?}");
}
