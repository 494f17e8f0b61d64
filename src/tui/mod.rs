//! The game in the terminal: two players at one keyboard (hot seat), or a
//! person against the computer, or the computer against itself.
//!
//! Data flows one way: a terminal event becomes an [`Action`] in
//! [`input::action_for`] (pure), [`update()`] changes the [`App`] and returns
//! [`command::Command`]s, and `impl Widget for &App` draws it. [`run`] wires this to
//! a real terminal: its [`perform::Performer`] does the commands (files,
//! the engine's thread, timers) and feeds their results back as actions.
//!
//! The one state of the game is a [`obereg_record::GameRecord`]: its move
//! tree gives play, undo and redo, variations and review, and its tags the
//! players' names, so what is saved is always what is on the screen.

mod action;
mod app;
mod chosen;
mod command;
mod computer;
mod config;
mod die;
mod events;
mod free_board;
pub mod geometry;
mod help;
pub mod input;
mod lesson_miss;
mod lesson_view;
mod lessons;
mod link;
mod notice;
mod palette;
mod perform;
mod players;
mod progress_file;
mod puzzles;
mod remote;
mod render;
mod roller;
mod screens;
mod stars;
mod storage;
mod terminal;
mod theme;
mod timers;
mod trainer;
mod update;
mod wrap;

pub use action::Action;
pub use app::App;
pub use config::GameConfig;
pub use update::update;

#[cfg(test)]
pub use {
    action::{Report, Scroll},
    app::Mode,
    command::{Command, Think},
    computer::{Purpose, TICK, WATCH_PAUSE},
    config::{ConfigError, MAX_NAME},
    die::ROLL_FRAME,
    lesson_miss::Miss,
    lessons::{Goal, LESSONS, Lesson},
    link::{Hosting, hosting, set_table, turns},
    notice::{Failure, LessonNotice, NetNotice, Notice, PuzzleNotice},
    progress_file::{ProgressFile, write as write_progress},
    puzzles::{REPLY_PAUSE, Stage, load_progress as load_puzzles},
    remote::{LinkState, PeerEvent, Remote, Role, Trouble},
    stars::{Loaded, Progress},
    storage::{Effect, StoreFailure, Stored, perform},
    timers::Timers,
    update::DEMO_STEP,
};

use std::process::ExitCode;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Instant;

use anyhow::Context;

use crate::cli::{Board, on_board};
use crate::i18n::text_arg;
use obereg_record::AnyRecord;
pub use puzzles::PuzzleRun;
pub use screens::settings::Kept;

use events::AppEvent;
use perform::Performer;
use screens::Go;
use screens::menu::{Menu, MenuView, Unfinished};
use storage::{Opening, Start};
use terminal::TerminalGuard;

/// Plays games in the terminal until the players quit. The terminal is
/// restored on every way out. The game is autosaved after every change.
/// When no flag named a game, the run opens on the start menu, and each
/// game it opens returns to it; its settings screen changes what is `kept`.
///
/// # Errors
/// When the terminal cannot be set up, drawn on or read, or the `--load`
/// file cannot be opened (nothing is drawn then and the file is untouched).
pub fn run(config: &GameConfig, kept: &mut Kept<'_>) -> anyhow::Result<ExitCode> {
    if config.menu {
        let mut shell = Shell::enter(&config.messages)?;
        return run_menu(config, kept, &mut shell);
    }
    let (start, board, chosen) = prepare(config)?;
    let mut shell = Shell::enter(&config.messages)?;
    match on_board!(board, run_on(config, start, chosen, &mut shell))? {
        Leave::Exit(code) => Ok(code),
        Leave::Menu => run_menu(config, kept, &mut shell),
    }
}

/// What a game's run needs before the terminal is taken: its files, its
/// board and its puzzles.
///
/// # Errors
/// When the `--load` file cannot be opened, the board asked for is not the
/// game's, or no puzzle is of the kind asked for.
fn prepare(config: &GameConfig) -> anyhow::Result<(Start, Board, Vec<crate::puzzle::Puzzle>)> {
    let messages = &config.messages;
    let describe = |error: storage::LoadError| anyhow::anyhow!(error.describe(messages));
    let mut start = Start::prepare(&config.opening).map_err(describe)?;
    let board = start.board(config.board, config.new_board, &config.opening).map_err(describe)?;
    Ok((start, board, chosen_puzzles(config)?))
}

/// The terminal, taken for the run, and the loop's one channel.
struct Shell {
    guard: TerminalGuard,
    sender: mpsc::Sender<AppEvent>,
    events: mpsc::Receiver<AppEvent>,
}

impl Shell {
    /// Takes the terminal and starts the sources of its events.
    ///
    /// # Errors
    /// When the output is no terminal or it cannot be set up.
    fn enter(messages: &crate::i18n::Messages) -> anyhow::Result<Shell> {
        let context = messages.text("error-terminal");
        if !terminal::is_one() {
            anyhow::bail!(messages.text("error-no-terminal"));
        }
        let guard = TerminalGuard::enter().context(context.clone())?;
        let (sender, events) = mpsc::channel();
        events::spawn_sources(&sender).context(context)?;
        Ok(Shell { guard, sender, events })
    }
}

/// How a game's run ended: the app is left, or the menu asked for.
enum Leave {
    Exit(ExitCode),
    Menu,
}

/// The start menu, and the games it opens, until the player quits. A
/// game that cannot start says why in the menu.
fn run_menu(config: &GameConfig, kept: &mut Kept<'_>, shell: &mut Shell) -> anyhow::Result<ExitCode> {
    let mut config = config.clone();
    let mut failed = None;
    loop {
        let go = match choose_in_menu(&config, shell, failed.take())? {
            Ok(go) => go,
            Err(code) => return Ok(code),
        };
        if go == Go::Quit {
            return Ok(ExitCode::SUCCESS);
        }
        if go == Go::Settings {
            match screens::settings::run(&config, kept, &mut shell.guard.terminal, &shell.events)? {
                Ok(remade) => config = remade,
                Err(code) => return Ok(code),
            }
            continue;
        }
        let chosen = config.chosen(&go);
        // The trouble with the settings file is told in the first game opened, not in each.
        config.settings_trouble = None;
        let opened = prepare(&chosen)
            .and_then(|(start, board, puzzles)| on_board!(board, run_on(&chosen, start, puzzles, shell)));
        match opened {
            Ok(Leave::Exit(code)) => return Ok(code),
            Ok(Leave::Menu) => {}
            Err(error) => failed = Some(crate::i18n::describe_error(&config.messages, &error)),
        }
    }
}

/// The menu shown until the player chooses (`Ok(Ok(go))`) or a signal
/// ends the run (`Ok(Err(code))`); `failed`: why the last choice did not start.
fn choose_in_menu(
    config: &GameConfig,
    shell: &mut Shell,
    failed: Option<String>,
) -> anyhow::Result<Result<Go, ExitCode>> {
    let context = config.messages.text("error-terminal");
    let size = shell.guard.terminal.size().context(context.clone())?;
    let unfinished = Start::prepare(&Opening::Ask).ok().and_then(|start| start.offer).map(unfinished_of);
    let mut menu = Menu::new(unfinished, (size.width, size.height)).with_level(config.level);
    if let Some(why) = failed {
        menu.failed(why);
    }
    let theme = theme::Theme::new(config.ascii, config.color, config.theme);
    loop {
        let view = MenuView { menu: &menu, messages: &config.messages, theme: &theme };
        shell
            .guard
            .terminal
            .draw(|frame| frame.render_widget(&view, frame.area()))
            .context(context.clone())?;
        match shell.events.recv() {
            Ok(AppEvent::Terminal(event)) => {
                let action = screens::menu::action_for(&event, &menu);
                if let Some(go) = action.and_then(|action| menu.update(action)) {
                    return Ok(Ok(go));
                }
            }
            Ok(AppEvent::Signal(signal)) => return Ok(Err(ExitCode::from(128 + signal as u8))),
            Ok(AppEvent::InputFailed(error)) => return Err(error).context(context),
            // What a game left behind (a search finishing) is not the menu's.
            Ok(AppEvent::Action(_)) => {}
            Err(_) => return Ok(Err(ExitCode::SUCCESS)),
        }
    }
}

/// The unfinished game as the menu names it: its players and moves.
fn unfinished_of(record: AnyRecord) -> Unfinished {
    fn of<const N: usize>(record: &obereg_record::GameRecord<N>) -> Unfinished {
        let name = |side| record.player(side).unwrap_or_default().to_string();
        let game = record.game();
        Unfinished {
            vikings: name(obereg_rules::Side::Vikings),
            varangians: name(obereg_rules::Side::Varangians),
            moves: game.depth(game.current()),
        }
    }
    match &record {
        AnyRecord::Nine(record) => of(record),
        AnyRecord::Eleven(record) => of(record),
    }
}

/// [`run`] on the `N`×`N` board; `start`'s games are on it.
fn run_on<const N: usize>(
    config: &GameConfig,
    start: Start,
    chosen: Vec<crate::puzzle::Puzzle>,
    shell: &mut Shell,
) -> anyhow::Result<Leave> {
    let messages = &config.messages;
    let context = messages.text("error-terminal");
    let Shell { guard, sender, events } = shell;
    let size = guard.terminal.size().context(context.clone())?;
    let Start { store, game, offer, mut reports } = start;
    reports.extend(config.settings_trouble.clone().map(storage::Stored::Settings));
    let size = (size.width, size.height);
    let progress = (config.opening == Opening::Puzzles).then(|| {
        let (progress, report) = store.as_ref().map(puzzles::load_progress).unwrap_or_default();
        reports.extend(report);
        progress
    });
    let (game, offer) = (game.and_then(AnyRecord::on_board::<N>), offer.and_then(AnyRecord::on_board::<N>));
    let mut app = match (progress, game, offer) {
        (Some(progress), ..) => App::for_puzzles(config, size, PuzzleRun::new(chosen, progress)),
        (None, Some(record), _) => App::with_record(config, size, record),
        (None, None, Some(unfinished)) => App::offering(config, size, unfinished),
        (None, None, None) => App::new(config, size),
    };
    let link = match &config.network {
        Some(network) => {
            let opened = link::open(network, app.record(), app.clock().copied(), config.quiet, sender)
                .map_err(|error| anyhow::anyhow!(messages.net_error(&error)))?;
            app.connect(opened.remote);
            Some(opened.link)
        }
        None => None,
    };
    let mut performer = Performer::new(store, sender.clone(), link, config.seed);
    performer.handle(&mut app, Action::Begin);
    if let Some((setup, to_move)) = &config.free_board {
        app.open_free_board(setup.clone(), *to_move);
    }
    if let Some(reset) = config.lessons {
        performer.open_lessons(&mut app, reset);
    }
    for report in reports {
        performer.handle(&mut app, Action::Stored(report));
    }
    loop {
        guard.terminal.draw(|frame| frame.render_widget(&app, frame.area())).context(context.clone())?;
        if app.should_quit() {
            return Ok(Leave::Exit(ExitCode::SUCCESS));
        }
        if app.wants_menu() {
            return Ok(Leave::Menu);
        }
        // Blocks until something happens or a timer is due: an idle game
        // uses no CPU.
        let event = match performer.next_timer() {
            Some(due) => events.recv_timeout(due.saturating_duration_since(Instant::now())),
            None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match event {
            Ok(AppEvent::Terminal(event)) => {
                if let Some(action) = input::action_for(&event, app.mode(), app.size(), app.board_side()) {
                    performer.handle(&mut app, action);
                }
            }
            // Quitting saves the time spent on the move in progress; the
            // exit code is the shell's convention: 128 + the signal number.
            Ok(AppEvent::Signal(signal)) => {
                performer.handle(&mut app, Action::Quit);
                return Ok(Leave::Exit(ExitCode::from(128 + signal as u8)));
            }
            Ok(AppEvent::InputFailed(error)) => return Err(error).context(context),
            Ok(AppEvent::Action(action)) => performer.handle(&mut app, action),
            Err(RecvTimeoutError::Timeout) => performer.fire_timers(&mut app),
            Err(RecvTimeoutError::Disconnected) => return Ok(Leave::Exit(ExitCode::SUCCESS)),
        }
    }
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
