//! The load tool's command line, read by hand (the server crate does not
//! depend on clap).

use std::time::Duration;

/// How the tool is called.
pub const USAGE: &str =
    "usage: load SERVER[,SERVER…] --clients N --games G [--pace MS] [--seconds S] [--settle S] [--plies P] [--pid PID[,PID…]] [--accounts] [--die]
  SERVER        HOST:PORT of a running `obereg server` (127.0.0.1 or ::1); several nodes of one
                cluster (`--bus`) as one list with commas, the clients spread over them in turn
  --clients N   clients that connect and log in (1 to 20000), all from this machine's one address:
                more than a server's --max-per-address (32 by default) need it started with
                `obereg server --max-per-address N` (N at least its share of the clients), else
                the clients past it are counted as `refused: too_many_connections (address)`
  --games G     games played at once, by 2G of the clients (the rest stay idle in the lobby); on
                several nodes, half of them between two players of one node and half between
                players of two nodes, their latency given apart
  --pace MS     how long a player thinks before each move, on average (0.5 to 1.5 times) [default: 1000]
  --seconds S   how long the games go on once everyone is connected [default: 60]
  --settle S    the latency is also given without the moves of the first S seconds, when every game starts at once [default: 10]
  --plies P     a player resigns instead of making move P+1 [default: 80]
  --pid PID     the server's process, to read its memory from /proc/PID/status; on several
                nodes, their processes as one list with commas
  --accounts    register an account for each client instead of playing as a guest; more than the
                server's --max-registrations (5 an hour by default) need it raised as well
  --die         play games with the die (the server rolls; a player moves for its roll)";

/// The most clients.
const MOST_CLIENTS: usize = 20_000;
/// The longest run.
const LONGEST_SECONDS: u64 = 3600;

/// What the tool was asked.
#[derive(Clone, Debug)]
pub struct Options {
    /// The nodes' `HOST:PORT`, one at least.
    pub servers: Vec<String>,
    pub clients: usize,
    pub games: usize,
    pub pace: Duration,
    pub seconds: Duration,
    pub settle: Duration,
    pub plies: u32,
    /// The nodes' processes whose memory is read.
    pub pids: Vec<u32>,
    pub accounts: bool,
    pub die: bool,
}

impl Options {
    /// Reads the arguments after the program's name.
    pub fn parse(mut args: impl Iterator<Item = String>) -> Result<Options, String> {
        let (mut servers, mut pids) = (None, Vec::new());
        let (mut clients, mut games, mut accounts, mut die) = (None, None, false, false);
        let (mut pace, mut seconds, mut plies, mut settle) = (1000, 60, 80, 10);
        while let Some(arg) = args.next() {
            let mut value = |name: &str| -> Result<u64, String> {
                let text = args.next().ok_or(format!("{name} needs a value"))?;
                text.parse().map_err(|_| format!("{name}: not a number: {text}"))
            };
            match arg.as_str() {
                "--clients" => clients = Some(value("--clients")?),
                "--games" => games = Some(value("--games")?),
                "--pace" => pace = value("--pace")?,
                "--seconds" => seconds = value("--seconds")?,
                "--plies" => plies = value("--plies")?,
                "--settle" => settle = value("--settle")?,
                "--pid" => pids = pid_list(&args.next().ok_or("--pid needs a value")?)?,
                "--accounts" => accounts = true,
                "--die" => die = true,
                flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
                list if servers.is_none() => servers = Some(server_list(list)?),
                extra => return Err(format!("several servers go in one list with commas: {extra}")),
            }
        }
        let servers = servers.ok_or("the server's HOST:PORT is missing")?;
        let clients = usize::try_from(clients.ok_or("--clients is missing")?).unwrap_or(usize::MAX);
        if clients == 0 || clients > MOST_CLIENTS {
            return Err(format!("--clients: 1 to {MOST_CLIENTS}"));
        }
        let games = usize::try_from(games.ok_or("--games is missing")?).unwrap_or(usize::MAX);
        if games * 2 > clients {
            return Err("--games: at most half the clients".into());
        }
        if seconds == 0 || seconds > LONGEST_SECONDS {
            return Err(format!("--seconds: 1 to {LONGEST_SECONDS}"));
        }
        Ok(Options {
            servers,
            clients,
            games,
            pace: Duration::from_millis(pace),
            seconds: Duration::from_secs(seconds),
            settle: Duration::from_secs(settle),
            plies: u32::try_from(plies.max(1)).unwrap_or(u32::MAX),
            pids,
            accounts,
            die,
        })
    }
}

/// The servers of a list with commas: each on this machine, none twice.
fn server_list(list: &str) -> Result<Vec<String>, String> {
    let mut servers: Vec<String> = Vec::new();
    for server in list.split(',') {
        let loopback =
            server.starts_with("127.") || server.starts_with("[::1]") || server.starts_with("localhost:");
        if !loopback {
            return Err(format!("{server}: the load tool talks to a server on this machine only"));
        }
        if servers.iter().any(|known| known == server) {
            return Err(format!("{server}: given twice"));
        }
        servers.push(server.to_string());
    }
    Ok(servers)
}

/// The processes of a list with commas.
fn pid_list(list: &str) -> Result<Vec<u32>, String> {
    list.split(',')
        .map(|pid| pid.parse().map_err(|_| format!("--pid: not a process number: {pid}")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Options, String> {
        Options::parse(line.split_whitespace().map(String::from))
    }

    #[test]
    fn one_server_and_its_process() {
        let options = parse("127.0.0.1:6401 --clients 10 --games 5 --pid 42").unwrap();
        assert_eq!(options.servers, ["127.0.0.1:6401"]);
        assert_eq!(options.pids, [42]);
        assert_eq!((options.clients, options.games), (10, 5));
    }

    #[test]
    fn several_servers_and_processes_as_lists_with_commas() {
        let options =
            parse("127.0.0.1:6411,[::1]:6412,localhost:6413 --clients 6 --games 3 --pid 7,8,9").unwrap();
        assert_eq!(options.servers, ["127.0.0.1:6411", "[::1]:6412", "localhost:6413"]);
        assert_eq!(options.pids, [7, 8, 9]);
    }

    #[test]
    fn every_server_is_on_this_machine_and_named_once() {
        let far = parse("127.0.0.1:6411,10.0.0.2:6412 --clients 2 --games 1").unwrap_err();
        assert!(far.starts_with("10.0.0.2:6412: "), "{far}");
        assert!(parse("127.0.0.1:6411,,127.0.0.1:6412 --clients 2 --games 1").is_err());
        let twice = parse("127.0.0.1:6411,127.0.0.1:6411 --clients 2 --games 1").unwrap_err();
        assert!(twice.contains("twice"), "{twice}");
    }

    #[test]
    fn a_second_list_a_bad_process_or_missing_counts_are_refused() {
        let second = parse("127.0.0.1:6411 127.0.0.1:6412 --clients 2 --games 1").unwrap_err();
        assert!(second.contains("one list with commas"), "{second}");
        assert!(parse("127.0.0.1:6411 --clients 2 --games 1 --pid 7,x").is_err());
        assert!(parse("127.0.0.1:6411 --games 1").is_err());
        assert!(parse("--clients 2 --games 1").is_err());
        assert!(parse("127.0.0.1:6411 --clients 2 --games 2").is_err());
    }
}
