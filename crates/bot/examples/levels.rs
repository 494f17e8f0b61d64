//! The levels' strength table, from tournaments of bots alone: a server on
//! 127.0.0.1 with its data in a temporary folder, one bot for each level,
//! and double round robins (each pair plays both sides) among them; it
//! prints each level's points and each pair's score.
//!
//! `cargo run --release -p obereg-bot --example levels -- [--cycles N]
//! [--levels beginner,easy,normal,hard] [--minutes M]`
//!
//! `--cycles` the round robins played one after another (1), `--levels`
//! the levels in them (beginner, easy, normal, hard: `max` thinks for its
//! clock's time, so a table with it takes long), `--minutes` each game's
//! clock (5, no increment).

#![allow(clippy::print_stdout, reason = "the table is the example's output")]

use std::collections::BTreeMap;
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;

use obereg_bot::BotConfig;
use obereg_client::{Client, Keyed, Trust};
use obereg_engine::Level;
use obereg_server::protocol::{
    ClientMessage, ClockTerms, Entry, Format, ServerMessage, Stage, Start, TournamentPage, TournamentTerms,
};
use obereg_server::{Config, Limits, Server, SystemNow};

/// What the example was asked.
struct Options {
    cycles: u32,
    levels: Vec<Level>,
    minutes: u32,
}

/// The options from the command line.
fn options() -> Result<Options, String> {
    let mut options = Options {
        cycles: 1,
        levels: vec![Level::Beginner, Level::Easy, Level::Normal, Level::Hard],
        minutes: 5,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} wants a value"))?;
        match flag.as_str() {
            "--cycles" => options.cycles = value.parse().map_err(|_| format!("--cycles {value}"))?,
            "--minutes" => options.minutes = value.parse().map_err(|_| format!("--minutes {value}"))?,
            "--levels" => {
                let levels: Result<Vec<Level>, _> = value.split(',').map(Level::from_str).collect();
                options.levels = levels.map_err(|_| format!("--levels {value}"))?;
            }
            _ => return Err(format!("unknown {flag}")),
        }
    }
    if options.levels.len() < 2 {
        return Err("two levels at least".into());
    }
    Ok(options)
}

/// A client of `server`, its certificate pinned in `dir`.
async fn connect(server: &str, dir: &Path) -> Result<Client, String> {
    let (client, trust) = Client::connect(server, dir).await.map_err(|e| e.to_string())?;
    if let Trust::New(fingerprint) = trust {
        Keyed::known_servers(dir).set(server, &fingerprint).map_err(|e| e.to_string())?;
    }
    Ok(client)
}

/// Reads until a message `wanted` picks something from.
async fn until<T>(client: &mut Client, wanted: impl Fn(ServerMessage) -> Option<T>) -> Result<T, String> {
    loop {
        let message = client.receive().await.map_err(|e| e.to_string())?;
        if let Some(found) = wanted(message) {
            return Ok(found);
        }
    }
}

/// Reads until a tournament page that `wanted` accepts.
async fn page(
    client: &mut Client,
    wanted: impl Fn(&TournamentPage) -> bool,
) -> Result<TournamentPage, String> {
    until(client, |message| match message {
        ServerMessage::Tournament(page) if wanted(&page) => Some(*page),
        _ => None,
    })
    .await
}

/// Each level's points (in halves) and games, and each ordered pair's
/// points against the other.
#[derive(Default)]
struct Tally {
    points: BTreeMap<String, (u32, u32)>,
    against: BTreeMap<(String, String), u32>,
}

/// One double round robin of the bots, organised by `organiser`; its
/// results go into `tally`.
async fn one_cycle(organiser: &mut Client, options: &Options, tally: &mut Tally) -> Result<(), String> {
    let players = u32::try_from(options.levels.len()).map_err(|_| "too many levels")?;
    let terms = TournamentTerms {
        name: "Levels".into(),
        format: Format::RoundRobin { double: true },
        board: 9,
        die: false,
        clock: ClockTerms::Fischer { minutes: options.minutes, seconds: 0 },
        rated: false,
        start: Start::WhenFull,
        players,
        entry: Entry::Anyone,
        bots: true,
    };
    organiser.send(&ClientMessage::CreateTournament(terms)).await.map_err(|e| e.to_string())?;
    let id = page(organiser, |_| true).await?.info.tournament;
    for level in &options.levels {
        let invite = ClientMessage::InviteBots { tournament: id, level: level.name().into(), count: 1 };
        organiser.send(&invite).await.map_err(|e| e.to_string())?;
    }
    let over = page(organiser, |p| p.info.stage == Stage::Over).await?;
    for round in 1..=over.info.round {
        organiser
            .send(&ClientMessage::Tournament { tournament: id, round })
            .await
            .map_err(|e| e.to_string())?;
        let shown = page(organiser, |p| p.shown == round).await?;
        for game in &shown.games {
            let name = |place: u32| shown.entrants[place as usize].name.clone();
            let (vikings, varangians) = (name(game.vikings), name(game.varangians));
            let (v, w) = match game.result.as_deref() {
                Some("vikings") => (2, 0),
                Some("varangians") => (0, 2),
                _ => (1, 1),
            };
            for (me, other, won) in [(&vikings, &varangians, v), (&varangians, &vikings, w)] {
                let line = tally.points.entry(me.clone()).or_default();
                *line = (line.0 + won, line.1 + 1);
                *tally.against.entry((me.clone(), other.clone())).or_default() += won;
            }
        }
    }
    Ok(())
}

/// Starts the server and the bots, plays the cycles, prints the table.
async fn run(options: Options) -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let config = Config::new(([127, 0, 0, 1], 0).into(), dir.path().join("server"));
    let limits = Limits { burst: 10_000, registrations: 100, ..Limits::default() };
    let server =
        Server::bind(config, Arc::new(SystemNow)).await.map_err(|e| e.to_string())?.with_limits(limits);
    let address = server.local_addr().map_err(|e| e.to_string())?.to_string();
    tokio::spawn(server.run());
    for level in &options.levels {
        let config = BotConfig {
            server: address.clone(),
            dir: dir.path().join(level.name()),
            name: format!("level-{}", level.name()),
            level: *level,
            games: 1,
            nodes: None,
        };
        tokio::spawn(obereg_bot::run(config, |_| {}));
    }
    let mut organiser = connect(&address, &dir.path().join("organiser")).await?;
    let register = ClientMessage::Register { name: "organiser".into(), password: "levels table".into() };
    organiser.send(&register).await.map_err(|e| e.to_string())?;
    until(&mut organiser, |m| matches!(m, ServerMessage::LoggedIn { .. }).then_some(())).await?;
    // The bots say their levels as they log in: wait until all are seen.
    loop {
        organiser.send(&ClientMessage::Lobby).await.map_err(|e| e.to_string())?;
        let bots = until(&mut organiser, |m| match m {
            ServerMessage::Lobby { bots, .. } => Some(bots.len()),
            _ => None,
        })
        .await?;
        if bots == options.levels.len() {
            break;
        }
    }
    let mut tally = Tally::default();
    for _ in 0..options.cycles {
        one_cycle(&mut organiser, &options, &mut tally).await?;
    }
    print_table(&options, &tally);
    Ok(())
}

/// The table: each level's points and score, then each pair's score.
fn print_table(options: &Options, tally: &Tally) {
    let names: Vec<String> = options.levels.iter().map(|level| format!("level-{}", level.name())).collect();
    println!("{:<16} {:>7} {:>6} {:>7}", "level", "points", "games", "score");
    for name in &names {
        let (halves, games) = tally.points.get(name).copied().unwrap_or_default();
        let score = if games == 0 { 0.0 } else { f64::from(halves) / f64::from(2 * games) * 100.0 };
        println!("{name:<16} {:>7.1} {games:>6} {score:>6.1}%", f64::from(halves) / 2.0);
    }
    println!();
    print!("{:<16}", "against");
    for name in &names {
        print!(" {:>15}", name);
    }
    println!();
    for me in &names {
        print!("{me:<16}");
        for other in &names {
            match tally.against.get(&(me.clone(), other.clone())) {
                Some(halves) => print!(" {:>15.1}", f64::from(*halves) / 2.0),
                None => print!(" {:>15}", "-"),
            }
        }
        println!();
    }
}

fn main() -> std::process::ExitCode {
    let options = match options() {
        Ok(options) => options,
        Err(problem) => {
            eprintln!("levels: {problem}");
            return std::process::ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(problem) => {
            eprintln!("levels: {problem}");
            return std::process::ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(options)) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(problem) => {
            eprintln!("levels: {problem}");
            std::process::ExitCode::FAILURE
        }
    }
}
