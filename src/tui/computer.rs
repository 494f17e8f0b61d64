//! The computer at the board: when it is to move, the engine searches on a
//! worker thread that sends its progress and its move back as
//! [`AppEvent::Search`] over the game loop's channel, so the screen stays
//! alive; a spinner ticks (by a timer thread) only while a search runs.
//! The same worker finds hints (`t`) for a person.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread;
use std::time::{Duration, Instant};

use obereg_engine::{Engine, Level, PlayerKind, Progress, Thinking};
use obereg_rules::{Move, Side};

use super::action::Action;
use super::app::{App, Mode, Notice};
use super::events::AppEvent;

/// How long a hint may think.
pub const HINT_TIME: Duration = Duration::from_secs(1);

/// When the computer plays both sides, each move shows for at least this
/// long, so a person can follow the game.
pub const WATCH_PAUSE: Duration = Duration::from_millis(700);

/// How often the spinner turns while a search runs.
const TICK: Duration = Duration::from_millis(125);

/// What a search on the worker thread reports to the game loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// The engine's own report: a completed depth, or its answer.
    Thought(obereg_engine::Event),
    /// The spinner's timer.
    Tick,
}

/// Why the engine searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer chooses its move.
    Move,
    /// A hint for the person to move.
    Hint,
}

/// What the status line shows of the running search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchStatus {
    /// Whose move is searched for.
    pub purpose: Purpose,
    /// The side to move.
    pub side: Side,
    /// The deepest completed depth (0 before the first).
    pub depth: u32,
    /// The score of the last completed depth for the side to move, in
    /// hundredths of a Viking.
    pub score: Option<i32>,
    /// Plies to a forced end, when the engine sees one.
    pub win_in: Option<i32>,
    /// How far the spinner has turned.
    pub spinner: usize,
}

/// A search running (or, with both sides the computer's, a move waiting
/// out [`WATCH_PAUSE`]).
struct Search {
    id: u64,
    purpose: Purpose,
    /// The position searched, by its hash: a search of another position is stale.
    position: u64,
    thinking: Option<Thinking>,
    ticking: Arc<AtomicBool>,
    started: Instant,
    progress: Option<Progress>,
    spinner: usize,
    waiting: Option<Move>,
}

impl Drop for Search {
    /// A search nobody needs stops its timer (and the engine, by dropping it).
    fn drop(&mut self) {
        self.ticking.store(true, Ordering::Relaxed);
    }
}

/// The computer's side of the app: the channel to the game loop, the
/// engine between searches, the running search and the last hint.
pub struct ComputerPlay {
    think_time: Option<Duration>,
    sender: Option<Sender<AppEvent>>,
    engine: Option<Engine>,
    searches: u64,
    search: Option<Search>,
    /// The suggested move and the hash of the position it is for.
    hint: Option<(u64, Move)>,
}

impl fmt::Debug for ComputerPlay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ComputerPlay")
            .field("think_time", &self.think_time)
            .field("connected", &self.sender.is_some())
            .field("searching", &self.search.as_ref().map(|search| search.purpose))
            .field("hint", &self.hint)
            .finish_non_exhaustive()
    }
}

impl ComputerPlay {
    /// No search yet; `think_time` overrides the levels' time per move.
    pub fn new(think_time: Option<Duration>) -> ComputerPlay {
        ComputerPlay { think_time, sender: None, engine: None, searches: 0, search: None, hint: None }
    }

    /// Stops any search (its late answer is dropped).
    pub(super) fn stop(&mut self) {
        self.search = None;
    }

    /// Stops any search and forgets the engine's memory of the last game.
    pub(super) fn new_game(&mut self) {
        self.search = None;
        self.hint = None;
        if let Some(engine) = self.engine.as_mut() {
            engine.new_game();
        }
    }
}

impl App {
    /// Lets the app start searches, which report on `sender`; the computer
    /// starts thinking now if it is to move. Without this (as in tests of
    /// [`App::update`] alone) the computer never moves by itself.
    pub fn connect(&mut self, sender: Sender<AppEvent>) {
        self.computer.sender = Some(sender);
        self.think_if_computer_to_move();
    }

    /// The running search, as the status line shows it.
    pub fn search_status(&self) -> Option<SearchStatus> {
        let search = self.computer.search.as_ref()?;
        let progress = search.progress.as_ref();
        Some(SearchStatus {
            purpose: search.purpose,
            side: self.position().to_move(),
            depth: progress.map_or(0, |p| p.depth),
            score: progress.map(|p| p.score),
            win_in: progress.and_then(Progress::win_in),
            spinner: search.spinner,
        })
    }

    /// The move the last hint suggests, while its position is on the board.
    pub fn hint(&self) -> Option<Move> {
        self.computer.hint.filter(|(position, _)| *position == self.position().hash()).map(|(_, mv)| mv)
    }

    /// Whether the computer is to move in a game still going on, the game
    /// itself on the board (not an earlier position under review).
    pub fn computer_to_move(&self) -> bool {
        self.game().outcome().is_none()
            && !self.is_reviewing()
            && !self.players.is_human(self.position().to_move())
    }

    /// Handles what the worker reported about search `id`; reports of a
    /// search stopped or replaced since are dropped.
    pub(super) fn on_search(&mut self, id: u64, report: Report) {
        let both = !self.players.is_human(Side::Vikings) && !self.players.is_human(Side::Varangians);
        let Some(search) = self.computer.search.as_mut().filter(|search| search.id == id) else { return };
        let answer = match report {
            Report::Tick => {
                search.spinner += 1;
                let waited = search.started.elapsed() >= WATCH_PAUSE;
                if waited { search.waiting.take().map(Some) } else { None }
            }
            Report::Thought(obereg_engine::Event::Progress(progress)) => {
                search.progress = Some(progress);
                None
            }
            Report::Thought(obereg_engine::Event::Done(progress)) => {
                // Done is the thread's last report: joining only waits for it to return the engine.
                self.computer.engine = search.thinking.take().map(Thinking::join);
                let best = progress.best();
                search.progress = Some(progress);
                let watched = search.purpose == Purpose::Move && both && best.is_some();
                if watched && search.started.elapsed() < WATCH_PAUSE {
                    search.waiting = best;
                    None
                } else {
                    Some(best)
                }
            }
        };
        if let Some(best) = answer {
            self.finish_search(best);
        }
    }

    fn finish_search(&mut self, best: Option<Move>) {
        let Some(search) = self.computer.search.take() else { return };
        match (search.purpose, best) {
            (Purpose::Move, Some(mv)) => self.play(mv),
            (Purpose::Hint, Some(mv)) => {
                self.computer.hint = Some((search.position, mv));
                self.notice = Notice::Hint(mv);
            }
            (_, None) => {}
        }
    }

    /// `t`: a hint for the person to move.
    pub(super) fn ask_hint(&mut self) {
        if self.mode() != Mode::Play || self.computer_to_move() {
            self.notice = Notice::NoHint;
        } else if self.computer.search.is_none() {
            let settings = Level::Max.settings(Some(HINT_TIME), 0);
            self.start_search(Purpose::Hint, settings);
        }
    }

    /// How many moves undo takes back: until a person is to move again,
    /// at least one of theirs. Between two people one; against the
    /// computer back to the person's last turn; with both sides the
    /// computer's, none.
    pub(super) fn moves_to_take_back(&self) -> usize {
        let game = self.game();
        let now = game.position().to_move();
        let side_after = |count: usize| if count.is_multiple_of(2) { now } else { now.opponent() };
        (1..=game.depth(game.current())).find(|&count| self.players.is_human(side_after(count))).unwrap_or(0)
    }

    /// After every update: stops what is no longer wanted (the player quit,
    /// a search or hint of a position no longer on the board) and starts the
    /// computer's search when it is to move.
    pub(super) fn think_if_computer_to_move(&mut self) {
        let position = self.position().hash();
        let stale = self.computer.search.as_ref().is_some_and(|search| search.position != position);
        if self.quit || stale {
            self.computer.search = None;
        }
        if self.computer.hint.is_some_and(|(hinted, _)| hinted != position) {
            self.computer.hint = None;
        }
        if self.quit || self.computer.search.is_some() || !self.computer_to_move() {
            return;
        }
        if let PlayerKind::Computer(level) = self.players.kind(self.position().to_move()) {
            let settings = level.settings(self.computer.think_time, fastrand::u64(..));
            self.start_search(Purpose::Move, settings);
        }
    }

    fn start_search(&mut self, purpose: Purpose, settings: obereg_engine::Settings) {
        let Some(sender) = self.computer.sender.clone() else { return };
        self.computer.searches += 1;
        let id = self.computer.searches;
        let engine = self.computer.engine.take().unwrap_or_default();
        let reporter = sender.clone();
        let thinking =
            Thinking::start(engine, self.game().game_at(self.game().viewed()), settings, move |event| {
                // The game loop may be gone (the player quit): nobody to tell.
                let _ = reporter.send(AppEvent::Search(id, Report::Thought(event)));
            });
        self.computer.search = Some(Search {
            id,
            purpose,
            position: self.position().hash(),
            thinking: Some(thinking),
            ticking: spin(sender, id),
            started: Instant::now(),
            progress: None,
            spinner: 0,
            waiting: None,
        });
    }
}

/// Starts the spinner's timer for search `id`; it stops when the returned
/// flag is raised or the game loop is gone.
fn spin(sender: Sender<AppEvent>, id: u64) -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let started = thread::Builder::new().name("spinner".into()).spawn(move || {
        loop {
            thread::sleep(TICK);
            if flag.load(Ordering::Relaxed) || sender.send(AppEvent::Search(id, Report::Tick)).is_err() {
                break;
            }
        }
    });
    // Without the timer the search still answers; only the spinner stands still.
    drop(started);
    stop
}

/// Whether `action` is a move or an offer, which only the side to move makes.
pub(super) fn takes_a_turn(action: &Action) -> bool {
    matches!(
        action,
        Action::Choose
            | Action::Click(_)
            | Action::OpenPrompt
            | Action::PromptSubmit
            | Action::OfferDraw
            | Action::AcceptDraw
    )
}
