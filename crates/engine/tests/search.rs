//! The search's limits and controls: time budgets, the stop flag, the
//! thread API, hints, levels and players.

use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Duration;

use obereg_engine::{Engine, Event, Level, Limits, PlayerKind, Settings, Thinking, hint};
use obereg_rules::{Game, Position, Side};

/// A middlegame from a game record's position: pieces traded, the prince off the throne.
const MIDDLEGAME: &str = "/3tt4/4t4/2T1T1t2/t3T1K2/tt1T1T1tt/t3T3t/4T1T2/1t2t4/3tt4/";

fn middlegame() -> Game {
    Game::new(Position::from_record(MIDDLEGAME, Side::Varangians).unwrap())
}

/// The search looks at its clock and its stop flag once every this many nodes.
const CHECK_EVERY: u64 = 1024;

/// A clock for a search that stands at zero for its first `readings`
/// readings, then says a minute has passed.
fn a_minute_after(readings: u64) -> impl Fn() -> Duration + 'static {
    let read = Cell::new(0);
    move || {
        read.set(read.get() + 1);
        if read.get() > readings { Duration::from_secs(60) } else { Duration::ZERO }
    }
}

#[test]
fn a_timed_search_stops_within_one_check_of_its_deadline() {
    for game in [Game::new(Position::start()), middlegame()] {
        // The node limit only ends a search that ignores its time.
        let limits =
            Limits { time: Some(Duration::from_secs(1)), nodes: Some(50_000_000), ..Limits::default() };
        let settings = Settings { limits, ..Settings::default() };
        let stop = Arc::new(AtomicBool::new(false));
        let result = Engine::new(8).search_on_clock(&game, &settings, stop, |_| {}, a_minute_after(300));
        // The clock is read once a check (and once a depth): the deadline
        // passes at the 301st reading, within 301 checks.
        assert!(result.nodes <= 301 * CHECK_EVERY, "{} nodes: the deadline was missed", result.nodes);
        assert!(result.nodes >= 100 * CHECK_EVERY, "{} nodes: stopped before the deadline", result.nodes);
        assert!(game.position().check(result.best().unwrap()).is_ok());
    }
}

#[test]
fn a_raised_stop_flag_ends_the_search_within_one_check() {
    let stop = Arc::new(AtomicBool::new(false));
    let (raise, mut first) = (stop.clone(), None);
    let settings =
        Settings { limits: Limits { depth: Some(30), ..Limits::default() }, ..Settings::default() };
    let result = Engine::new(8).search(&middlegame(), &settings, stop, |p| {
        first.get_or_insert(p.nodes);
        raise.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    let first = first.expect("a first depth");
    assert_eq!(result.depth, 1, "no depth completed after the stop");
    assert!(result.nodes <= first + CHECK_EVERY + 64, "{} nodes after {first}", result.nodes);
    assert!(middlegame().position().check(result.best().unwrap()).is_ok());
}

#[test]
fn a_depth_limited_search_reports_every_depth_and_stops_there() {
    let settings = Settings { limits: Limits { depth: Some(4), ..Limits::default() }, ..Settings::default() };
    let mut depths = Vec::new();
    let result = Engine::new(8).search(&middlegame(), &settings, Arc::new(AtomicBool::new(false)), |p| {
        depths.push(p.depth);
        assert!(!p.pv.is_empty());
    });
    assert_eq!(depths, [1, 2, 3, 4]);
    assert_eq!(result.depth, 4);
}

#[test]
fn the_same_settings_and_seed_give_the_same_search() {
    let settings = Level::Normal.settings(None, 42);
    let search = || Engine::new(8).search(&middlegame(), &settings, Arc::new(AtomicBool::new(false)), |_| {});
    let (first, second) = (search(), search());
    assert_eq!((first.pv, first.nodes, first.score), (second.pv, second.nodes, second.score));
}

#[test]
fn thinking_on_a_thread_reports_progress_and_stops_at_once() {
    let (sender, receiver) = mpsc::channel();
    let settings = Settings { limits: Limits::default(), ..Settings::default() };
    let thinking = Thinking::start(Engine::new(8), middlegame(), settings, move |event| {
        let _ = sender.send(event);
    });
    let first = receiver.recv_timeout(Duration::from_secs(10)).expect("a first depth");
    assert!(matches!(first, Event::Progress(ref p) if p.depth == 1), "{first:?}");
    thinking.stop();
    let done = loop {
        match receiver.recv_timeout(Duration::from_secs(10)).expect("the search ends") {
            Event::Progress(_) => continue,
            Event::Done(result) => break result,
        }
    };
    assert!(middlegame().position().check(done.best().unwrap()).is_ok());
    thinking.join();
}

#[test]
fn a_hint_is_a_legal_move_for_the_side_to_move() {
    for game in [Game::new(Position::start()), middlegame()] {
        let mv = hint(&game, Duration::from_millis(50)).expect("a hint");
        assert!(game.position().check(mv).is_ok(), "{mv}");
    }
}

#[test]
fn a_finished_game_has_no_hint() {
    let mut game =
        Game::new(Position::<9>::from_record("/3K5/9/9/9/t8/9/9/9/4T4/", Side::Varangians).unwrap());
    game.play("d1-a1".parse().unwrap()).unwrap();
    assert_eq!(hint(&game, Duration::from_millis(50)), None);
}

#[test]
fn players_read_as_written_on_the_command_line() {
    assert_eq!("ai".parse(), Ok(PlayerKind::Computer(Level::Normal)));
    assert_eq!("ai:hard".parse(), Ok(PlayerKind::Computer(Level::Hard)));
    assert_eq!("AI:Max".parse(), Ok(PlayerKind::Computer(Level::Max)));
    assert_eq!("random".parse(), Ok(PlayerKind::Random));
    assert_eq!("human".parse(), Ok(PlayerKind::Human));
    for bad in ["ai:", "ai:expert", "computer", "random:easy"] {
        assert!(bad.parse::<PlayerKind>().is_err(), "{bad}");
    }
    for kind in ["ai:easy", "ai:normal", "random", "human"] {
        assert_eq!(kind.parse::<PlayerKind>().unwrap().to_string(), kind);
    }
}

#[test]
fn lower_levels_are_limited_by_depth_or_nodes_not_time() {
    for level in [Level::Beginner, Level::Easy, Level::Normal, Level::Hard] {
        let limits = level.settings(None, 0).limits;
        assert!(limits.time.is_none() && (limits.depth.is_some() || limits.nodes.is_some()), "{level}");
    }
    assert!(Level::Max.settings(None, 0).limits.time.is_some());
}

#[test]
fn a_lost_side_takes_the_draw_by_repetition_the_search_sees() {
    // Sixteen Vikings against the prince and one guard: every move but the
    // one that repeats the position for the third time (R15) loses material
    // or worse, so the Varangians repeat.
    let start = "/3ttt3/4t4/9/t7t/tt2K2tt/t7t/2T6/4t4/3ttt3/";
    let mut game = Game::new(Position::<9>::from_record(start, Side::Vikings).unwrap());
    for mv in ["a4-a3", "c7-c8", "a3-a4", "c8-c7", "a4-a3", "c7-c8", "a3-a4"] {
        game.play(mv.parse().unwrap()).unwrap();
    }
    let settings = Settings { limits: Limits { depth: Some(4), ..Limits::default() }, ..Settings::default() };
    let result = Engine::new(8).search(&game, &settings, Arc::new(AtomicBool::new(false)), |_| {});
    let repeat = result.best().unwrap();
    assert_eq!(repeat.to_string(), "c8-c7", "score {}", result.score);
    // Material alone is 14 Vikings down (-1400); the draw is worth about 0.
    assert!(result.score.abs() < 500, "the search scores the draw: {}", result.score);
    game.play(repeat).unwrap();
    assert_eq!(game.outcome(), Some(obereg_rules::Outcome::Draw(obereg_rules::DrawReason::Repetition)));
}

#[test]
fn a_beginner_overlooks_some_moves_the_same_ones_for_the_same_seed_and_easy_none() {
    // The prince on a6 reaches the exit a9 in one move (R6, R12).
    let game = Game::new(Position::<9>::from_record("/4t4/9/9/9/8t/K8/9/9/4t4/", Side::Varangians).unwrap());
    let escapes = |level: Level, seed: u64| {
        let result = Engine::new(1).search(
            &game,
            &level.settings(None, seed),
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        result.best().unwrap().to_string() == "a6-a9"
    };
    let beginner: Vec<bool> = (0..40).map(|seed| escapes(Level::Beginner, seed)).collect();
    assert!(beginner.contains(&true) && beginner.contains(&false), "{beginner:?}");
    assert_eq!(beginner, (0..40).map(|seed| escapes(Level::Beginner, seed)).collect::<Vec<_>>());
    assert!((0..40).all(|seed| escapes(Level::Easy, seed)));
}
