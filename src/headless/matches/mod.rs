//! `obereg match`: games between computer and random players, no terminal;
//! `obereg strength`: a match that measures strength (`strength.rs`).

mod die;
mod elo;
mod openings;
mod strength;

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::CommandError;
use crate::cli::{Board, on_board};
use crate::i18n::{Messages, outcome_in_words};
use crate::lang::Lang;
use die::play_die_game;

pub use elo::Sprt;
use obereg_engine::{Player, PlayerKind, player_for};
use obereg_rules::{Game, Outcome, Position, Reading, mix};
pub use openings::{Recipe, SHIPPED, write_openings};
pub use strength::{StrengthSetup, play_strength};

/// A game that reaches this many moves (plies) without an end is scored
/// as a draw, so a match always ends.
pub const MOVE_LIMIT: usize = 400;

/// What `obereg match` was asked to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSetup {
    /// Who plays the Vikings.
    pub vikings: PlayerKind,
    /// Who plays the Varangians.
    pub varangians: PlayerKind,
    /// How many games.
    pub games: u32,
    /// Time per move for computer players.
    pub time: Option<Duration>,
    /// The seed of every random choice and noise of the match.
    pub seed: u64,
    /// The board of every game.
    pub board: Board,
    /// How the die is read, in a match with the die (V2).
    pub die: Option<Reading>,
}

/// Plays the match, printing a line per game (`game N: RESULT REASON M
/// moves`) and then `score: vikings W, varangians L, draws D`.
///
/// # Errors
/// A human player (a match has no terminal), or output that can't be written.
pub fn play_match(setup: &MatchSetup, out: &mut impl Write) -> anyhow::Result<()> {
    for (kind, flag) in [(setup.vikings, "--vikings"), (setup.varangians, "--varangians")] {
        if kind == PlayerKind::Human {
            return Err(CommandError::HumanInMatch { flag }.into());
        }
    }
    on_board!(setup.board, play_match_on(setup, out))
}

/// [`play_match`] on the `N`×`N` board.
#[expect(clippy::expect_used, reason = "no human in a match: an invariant of the program, not outside input")]
fn play_match_on<const N: usize>(setup: &MatchSetup, out: &mut impl Write) -> anyhow::Result<()> {
    let mut score = [0u32; 3];
    for number in 1..=setup.games {
        let seed = mix(setup.seed ^ u64::from(number).wrapping_mul(0x9E37_79B9));
        let (outcome, moves) = match setup.die {
            Some(reading) => play_die_game::<N>(setup, reading, seed),
            None => {
                let mut players = [setup.vikings, setup.varangians].map(|kind| {
                    player_for::<N>(kind, setup.time, mix(seed ^ kind_seed(kind)))
                        .expect("no human in a match")
                });
                let stop = Arc::new(AtomicBool::new(false));
                let game = play_game(Game::new(Position::initial()), &mut players, &stop);
                (game.outcome(), game.moves().len())
            }
        };
        let (line, column) = describe::<N>(outcome);
        score[column] += 1;
        writeln!(out, "game {number}: {line} {moves} moves")?;
        out.flush()?;
    }
    writeln!(out, "score: vikings {}, varangians {}, draws {}", score[0], score[1], score[2])?;
    Ok(())
}

/// A per-kind part of the seed, so two players of one game don't share noise.
pub(super) fn kind_seed(kind: PlayerKind) -> u64 {
    kind.to_string().bytes().fold(0, |seed, byte| mix(seed ^ u64::from(byte)))
}

/// One game on from `game`, the Vikings' player first, until it ends, the
/// move limit or `stop` is raised.
#[expect(
    clippy::expect_used,
    reason = "players choose legal moves: an invariant of the program, not outside input"
)]
fn play_game<const N: usize>(
    mut game: Game<N>,
    players: &mut [Box<dyn Player<N>>; 2],
    stop: &Arc<AtomicBool>,
) -> Game<N> {
    while game.outcome().is_none() && game.moves().len() < MOVE_LIMIT && !stop.load(Ordering::Relaxed) {
        let player = &mut players[game.position().to_move() as usize];
        let Some(mv) = player.choose(&game, Arc::clone(stop), &mut |_| {}) else { break };
        game.play(mv).expect("players choose legal moves");
    }
    game
}

/// The result in words and the score column it counts in (vikings,
/// varangians, draws): the outcome as the game words it, or a draw at the
/// move limit.
fn describe<const N: usize>(outcome: Option<Outcome>) -> (String, usize) {
    let english = Messages::new(Lang::En);
    match outcome {
        Some(outcome) => {
            let column = outcome.winner().map_or(2, |winner| winner as usize);
            (outcome_in_words::<N>(&english, outcome), column)
        }
        None => {
            (format!("{} The move limit of {MOVE_LIMIT} moves was reached.", english.text("end-draw")), 2)
        }
    }
}
