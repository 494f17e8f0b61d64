//! `obereg analyze`: a search of one position, a line per completed depth.

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::perft::rolls_for;
use super::position_of;
use crate::cli::{Board, DieArgs, PositionArgs, on_board};
use obereg_engine::{Engine, Level, Limits, Progress as SearchProgress, RolledTurn, Settings};
use obereg_rules::{Game, Reading, Roll};

/// Searches the position on `board` for `time` (5 s by default) or to
/// `depth` plies, printing `depth D score S nodes N nps R time T pv M…` per
/// completed depth, then `bestmove <move>` (`bestmove none` when the game
/// is over). With the die, the move for the first roll of `--rolls` by the
/// die search: a line per completed depth as well (its pv is the move
/// alone: what follows depends on the rolls), then `bestmove` (`bestmove
/// pass` when nothing can move that far).
pub fn analyze(
    board: Board,
    args: &PositionArgs,
    time: Option<Duration>,
    depth: Option<u32>,
    die: &DieArgs,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    on_board!(board, analyze_on(args, time, depth, die, out))
}

/// [`analyze`] on the `N`×`N` board.
fn analyze_on<const N: usize>(
    args: &PositionArgs,
    time: Option<Duration>,
    depth: Option<u32>,
    die: &DieArgs,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let game = Game::new(position_of::<N>(args)?);
    let time = time.or(depth.is_none().then(|| Level::Max.settings(None, 0).limits.time).flatten());
    let settings = Settings { limits: Limits { depth, nodes: None, time }, ..Settings::default() };
    if let Some((reading, rolls)) = die.chosen() {
        let roll = rolls_for(rolls, 1, "analyze")?[0];
        return analyze_roll(&game, roll, reading, &settings, out);
    }
    let mut failed = Ok(());
    let result = Engine::default().search(&game, &settings, Arc::new(AtomicBool::new(false)), |progress| {
        if failed.is_ok() {
            failed = writeln!(out, "{}", depth_line(progress)).and_then(|()| out.flush());
        }
    });
    failed?;
    match result.best() {
        Some(best) => writeln!(out, "bestmove {best}")?,
        None => writeln!(out, "bestmove none")?,
    }
    Ok(())
}

/// [`analyze`] of the move for `roll` read as `reading`, by the die search.
fn analyze_roll<const N: usize>(
    game: &Game<N>,
    roll: Roll,
    reading: Reading,
    settings: &Settings,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let started = std::time::Instant::now();
    let stop = Arc::new(AtomicBool::new(false));
    let mut written = Ok(());
    let history = [game.position().hash()];
    let turn = RolledTurn { position: game.position(), roll, reading, history: &history };
    let choice = obereg_engine::choose_for_roll(turn, settings, stop, |choice| {
        if written.is_ok() {
            written = writeln!(out, "{}", depth_line(&choice.progress(started.elapsed())));
        }
    });
    written?;
    let over = game.position().outcome().is_some();
    match choice.best {
        Some(best) => writeln!(out, "bestmove {best}")?,
        None if over => writeln!(out, "bestmove none")?,
        None => writeln!(out, "bestmove pass")?,
    }
    Ok(())
}

/// One line of analysis output.
pub(crate) fn depth_line(progress: &SearchProgress) -> String {
    let pv: Vec<String> = progress.pv.iter().map(ToString::to_string).collect();
    let score = match progress.win_in() {
        Some(plies) => format!("win {plies}"),
        None => progress.score.to_string(),
    };
    format!(
        "depth {} score {score} nodes {} nps {} time {:.3} pv {}",
        progress.depth,
        progress.nodes,
        progress.nodes_per_second(),
        progress.elapsed.as_secs_f64(),
        pv.join(" ")
    )
}
