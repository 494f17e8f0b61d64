//! One game the bot plays: its board, its clock, the engine that thinks on
//! it (with what it learned in the game), and a draw offer waiting.

use obereg_engine::{Engine, Level, Settings, die_settings};
use obereg_protocol::name_key;
use obereg_protocol::{ClockTerms, GameState};
use obereg_rules::Side;

use crate::board::Board;
use crate::budget::think_time;

/// The bot accepts a draw when it judges its game this much below even or
/// worse (hundredths of a Viking): the engine's contempt, the price at which
/// it takes a draw by repetition itself. The evaluation leans to the
/// Vikings at the start (about a Viking and a quarter), so a smaller margin
/// would have the Varangians' bot agree to a draw on the first move.
pub const DRAW_MARGIN: i32 = obereg_engine::CONTEMPT;

/// The engine's table for one game, in MB: several games think at once.
const TABLE_MB: usize = 16;

/// A game the bot plays.
pub(crate) struct Seat {
    /// The board as the server's moves built it.
    pub(crate) board: Board,
    /// The side the bot plays.
    pub(crate) side: Side,
    /// The clock's terms.
    clock: ClockTerms,
    /// The milliseconds left of the Vikings and the Varangians at the last word.
    pub(crate) clocks: [u64; 2],
    /// The engine, away while it thinks.
    engine: Option<Engine>,
    /// The bot's judgement of the game at its last search, for its side.
    pub(crate) judgement: i32,
    /// The opponent offered a draw while the bot was thinking.
    pub(crate) offer_waiting: bool,
    /// Whether the game is rated: the bot agrees to a takeback only in a
    /// game that is not.
    pub(crate) rated: bool,
    /// How many times the board was set back or replaced: a search begun
    /// before is of another game.
    pub(crate) version: u64,
}

/// A search to run away from the connection's task.
pub(crate) struct Search {
    /// The game's number.
    pub(crate) game: u64,
    /// The board to search.
    pub(crate) board: Board,
    /// With what.
    pub(crate) settings: Settings,
    /// The game's engine.
    pub(crate) engine: Engine,
    /// The seat's version when the search began.
    pub(crate) version: u64,
}

impl Seat {
    /// The seat of `me` in the game `state`, if the bot plays in it and its
    /// moves build a board.
    pub(crate) fn of(state: &GameState, me: &str) -> Option<Seat> {
        let side = if name_key(&state.info.vikings) == name_key(me) {
            Side::Vikings
        } else if name_key(&state.info.varangians) == name_key(me) {
            Side::Varangians
        } else {
            return None;
        };
        Some(Seat {
            board: Board::after(state.info.board, &state.moves, state.die.as_ref())?,
            side,
            clock: state.clock,
            clocks: state.clocks,
            engine: Some(Engine::new(TABLE_MB)),
            judgement: 0,
            offer_waiting: false,
            rated: state.rated,
            version: 0,
        })
    }

    /// The opponent's name in `state`.
    pub(crate) fn opponent(&self, state: &GameState) -> String {
        if self.side == Side::Vikings { state.info.varangians.clone() } else { state.info.vikings.clone() }
    }

    /// A search for the bot's move, when it is the bot's move (with the
    /// die, once its roll is told) and it is not already thinking: at
    /// `level` (the level's settings for the die in a game with it),
    /// within the time its clock allows and the `nodes` budget if any.
    pub(crate) fn search(&mut self, game: u64, level: Level, nodes: Option<u64>) -> Option<Search> {
        let turn = self.board.to_move() == self.side && !self.board.over() && self.board.ready();
        if !turn || self.engine.is_none() {
            return None;
        }
        let left = self.clocks[usize::from(self.side == Side::Varangians)];
        let seed = game.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(self.board.plies());
        let time = Some(think_time(self.clock, left));
        let mut settings =
            if self.board.has_die() { die_settings(level, time, seed) } else { level.settings(time, seed) };
        if let Some(nodes) = nodes {
            settings.limits.nodes = Some(settings.limits.nodes.map_or(nodes, |own| own.min(nodes)));
        }
        let engine = self.engine.take()?;
        Some(Search { game, board: self.board.clone(), settings, engine, version: self.version })
    }

    /// The engine back from a search.
    pub(crate) fn engine_back(&mut self, engine: Engine) {
        self.engine = Some(engine);
    }

    /// Whether the bot is thinking on this game.
    pub(crate) fn thinking(&self) -> bool {
        self.engine.is_none()
    }
}

/// Whether a bot that judges its game `judgement` (for its side) accepts a draw.
pub(crate) fn accepts_draw(judgement: i32) -> bool {
    judgement <= -DRAW_MARGIN
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_is_accepted_three_vikings_below_even_and_refused_above() {
        assert!(accepts_draw(-300) && accepts_draw(-30_000));
        assert!(!accepts_draw(-299) && !accepts_draw(-125) && !accepts_draw(0) && !accepts_draw(400));
    }
}
