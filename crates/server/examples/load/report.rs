//! What the load tool measures besides the clients' counts: the server's
//! memory and the open-file limits, a line of progress now and then, and
//! the report.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use crate::nodes::{Route, Spread};
use crate::options::Options;
use crate::tally::Tally;

/// How often the server's memory is read.
const SAMPLE: Duration = Duration::from_millis(500);
/// How often progress is printed.
const PROGRESS: Duration = Duration::from_secs(10);

/// The servers' resident memory, read while the load runs.
pub struct Memory {
    /// The processes read, each with the most resident memory seen.
    watched: Vec<(u32, Arc<AtomicU64>)>,
    sampler: tokio::task::JoinHandle<()>,
}

/// What was read of a server's memory, in KiB.
pub struct MemoryReading {
    /// The server's process.
    pid: u32,
    /// The most resident memory seen while the load ran.
    most_kib: u64,
    /// The kernel's high-water mark of it (VmHWM), since the server started.
    peak_kib: Option<u64>,
    /// The resident memory at the end.
    last_kib: Option<u64>,
}

impl Memory {
    /// Reads the memory of processes `pids` every half second.
    pub fn watch(pids: &[u32]) -> Memory {
        let watched: Vec<(u32, Arc<AtomicU64>)> =
            pids.iter().map(|pid| (*pid, Arc::new(AtomicU64::new(0)))).collect();
        let sampled = watched.clone();
        let sampler = tokio::spawn(async move {
            loop {
                for (pid, most) in &sampled {
                    if let Some(kib) = status_kib(*pid, "VmRSS") {
                        most.fetch_max(kib, Ordering::Relaxed);
                    }
                }
                tokio::time::sleep(SAMPLE).await;
            }
        });
        Memory { watched, sampler }
    }

    /// Stops reading; what was read, process by process.
    pub fn stop(self) -> Vec<MemoryReading> {
        self.sampler.abort();
        let reading = |(pid, most): (u32, Arc<AtomicU64>)| MemoryReading {
            pid,
            most_kib: most.load(Ordering::Relaxed),
            peak_kib: status_kib(pid, "VmHWM"),
            last_kib: status_kib(pid, "VmRSS"),
        };
        self.watched.into_iter().map(reading).collect()
    }
}

/// A `kB` field of `/proc/PID/status`.
fn status_kib(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with(&format!("{field}:")))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The soft limit of open files of process `pid` (`self` for this one),
/// from `/proc/PID/limits`; none when unlimited or unreadable.
pub fn open_files_limit(pid: &str) -> Option<u64> {
    let limits = std::fs::read_to_string(format!("/proc/{pid}/limits")).ok()?;
    let line = limits.lines().find(|line| line.starts_with("Max open files"))?;
    line.trim_start_matches("Max open files").split_whitespace().next()?.parse().ok()
}

/// Prints the moves relayed so far every ten seconds, until `deadline`.
pub async fn progress(tally: Arc<Tally>, deadline: tokio::time::Instant) {
    let mut last = 0;
    while tokio::time::Instant::now() + PROGRESS <= deadline {
        tokio::time::sleep(PROGRESS).await;
        let moves = tally.moves.load(Ordering::Relaxed);
        eprintln!(
            "… {:.0} moves/s, {} games finished, {} errors",
            (moves - last) as f64 / PROGRESS.as_secs_f64(),
            tally.finished.load(Ordering::Relaxed),
            tally.errors().values().sum::<u64>()
        );
        last = moves;
    }
}

/// Prints the report; returns the number of errors.
pub fn print(
    tally: &Tally,
    options: &Options,
    spread: &Spread,
    seconds: f64,
    memory: &[MemoryReading],
) -> u64 {
    let moves = tally.moves.load(Ordering::Relaxed);
    println!(
        "games: {} at once, {} finished (a player resigns after {} plies; pace {} ms on average)",
        spread.same + spread.cross,
        tally.finished.load(Ordering::Relaxed),
        options.plies,
        options.pace.as_millis()
    );
    let several = options.servers.len() > 1;
    if several {
        let clients: Vec<String> = spread.clients.iter().map(usize::to_string).collect();
        println!(
            "nodes: {}, clients on each {}; games between two players of one node {}, of two nodes {}",
            options.servers.len(),
            clients.join(", "),
            spread.same,
            spread.cross
        );
        println!(
            "challenges made again, the partner's node not yet heard of: {}",
            tally.repeated.load(Ordering::Relaxed)
        );
    }
    println!("moves relayed: {moves} in {seconds:.1} s, {:.1} moves/s", moves as f64 / seconds);
    let settled = format!("after the first {} s", options.settle.as_secs());
    let mut kinds = vec![("every move".to_string(), false, None), (settled.clone(), true, None)];
    if several {
        kinds.push((format!("{settled}, one node"), true, Some(Route::Same)));
        kinds.push((format!("{settled}, two nodes"), true, Some(Route::Cross)));
    }
    for (which, settled, route) in kinds {
        let latencies = tally.latencies(settled, route);
        let at = |share: f64| {
            let index = ((latencies.len() as f64 * share).ceil() as usize).saturating_sub(1);
            latencies.get(index).map_or(0.0, |micros| f64::from(*micros) / 1000.0)
        };
        println!(
            "move relay latency ({which}): p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} moves)",
            at(0.50),
            at(0.99),
            at(1.0),
            latencies.len()
        );
    }
    for memory in memory {
        println!(
            "server memory (pid {}): resident {:.1} MiB at most while loaded, {:.1} MiB at the end, peak {:.1} MiB (VmHWM)",
            memory.pid,
            memory.most_kib as f64 / 1024.0,
            memory.last_kib.unwrap_or(0) as f64 / 1024.0,
            memory.peak_kib.unwrap_or(0) as f64 / 1024.0
        );
    }
    if memory.is_empty() {
        println!("server memory: not read (give the server's process with --pid)");
    }
    let errors = tally.errors();
    for (kind, count) in &errors {
        println!("  {count} × {kind}");
    }
    let total = errors.values().sum();
    println!("errors: {total}");
    total
}
