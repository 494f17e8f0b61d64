//! A round robin of five bots alone on a server: invited by level, it
//! plays to its end, and its table agrees with one worked out here from
//! its games.

use std::collections::BTreeMap;

use obereg_bot::Event;
use obereg_client::Client;
use obereg_server::protocol::{
    ClientMessage, ClockTerms, Entry, Format, ServerMessage, Stage, Start, TournamentPage, TournamentTerms,
};

use obereg_server::{Limits, ManualNow};

use crate::opponent::{bot_event, start_bot};
use crate::support::{Dirs, EPOCH, Running, clients, expect, registered};

/// The bots' names.
const BOTS: [&str; 5] = ["asgeir", "bjorn", "eirik", "gunnar", "ivar"];

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
    // Six accounts from one address, and the organiser's many asks.
    let limits = Limits { burst: 10_000, registrations: 10, ..Limits::default() };
    let server = Running::start_with(&dirs.server(), &ManualNow::at(EPOCH), limits);
    clients().block_on(async {
        let mut events = Vec::new();
        for name in BOTS {
            let mut bot = start_bot(&server.addr, &dirs.client(name), name, 1);
            bot_event(&mut bot, |e| matches!(e, Event::LoggedIn { .. })).await;
            events.push(bot);
        }
        let (mut organiser, _) = registered(&server, &dirs.client("o"), "olga").await;
        let terms = TournamentTerms {
            name: "Bots' round robin".into(),
            format: Format::RoundRobin { double: false },
            board: 9,
            die: false,
            clock: ClockTerms::Fischer { minutes: 5, seconds: 0 },
            rated: false,
            start: Start::WhenFull,
            players: 5,
            entry: Entry::Anyone,
            bots: true,
        };
        organiser.send(&ClientMessage::CreateTournament(terms)).await.unwrap();
        let id = page(&mut organiser, |_| true).await.info.tournament;
        // The bots say their level as they log in; the lobby hears it just
        // after: asked again until all five are in, a bounded number of times.
        let invite = ClientMessage::InviteBots { tournament: id, level: "easy".into(), count: 5 };
        let mut entered = 0;
        for _ in 0..100 {
            organiser.send(&invite).await.unwrap();
            organiser.send(&ClientMessage::Tournament { tournament: id, round: 0 }).await.unwrap();
            entered = page(&mut organiser, |_| true).await.entrants.len();
            if entered == 5 {
                break;
            }
        }
        assert_eq!(entered, 5);
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
