//! `obereg engine`: the OpenTafl engine protocol (OTEP) on standard input
//! and output, so OpenTafl (or any OTEP host) can use obereg as its
//! computer player. Every line written is flushed at once.

mod command;

use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use command::Command;

use crate::{Engine, Level, Limits, Progress, Settings};
use obereg_rules::{Game, Position, RulesString, Side};

/// Thinking time when the host sends no clock.
const DEFAULT_THINK_TIME: Duration = Duration::from_secs(5);

/// Speaks OTEP with the host on `input`/`output` until `goodbye`, the end
/// of the input, or a rules string that is not Obereg (answered with a
/// critical `error -1` that says why).
///
/// # Errors
/// Only when reading or writing fails.
pub fn run(input: impl BufRead, output: &mut impl Write) -> std::io::Result<()> {
    let mut session = Session::new();
    say(output, "hello")?;
    for line in input.lines() {
        let Some(command) = Command::read(&line?) else { continue };
        if !session.obey(command, output)? {
            break;
        }
    }
    Ok(())
}

/// Writes one line and flushes it, as OTEP requires.
fn say(output: &mut impl Write, line: &str) -> std::io::Result<()> {
    writeln!(output, "{line}")?;
    output.flush()
}

/// The engine's view of the host's game.
struct Session {
    engine: Engine,
    game: Game,
    repetition_draw: bool,
    /// Milliseconds left for the Vikings and the Varangians, and the overtime.
    clock: Option<([u64; 2], u64)>,
}

impl Session {
    fn new() -> Session {
        Session {
            engine: Engine::default(),
            game: Game::new(Position::start()),
            repetition_draw: true,
            clock: None,
        }
    }

    /// Carries out one command; `false` ends the session.
    fn obey(&mut self, command: Command, output: &mut impl Write) -> std::io::Result<bool> {
        match command {
            Command::Rules(text) => {
                let checked = text.parse::<RulesString>().and_then(|rules| rules.check_obereg());
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
            Command::Clock { milliseconds, overtime } => self.clock = Some((milliseconds, overtime)),
            Command::Play(side) => self.play(side, output)?,
            Command::Accepted(record) => self.follow(&record, Side::Vikings, true),
            Command::Refused => {
                self.game.undo();
            }
            Command::OpponentMove(moves, record) => self.opponent_moved(&moves, &record),
            Command::Analyze(_, seconds) => self.analyze(seconds, output)?,
            Command::Finish => {}
            Command::Goodbye => return Ok(false),
        }
        Ok(true)
    }

    /// A new game from `start` under the session's R15 setting.
    fn restart(&mut self, start: Position) {
        self.game = Game::new(start);
        self.game.set_repetition_rule(self.repetition_draw);
        self.engine.new_game();
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

    fn opponent_moved(&mut self, moves: &[obereg_rules::Move], record: &str) {
        let mover = moves.first().and_then(|mv| self.game.position().piece_at(mv.from)).map(|p| p.side());
        let all_legal = moves.iter().all(|&mv| self.game.play(mv).is_ok());
        let side_after = mover.map_or(self.game.position().to_move(), Side::opponent);
        if !all_legal {
            self.set_up(record, side_after);
        }
        self.follow(record, side_after, false);
    }

    /// Thinks for `side` and answers `move <move>`, playing it in our game.
    #[expect(
        clippy::expect_used,
        reason = "the engine plays legal moves: an invariant of the program, not outside input"
    )]
    fn play(&mut self, side: Side, output: &mut impl Write) -> std::io::Result<()> {
        if self.game.position().to_move() != side {
            let record = self.game.position().to_string();
            self.set_up(&record, side);
        }
        let result = self.think(self.think_time(side));
        match result.best() {
            Some(mv) => {
                self.game.play(mv).expect("the engine plays legal moves");
                say(output, &format!("move {mv}"))
            }
            None => say(output, "error 0 the game is over: no move to play"),
        }
    }

    /// Answers `analysis 1 <pv joined by |> <score>`.
    fn analyze(&mut self, seconds: f64, output: &mut impl Write) -> std::io::Result<()> {
        let time = Duration::try_from_secs_f64(seconds.clamp(0.01, 86_400.0)).unwrap_or(DEFAULT_THINK_TIME);
        let result = self.think(time);
        let pv: Vec<String> = result.pv.iter().map(ToString::to_string).collect();
        say(output, &format!("analysis 1 {} {}", pv.join("|"), result.score))
    }

    fn think(&mut self, time: Duration) -> Progress {
        let settings = Settings {
            limits: Limits { time: Some(time), ..Limits::default() },
            ..Level::Max.settings(None, 0)
        };
        let stop = Arc::new(AtomicBool::new(false));
        self.engine.search(&self.game, &settings, stop, |_| {})
    }

    /// A share of the time left on `side`'s clock: a thirtieth of the main
    /// time plus most of one overtime period (at least 50 ms, at most a minute).
    fn think_time(&self, side: Side) -> Duration {
        let Some((milliseconds, overtime)) = self.clock else { return DEFAULT_THINK_TIME };
        let share = milliseconds[side as usize] / 30 + overtime * 800;
        Duration::from_millis(share.clamp(50, 60_000))
    }
}
