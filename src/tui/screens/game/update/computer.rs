//! The updates of the computer at the board: starting its search when it
//! is to move, its reports, the watch pause, hints. The game loop runs the
//! searches and the timers these ask for.

use obereg_engine::{Event as SearchEvent, Level, PlayerKind};
use obereg_rules::{Move, Side};

use crate::tui::screens::game::action::{Action, Report};
use crate::tui::screens::game::app::App;
use crate::tui::screens::game::command::{Command, DieSearch, Think};
use crate::tui::screens::game::computer::{HINT_TIME, Purpose, Search, TICK, WATCH_PAUSE};
use crate::tui::screens::game::notice::Notice;

impl<const N: usize> App<N> {
    /// Handles what the loop reported about search `id`; reports of a
    /// search stopped or replaced since are dropped (and so its timers end).
    pub(super) fn on_search(&mut self, id: u64, report: Report, commands: &mut Vec<Command<N>>) {
        let Some(search) = self.computer.search.as_mut().filter(|search| search.id == id) else { return };
        let answer = match report {
            Report::Tick => {
                search.spinner += 1;
                commands.push(Command::After(TICK, Action::Search(id, Report::Tick)));
                None
            }
            Report::Paused => {
                search.pausing = false;
                search.waiting.take().map(Some)
            }
            Report::Thought(SearchEvent::Progress(progress)) => {
                search.progress = Some(progress);
                None
            }
            Report::Thought(SearchEvent::Done(progress)) => {
                let best = progress.best();
                search.progress = Some(progress);
                if search.pausing && best.is_some() {
                    search.waiting = best;
                    None
                } else {
                    Some(best)
                }
            }
        };
        if let Some(best) = answer {
            self.finish_search(best, commands);
        }
    }

    fn finish_search(&mut self, best: Option<Move>, commands: &mut Vec<Command<N>>) {
        let Some(search) = self.computer.search.take() else { return };
        match (search.purpose, best) {
            (Purpose::Move, Some(mv)) => self.play(mv, commands),
            (Purpose::Refute, Some(mv)) => self.computer.refutation = Some(mv),
            (Purpose::Hint, Some(mv)) => {
                self.computer.hint = Some((search.position, mv));
                self.computer.analysis = search.progress.map(|progress| (search.position, progress));
                self.notice = Notice::Hint(mv);
            }
            (_, None) => {}
        }
    }

    /// `t`: a hint for the person to move.
    pub(super) fn ask_hint(&mut self, commands: &mut Vec<Command<N>>) {
        if !self.playing() || self.computer_to_move() {
            self.notice = Notice::NoHint;
        } else if self.computer.search.is_none() {
            self.start_search(Purpose::Hint, Level::Max, Some(HINT_TIME), commands);
        }
    }

    /// After every update: stops what is no longer wanted (the player quit,
    /// a search or hint of a position no longer on the board) and starts the
    /// computer's search when it is to move.
    pub(super) fn think_if_computer_to_move(&mut self, commands: &mut Vec<Command<N>>) {
        let position = self.position().hash();
        let stale = self.computer.search.as_ref().is_some_and(|search| search.position != position);
        if (self.quit || stale) && self.computer.search.take().is_some() {
            commands.push(Command::StopThinking);
        }
        if self.computer.hint.is_some_and(|(hinted, _)| hinted != position) {
            self.computer.hint = None;
        }
        let unrolled = self.die.as_ref().is_some_and(|die| die.roll.is_none());
        if self.quit || self.computer.search.is_some() || !self.computer_to_move() || unrolled {
            return;
        }
        if let PlayerKind::Computer(level) = self.players.kind(self.position().to_move()) {
            let think_time = self.clock_share().or(self.computer.think_time);
            self.start_search(Purpose::Move, level, think_time, commands);
        }
    }

    /// Asks the loop for a search of the position on the board, with the
    /// spinner's timer and, when the computer plays both sides, the watch
    /// pause.
    pub(in crate::tui) fn start_search(
        &mut self,
        purpose: Purpose,
        level: Level,
        think_time: Option<std::time::Duration>,
        commands: &mut Vec<Command<N>>,
    ) {
        self.computer.searches += 1;
        let id = self.computer.searches;
        let both = !self.players.is_human(Side::Vikings) && !self.players.is_human(Side::Varangians);
        let pausing = purpose == Purpose::Move && both;
        let game = self.game().game_at(self.game().viewed());
        let die = self.die.as_ref().and_then(|die| {
            let history = self.game().repetition_line(self.game().viewed());
            Some(DieSearch { roll: die.roll?, reading: die.reading, history })
        });
        commands.push(Command::Think(Think { search: id, game, level, think_time, die }));
        commands.push(Command::After(TICK, Action::Search(id, Report::Tick)));
        if pausing {
            commands.push(Command::After(WATCH_PAUSE, Action::Search(id, Report::Paused)));
        }
        let position = self.position().hash();
        self.computer.search =
            Some(Search { id, purpose, position, progress: None, spinner: 0, pausing, waiting: None });
    }
}
