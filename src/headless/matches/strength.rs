//! `obereg strength`: two contenders play every shipped opening once with
//! each colour, two games at once, and the command prints each game, then
//! the score, the Elo difference with its 95% error bar, the draws and the
//! score of each side; with an SPRT it stops once a gain is accepted or
//! rejected. Every game follows the seed and node or depth limits, so a
//! match gives the same result on any machine and any number of threads.

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

use super::elo::{Sprt, Tally, Verdict};
use super::openings::{read, shipped};
use super::{MOVE_LIMIT, describe, play_game};
use crate::cli::{Board, on_board};
use obereg_engine::Contender;
use obereg_rules::{DrawReason, Game, Outcome, Position, Side, mix};

/// What `obereg strength` was asked to play.
#[derive(Clone, Debug)]
pub struct StrengthSetup {
    /// The contender whose strength is measured.
    pub player: Contender,
    /// The one it is measured against.
    pub opponent: Contender,
    /// How many of the shipped openings, from the first (all when `None`).
    pub openings: Option<usize>,
    /// The seed of every game's noise and random moves.
    pub seed: u64,
    /// The board.
    pub board: Board,
    /// Stop when this SPRT decides.
    pub sprt: Option<Sprt>,
    /// How many games are played at once.
    pub threads: usize,
}

/// How one game of the match went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Played {
    outcome: Option<Outcome>,
    moves: usize,
    /// The side the measured contender played.
    side: Side,
}

/// Plays the match and prints it (see the module's documentation).
///
/// # Errors
/// Output that can't be written.
pub fn play_strength(setup: &StrengthSetup, out: &mut impl Write) -> anyhow::Result<()> {
    on_board!(setup.board, strength_on(setup, out))
}

/// [`play_strength`] on the `N`×`N` board.
fn strength_on<const N: usize>(setup: &StrengthSetup, out: &mut impl Write) -> anyhow::Result<()> {
    let mut openings = read(shipped::<N>());
    openings.truncate(setup.openings.unwrap_or(usize::MAX));
    let games = 2 * openings.len();
    let (next, stop) = (AtomicUsize::new(0), Arc::new(AtomicBool::new(false)));
    let (sender, results) = mpsc::channel();
    let mut report = Report::default();
    std::thread::scope(|scope| -> anyhow::Result<()> {
        for _ in 0..setup.threads.max(1) {
            let (sender, next, stop, openings) = (sender.clone(), &next, Arc::clone(&stop), &openings);
            scope.spawn(move || {
                while let Some(index) = Some(next.fetch_add(1, Ordering::Relaxed)).filter(|&i| i < games) {
                    let side = if index % 2 == 0 { Side::Vikings } else { Side::Varangians };
                    let played = one_game::<N>(setup, &openings[index / 2], index, side, &stop);
                    if stop.load(Ordering::Relaxed) || sender.send((index, played)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut waiting = vec![None; games];
        let mut printed = 0;
        for (index, played) in results.iter() {
            waiting[index] = Some(played);
            while let Some(played) = waiting.get(printed).copied().flatten() {
                printed += 1;
                report.add::<N>(printed, played, setup, out)?;
                let decided = setup.sprt.is_some_and(|sprt| sprt.verdict(report.tally()) != Verdict::Open);
                if decided && printed % 2 == 0 {
                    stop.store(true, Ordering::Relaxed);
                    return Ok(());
                }
            }
        }
        Ok(())
    })?;
    report.summary(setup, N, out)
}

/// Plays opening `index / 2` with the measured contender on `side`.
fn one_game<const N: usize>(
    setup: &StrengthSetup,
    opening: &[obereg_rules::Move],
    index: usize,
    side: Side,
    stop: &Arc<AtomicBool>,
) -> Played {
    let seed = mix(setup.seed ^ (index as u64 + 1).wrapping_mul(0x9E37_79B9));
    let (player, opponent) =
        (setup.player.player::<N>(mix(seed ^ 1)), setup.opponent.player::<N>(mix(seed ^ 2)));
    let mut players = if side == Side::Vikings { [player, opponent] } else { [opponent, player] };
    let mut start = Game::new(Position::<N>::initial());
    for &mv in opening {
        // The shipped openings are checked by a test; one that is not legal is left off where it stops.
        if start.play(mv).is_err() {
            break;
        }
    }
    let game = play_game(start, &mut players, stop);
    Played { outcome: game.outcome(), moves: game.moves().len(), side }
}

/// The figures of the match so far, from the measured contender's side.
#[derive(Default)]
struct Report {
    /// Its results as the Vikings and as the Varangians.
    sides: [Tally; 2],
    repetitions: u32,
}

impl Report {
    /// Its results as either side.
    fn tally(&self) -> Tally {
        self.sides[0].and(self.sides[1])
    }

    /// Games won by the Vikings and by the Varangians, whoever played them:
    /// its wins on a side and its losses on the other.
    fn won_by(&self) -> [u32; 2] {
        let [vikings, varangians] = self.sides;
        [vikings.wins + varangians.losses, varangians.wins + vikings.losses]
    }

    /// Counts game `number`, played on the `N`×`N` board, and prints its line.
    fn add<const N: usize>(
        &mut self,
        number: usize,
        played: Played,
        setup: &StrengthSetup,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        let (line, _) = describe::<N>(played.outcome);
        let result = match played.outcome {
            Some(Outcome::Win { winner, .. }) if winner == played.side => {
                Tally { wins: 1, ..Tally::default() }
            }
            Some(Outcome::Win { .. }) => Tally { losses: 1, ..Tally::default() },
            _ => Tally { draws: 1, ..Tally::default() },
        };
        self.repetitions += u32::from(matches!(played.outcome, Some(Outcome::Draw(DrawReason::Repetition))));
        let side = &mut self.sides[played.side as usize];
        *side = side.and(result);
        let opening = number.div_ceil(2);
        writeln!(
            out,
            "game {number}: opening {opening}, {} as {}: {line} {} moves",
            setup.player, played.side, played.moves
        )?;
        out.flush()?;
        Ok(())
    }

    /// Prints the score, the Elo difference, the draws and each side's share.
    fn summary(&self, setup: &StrengthSetup, side: usize, out: &mut impl Write) -> anyhow::Result<()> {
        let (tally, won_by) = (self.tally(), self.won_by());
        let games = tally.games().max(1);
        let percent = |count: u32| 100.0 * f64::from(count) / f64::from(games);
        let (elo, error) = tally.elo();
        writeln!(out, "{} against {}, {side}×{side}, {} games", setup.player, setup.opponent, tally.games())?;
        writeln!(out, "score {}: {:.1}%", tallied(tally), 100.0 * tally.score())?;
        for (name, side) in [("vikings", self.sides[0]), ("varangians", self.sides[1])] {
            writeln!(out, "as {name}: {}, {:.1}%", tallied(side), 100.0 * side.score())?;
        }
        writeln!(out, "elo {elo:+.0} ± {error:.0} (95%)")?;
        writeln!(
            out,
            "draws {:.1}% (by repetition {:.1}%, at the move limit of {MOVE_LIMIT} or other {:.1}%)",
            100.0 * tally.draw_rate(),
            percent(self.repetitions),
            percent(tally.draws - self.repetitions)
        )?;
        writeln!(out, "vikings won {:.1}%, varangians won {:.1}%", percent(won_by[0]), percent(won_by[1]))?;
        if let Some(sprt) = setup.sprt {
            let (reject, accept) = Sprt::bounds();
            let verdict = match sprt.verdict(tally) {
                Verdict::Accepted => "accepted",
                Verdict::Rejected => "rejected",
                Verdict::Open => "undecided",
            };
            let llr = tally.llr(sprt.elo0, sprt.elo1);
            writeln!(
                out,
                "sprt {},{}: llr {llr:.2} ({reject:.2}, {accept:.2}), {verdict}",
                sprt.elo0, sprt.elo1
            )?;
        }
        Ok(())
    }
}

/// `+W =D -L`.
fn tallied(tally: Tally) -> String {
    format!("+{} ={} -{}", tally.wins, tally.draws, tally.losses)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(threads: usize, sprt: Option<Sprt>) -> StrengthSetup {
        StrengthSetup {
            player: "ai:normal,depth=1".parse().unwrap(),
            opponent: "random".parse().unwrap(),
            openings: Some(2),
            seed: 7,
            board: Board::Nine,
            sprt,
            threads,
        }
    }

    fn played(setup: &StrengthSetup) -> String {
        let mut out = Vec::new();
        play_strength(setup, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_match_gives_the_same_games_on_one_thread_or_two_and_each_opening_with_both_colours() {
        let one = played(&setup(1, None));
        assert_eq!(one, played(&setup(2, None)));
        assert_eq!(one, played(&setup(2, None)));
        let games: Vec<&str> = one.lines().filter(|line| line.starts_with("game ")).collect();
        assert_eq!(games.len(), 4, "{one}");
        assert!(games[0].contains("opening 1, ai:normal,depth=1 as vikings"), "{one}");
        assert!(games[1].contains("opening 1, ai:normal,depth=1 as varangians"), "{one}");
        assert!(one.contains("ai:normal,depth=1 against random, 9×9, 4 games"), "{one}");
        // A searching player beats random moves, whichever side it has.
        assert!(one.contains("score +4 =0 -0: 100.0%"), "{one}");
    }

    #[test]
    fn the_report_counts_each_side_and_who_won_from_the_same_games() {
        let setup = setup(1, None);
        let (mut report, mut out) = (Report::default(), Vec::new());
        let win = |winner| Some(Outcome::Win { winner, reason: obereg_rules::WinReason::Resignation });
        let games = [
            (win(Side::Vikings), Side::Vikings),
            (win(Side::Varangians), Side::Vikings),
            (win(Side::Vikings), Side::Varangians),
            (Some(Outcome::Draw(DrawReason::Repetition)), Side::Varangians),
        ];
        for (number, (outcome, side)) in games.into_iter().enumerate() {
            report.add::<9>(number + 1, Played { outcome, moves: 10, side }, &setup, &mut out).unwrap();
        }
        report.summary(&setup, 9, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("score +1 =1 -2: 37.5%"), "{out}");
        assert!(out.contains("as vikings: +1 =0 -1, 50.0%\nas varangians: +0 =1 -1, 25.0%"), "{out}");
        assert!(
            out.contains("draws 25.0% (by repetition 25.0%, at the move limit of 400 or other 0.0%)"),
            "{out}"
        );
        assert!(out.contains("vikings won 50.0%, varangians won 25.0%"), "{out}");
    }

    #[test]
    fn an_sprt_stops_the_match_after_the_pair_that_decides_it() {
        // Two won games already decide 0 against 400 Elo.
        let decided = played(&setup(2, Some(Sprt { elo0: 0.0, elo1: 400.0 })));
        assert_eq!(decided.lines().filter(|line| line.starts_with("game ")).count(), 2, "{decided}");
        assert!(decided.ends_with("accepted\n"), "{decided}");
    }
}
