//! The engine's side of one OTEP conversation: the game as the host
//! describes it, the host's clock, and the search under way.

use std::io::Write;
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use super::clock::HostClock;
use super::command::Command;
use super::task::{Purpose, Task};
use super::{Input, say};
use crate::{Engine, Event, Progress};
use obereg_rules::{Game, Move, Position, RulesString, Side};

/// Thinking time when the host sends no clock.
const DEFAULT_THINK_TIME: Duration = Duration::from_secs(5);

/// The engine's view of the host's game on the `N`×`N` board.
pub(super) struct Session<const N: usize> {
    /// The engine, when no search holds it.
    engine: Option<Engine>,
    game: Game<N>,
    repetition_draw: bool,
    clock: Option<HostClock>,
    task: Option<Task>,
    tasks_begun: u64,
    reports: Sender<Input>,
    /// Our last move and the position it was played in, until the host
    /// accepts or refuses it.
    proposed: Option<(Position<N>, Move)>,
    /// The host's input has ended: the search under way is stopped, and
    /// the session leaves once it is answered.
    closing: bool,
}

impl<const N: usize> Session<N> {
    /// A session whose searches report to `reports`.
    pub(super) fn new(reports: Sender<Input>) -> Session<N> {
        Session {
            engine: Some(Engine::default()),
            game: Game::new(Position::initial()),
            repetition_draw: true,
            clock: None,
            task: None,
            tasks_begun: 0,
            reports,
            proposed: None,
            closing: false,
        }
    }

    /// The same conversation on the `M`×`M` board (the host sent its rules
    /// string): the search under way is abandoned, the engine, the clock and
    /// the count of searches kept, so no stale report is taken for a new one.
    pub(super) fn on_board<const M: usize>(mut self) -> Session<M> {
        self.abandon();
        let mut session = Session::<M>::new(self.reports.clone());
        session.engine = self.engine.take();
        (session.clock, session.tasks_begun, session.closing) = (self.clock, self.tasks_begun, self.closing);
        session
    }

    /// When the search under way must be stopped, if one must.
    pub(super) fn deadline(&self) -> Option<Instant> {
        self.task.as_ref().and_then(Task::deadline)
    }

    /// Handles what came at `now`; `false` ends the session.
    pub(super) fn handle(
        &mut self,
        input: Input,
        now: Instant,
        output: &mut impl Write,
    ) -> std::io::Result<bool> {
        match input {
            Input::Host(command) => return self.obey(command, now, output),
            Input::Thought(id, event) if self.task.as_ref().is_some_and(|task| task.id == id) => {
                self.thought(event, now, output)?;
            }
            Input::Thought(..) => {} // From a search abandoned since.
            Input::TimeUp => self.task.iter_mut().for_each(Task::stop),
            Input::Closed => {
                self.closing = true;
                self.task.iter_mut().for_each(Task::stop);
            }
        }
        Ok(!(self.closing && self.task.is_none()))
    }

    /// A report of the search under way.
    fn thought(&mut self, event: Event, now: Instant, output: &mut impl Write) -> std::io::Result<()> {
        match event {
            Event::Progress(progress) => {
                self.task.iter_mut().for_each(|task| task.depth_done(&progress, now));
                Ok(())
            }
            Event::Done(result) => match self.task.take() {
                Some(task) => {
                    let purpose = task.purpose;
                    self.engine = Some(task.finish());
                    self.answer(purpose, &result, output)
                }
                None => Ok(()),
            },
        }
    }

    /// Carries out one command; `false` ends the session.
    fn obey(&mut self, command: Command, now: Instant, output: &mut impl Write) -> std::io::Result<bool> {
        match command {
            Command::Clock(clock) => {
                self.clock = clock;
                let playing = self.task.as_ref().and_then(|task| match task.purpose {
                    Purpose::Play(side) => Some(self.think_time(side)),
                    Purpose::Analyze => None,
                });
                if let (Some(task), Some(budget)) = (&mut self.task, playing) {
                    task.set_budget(now, budget);
                }
            }
            Command::Finish => self.abandon(),
            Command::Goodbye => {
                self.abandon();
                return Ok(false);
            }
            // Anything else changes the game or asks anew: the search under way is moot.
            command => {
                self.abandon();
                return self.follow_host(command, now, output);
            }
        }
        Ok(true)
    }

    /// Stops the search under way, if any, without answering it.
    fn abandon(&mut self) {
        if let Some(task) = self.task.take() {
            self.engine = Some(task.abandon());
        }
    }

    /// Carries out a command that sets up the game or asks for a search.
    fn follow_host(
        &mut self,
        command: Command,
        now: Instant,
        output: &mut impl Write,
    ) -> std::io::Result<bool> {
        match command {
            Command::Rules(text) => {
                let checked = text.parse::<RulesString>().and_then(|rules| rules.check_obereg_on::<N>());
                match checked {
                    Ok(rules) => {
                        self.repetition_draw = rules.repetition_draw;
                        self.restart(rules.start);
                    }
                    Err(why) => {
                        say(output, &format!("error -1 obereg plays only Obereg: {why}"))?;
                        return Ok(false);
                    }
                }
            }
            Command::Position(record) => self.set_up(&record, Side::Vikings),
            Command::Side(side) => self.set_up(&self.game.position().to_string(), side),
            Command::Play(side) => self.play(side, now, output)?,
            Command::Accepted(record) => {
                self.proposed = None;
                self.follow(&record, Side::Vikings, true);
            }
            Command::Refused => self.refused(),
            Command::OpponentMove(moves, record) => self.opponent_moved(&moves, &record),
            Command::Analyze(_, seconds) => {
                let time = Duration::try_from_secs_f64(seconds.clamp(0.01, 86_400.0));
                self.begin(Purpose::Analyze, now, time.unwrap_or(DEFAULT_THINK_TIME));
            }
            Command::Clock(_) | Command::Finish | Command::Goodbye => {}
        }
        Ok(true)
    }

    /// A new game from `start` under the session's R15 setting.
    fn restart(&mut self, start: Position<N>) {
        self.game = Game::new(start);
        self.game.set_repetition_rule(self.repetition_draw);
        self.engine.iter_mut().for_each(Engine::new_game);
    }

    /// Sets up the host's position record with `side` to move (bad records
    /// are ignored: OTEP has no reply for them).
    fn set_up(&mut self, record: &str, side: Side) {
        if let Ok(position) = Position::from_record(record, side) {
            self.restart(position);
        }
    }

    /// Follows the host's record after a move: when our game's position
    /// differs, the host's record wins (`side_after` to move if `ours` is
    /// false, else the side after our move).
    fn follow(&mut self, record: &str, side_after: Side, ours: bool) {
        let now = self.game.position();
        if now.to_string() != record {
            let side = if ours { now.to_move() } else { side_after };
            self.set_up(record, side);
        }
    }

    fn opponent_moved(&mut self, moves: &[Move], record: &str) {
        if self.game.position().to_string() == record {
            return; // Sent again after an `error`: our game already stands there.
        }
        let mover = moves.first().and_then(|mv| self.game.position().piece_at(mv.from)).map(|p| p.side());
        let all_legal = moves.iter().all(|&mv| self.game.play(mv).is_ok());
        let side_after = mover.map_or(self.game.position().to_move(), Side::opponent);
        if !all_legal {
            self.set_up(record, side_after);
        }
        self.follow(record, side_after, false);
    }

    /// The host refused our last move (`error 1` or `2`): it is taken back
    /// and never proposed in that position again.
    fn refused(&mut self) {
        let Some((position, mv)) = self.proposed.take() else { return };
        if self.game.moves().last().is_some_and(|record| record.mv == mv) {
            self.game.undo();
        }
        self.engine.iter_mut().for_each(|engine| engine.refuse(&position, mv));
    }

    /// Begins thinking for `side`, after the host's word on who moves.
    fn play(&mut self, side: Side, now: Instant, output: &mut impl Write) -> std::io::Result<()> {
        if self.game.position().to_move() != side {
            let record = self.game.position().to_string();
            self.set_up(&record, side);
        }
        if self.game.outcome().is_some() {
            return say(output, "error 0 the game is over: no move to play");
        }
        self.begin(Purpose::Play(side), now, self.think_time(side));
        Ok(())
    }

    /// Starts a search of the game for `budget` from `now`.
    fn begin(&mut self, purpose: Purpose, now: Instant, budget: Duration) {
        self.tasks_begun += 1;
        let engine = self.engine.take().unwrap_or_default();
        let id = (self.tasks_begun, purpose);
        self.task = Some(Task::start(id, engine, &self.game, (now, budget), &self.reports));
    }

    /// Answers a finished search: `move …` (played in our game) or `analysis 1 …`.
    #[expect(
        clippy::expect_used,
        reason = "the engine plays legal moves: an invariant of the program, not outside input"
    )]
    fn answer(
        &mut self,
        purpose: Purpose,
        result: &Progress,
        output: &mut impl Write,
    ) -> std::io::Result<()> {
        match (purpose, result.best()) {
            (Purpose::Play(_), Some(mv)) => {
                self.proposed = Some((*self.game.position(), mv));
                self.game.play(mv).expect("the engine plays legal moves");
                say(output, &format!("move {mv}"))
            }
            (Purpose::Play(_), None) => say(output, "error 0 no move left that the host has not refused"),
            (Purpose::Analyze, _) => {
                let pv: Vec<String> = result.pv.iter().map(ToString::to_string).collect();
                say(output, &format!("analysis 1 {} {}", pv.join("|"), result.score))
            }
        }
    }

    /// How long `side` may think: from the host's clock, else 5 s.
    fn think_time(&self, side: Side) -> Duration {
        self.clock.map_or(DEFAULT_THINK_TIME, |clock| clock.budget(side))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    fn clock(line: &str) -> Command {
        Command::read(&format!("clock {line}")).expect("a clock line")
    }

    #[test]
    fn a_clock_after_play_sets_the_deadline_of_this_move() {
        let (reports, _inbox) = mpsc::channel();
        let mut session = Session::<9>::new(reports);
        let mut output = Vec::new();
        let start = Instant::now();
        session.handle(Input::Host(Command::Play(Side::Vikings)), start, &mut output).unwrap();
        assert_eq!(session.deadline(), Some(start + DEFAULT_THINK_TIME), "no clock yet");
        let later = start + Duration::from_millis(3);
        session.handle(Input::Host(clock("60000 60000 0 0 0")), later, &mut output).unwrap();
        assert_eq!(session.deadline(), Some(later + Duration::from_secs(2)), "a thirtieth of a minute");
        assert!(!session.handle(Input::Host(Command::Goodbye), later, &mut output).unwrap());
        assert!(output.is_empty(), "no answer after goodbye");
    }

    /// A session thinking for the Vikings since the returned instant, the
    /// host's clock line `line` sent before `play`; its reports come to the
    /// receiver.
    fn playing(line: &str) -> (Session<9>, mpsc::Receiver<Input>, Instant) {
        let (reports, inbox) = mpsc::channel();
        let mut session = Session::<9>::new(reports);
        let start = Instant::now();
        session.handle(Input::Host(clock(line)), start, &mut Vec::new()).unwrap();
        session.handle(Input::Host(Command::Play(Side::Vikings)), start, &mut Vec::new()).unwrap();
        (session, inbox, start)
    }

    #[test]
    fn a_clock_before_play_sets_the_deadline_of_this_move() {
        let (mut session, _inbox, start) = playing("3000* 60000 10 1 1");
        let mut output = Vec::new();
        let deadline = session.deadline().unwrap();
        assert!(deadline < start + Duration::from_secs(3), "within the last period");
        session.handle(Input::Host(Command::Finish), start, &mut output).unwrap();
        assert_eq!(session.deadline(), None, "finish ends the search");
    }

    #[test]
    fn analyze_while_thinking_replaces_the_search_and_the_old_one_is_never_answered() {
        let (reports, _inbox) = mpsc::channel();
        let mut session = Session::<9>::new(reports);
        let mut output = Vec::new();
        let start = Instant::now();
        session.handle(Input::Host(Command::Play(Side::Vikings)), start, &mut output).unwrap();
        let later = start + Duration::from_millis(5);
        session.handle(Input::Host(Command::Analyze(1, 0.2)), later, &mut output).unwrap();
        assert_eq!(session.deadline(), Some(later + Duration::from_millis(200)), "the analysis's own time");
        let stale = Progress {
            depth: 3,
            score: 0,
            nodes: 1,
            elapsed: Duration::ZERO,
            pv: vec!["d9-d6".parse().unwrap()],
        };
        session.handle(Input::Thought(1, Event::Done(stale)), later, &mut output).unwrap();
        assert!(output.is_empty(), "no move for the search abandoned: {}", String::from_utf8_lossy(&output));
        session.handle(Input::Host(Command::Goodbye), later, &mut output).unwrap();
    }

    #[test]
    fn the_input_closing_while_the_engine_thinks_stops_the_search_at_once() {
        let (mut session, inbox, start) = playing("86400000 86400000 0 0 0");
        let mut output = Vec::new();
        // Nothing here enforces the deadline: the search, to depth 64, would
        // run far longer than any test, unless the input's end stops it.
        assert!(session.handle(Input::Closed, start, &mut output).unwrap(), "the search is answered first");
        let mut open = true;
        for _ in 0..=64 {
            let report = inbox.recv().expect("the search reports");
            open = session.handle(report, start, &mut output).unwrap();
            if !open {
                break;
            }
        }
        assert!(!open, "the session ends once the search is answered");
        let written = String::from_utf8(output).unwrap();
        let mv = written
            .strip_prefix("move ")
            .and_then(|line| line.strip_suffix('\n'))
            .unwrap_or_else(|| panic!("{written}"));
        Game::new(Position::<9>::initial()).play(mv.parse().unwrap()).expect("a legal Viking move");
    }
}
