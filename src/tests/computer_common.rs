//! Apps with computer players, and the game loop's part played by the test
//! on the same thread: a search asked for is run to its end at once, with a
//! node budget instead of a clock, and its reports are fed back into
//! `update`; timers fire when the test says so.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::lang::Lang;
use crate::tui::GameConfig;
use crate::tui::screens::game::action::{Action, Report};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::{Command, Think};
use crate::tui::screens::game::update;
use obereg_engine::{Engine, Event as SearchEvent, Level, PlayerKind};
use obereg_record::GameTree;
use obereg_rules::Position;

use crate::tests::common::{SIZE, config};

/// The most positions a search of the strongest level visits in a test,
/// instead of its time per move.
const MAX_NODES: u64 = 20_000;

/// The players of `vikings` and `varangians` (in English) in a game from
/// `start`, begun as the loop begins it: a computer to move starts thinking
/// now. Returns what the first update asked for.
pub fn begun(vikings: PlayerKind, varangians: PlayerKind, start: Position) -> (App, Vec<Command>) {
    let config = GameConfig { vikings_player: vikings, varangians_player: varangians, ..config(Lang::En) };
    begun_with(&config, start)
}

/// An app of `config` in a game from `start`, begun.
pub fn begun_with(config: &GameConfig, start: Position) -> (App, Vec<Command>) {
    let mut app = App::with_game(config, SIZE, GameTree::new(start, true));
    let commands = update(&mut app, Action::Begin);
    (app, commands)
}

/// The search `commands` ask for, if any.
pub fn think(commands: &[Command]) -> Option<Think> {
    commands.iter().find_map(|command| match command {
        Command::Think(think) => Some(think.clone()),
        _ => None,
    })
}

/// Runs the search `think` asks for on this thread, as the loop would on
/// its own, with a fixed seed and a node budget at the strongest level:
/// its reports, [`SearchEvent::Done`] last.
pub fn reports(think: &Think) -> Vec<Action> {
    let mut settings = think.level.settings(think.think_time, 7);
    if think.level == Level::Max {
        settings.limits.time = None;
        settings.limits.nodes = Some(MAX_NODES);
    }
    let mut events = Vec::new();
    let stop = Arc::new(AtomicBool::new(false));
    let done = Engine::new(1).search(&think.game, &settings, stop, |progress| {
        events.push(SearchEvent::Progress(progress.clone()));
    });
    events.push(SearchEvent::Done(done));
    events.into_iter().map(|event| Action::Search(think.search, Report::Thought(event))).collect()
}

/// Runs the search `commands` ask for and feeds all its reports to `app`;
/// returns what the last update asked for (empty when no search was asked).
pub fn answer(app: &mut App, commands: &[Command]) -> Vec<Command> {
    let Some(think) = think(commands) else { return Vec::new() };
    let mut last = Vec::new();
    for action in reports(&think) {
        last = update(app, action);
    }
    last
}
