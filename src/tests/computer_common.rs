//! Apps with computer players, connected to a channel as the game loop
//! connects them, and the loop's part played by the test: search reports
//! fed back into `update`.

use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use crate::i18n::Lang;
use crate::tui::{Action, App, AppEvent, GameConfig};
use obereg_engine::PlayerKind;
use obereg_record::GameTree;
use obereg_rules::Position;

use crate::tests::common::{SIZE, config};

/// How long a test waits for the engine before it fails.
const PATIENCE: Duration = Duration::from_secs(30);

/// The players of `vikings` and `varangians` (in English) in a game from `start`,
/// connected: a computer to move starts thinking now.
pub fn connected(vikings: PlayerKind, varangians: PlayerKind, start: Position) -> (App, Receiver<AppEvent>) {
    let config = GameConfig { vikings_player: vikings, varangians_player: varangians, ..config(Lang::En) };
    connected_with(&config, start)
}

/// An app of `config` in a game from `start`, connected.
pub fn connected_with(config: &GameConfig, start: Position) -> (App, Receiver<AppEvent>) {
    let mut app = App::with_game(config, SIZE, GameTree::new(start, true));
    let (sender, events) = mpsc::channel();
    app.connect(sender);
    (app, events)
}

/// Feeds the searches' reports to `app` until `done` holds.
pub fn pump_until(app: &mut App, events: &Receiver<AppEvent>, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done(app) {
        let left = deadline.saturating_duration_since(Instant::now());
        match events.recv_timeout(left) {
            Ok(AppEvent::Search(id, report)) => app.update(Action::Search(id, report)),
            Ok(other) => panic!("only searches report here, not {other:?}"),
            Err(_) => panic!("the engine never got there: {:?}", app.search_status()),
        }
    }
}
