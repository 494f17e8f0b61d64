//! The table: each player's points and tie-breaks, and the order.
//!
//! - Points: 2 halves a win, 1 a draw; a bye scores as a win.
//! - Sonneborn–Berger (round robin): the sum, over the games played, of
//!   the points taken from the opponent times the opponent's points; in
//!   quarter points, since both factors are in halves.
//! - The direct encounter (round robin): among the players level on
//!   points, the points each took in their games against the others of
//!   that group.
//! - Buchholz cut-1 (Swiss): the sum of the opponents' points less the
//!   lowest of them. A bye counts as an opponent with no points, so it is
//!   the one cut (a simplification of FIDE's virtual opponent).
//! - The points with the Vikings and with the Varangians, shown apart
//!   (they break no tie).
//!
//! A round robin orders by points, the direct encounter, Sonneborn–Berger,
//! then the seed; a Swiss by points, Buchholz cut-1, then the seed; an
//! arena keeps its own points (`arena.rs`) and orders by them, then the
//! seed.

use super::{Game, Halves, Player, Round, Side, WIN};

/// Which tie-breaks order the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreaks {
    /// The direct encounter, then Sonneborn–Berger.
    RoundRobin,
    /// Buchholz cut-1.
    Swiss,
}

/// One player's line of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The player.
    pub player: Player,
    /// Their points, in halves.
    pub points: Halves,
    /// Sonneborn–Berger, in quarter points.
    pub sonneborn_berger: u32,
    /// Points against the others level with them, in halves.
    pub direct: Halves,
    /// Buchholz cut-1, in halves.
    pub buchholz_cut1: Halves,
    /// Points taken with the Vikings, in halves.
    pub as_vikings: Halves,
    /// Points taken with the Varangians, in halves.
    pub as_varangians: Halves,
    /// Games finished (byes not counted).
    pub played: u32,
}

/// Every finished game of the rounds.
fn finished(rounds: &[Round]) -> impl Iterator<Item = &Game> {
    rounds.iter().flat_map(|round| round.games.iter()).filter(|game| game.outcome.is_some())
}

/// Each player's points, in halves, the byes counted as wins.
pub fn points(players: usize, rounds: &[Round]) -> Vec<Halves> {
    let mut points = vec![0; players];
    for round in rounds {
        if let Some(bye) = round.bye.filter(|&bye| bye < players) {
            points[bye] += WIN;
        }
    }
    for game in finished(rounds) {
        for player in [game.vikings, game.varangians] {
            if let (Some(slot), Some(won)) = (points.get_mut(player), game.points_of(player)) {
                *slot += won;
            }
        }
    }
    points
}

/// The table of the rounds, ordered by `breaks`, first place first.
pub fn table(players: usize, rounds: &[Round], breaks: TieBreaks) -> Vec<Line> {
    let points = points(players, rounds);
    let mut lines: Vec<Line> = (0..players)
        .map(|player| Line {
            player,
            points: points[player],
            sonneborn_berger: 0,
            direct: 0,
            buchholz_cut1: 0,
            as_vikings: 0,
            as_varangians: 0,
            played: 0,
        })
        .collect();
    let mut opponents: Vec<Vec<Halves>> = vec![Vec::new(); players];
    for round in rounds {
        if let Some(bye) = round.bye.filter(|&bye| bye < players) {
            opponents[bye].push(0);
        }
    }
    for game in finished(rounds).filter(|game| game.vikings < players && game.varangians < players) {
        for (player, side) in [(game.vikings, Side::Vikings), (game.varangians, Side::Varangians)] {
            let (Some(won), Some(other)) = (game.points_of(player), game.opponent_of(player)) else {
                continue;
            };
            let line = &mut lines[player];
            line.played += 1;
            line.sonneborn_berger += won * points[other];
            if points[other] == points[player] {
                line.direct += won;
            }
            match side {
                Side::Vikings => line.as_vikings += won,
                Side::Varangians => line.as_varangians += won,
            }
            opponents[player].push(points[other]);
        }
    }
    for (line, theirs) in lines.iter_mut().zip(&opponents) {
        let lowest = theirs.iter().min().copied().unwrap_or(0);
        line.buchholz_cut1 = theirs.iter().sum::<Halves>() - lowest;
    }
    lines.sort_by(|a, b| {
        let key = |line: &Line| match breaks {
            TieBreaks::RoundRobin => (line.points, line.direct, line.sonneborn_berger),
            TieBreaks::Swiss => (line.points, line.buchholz_cut1, 0),
        };
        key(b).cmp(&key(a)).then(a.player.cmp(&b.player))
    });
    lines
}

/// The crosstable: for each player and each opponent, the points taken
/// from the games between them, in the order played (both games of a
/// double round robin).
pub fn crosstable(players: usize, rounds: &[Round]) -> Vec<Vec<Vec<Halves>>> {
    let mut cells = vec![vec![Vec::new(); players]; players];
    for game in finished(rounds).filter(|game| game.vikings < players && game.varangians < players) {
        for player in [game.vikings, game.varangians] {
            if let (Some(won), Some(other)) = (game.points_of(player), game.opponent_of(player)) {
                cells[player][other].push(won);
            }
        }
    }
    cells
}
