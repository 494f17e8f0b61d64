//! What [`super::update()`] asks the game loop to do: everything that
//! touches the world outside the game's state (files, the engine's thread,
//! timers, randomness). The loop performs each command and feeds what came
//! of it back as an [`Action`].

use std::time::Duration;

use obereg_engine::Level;
use obereg_net::{ClockState, Message, Turn};
use obereg_rules::{Game, Outcome, Reading, Roll};

use super::action::Action;
use crate::tui::files::storage::Effect;
use crate::tui::learning::progress_file::ProgressFile;

/// One thing for the game loop to do in a game on the `N`×`N` board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command<const N: usize = 9> {
    /// Do `Effect` in the data directory; the loop answers with
    /// [`Action::Stored`].
    Store(Effect),
    /// Start a search; its reports come back as [`Action::Search`].
    Think(Think<N>),
    /// Stop the search running, if any: its late answer is dropped by its
    /// number, and nothing waits for it.
    StopThinking,
    /// The engine forgets what it learned of the last game, so every new
    /// game starts alike.
    ForgetGame,
    /// After this long, feed this action back (the spinner, the watch pause).
    After(Duration, Action),
    /// Send this to the other player over the network.
    Send(Message),
    /// Tell the network link how the game stands, for a (re)join.
    Share(Shared),
    /// Ring the terminal bell: the other player moved.
    Bell,
    /// Copy this text to the terminal's clipboard (OSC 52).
    Copy(String),
    /// Write this progress file with this text; a failure comes back as
    /// [`Action::Stored`].
    KeepProgress(ProgressFile, String),
    /// Roll the die for the side to move in a game at one keyboard; the
    /// loop answers with [`Action::Rolled`], from the system's randomness
    /// or `--seed`. A network host rolls its seeded die without the loop.
    Roll,
}

/// How a network game stands, for the link to tell a (re)joining player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// The game's number.
    pub game: u64,
    /// The version of the line: how many takebacks the host made.
    pub version: u32,
    /// Every turn played (the moves, and the passes of a die game).
    pub moves: Vec<Turn>,
    /// The clocks, if the game has them.
    pub clocks: Option<ClockState>,
    /// In a die game, the roll of the turn under way, once rolled.
    pub roll: Option<Roll>,
    /// How the game ended, if it has.
    pub result: Option<Outcome>,
}

/// A search to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Think<const N: usize = 9> {
    /// Its number, which its reports carry.
    pub search: u64,
    /// The game searched, to the position on the board.
    pub game: Game<N>,
    /// How strongly to search; the loop draws the level's random seed.
    pub level: Level,
    /// The time per move instead of the level's own, if given.
    pub think_time: Option<Duration>,
    /// In a die game, the turn to play: the search then weighs the rolls
    /// to come.
    pub die: Option<DieSearch>,
}

/// The turn a die search plays: its `game` starts at the position on the
/// board (a game holds no passes), so the positions before come apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DieSearch {
    /// The roll to play.
    pub roll: Roll,
    /// How it is read.
    pub reading: Reading,
    /// The hashes of the game's positions to the one on the board, for
    /// R15 (empty when the rule is off).
    pub history: Vec<u64>,
}
