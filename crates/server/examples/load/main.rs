//! The server under load: N simulated clients over 127.0.0.1 log in, challenge
//! each other, accept and play random legal games at a given pace, and the
//! tool prints what the server held: clients connected, games finished,
//! moves per second, the move relay latency (from a move sent to the
//! opponent's `moved`), the server's resident memory and the errors.
//!
//! `cargo run --release -p obereg-server --example load -- SERVER[,SERVER…]
//! --clients N --games G [--pace MS] [--seconds S] [--plies P] [--pid PID[,PID…]]
//! [--accounts] [--die]`
//!
//! SERVER is `HOST:PORT` of a server already running (`obereg server`), or
//! several nodes of one cluster (`--bus`) as a list with commas: the
//! clients connect to them in turn, half the games are between two players
//! of one node and half between players of two, and the latency is given
//! for each apart (the second's moves cross the bus). A server's memory is
//! read from `/proc/PID/status` when `--pid` names it. The last line is
//! `errors: N`, and the exit status is 1 when N > 0.

mod heard;
mod nodes;
mod options;
mod player;
mod report;
mod tally;

use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use obereg_client::{Client, Keyed, Trust};
use tokio::sync::Semaphore;
use tokio::task::JoinSet;

use nodes::{Spread, node_of, pair_up};
use options::Options;
use player::{Login, Pair};
use report::{Memory, open_files_limit};
use tally::Tally;

/// How many connections are being opened at once.
const OPENING_AT_ONCE: usize = 64;
/// The longest one connection and login may take.
const OPENING_TIME: Duration = Duration::from_secs(60);
/// Descriptors the tool needs besides its connections.
const SPARE_FILES: u64 = 64;

fn main() -> ExitCode {
    if std::env::args().skip(1).any(|arg| arg == "--help" || arg == "-h") {
        println!("{}", options::USAGE);
        return ExitCode::SUCCESS;
    }
    let options = match Options::parse(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}\n\n{}", options::USAGE);
            return ExitCode::from(2);
        }
    };
    let needed = options.clients as u64 + SPARE_FILES;
    if let Some(limit) = open_files_limit("self").filter(|limit| *limit < needed) {
        eprintln!(
            "the open-file limit is {limit}, and {} clients need {needed}: raise it with `ulimit -n {needed}` (the server needs as many)",
            options.clients
        );
        return ExitCode::from(2);
    }
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("cannot start the runtime: {error}");
            return ExitCode::from(2);
        }
    };
    let errors = runtime.block_on(run(options));
    if errors == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// Runs the load and prints the report; returns the number of errors.
async fn run(options: Options) -> u64 {
    let tally = Arc::new(Tally::default());
    let memory = Memory::watch(&options.pids);
    let needed = options.clients.div_ceil(options.servers.len()) as u64 + SPARE_FILES;
    for pid in &options.pids {
        if let Some(limit) = open_files_limit(&pid.to_string()).filter(|limit| *limit < needed) {
            println!(
                "warning: the open-file limit of server {pid} is {limit}, below the {needed} its clients need"
            );
        }
    }
    let Ok(dir) = tempfile::tempdir() else {
        println!("cannot make a temporary directory for the clients' data\nerrors: 1");
        return 1;
    };
    let dir = Arc::new(dir.path().to_path_buf());
    for server in &options.servers {
        if let Err(error) = pin(server, &dir).await {
            println!("cannot reach {server}: {error}\nerrors: 1");
            return 1;
        }
    }
    let started = Instant::now();
    let clients = open_all(&options, &dir, &tally).await;
    let connected = clients.len();
    println!(
        "clients connected: {connected} of {} in {:.1} s ({})",
        options.clients,
        started.elapsed().as_secs_f64(),
        if options.accounts { "registered accounts" } else { "guests" }
    );
    let playing = Instant::now();
    let _ = tally.settled_from.set(playing + options.settle);
    let deadline = tokio::time::Instant::now() + options.seconds;
    let mut tasks = JoinSet::new();
    let nodes: Vec<usize> = clients.iter().map(|(node, _)| *node).collect();
    let pairs = pair_up(&nodes, options.games);
    let spread = Spread::of(options.servers.len(), &nodes, &pairs);
    let mut clients: Vec<_> = clients.into_iter().map(|(_, client)| Some(client)).collect();
    for (index, (first, second, route)) in pairs.into_iter().enumerate() {
        let (Some(first), Some(second)) = (clients[first].take(), clients[second].take()) else { break };
        let seed = index as u64;
        let (first_name, second_name) = (first.1.clone(), second.1.clone());
        for (me, partner, challenger) in [(first, second_name, true), (second, first_name, false)] {
            let (pace, plies, die) = (options.pace, options.plies, options.die);
            let pair = Pair { partner, challenger, seed, pace, plies, die, route };
            tasks.spawn(player::play(me, pair, deadline, Arc::clone(&tally)));
        }
    }
    for client in clients.into_iter().flatten() {
        tasks.spawn(player::idle(client, deadline, Arc::clone(&tally)));
    }
    let progress = tokio::spawn(report::progress(Arc::clone(&tally), deadline));
    while tasks.join_next().await.is_some() {}
    progress.abort();
    let seconds = playing.elapsed().as_secs_f64();
    report::print(&tally, &options, &spread, seconds, &memory.stop())
}

/// Connects once to pin the server's certificate for every client after.
async fn pin(server: &str, dir: &std::path::Path) -> Result<(), obereg_client::ClientError> {
    let (_, trust) = Client::connect(server, dir).await?;
    if let Trust::New(fingerprint) = trust {
        Keyed::known_servers(dir)
            .set(server, &fingerprint)
            .map_err(|error| obereg_client::ClientError::Connect { server: server.into(), source: error })?;
    }
    Ok(())
}

/// Opens and logs in every client, a few at a time, each on its node;
/// those that fail are counted as errors and left out. Each client with
/// its node.
async fn open_all(
    options: &Options,
    dir: &Arc<std::path::PathBuf>,
    tally: &Arc<Tally>,
) -> Vec<(usize, (heard::Conn, String))> {
    let gate = Arc::new(Semaphore::new(OPENING_AT_ONCE));
    let run = player::run_name();
    let mut opening = JoinSet::new();
    for index in 0..options.clients {
        let login = if options.accounts { Login::Account(format!("{run}-{index}")) } else { Login::Guest };
        let node = node_of(index, options.servers.len());
        let (gate, dir, server, tally) =
            (Arc::clone(&gate), Arc::clone(dir), options.servers[node].clone(), Arc::clone(tally));
        opening.spawn(async move {
            let _permit = gate.acquire_owned().await.ok()?;
            let opened = tokio::time::timeout(OPENING_TIME, player::open(&server, &dir, login)).await;
            match opened {
                Ok(Ok(client)) => Some((index, (node, client))),
                Ok(Err(error)) => {
                    tally.error(&format!("opening: {error}"));
                    None
                }
                Err(_) => {
                    tally.error("opening: no answer");
                    None
                }
            }
        });
    }
    let mut clients = Vec::with_capacity(options.clients);
    while let Some(done) = opening.join_next().await {
        if let Ok(Some(client)) = done {
            clients.push(client);
        }
    }
    clients.sort_by_key(|(index, _)| *index);
    clients.into_iter().map(|(_, client)| client).collect()
}
