//! The game in the terminal: two players at one keyboard (hot seat), or a
//! person against the computer, or the computer against itself.
//!
//! Data flows one way: a terminal event becomes an [`screens::game::action::Action`] in
//! [`screens::game::input::action_for`] (pure), [`screens::game::update()`] changes the [`screens::game::app::App`] and returns
//! [`screens::game::command::Command`]s, and `impl Widget for &App` draws it. [`run`] wires this to
//! a real terminal: its [`screens::game::perform::Performer`] does the commands (files,
//! the engine's thread, timers) and feeds their results back as actions.
//!
//! The one state of the game is a [`obereg_record::GameRecord`]: its move
//! tree gives play, undo and redo, variations and review, and its tags the
//! players' names, so what is saved is always what is on the screen.

pub(crate) mod config;
pub(crate) mod drawing;
pub(crate) mod files;
pub(crate) mod keys;
pub(crate) mod learning;
pub(crate) mod network;
pub(crate) mod runtime;
pub(crate) mod screens;

pub use config::GameConfig;
#[cfg(target_arch = "wasm32")]
pub use drawing::cell_look::cell_css;
#[cfg(target_arch = "wasm32")]
pub use runtime::page::Page;
#[cfg(not(target_arch = "wasm32"))]
pub use runtime::shell::run;

use crate::cli::Board;
use crate::i18n::text_arg;
use keys::Event;
use screens::game::action::Action;
pub use screens::settings::Kept;
use std::io;

use files::storage::Start;

/// Everything the loop waits for arrives on one channel: terminal events
/// from a reader thread, signals from a signal thread, and actions from the
/// loop's own workers (the engine's reports, the network). The loop blocks
/// on the channel (or until its next timer), so an idle game uses no CPU.
#[derive(Debug)]
pub enum AppEvent {
    /// A key, a mouse click, a resize.
    Terminal(Event),
    /// SIGTERM, SIGHUP or SIGINT: leave, restoring the terminal.
    Signal(i32),
    /// Reading the terminal failed; the game cannot go on.
    InputFailed(io::Error),
    /// An action from one of the loop's workers, for [`crate::tui::screens::game::update()`].
    Action(Action),
    /// The connection to an online server reported something.
    Online(crate::tui::network::online::ConnEvent),
}

/// What a game's screen is opened from: its files, its board and its puzzles.
type Prepared = (Start, Board, Vec<crate::puzzle::Puzzle>);

/// What a game's run needs before the terminal is taken: its files, its
/// board and its puzzles.
///
/// # Errors
/// When the `--load` file cannot be opened, the board asked for is not the
/// game's, or no puzzle is of the kind asked for.
fn prepare(config: &GameConfig) -> anyhow::Result<Prepared> {
    let messages = &config.messages;
    let describe = |error: files::storage::LoadError| anyhow::anyhow!(error.describe(messages));
    let mut start = Start::prepare(&config.opening).map_err(describe)?;
    let board = start.board(config.board, config.new_board, &config.opening).map_err(describe)?;
    Ok((start, board, chosen_puzzles(config)?))
}

/// The shipped puzzles `config` chooses, when it asks for puzzles.
///
/// # Errors
/// When none is of the theme and length asked for.
fn chosen_puzzles(config: &GameConfig) -> anyhow::Result<Vec<crate::puzzle::Puzzle>> {
    let Some(choice) = config.puzzles else { return Ok(Vec::new()) };
    // Every shipped file loads: the tests read each one.
    let all = crate::puzzle::shipped().map_err(|(name, error)| anyhow::anyhow!("{name}: {error}"))?;
    let chosen: Vec<_> = all.into_iter().filter(|puzzle| choice.admits(puzzle)).collect();
    if chosen.is_empty() {
        let theme = choice.theme.map_or("-", |theme| theme.name());
        let length = choice.length.map_or("-".to_string(), |length| length.to_string());
        let args = [text_arg("theme", theme), text_arg("length", length)];
        anyhow::bail!(config.messages.format("puzzle-none-chosen", &args));
    }
    Ok(chosen)
}
