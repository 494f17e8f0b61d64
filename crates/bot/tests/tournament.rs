//! Tournaments of bots alone on a server, invited by level: a round robin
//! of five and an arena of eight play to their ends, and their tables
//! agree with those worked out here from their games.

use std::collections::BTreeMap;

use obereg_bot::Event;
use obereg_client::Client;
use obereg_server::protocol::{ClientMessage, Format, ServerMessage, Stage, TournamentPage, TournamentTerms};

use obereg_server::{Limits, ManualNow};

use crate::opponent::{bot_event, start_bot};
use crate::support::{Dirs, EPOCH, Running, clients, expect, registered, tournament_terms};

/// The bots' names.
const BOTS: [&str; 8] = ["asgeir", "bjorn", "eirik", "gunnar", "ivar", "knut", "leif", "sigurd"];

/// A server whose clock the test moves, taking nine accounts from one
/// address and the organiser's many asks.
fn server(dirs: &Dirs, clock: &ManualNow) -> Running {
    let limits = Limits { burst: 10_000, registrations: 10, ..Limits::default() };
    Running::start_with(&dirs.server(), clock, limits)
}

/// `count` bots started and logged in: their events.
async fn bots(
    server: &Running,
    dirs: &Dirs,
    count: usize,
) -> Vec<tokio::sync::mpsc::UnboundedReceiver<Event>> {
    let mut events = Vec::new();
    for name in &BOTS[..count] {
        let mut bot = start_bot(&server.addr, &dirs.client(name), name, 1);
        bot_event(&mut bot, |e| matches!(e, Event::LoggedIn { .. })).await;
        events.push(bot);
    }
    events
}

/// The organiser `olga` registered, her tournament of `terms` made and
/// `count` bots of level easy invited into it: her client and its number.
async fn with_bots(server: &Running, dirs: &Dirs, terms: TournamentTerms, count: usize) -> (Client, u64) {
    let (mut organiser, _) = registered(server, &dirs.client("o"), "olga").await;
    organiser.send(&ClientMessage::CreateTournament(terms)).await.unwrap();
    let id = page(&mut organiser, |_| true).await.info.tournament;
    // The bots say their level as they log in; the lobby hears it just
    // after: asked again until all are in, a bounded number of times.
    let invite = ClientMessage::InviteBots { tournament: id, level: "easy".into(), count: count as u32 };
    for _ in 0..100 {
        organiser.send(&invite).await.unwrap();
        organiser.send(&ClientMessage::Tournament { tournament: id, round: 0 }).await.unwrap();
        if page(&mut organiser, |_| true).await.entrants.len() == count {
            return (organiser, id);
        }
    }
    panic!("the bots never all came in");
}

/// Reads until a page of the tournament that `wanted` accepts, reading
/// at most a thousand.
async fn page(client: &mut Client, wanted: impl Fn(&TournamentPage) -> bool) -> TournamentPage {
    for _ in 0..1000 {
        let message = expect(client, "a page", |m| matches!(m, ServerMessage::Tournament(_))).await;
        if let ServerMessage::Tournament(page) = message
            && wanted(&page)
        {
            return *page;
        }
    }
    panic!("not the page wanted in 1000");
}

#[test]
fn a_round_robin_of_five_bots_plays_to_its_end_and_its_table_agrees_with_its_games() {
    let dirs = Dirs::new();
    let server = server(&dirs, &ManualNow::at(EPOCH));
    clients().block_on(async {
        let events = bots(&server, &dirs, 5).await;
        let format = Format::RoundRobin { double: false };
        let (mut organiser, id) = with_bots(&server, &dirs, tournament_terms(format, 5), 5).await;
        let over = page(&mut organiser, |p| p.info.stage == Stage::Over).await;
        assert_eq!(over.info.round, 5, "five rounds of two games and a bye");
        // Worked out again from the games of each round.
        let mut points = [0.0f64; 5];
        let mut results: Vec<(usize, usize, f64)> = Vec::new();
        let mut met = BTreeMap::new();
        for round in 1..=5 {
            organiser.send(&ClientMessage::Tournament { tournament: id, round }).await.unwrap();
            let shown = page(&mut organiser, |p| p.shown == round).await;
            assert_eq!(shown.games.len(), 2);
            points[shown.bye.unwrap() as usize] += 1.0;
            for game in &shown.games {
                let (v, w) = (game.vikings as usize, game.varangians as usize);
                *met.entry((v.min(w), v.max(w))).or_insert(0) += 1;
                let score = match game.result.as_deref() {
                    Some("vikings") => 1.0,
                    Some("varangians") => 0.0,
                    Some("draw") => 0.5,
                    other => panic!("a game of round {round} not over: {other:?}"),
                };
                results.push((v, w, score));
                results.push((w, v, 1.0 - score));
            }
        }
        assert_eq!(met.len(), 10, "every pair met");
        assert!(met.values().all(|&n| n == 1), "and once");
        for &(me, _, score) in &results {
            points[me] += score;
        }
        let sb: Vec<f64> =
            (0..5).map(|p| results.iter().filter(|r| r.0 == p).map(|r| r.2 * points[r.1]).sum()).collect();
        let direct: Vec<f64> = (0..5)
            .map(|p| results.iter().filter(|r| r.0 == p && points[r.1] == points[p]).map(|r| r.2).sum())
            .collect();
        let mut order: Vec<usize> = (0..5).collect();
        order.sort_by(|&a, &b| {
            (points[b], direct[b], sb[b]).partial_cmp(&(points[a], direct[a], sb[a])).unwrap().then(a.cmp(&b))
        });
        let table: Vec<usize> = over.table.iter().map(|line| line.player as usize).collect();
        assert_eq!(table, order);
        for line in &over.table {
            let p = line.player as usize;
            assert_eq!(f64::from(line.points) / 2.0, points[p], "{}'s points", over.entrants[p].name);
            assert_eq!(
                f64::from(line.tie_break) / 4.0,
                sb[p],
                "{}'s Sonneborn–Berger",
                over.entrants[p].name
            );
            assert_eq!(f64::from(line.direct) / 2.0, direct[p]);
        }
        assert!(over.entrants.iter().all(|entrant| entrant.bot));
        drop(events);
    });
}

#[test]
fn an_arena_of_eight_bots_ends_when_its_window_closes_with_the_points_its_games_give() {
    let dirs = Dirs::new();
    let clock = ManualNow::at(EPOCH);
    let server = server(&dirs, &clock);
    clients().block_on(async {
        let events = bots(&server, &dirs, 8).await;
        let (mut organiser, id) =
            with_bots(&server, &dirs, tournament_terms(Format::Arena { minutes: 1 }, 8), 8).await;
        // A few pairings made as the bots come free; then the window
        // closes on the server's clock.
        page(&mut organiser, |p| p.info.round >= 6).await;
        clock.advance(std::time::Duration::from_secs(61));
        let over = page(&mut organiser, |p| p.info.stage == Stage::Over).await;
        // Each player's games in the order played (their numbers grow, and
        // a player plays one at a time): a win 2, a draw 1, a win after two
        // wins running 4.
        let mut games: Vec<(u64, usize, usize, String)> = Vec::new();
        for round in 1..=over.info.round {
            organiser.send(&ClientMessage::Tournament { tournament: id, round }).await.unwrap();
            let shown = page(&mut organiser, |p| p.shown == round).await;
            for game in shown.games {
                let result = game.result.expect("every game over at the end");
                games.push((game.game, game.vikings as usize, game.varangians as usize, result));
            }
        }
        games.sort();
        assert!(games.len() >= 6);
        let mut points = [0u32; 8];
        let mut streak = [0u32; 8];
        for (_, vikings, varangians, result) in &games {
            for (me, side) in [(*vikings, "vikings"), (*varangians, "varangians")] {
                if result == side {
                    points[me] += if streak[me] >= 2 { 4 } else { 2 };
                    streak[me] += 1;
                } else {
                    points[me] += u32::from(result == "draw");
                    streak[me] = 0;
                }
            }
        }
        let mut order: Vec<usize> = (0..8).collect();
        order.sort_by(|&a, &b| points[b].cmp(&points[a]).then(a.cmp(&b)));
        let told: Vec<(usize, u32)> = over.table.iter().map(|l| (l.player as usize, l.points)).collect();
        let worked: Vec<(usize, u32)> = order.iter().map(|&p| (p, points[p])).collect();
        assert_eq!(told, worked);
        drop(events);
    });
}
